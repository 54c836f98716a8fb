import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { DocumentText, Understanding } from "../../src/understanding/index.ts";
import type { Side, SplitFile } from "../splits/split-file.ts";
import { evaluateFolder } from "./evaluate-folder.ts";

const root = fs.mkdtempSync(path.join(os.tmpdir(), "berkas-eval-folder-"));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

function dataset(name: string, records: unknown[], files: Record<string, string>): string {
  const folder = path.join(root, name);
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(folder, file)), { recursive: true });
    fs.writeFileSync(path.join(folder, file), content);
  }
  fs.writeFileSync(
    path.join(folder, "expected.jsonl"),
    records.map((record) => JSON.stringify(record)).join("\n"),
  );
  return folder;
}

const field = <Value>(value: Value) => ({ value, confidence: 0.9, source: null });

/** A stand-in for understanding, so the scores below are known. */
function understanding(overrides: Partial<Understanding>): Understanding {
  return {
    type: field("uncategorized"),
    vertical: "accounting",
    contractType: null,
    language: "en",
    apAr: "AP",
    fields: {},
    items: [],
    parties: [],
    clauses: [],
    checks: [],
    confidence: 0,
    ...overrides,
  };
}

const receipt = (id: string, fields: Record<string, string>) => ({
  file: `images/${id}.jpg`,
  ocr_file: `ocr/${id}.txt`,
  type: "receipt",
  split: "train",
  id,
  fields,
});

const sroie = dataset(
  "sroie",
  [
    receipt("A", {
      company: "AEON CO. (M) BHD",
      date: "06/03/2018",
      address: "x",
      total: "RM 75.00",
    }),
    receipt("B", { company: "MR D.I.Y. (JOHOR) SDN BHD", date: "12-01-19", total: "33.90" }),
    receipt("C", { company: "GARDENIA", date: "29/09/2017", total: "1.73" }),
  ],
  {
    "ocr/A.txt":
      "10,10,200,10,200,40,10,40,AEON CO. (M) BHD\n10,50,200,50,200,80,10,80,TOTAL 75.00\n",
    "ocr/B.txt": "10,10,200,10,200,40,10,40,MR D.I.Y.\n",
  },
);

function understandReceipt(document: DocumentText): Understanding {
  if (document.text.includes("AEON")) {
    return understanding({
      type: field("receipt"),
      fields: { vendor: field("Aeon Co"), date: field("2018-03-06"), total_amount: field(75) },
    });
  }
  return understanding({
    type: field("invoice"),
    fields: { vendor: field("Tesco"), total_amount: field(33.9) },
  });
}

