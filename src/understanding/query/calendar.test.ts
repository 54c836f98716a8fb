import { describe, expect, it } from "vitest";
import { monthSpan, quarterSpan, shift, unitContaining } from "./calendar.ts";

describe("calendar", () => {
  it.each([
    ["2025-10-13", { from: "2025-10-13", to: "2025-10-19" }],
    ["2025-10-19", { from: "2025-10-13", to: "2025-10-19" }],
    ["2025-12-31", { from: "2025-12-29", to: "2026-01-04" }],
  ])("the week of %s runs Monday to Sunday", (day, week) => {
    expect(unitContaining(day, "week")).toEqual(week);
  });

  it("ends February on its last day, leap years included", () => {
    expect(monthSpan(2024, 2)).toEqual({ from: "2024-02-01", to: "2024-02-29" });
    expect(monthSpan(2025, 2)).toEqual({ from: "2025-02-01", to: "2025-02-28" });
  });

  it("quarters run three months", () => {
    expect(quarterSpan(2025, 4)).toEqual({ from: "2025-10-01", to: "2025-12-31" });
    expect(unitContaining("2025-05-20", "quarter")).toEqual({
      from: "2025-04-01",
      to: "2025-06-30",
    });
  });

  it("shifts by calendar units, keeping to the last day of a shorter month", () => {
    expect(shift("2025-03-31", "month", -1)).toBe("2025-02-28");
    expect(shift("2025-10-14", "quarter", 1)).toBe("2026-01-14");
    expect(shift("2025-10-14", "week", -2)).toBe("2025-09-30");
  });

  it("has no date outside 1900–2100", () => {
    expect(shift("2025-10-14", "year", -200)).toBeNull();
    expect(shift("2025-10-14", "year", 100)).toBeNull();
  });
});
