import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { OcrEngine } from "../../src/reader/index.ts";
import { loadDocument } from "./load-document.ts";

const root = fs.mkdtempSync(path.join(os.tmpdir(), "berkas-eval-load-"));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const write = (name: string, content: string | Buffer) => {
  const file = path.join(root, name);
  fs.writeFileSync(file, content);
  return file;
};
const fixture = (name: string) =>
  new URL(`../../test/fixtures/files/${name}`, import.meta.url).pathname;
const record = { file: "x", fields: {} };
const noOcr = async (): Promise<OcrEngine> => {
  throw new Error("OCR was not needed");
};

describe("loadDocument", () => {
  const boxes = write("a-ocr.txt", "10,10,110,10,110,30,10,30,TOTAL 9.00\n");
  const plain = write("contract.txt", "MASTER SERVICES AGREEMENT\nbetween Acme and Beta");

  it("takes the dataset's OCR text with --ocr-text, boxes and all", async () => {
    const loaded = await loadDocument(
      { record, originalPath: path.join(root, "missing.jpg"), ocrTextPath: boxes },
      { ocrText: true, ocr: noOcr },
    );
    expect(loaded?.source).toBe("ocr-text");
    expect(loaded?.document.pages[0]!.lines[0]).toEqual({
      text: "TOTAL 9.00",
      box: { x: 10, y: 10, width: 100, height: 20 },
    });
  });

  it("reads the original without --ocr-text, a .txt as plain text", async () => {
    const loaded = await loadDocument(
      { record, originalPath: plain, ocrTextPath: boxes },
      { ocrText: false, ocr: noOcr },
    );
    expect(loaded?.source).toBe("plain-text");
    expect(loaded?.document.pages[0]!.lines.map((line) => line.text)).toEqual([
      "MASTER SERVICES AGREEMENT",
      "between Acme and Beta",
    ]);
  });

  it("reads the original when the dataset has no OCR text for it", async () => {
    const loaded = await loadDocument(
      { record, originalPath: plain, ocrTextPath: null },
      { ocrText: true, ocr: noOcr },
    );
    expect(loaded?.source).toBe("plain-text");
  });

  it("reads a PDF through the reader", async () => {
    const engine = {
      name: "wasm",
      recognize: noOcr,
      terminate: async () => {},
    } as unknown as OcrEngine;
    const loaded = await loadDocument(
      { record, originalPath: fixture("invoice-en.pdf"), ocrTextPath: null },
      { ocrText: false, ocr: async () => engine },
    );
    expect(loaded?.source).toBe("reader");
    expect(loaded?.error).toBeNull();
    expect(loaded?.document.text).toMatch(/invoice/i);
    expect(loaded?.document.pages[0]!.lines[0]!.box).not.toBeNull();
  });

  it("gives an empty document and the reason for a file the reader refuses", async () => {
    const loaded = await loadDocument(
      { record, originalPath: fixture("corrupt.pdf"), ocrTextPath: null },
      { ocrText: false, ocr: noOcr },
    );
    expect(loaded?.error).toBeTruthy();
    expect(loaded?.document.pages).toEqual([]);
  });

  it("gives null when neither the original nor OCR text is on disk", async () => {
    const missing = {
      record,
      originalPath: path.join(root, "none.jpg"),
      ocrTextPath: path.join(root, "none.txt"),
    };
    expect(await loadDocument(missing, { ocrText: true, ocr: noOcr })).toBeNull();
    expect(
      await loadDocument({ ...missing, originalPath: null }, { ocrText: false, ocr: noOcr }),
    ).toBeNull();
  });
});
