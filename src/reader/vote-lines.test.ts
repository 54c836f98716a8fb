import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { imageForOcr, openImage } from "./images.ts";
import { readLinesAgain } from "./line-recognizer.ts";
import type { LineReading } from "./line-recognizer.ts";
import { createOcrEngine } from "./ocr.ts";
import type { OcrEngine } from "./ocr-engine.ts";
import type { ReadLine } from "./read-result.ts";
import {
  linesToReadAgain,
  MAX_LINES,
  mergeReadings,
  SURE_FIELD_LINE,
  voteLines,
} from "./vote-lines.ts";

/** What the second engine said, every character at the probability given (spaces dropped). */
const reading = (text: string, probability = 0.99): LineReading => {
  const glyphs = [...text]
    .filter((character) => character.trim())
    .map((character) => ({ character, probability }));
  return { text, confidence: glyphs.length ? probability : null, glyphs };
};

/**
 * What the second engine said with where it read each character: every character of `text` one
 * cell of 3 CTC steps along the line; a space is read as one (the next glyph has a space before
 * it), a "_" is a cell of paper the network read no space in.
 */
const placed = (text: string, probability = 0.99): LineReading => {
  const glyphs: LineReading["glyphs"] = [];
  let spaceBefore = false;
  [...text].forEach((character, cell) => {
    if (character === " ") spaceBefore = true;
    if (character === " " || character === "_") return;
    glyphs.push({ character, probability, at: 3 * cell, spaceBefore });
    spaceBefore = false;
  });
  return { text: text.replace(/_/g, ""), confidence: probability, glyphs };
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

  it("puts an amount Tesseract lost after its label in the word that replaces the specks", () => {
    expect(mergeReadings("Total incl. tax Ql", placed("Total incl. tax 8.40"))).toBe(
      "Total incl. tax 8.40",
    );
  });

  it("joins the figures of an amount Tesseract parted, where the other read them side by side", () => {
    expect(mergeReadings("JUMLAH : 2 4.50", placed("JUMLAH:24.50"))).toBe("JUMLAH : 24.50");
    expect(mergeReadings("Grand Total RMI 2, 30", placed("Grand TotalRM12.30"))).toBe(
      "Grand Total RM12.30",
    );
  });

  it("keeps figures apart where the other engine read them a space or a column apart", () => {
    expect(mergeReadings("Pen 2 3.00", placed("Pen 2 3.00"))).toBe("Pen 2 3.00");
    expect(mergeReadings("Pen 2 3.00", placed("Pen2____3.00"))).toBe("Pen 2 3.00");
    expect(mergeReadings("Pen 2 3.00", placed("Pen2_3.00"))).toBe("Pen 2 3.00");
  });

  it("leaves the line alone when the other engine was unsure or read something else", () => {
    expect(mergeReadings("TOTAL 7.20", reading("TOTAL1.20", 0.6))).toBe("TOTAL 7.20");
    expect(mergeReadings("TOTAL 7.20", reading("THANK YOU COME AGAIN"))).toBe("TOTAL 7.20");
    expect(mergeReadings("TOTAL 7.20", reading(""))).toBe("TOTAL 7.20");
  });
});

/**
 * A till receipt's lines as Tesseract might give them, one above the other, all at `confidence`:
 * by default sure enough not to be doubted, not so sure that a field line is left as read.
 */
const receiptLines = (texts: string[], confidence = 0.93): ReadLine[] =>
  texts.map((text, index) => ({
    text,
    box: { x: 10, y: 20 * index, width: 300, height: 16 },
    confidence,
  }));

