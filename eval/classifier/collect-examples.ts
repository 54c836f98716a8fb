import path from "node:path";
import type { OcrEngine } from "../../src/reader/index.ts";
import type { DocumentText } from "../../src/understanding/index.ts";
import { chooseLabelMapping } from "../understanding/label-mapping.ts";
import { loadDocument } from "../understanding/load-document.ts";
import { readRecords } from "../understanding/read-records.ts";
import { isHeldOut } from "./holdout.ts";

/** A labelled document for the classifiers, with whether training may see it. */
export interface LabelledDocument {
  dataset: string;
  id: string;
  document: DocumentText;
  type: string;
  contractType: string | null;
  heldOut: boolean;
}

/**
 * Every document of a dataset folder with its type (and contract type) labels, read as the
 * harness reads it; the dataset's own OCR text where it has one, since the classifier should
 * learn from what a reader gives, and the scans are few.
 */
export async function collectExamples(
  folder: string,
  ocr: () => Promise<OcrEngine>,
): Promise<LabelledDocument[]> {
  const collected: LabelledDocument[] = [];
  let mapping: ReturnType<typeof chooseLabelMapping> | null = null;
  for await (const entry of readRecords(folder, { ocrText: true, split: null })) {
    mapping ??= chooseLabelMapping(path.basename(folder), entry.record);
    const gold = mapping.goldFields(entry.record);
    const loaded = await loadDocument(entry, { ocrText: true, ocr });
    if (!loaded || loaded.error || typeof gold.type !== "string") continue;
    const id = entry.record.id ?? entry.record.file;
    collected.push({
      dataset: mapping.dataset,
      id,
      document: loaded.document,
      type: gold.type,
      contractType: typeof gold.contract_type === "string" ? gold.contract_type : null,
      heldOut: isHeldOut(mapping.dataset, id),
    });
  }
  return collected;
}
