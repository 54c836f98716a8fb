/**
 * `npm run eval -- <folder> [--predictions FILE] [--ocr-text] [--limit N] [--split …]
 * [--floor FILE]`: the reader and understanding over a dataset folder, scored against its
 * labels. Tables first; the last line is the run as one JSON object. README.md beside this
 * file gives the label mappings and scoring rules.
 */
import fs from "node:fs";
import path from "node:path";
import { readSplitFile, splitFilePath, SPLITS_FOLDER } from "../splits/split-file.ts";
import { checkFloors, floorScores, floorSlice, FloorsSchema } from "./check-floors.ts";
import { evaluateFolder } from "./evaluate-folder.ts";
import { clauseTable, fieldTable, summaryLine } from "./format-report.ts";
import { ArgumentError, parseArguments, USAGE } from "./parse-arguments.ts";
import { defaultCacheFolder, openReadCache, readerFingerprint } from "./read-cache.ts";

let args;
try {
  args = parseArguments(process.argv.slice(2));
} catch (error) {
  if (!(error instanceof ArgumentError)) throw error;
  console.error(`${error.message}\n${USAGE}`);
  process.exit(2);
}

// npm runs scripts from the package root; paths on the command line are the caller's.
const callerDirectory = process.env.INIT_CWD ?? process.cwd();
const folder = path.resolve(callerDirectory, args.folder);
if (!fs.existsSync(path.join(folder, "expected.jsonl"))) {
  console.error(`${folder} has no expected.jsonl: not a folder in the datasets format\n${USAGE}`);
  process.exit(2);
}
const floors = args.floor
  ? FloorsSchema.parse(
      JSON.parse(fs.readFileSync(path.resolve(callerDirectory, args.floor), "utf8")),
    )
  : null;

// EVAL_SPLITS points elsewhere only for the harness's own tests, whose folders borrow datasets' names.
const splitsFolder = process.env.EVAL_SPLITS ?? SPLITS_FOLDER;
let frozen;
try {
  frozen = readSplitFile(folder, splitsFolder);
} catch (error) {
  console.error((error as Error).message);
  process.exit(2);
}
if (args.split && !frozen) {
  console.error(
    `--split ${args.split}: ${folder} has no frozen split (${splitFilePath(folder, splitsFolder)})`,
  );
  process.exit(2);
}

const cacheFolder = defaultCacheFolder();
const readCache = cacheFolder ? await openReadCache(cacheFolder, await readerFingerprint()) : null;

const started = performance.now();
const evaluation = await evaluateFolder({
  readCache,
  folder,
  ocrText: args.ocrText,
  limit: args.limit,
  split: args.split,
  frozen,
  predictions: args.predictions && path.resolve(callerDirectory, args.predictions),
  onDocument: (done) => {
    if (done % 25 === 0) console.error(`… ${done} documents`);
  },
});
const seconds = (performance.now() - started) / 1000;
const { summary } = evaluation;

console.log(`\n${summary.dataset}: ${summary.documents} documents in ${seconds.toFixed(1)} s`);
console.log(
  `skipped (file not on disk${args.ocrText ? " and no OCR text" : ""}): ${summary.skipped}; ` +
    `read from the dataset's OCR text: ${evaluation.fromOcrText}; ` +
    `readings kept from an earlier run (same bytes, reader and OCR engine): ${evaluation.fromReadCache}`,
);
for (const failure of evaluation.failures) console.log(`failed: ${failure}`);
if (summary.split) {
  const { dev, test } = summary.split.counts;
  console.log(
    `frozen split ${path.relative(process.cwd(), splitFilePath(folder, splitsFolder))}: ` +
      `dev ${dev}, test ${test} records; scored here: dev ${summary.sides.dev?.documents ?? 0}, ` +
      `test ${summary.sides.test?.documents ?? 0} (only test counts)`,
  );
}
console.log(`\n${fieldTable(summary.fields, evaluation.unusable, summary.sides)}`);
const clauses = summary.split ? summary.sides.test?.clauses : summary.clauses;
if (clauses)
  console.log(`\n${summary.split ? "clauses, test side:\n" : ""}${clauseTable(clauses)}`);
for (const note of summary.notes) console.log(`\nnot scored: ${note}`);
console.log(
  `\nunderstanding: ${summary.msPerPage.toFixed(2)} ms per page ` +
    `(reading: ${evaluation.readMsPerPage.toFixed(1)} ms per page, timed apart)`,
);

if (floors) {
  const slice = floorSlice(summary.dataset, evaluation.fromOcrText > 0);
  const failures = checkFloors(floors, slice, floorScores(summary));
  for (const failure of failures) console.log(`below floor (${slice}): ${failure}`);
  if (failures.length === 0) console.log(`floors (${slice}): met`);
  else process.exitCode = 1;
}
console.log(summaryLine(summary));
