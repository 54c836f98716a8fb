import { describe, expect, it } from "vitest";
import { documentFromText, documentLines } from "./document-lines.ts";
import type { DocumentText, TextPage } from "./types.ts";

/** A page 800 high with lines at the given heights. */
function page(number: number, lines: Array<[string, number]>): TextPage {
  return {
    number,
    width: 600,
    height: 800,
    lines: lines.map(([text, y]) => ({ text, box: { x: 70, y, width: 400, height: 12 } })),
  };
}

function document(pages: TextPage[]): DocumentText {
  return { pages, text: "", language: "id" };
}

describe("documentLines: page furniture", () => {
  it("drops a page counter so a sentence runs on across the page break", () => {
    const text = documentLines(
      document([
        page(1, [
          ["NOTA KESEPAHAMAN", 60],
          ["Nota Kesepahaman ini tunduk pada hukum Negara Republik", 400],
          ["Halaman 1 dari 2 Paraf: ______", 780],
        ]),
        page(2, [
          ["Indonesia.", 60],
          ["Halaman 2 dari 2 Paraf: ______", 780],
        ]),
      ]),
    ).map((line) => line.text);
    expect(text).toEqual([
      "NOTA KESEPAHAMAN",
      "Nota Kesepahaman ini tunduk pada hukum Negara Republik",
      "Indonesia.",
    ]);
  });

  it("keeps a letterhead on the first page and drops its repeats", () => {
    const text = documentLines(
      document([
        page(1, [
          ["QualityHosting AG - Uferweg 40-42", 40],
          ["Rechnung 30064443", 300],
        ]),
        page(2, [
          ["QualityHosting AG - Uferweg 40-42", 40],
          ["Summe 29,45", 300],
        ]),
      ]),
    ).map((line) => line.text);
    expect(text).toEqual(["QualityHosting AG - Uferweg 40-42", "Rechnung 30064443", "Summe 29,45"]);
  });

  it("keeps a line that repeats in the body or on one page only", () => {
    const text = documentLines(
      document([
        page(1, [["PIHAK PERTAMA PIHAK KEDUA", 400]]),
        page(2, [
          ["PIHAK PERTAMA PIHAK KEDUA", 400],
          ["Halaman 2", 780],
        ]),
      ]),
    ).map((line) => line.text);
    expect(text).toEqual(["PIHAK PERTAMA PIHAK KEDUA", "PIHAK PERTAMA PIHAK KEDUA", "Halaman 2"]);
  });
});

describe("documentLines: numbers OCR pulled apart", () => {
  it("mends a doubled separator and a space before a thousands group", () => {
    const text = documentLines(documentFromText("HEMAT -6..200\nSubtotal 196 .000\nNo. 1..5 2 .5"));
    expect(text.map((line) => line.text)).toEqual([
      "HEMAT -6.200",
      "Subtotal 196.000",
      "No. 1..5 2 .5",
    ]);
  });

  it("mends cents after a space and parts sums and the rupiah sign from letters glued on", () => {
    const text = documentLines(
      documentFromText(
        "SUBTOTAL Ri43. 40\nTTL CASH RMA43.40\nTOTALRp 854.000\nJl. Melati No. 12. 34",
      ),
    );
    expect(text.map((line) => line.text)).toEqual([
      "SUBTOTAL Ri 43.40",
      "TTL CASH RMA 43.40",
      "TOTAL Rp 854.000",
      "Jl. Melati No. 12. 34",
    ]);
  });
});
