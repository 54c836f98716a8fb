import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { makeSplit, PLANS } from "./make-splits.ts";
import { assignSides, readSplitFile, recordKey, splitFilePath } from "./split-file.ts";

const root = fs.mkdtempSync(path.join(os.tmpdir(), "berkas-splits-"));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe("assignSides", () => {
  const ids = Array.from({ length: 40 }, (_, index) => `doc-${index}`);

  it("puts round(share × size) of each group on the test side, the same every time", () => {
    const sides = assignSides([ids.slice(0, 30), ids.slice(30)], "salt", 0.4);
    const test = (group: string[]) => group.filter((id) => sides[id] === "test").length;
    expect(test(ids.slice(0, 30))).toBe(12);
    expect(test(ids.slice(30))).toBe(4);
    expect(assignSides([ids.slice(0, 30), ids.slice(30)], "salt", 0.4)).toEqual(sides);
  });

  it("depends on the salt, not on the order the ids come in", () => {
    const sides = assignSides([ids], "salt", 0.5);
    expect(assignSides([[...ids].reverse()], "salt", 0.5)).toEqual(sides);
    expect(assignSides([ids], "other salt", 0.5)).not.toEqual(sides);
  });

  it("keeps an id seen in two groups on its first group's side", () => {
    const sides = assignSides(
      [
        ["a", "b"],
        ["b", "c", "d", "e"],
      ],
      "salt",
      0.5,
    );
    expect(Object.keys(sides)).toEqual(["a", "b", "c", "d", "e"]);
    expect(["a", "b"].filter((id) => sides[id] === "test")).toHaveLength(1);
    expect(["c", "d", "e"].filter((id) => sides[id] === "test")).toHaveLength(2);
  });
});

describe("split files", () => {
  it("are found by the folder's name and checked when read", () => {
    expect(splitFilePath("../shared/datasets/sroie/", root)).toBe(path.join(root, "sroie.json"));
    expect(readSplitFile("nothing-here", root)).toBeNull();
    fs.writeFileSync(path.join(root, "bad.json"), JSON.stringify({ dataset: "bad" }));
    expect(() => readSplitFile("bad", root)).toThrow(/not a split file/);
  });

  it("key a record by its id, or its file when it has none", () => {
    expect(recordKey({ id: "X1", file: "ocr/X1.txt" })).toBe("X1");
    expect(recordKey({ id: null, file: "a.pdf" })).toBe("a.pdf");
  });

  it("are what make-splits.ts wrote from the datasets, record for record", async () => {
    const repository = path.resolve(import.meta.dirname, "../..");
    for (const plan of PLANS) {
      const committed = readSplitFile(plan.folder)!;
      const remade = await makeSplit(plan, repository, committed.made);
      expect(remade, plan.folder).toEqual(committed);
    }
  });

  it("are committed for every planned dataset and match the plan's share", () => {
    for (const plan of PLANS) {
      const split = readSplitFile(plan.folder);
      expect(split, plan.folder).not.toBeNull();
      const { dev, test } = split!.counts;
      const sides = Object.values(split!.records);
      expect(sides.filter((side) => side === "test")).toHaveLength(test);
      expect(sides).toHaveLength(dev + test);
      expect(split!.testShare).toBe(plan.testShare);
      expect(Math.abs(test / (dev + test) - plan.testShare)).toBeLessThan(0.02);
    }
  });
});
