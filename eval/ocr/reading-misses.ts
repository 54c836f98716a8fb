/**
 * Sorts the SROIE dev misses of a run by kind (issue 17, point 3): for each receipt whose total
 * or company the pipeline got wrong, is the labelled value in the reader's text at all (a reading
 * miss) or there and not chosen (an understanding miss)? Also counts, over every dev receipt,
 * how often each labelled value is in the text. Reads the evaluation's cached readings, so run
 * the evaluation first with the same `EVAL_READ_CACHE` and `--predictions`. Dev side only: the
 * test side is counted by the evaluation alone, once.
 *
 *   npm run eval -- ../shared/datasets/sroie --split dev --predictions /tmp/dev.jsonl
 *   node eval/ocr/reading-misses.ts ../shared/datasets/sroie /tmp/dev.jsonl [--lines]
 */
import fs from "node:fs";
import path from "node:path";
import { scoreField } from "../understanding/match-value.ts";
import {
  defaultCacheFolder,
  openReadCache,
  readerFingerprint,
} from "../understanding/read-cache.ts";
import { readSplitFile } from "../splits/split-file.ts";

interface Receipt {
  id: string;
  file: string;
  fields: { company?: string; date?: string; total?: string };
}

const [folderArgument, predictionsFile, ...flags] = process.argv.slice(2);
if (!folderArgument || !predictionsFile) {
  console.error("usage: reading-misses.ts <sroie folder> <predictions.jsonl> [--lines]");
  process.exit(2);
}
const showLines = flags.includes("--lines");
const folder = path.resolve(folderArgument);
const split = readSplitFile(folder);
if (!split) throw new Error(`${folder} has no frozen split`);
const cacheFolder = defaultCacheFolder();
if (!cacheFolder) throw new Error("EVAL_READ_CACHE is off: nothing to read the texts from");
// READER_FINGERPRINT reads the texts of an earlier reader kept in the same cache.
const cache = await openReadCache(
  cacheFolder,
  process.env.READER_FINGERPRINT ?? (await readerFingerprint()),
);

const receipts = new Map(
  fs
    .readFileSync(path.join(folder, "expected.jsonl"), "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Receipt)
    .filter((receipt) => receipt.file && split.records[receipt.id] === "dev")
    .map((receipt) => [receipt.file, receipt]),
);

/** Letters and digits only, upper case: spacing and punctuation are not what is compared. */
const squeeze = (text: string) => text.toUpperCase().replace(/[^A-Z0-9]/g, "");
/** A date or amount as printed, with the separators that tell its parts apart. */
const compact = (text: string) => text.replace(/\s+/g, "");

type Field = "total" | "company" | "date";
const SCORED: Record<Field, "total_amount" | "vendor" | "date"> = {
  total: "total_amount",
  company: "vendor",
  date: "date",
};
/**
 * An amount counts as read only as a figure of its own (not the tail of "7412.00", not "1 9.80"
 * with a space inside), with or without its currency.
 */
function amountRead(text: string, gold: string): boolean {
  const figures = gold.replace(/^[^\d-]+/, "").replace(/[.]/g, "\\.");
  return new RegExp(`(?<![\\d.,])${figures}(?!\\d)`).test(text);
}
const inText = (field: Field, text: string, gold: string) =>
  field === "company"
    ? squeeze(text).includes(squeeze(gold))
    : field === "total"
      ? amountRead(text, gold)
      : compact(text).includes(compact(gold));

const found: Record<Field, number> = { total: 0, company: 0, date: 0 };
const misses: Record<Field, { reading: string[]; understanding: string[] }> = {
  total: { reading: [], understanding: [] },
  company: { reading: [], understanding: [] },
  date: { reading: [], understanding: [] },
};
let counted = 0;
for (const line of fs.readFileSync(predictionsFile, "utf8").split("\n").filter(Boolean)) {
  const prediction = JSON.parse(line) as { file: string; fields: Record<string, unknown> };
  const receipt = receipts.get(prediction.file);
  if (!receipt) continue;
  const reading = await cache.get(fs.readFileSync(path.join(folder, receipt.file)));
  if (!reading) throw new Error(`${receipt.file}: no cached reading for this reader`);
  counted++;
  for (const field of ["total", "company", "date"] as const) {
    const gold = receipt.fields[field];
    if (!gold) continue;
    const present = inText(field, reading.text, gold);
    if (present) found[field]++;
    const outcome = scoreField(SCORED[field], prediction.fields[SCORED[field]], gold, "dmy");
    if (outcome === "right" || outcome === null) continue;
    const note = `${receipt.id}: gold ${JSON.stringify(gold)}, chose ${JSON.stringify(prediction.fields[SCORED[field]] ?? null)}`;
    misses[field][present ? "understanding" : "reading"].push(note);
    if (showLines && !present && field !== "date") {
      console.log(`--- ${field} ${note}\n${reading.text}\n`);
    }
  }
}

console.log(`dev receipts counted: ${counted}`);
for (const field of ["total", "company", "date"] as const) {
  const { reading, understanding } = misses[field];
  console.log(
    `${field}: in the text ${found[field]}; misses ${reading.length + understanding.length}: ` +
      `not in the text (reading) ${reading.length}, in the text but not chosen ${understanding.length}`,
  );
  for (const note of reading) console.log(`  reading        ${note}`);
  for (const note of understanding) console.log(`  understanding  ${note}`);
}
