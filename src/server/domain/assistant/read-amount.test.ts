import { describe, expect, it } from "vitest";
import { AMOUNT_LABELS, DUE_LABEL, labelledAmount, labelledDate, periodIn } from "./read-amount.ts";

describe("reading what a document prints beside a label", () => {
  it("finds an amount on its label's line or the line after, in either notation", () => {
    const lease =
      "Pasal 3\nPIHAK KEDUA menyerahkan uang jaminan sebesar\nRp 15.000.000 (lima belas juta).";
    expect(labelledAmount(lease, AMOUNT_LABELS.deposit)?.amount).toBe(15_000_000);
    expect(labelledAmount("Security deposit: USD 1,250.00", AMOUNT_LABELS.deposit)?.amount).toBe(
      1250,
    );
    expect(labelledAmount("Tidak ada jaminan.", AMOUNT_LABELS.deposit)).toBeNull();
  });

  it("finds a due date on its label's own line only", () => {
    expect(labelledDate("Jl. Contoh 1 Due : March 3, 2026\nTotal 10.00", DUE_LABEL)).toBe(
      "2026-03-03",
    );
    expect(labelledDate("Tanggal jatuh tempo: 15/04/2026", DUE_LABEL)).toBe("2026-04-15");
    expect(labelledDate("Amount due\nInvoice date 1 Jan 2026", DUE_LABEL)).toBeNull();
  });

  it("reads the period a termination clause sets, preferring ending early with notice", () => {
    const clause =
      "Perpanjangan disampaikan 2 (dua) bulan sebelum berakhirnya jangka waktu. " +
      "Para pihak dapat mengakhiri Perjanjian dengan pemberitahuan tertulis 21 (dua puluh satu) hari sebelumnya.";
    const found = periodIn([clause], "termination");
    expect(found?.duration).toEqual({ years: 0, months: 0, days: 21 });
    expect(found?.sentence).toContain("mengakhiri Perjanjian");
    const english = periodIn(
      ["Either Party may terminate by giving ninety (90) days' written notice."],
      "termination",
    );
    expect(english?.duration.days).toBe(90);
    expect(periodIn(["No period is set here at all."], "termination")).toBeNull();
  });
});
