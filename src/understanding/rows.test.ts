import { describe, expect, it } from "vitest";
import { documentLines } from "./document-lines.ts";
import { groupRows } from "./rows.ts";
import type { DocumentText, TextLine } from "./types.ts";

/** A photo's OCR line: the box around its words, taller than its type where the page is turned. */
const ocrLine = (text: string, x: number, y: number, width: number, height: number): TextLine => ({
  text,
  box: { x, y, width, height },
  confidence: 0.9,
});

function photo(lines: TextLine[]): DocumentText {
  return {
    pages: [{ number: 1, width: 1200, height: 1600, lines }],
    text: lines.map((each) => each.text).join("\n"),
    language: null,
  };
}

describe("rows of a turned photo", () => {
  it("keeps lines stacked in one column apart though their tall boxes overlap", () => {
    const rows = groupRows(
      documentLines(
        photo([
          ocrLine("Subtotal Rp 200.000", 140, 520, 420, 60),
          ocrLine("PPN 11% 22.000", 141, 556, 400, 60),
        ]),
      ),
    );
    expect(rows.map((row) => row.text)).toEqual(["Subtotal Rp 200.000", "PPN 11% 22.000"]);
  });

  it("still joins a label and its value side by side", () => {
    const rows = groupRows(
      documentLines(
        photo([ocrLine("TOTAL", 100, 500, 120, 40), ocrLine("Rp 222.000", 700, 505, 200, 40)]),
      ),
    );
    expect(rows.map((row) => row.text)).toEqual(["TOTAL Rp 222.000"]);
  });
});
