import { describe, expect, it } from "vitest";
import { classifierFeatures } from "./features.ts";

describe("classifierFeatures", () => {
  it("gives words, neighbouring pairs and title words, without function words or digits", () => {
    const features = classifierFeatures(
      "FAKTUR PAJAK\nNomor 010.000-24.38214567\nHarga Jual dan DPP",
    );
    expect(features).toContain("faktur");
    expect(features).toContain("faktur pajak");
    expect(features).toContain("^faktur");
    expect(features).toContain("harga jual");
    expect(features).not.toContain("dan");
    expect(features).toContain("jual dpp");
    expect(features.some((feature) => /\d/.test(feature))).toBe(false);
  });

  it("marks only the first lines' words as title words", () => {
    const text = ["Receipt", "a", "b", "c", "d", "e", "Invoice"].join("\n");
    const features = classifierFeatures(text);
    expect(features).toContain("^receipt");
    expect(features).not.toContain("^invoice");
    expect(features).toContain("invoice");
  });

  it("reads only the opening, where a document says what it is", () => {
    const text = `Perjanjian Sewa\n${"pasal ".repeat(2000)}\nlampiran`;
    expect(classifierFeatures(text)).not.toContain("lampiran");
  });

  it("lists each feature once", () => {
    const features = classifierFeatures("total total total");
    expect(features.filter((feature) => feature === "total")).toHaveLength(1);
  });
});
