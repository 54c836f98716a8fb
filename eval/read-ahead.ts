/**
 * `npm run eval:read -- <folder>... [--jobs N]`
 *
 * Reads every original of the given dataset folders into the evaluations' read cache
 * (eval/understanding/read-cache.ts), N at a time, each with its own OCR engine (native
 * tesseract runs one thread per page). CI runs it before the tests, at full priority: OCR on a
 * machine with no readings kept is most of the evaluations' CPU time, and done beside the tests
 * at the lowest priority it still tripled their wall time. A reading already kept is not read
 * again, so a warm machine passes through in seconds.
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { lazyOcrEngine } from "./understanding/evaluate-folder.ts";
import { loadDocument, type LoadedDocument } from "./understanding/load-document.ts";
import {
  defaultCacheFolder,
  openReadCache,
  readerFingerprint,
} from "./understanding/read-cache.ts";
import { readRecords, type EvalRecord } from "./understanding/read-records.ts";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { jobs: { type: "string", default: "2" } },
});
const jobs = Number(values.jobs);
if (positionals.length === 0 || !Number.isInteger(jobs) || jobs < 1) {
  throw new Error("usage: npm run eval:read -- <folder>... [--jobs N]");
}
const cacheFolder = defaultCacheFolder();
if (!cacheFolder) throw new Error("EVAL_READ_CACHE=off: there is no cache to read into");
const cache = await openReadCache(cacheFolder, await readerFingerprint());

const originals = new Map<string, Omit<EvalRecord, "side">>();
for (const folder of positionals) {
  for await (const entry of readRecords(path.resolve(folder), { ocrText: false, split: null })) {
    if (entry.originalPath) originals.set(entry.originalPath, entry);
  }
}

const queue = [...originals.values()];
const sources = new Map<LoadedDocument["source"] | "failed", number>();
const count = (source: LoadedDocument["source"] | "failed") =>
  sources.set(source, (sources.get(source) ?? 0) + 1);

async function work(): Promise<void> {
  const ocr = lazyOcrEngine();
  try {
    for (let entry = queue.shift(); entry; entry = queue.shift()) {
      const loaded = await loadDocument(entry, { ocrText: false, ocr: ocr.get, cache });
      count(!loaded || loaded.error ? "failed" : loaded.source);
    }
  } finally {
    await ocr.close();
  }
}

const started = performance.now();
await Promise.all(Array.from({ length: jobs }, work));
const seconds = ((performance.now() - started) / 1000).toFixed(0);
const tally = [...sources].map(([source, n]) => `${n} ${source}`).join(", ");
console.log(`${originals.size} originals (${tally}) in ${seconds} s, ${jobs} at a time`);
