import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { checkFloors, floorScores, floorSlice, FloorsSchema } from "./check-floors.ts";

const scores = {
  fields: {
    vendor: { accuracy: 0.4, coverage: 1, n: 20 },
    date: { accuracy: 0.9, coverage: 1, n: 20 },
  },
  overall: 0.65,
};

describe("checkFloors", () => {
  it("names every field below its floor", () => {
    const floors = { sroie: { vendor: 0.5, date: 0.8, total_amount: 0.3, overall: 0.7 } };
    expect(checkFloors(floors, "sroie", scores)).toEqual([
      "vendor: accuracy 0.400 below floor 0.5 (n=20)",
      "total_amount: not scored, floor 0.3",
      "overall: accuracy 0.650 below floor 0.7",
    ]);
  });

  it("passes a run at or above its floors, and unscored fields with a floor of 0", () => {
    const floors = { sroie: { vendor: 0.4, date: 0, total_amount: 0 } };
    expect(checkFloors(floors, "sroie", scores)).toEqual([]);
  });

  it("fails a slice without floors", () => {
    expect(checkFloors({ sroie: {} }, "sroie:ocr-text", scores)).toEqual([
      'no floors for "sroie:ocr-text"',
    ]);
  });

  it("judges the test side of a frozen split, the whole run of a folder without one", () => {
    const run = {
      dataset: "sroie",
      documents: 40,
      skipped: 0,
      ...scores,
      clauses: null,
      msPerPage: 1,
      notes: [],
      split: null,
      sides: {},
    };
    expect(floorScores(run)).toMatchObject(scores);
    const test = { documents: 20, fields: scores.fields, overall: 0.65, clauses: null };
    const dev = { ...test, fields: {}, overall: 1 };
    const split = { salt: "s", counts: { dev: 20, test: 20 } };
    const splitRun = { ...run, fields: {}, overall: 1, split, sides: { dev, test } };
    expect(floorScores(splitRun)).toBe(test);
    expect(checkFloors({ sroie: { vendor: 0.5 } }, "sroie", floorScores(splitRun))).toEqual([
      "vendor: accuracy 0.400 below floor 0.5 (n=20)",
    ]);
    const devOnly = floorScores({ ...splitRun, sides: { dev } });
    expect(checkFloors({ sroie: { overall: 0.1 } }, "sroie", devOnly)).toEqual([
      "overall: not scored, floor 0.1",
    ]);
  });

  it("marks the slice read from the dataset's OCR text", () => {
    expect(floorSlice("sroie", true)).toBe("sroie:ocr-text");
    expect(floorSlice("cuad", false)).toBe("cuad");
  });

  it("has floors for every slice CI runs", () => {
    const floors = FloorsSchema.parse(
      JSON.parse(fs.readFileSync(new URL("./floors.json", import.meta.url), "utf8")),
    );
    const ci = fs.readFileSync(new URL("../../.ci/run", import.meta.url), "utf8");
    const slices = [
      ...ci.matchAll(/"(?:\.\.\/shared\/datasets|eval\/datasets)\/([\w-]+)([^"]*)"/g),
    ].map(([, dataset, options]) => floorSlice(dataset!, options!.includes("--ocr-text")));
    expect(slices).toEqual(expect.arrayContaining(["sroie:ocr-text", "cuad", "berkas"]));
    for (const slice of slices) expect(floors, slice).toHaveProperty([slice]);
  });

  it("refuses floors outside 0–1", () => {
    expect(() => FloorsSchema.parse({ sroie: { vendor: 1.5 } })).toThrow();
  });
});
