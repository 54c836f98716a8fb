import { describe, expect, it } from "vitest";
import { findNoticeBeforeWord, findNoticePeriod, spelledDurations } from "./notice-period.ts";

describe("findNoticePeriod", () => {
  it.each([
    [
      "Either party may prevent renewal by written notice at least sixty (60) days prior to the expiration of the then-current term.",
      { years: 0, months: 0, days: 60 },
    ],
    [
      "Tenant shall notify Landlord in writing no later than three (3) months before the end of the Term.",
      { years: 0, months: 3, days: 0 },
    ],
    [
      "Para Pihak wajib menyampaikan pemberitahuan tertulis selambat-lambatnya 30 (tiga puluh) hari kalender sebelum berakhirnya Jangka Waktu Sewa.",
      { years: 0, months: 0, days: 30 },
    ],
    [
      "PIHAK KEDUA memberitahukan kehendaknya untuk memperpanjang paling lambat 2 (dua) bulan sebelum tanggal berakhirnya perjanjian ini.",
      { years: 0, months: 2, days: 0 },
    ],
  ])("reads the notice period in %s", (text, duration) => {
    expect(findNoticePeriod(text)).toEqual(duration);
  });

  it("reads nothing where the sentence gives no notice or counts working days", () => {
    expect(findNoticePeriod("Payment is due 30 days before delivery of the goods.")).toBeNull();
    expect(
      findNoticePeriod("Notice must be given 14 (empat belas) hari kerja sebelum berakhirnya."),
    ).toBeNull();
    expect(
      findNoticePeriod("Either party may terminate this Agreement by written notice."),
    ).toBeNull();
  });
});

describe("spelled and worded notice", () => {
  it("reads notifies as notice, and hyphenated durations", () => {
    expect(
      findNoticePeriod(
        "Either party notifies the other at least thirty (30) days prior to the end of the term.",
      ),
    ).toEqual({ years: 0, months: 0, days: 30 });
    expect(findNoticeBeforeWord("a sixty-day notice of non-renewal")).toEqual({
      years: 0,
      months: 0,
      days: 60,
    });
  });

  it("counts ending the contract before its end as notice only in a renewal", () => {
    const clause =
      "unless terminated by either party within thirty (30) days prior to the expiration";
    expect(findNoticePeriod(clause)).toBeNull();
    expect(findNoticePeriod(clause, { renews: true })).toEqual({ years: 0, months: 0, days: 30 });
  });

  it("reads the duration right before the word notice", () => {
    expect(findNoticeBeforeWord("upon ninety (90) days' prior written notice")).toEqual({
      years: 0,
      months: 0,
      days: 90,
    });
    expect(findNoticeBeforeWord("a six (6) months notice must be given")).toEqual({
      years: 0,
      months: 6,
      days: 0,
    });
    expect(findNoticeBeforeWord("written notice to the other party")).toBeNull();
  });

  it("turns year-to-year and annual periods into one year", () => {
    expect(spelledDurations("renews from year to year")).toBe("renews from 1 year");
    expect(spelledDurations("for two (2)-year periods")).toBe("for two (2) year periods");
  });
});
