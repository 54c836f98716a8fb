/**
 * A DEV folder's field misses (any dataset-format folder: a generated dev set, a frozen split's
 * dev side), each called a reading miss when the gold value is not in the text the reader gave,
 * an understanding miss when it is. Reads the evaluation's cached readings only (a document not
 * read yet by `npm run eval` is left out, never read here) and understands them with the code as
 * it stands, so a change to understanding is checked in seconds. Refuses the test-only sets and
 * a frozen split's test side.
 *
 *   node eval/extractor/field-misses.ts DIR [--field F] [--layout pdf|scan|photo] [--rows]
 *     [--counts] [--reader FINGERPRINT]
 *
 * `--counts` prints only the table (field × layout × reading/understanding); `--rows` prints the
 * document's rows under each miss; `--reader` reads the cache of an earlier reader's source.
 */
import fs from "node:fs";
import path from "node:path";
import { documentLines } from "../../src/understanding/document-lines.ts";
import { understandDocument } from "../../src/understanding/index.ts";
import { findAmounts } from "../../src/understanding/normalize/money.ts";
import { findDates } from "../../src/understanding/normalize/dates.ts";
import { groupRows } from "../../src/understanding/rows.ts";
import { readSplitFile, recordKey } from "../splits/split-file.ts";
import { chooseLabelMapping, type LabelMapping } from "../understanding/label-mapping.ts";
import { FIELD_KINDS, isScoredField, scoreField } from "../understanding/match-value.ts";
import { predictionFields } from "../understanding/prediction-fields.ts";
import {
  defaultCacheFolder,
  openReadCache,
  readerFingerprint,
} from "../understanding/read-cache.ts";
import { readRecords } from "../understanding/read-records.ts";

const args = process.argv.slice(2);
const option = (name: string) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
};
const folder = path.resolve(args[0] ?? "");
const onlyField = option("--field");
const onlyLayout = option("--layout");
const showRows = args.includes("--rows");
const countsOnly = args.includes("--counts");

const TEST_ONLY = ["eval/datasets/heldout", "eval/datasets/heldout2"].map((relative) =>
  path.resolve(import.meta.dirname, "../..", relative),
);
if (TEST_ONLY.includes(folder)) throw new Error(`${folder} is a test-only set: never read misses`);
const split = readSplitFile(folder);
const cacheFolder = defaultCacheFolder();
if (!cacheFolder) throw new Error("the read cache is off (EVAL_READ_CACHE=off)");
const cache = await openReadCache(cacheFolder, option("--reader") ?? (await readerFingerprint()));

/** Fields whose value is a conclusion, not a string the page prints: never a reading miss. */
const DERIVED = new Set(["type", "contract_type", "currency"]);

const squash = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, "");

/** Whether the gold value is written somewhere in the read text (so a miss is understanding's). */
function inText(field: string, gold: unknown, lines: string[], mapping: LabelMapping): boolean {
  const kind = FIELD_KINDS[field as keyof typeof FIELD_KINDS];
  if (kind === "amount") {
    // SROIE writes some totals with their currency ("RM 10.60"): the amount is what counts.
    const value = typeof gold === "number" ? gold : (findAmounts(String(gold))[0]?.value ?? NaN);
    if (field === "tax_rate") {
      const percent = String(Math.round(value * 10000) / 100).replace(".", "[.,]");
      return lines.some((line) => new RegExp(`(^|\\D)${percent}\\s*%`).test(line));
    }
    const digits = [String(Math.round(value)), String(Math.round(value * 100))];
    return lines.some(
      (line) =>
        findAmounts(line).some((found) => Math.abs(found.value - value) < 0.005) ||
        digits.some((run) => new RegExp(`(^|\\D)${run}(\\D|$)`).test(line.replace(/[.,\s]/g, ""))),
    );
  }
  if (kind === "date") {
    const iso = String(gold).slice(0, 10);
    return lines.some((line) =>
      findDates(line, { dayFirst: mapping.dateOrder === "dmy" }).some((found) => found.iso === iso),
    );
  }
  return squash(lines.join(" ")).includes(squash(String(gold)));
}

interface Tally {
  right: number;
  reading: number;
  understanding: number;
}
const tallies = new Map<string, Tally>();
const tally = (key: string) => {
  let found = tallies.get(key);
  if (!found) tallies.set(key, (found = { right: 0, reading: 0, understanding: 0 }));
  return found;
};

/** The generators' own record fields (`layout`, `kind`), which the dataset schema leaves out. */
const extras = new Map(
  fs
    .readFileSync(path.join(folder, "expected.jsonl"), "utf8")
    .split("\n")
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as { file?: string; layout?: string; kind?: string })
    .map((record) => [record.file, record]),
);

let mapping: LabelMapping | null = null;
let [documents, uncached] = [0, 0];
for await (const entry of readRecords(folder, { ocrText: false, frozen: split, split: null })) {
  if (entry.side === "test" || !entry.originalPath || !fs.existsSync(entry.originalPath)) continue;
  const record = entry.record;
  const extra = extras.get(record.file);
  const layout = extra?.layout ?? path.extname(record.file ?? "").slice(1);
  if (onlyLayout && layout !== onlyLayout) continue;
  const document = entry.originalPath.endsWith(".txt")
    ? null
    : await cache.get(fs.readFileSync(entry.originalPath));
  if (!document) {
    uncached++;
    continue;
  }
  documents++;
  mapping ??= chooseLabelMapping(path.basename(folder), record);
  const gold = mapping.goldFields(record);
  const predicted = predictionFields(understandDocument(document));
  const rows = groupRows(documentLines(document)).map((row) => row.text);
  for (const [field, goldValue] of Object.entries(gold)) {
    if (!isScoredField(field) || (onlyField && field !== onlyField)) continue;
    const outcome = scoreField(field, predicted[field], goldValue, mapping.dateOrder);
    if (outcome === null) continue;
    const counts = tally(`${field}\t${layout}`);
    if (outcome === "right") {
      counts.right++;
      continue;
    }
    const where = DERIVED.has(field)
      ? "understanding"
      : inText(field, goldValue, rows, mapping)
        ? "understanding"
        : "reading";
    counts[where]++;
    if (countsOnly) continue;
    console.log(
      `${where.padEnd(13)} ${field} ${layout} ${recordKey(record)} (${extra?.kind ?? record.type}): gold ${JSON.stringify(goldValue)} got ${JSON.stringify(predicted[field] ?? null)}`,
    );
    if (showRows)
      rows.forEach((row, index) => console.log(`    ${String(index).padStart(3)} ${row}`));
  }
}

console.log(`\n${documents} documents understood from cached readings, ${uncached} not cached`);
console.log("field                  layout  right  reading  understanding");
for (const [key, counts] of [...tallies].sort(([a], [b]) => a.localeCompare(b))) {
  const [field, layout] = key.split("\t");
  console.log(
    `${field!.padEnd(22)} ${layout!.padEnd(6)} ${String(counts.right).padStart(6)} ${String(counts.reading).padStart(8)} ${String(counts.understanding).padStart(14)}`,
  );
}
