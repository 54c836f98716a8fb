/** CUAD's dev side for the legal dev tools: the frozen split decides, test records never leave. */
import path from "node:path";
import { readSplitFile, recordKey } from "../../splits/split-file.ts";
import type { DatasetRecord } from "../../understanding/dataset-record.ts";
import { readRecordLines } from "../../understanding/read-records.ts";

export const CUAD = path.resolve(import.meta.dirname, "../../../../shared/datasets/cuad");

/** CUAD's dev records, in file order; test records are never yielded. */
export async function cuadDevRecords(): Promise<DatasetRecord[]> {
  const frozen = readSplitFile(CUAD);
  if (!frozen) throw new Error(`${CUAD} has no frozen split`);
  const records: DatasetRecord[] = [];
  for await (const record of readRecordLines(path.join(CUAD, "expected.jsonl"))) {
    if (frozen.records[recordKey(record)] === "dev") records.push(record);
  }
  return records;
}
