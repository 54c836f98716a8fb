import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOcrEngine } from "./ocr.ts";
import type { OcrEngine } from "./ocr-engine.ts";
import { readDocument } from "./read-document.ts";
import type { FileKind } from "./sniff-file-type.ts";

const fixture = (name: string) =>
  new Uint8Array(readFileSync(new URL(`../../test/fixtures/files/${name}`, import.meta.url)));

/** One engine for the file, as a worker process keeps one: the native binary where installed. */
let ocr: OcrEngine;
beforeAll(async () => {
  ocr = await createOcrEngine();
});
afterAll(() => ocr.terminate());

const read = (name: string, kind: FileKind) => readDocument(fixture(name), kind, { ocr });

describe("readDocument with OCR", () => {
  it("OCRs a scanned PDF page that has no text layer, boxes in PDF points", async () => {
    const result = await read("scanned-id.pdf", "pdf");
    const [page] = result.pages;
    expect(page?.method).toBe("ocr");
    expect(page?.width).toBeCloseTo(595.28);
    for (const token of ["KUITANSI", "PT Sentosa Makmur", "Rp 2.750.000", "April 2025"]) {
      expect(result.text).toContain(token);
    }
    expect(result.language).toBe("id");
    const heading = page?.lines.find((line) => line.text.includes("KUITANSI"));
    // Drawn 72 pt from the left, its baseline about 100 pt from the top (make-files.ts).
    expect(heading?.box?.x).toBeGreaterThan(60);
    expect(heading?.box?.x).toBeLessThan(85);
    expect(heading?.box?.y).toBeGreaterThan(70);
    expect(heading?.box?.y).toBeLessThan(100);
    expect(heading?.confidence).toBeGreaterThan(0.3);
    expect(heading?.confidence).toBeLessThanOrEqual(1);
  });

  it("OCRs a photographed receipt stored sideways with an EXIF orientation", async () => {
    const result = await read("receipt-photo.jpg", "jpeg");
    const [page] = result.pages;
    expect(page).toMatchObject({ method: "ocr", width: 1200, height: 1600 });
    for (const token of ["TOKO SERBA ADA", "TOTAL", "159.500", "Terima kasih"]) {
      expect(result.text).toContain(token);
    }
    expect(page?.lines.some((line) => /TOTAL.*159\.500/.test(line.text))).toBe(true);
    expect(result.language).toBe("id");
    for (const line of page?.lines ?? []) {
      expect(line.box?.x).toBeGreaterThanOrEqual(0);
      expect((line.box?.x ?? 0) + (line.box?.width ?? 0)).toBeLessThanOrEqual(1200);
    }
  });

  it("OCRs an iPhone-style HEIC photo", async () => {
    const result = await read("receipt-id.heic", "heic");
    expect(result.pages[0]).toMatchObject({ method: "ocr", width: 960, height: 1280 });
    for (const token of ["SEDERHANA", "TOTAL", "86.000", "Terima kasih"]) {
      expect(result.text).toContain(token);
    }
    expect(result.language).toBe("id");
  });
});
