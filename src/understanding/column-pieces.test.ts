import { describe, expect, it } from "vitest";
import { columnPieces, documentLines } from "./document-lines.ts";
import { groupRows } from "./rows.ts";
import type { DocumentText, TextLine } from "./types.ts";
import { understandDocument } from "./understand-document.ts";

/** Helvetica at 10 points is about 5 points a letter: near enough for where a piece ends. */
const LETTER = 5;
const HEIGHT = 10;

/**
 * A PDF's line as the reader gives it: its cells (text, left edge) joined into one text, and,
 * where wide gaps part them, each cell as a segment with its own box.
 */
function line(y: number, ...cells: Array<[string, number]>): TextLine {
  const boxes = cells.map(([text, x]) => ({ x, y, width: text.length * LETTER, height: HEIGHT }));
  const first = boxes[0]!;
  const last = boxes.at(-1)!;
  return {
    text: cells.map(([text]) => text).join(" "),
    box: { x: first.x, y, width: last.x + last.width - first.x, height: HEIGHT },
    confidence: null,
    ...(cells.length > 1 && {
      segments: cells.map(([text], index) => ({ text, box: boxes[index]! })),
    }),
  };
}

function pdfPage(lines: TextLine[]): DocumentText {
  return {
    pages: [{ number: 1, width: 595, height: 842, lines }],
    text: lines.map((each) => each.text).join("\n"),
    language: null,
  };
}

/** Without the reader's segments: the line as one piece, as a reader without columns gives it. */
const joined = (document: DocumentText): DocumentText => ({
  ...document,
  pages: document.pages.map((page) => ({
    ...page,
    lines: page.lines.map(({ text, box, confidence }) => ({ text, box, confidence })),
  })),
});

describe("a line parted into columns", () => {
  const page = pdfPage([
    line(60, ["INVOICE", 50]),
    line(100, ["Billed to", 50], ["From", 320]),
    line(115, ["Rina Wulandari", 50], ["Teluk Biru Outfitters Ltd", 320]),
  ]);

  it("keeps its whole text as the document's line and gives the rows its pieces", () => {
    const lines = documentLines(page);
    expect(lines.map((each) => each.text)).toEqual([
      "INVOICE",
      "Billed to From",
      "Rina Wulandari Teluk Biru Outfitters Ltd",
    ]);
    const pieces = columnPieces(lines);
    expect(pieces.map((each) => [each.text, each.line, each.box?.x])).toEqual([
      ["INVOICE", 0, 50],
      ["Billed to", 1, 50],
      ["From", 1, 320],
      ["Rina Wulandari", 2, 50],
      ["Teluk Biru Outfitters Ltd", 2, 320],
    ]);
    const rows = groupRows(lines);
    expect(rows.map((row) => [row.text, row.lines.length])).toEqual([
      ["INVOICE", 1],
      ["Billed to From", 2],
      ["Rina Wulandari Teluk Biru Outfitters Ltd", 2],
    ]);
  });
});

describe("the issuer where the buyer's and the seller's blocks stand side by side", () => {
  const invoice = (header: TextLine[], blocks: TextLine[]) =>
    pdfPage([
      ...header,
      ...blocks,
      line(260, ["Description", 50], ["Amount", 450]),
      line(275, ["Cabinet hinges, 40 pieces", 50], ["IDR 640,000", 450]),
      line(300, ["Total", 380], ["IDR 640,000", 450]),
    ]);

  it("names the seller under its label when a person is billed in the left block", () => {
    const document = invoice(
      [line(50, ["INVOICE", 50]), line(70, ["Invoice No : 7714", 50])],
      [
        line(100, ["Sold to", 50], ["Issued by", 320]),
        line(115, ["Rina Wulandari", 50], ["Teluk Biru Outfitters Ltd", 320]),
        line(130, ["14 Jasmine Lane", 50], ["22 Harbour Street", 320]),
      ],
    );
    expect(understandDocument(document).fields.vendor?.value).toBe("Teluk Biru Outfitters Ltd");
    expect(understandDocument(joined(document)).fields.vendor?.value).not.toBe(
      "Teluk Biru Outfitters Ltd",
    );
  });

  it("names the seller in the left block when the buyer's, a person, stands right", () => {
    const document = invoice(
      [line(50, ["FAKTUR", 50]), line(70, ["No. Faktur : 0932", 50])],
      [
        line(100, ["Penjual", 50], ["Kepada Yth.", 320]),
        line(115, ["CV Anggrek Sejati", 50], ["Bapak Dimas Prakoso", 320]),
        line(130, ["Jl. Cempaka 12, Solo", 50], ["Jl. Merbabu 3, Klaten", 320]),
      ],
    );
    expect(understandDocument(document).fields.vendor?.value).toBe("CV Anggrek Sejati");
  });

  it("tells the seller by its label where both blocks print a company and its NPWP", () => {
    const document = invoice(
      [line(50, ["FAKTUR", 50]), line(70, ["No : 88/XI/2025", 50])],
      [
        line(100, ["Pembeli", 50], ["Penjual", 320]),
        line(115, ["PT Sumber Angin Raya", 50], ["CV Daya Listrik Mandiri", 320]),
        line(130, ["NPWP : 01.234.567.8-901.000", 50], ["NPWP : 02.345.678.9-012.000", 320]),
      ],
    );
    expect(understandDocument(document).fields.vendor?.value).toBe("CV Daya Listrik Mandiri");
  });

  it("takes the unlabelled letterhead left of the buyer's labelled block", () => {
    const document = invoice(
      [],
      [
        line(50, ["PT Cahaya Timur Teknik", 50], ["INVOICE", 400]),
        line(65, ["Jl. Ahmad Yani 20, Surabaya", 50], ["Bill to", 320]),
        line(80, ["NPWP 03.456.789.0-123.000", 50], ["Lestari Print House", 320]),
        line(95, ["Tel 031-555-0192", 50], ["Jl. Diponegoro 5, Malang", 320]),
      ],
    );
    expect(understandDocument(document).fields.vendor?.value).toBe("PT Cahaya Timur Teknik");
  });

  it("takes the company right of the buyer's label when the buyer's name opens the row below", () => {
    for (const label of ["Customer", "Billed to"]) {
      const document = invoice(
        [line(50, ["INVOICE", 50]), line(70, ["Invoice # 40-2211", 50])],
        [
          line(100, [label, 50], ["Orvane Robotics GmbH", 320]),
          line(115, ["Pellucid Dental Ltd", 50], ["9 Kastanienallee, Berlin", 320]),
          line(130, ["4 Canal Row, Leeds", 50], ["Germany", 320]),
        ],
      );
      expect(understandDocument(document).fields.vendor?.value).toBe("Orvane Robotics GmbH");
    }
  });

  it("reads the type from the whole lines, as before the columns were parted", () => {
    const document = invoice(
      [line(50, ["INVOICE", 50], ["Invoice No : 5120", 400])],
      [
        line(100, ["Bill to", 50], ["From", 320]),
        line(115, ["Arif Santoso", 50], ["Lembah Hijau Supplies Co", 320]),
      ],
    );
    expect(understandDocument(document).type).toEqual(understandDocument(joined(document)).type);
  });
});
