import { describe, expect, it } from "vitest";
import { termSpanEnd } from "./term-range.ts";

// Every date and wording below is invented for these tests.
describe("termSpanEnd", () => {
  it("ends a span that term words introduce", () => {
    const text = "The pilot has a fixed term beginning March 3, 2021 and ending June 30th, 2022.";
    expect(termSpanEnd(text, null, false)?.iso).toBe("2022-06-30");
  });

  it("ends a span that starts on the effective date", () => {
    const text = "Schedule A. 5/1/2017 through 10/31/2017 (six months).";
    expect(termSpanEnd(text, "2017-05-01", false)?.iso).toBe("2017-10-31");
  });

  it("takes no span that neither starts the contract nor is called its term", () => {
    const text = "Invoices dated May 1, 2017 to May 9, 2017 are paid in full.";
    expect(termSpanEnd(text, "2017-01-01", false)).toBeNull();
  });

  it("ends a span whose dates are written in the deed style, 'from the … to the …'", () => {
    const text =
      "Term of the engagement: ten weeks from the 6 April, 2022 to the 15 June, 2022. Delays extend it.";
    expect(termSpanEnd(text, null, false)?.iso).toBe("2022-06-15");
  });

  it("reads an Indonesian span", () => {
    const text = "Jangka waktu sewa 1 Maret 2025 sampai dengan 28 Februari 2026.";
    expect(termSpanEnd(text, null)?.iso).toBe("2026-02-28");
  });
});
