import { parseArgs } from "node:util";
import { type Side, SIDES } from "../splits/split-file.ts";

export const USAGE =
  "usage: npm run eval -- <folder> [--predictions FILE] [--ocr-text] [--limit N] " +
  "[--split dev|test] [--floor FILE]";

export interface EvalArguments {
  /** A folder in the datasets format (`expected.jsonl` and the files it names). */
  folder: string;
  /** Where to write one JSON line of predictions per document. */
  predictions: string | null;
  /** Use the dataset's own OCR text where it has one instead of reading the original. */
  ocrText: boolean;
  /** Stop after this many documents. */
  limit: number | null;
  /** Keep one side of the folder's frozen split (eval/splits/). */
  split: Side | null;
  /** A floors file: exit 1 when a field's test accuracy is below its floor. */
  floor: string | null;
}

export class ArgumentError extends Error {}

export function parseArguments(args: string[]): EvalArguments {
  let parsed;
  try {
    parsed = parseArgs({
      args,
      allowPositionals: true,
      strict: true,
      options: {
        predictions: { type: "string" },
        "ocr-text": { type: "boolean", default: false },
        limit: { type: "string" },
        split: { type: "string" },
        floor: { type: "string" },
      },
    });
  } catch (error) {
    throw new ArgumentError((error as Error).message);
  }
  const { values, positionals } = parsed;
  if (positionals.length !== 1) {
    throw new ArgumentError(`expected one dataset folder, got ${positionals.length}`);
  }
  let limit: number | null = null;
  if (values.limit !== undefined) {
    limit = Number(values.limit);
    if (!Number.isInteger(limit) || limit < 1) {
      throw new ArgumentError(`--limit takes a whole number of documents, got "${values.limit}"`);
    }
  }
  const split = values.split ?? null;
  if (split !== null && !SIDES.includes(split as Side)) {
    throw new ArgumentError(`--split takes dev or test, got "${split}"`);
  }
  if (split === "dev" && values.floor !== undefined) {
    throw new ArgumentError("--floor holds test figures: it cannot judge a --split dev run");
  }
  return {
    folder: positionals[0]!,
    predictions: values.predictions ?? null,
    ocrText: values["ocr-text"],
    limit,
    split: split as Side | null,
    floor: values.floor ?? null,
  };
}
