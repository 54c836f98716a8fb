import { describe, expect, it } from "vitest";
import { pdfObjects } from "../../test/support/pdf-objects.ts";
import type { OcrEngine } from "./ocr-engine.ts";
import { readDocument } from "./read-document.ts";

/** The text layer is all these pages hold; an engine that is called fails the test. */
const noOcr: OcrEngine = {
  name: "wasm",
  recognize: () => Promise.reject(new Error("OCR was not expected for this file")),
  terminate: async () => {},
};

/** One run of text: its words, where it starts (points from the page's bottom left), its size. */
interface Run {
  text: string;
  x: number;
  y: number;
  size?: number;
}

/** A one-page A4 PDF in Helvetica, each run drawn where it says. */
function pdfOf(runs: Run[]): Uint8Array {
  const pdf = pdfObjects();
  const content = runs
    .map(({ text, x, y, size = 10 }) => `BT /F1 ${size} Tf ${x} ${y} Td (${text}) Tj ET`)
    .join("\n");
  const stream = pdf.add(pdf.stream("", Buffer.from(content, "latin1")));
  const font = pdf.add("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>");
  const page = pdf.add(
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents ${stream} 0 R /Resources << /Font << /F1 ${font} 0 R >> >> >>`,
  );
  const info = pdf.add("<< /Producer (berkas tests) >>");
  return new Uint8Array(pdf.write([page], info));
}

const linesOf = async (runs: Run[]) => {
  const reading = await readDocument(pdfOf(runs), "pdf", { ocr: noOcr });
  return reading.pages[0]?.lines ?? [];
};

describe("a PDF's blocks printed side by side", () => {
  it("keeps the row as one line and its two blocks as segments, each with its own box", async () => {
    const lines = await linesOf([
      { text: "INVOICE", x: 50, y: 790, size: 20 },
      { text: "Billed to", x: 50, y: 740 },
      { text: "From", x: 320, y: 740 },
      { text: "Maple Trading Ltd", x: 50, y: 725 },
      { text: "Harbour Tools Co", x: 320, y: 725 },
      { text: "12 Quay Road", x: 50, y: 710 },
      { text: "Jl. Kenari 8, Bandung", x: 320, y: 710 },
    ]);
    expect(lines.map((line) => line.text)).toEqual([
      "INVOICE",
      "Billed to From",
      "Maple Trading Ltd Harbour Tools Co",
      "12 Quay Road Jl. Kenari 8, Bandung",
    ]);
    expect(lines[0]?.segments).toBeUndefined();
    const names = lines[2]!;
    expect(names.segments?.map((segment) => segment.text)).toEqual([
      "Maple Trading Ltd",
      "Harbour Tools Co",
    ]);
    const [left, right] = names.segments!;
    expect(left!.box.x).toBeCloseTo(50);
    expect(right!.box.x).toBeCloseTo(320);
    expect(left!.box.x + left!.box.width).toBeLessThan(200);
    // The line's box still spans both blocks.
    expect(names.box!.x).toBeCloseTo(50);
    expect(names.box!.x + names.box!.width).toBeCloseTo(right!.box.x + right!.box.width);
  });

  it("parts three columns, and the seller's block printed left of the buyer's alike", async () => {
    const lines = await linesOf([
      { text: "Dari", x: 40, y: 760 },
      { text: "Kepada", x: 230, y: 760 },
      { text: "No. Faktur : 118", x: 420, y: 760 },
      { text: "CV Sinar Rembulan", x: 40, y: 745 },
      { text: "PT Kebun Jati Lestari", x: 230, y: 745 },
      { text: "Tanggal : 3 Mei 2025", x: 420, y: 745 },
    ]);
    expect(lines.map((line) => line.segments?.map((segment) => segment.text))).toEqual([
      ["Dari", "Kepada", "No. Faktur : 118"],
      ["CV Sinar Rembulan", "PT Kebun Jati Lestari", "Tanggal : 3 Mei 2025"],
    ]);
  });

  it("does not part words drawn one by one, nor a label from its amount a few spaces on", async () => {
    const lines = await linesOf([
      // Each word its own run, a space's width apart (as many PDF writers place words).
      { text: "Quarterly", x: 50, y: 700 },
      { text: "maintenance", x: 94, y: 700 },
      { text: "visit", x: 157, y: 700 },
      // "Total" is about 24 points wide at 10 points: 8 points on is under one text height.
      { text: "Total", x: 50, y: 680 },
      { text: "1,250.00", x: 82, y: 680 },
    ]);
    expect(lines.map((line) => line.text)).toEqual([
      "Quarterly maintenance visit",
      "Total 1,250.00",
    ]);
    expect(lines.every((line) => line.segments === undefined)).toBe(true);
  });

  it("parts a gap of two text heights but not one of one, whatever the font size", async () => {
    // Helvetica's "Ref" is about 16.7 points wide at 10 points, 33.4 at 20.
    const lines = await linesOf([
      { text: "Ref", x: 50, y: 700 },
      { text: "A", x: 50 + 16.7 + 10, y: 700 },
      { text: "Ref", x: 50, y: 680 },
      { text: "B", x: 50 + 16.7 + 20, y: 680 },
      { text: "Ref", x: 50, y: 640, size: 20 },
      { text: "C", x: 50 + 33.4 + 20, y: 640, size: 20 },
      // Enough text that the page is not taken for a scan.
      { text: "Payable within thirty days", x: 50, y: 600 },
    ]);
    expect(lines.map((line) => [line.text, line.segments?.length ?? 1])).toEqual([
      ["Ref A", 1],
      ["Ref B", 2],
      ["Ref C", 1],
      ["Payable within thirty days", 1],
    ]);
  });
});
