/**
 * What the second engine's reading (decision 0022) costs a page, by which lines it reads: the
 * lines Tesseract doubted alone, and with the lines the fields are taken from. Reads the first
 * images of a dataset's dev side as the product reads them, keeps Tesseract's page and lines,
 * and times the recognizer on each set of lines, the two alternating.
 *
 * `node eval/extractor/time-second-reading.ts <folder> [--limit N]` (default 20 images).
 */
import fs from "node:fs/promises";
import os from "node:os";
import { createOcrEngine } from "../../src/reader/ocr.ts";
import type { OcrEngine } from "../../src/reader/ocr-engine.ts";
import { readLinesAgain } from "../../src/reader/line-recognizer.ts";
import type { ReadLine } from "../../src/reader/read-result.ts";
import { readDocument } from "../../src/reader/read-document.ts";
import { sniffFileType } from "../../src/reader/sniff-file-type.ts";
import { doubtedLines, linesToReadAgain } from "../../src/reader/vote-lines.ts";
import { readSplitFile } from "../splits/split-file.ts";
import { readRecords } from "../understanding/read-records.ts";

interface Page {
  image: Buffer;
  lines: ReadLine[];
}

/** The engine, keeping each page Tesseract read whole (not the lines read again on their own). */
function keepingPages(engine: OcrEngine, pages: Page[]): OcrEngine {
  return {
    name: engine.name,
    async recognize(image, signal, layout) {
      const result = await engine.recognize(image, signal, layout);
      if (layout !== "line") pages.push({ image, lines: result.lines });
      return result;
    },
    terminate: () => engine.terminate(),
  };
}

async function timed(image: Buffer, lines: ReadLine[]): Promise<number> {
  const start = performance.now();
  await readLinesAgain(
    image,
    lines.map((line) => line.box!),
  );
  return performance.now() - start;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};
const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

async function main(): Promise<void> {
  const [folder, ...rest] = process.argv.slice(2);
  if (!folder) throw new Error("usage: time-second-reading.ts <folder> [--limit N]");
  const limitAt = rest.indexOf("--limit");
  const limit = limitAt >= 0 ? Number(rest[limitAt + 1]) : 20;
  const frozen = readSplitFile(folder);
  const pages: Page[] = [];
  const engine = keepingPages(await createOcrEngine(), pages);
  const rows: Array<{ doubted: number; all: number; doubtedMs: number; allMs: number }> = [];
  try {
    for await (const entry of readRecords(folder, { ocrText: false, frozen, split: "dev" })) {
      if (rows.length >= limit) break;
      if (!entry.originalPath) continue;
      const bytes = await fs.readFile(entry.originalPath);
      const sniffed = await sniffFileType(bytes);
      if (!sniffed) continue;
      pages.length = 0;
      await readDocument(bytes, sniffed.kind, { ocr: engine });
      for (const page of pages) {
        const doubted = doubtedLines(page.lines);
        const all = linesToReadAgain(page.lines);
        // Alternating which set goes first, so neither always meets a warmer cache.
        const first = rows.length % 2 === 0;
        const a = await timed(page.image, first ? doubted : all);
        const b = await timed(page.image, first ? all : doubted);
        rows.push({
          doubted: doubted.length,
          all: all.length,
          doubtedMs: first ? a : b,
          allMs: first ? b : a,
        });
      }
    }
  } finally {
    await engine.terminate();
  }
  const [load] = os.loadavg();
  console.log(`${rows.length} pages, load average ${load!.toFixed(1)}`);
  for (const [name, count, ms] of [
    ["doubted lines only", "doubted", "doubtedMs"],
    ["with the field lines", "all", "allMs"],
  ] as const) {
    const counts = rows.map((row) => row[count]);
    const times = rows.map((row) => row[ms]);
    console.log(
      `${name}: lines a page mean ${mean(counts).toFixed(1)} (max ${Math.max(...counts)}), ` +
        `recognizer ms a page median ${median(times).toFixed(0)}, mean ${mean(times).toFixed(0)}`,
    );
  }
}

await main();
