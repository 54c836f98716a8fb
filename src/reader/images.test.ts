import { readFileSync } from "node:fs";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { imageForOcr, isPageScan, openImage, readImage } from "./images.ts";
import { createOcrEngine } from "./ocr.ts";
import type { OcrEngine } from "./ocr-engine.ts";

const RECEIPT = new URL("../../test/fixtures/files/receipt-en.png", import.meta.url);

/**
 * A till receipt as a worn dot-matrix print comes out of a scanner: its lines in pale grey,
 * under a large black order number printed by another head.
 */
async function faintReceiptUnderDarkNumber(): Promise<Buffer> {
  const number = await sharp({
    text: { text: "<b>31705509</b>", font: "sans", dpi: 400 },
  })
    .negate({ alpha: false })
    .png()
    .toBuffer();
  const { height } = await sharp(number).metadata();
  const paleInk = 200;
  const faint = await sharp(readFileSync(RECEIPT))
    .greyscale()
    .linear((255 - paleInk) / 255, paleInk)
    .extend({ top: height! + 40, background: "#ffffff" })
    .png()
    .toBuffer();
  return sharp(faint)
    .composite([{ input: number, top: 20, left: 20 }])
    .greyscale()
    .png()
    .toBuffer();
}

let ocr: OcrEngine;
beforeAll(async () => {
  ocr = await createOcrEngine();
}, 60_000);
afterAll(() => ocr.terminate());

describe("reading a picture of faint print", () => {
  it("reads the pale lines that Tesseract's first reading lost to the dark number", async () => {
    const picture = new Uint8Array(await faintReceiptUnderDarkNumber());
    const opened = await openImage(picture, "png");
    const first = await ocr.recognize((await imageForOcr(opened.image, opened)).png);
    // As on the scans this is for: the first reading holds the number and little else.
    expect(first.lines.length).toBeLessThan(5);

    const { page } = await readImage(picture, "png", ocr);
    expect(page.text).toContain("CORNER COFFEE HOUSE");
    expect(page.text).toMatch(/TOTAL 14\.03/);
    expect(page.lines.length).toBeGreaterThanOrEqual(9);
  });
});

describe("telling a scanned page from other pictures", () => {
  const blank = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: "white" } })
      .jpeg()
      .toBuffer();

  it("takes a large upright picture of a sheet's proportions for a page scan", async () => {
    expect(await isPageScan(await blank(1700, 2400), "jpeg")).toBe(true);
  });

  it("reads a till receipt scanned as a long strip as photos are read", async () => {
    expect(await isPageScan(await blank(700, 2450), "jpeg")).toBe(false);
  });
});
