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
  split: null,
  sides: {},
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

  it("carries the frozen split and each side's figures", () => {
    const side = (accuracy: number, n: number) => ({
      documents: n,
      fields: { date: { accuracy, coverage: 1, n } },
      overall: accuracy,
      clauses: null,
    });
    const parsed = JSON.parse(
      summaryLine({
        ...summary,
        split: { salt: "s", counts: { dev: 30, test: 20 } },
        sides: { dev: side(0.8, 30), test: side(1 / 3, 15) },
      }),
    );
    expect(parsed).toMatchObject({
      documents: 50,
      fields: { date: { accuracy: 0.667, coverage: 0.9, n: 45 } },
      split: { salt: "s", counts: { dev: 30, test: 20 } },
      dev: { documents: 30, fields: { date: { accuracy: 0.8, coverage: 1, n: 30 } }, overall: 0.8 },
      test: { documents: 15, fields: { date: { accuracy: 0.333, coverage: 1, n: 15 } } },
    });
    expect(parsed.test).not.toHaveProperty("clauses");
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

  it("puts dev and test side by side when the run has them", () => {
    const sides = {
      dev: {
        documents: 30,
        fields: { date: { accuracy: 0.8, coverage: 1, n: 28 } },
        overall: 0.8,
        clauses: null,
      },
      test: {
        documents: 20,
        fields: { date: { accuracy: 0.5, coverage: 0.75, n: 20 } },
        overall: 0.5,
        clauses: null,
      },
    };
    expect(fieldTable(summary.fields, { date: 3 }, sides).split("\n")).toEqual([
      "field    dev accuracy  dev coverage    dev n  test accuracy  test coverage   test n  gold not scorable",
      "-------  ------------  ------------  -------  -------------  -------------  -------  -----------------",
      "date           80.0 %       100.0 %       28         50.0 %         75.0 %       20                  3",
      "overall        80.0 %                30 docs         50.0 %                 20 docs",
    ]);
    expect(fieldTable(summary.fields, {}, { test: sides.test }).split("\n")[0]).toBe(
      "field    test accuracy  test coverage   test n  gold not scorable",
    );
  });

  it("lists each clause category", () => {
    expect(clauseTable(summary.clauses).split("\n")).toEqual([
      "clause category  precision  recall   n  predicted",
      "---------------  ---------  ------  --  ---------",
      "Governing Law       50.0 %  33.3 %  40         12",
    ]);
  });
});
