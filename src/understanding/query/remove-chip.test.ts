import { describe, expect, it } from "vitest";
import { parseSearchQuery } from "./parse-search-query.ts";
import { removeChip } from "./remove-chip.ts";

const TODAY = "2025-10-14";
const parse = (query: string) => parseSearchQuery(query, { today: TODAY });

describe("removeChip", () => {
  it.each([
    ["faktur PLN bulan lalu di atas 2 juta", "bulan lalu", "faktur PLN di atas 2 juta"],
    ["faktur PLN bulan lalu di atas 2 juta", "di atas 2 juta", "faktur PLN bulan lalu"],
    ["faktur PLN bulan lalu di atas 2 juta", "faktur", "PLN bulan lalu di atas 2 juta"],
    ["unpaid invoices due this week", "due this week", "unpaid invoices"],
    ["NDA governed by California law", "governed by California law", "NDA"],
    ["faktur, bulan lalu, PLN", "bulan lalu", "faktur, PLN"],
    ["struk, bulan lalu", "bulan lalu", "struk"],
  ])("%s without %j → %j", (query, words, rest) => {
    expect(removeChip(query, { words })).toBe(rest);
  });

  it("removes whole words only", () => {
    expect(removeChip("bonus bon", { words: "bon" })).toBe("bonus");
  });

  it("leaves the query alone when the words are not in it", () => {
    expect(removeChip("faktur PLN", { words: "bulan lalu" })).toBe("faktur PLN");
  });

  it.each([
    ["faktur PLN bulan lalu di atas 2 juta"],
    ["unpaid invoices due this week"],
    ["kontrak yang berakhir tahun depan"],
    ["receipts from restaurants in October 2025"],
    ["NDA governed by California law"],
    ["kontrak sewa dengan PT Maju & Jaya yang berlaku sejak Januari 2025"],
    ["invoices in USD over $1,000 from Grab starred"],
  ])("each chip of %j comes off alone", (query) => {
    const { chips } = parse(query);
    for (const chip of chips) {
      const rerun = parse(removeChip(query, chip));
      expect(rerun.chips).toEqual(chips.filter((other) => other !== chip));
    }
  });
});
