import { describe, expect, it } from "vitest";
import { splitClauses } from "./split-clauses.ts";

describe("splitClauses", () => {
  it("cuts at headings and numbered paragraphs, keeping a heading with the text under it", () => {
    const text = [
      "PERJANJIAN SEWA MENYEWA",
      "Pasal 1",
      "JANGKA WAKTU",
      "Perjanjian ini berlaku selama 2 (dua) tahun sejak tanggal ditandatangani.",
      "Pasal 2",
      "HARGA SEWA",
      "1. Harga sewa adalah Rp120.000.000 per tahun, dibayar di muka.",
      "2. Pembayaran dilakukan melalui transfer ke rekening Pihak Pertama.",
    ].join("\n");
    const clauses = splitClauses(text);
    expect(clauses.map((clause) => clause.text.split("\n")[0])).toEqual([
      "PERJANJIAN SEWA MENYEWA",
      "Pasal 2",
      "2. Pembayaran dilakukan melalui transfer ke rekening Pihak Pertama.",
    ]);
    expect(clauses[0]!.text).toContain("Pasal 1\nJANGKA WAKTU\nPerjanjian ini berlaku");
    expect(clauses[1]!.text).toContain("HARGA SEWA\n1. Harga sewa");
    for (const clause of clauses) expect(text.slice(clause.start, clause.end)).toBe(clause.text);
  });

  it("falls back to paragraphs for a long section without numbers", () => {
    const paragraph = (word: string) => `${word} `.repeat(120).trim();
    const text = `${paragraph("alpha")}\n\n${paragraph("beta")}\n\n${paragraph("gamma")}`;
    expect(splitClauses(text).map((clause) => clause.text.slice(0, 5))).toEqual([
      "alpha",
      "beta ",
      "gamma",
    ]);
  });
});
