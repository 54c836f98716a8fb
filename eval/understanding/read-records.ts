import fs from "node:fs";
import path from "node:path";
import readline from "node:readline";
import { recordKey, type Side, type SplitFile } from "../splits/split-file.ts";
import { type DatasetRecord, DatasetRecordSchema } from "./dataset-record.ts";

/** A dataset line with where its original and its dataset OCR text sit on disk. */
export interface EvalRecord {
  record: DatasetRecord;
  /** The original PDF, image or text file; null when the dataset names none. */
  originalPath: string | null;
  /** The dataset's own OCR text for the document, when it has one. */
  ocrTextPath: string | null;
  /** Its side in the folder's frozen split; null when the folder has none. */
  side: Side | null;
}

const EXPECTED = "expected.jsonl";
/** SROIE's variant: the same records, with `file` the OCR text and `image` the scan. */
const EXPECTED_OCR_TEXT = "expected_ocr_text.jsonl";

/**
 * The labels file a run reads: `expected_ocr_text.jsonl` when the dataset's OCR text is
 * wanted and the folder has one (SROIE's 624 receipts, most without their image), otherwise
 * `expected.jsonl`.
 */
export function labelsFile(folder: string, ocrText: boolean): string {
  const ocrLabels = path.join(folder, EXPECTED_OCR_TEXT);
  return ocrText && fs.existsSync(ocrLabels) ? ocrLabels : path.join(folder, EXPECTED);
}

function locate(folder: string, relative: string | null | undefined): string | null {
  return relative ? path.resolve(folder, relative) : null;
}

/** Every record of a labels file, in file order. A line that is not a record stops with its number. */
export async function* readRecordLines(file: string): AsyncGenerator<DatasetRecord> {
  const lines = readline.createInterface({ input: fs.createReadStream(file), crlfDelay: Infinity });
  let lineNumber = 0;
  for await (const line of lines) {
    lineNumber++;
    if (!line.trim()) continue;
    let json: unknown;
    try {
      json = JSON.parse(line);
    } catch (error) {
      throw new Error(`${file}:${lineNumber}: ${(error as Error).message}`, { cause: error });
    }
    const parsed = DatasetRecordSchema.safeParse(json);
    if (!parsed.success) {
      throw new Error(`${file}:${lineNumber}: not a dataset record: ${parsed.error.message}`);
    }
    yield parsed.data;
  }
}

export interface ReadOptions {
  ocrText: boolean;
  /** The folder's frozen dev/test split (`eval/splits/`); null when it has none. */
  frozen?: SplitFile | null;
  /** Keep one side of the frozen split; the datasets' own `split` labels are not used. */
  split: Side | null;
}

/**
 * The records of a labels file one at a time, in file order, each with its side in the frozen
 * split, those of the other side left out when one is asked for. A record the frozen split
 * does not know stops the run: it would otherwise be counted on neither side, or tuned on.
 */
export async function* readRecords(
  folder: string,
  options: ReadOptions,
): AsyncGenerator<EvalRecord> {
  const frozen = options.frozen ?? null;
  if (options.split !== null && !frozen) {
    throw new Error(`--split ${options.split}: ${folder} has no frozen split in eval/splits/`);
  }
  const file = labelsFile(folder, options.ocrText);
  const ocrTextLabels = path.basename(file) === EXPECTED_OCR_TEXT;
  for await (const record of readRecordLines(file)) {
    let side: Side | null = null;
    if (frozen) {
      side = frozen.records[recordKey(record)] ?? null;
      if (!side) {
        throw new Error(
          `${file}: record "${recordKey(record)}" is not in the frozen split of ${frozen.dataset} ` +
            "(eval/splits/README.md says how a new record gets its side)",
        );
      }
    }
    if (options.split !== null && side !== options.split) continue;
    yield ocrTextLabels
      ? {
          record,
          side,
          originalPath: locate(folder, record.image),
          ocrTextPath: locate(folder, record.file),
        }
      : {
          record,
          side,
          originalPath: locate(folder, record.file),
          ocrTextPath: locate(folder, record.ocr_file),
        };
  }
}
