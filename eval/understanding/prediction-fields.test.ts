import { describe, expect, it } from "vitest";
import type { Understanding } from "../../src/understanding/index.ts";
import { predictionFields } from "./prediction-fields.ts";

const field = <Value>(value: Value) => ({ value, confidence: 0.8, source: null });

describe("predictionFields", () => {
  it("gives the type, contract type and every field with a value under the product's names", () => {
    const understanding: Understanding = {
      type: field("contract"),
      vertical: "legal",
      contractType: field("nda"),
      language: "en",
      apAr: "AP",
      fields: {
        primary_party: field("Acme"),
        effective_date: field("2024-01-31"),
        contract_value: field(5000),
      },
      items: [],
      parties: [],
      clauses: [],
      checks: [],
      confidence: 0.8,
    };
    expect(predictionFields(understanding)).toEqual({
      type: "contract",
      contract_type: "nda",
      primary_party: "Acme",
      effective_date: "2024-01-31",
      contract_value: 5000,
    });
  });
});
