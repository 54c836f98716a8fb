import { describe, expect, it } from "vitest";
import { needsReview } from "./extracted-data.ts";

describe("needsReview", () => {
  it("flags what the server flagged until a person has corrected it", () => {
    const field = { value: "x", confidence: 0.4, source: null, needs_review: true };
    expect(needsReview(field)).toBe(true);
    expect(needsReview({ ...field, corrected_by: "user-1" })).toBe(false);
    expect(needsReview(undefined)).toBe(false);
  });
});
