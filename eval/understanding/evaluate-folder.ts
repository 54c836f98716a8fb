import fs from "node:fs";
import path from "node:path";
import { once } from "node:events";
import { createOcrEngine, type OcrEngine } from "../../src/reader/index.ts";
import {
  type DocumentText,
  understandDocument,
  type Understanding,
} from "../../src/understanding/index.ts";
import type { Side, SplitFile } from "../splits/split-file.ts";
import type { RunSummary, SideSummary } from "./format-report.ts";
import { chooseLabelMapping, type LabelMapping } from "./label-mapping.ts";
import { loadDocument } from "./load-document.ts";
import type { ReadCache } from "./read-cache.ts";
import { hasValue, isScoredField, scoreField } from "./match-value.ts";
import { type PredictionFields, predictionFields } from "./prediction-fields.ts";
import { readRecords } from "./read-records.ts";
import { ClauseTally } from "./score-clauses.ts";
import { FieldTally, overallAccuracy } from "./tally-fields.ts";

export interface EvaluateOptions {
  folder: string;
  ocrText: boolean;
  limit: number | null;
  /** Keep one side of the folder's frozen split. */
  split: Side | null;
  /** The folder's frozen dev/test split (eval/splits/); null: the folder has none. */
  frozen: SplitFile | null;
  /** Where to write one JSON line of predictions per document. */
  predictions: string | null;
  /** The understanding to score; the product's own unless a test stands in for it. */
  understand?: (document: DocumentText) => Understanding;
  /** Told of each document as it is done. */
  onDocument?: (done: number, file: string) => void;
  /** Readings kept from earlier runs; none means every file is read. */
  readCache?: ReadCache | null;
}

export interface Evaluation {
  summary: RunSummary;
  /** Gold values present but not scorable, per field. */
  unusable: Partial<Record<string, number>>;
  /** Documents read from the dataset's own OCR text. */
  fromOcrText: number;
  /** Documents whose reading an earlier run kept (same bytes, reader and OCR engine). */
  fromReadCache: number;
  /** Files the reader or understanding failed on, with why; scored as predicting nothing. */
  failures: string[];
  /** Reading (or parsing the OCR text) per page read afresh, for comparison with understanding. */
  readMsPerPage: number;
}

/** The run's one OCR engine, made when a document first needs it. */
export function lazyOcrEngine() {
  let engine: Promise<OcrEngine> | null = null;
  return {
    get: () => (engine ??= createOcrEngine()),
    close: async () => {
      if (engine) await (await engine).terminate();
    },
  };
}

/** Understanding's answer, or the error it threw: the run goes on and says so. */
function understandOrError(
  understand: (document: DocumentText) => Understanding,
  document: DocumentText,
): Understanding | Error {
  try {
    return understand(document);
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error));
  }
}

/**
 * Reads, understands and scores every document of a dataset folder, one at a time, with one
 * OCR engine made on first need and closed at the end.
 */
export async function evaluateFolder(options: EvaluateOptions): Promise<Evaluation> {
  const understand = options.understand ?? understandDocument;
  const ocr = lazyOcrEngine();
  const output = options.predictions ? fs.createWriteStream(options.predictions) : null;
  const fields = new FieldTally();
  const clauses = new ClauseTally();
  const sides = new Map<Side, { documents: number; fields: FieldTally; clauses: ClauseTally }>();
  const sideTally = (side: Side) => {
    let tally = sides.get(side);
    if (!tally) {
      tally = { documents: 0, fields: new FieldTally(), clauses: new ClauseTally() };
      sides.set(side, tally);
    }
    return tally;
  };
  let mapping: LabelMapping | null = null;
  let [documents, skipped, fromOcrText, fromReadCache, pages, understandMs] = [0, 0, 0, 0, 0, 0];
  let [readMs, pagesRead] = [0, 0];
  const failures: string[] = [];

  try {
    for await (const entry of readRecords(options.folder, options)) {
      if (options.limit !== null && documents >= options.limit) break;
      mapping ??= chooseLabelMapping(path.basename(options.folder), entry.record);

      const readStarted = performance.now();
      const loaded = await loadDocument(entry, {
        ocrText: options.ocrText,
        ocr: ocr.get,
        cache: options.readCache ?? null,
      });
      if (!loaded) {
        skipped++;
        continue;
      }
      if (loaded.source === "ocr-text") fromOcrText++;
      if (loaded.source === "cached-reading") {
        fromReadCache++;
      } else {
        readMs += performance.now() - readStarted;
        pagesRead += loaded.document.pages.length;
      }
      if (loaded.error) failures.push(`${entry.record.file}: reading: ${loaded.error}`);

      const started = performance.now();
      const understanding = understandOrError(understand, loaded.document);
      understandMs += performance.now() - started;
      pages += loaded.document.pages.length;
      documents++;
      const side = entry.side ? sideTally(entry.side) : null;
      if (side) side.documents++;

      let predicted: PredictionFields = {};
      if (understanding instanceof Error) {
        failures.push(`${entry.record.file}: understanding: ${understanding.message}`);
      } else {
        predicted = predictionFields(understanding);
      }
      for (const [field, gold] of Object.entries(mapping.goldFields(entry.record))) {
        if (isScoredField(field) && hasValue(gold)) {
          const outcome = scoreField(field, predicted[field], gold, mapping.dateOrder);
          fields.add(field, outcome);
          side?.fields.add(field, outcome);
        }
      }
      if (mapping.goldClauses) {
        const predictedClauses = understanding instanceof Error ? [] : understanding.clauses;
        const goldClauses = mapping.goldClauses(entry.record);
        clauses.add(predictedClauses, goldClauses);
        side?.clauses.add(predictedClauses, goldClauses);
      }
      if (
        output &&
        !output.write(`${JSON.stringify({ file: entry.record.file, fields: predicted })}\n`)
      ) {
        await once(output, "drain");
      }
      options.onDocument?.(documents, entry.record.file);
    }
  } finally {
    if (output) {
      output.end();
      await once(output, "finish");
    }
    await ocr.close();
  }

  const scores = fields.scores();
  const sideSummaries: Partial<Record<Side, SideSummary>> = {};
  for (const name of ["dev", "test"] as const) {
    const side = sides.get(name);
    if (!side) continue;
    const sideScores = side.fields.scores();
    sideSummaries[name] = {
      documents: side.documents,
      fields: sideScores,
      overall: overallAccuracy(sideScores),
      clauses: side.clauses.scored ? side.clauses.report() : null,
    };
  }
  return {
    summary: {
      dataset: path.basename(options.folder),
      documents,
      skipped,
      fields: scores,
      overall: overallAccuracy(scores),
      split: options.frozen && { salt: options.frozen.salt, counts: options.frozen.counts },
      sides: sideSummaries,
      clauses: clauses.scored ? clauses.report() : null,
      msPerPage: pages > 0 ? understandMs / pages : 0,
      notes: mapping?.unscored ? [mapping.unscored] : [],
    },
    unusable: fields.unusable(),
    fromOcrText,
    fromReadCache,
    failures,
    readMsPerPage: pagesRead > 0 ? readMs / pagesRead : 0,
  };
}
