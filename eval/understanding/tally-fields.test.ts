import { describe, expect, it } from "vitest";
import { FieldTally, overallAccuracy } from "./tally-fields.ts";

describe("FieldTally", () => {
  it("gives accuracy and coverage among documents whose gold has the field", () => {
    const tally = new FieldTally();
    for (const outcome of ["right", "right", "wrong", "missing"] as const)
      tally.add("vendor", outcome);
    tally.add("date", "missing");
    tally.add("date", null);
    tally.add("expiry_date", null);
    expect(tally.scores()).toEqual({
      vendor: { accuracy: 0.5, coverage: 0.75, n: 4 },
      date: { accuracy: 0, coverage: 0, n: 1 },
    });
    expect(tally.unusable()).toEqual({ date: 1, expiry_date: 1 });
  });

  it("averages the fields' accuracies", () => {
    expect(
      overallAccuracy({
        vendor: { accuracy: 0.5, coverage: 1, n: 4 },
        date: { accuracy: 1, coverage: 1, n: 1 },
      }),
    ).toBe(0.75);
    expect(overallAccuracy({})).toBeNull();
  });
});
