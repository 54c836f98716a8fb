import { parseArgs } from "node:util";

export const USAGE =
  "usage: npm run eval -- <folder> [--predictions FILE] [--ocr-text] [--limit N] " +
  "[--split dev|test|train] [--floor FILE]";

const SPLITS = ["dev", "test", "train"] as const;

export interface EvalArguments {
  /** A folder in the datasets format (`expected.jsonl` and the files it names). */
  folder: string;
  /** Where to write one JSON line of predictions per document. */
  predictions: string | null;
  /** Use the dataset's own OCR text where it has one instead of reading the original. */
  ocrText: boolean;
  /** Stop after this many documents. */
  limit: number | null;
  split: (typeof SPLITS)[number] | null;
  /** A floors file: exit 1 when a field's accuracy is below its floor. */
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
  if (split !== null && !SPLITS.includes(split as (typeof SPLITS)[number])) {
    throw new ArgumentError(`--split takes dev, test or train, got "${split}"`);
  }
  return {
    folder: positionals[0]!,
    predictions: values.predictions ?? null,
    ocrText: values["ocr-text"],
    limit,
    split: split as EvalArguments["split"],
    floor: values.floor ?? null,
  };
}
