/**
 * OCR character accuracy of the DEV photo set (make.ts) against the clean page's reading:
 * 1 − edit distance / length of the clean reading, on the text with spaces and line breaks
 * taken out (layout is not what is measured), per document and as the mean. Readings come from
 * `npm run eval`'s read cache when the reader is unchanged, so after
 * `npm run eval -- /tmp/photo-dev/photos` and `… /tmp/photo-dev/clean` this reads nothing.
 *
 *   node eval/photo-dev/measure.ts [/tmp/photo-dev] [--photos-fingerprint F]
 *
 * `--photos-fingerprint` scores an earlier reader's photo readings, kept in the read cache under
 * its fingerprint, against the current reader's clean pages (which read the same under both
 * when no outline is found on them: check-outlines.ts says so for the clean folder).
 */
import fs from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import { readDocument } from "../../src/reader/index.ts";
import { lazyOcrEngine } from "../understanding/evaluate-folder.ts";
import {
  defaultCacheFolder,
  openReadCache,
  readerFingerprint,
} from "../understanding/read-cache.ts";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { "photos-fingerprint": { type: "string" } },
});
const folder = positionals[0] ?? "/tmp/photo-dev";

/** Levenshtein distance in O(min) memory. */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const substitution = previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1);
      current.push(Math.min(substitution, previous[j]! + 1, current[j - 1]! + 1));
    }
    previous = current;
  }
  return previous[b.length]!;
}

const compact = (text: string) => text.replace(/\s+/g, "");

const cacheFolder = defaultCacheFolder();
const cache = cacheFolder ? await openReadCache(cacheFolder, await readerFingerprint()) : null;
const earlier = values["photos-fingerprint"];
const earlierCache = cacheFolder && earlier ? await openReadCache(cacheFolder, earlier) : null;
const ocr = lazyOcrEngine();

async function read(file: string, from = cache): Promise<string> {
  const bytes = await fs.readFile(file);
  const cached = await from?.get(bytes);
  if (cached) return cached.text;
  if (from !== cache) throw new Error(`${file} has no reading under ${earlier}.`);
  const kind = file.endsWith(".png") ? "png" : "jpeg";
  const result = await readDocument(new Uint8Array(bytes), kind, { ocr: await ocr.get() });
  await cache?.put(bytes, result);
  return result.text;
}

const records = (await fs.readFile(path.join(folder, "photos", "expected.jsonl"), "utf8"))
  .split("\n")
  .filter((line) => line.trim())
  .map((line) => JSON.parse(line) as { id: string; file: string });
const accuracies: number[] = [];
try {
  for (const record of records) {
    const clean = compact(
      await read(path.join(folder, "clean", record.file.replace(/\.jpg$/, ".png"))),
    );
    const photo = compact(
      await read(path.join(folder, "photos", record.file), earlierCache ?? cache),
    );
    const accuracy = clean.length ? Math.max(0, 1 - editDistance(photo, clean) / clean.length) : 1;
    accuracies.push(accuracy);
    console.log(`${record.id.padEnd(52)} ${(accuracy * 100).toFixed(1).padStart(6)} %`);
  }
} finally {
  await ocr.close();
}
const mean = accuracies.reduce((sum, value) => sum + value, 0) / accuracies.length;
const sorted = [...accuracies].sort((a, b) => a - b);
console.log(
  `character accuracy against the clean reading: mean ${(mean * 100).toFixed(1)} %, median ${(sorted[Math.floor(sorted.length / 2)]! * 100).toFixed(1)} % (${accuracies.length} photos)`,
);
