import { describe, expect, it } from "vitest";
import {
  MINUTES_TO_FIND_A_DOCUMENT,
  PLANS,
  planForVolume,
  timeSpentSearching,
  yearlyMonthlyPriceIdr,
} from "./plans.ts";

describe("spec §9 plans", () => {
  it("prices Starter at Rp120.000 and Professional at Rp550.000 a month; Enterprise is contact sales", () => {
    const price = Object.fromEntries(PLANS.map((plan) => [plan.id, plan.monthlyPriceIdr]));
    expect(price).toEqual({ free: 0, starter: 120_000, professional: 550_000, enterprise: null });
  });

  it("takes the yearly discount off a month's price", () => {
    expect(yearlyMonthlyPriceIdr(120_000)).toBe(96_000);
    expect(yearlyMonthlyPriceIdr(550_000)).toBe(440_000);
  });

  it("suggests Free up to its 30 documents a month, then Starter", () => {
    expect(planForVolume(0)).toBe("free");
    expect(planForVolume(30)).toBe("free");
    expect(planForVolume(31)).toBe("starter");
  });
});

describe("time spent searching", () => {
  it("counts 18 minutes a search over a month of weeks, priced by the hour", () => {
    expect(MINUTES_TO_FIND_A_DOCUMENT).toBe(18);
    const spent = timeSpentSearching(10, 50_000);
    expect(spent.hoursPerMonth).toBeCloseTo(13, 6);
    expect(spent.rupiahPerMonth).toBe(650_000);
  });

  it("reads negative inputs as none", () => {
    expect(timeSpentSearching(-5, 50_000)).toEqual({ hoursPerMonth: 0, rupiahPerMonth: 0 });
    expect(timeSpentSearching(10, -1).rupiahPerMonth).toBe(0);
  });
});