describe("evaluateFolder", () => {
  it("scores the documents it has text for and skips the rest", async () => {
    const predictions = path.join(root, "predictions.jsonl");
    const { summary, fromOcrText, failures } = await evaluateFolder({
      folder: sroie,
      ocrText: true,
      limit: null,
      split: null,
      frozen: null,
      predictions,
      understand: understandReceipt,
    });
    expect(summary).toMatchObject({ dataset: "sroie", documents: 2, skipped: 1, overall: 0.625 });
    expect(summary.fields).toEqual({
      type: { accuracy: 0.5, coverage: 1, n: 2 },
      vendor: { accuracy: 0.5, coverage: 1, n: 2 },
      date: { accuracy: 0.5, coverage: 0.5, n: 2 },
      total_amount: { accuracy: 1, coverage: 1, n: 2 },
    });
    expect(summary.notes).toEqual(["address (not a product field)"]);
    expect(fromOcrText).toBe(2);
    expect(failures).toEqual([]);
    const lines = fs
      .readFileSync(predictions, "utf8")
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line));
    expect(lines).toEqual([
      {
        file: "images/A.jpg",
        fields: { type: "receipt", vendor: "Aeon Co", date: "2018-03-06", total_amount: 75 },
      },
      { file: "images/B.jpg", fields: { type: "invoice", vendor: "Tesco", total_amount: 33.9 } },
    ]);
  });

  it("skips every record whose original is missing without --ocr-text", async () => {
    const { summary } = await evaluateFolder({
      folder: sroie,
      ocrText: false,
      limit: null,
      split: null,
      frozen: null,
      predictions: null,
      understand: understandReceipt,
    });
    expect(summary).toMatchObject({ documents: 0, skipped: 3, fields: {}, overall: null });
  });

  it("stops at the limit", async () => {
    const { summary } = await evaluateFolder({
      folder: sroie,
      ocrText: true,
      limit: 1,
      split: null,
      frozen: null,
      predictions: null,
      understand: understandReceipt,
    });
    expect(summary.documents).toBe(1);
    expect(summary).toMatchObject({ split: null, sides: {} });
  });

  describe("with a frozen split", () => {
    // The records say "train": the frozen split decides, not the dataset's own label.
    const frozen: SplitFile = {
      dataset: "sroie",
      made: "2026-11-25",
      method: "by hand",
      salt: "s",
      testShare: 0.5,
      sources: ["expected.jsonl"],
      counts: { dev: 2, test: 1 },
      records: { A: "test", B: "dev", C: "dev" },
    };
    const run = (split: Side | null) =>
      evaluateFolder({
        folder: sroie,
        ocrText: true,
        limit: null,
        split,
        frozen,
        predictions: null,
        understand: understandReceipt,
      });

    it("scores dev and test apart, beside the whole run", async () => {
      const { summary } = await run(null);
      expect(summary.documents).toBe(2);
      expect(summary.split).toEqual({ salt: "s", counts: { dev: 2, test: 1 } });
      expect(summary.sides.test).toMatchObject({ documents: 1, overall: 1 });
      expect(summary.sides.test!.fields.vendor).toEqual({ accuracy: 1, coverage: 1, n: 1 });
      expect(summary.sides.dev).toMatchObject({ documents: 1, overall: 0.25 });
      expect(summary.sides.dev!.fields.vendor).toEqual({ accuracy: 0, coverage: 1, n: 1 });
      expect(summary.fields.vendor).toEqual({ accuracy: 0.5, coverage: 1, n: 2 });
    });

    it("keeps one side with --split", async () => {
      const test = (await run("test")).summary;
      expect(test.documents).toBe(1);
      expect(Object.keys(test.sides)).toEqual(["test"]);
      const dev = (await run("dev")).summary;
      expect(dev.documents).toBe(1);
      expect(dev.fields.vendor).toEqual({ accuracy: 0, coverage: 1, n: 1 });
    });

    it("stops at a record the frozen split does not know", async () => {
      await expect(
        evaluateFolder({
          folder: sroie,
          ocrText: true,
          limit: null,
          split: null,
          frozen: { ...frozen, records: { A: "test" } },
          predictions: null,
          understand: understandReceipt,
        }),
      ).rejects.toThrow(/record "B" is not in the frozen split of sroie/);
    });
  });

  it("goes on when understanding throws, counting the document as predicting nothing", async () => {
    const { summary, failures } = await evaluateFolder({
      folder: sroie,
      ocrText: true,
      limit: null,
      split: null,
      frozen: null,
      predictions: null,
      understand: () => {
        throw new Error("not yet");
      },
    });
    expect(summary.documents).toBe(2);
    expect(summary.fields.vendor).toEqual({ accuracy: 0, coverage: 0, n: 2 });
    expect(failures).toEqual([
      "images/A.jpg: understanding: not yet",
      "images/B.jpg: understanding: not yet",
    ]);
  });

  it("scores a contract's fields and clauses against CUAD labels", async () => {
    const law = "This Agreement shall be governed by the laws of the State of New York.";
    const category = (answer: string, context: string[] = []) => ({ answer, context });
    const cuad = dataset(
      "cuad",
      [
        {
          file: "txt/a.txt",
          type: "contract",
          split: "dev",
          agreement_type: "Service",
          fields: {
            Parties: category('Acme Inc. ("Provider"); Beta Ltd. ("Client")', [
              "Acme Inc.",
              "Beta Ltd.",
            ]),
            "Agreement Date": category("10/1/2019", ["October 1, 2019"]),
            "Expiration Date": category("perpetual", [
              "This Agreement continues until terminated.",
            ]),
            "Governing Law": category("New York", [law]),
            Insurance: category("No"),
          },
        },
      ],
      {
        "txt/a.txt": `SERVICES AGREEMENT dated October 1, 2019 between Acme Inc. and Beta Ltd.\n${law}\n`,
      },
    );
    const { summary, unusable } = await evaluateFolder({
      folder: cuad,
      ocrText: false,
      limit: null,
      split: null,
      frozen: null,
      predictions: null,
      understand: (document) => {
        expect(document.pages[0]!.lines[1]!.text).toBe(law);
        return understanding({
          type: field("contract"),
          vertical: "legal",
          contractType: field("service"),
          fields: {
            primary_party: field("Acme"),
            counterparty: field("Beta Limited"),
            date: field("2019-10-01"),
            governing_law: field("New York"),
          },
          clauses: [
            { category: "Governing Law", text: law, page: 1, confidence: 0.9 },
            { category: "Insurance", text: "Acme shall be insured.", page: 1, confidence: 0.9 },
          ],
        });
      },
    });
    expect(summary.fields).toEqual({
      type: { accuracy: 1, coverage: 1, n: 1 },
      contract_type: { accuracy: 1, coverage: 1, n: 1 },
      primary_party: { accuracy: 1, coverage: 1, n: 1 },
      counterparty: { accuracy: 1, coverage: 1, n: 1 },
      date: { accuracy: 1, coverage: 1, n: 1 },
      governing_law: { accuracy: 1, coverage: 1, n: 1 },
    });
    expect(unusable).toEqual({ expiry_date: 1 });
    expect(summary.clauses).toMatchObject({
      "Governing Law": { precision: 1, recall: 1, n: 1, predicted: 1 },
      Insurance: { precision: 0, recall: null, n: 0, predicted: 1 },
      Parties: { precision: null, recall: 0, n: 1, predicted: 0 },
    });
  });
});
