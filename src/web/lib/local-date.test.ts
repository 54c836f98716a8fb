import { describe, expect, it } from "vitest";
import { localDate } from "./local-date.ts";

describe("localDate", () => {
  it("is the local calendar date, not the UTC one", () => {
    expect(localDate(new Date(2026, 0, 5, 23, 59))).toBe("2026-01-05");
    expect(localDate(new Date(2026, 11, 31, 0, 1))).toBe("2026-12-31");
  });
});
