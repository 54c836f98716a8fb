/**
 * The reader's OCR of a 300-dpi scanned page against the plain `tesseract` command on the same
 * image, in one run: our whole read (image preparation + OCR + lines) with the native engine and
 * with tesseract.js, and the bare command.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import {
  createOcrEngine,
  nativeTesseractAvailable,
  readDocument,
  type OcrEngine,
} from "../../src/reader/index.ts";
import { FIXTURES } from "./upload-processing.ts";

export interface OcrRow {
  reader: string;
  medianMs: number;
  /** Against the faster way of running the bare command. */
  ratioToCommand: number | null;
}

const RUNS = 5;
const IMAGE = path.join(FIXTURES, "scan-300dpi.png");

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

function timeCommand(env: NodeJS.ProcessEnv): number {
  const started = performance.now();
  const result = spawnSync("tesseract", [IMAGE, "stdout", "-l", "eng+ind"], {
    encoding: "utf8",
    env,
  });
  if (result.status !== 0) throw new Error(`tesseract failed: ${result.stderr}`);
  return performance.now() - started;
}

async function timeReader(engine: OcrEngine, bytes: Uint8Array): Promise<number> {
  const started = performance.now();
  const result = await readDocument(bytes, "png", { ocr: engine });
  if (!result.text.includes("STATEMENT")) throw new Error("the page was not read");
  return performance.now() - started;
}

export async function benchOcr(): Promise<OcrRow[]> {
  const bytes = fs.readFileSync(IMAGE);
  const native = await nativeTesseractAvailable();
  const rows: OcrRow[] = [];
  const timed = (env: NodeJS.ProcessEnv) =>
    median(Array.from({ length: RUNS }, () => timeCommand(env)));
  // As installed, and with OpenMP held to one thread (as the reader runs it): on 2 cores
  // OpenMP's spinning threads make a page several times slower. The faster one is the bar.
  const asInstalled = native ? timed(process.env) : null;
  const oneThread = native ? timed({ ...process.env, OMP_THREAD_LIMIT: "1" }) : null;
  const command =
    asInstalled === null || oneThread === null ? null : Math.min(asInstalled, oneThread);
  if (asInstalled !== null && oneThread !== null && command !== null) {
    rows.push({
      reader: "`tesseract` command (eng+ind)",
      medianMs: asInstalled,
      ratioToCommand: asInstalled / command,
    });
    rows.push({
      reader: "`tesseract` command, OMP_THREAD_LIMIT=1",
      medianMs: oneThread,
      ratioToCommand: oneThread / command,
    });
  }
  for (const prefer of native ? (["native", "wasm"] as const) : (["wasm"] as const)) {
    const engine = await createOcrEngine({ prefer });
    try {
      await timeReader(engine, bytes);
      const times: number[] = [];
      for (let run = 0; run < RUNS; run++) times.push(await timeReader(engine, bytes));
      rows.push({
        reader: `berkas reader, ${engine.name} engine`,
        medianMs: median(times),
        ratioToCommand: command === null ? null : median(times) / command,
      });
    } finally {
      await engine.terminate();
    }
  }
  return rows;
}
