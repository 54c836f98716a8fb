import { describe, expect, it } from "vitest";
import { spellOutQuestion } from "./spell-out-question.ts";

describe("spellOutQuestion", () => {
  it("writes out Indonesian chat shorthand", () => {
    expect(spellOutQuestion("brp total tagihan yg udah lewat thn ini")).toBe(
      "berapa total tagihan yang sudah lewat tahun ini",
    );
    expect(spellOutQuestion("kontrak apa aja dgn pt x")).toBe("kontrak apa saja dengan pt x");
    expect(spellOutQuestion("ngopi bulan ini brp")).toBe("kopi bulan ini berapa");
    expect(spellOutQuestion("kontrak yg paling cepet abis")).toBe(
      "kontrak yang paling cepat habis",
    );
    expect(spellOutQuestion("sc di kafe x brp")).toBe("service charge di kafe x berapa");
    expect(spellOutQuestion("duit keluar buat wifi")).toBe("duit keluar untuk wifi");
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

  it("writes a doubled word typed with a 2 in full, leaving codes alone", () => {
    expect(spellOutQuestion("rata2 struk kafe thn 2025")).toBe("rata-rata struk kafe tahun 2025");
    expect(spellOutQuestion("pajak PB2 dan A2")).toBe("pajak PB2 dan A2");
    expect(spellOutQuestion("grocery spend this yr")).toBe("grocery spend this year");
  });
});
