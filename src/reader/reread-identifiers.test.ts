import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { imageForOcr, openImage } from "./images.ts";
import { createOcrEngine } from "./ocr.ts";
import type { OcrEngine } from "./ocr-engine.ts";
import type { ReadLine } from "./read-result.ts";
import { rereadIdentifiers } from "./reread-identifiers.ts";

/** A phone photo of an invoice whose buyer NPWP the page's reading got one digit wrong. */
const PHOTO = new URL("../../eval/datasets/berkas/files/IMG_20250415_101522.jpg", import.meta.url);

let ocr: OcrEngine;
let image: Buffer;
beforeAll(async () => {
  ocr = await createOcrEngine();
  const opened = await openImage(new Uint8Array(readFileSync(PHOTO)), "jpeg");
  image = (await imageForOcr(opened.image, opened)).png;
});
afterAll(() => ocr.terminate());

/** Where the buyer's NPWP line sits in the prepared picture, as the page's reading boxed it. */
const buyerNpwp = (text: string, confidence: number): ReadLine => ({
  text,
  box: { x: 284, y: 663, width: 250, height: 21 },
  confidence,
});

describe("tax identifiers read again", () => {
  it("settles a digit the page's reading got wrong by what the enlarged readings say", async () => {
    const lines = [buyerNpwp("NPWP: 0030475925009000", 0.64)];
    const [mended] = await rereadIdentifiers(image, lines, ocr);
    expect(mended).toEqual({ ...lines[0], text: "NPWP: 0030475925609000" });
  });

  it("keeps the separators a number was printed with", async () => {
    const [mended] = await rereadIdentifiers(
      image,
      [buyerNpwp("NPWP 0030.4759.2500.9000", 0.5)],
      ocr,
    );
    expect(mended?.text).toBe("NPWP 0030.4759.2560.9000");
  });

  it("leaves lines OCR was sure of, and lines without an identifier, as they were", async () => {
    const lines = [
      buyerNpwp("NPWP: 0030475925009000", 0.95),
      buyerNpwp("Total Rp 16.261.500", 0.4),
      // Spaced digits without an identifier's name, as a till prints its codes: as many digits
      // as the NPWP its box holds, yet no identifier.
      buyerNpwp("Kode 0030 4759 2500 9000", 0.4),
    ];
    expect(await rereadIdentifiers(image, lines, ocr)).toEqual(lines);
  });
});
