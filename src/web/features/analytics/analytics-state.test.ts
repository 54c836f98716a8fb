import { describe, expect, it } from "vitest";
import { analyticsFailure, readAnalytics, shareOfBusiestWeek } from "./analytics-state.ts";

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

describe("reading the three analytics answers (spec §7, §8)", () => {
  it("gives the bodies when all three are OK", async () => {
    const bodies = await readAnalytics([json({ a: 1 }), json({ b: 2 }), json({ c: 3 })]);
    expect(bodies).toEqual([{ a: 1 }, { b: 2 }, { c: 3 }]);
  });

  it("fails as 'requests failed' when any answer is not OK", async () => {
    const failure = await readAnalytics([json({}), json({}, 403), json({})]).catch(
      (error: unknown) => error,
    );
    expect(analyticsFailure(failure)).toBe("requestsFailed");
  });

  it("fails as 'error response' when any body carries an error field", async () => {
    const failure = await readAnalytics([json({}), json({}), json({ error: "boom" })]).catch(
      (error: unknown) => error,
    );
    expect(analyticsFailure(failure)).toBe("errorResponse");
  });

  it("calls anything else a failed fetch", () => {
    expect(analyticsFailure(new TypeError("Failed to fetch"))).toBe("fetchFailed");
  });
});

describe("weekly bars", () => {
  it("are each week's share of the busiest week", () => {
    expect(shareOfBusiestWeek(3, 12)).toBe(25);
    expect(shareOfBusiestWeek(12, 12)).toBe(100);
    expect(shareOfBusiestWeek(1, 3)).toBe(33.3);
    expect(shareOfBusiestWeek(0, 0)).toBe(0);
  });
});
