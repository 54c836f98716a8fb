import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { imageForOcr, openImage } from "./images.ts";
import { readLinesAgain } from "./line-recognizer.ts";
import type { LineReading } from "./line-recognizer.ts";
import { createOcrEngine } from "./ocr.ts";
import type { OcrEngine } from "./ocr-engine.ts";
import type { ReadLine } from "./read-result.ts";
import { mergeReadings, voteLines } from "./vote-lines.ts";

/** What the second engine said, every character at the probability given (spaces dropped). */
const reading = (text: string, probability = 0.99): LineReading => {
  const glyphs = [...text]
    .filter((character) => character.trim())
    .map((character) => ({ character, probability }));
  return { text, confidence: glyphs.length ? probability : null, glyphs };
};

describe("merging two readings of a line", () => {
  it("takes the second engine's sure letter where Tesseract read a digit inside a word", () => {
    expect(mergeReadings("KEDAI MAJU SDN 8HD", reading("KEDAIMAJUSDNBHD"))).toBe(
      "KEDAI MAJU SDN BHD",
    );
  });

  it("keeps a digit among digits when the other engine saw a letter there", () => {
    expect(mergeReadings("Rounding : 0.00", reading("Rounding:o.00"))).toBe("Rounding : 0.00");
  });

  it("keeps Tesseract's spaces where the other engine ran the words together", () => {
    expect(mergeReadings("Date 12/O4/2021 10:20", reading("Date12/04/202110:20"))).toBe(
      "Date 12/04/2021 10:20",
    );
  });

  it("drops specks only Tesseract saw and adds what only the other saw, when sure of it", () => {
    expect(mergeReadings("| TOTAL 1 5.50 »", reading("TOTAL:15.50"))).toBe("TOTAL: 1 5.50");
  });

  it("leaves the line alone when the other engine was unsure or read something else", () => {
    expect(mergeReadings("TOTAL 7.20", reading("TOTAL1.20", 0.6))).toBe("TOTAL 7.20");
    expect(mergeReadings("TOTAL 7.20", reading("THANK YOU COME AGAIN"))).toBe("TOTAL 7.20");
    expect(mergeReadings("TOTAL 7.20", reading(""))).toBe("TOTAL 7.20");
  });
});

/** Our receipt fixture, prepared for OCR as a photo is, and Tesseract's own lines of it. */
const RECEIPT = new URL("../../test/fixtures/files/receipt-en.png", import.meta.url);
let ocr: OcrEngine;
let image: Buffer;
let lines: ReadLine[];
beforeAll(async () => {
  ocr = await createOcrEngine();
  const opened = await openImage(new Uint8Array(readFileSync(RECEIPT)), "png");
  image = (await imageForOcr(opened.image, opened)).png;
  lines = (await ocr.recognize(image, undefined, "block")).lines;
}, 60_000);
afterAll(() => ocr.terminate());

const lineWith = (text: string) => {
  const found = lines.find((line) => line.text.includes(text));
  if (!found) throw new Error(`Tesseract read no line with ${text}: ${lines.map((l) => l.text)}`);
  return found;
};

describe("the second engine on a real image", () => {
  it("reads a line out of the page the way Tesseract read it", async () => {
    const total = lineWith("TOTAL");
    const [again] = await readLinesAgain(image, [total.box!]);
    expect(again!.text.replace(/\s/g, "")).toBe(total.text.replace(/\s/g, ""));
    expect(again!.confidence).toBeGreaterThan(0.9);
  });

  it("mends a line Tesseract misread and doubted, and leaves the lines it was sure of", async () => {
    const total = lineWith("TOTAL");
    const subtotal = lineWith("Subtotal");
    // The amount's digits as OCR misreads them on a worn print (0 → O, 5 → S, 8 → B), with
    // the low confidence such a reading comes with; the subtotal read the same, but sure.
    const misread = (text: string) =>
      text.replace(/\d+\.\d+/, (amount) =>
        amount.replace(/0/g, "O").replace(/5/g, "S").replace(/8/g, "B"),
      );
    expect(misread(total.text)).not.toBe(total.text);
    const page = [
      { ...total, text: misread(total.text), confidence: 0.5 },
      { ...subtotal, text: misread(subtotal.text), confidence: 0.95 },
    ];
    const voted = await voteLines(image, page);
    expect(voted.lines.map((line) => line.text)).toEqual([total.text, misread(subtotal.text)]);
    expect(voted).toMatchObject({ reread: 1, changed: 1 });
  });
});
