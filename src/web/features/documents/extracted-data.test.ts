import { describe, expect, it } from "vitest";
import { needsReview, readExtractedData } from "./extracted-data.ts";

describe("readExtractedData", () => {
  it("keeps the fields, parties and clauses that read and drops the rest", () => {
    const data = readExtractedData({
      fields: {
        vendor: { value: "PT Maju", confidence: 0.4, source: null, needs_review: true },
        total_amount: { value: 1500, confidence: 0.9, source: { page: 1, text: "Total 1.500" } },
        broken: { value: { nested: true }, confidence: 2 },
      },
      parties: [{ name: "PT Maju", role: "PIHAK PERTAMA" }, { role: "no name" }],
      clauses: [{ category: "Governing Law", text: "Hukum Indonesia", page: 2, confidence: 0.8 }],
    });
    expect(Object.keys(data.fields).sort()).toEqual(["total_amount", "vendor"]);
    expect(data.fields["total_amount"]?.source?.text).toBe("Total 1.500");
    expect(data.parties).toEqual([{ name: "PT Maju", role: "PIHAK PERTAMA" }]);
    expect(data.clauses).toHaveLength(1);
  });

  it("reads nothing from a document not yet understood", () => {
    expect(readExtractedData(null)).toEqual({ fields: {}, parties: [], clauses: [] });
  });
});

describe("needsReview", () => {
  it("flags what the server flagged until a person has corrected it", () => {
    const field = { value: "x", confidence: 0.4, source: null, needs_review: true };
    expect(needsReview(field)).toBe(true);
    expect(needsReview({ ...field, corrected_by: "user-1" })).toBe(false);
    expect(needsReview(undefined)).toBe(false);
  });
});
