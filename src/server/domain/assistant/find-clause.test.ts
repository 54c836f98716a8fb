import { describe, expect, it } from "vitest";
import { wholeClause } from "./find-clause.ts";

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
