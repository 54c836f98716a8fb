import { describe, expect, it } from "vitest";
import { extractedDataSchema, readExtractedData } from "./extracted-data.ts";

const SOURCE = {
  page: 1,
  line: 4,
  text: "Total 1.500",
  box: { x: 10, y: 20, width: 80, height: 9 },
};

describe("readExtractedData", () => {
  it("keeps the fields, parties, clauses and checks that read and drops the rest", () => {
    const data = readExtractedData({
      fields: {
        vendor: { value: "PT Maju", confidence: 0.4, source: null, needs_review: true },
        total_amount: { value: 1500, confidence: 0.9, source: SOURCE, needs_review: false },
        broken: { value: { nested: true }, confidence: 2 },
      },
      parties: [{ name: "PT Maju", role: "PIHAK PERTAMA" }, { role: "no name" }],
      clauses: [{ category: "Governing Law", text: "Hukum Indonesia", page: 2, confidence: 0.8 }],
      checks: [{ name: "terbilang = total", passed: true }, { name: "no verdict" }],
    });
    expect(Object.keys(data.fields).sort()).toEqual(["total_amount", "vendor"]);
    expect(data.fields["total_amount"]?.source).toEqual(SOURCE);
    expect(data.parties).toEqual([{ name: "PT Maju", role: "PIHAK PERTAMA" }]);
    expect(data.clauses).toHaveLength(1);
    expect(data.checks).toEqual([{ name: "terbilang = total", passed: true }]);
  });

  it("reads the shape the processing stage has stored since the first release", () => {
    const stored = {
      type: { value: "invoice", confidence: 0.92, source: null },
      contract_type: null,
      fields: {
        total_amount: { value: 250000, confidence: 0.85, source: SOURCE, needs_review: false },
        vendor: {
          value: "CV Benar",
          confidence: 1,
          source: null,
          needs_review: false,
          corrected_by: "u1",
        },
        date: {
          value: "2025-05-02",
          confidence: 0.55,
          source: SOURCE,
          needs_review: false,
          confirmed_by: "u2",
        },
      },
      parties: [],
      clauses: [],
      checks: [{ name: "subtotal + tax + service - discount = total", passed: true }],
    };
    expect(extractedDataSchema.parse(stored)).toEqual(stored);
    expect(readExtractedData(stored)).toEqual(stored);
  });

  it("reads what rows written by hand leave out: no source is none, no review flag is false", () => {
    const data = readExtractedData({ fields: { vendor: { value: "CV Ragu", confidence: 0.4 } } });
    expect(data.fields["vendor"]).toEqual({
      value: "CV Ragu",
      confidence: 0.4,
      source: null,
      needs_review: false,
    });
    expect(extractedDataSchema.safeParse(data).success).toBe(true);
  });

  it("reads nothing from a document not yet understood", () => {
    const empty = {
      type: null,
      contract_type: null,
      fields: {},
      parties: [],
      clauses: [],
      checks: [],
    };
    expect(readExtractedData(null)).toEqual(empty);
    expect(readExtractedData("not an object")).toEqual(empty);
  });
});
