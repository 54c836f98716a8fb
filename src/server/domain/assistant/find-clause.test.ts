import { describe, expect, it } from "vitest";
import { clausesAbout, wholeClause } from "./find-clause.ts";

const CONTRACT = [
  "Pasal 5",
  "PENYELESAIAN PERSELISIHAN",
  "Perselisihan yang timbul dari Perjanjian ini diselesaikan lebih dahulu secara musyawarah. Apabila",
  "dalam 30 (tiga puluh) hari tidak tercapai kesepakatan, para pihak memilih domisili hukum di",
  "Pengadilan Negeri setempat.",
  "Pasal 6",
  "HUKUM YANG BERLAKU",
  "Terhadap Perjanjian ini berlaku hukum Republik Indonesia.",
].join("\n");

describe("wholeClause", () => {
  it("quotes a clause filed by its first sentence to the next article's heading", () => {
    const filed =
      "Pasal 5 PENYELESAIAN PERSELISIHAN Perselisihan yang timbul dari Perjanjian ini diselesaikan lebih dahulu secara musyawarah.";
    const whole = wholeClause(filed, CONTRACT);
    expect(whole).toContain("Pengadilan Negeri setempat.");
    expect(whole).not.toContain("Pasal 6");
  });

  it("keeps the filed text when its opening is not in the text", () => {
    expect(wholeClause("Article 9 Notices. Notices are given in writing.", CONTRACT)).toBe(
      "Article 9 Notices. Notices are given in writing.",
    );
  });

  it("keeps the filed text when no heading closes the article", () => {
    const last =
      "Pasal 6 HUKUM YANG BERLAKU Terhadap Perjanjian ini berlaku hukum Republik Indonesia.";
    expect(wholeClause(last, CONTRACT)).toBe(last);
  });
});

describe("clausesAbout", () => {
  it("finds what a contract covers under its scope or object heading, in either language", () => {
    const english = [
      "The parties agree as follows:",
      "1. Scope",
      "This Agreement governs the supply of the Supplier's lorem valves to the Buyer.",
      "2. Term",
      "This Agreement takes effect on the signing date.",
    ].join("\n");
    const [scope] = clausesAbout(null, english, "scope");
    expect(scope?.text).toContain("lorem valves");
    const indonesian = [
      "Pasal 1",
      "RUANG LINGKUP",
      "PIHAK PERTAMA menyewakan kepada PIHAK KEDUA satu unit gudang ipsum seluas 200 m2.",
    ].join("\n");
    expect(clausesAbout(null, indonesian, "scope")[0]?.text).toContain("gudang ipsum");
  });
});
