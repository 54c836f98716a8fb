import { describe, expect, it } from "vitest";
import { predictNaiveBayes, trainNaiveBayes, type TrainingExample } from "./naive-bayes.ts";

const examples: TrainingExample[] = [
  { label: "receipt", features: ["cash", "change", "thank", "total"] },
  { label: "receipt", features: ["cash", "change", "cashier", "total"] },
  { label: "receipt", features: ["tunai", "kembali", "cash", "total"] },
  { label: "invoice", features: ["invoice", "due", "bill", "total"] },
  { label: "invoice", features: ["invoice", "due", "terms", "total"] },
  { label: "invoice", features: ["faktur", "due", "invoice", "total"] },
];

describe("trainNaiveBayes", () => {
  it("keeps features seen in enough documents, most common first, within the cap", () => {
    const model = trainNaiveBayes(examples, { minDocuments: 2, maxVocabulary: 4 });
    // total in 6, cash, due and invoice in 3 each, change in 2: change falls outside the cap.
    expect(model.vocabulary).toEqual(["cash", "due", "invoice", "total"]);
    expect(model.classes).toEqual(["invoice", "receipt"]);
    expect(model.documents).toEqual({ invoice: 3, receipt: 3 });
    expect(model.features["receipt"]).toEqual({ cash: 3, total: 3 });
  });

  it("counts a feature once per document however often it appears", () => {
    const model = trainNaiveBayes(
      [
        { label: "a", features: ["x", "x", "x"] },
        { label: "b", features: ["y"] },
      ],
      { minDocuments: 1, maxVocabulary: 10 },
    );
    expect(model.features["a"]).toEqual({ x: 1 });
  });
});

describe("predictNaiveBayes", () => {
  const model = trainNaiveBayes(examples, { minDocuments: 1, maxVocabulary: 100 });

  it("ranks the class whose documents share the features", () => {
    const slip = predictNaiveBayes(model, ["cash", "change", "total"]);
    expect(slip.label).toBe("receipt");
    expect(slip.margin).toBeGreaterThan(1);
    expect(slip.ranking.map((each) => each.label)).toEqual(["receipt", "invoice"]);
    expect(predictNaiveBayes(model, ["invoice", "due", "faktur"]).label).toBe("invoice");
  });

  it("ignores features it never learned, and has no margin when nothing is known", () => {
    const unknown = predictNaiveBayes(model, ["zebra", "quartz"]);
    expect(unknown.margin).toBe(0);
    expect(predictNaiveBayes(model, ["cash", "zebra"]).label).toBe("receipt");
  });

  it("gives a wider margin to stronger evidence", () => {
    const weak = predictNaiveBayes(model, ["cash"]);
    const strong = predictNaiveBayes(model, ["cash", "change", "tunai", "kembali"]);
    expect(strong.margin).toBeGreaterThan(weak.margin);
  });
});
