import { describe, expect, it } from "vitest";
import { ArgumentError, parseArguments } from "./parse-arguments.ts";

describe("parseArguments", () => {
  it("takes a folder and defaults the rest", () => {
    expect(parseArguments(["../shared/datasets/sroie"])).toEqual({
      folder: "../shared/datasets/sroie",
      predictions: null,
      ocrText: false,
      limit: null,
      split: null,
      floor: null,
    });
  });

  it("reads every option", () => {
    expect(
      parseArguments([
        "cuad",
        "--predictions",
        "out.jsonl",
        "--ocr-text",
        "--limit",
        "50",
        "--split",
        "test",
        "--floor",
        "eval/understanding/floors.json",
      ]),
    ).toEqual({
      folder: "cuad",
      predictions: "out.jsonl",
      ocrText: true,
      limit: 50,
      split: "test",
      floor: "eval/understanding/floors.json",
    });
  });

  it.each([
    [[]],
    [["a", "b"]],
    [["a", "--limit", "0"]],
    [["a", "--limit", "ten"]],
    [["a", "--split", "validation"]],
    [["a", "--split", "train"]],
    [["a", "--split", "dev", "--floor", "floors.json"]],
    [["a", "--unknown"]],
    [["a", "--predictions"]],
  ])("refuses %j", (args) => {
    expect(() => parseArguments(args)).toThrow(ArgumentError);
  });
});
