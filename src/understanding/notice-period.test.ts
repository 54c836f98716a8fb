import { describe, expect, it } from "vitest";
import { findNoticePeriod } from "./notice-period.ts";

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
