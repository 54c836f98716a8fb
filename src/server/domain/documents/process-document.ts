import { buffer } from "node:stream/consumers";
import { Readable } from "node:stream";
import { eq } from "drizzle-orm";
import type { Logger } from "pino";
import type { ProcessingErrorCode, ProcessingStage } from "../../../contracts/documents.ts";
import { STAGE_TIME_LIMITS_MS } from "../../../contracts/limits.ts";
import {
  readDocument,
  ReaderError,
  renderPreview,
  type OcrEngine,
  type ReadResult,
} from "../../../reader/index.ts";
import type { FileKind } from "../../../reader/sniff-file-type.ts";
import type { Database, Db } from "../../db/client.ts";
import { documentReadings, documents } from "../../db/schema/documents.ts";
import type { JobContext } from "../../jobs/job-definition.ts";
import type { BlobStore } from "../../providers/storage/blob-store.ts";
import { recordAuditEntry } from "../audit/record-audit-entry.ts";
import { indexDocument } from "../search/index-document.ts";
import { lockFileHash } from "./file-references.ts";
import { DOCUMENT_LIST_COLUMNS } from "./find-document.ts";

/**
 * The seam where understanding (type, fields, clauses) joins the pipeline: it gets the reading
 * and writes what it finds on the document. Without one the stage is passed over.
 */
export interface DocumentUnderstanding {
  understand(input: {
    db: Db;
    documentId: string;
    organizationId: string;
    vertical: string;
    reading: ReadResult;
  }): Promise<void>;
}

export interface ProcessingDeps {
  database: Database;
  blobStore: BlobStore;
  /** Created on first use and shared by every job of the process. */
  ocr: () => Promise<OcrEngine>;
  logger: Logger;
  understanding?: DocumentUnderstanding;
  /** Overrides STAGE_TIME_LIMITS_MS, stage by stage. */
  stageTimeLimitsMs?: Partial<StageTimeLimits>;
}

type StageTimeLimits = Record<keyof typeof STAGE_TIME_LIMITS_MS, number>;
type TimedStage = keyof StageTimeLimits;

const STAGE_NAMES: Record<TimedStage, string> = {
  read: "Reading",
  understand: "Understanding",
  index: "Indexing",
  preview: "Making the preview",
};

/**
 * Runs one stage within its time limit. Past it the stage's signal aborts (reading and the
 * preview stop their thread on it) and the attempt fails with the stage named; the job's retry
 * policy decides what happens next, as for any other failure.
 */
async function withinTimeLimit<Result>(
  deps: ProcessingDeps,
  stage: TimedStage,
  jobSignal: AbortSignal,
  run: (signal: AbortSignal) => Promise<Result>,
): Promise<Result> {
  const limitMs = deps.stageTimeLimitsMs?.[stage] ?? STAGE_TIME_LIMITS_MS[stage];
  const timeLimit = new AbortController();
  const timer = setTimeout(() => {
    timeLimit.abort(
      new Error(`${STAGE_NAMES[stage]} took longer than ${Math.round(limitMs / 1000)} s.`),
    );
  }, limitMs);
  const timedOut = new Promise<never>((_, reject) => {
    timeLimit.signal.addEventListener("abort", () => reject(timeLimit.signal.reason), {
      once: true,
    });
  });
  try {
    return await Promise.race([run(AbortSignal.any([jobSignal, timeLimit.signal])), timedOut]);
  } finally {
    clearTimeout(timer);
  }
}

/** Progress (percent) at which each stage starts; reading fills the span up to `understand`. */
const STAGE_START: Record<ProcessingStage, number> = {
  read: 5,
  understand: 65,
  index: 80,
  preview: 90,
  complete: 100,
};
/**
 * A picture's page shows the picture itself, so its thumbnail is wanted only later (the
 * assistant's preview): it is made after the document is complete, and the wait for a photo's
 * fields ends when they are saved. Other kinds' pages show the thumbnail, so it comes first.
 */
const PREVIEW_AFTER_COMPLETE: ReadonlySet<FileKind> = new Set(["jpeg", "png", "heic"]);

/** Progress writes during reading are skipped until it moved this many points. */
const PROGRESS_STEP = 5;

async function setStage(db: Db, documentId: string, stage: ProcessingStage): Promise<void> {
  await db
    .update(documents)
    .set({ stage, progress: STAGE_START[stage], updatedAt: new Date() })
    .where(eq(documents.id, documentId));
}

async function readStage(
  deps: ProcessingDeps,
  documentId: string,
  fileHash: string,
  kind: FileKind,
  signal: AbortSignal,
): Promise<{ bytes: Buffer; reading: ReadResult }> {
  const { db } = deps.database;
  const bytes = await buffer(await deps.blobStore.get(fileHash));
  let written = STAGE_START.read;
  let pending: Promise<unknown> = Promise.resolve();
  const span = STAGE_START.understand - STAGE_START.read;
  const reading = await readDocument(bytes, kind, {
    ocr: await deps.ocr(),
    signal,
    onProgress: (fraction) => {
      const progress = STAGE_START.read + Math.floor(span * Math.min(1, Math.max(0, fraction)));
      if (progress - written < PROGRESS_STEP) return;
      written = progress;
      pending = pending.then(() =>
        db.update(documents).set({ progress }).where(eq(documents.id, documentId)),
      );
    },
  });
  await pending;
  await db.transaction(async (tx) => {
    await tx
      .update(documents)
      .set({
        content: reading.text,
        language: reading.language,
        pageCount: reading.pageCount,
        updatedAt: new Date(),
      })
      .where(eq(documents.id, documentId));
    await tx
      .insert(documentReadings)
      .values({ documentId, pages: reading.pages, warnings: reading.warnings })
      .onConflictDoUpdate({
        target: documentReadings.documentId,
        set: { pages: reading.pages, warnings: reading.warnings, readAt: new Date() },
      });
  });
  return { bytes, reading };
}

