/**
 * What understanding adds after reading: every fixture read once, then understandDocument timed
 * per page over repeated runs (p50 / p95 per page, by kind of document).
 */
import fs from "node:fs";
import path from "node:path";
import {
  createOcrEngine,
  readDocument,
  sniffFileType,
  type ReadResult,
} from "../../src/reader/index.ts";
import { understandDocument } from "../../src/understanding/index.ts";

const FOLDERS = [
  path.resolve(import.meta.dirname, "../../test/fixtures/files"),
  path.resolve(import.meta.dirname, "../datasets/berkas/files"),
];
const RUNS = 20;

export interface UnderstandingSpeedRow {
  documents: number;
  pages: number;
  p50MsPerPage: number;
  p95MsPerPage: number;
}

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0;
}

export async function benchUnderstanding(): Promise<UnderstandingSpeedRow> {
  const ocr = await createOcrEngine();
  const readings: ReadResult[] = [];
  try {
    for (const folder of FOLDERS.filter((each) => fs.existsSync(each))) {
      for (const name of fs.readdirSync(folder)) {
        const bytes = fs.readFileSync(path.join(folder, name));
        const sniffed = await sniffFileType(bytes);
        if (!sniffed) continue;
        const reading = await readDocument(bytes, sniffed.kind, { ocr }).catch(() => null);
        if (reading && reading.pageCount > 0) readings.push(reading);
      }
    }
  } finally {
    await ocr.terminate();
  }
  const perPage: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    for (const reading of readings) {
      const started = performance.now();
      understandDocument(reading);
      perPage.push((performance.now() - started) / Math.max(1, reading.pages.length));
    }
  }
  perPage.sort((a, b) => a - b);
  return {
    documents: readings.length,
    pages: readings.reduce((sum, reading) => sum + reading.pages.length, 0),
    p50MsPerPage: percentile(perPage, 0.5),
    p95MsPerPage: percentile(perPage, 0.95),
  };
}
