import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { labelsFile, readRecords } from "./read-records.ts";

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

async function collect(folder: string, options: { ocrText: boolean; split: string | null }) {
  const entries = [];
  for await (const entry of readRecords(folder, options)) entries.push(entry);
  return entries;
}

describe("readRecords", () => {
  const receipt = { type: "receipt", split: "train", fields: { company: "A" } };
  const folder = folderWith("sroie", {
    "expected.jsonl": [{ ...receipt, file: "images/A.jpg", ocr_file: "ocr/A.txt" }],
    "expected_ocr_text.jsonl": [
      { ...receipt, file: "ocr/A.txt", image: "images/A.jpg" },
      { ...receipt, file: "ocr/B.txt", image: null },
      { ...receipt, file: "ocr/C.txt", image: null, split: "test" },
    ],
  });

  it("reads expected.jsonl: the original, and the dataset's OCR text when named", async () => {
    const entries = await collect(folder, { ocrText: false, split: null });
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      originalPath: path.join(folder, "images/A.jpg"),
      ocrTextPath: path.join(folder, "ocr/A.txt"),
    });
  });

  it("reads expected_ocr_text.jsonl for --ocr-text where there is one, split by split", async () => {
    expect(labelsFile(folder, true)).toBe(path.join(folder, "expected_ocr_text.jsonl"));
    const entries = await collect(folder, { ocrText: true, split: "train" });
    expect(
      entries.map((entry) => [entry.record.file, entry.originalPath, entry.ocrTextPath]),
    ).toEqual([
      ["ocr/A.txt", path.join(folder, "images/A.jpg"), path.join(folder, "ocr/A.txt")],
      ["ocr/B.txt", null, path.join(folder, "ocr/B.txt")],
    ]);
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
