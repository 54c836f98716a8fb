import path from "node:path";
import { documentLines } from "../../src/understanding/document-lines.ts";
import { type DocumentText, understandDocument } from "../../src/understanding/index.ts";
import {
  type FieldCandidates,
  fieldCandidates,
  LEARNED_FIELDS,
  type LearnedField,
} from "../../src/understanding/learned/choose-fields.ts";
import { nameOverlap } from "../../src/understanding/learned/features.ts";
import { groupRows } from "../../src/understanding/rows.ts";
import { lazyOcrEngine } from "../understanding/evaluate-folder.ts";
import { chooseLabelMapping, type GoldFields } from "../understanding/label-mapping.ts";
import { loadDocument } from "../understanding/load-document.ts";
import { parseAmount, parseDate, type DateOrder } from "../understanding/normalise-values.ts";
import type { ReadCache } from "../understanding/read-cache.ts";
import { readRecords } from "../understanding/read-records.ts";
import { readSplitFile, recordKey, type Side } from "../splits/split-file.ts";

/** One document of a dataset with its candidates, which of them are right, and the rules' answer. */
export interface Example {
  dataset: string;
  id: string;
  side: Side;
  /** The type understanding gave the document: the learned choice is taken per type. */
  type: string;
  dateOrder: DateOrder;
  gold: GoldFields;
  found: Record<LearnedField, FieldCandidates>;
  right: Record<LearnedField, boolean[]>;
  rules: Partial<Record<LearnedField, string | number>>;
}

/** Amounts agree within half a percent; the harness's 1 % would also pass a wrong sum. */
function sameAmount(candidate: number, gold: number): boolean {
  return Math.abs(candidate - gold) <= Math.max(0.005, Math.abs(gold) * 0.005);
}

const NAME_AGREEMENT = 0.8;

/** Which candidates hold the gold value: amounts within 0.5 %, dates as ISO, names by words. */
function rightCandidates(
  field: LearnedField,
  found: FieldCandidates,
  gold: unknown,
  order: DateOrder,
): boolean[] {
  const golds = (Array.isArray(gold) ? gold : [gold]).filter((value) => value !== undefined);
  return found.candidates.map((candidate) =>
    golds.some((value) => {
      if (field === "total_amount") {
        const amount = parseAmount(value);
        return amount !== null && sameAmount(candidate.value as number, amount);
      }
      if (field === "date") {
        return (
          typeof value === "string" &&
          value.split(";").some((each) => parseDate(each, order) === candidate.value)
        );
      }
      return (
        typeof value === "string" && nameOverlap(String(candidate.value), value) >= NAME_AGREEMENT
      );
    }),
  );
}

/**
 * A document's example: its candidates, which of them hold the gold value, and the rules'
 * answer; null when understanding does not take it for an accounting document.
 */
export function exampleOf(
  dataset: string,
  id: string,
  side: Side,
  document: DocumentText,
  labels: { gold: GoldFields; dateOrder: DateOrder },
): Example | null {
  const rules = understandDocument(document, { fieldModel: null });
  if (rules.vertical !== "accounting") return null;
  const rows = groupRows(documentLines(document));
  const found = fieldCandidates(rows, rules.fields);
  const right = Object.fromEntries(
    LEARNED_FIELDS.map((field) => [
      field,
      rightCandidates(field, found[field], labels.gold[field], labels.dateOrder),
    ]),
  ) as Record<LearnedField, boolean[]>;
  return {
    dataset,
    id,
    side,
    type: rules.type.value,
    dateOrder: labels.dateOrder,
    gold: labels.gold,
    found,
    right,
    rules: {
      total_amount: rules.fields.total_amount?.value,
      date: rules.fields.date?.value,
      vendor: rules.fields.vendor?.value,
    },
  };
}

export interface ExampleSource {
  /** A name for the tables: the folder's, with ":ocr-text" when the dataset's OCR is read. */
  name: string;
  folder: string;
  ocrText: boolean;
}

/**
 * Every accounting document of a dataset folder on the given sides of its frozen split. Test
 * documents are loaded only to print their figures, never to fit anything.
 */
export async function loadExamples(
  source: ExampleSource,
  cache: ReadCache | null,
  sides: readonly Side[],
): Promise<Example[]> {
  const split = readSplitFile(source.folder);
  if (!split) throw new Error(`${source.folder} has no frozen split in eval/splits`);
  const ocr = lazyOcrEngine();
  const examples: Example[] = [];
  try {
    for await (const entry of readRecords(source.folder, {
      ocrText: source.ocrText,
      split: null,
    })) {
      const side = split.records[recordKey(entry.record)];
      if (!side || !sides.includes(side)) continue;
      const mapping = chooseLabelMapping(path.basename(source.folder), entry.record);
      const loaded = await loadDocument(entry, { ocrText: source.ocrText, ocr: ocr.get, cache });
      if (!loaded) continue;
      const example = exampleOf(source.name, recordKey(entry.record), side, loaded.document, {
        gold: mapping.goldFields(entry.record),
        dateOrder: mapping.dateOrder,
      });
      if (example) examples.push(example);
    }
  } finally {
    await ocr.close();
  }
  return examples;
}
