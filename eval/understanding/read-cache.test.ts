import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { ReadResult } from "../../src/reader/index.ts";
import { openReadCache, readerFingerprint } from "./read-cache.ts";

const folder = fs.mkdtempSync(path.join(os.tmpdir(), "berkas-read-cache-"));
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

const reading = (text: string): ReadResult => ({
  pages: [{ number: 1, method: "ocr", width: 10, height: 10, lines: [], text }],
  text,
  pageCount: 1,
  language: "id",
  languageConfidence: 0.9,
  warnings: [],
});

describe("the evaluation's read cache", () => {
  it("gives back a reading for the same bytes and reader, and nothing for other bytes", async () => {
    const cache = await openReadCache(folder, "reader-a");
    await cache.put(Buffer.from("struk 1"), reading("TOTAL 12.000"));
    expect(await cache.get(Buffer.from("struk 1"))).toEqual(reading("TOTAL 12.000"));
    expect(await cache.get(Buffer.from("struk 2"))).toBeNull();
  });

  it("reads afresh once the reader or its OCR engine changed", async () => {
    await (await openReadCache(folder, "reader-a")).put(Buffer.from("nota"), reading("a"));
    expect(await (await openReadCache(folder, "reader-b")).get(Buffer.from("nota"))).toBeNull();
  });

  it("fingerprints the reader's sources, OCR packages and engine in a stable hash", async () => {
    const first = await readerFingerprint();
    expect(first).toMatch(/^[0-9a-f]{16}$/);
    expect(await readerFingerprint()).toBe(first);
  });
});
