import fs from "node:fs";
import path from "node:path";
import readline from "node:readline";
import { type DatasetRecord, DatasetRecordSchema } from "./dataset-record.ts";

/** A dataset line with where its original and its dataset OCR text sit on disk. */
export interface EvalRecord {
  record: DatasetRecord;
  /** The original PDF, image or text file; null when the dataset names none. */
  originalPath: string | null;
  /** The dataset's own OCR text for the document, when it has one. */
  ocrTextPath: string | null;
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

/**
 * The records of a labels file one at a time, in file order, those of another split left
 * out. A line that is not a record stops the run with its line number.
 */
export async function* readRecords(
  folder: string,
  options: { ocrText: boolean; split: string | null },
): AsyncGenerator<EvalRecord> {
  const file = labelsFile(folder, options.ocrText);
  const ocrTextLabels = path.basename(file) === EXPECTED_OCR_TEXT;
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
    const record = parsed.data;
    if (options.split !== null && record.split !== options.split) continue;
    yield ocrTextLabels
      ? {
          record,
          originalPath: locate(folder, record.image),
          ocrTextPath: locate(folder, record.file),
        }
      : {
          record,
          originalPath: locate(folder, record.file),
          ocrTextPath: locate(folder, record.ocr_file),
        };
  }
}
