import fs from "node:fs/promises";
import path from "node:path";
import { type OcrEngine, readDocument, sniffFileType } from "../../src/reader/index.ts";
import type { DocumentText } from "../../src/understanding/index.ts";
import { documentFromOcrBoxes, documentFromPlainText } from "./document-text.ts";
import type { ReadCache } from "./read-cache.ts";
import type { EvalRecord } from "./read-records.ts";

export type DocumentSource = "ocr-text" | "reader" | "cached-reading" | "plain-text";

export interface LoadedDocument {
  document: DocumentText;
  source: DocumentSource;
  /** Why reading failed; the document then goes to understanding empty, as in the product. */
  error: string | null;
}

const EMPTY_DOCUMENT: DocumentText = { pages: [], text: "", language: null };

async function exists(file: string | null): Promise<boolean> {
  if (file === null) return false;
  return fs.stat(file).then(
    (stat) => stat.isFile(),
    () => false,
  );
}

async function readOriginal(
  file: string,
  ocr: () => Promise<OcrEngine>,
  cache: ReadCache | null,
): Promise<LoadedDocument> {
  const bytes = await fs.readFile(file);
  if (path.extname(file).toLowerCase() === ".txt") {
    return {
      document: documentFromPlainText(bytes.toString("utf8")),
      source: "plain-text",
      error: null,
    };
  }
  const sniffed = await sniffFileType(bytes);
  if (!sniffed)
    return { document: EMPTY_DOCUMENT, source: "reader", error: "not a file kind berkas reads" };
  const cached = await cache?.get(bytes);
  if (cached) return { document: cached, source: "cached-reading", error: null };
  try {
    const document = await readDocument(bytes, sniffed.kind, { ocr: await ocr() });
    await cache?.put(bytes, document);
    return { document, source: "reader", error: null };
  } catch (error) {
    return { document: EMPTY_DOCUMENT, source: "reader", error: (error as Error).message };
  }
}

/**
 * A record's document text: the dataset's own OCR text when asked for and present, otherwise
 * the original through the reader (a `.txt` as plain text). Null when neither is on disk, so
 * the record is skipped. `ocr` gives the run's one engine, made on first need; `cache` keeps
 * readings between runs.
 */
export async function loadDocument(
  entry: Omit<EvalRecord, "side">,
  options: { ocrText: boolean; ocr: () => Promise<OcrEngine>; cache?: ReadCache | null },
): Promise<LoadedDocument | null> {
  if (options.ocrText && (await exists(entry.ocrTextPath))) {
    const content = await fs.readFile(entry.ocrTextPath!, "utf8");
    return { document: documentFromOcrBoxes(content), source: "ocr-text", error: null };
  }
  if (await exists(entry.originalPath))
    return readOriginal(entry.originalPath!, options.ocr, options.cache ?? null);
  return null;
}
