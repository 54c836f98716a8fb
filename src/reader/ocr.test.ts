import { readFileSync } from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { createNativeTesseract, nativeTesseractAvailable } from "./native-tesseract.ts";
import { createOcrEngine } from "./ocr.ts";
import { ocrResultFromTsv } from "./ocr-engine.ts";
import type { OcrEngine } from "./ocr-engine.ts";
import { readDocument } from "./read-document.ts";

const fixture = (name: string) =>
  readFileSync(new URL(`../../test/fixtures/files/${name}`, import.meta.url));

/** 1 − edit distance / length, on text with runs of white space made one space. */
function characterAccuracy(truth: string, read: string): number {
  const a = truth.replace(/\s+/g, " ").trim();
  const b = read.replace(/\s+/g, " ").trim();
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current.push(
        Math.min(
          (previous[j] ?? 0) + 1,
          (current[j - 1] ?? 0) + 1,
          (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1),
        ),
      );
    }
    previous = current;
  }
  return 1 - (previous[b.length] ?? 0) / a.length;
}

describe("ocrResultFromTsv", () => {
  it("joins words into lines with the union of their boxes and a 0–1 confidence", () => {
    const tsv = [
      "level\tpage_num\tblock_num\tpar_num\tline_num\tword_num\tleft\ttop\twidth\theight\tconf\ttext",
      "1\t1\t0\t0\t0\t0\t0\t0\t600\t400\t-1\t",
      "4\t1\t1\t1\t1\t0\t10\t20\t200\t30\t-1\t",
      "5\t1\t1\t1\t1\t1\t10\t20\t80\t30\t90\tTOTAL",
      "5\t1\t1\t1\t1\t2\t150\t22\t60\t28\t70\t86.000",
      "5\t1\t1\t1\t2\t1\t10\t60\t40\t20\t95\t \t",
      "5\t1\t1\t1\t3\t1\t10\t100\t100\t20\t80\tTerima",
    ].join("\n");
    const result = ocrResultFromTsv(tsv);
    expect(result.text).toBe("TOTAL 86.000\nTerima");
    expect(result.lines[0]).toEqual({
      text: "TOTAL 86.000",
      box: { x: 10, y: 20, width: 200, height: 30 },
      confidence: (90 * 5 + 70 * 6) / 11 / 100,
    });
    expect(result.confidence).toBeCloseTo((90 * 5 + 70 * 6 + 80 * 6) / 17 / 100);
    expect(ocrResultFromTsv("").confidence).toBeNull();
  });
});

const scan = fixture("scan-300dpi.png");
const scanTruth = fixture("scan-300dpi.txt").toString("utf8");
const receipt = fixture("receipt-en.png");

/** Both engines read the same 300-dpi page and receipt; each must do as well as the other. */
function engineTests(makeEngine: () => Promise<OcrEngine>) {
  let engine: OcrEngine | undefined;
  const started = async () => (engine ??= await makeEngine());
  afterAll(() => engine?.terminate());

  it("reads a 300-dpi page with at least 95% of its characters right", async () => {
    const result = await readDocument(scan, "png", { ocr: await started() });
    expect(result.pages[0]?.method).toBe("ocr");
    expect(characterAccuracy(scanTruth, result.text)).toBeGreaterThan(0.95);
    for (const token of ["STATEMENT OF ACCOUNT", "HFL-20931", "USD 4,820.00"]) {
      expect(result.text).toContain(token);
    }
    expect(result.language).toBe("en");
  });

  it("reads a till receipt row by row", async () => {
    const result = await readDocument(receipt, "png", { ocr: await started() });
    const texts = result.pages[0]?.lines.map((line) => line.text);
    expect(texts).toContain("TOTAL 14.03");
    expect(texts).toContain("Tax 10% 1.28");
    expect(texts).toContain("Thank you for your visit");
    expect(result.pages[0]?.lines.every((line) => (line.confidence ?? 0) > 0.6)).toBe(true);
  });

  it("gives up on an aborted job and still reads the next one", async () => {
    const ocr = await started();
    const controller = new AbortController();
    const job = ocr.recognize(scan, controller.signal);
    setTimeout(() => controller.abort(new Error("cancelled")), 50);
    await expect(job).rejects.toThrow("cancelled");
    expect((await ocr.recognize(receipt, undefined, "block")).text).toContain("TOTAL 14.03");
  });
}

const hasNative = await nativeTesseractAvailable();

describe("tesseract.js (wasm), which every machine has", () => {
  it("is chosen when asked for", async () => {
    const engine = await createOcrEngine({ prefer: "wasm" });
    expect(engine.name).toBe("wasm");
    await engine.terminate();
  });
  engineTests(() => createOcrEngine({ prefer: "wasm" }));
});

describe.runIf(hasNative)("native tesseract, where installed (reading our models)", () => {
  it("is chosen by default", async () => {
    const engine = await createOcrEngine();
    expect(engine.name).toBe("native");
  });
  engineTests(async () => createNativeTesseract());
});
