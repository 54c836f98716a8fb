/**
 * How often the labelled total, date and company of a receipt appear in what each engine read
 * (decision 0022): Tesseract's page reading as the product makes it, PaddleOCR's recognizer on
 * every one of Tesseract's lines, and the product's vote between them; with the time each
 * takes an image. One side of the frozen split at a time (dev while deciding, test to count).
 *
 *   npm exec -- node eval/ocr/compare-engines.ts ../shared/datasets/sroie dev [limit]
 */
import fs from "node:fs";
import path from "node:path";
import { imageForOcr, openImage } from "../../src/reader/images.ts";
import { readLinesAgain } from "../../src/reader/line-recognizer.ts";
import { createOcrEngine } from "../../src/reader/ocr.ts";
import { voteLines } from "../../src/reader/vote-lines.ts";
import type { ReadLine } from "../../src/reader/read-result.ts";
import { readSplitFile } from "../splits/split-file.ts";

interface Receipt {
  id: string;
  file: string;
  fields: { company?: string; date?: string; total?: string };
}

const [folderArgument, side = "dev", limitArgument] = process.argv.slice(2);
if (!folderArgument || (side !== "dev" && side !== "test")) {
  console.error("usage: compare-engines.ts <sroie folder> dev|test [limit]");
  process.exit(2);
}
const folder = path.resolve(folderArgument);
const split = readSplitFile(folder);
if (!split) throw new Error(`${folder} has no frozen split`);

const receipts = fs
  .readFileSync(path.join(folder, "expected.jsonl"), "utf8")
  .split("\n")
  .filter(Boolean)
  .map((line) => JSON.parse(line) as Receipt)
  .filter((receipt) => receipt.file && split.records[receipt.id] === side)
  .filter((receipt) => fs.existsSync(path.join(folder, receipt.file)))
  .slice(0, limitArgument ? Number(limitArgument) : undefined);

/** Letters and digits only, upper case: spacing and punctuation are not what is compared. */
const squeeze = (text: string) => text.toUpperCase().replace(/[^A-Z0-9]/g, "");
/** A date or amount as printed, with the separators that tell its parts apart. */
const compact = (text: string) => text.replace(/\s+/g, "");

function found(text: string, fields: Receipt["fields"]) {
  return {
    total: fields.total ? compact(text).includes(compact(fields.total)) : null,
    date: fields.date ? compact(text).includes(compact(fields.date)) : null,
    company: fields.company ? squeeze(text).includes(squeeze(fields.company)) : null,
  };
}

type Field = "total" | "date" | "company";
const FIELDS: Field[] = ["total", "date", "company"];
const engines = ["tesseract", "paddle (every line)", "vote"] as const;
const tally = Object.fromEntries(
  engines.map((engine) => [engine, { total: 0, date: 0, company: 0 }]),
) as Record<(typeof engines)[number], Record<Field, number>>;
const labelled = { total: 0, date: 0, company: 0 };
const times = { tesseract: [] as number[], paddleEveryLine: [] as number[], vote: [] as number[] };
let changedLines = 0;
let votedLines = 0;

const ocr = await createOcrEngine();
for (const receipt of receipts) {
  const bytes = fs.readFileSync(path.join(folder, receipt.file));
  const opened = await openImage(bytes, "jpeg");
  const { png } = await imageForOcr(opened.image, opened);
  let started = performance.now();
  const { lines } = await ocr.recognize(png, undefined, "block");
  times.tesseract.push(performance.now() - started);

  const boxed = lines.filter((line): line is ReadLine & { box: NonNullable<ReadLine["box"]> } =>
    Boolean(line.box),
  );
  started = performance.now();
  const again = await readLinesAgain(
    png,
    boxed.map((line) => line.box),
  );
  times.paddleEveryLine.push(performance.now() - started);

  started = performance.now();
  const voted = await voteLines(png, lines);
  times.vote.push(performance.now() - started);
  votedLines += voted.reread;
  changedLines += voted.changed;

  const texts = {
    tesseract: lines.map((line) => line.text).join("\n"),
    "paddle (every line)": again.map((reading) => reading.text).join("\n"),
    vote: voted.lines.map((line) => line.text).join("\n"),
  };
  for (const engine of engines) {
    const result = found(texts[engine], receipt.fields);
    for (const field of FIELDS) if (result[field]) tally[engine][field]++;
  }
  for (const field of FIELDS) if (receipt.fields[field]) labelled[field]++;
  process.stderr.write(".");
}
await ocr.terminate();
process.stderr.write("\n");

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? Math.round(sorted[Math.floor(sorted.length / 2)]!) : 0;
};
const mean = (values: number[]) =>
  values.length ? Math.round(values.reduce((sum, value) => sum + value, 0) / values.length) : 0;

console.log(`SROIE ${side}: ${receipts.length} images; labelled field found in the text`);
console.log(["engine", ...FIELDS.map((field) => `${field} (of ${labelled[field]})`)].join(" | "));
for (const engine of engines) {
  console.log([engine, ...FIELDS.map((field) => tally[engine][field])].join(" | "));
}
console.log(
  `ms an image, median / mean: tesseract ${median(times.tesseract)} / ${mean(times.tesseract)}, ` +
    `paddle on every line ${median(times.paddleEveryLine)} / ${mean(times.paddleEveryLine)}, ` +
    `vote ${median(times.vote)} / ${mean(times.vote)}`,
);
console.log(`lines read again by the vote: ${votedLines}; changed: ${changedLines}`);
console.log(`resident memory at the end: ${Math.round(process.memoryUsage().rss / 2 ** 20)} MiB`);
