import { describe, expect, it } from "vitest";
import { documentFromText, documentLines } from "./document-lines.ts";
import { formatDuration, readRenewalTerms } from "./renewal-terms.ts";
import { groupRows } from "./rows.ts";

const read = (text: string, language: "en" | "id" = "en") => {
  const found = readRenewalTerms(groupRows(documentLines(documentFromText(text))), language);
  return { renewal: found.renewal?.value, notice: found.termination_notice?.value };
};

describe("readRenewalTerms", () => {
  it("reads an automatic renewal, its term and the notice that stops it", () => {
    expect(
      read(`ARTICLE 9 TERM
The initial term of this Agreement is three (3) years from the Effective Date.
Thereafter this Agreement shall be automatically renewed for successive one (1) year periods
unless either party gives written notice of non-renewal at least ninety (90) days prior to the
expiration of the then-current term.`),
    ).toEqual({ renewal: "Automatic, 1 year", notice: "90 days before the end" });
  });

  it("reads hyphenated and yearly terms, and notice written before the word notice", () => {
    expect(
      read(
        "The Services Term shall renew for additional two-year terms unless terminated upon sixty (60) days' written notice.",
      ),
    ).toEqual({ renewal: "Automatic, 2 years", notice: "60 days before the end" });
    expect(
      read("After the first term this Agreement continues from year to year until terminated."),
    ).toEqual({ renewal: "Automatic, 1 year", notice: undefined });
  });

  it("tells a renewal by option or agreement from one that happens by itself", () => {
    expect(
      read(
        "Licensee shall have the option to renew this Agreement for one additional term of five (5) years.",
      ).renewal,
    ).toBe("By agreement or option, 5 years");
  });

  it("reads Indonesian contracts in Indonesian", () => {
    expect(
      read(
        `Pasal 3 Jangka Waktu
Perjanjian ini berlaku selama 2 (dua) tahun dan dapat diperpanjang untuk jangka waktu 1 (satu) tahun berikutnya atas kesepakatan Para Pihak.
Pihak yang tidak ingin memperpanjang wajib menyampaikan pemberitahuan tertulis selambat-lambatnya 30 (tiga puluh) hari sebelum berakhirnya Perjanjian ini.`,
        "id",
      ),
    ).toEqual({
      renewal: "Atas kesepakatan atau opsi, 1 tahun",
      notice: "30 hari sebelum berakhir",
    });
  });

  it("reads no renewal where the words only name one or extend something else", () => {
    expect(
      read(
        `This Agreement may be extended upon mutual written agreement of the parties.
Any period of limitations shall be extended until twenty (20) days after the mediation ends.
The audit rights shall continue for one (1) year following the termination of this Agreement.
Either party may terminate this Agreement at any time upon thirty (30) days' written notice.`,
      ),
    ).toEqual({ renewal: undefined, notice: undefined });
  });
});

describe("formatDuration", () => {
  it("writes each unit in the contract's language", () => {
    expect(formatDuration({ years: 1, months: 6, days: 0 }, "en")).toBe("1 year 6 months");
    expect(formatDuration({ years: 0, months: 0, days: 45 }, "id")).toBe("45 hari");
  });
});
