import { createHash } from "node:crypto";
import path from "node:path";
import { understandDocument, type DocumentText } from "../../src/understanding/index.ts";
import type { Db } from "../../src/server/db/client.ts";
import { documents } from "../../src/server/db/schema/documents.ts";
import { documentColumns } from "../../src/server/domain/documents/understand-stage.ts";
import { indexDocument } from "../../src/server/domain/search/index-document.ts";
import { lazyOcrEngine } from "../understanding/evaluate-folder.ts";
import { loadDocument } from "../understanding/load-document.ts";
import {
  defaultCacheFolder,
  openReadCache,
  readerFingerprint,
  type ReadCache,
} from "../understanding/read-cache.ts";
import { readRecords } from "../understanding/read-records.ts";
import type { DatasetRecord } from "../understanding/dataset-record.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");

/**
 * CI runs the corpus evaluations at the lowest CPU priority beside the browser tests, where the
 * embedded database's start has waited past the product's two minutes for CPU time.
 */
export const CORPUS_DATABASE_START_TIMEOUT_MS = 30 * 60_000;

/**
 * The search corpus, THE one the search and assistant evaluations both run over: our 52
 * labelled documents and 48 generated ones (`eval/datasets/heldout/generate.ts --seed 83
 * --count 48`, committed in `corpus/` so the judgements never drift with the generator). The
 * generated ids are prefixed, since both folders number their own.
 */
export const SEARCH_CORPUS = [
  { folder: path.join(ROOT, "eval/datasets/berkas"), prefix: "" },
  { folder: path.join(ROOT, "eval/search/corpus"), prefix: "gen-" },
] as const;

/** One corpus document as stored: its dataset id, database id, labels and read text. */
export interface CorpusDocument {
  /** The id judged queries and questions name it by. */
  id: string;
  documentId: string;
  record: DatasetRecord;
  text: string;
  language: "id" | "en" | null;
}

/**
 * Reads, understands, stores and indexes one document as the product's processing would, in
 * the given organization; returns its database id.
 */
async function storeDocument(
  db: Db,
  organizationId: string,
  record: DatasetRecord,
  document: DocumentText,
): Promise<string> {
  const understanding = understandDocument(document);
  const fileName = path.basename(record.file ?? "");
  const [row] = await db
    .insert(documents)
    .values({
      organizationId,
      vertical: understanding.vertical,
      name: fileName.replace(/\.[^.]+$/, ""),
      originalFilename: fileName,
      mimeType: "application/octet-stream",
      fileKind: path.extname(fileName).slice(1).toLowerCase(),
      sizeBytes: document.text.length,
      fileHash: createHash("sha256").update(`${organizationId}/${record.file}`).digest("hex"),
      processingStatus: "complete",
      progress: 100,
      content: document.text,
      language: document.language,
      ...documentColumns(understanding),
    })
    .returning({ id: documents.id });
  await indexDocument(db, row!.id);
  return row!.id;
}

async function* loadFolder(
  db: Db,
  organizationId: string,
  folder: string,
  prefix: string,
  ocr: ReturnType<typeof lazyOcrEngine>,
  cache: ReadCache | null,
): AsyncGenerator<CorpusDocument> {
  for await (const entry of readRecords(folder, { ocrText: false, split: null })) {
    const loaded = await loadDocument(entry, { ocrText: false, ocr: ocr.get, cache });
    if (!loaded) throw new Error(`${folder}: ${entry.record.file} is missing`);
    const id = `${prefix}${entry.record.id ?? entry.record.file}`;
    yield {
      id,
      documentId: await storeDocument(db, organizationId, entry.record, loaded.document),
      record: entry.record,
      text: loaded.document.text,
      language: loaded.document.language,
    };
  }
}

async function withReaders<T>(
  work: (ocr: ReturnType<typeof lazyOcrEngine>, cache: ReadCache | null) => Promise<T>,
): Promise<T> {
  const ocr = lazyOcrEngine();
  const cacheFolder = defaultCacheFolder();
  const cache = cacheFolder ? await openReadCache(cacheFolder, await readerFingerprint()) : null;
  try {
    return await work(ocr, cache);
  } finally {
    await ocr.close();
  }
}

/**
 * Dataset folders as the product holds them after processing: read by the reader (photos
 * OCR'd once, then kept by the evaluations' read cache), understood, stored and indexed in one
 * organization. Returns every document by its dataset id, prefixed as its folder says.
 */
export async function loadCorpusFolders(
  db: Db,
  organizationId: string,
  folders: ReadonlyArray<{ folder: string; prefix: string }>,
): Promise<Map<string, CorpusDocument>> {
  return withReaders(async (ocr, cache) => {
    const corpus = new Map<string, CorpusDocument>();
    for (const { folder, prefix } of folders) {
      for await (const document of loadFolder(db, organizationId, folder, prefix, ocr, cache)) {
        corpus.set(document.id, document);
      }
    }
    return corpus;
  });
}

/** The search corpus (SEARCH_CORPUS) as the product holds it after processing. */
export async function loadSearchCorpus(
  db: Db,
  organizationId: string,
): Promise<Map<string, CorpusDocument>> {
  return loadCorpusFolders(db, organizationId, SEARCH_CORPUS);
}