/**
 * A missing thumbnail is not worth failing a document that was read: it is logged and left,
 * also when it takes longer than its time limit.
 */
async function previewStage(
  deps: ProcessingDeps,
  documentId: string,
  bytes: Buffer,
  kind: FileKind,
  signal: AbortSignal,
): Promise<void> {
  try {
    const webp = await withinTimeLimit(deps, "preview", signal, (stageSignal) =>
      renderPreview(bytes, kind, { signal: stageSignal }),
    );
    const store = () => deps.blobStore.put(Readable.from([webp]));
    const stored = await store();
    // Thumbnails are shared by content like files: a delete elsewhere of a document with the
    // same thumbnail may remove it between the put and the update, so the reference is
    // recorded under the hash's lock and the thumbnail stored again if it went meanwhile.
    await deps.database.db.transaction(async (tx) => {
      await lockFileHash(tx, stored.sha256);
      await tx
        .update(documents)
        .set({ previewHash: stored.sha256, previewFormat: "webp" })
        .where(eq(documents.id, documentId));
      if (!(await deps.blobStore.exists(stored.sha256))) await store();
    });
  } catch (error) {
    deps.logger.warn({ err: error, documentId }, "preview could not be made");
  }
}

/**
 * Runs every stage of one document. Each stage overwrites what it wrote before, so a retried or
 * resumed job simply runs again; a document already complete (or deleted) is left alone.
 */
export async function processDocument(
  deps: ProcessingDeps,
  documentId: string,
  signal: AbortSignal,
): Promise<void> {
  const { db } = deps.database;
  const [row] = await db
    .select(DOCUMENT_LIST_COLUMNS)
    .from(documents)
    .where(eq(documents.id, documentId))
    .limit(1);
  if (!row || row.processingStatus === "complete") return;
  const startedAt = Date.now();

  await db
    .update(documents)
    .set({
      processingStatus: "processing",
      stage: "read",
      progress: STAGE_START.read,
      errorCode: null,
      errorMessage: null,
      updatedAt: new Date(),
    })
    .where(eq(documents.id, documentId));
  const kind = row.fileKind as FileKind;
  const { bytes, reading } = await withinTimeLimit(deps, "read", signal, (stageSignal) =>
    readStage(deps, documentId, row.fileHash, kind, stageSignal),
  );

  const { understanding } = deps;
  if (understanding) {
    await setStage(db, documentId, "understand");
    await withinTimeLimit(deps, "understand", signal, () =>
      understanding.understand({
        db,
        documentId,
        organizationId: row.organizationId,
        vertical: row.vertical,
        reading,
      }),
    );
  }
  await setStage(db, documentId, "index");
  await withinTimeLimit(deps, "index", signal, () => indexDocument(db, documentId));
  const previewLast = PREVIEW_AFTER_COMPLETE.has(kind);
  if (!previewLast) {
    await setStage(db, documentId, "preview");
    await previewStage(deps, documentId, bytes, kind, signal);
  }

  const completed = await db.transaction(async (tx) => {
    const [completed] = await tx
      .update(documents)
      .set({
        processingStatus: "complete",
        stage: "complete",
        progress: STAGE_START.complete,
        processedAt: new Date(),
        updatedAt: new Date(),
      })
      .where(eq(documents.id, documentId))
      .returning({ id: documents.id });
    if (!completed) return false;
    await recordAuditEntry(tx, {
      organizationId: row.organizationId,
      actor: null,
      actionType: "document_processed",
      resourceType: "document",
      resourceId: documentId,
      details: {
        name: row.name,
        page_count: reading.pageCount,
        language: reading.language,
        methods: [...new Set(reading.pages.map((page) => page.method))],
        duration_ms: Date.now() - startedAt,
      },
    });
    return true;
  });
  if (completed && previewLast) await previewStage(deps, documentId, bytes, kind, signal);
}

async function markFailed(
  db: Db,
  documentId: string,
  code: ProcessingErrorCode,
  message: string,
): Promise<void> {
  await db
    .update(documents)
    .set({
      processingStatus: "failed",
      errorCode: code,
      errorMessage: message,
      updatedAt: new Date(),
    })
    .where(eq(documents.id, documentId));
}

/**
 * The job's handler. A file that cannot be read fails at once with its reason; any other error
 * is retried by the queue, and recorded as a failure on the last attempt, so the user sees it
 * and can retry by hand.
 */
export async function handleProcessDocument(
  deps: ProcessingDeps,
  documentId: string,
  context: JobContext & { lastAttempt: boolean },
): Promise<void> {
  try {
    await processDocument(deps, documentId, context.signal);
  } catch (error) {
    const { db } = deps.database;
    if (error instanceof ReaderError) {
      await markFailed(db, documentId, error.code, error.message);
      return;
    }
    deps.logger.error({ err: error, documentId, attempt: context.attempt }, "processing failed");
    if (context.lastAttempt && !context.signal.aborted) {
      const message = error instanceof Error ? error.message : String(error);
      await markFailed(db, documentId, "PROCESSING_FAILED", message);
      return;
    }
    await db
      .update(documents)
      .set({ processingStatus: "queued", stage: null, progress: 0, updatedAt: new Date() })
      .where(eq(documents.id, documentId));
    throw error;
  }
}
