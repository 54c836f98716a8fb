import { and, eq } from "drizzle-orm";
import type { DocumentStatus } from "../../../contracts/documents.ts";
import type { Actor } from "../../auth/actor.ts";
import type { Database } from "../../db/client.ts";
import { documents } from "../../db/schema/documents.ts";
import { withTransaction } from "../../db/transaction.ts";
import { AppError } from "../../errors.ts";
import { PROCESS_DOCUMENT_JOB } from "../../jobs/document-jobs.ts";
import type { JobQueue } from "../../jobs/job-queue.ts";
import { requireDocumentSummary } from "./find-document.ts";
import { presentDocumentStatus, type DocumentRow } from "./present-document.ts";

/**
 * Puts a failed document back in the queue from the start, its job created with it. Null when
 * the document is not failed (any more): someone else retried it first.
 */
export async function requeueFailedDocument(
  deps: { database: Database; jobQueue: JobQueue },
  documentId: string,
): Promise<DocumentRow | null> {
  const requeued = await withTransaction(deps.database, async (tx, sql) => {
    const [updated] = await tx
      .update(documents)
      .set({
        processingStatus: "queued",
        stage: null,
        progress: 0,
        errorCode: null,
        errorMessage: null,
        updatedAt: new Date(),
      })
      .where(and(eq(documents.id, documentId), eq(documents.processingStatus, "failed")))
      .returning();
    if (!updated) return null;
    await deps.jobQueue.send(PROCESS_DOCUMENT_JOB, { documentId }, { transaction: sql });
    return updated;
  });
  if (requeued) deps.jobQueue.wake(PROCESS_DOCUMENT_JOB);
  return requeued;
}

/** Spec §2 processing modal retry: a failed document goes back to the queue from the start. */
export async function retryDocument(
  deps: { database: Database; jobQueue: JobQueue },
  actor: Actor,
  documentId: string,
): Promise<DocumentStatus> {
  const { row } = await requireDocumentSummary(deps.database.db, actor, documentId);
  if (row.processingStatus !== "failed") {
    throw new AppError("CONFLICT", "Only a document whose processing failed can be retried.", {
      status: row.processingStatus,
    });
  }
  const requeued = await requeueFailedDocument(deps, documentId);
  if (!requeued) throw new AppError("CONFLICT", "The document is already being retried.");
  return presentDocumentStatus(requeued);
}
