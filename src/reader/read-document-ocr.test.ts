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

/** A PDF from its objects (numbered from 1, the first the catalog), with a correct xref. */
function buildPdf(objects: Buffer[]): Uint8Array {
  const parts = [Buffer.from("%PDF-1.7\n", "latin1")];
  let length = parts[0]?.length ?? 0;
  const offsets = objects.map((body, index) => {
    const object = Buffer.concat([
      Buffer.from(`${index + 1} 0 obj\n`, "latin1"),
      body,
      Buffer.from("\nendobj\n", "latin1"),
    ]);
    parts.push(object);
    const offset = length;
    length += object.length;
    return offset;
  });
  const entries = offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`);
  const trailer = `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${entries.join("")}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`;
  return new Uint8Array(Buffer.concat([...parts, Buffer.from(trailer, "latin1")]));
}

/** The scanned page's JPEG under a one-line text layer, as scanning apps stamp their name. */
function stampedScan(): Uint8Array {
  const scan = Buffer.from(fixture("scanned-id.pdf"));
  const jpeg = scan.subarray(
    scan.indexOf(Buffer.from([0xff, 0xd8, 0xff])),
    scan.lastIndexOf(Buffer.from([0xff, 0xd9])) + 2,
  );
  const text = (body: string) => Buffer.from(body, "latin1");
  const content =
    "q 595 0 0 842 0 0 cm /Scan Do Q BT /Stamp 8 Tf 400 20 Td (Scanned with PhoneScan app) Tj ET";
  return buildPdf([
    text("<< /Type /Catalog /Pages 2 0 R >>"),
    text("<< /Type /Pages /Kids [3 0 R] /Count 1 >>"),
    text(
      "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /XObject << /Scan 4 0 R >> /Font << /Stamp 5 0 R >> >> /Contents 6 0 R >>",
    ),
    Buffer.concat([
      text(
        `<< /Type /XObject /Subtype /Image /Width 2480 /Height 3508 /ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /DCTDecode /Length ${jpeg.length} >>\nstream\n`,
      ),
      jpeg,
      text("\nendstream"),
    ]),
    text("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>"),
    text(`<< /Length ${content.length} >>\nstream\n${content}\nendstream`),
  ]);
}

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

  it("OCRs a scanned page under a scanning app's one-line text stamp", async () => {
    const result = await readDocument(stampedScan(), "pdf", { ocr });
    expect(result.pages[0]?.method).toBe("ocr");
    expect(result.text).toContain("KUITANSI");
    expect(result.text).toContain("Rp 2.750.000");
  });

  it("OCRs a photographed receipt stored sideways with an EXIF orientation", async () => {
    const result = await read("receipt-photo.jpg", "jpeg");
    const [page] = result.pages;
    // Read as the receipt cut out of the upright 1200 × 1600 picture and straightened: the
    // page is the sheet (about 960 px square), no longer the table round it.
    expect(page?.method).toBe("ocr");
    expect(page?.width).toBeGreaterThan(900);
    expect(page?.width).toBeLessThan(1050);
    expect(page?.height).toBeGreaterThan(880);
    expect(page?.height).toBeLessThan(1050);
    for (const token of ["TOKO SERBA ADA", "TOTAL", "159.500", "Terima kasih"]) {
      expect(result.text).toContain(token);
    }
    expect(page?.lines.some((line) => /TOTAL.*159\.500/.test(line.text))).toBe(true);
    expect(result.language).toBe("id");
    for (const line of page?.lines ?? []) {
      expect(line.box?.x).toBeGreaterThanOrEqual(0);
      expect((line.box?.x ?? 0) + (line.box?.width ?? 0)).toBeLessThanOrEqual(page!.width!);
    }
  });

  it("OCRs an iPhone-style HEIC photo", async () => {
    const result = await read("receipt-id.heic", "heic");
    // The receipt straightened out of the 960 × 1280 picture.
    const [page] = result.pages;
    expect(page?.method).toBe("ocr");
    expect(page?.width).toBeGreaterThan(700);
    expect(page?.width).toBeLessThan(960);
    expect(page?.height).toBeGreaterThan(500);
    expect(page?.height).toBeLessThan(700);
    for (const token of ["SEDERHANA", "TOTAL", "86.000", "Terima kasih"]) {
      expect(result.text).toContain(token);
    }
    expect(result.language).toBe("id");
  });
});