describe("choosing the lines to read again", () => {
  const receipt = [
    "WARUNG SEKAR MELATI",
    "NO 12 JALAN KENANGA",
    "TEL 021-555 0199",
    "Nasi goreng 1 18.50",
    "Es teh 2 6.00",
    "Sub Total 24.50",
    "Tax 1.47",
    "TOTAL 25.97",
    "Cash 50.00",
    "Change 24.03",
    "Thank you",
  ];
  const textsOf = (lines: ReadLine[]) => lines.map((line) => line.text);

  it("reads the name, the totals and the largest amounts again where Tesseract was fairly sure", () => {
    expect(textsOf(linesToReadAgain(receiptLines(receipt)))).toEqual([
      "WARUNG SEKAR MELATI",
      "NO 12 JALAN KENANGA",
      "Sub Total 24.50",
      "TOTAL 25.97",
      "Cash 50.00",
    ]);
  });

  it("leaves a field line as read where Tesseract was very sure of it", () => {
    const lines = receiptLines(receipt).map((line) =>
      line.text === "TOTAL 25.97" ? { ...line, confidence: SURE_FIELD_LINE } : line,
    );
    expect(textsOf(linesToReadAgain(lines))).not.toContain("TOTAL 25.97");
    expect(textsOf(linesToReadAgain(lines))).toContain("Sub Total 24.50");
  });

  it("finds a total whose label OCR misread, and no amount in a date, a time or a phone number", () => {
    const lines = receiptLines([
      "KEDAI BUKU PELANGI",
      "JALAN DAMAI",
      "Date 25/12/2018 20:13",
      "TEL 03-5555 1234",
      "Pen 2 3.00",
      "Tot! 3.00",
    ]);
    // The date's line is read again as the date's, not as an amount's.
    expect(textsOf(linesToReadAgain(lines))).toEqual([
      "KEDAI BUKU PELANGI",
      "JALAN DAMAI",
      "Date 25/12/2018 20:13",
      "Pen 2 3.00",
      "Tot! 3.00",
    ]);
  });

  it("reads again the first lines with a date, labelled or in a date's shape, and no phone number", () => {
    const lines = receiptLines([
      "KEDAI BUKU PELANGI",
      "JALAN DAMAI",
      "TEL 03-5555 1234",
      "Tarikh : 2B/O3/2019",
      "17 Mor 2019 10:42",
      "Pen 2 3.00",
      "Tot! 3.00",
      "Printed 17/03/2019 10:43",
    ]);
    const chosen = textsOf(linesToReadAgain(lines));
    expect(chosen).toContain("Tarikh : 2B/O3/2019");
    expect(chosen).toContain("17 Mor 2019 10:42");
    expect(chosen).not.toContain("TEL 03-5555 1234");
    // At most DATE_LINES of them, the first: a receipt prints its own date near the top.
    expect(chosen).not.toContain("Printed 17/03/2019 10:43");
  });

  it("reads again a line labelled a total on which Tesseract read no figure", () => {
    const lines = receiptLines(["KEDAI BUKU PELANGI", "Pen 2 3.00", "Total incl. tax Ql"]);
    expect(textsOf(linesToReadAgain(lines))).toContain("Total incl. tax Ql");
  });

  it("adds the doubted lines with digits, and of those at most MAX_LINES, the least sure", () => {
    const items = Array.from({ length: MAX_LINES + 3 }, (_, index) => `Item ${index + 1} 1.00`);
    const lines = [
      ...receiptLines(["TOKO SUMBER REJEKI", "JL MERDEKA"]),
      ...receiptLines(items).map((line, index) => ({
        ...line,
        box: { ...line.box!, y: 60 + 20 * index },
        confidence: 0.3 + index * 0.05,
      })),
      { text: "terima kasih", box: { x: 10, y: 400, width: 200, height: 16 }, confidence: 0.2 },
    ];
    const chosen = textsOf(linesToReadAgain(lines));
    const doubted = items.slice(0, MAX_LINES);
    // The largest amounts tie at 1.00; the first two lines holding one are among the doubted.
    expect(chosen.filter((text) => text.startsWith("Item"))).toEqual(doubted);
    expect(chosen).not.toContain("terima kasih");
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

  it("mends a line Tesseract misread and doubted, and leaves a sure item line as it was", async () => {
    const total = lineWith("TOTAL");
    const item = lineWith("muffin");
    // The amount's digits as OCR misreads them on a worn print (0 → O, 5 → S, 8 → B), with
    // the low confidence such a reading comes with; an item line read the same, but sure.
    const misread = (text: string) =>
      text.replace(/\d+\.\d+/, (amount) =>
        amount.replace(/0/g, "O").replace(/5/g, "S").replace(/8/g, "B"),
      );
    expect(misread(total.text)).not.toBe(total.text);
    expect(misread(item.text)).not.toBe(item.text);
    const page = lines.map((line) =>
      line === total
        ? { ...line, text: misread(line.text), confidence: 0.5 }
        : line === item
          ? { ...line, text: misread(line.text), confidence: 0.95 }
          : line,
    );
    const voted = await voteLines(image, page);
    const textOf = (original: ReadLine) => voted.lines[lines.indexOf(original)]!.text;
    expect(textOf(total)).toBe(total.text);
    expect(textOf(item)).toBe(misread(item.text));
    // The doubted total and the field lines (name, totals, largest amounts) Tesseract was less
    // than very sure of: 2 of the 5 on this fixture, the others left as read.
    expect(voted.reread).toBe(linesToReadAgain(page).length);
    expect(voted.reread).toBe(2);
  });
});
