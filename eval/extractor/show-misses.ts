/**
 * The SROIE dev scans (or, with `--folder`, any dev folder's pictures: a generated dev set, a
 * frozen split's dev side) whose total, date or vendor the product misses, with the candidates
 * the scorer weighed and the lines they sit on, read from the evaluation's cache only (a scan
 * not read yet is left out, never read here). Dev side only: the test-only sets are refused.
 *
 *   node eval/extractor/show-misses.ts [total_amount|date|vendor] [--all] [--folder DIR]
 *     [--reader FINGERPRINT]
 *
 * `--reader` reads the cache of an earlier reader's source (as field-misses.ts does).
 */
import fs from "node:fs";
import path from "node:path";
import { documentLines } from "../../src/understanding/document-lines.ts";
import { understandDocument } from "../../src/understanding/index.ts";
import {
  FIELD_MODEL,
  fieldCandidates,
  type LearnedField,
} from "../../src/understanding/learned/choose-fields.ts";
import { candidateProbabilities } from "../../src/understanding/learned/model.ts";
import { groupRows } from "../../src/understanding/rows.ts";
import { readSplitFile, recordKey } from "../splits/split-file.ts";
import { chooseLabelMapping } from "../understanding/label-mapping.ts";
import { scoreField } from "../understanding/match-value.ts";
import {
  defaultCacheFolder,
  openReadCache,
  readerFingerprint,
} from "../understanding/read-cache.ts";
import { readRecords } from "../understanding/read-records.ts";

const args = process.argv.slice(2);
const folderAt = args.indexOf("--folder");
const folder =
  folderAt >= 0
    ? path.resolve(args[folderAt + 1] ?? "")
    : path.resolve(import.meta.dirname, "../../../shared/datasets/sroie");
const TEST_ONLY = ["eval/datasets/heldout", "eval/datasets/heldout2"].map((relative) =>
  path.resolve(import.meta.dirname, "../..", relative),
);
if (TEST_ONLY.includes(folder)) throw new Error(`${folder} is a test-only set: never read misses`);
const field = (
  args[0]?.startsWith("--") ? "total_amount" : (args[0] ?? "total_amount")
) as LearnedField;
const showAll = args.includes("--all");
const split = readSplitFile(folder);
const readerAt = args.indexOf("--reader");
const cache = await openReadCache(
  defaultCacheFolder()!,
  readerAt >= 0 ? (args[readerAt + 1] ?? "") : await readerFingerprint(),
);
let counted = 0;
let right = 0;
for await (const entry of readRecords(folder, { ocrText: false, frozen: split, split: null })) {
  const key = recordKey(entry.record);
  // A generated dev set marks its records' side itself; a frozen split's file marks SROIE's.
  const side = split ? split.records[key] : entry.record.split;
  if (side !== "dev" || !entry.originalPath || entry.originalPath.endsWith(".pdf")) continue;
  const document = await cache.get(fs.readFileSync(entry.originalPath));
  if (!document) continue;
  const mapping = chooseLabelMapping(path.basename(folder), entry.record);
  const gold = mapping.goldFields(entry.record)[field];
  const understood = understandDocument(document);
  const chosen = (understood.fields as Record<string, { value: unknown } | undefined>)[field]
    ?.value;
  const outcome = scoreField(field, chosen, gold, mapping.dateOrder);
  if (outcome === null) continue;
  counted++;
  if (outcome === "right") right++;
  if (outcome === "right" && !showAll) continue;
  const rules = understandDocument(document, { fieldModel: null });
  const rows = groupRows(documentLines(document));
  const found = fieldCandidates(rows, rules.fields)[field];
  const probabilities = candidateProbabilities(FIELD_MODEL.fields[field], found.features);
  console.log(
    `\n=== ${key} ${entry.record.file}: gold ${JSON.stringify(gold)} chose ${JSON.stringify(chosen)} rules ${JSON.stringify((rules.fields as Record<string, { value: unknown } | undefined>)[field]?.value)} type ${understood.type.value}`,
  );
  const order = probabilities
    .map((probability, index) => ({ probability, index }))
    .sort((a, b) => b.probability - a.probability)
    .slice(0, 6);
  for (const { probability, index } of order) {
    const candidate = found.candidates[index]!;
    const on = Object.entries(found.features[index]!)
      .filter(([, value]) => value !== 0)
      .map(([name, value]) => `${name}=${Number(value.toFixed(2))}`)
      .join(" ");
    console.log(
      `  ${probability.toFixed(3)} ${JSON.stringify(candidate.value)} row ${candidate.rowIndex}: ${candidate.row.text}\n        ${on}`,
    );
  }
  console.log("  --- rows");
  rows.forEach((row, index) => console.log(`  ${String(index).padStart(3)} ${row.text}`));
}
console.log(`\n${field}: ${right} / ${counted} cached dev pictures right`);
