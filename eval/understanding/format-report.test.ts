import { describe, expect, it } from "vitest";
import { clauseTable, fieldTable, summaryLine } from "./format-report.ts";

const summary = {
  dataset: "cuad",
  documents: 50,
  skipped: 0,
  fields: { date: { accuracy: 2 / 3, coverage: 0.9, n: 45 } },
  overall: 2 / 3,
  clauses: { "Governing Law": { precision: 0.5, recall: 1 / 3, n: 40, predicted: 12 } },
  msPerPage: 1.23456,
  notes: [],
};

describe("summaryLine", () => {
  it("is one JSON object with the agreed keys, rounded", () => {
    const line = summaryLine(summary);
    expect(line).not.toContain("\n");
    expect(JSON.parse(line)).toEqual({
      dataset: "cuad",
      documents: 50,
      skipped: 0,
      fields: { date: { accuracy: 0.667, coverage: 0.9, n: 45 } },
      overall: 0.667,
      clauses: { "Governing Law": { precision: 0.5, recall: 0.333, n: 40, predicted: 12 } },
      msPerPage: 1.23,
    });
  });

  it("leaves clauses out when none were scored and carries notes", () => {
    const parsed = JSON.parse(summaryLine({ ...summary, clauses: null, notes: ["hypotheses"] }));
    expect(parsed).not.toHaveProperty("clauses");
    expect(parsed.notes).toEqual(["hypotheses"]);
  });
});

describe("tables", () => {
  it("lists each field with accuracy, coverage, n and unscorable gold", () => {
    expect(fieldTable(summary.fields, { date: 3, expiry_date: 2 }).split("\n")).toEqual([
      "field        accuracy  coverage   n  gold not scorable",
      "-----------  --------  --------  --  -----------------",
      "date           66.7 %    90.0 %  45                  3",
      "expiry_date         –         –   0                  2",
    ]);
  });

  it("lists each clause category", () => {
    expect(clauseTable(summary.clauses).split("\n")).toEqual([
      "clause category  precision  recall   n  predicted",
      "---------------  ---------  ------  --  ---------",
      "Governing Law       50.0 %  33.3 %  40         12",
    ]);
  });
});
