import path from "node:path";
import type { OcrEngine } from "../../src/reader/index.ts";
import type { DocumentText } from "../../src/understanding/index.ts";
import { readSplitFile, SPLITS_FOLDER, type Side } from "../splits/split-file.ts";
import { chooseLabelMapping } from "../understanding/label-mapping.ts";
import { loadDocument } from "../understanding/load-document.ts";
import { readRecords } from "../understanding/read-records.ts";

/** A labelled document for the classifiers, with its side in the dataset's frozen split. */
export interface LabelledDocument {
  dataset: string;
  id: string;
  document: DocumentText;
  type: string;
  contractType: string | null;
  /** Training sees the dev side only; the test side is what the harness's floors judge. */
  side: Side;
}

/**
 * Every document of a dataset folder with its type (and contract type) labels and its side in
 * the folder's frozen split (eval/splits/), read as the harness reads it; the dataset's own
 * OCR text where it has one, since the classifier should learn from what a reader gives, and
 * the scans are few. A folder without a frozen split stops the run: a model trained on it
 * could not be measured on documents it has not seen.
 */
export async function collectExamples(
  folder: string,
  ocr: () => Promise<OcrEngine>,
  splitsFolder = SPLITS_FOLDER,
): Promise<LabelledDocument[]> {
  const frozen = readSplitFile(folder, splitsFolder);
  if (!frozen) {
    throw new Error(
      `${folder} has no frozen split in eval/splits/: nothing says which side to train on`,
    );
  }
  const collected: LabelledDocument[] = [];
  let mapping: ReturnType<typeof chooseLabelMapping> | null = null;
  for await (const entry of readRecords(folder, { ocrText: true, frozen, split: null })) {
    mapping ??= chooseLabelMapping(path.basename(folder), entry.record);
    const gold = mapping.goldFields(entry.record);
    const loaded = await loadDocument(entry, { ocrText: true, ocr });
    if (!loaded || loaded.error || typeof gold.type !== "string" || !entry.side) continue;
    collected.push({
      dataset: mapping.dataset,
      id: entry.record.id ?? entry.record.file,
      document: loaded.document,
      type: gold.type,
      contractType: typeof gold.contract_type === "string" ? gold.contract_type : null,
      side: entry.side,
    });
  }
  return collected;
}

/**
 * The documents the models learn from (the frozen dev sides) and those they are measured on
 * (the test sides, which the harness's floors judge), so no test document is ever trained on.
 */
export function splitForTraining(documents: LabelledDocument[]): {
  training: LabelledDocument[];
  test: LabelledDocument[];
} {
  return {
    training: documents.filter((document) => document.side === "dev"),
    test: documents.filter((document) => document.side === "test"),
  };
}
