import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { SplitFile } from "../splits/split-file.ts";
import { labelsFile, type ReadOptions, readRecords } from "./read-records.ts";

const root = fs.mkdtempSync(path.join(os.tmpdir(), "berkas-eval-records-"));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

function folderWith(name: string, files: Record<string, unknown[]>): string {
  const folder = path.join(root, name);
  fs.mkdirSync(folder, { recursive: true });
  for (const [file, records] of Object.entries(files)) {
    fs.writeFileSync(
      path.join(folder, file),
      records.map((r) => JSON.stringify(r)).join("\n\n") + "\n",
    );
  }
  return folder;
}

async function collect(folder: string, options: ReadOptions) {
  const entries = [];
  for await (const entry of readRecords(folder, options)) entries.push(entry);
  return entries;
}

describe("readRecords", () => {
  const receipt = { type: "receipt", split: "train", fields: { company: "A" } };
  const folder = folderWith("sroie", {
    "expected.jsonl": [{ ...receipt, id: "A", file: "images/A.jpg", ocr_file: "ocr/A.txt" }],
    "expected_ocr_text.jsonl": [
      { ...receipt, id: "A", file: "ocr/A.txt", image: "images/A.jpg" },
      { ...receipt, id: "B", file: "ocr/B.txt", image: null },
      { ...receipt, id: "C", file: "ocr/C.txt", image: null, split: "test" },
    ],
  });
  // The records' own split says train (or test): the frozen split decides.
  const frozen: SplitFile = {
    dataset: "sroie",
    made: "2026-11-25",
    method: "by hand",
    salt: "s",
    testShare: 0.5,
    sources: ["expected.jsonl", "expected_ocr_text.jsonl"],
    counts: { dev: 1, test: 2 },
    records: { A: "test", B: "test", C: "dev" },
  };

  it("reads expected.jsonl: the original, and the dataset's OCR text when named", async () => {
    const entries = await collect(folder, { ocrText: false, split: null });
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      originalPath: path.join(folder, "images/A.jpg"),
      ocrTextPath: path.join(folder, "ocr/A.txt"),
    });
  });

  it("reads expected_ocr_text.jsonl for --ocr-text where there is one, one side of the frozen split", async () => {
    expect(labelsFile(folder, true)).toBe(path.join(folder, "expected_ocr_text.jsonl"));
    const entries = await collect(folder, { ocrText: true, split: "test", frozen });
    expect(
      entries.map((entry) => [
        entry.record.file,
        entry.originalPath,
        entry.ocrTextPath,
        entry.side,
      ]),
    ).toEqual([
      ["ocr/A.txt", path.join(folder, "images/A.jpg"), path.join(folder, "ocr/A.txt"), "test"],
      ["ocr/B.txt", null, path.join(folder, "ocr/B.txt"), "test"],
    ]);
  });

  it("gives every record its side, the same for a scan and its OCR text", async () => {
    const all = await collect(folder, { ocrText: true, split: null, frozen });
    expect(all.map((entry) => [entry.record.id, entry.side])).toEqual([
      ["A", "test"],
      ["B", "test"],
      ["C", "dev"],
    ]);
    const scans = await collect(folder, { ocrText: false, split: null, frozen });
    expect(scans.map((entry) => [entry.record.id, entry.side])).toEqual([["A", "test"]]);
    const unsplit = await collect(folder, { ocrText: true, split: null });
    expect(unsplit.map((entry) => entry.side)).toEqual([null, null, null]);
  });

  it("refuses a side without a frozen split, and a record the split does not know", async () => {
    await expect(collect(folder, { ocrText: true, split: "dev" })).rejects.toThrow(
      /--split dev: .* has no frozen split/,
    );
    await expect(
      collect(folder, { ocrText: true, split: null, frozen: { ...frozen, records: { A: "dev" } } }),
    ).rejects.toThrow(/record "B" is not in the frozen split of sroie/);
  });

  it("falls back to expected.jsonl for --ocr-text where there is none", async () => {
    const plain = folderWith("cuad", {
      "expected.jsonl": [{ file: "txt/a.txt", type: "contract", split: "dev", fields: {} }],
    });
    expect(labelsFile(plain, true)).toBe(path.join(plain, "expected.jsonl"));
    const entries = await collect(plain, { ocrText: true, split: null });
    expect(entries[0]).toMatchObject({
      originalPath: path.join(plain, "txt/a.txt"),
      ocrTextPath: null,
    });
  });

  it("names the line that is not a record", async () => {
    const broken = folderWith("broken", {
      "expected.jsonl": [{ file: "a.txt" }, { type: "invoice" }],
    });
    await expect(collect(broken, { ocrText: false, split: null })).rejects.toThrow(
      /expected\.jsonl:3/,
    );
  });
});
