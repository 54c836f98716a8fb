import { describe, expect, it } from "vitest";
import { layoutSignature, layoutSimilarity, namesAlike } from "./layout-signature.ts";
import type { DocumentText, TextLine } from "./types.ts";

/** A page of 600 × 800 px with each line at its left edge and top, one line per 30 px. */
function page(rows: Array<[x: number, text: string]>): DocumentText {
  const lines: TextLine[] = rows.map(([x, text], index) => ({
    text,
    box: { x, y: 20 + index * 30, width: 200, height: 20 },
  }));
  return { pages: [{ number: 1, width: 600, height: 800, lines }], text: "", language: null };
}

const invoice = (seller: string, item: string, amount: string) =>
  page([
    [20, seller],
    [20, "Jl. Industri No. 7, Bekasi"],
    [400, "INVOICE"],
    [20, "Kepada: PT Griya Properti"],
    [20, `${item} ${amount}`],
    [400, `Total ${amount}`],
    [20, "Transfer ke BCA a/n CV Maju Bersama"],
  ]);

describe("layout signature", () => {
  it("is the words of the first page at their places, without numbers or short words", () => {
    const signature = layoutSignature(
      page([
        [20, "Total Rp 650.000"],
        [400, "No. 12"],
      ]),
    );
    expect(signature).toEqual(["total@0:0"]);
  });

  it("reads one template alike whatever it sells, and another template apart", () => {
    const first = layoutSignature(invoice("CV Maju Bersama", "Semen Gresik", "650.000"));
    const next = layoutSignature(invoice("CV Maju Bersama", "Pasir beton", "450.000"));
    const elsewhere = layoutSignature(
      page([
        [300, "RESTORAN PADANG SARI MINANG"],
        [300, "Nasi rendang 2 x 35.000"],
        [300, "Terima kasih atas kunjungan Anda"],
      ]),
    );
    expect(layoutSimilarity(first, next)).toBeGreaterThan(0.6);
    expect(layoutSimilarity(first, elsewhere)).toBe(0);
    expect(layoutSimilarity(first, [])).toBe(0);
  });

  it("places lines without boxes by their order, in bands", () => {
    const text: DocumentText = {
      pages: [
        {
          number: 1,
          width: null,
          height: null,
          lines: ["Nota", "Nama Barang", "Jumlah", "Total"].map((line) => ({
            text: line,
            box: null,
          })),
        },
      ],
      text: "",
      language: null,
    };
    expect(layoutSignature(text)).toEqual([
      "nota@line0",
      "nama@line0",
      "barang@line0",
      "jumlah@line0",
      "total@line1",
    ]);
  });
});

describe("names alike", () => {
  it("scores a misread name close to the right one and another shop's far", () => {
    expect(namesAlike("TB SUMBAR REJEKI", "T8 SUMBER REJEKI")).toBeGreaterThan(0.6);
    expect(namesAlike("TB Sumber Rejeki", "UD Bangun Jaya")).toBeLessThan(0.2);
    expect(namesAlike("", "UD Bangun Jaya")).toBe(0);
  });
});
