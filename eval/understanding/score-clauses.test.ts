import { describe, expect, it } from "vitest";
import { ClauseTally, spansOverlap } from "./score-clauses.ts";

const LAW =
  "This Agreement shall be governed by and construed in accordance with the laws of the State of Delaware.";

describe("spansOverlap", () => {
  it("holds for containment either way and for a shared run of half the shorter text", () => {
    expect(spansOverlap(`12. Governing law. ${LAW} 13. Notices.`, LAW)).toBe(true);
    expect(spansOverlap("governed by and construed in accordance with the laws", LAW)).toBe(true);
    expect(
      spansOverlap(
        "with the laws of the State of Delaware, without regard to its conflict of laws rules",
        LAW,
      ),
    ).toBe(true);
  });

  it("does not hold for texts that merely share words", () => {
    expect(spansOverlap("The laws of Delaware apply; this agreement is governed.", LAW)).toBe(
      false,
    );
    expect(spansOverlap("", LAW)).toBe(false);
  });
});

describe("ClauseTally", () => {
  it("counts precision over predicted clauses and recall over documents with the category", () => {
    const tally = new ClauseTally();
    const gold = new Map([
      ["Governing Law", [LAW]],
      ["Non-Compete", []],
      ["Insurance", ["The Company shall maintain general liability insurance."]],
    ]);
    tally.add(
      [
        { category: "governing law", text: LAW },
        { category: "Non-Compete", text: "Neither party shall compete." },
        { category: "keadaan kahar", text: "Force majeure." },
      ],
      gold,
    );
    tally.add([{ category: "Governing Law", text: "Notices shall be in writing." }], gold);
    expect(tally.report()).toEqual({
      "Governing Law": { precision: 0.5, recall: 0.5, n: 2, predicted: 2 },
      "Non-Compete": { precision: 0, recall: null, n: 0, predicted: 1 },
      Insurance: { precision: null, recall: 0, n: 2, predicted: 0 },
    });
  });

  it("scores nothing until a document with clause labels is added", () => {
    expect(new ClauseTally().scored).toBe(false);
  });
});
