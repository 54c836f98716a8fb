import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { lazyOcrEngine } from "../understanding/evaluate-folder.ts";
import { collectExamples, splitForTraining } from "./collect-examples.ts";

const ocr = lazyOcrEngine();
afterAll(() => ocr.close());

const SIDES = { "receipt-1": "dev", "receipt-2": "test", "invoice-1": "test", "invoice-2": "dev" };

/** A labelled folder of plain-text documents and, beside it, a splits folder with its split. */
function labelledFolder(withSplit: boolean): { folder: string; splits: string } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "classifier-examples-"));
  const folder = path.join(root, "shop");
  const splits = path.join(root, "splits");
  fs.mkdirSync(folder);
  fs.mkdirSync(splits);
  const records = Object.keys(SIDES).map((id) => {
    fs.writeFileSync(path.join(folder, `${id}.txt`), `${id.split("-")[0]} no. ${id}\nTotal 10.00`);
    return JSON.stringify({ file: `${id}.txt`, id, type: id.split("-")[0], fields: {} });
  });
  fs.writeFileSync(path.join(folder, "expected.jsonl"), `${records.join("\n")}\n`);
  if (withSplit) {
    fs.writeFileSync(
      path.join(splits, "shop.json"),
      JSON.stringify({
        dataset: "shop",
        made: "2026-11-25",
        method: "by hand, for this test",
        salt: "test",
        testShare: 0.5,
        sources: ["expected.jsonl"],
        counts: { dev: 2, test: 2 },
        records: SIDES,
      }),
    );
  }
  return { folder, splits };
}

describe("the classifiers' training data", () => {
  it("is the frozen split's dev side; its test side is only measured", async () => {
    const { folder, splits } = labelledFolder(true);

    const { training, test } = splitForTraining(await collectExamples(folder, ocr.get, splits));

    expect(training.map((document) => document.id).sort()).toEqual(["invoice-2", "receipt-1"]);
    expect(test.map((document) => document.id).sort()).toEqual(["invoice-1", "receipt-2"]);
  });

  it("refuses a labelled folder that has no frozen split", async () => {
    const { folder, splits } = labelledFolder(false);

    await expect(collectExamples(folder, ocr.get, splits)).rejects.toThrow(/no frozen split/);
  });
});
