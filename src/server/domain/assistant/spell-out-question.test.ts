import { describe, expect, it } from "vitest";
import { spellOutQuestion } from "./spell-out-question.ts";

describe("spellOutQuestion", () => {
  it("writes out Indonesian chat shorthand", () => {
    expect(spellOutQuestion("brp total tagihan yg udah lewat thn ini")).toBe(
      "berapa total tagihan yang sudah lewat tahun ini",
    );
    expect(spellOutQuestion("kontrak apa aja dgn pt x")).toBe("kontrak apa saja dengan pt x");
  });

  it("puts back the apostrophe of an English contraction", () => {
    expect(spellOutQuestion("whats the total, which invoices arent due")).toBe(
      "what's the total, which invoices aren't due",
    );
  });

  it("leaves words in capitals, parts of other words and everything else as typed", () => {
    expect(spellOutQuestion("Brp invoice dari PT GA")).toBe("berapa invoice dari PT GA");
    expect(spellOutQuestion("tagihan bulanan ygn")).toBe("tagihan bulanan ygn");
  });
});
