import { describe, expect, it } from "vitest";
import { categoryCues, topicOf } from "./category-vocabulary.ts";

describe("topicOf", () => {
  it("names the matter a clause deals with, in either language, whatever its bargain", () => {
    expect(topicOf("Either side may cancel the order at any time without paying anything.")).toBe(
      "termination",
    );
    expect(topicOf("Sengketa diputus oleh Pengadilan Negeri Surabaya.")).toBe("dispute_resolution");
    expect(topicOf("Informasi ini tidak boleh diungkapkan kepada siapa pun.")).toBe(
      "confidentiality",
    );
  });

  it("reads a cue at the start of a word only, and a whole-word cue as a whole word", () => {
    // "war" is not in "award" nor "warranty"; "award" and "warranty" are no force majeure.
    expect(categoryCues("The award is final.").has("force_majeure")).toBe(false);
    expect(topicOf("The Seller gives a warranty of twelve months against defects.")).toBe(
      "warranties",
    );
  });

  it("names no topic for a clause of no category, or one that names two as much", () => {
    expect(topicOf("This Agreement is made in two originals of equal force.")).toBeNull();
    expect(topicOf("A dispute between them stays confidential.")).toBeNull();
  });
});
