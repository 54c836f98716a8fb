import { and, eq, inArray, lt, sql } from "drizzle-orm";
import { ACTIVE_PROCESSING_STATUSES } from "../../../contracts/documents.ts";
import { HOUSEKEEPING } from "../../../contracts/limits.ts";
import type { Database } from "../../db/client.ts";
import { documents } from "../../db/schema/documents.ts";
import { PROCESS_DOCUMENT_JOB } from "../../jobs/document-jobs.ts";
import type { JobLookup } from "../../jobs/job-definition.ts";

/** Documents looked at per round; the oldest first, the rest at the next round. */
const BATCH_SIZE = 500;

/**
 * A document waiting or processing whose job is no longer waiting, running or due for a retry
 * will never finish: its worker died on every attempt, the job expired, or the job was lost.
 * Such documents are marked failed with PROCESSING_INTERRUPTED, so the user sees why and can
 * retry. A handler's own last attempt records its error itself; this catches what no handler
 * lived to record. Returns the ids marked.
 */
export async function failAbandonedDocuments(
  database: Database,
  jobs: JobLookup,
  graceSeconds: number = HOUSEKEEPING.abandonedDocumentGraceSeconds,
): Promise<string[]> {
  const { db } = database;
  const untouchedForGrace = and(
    inArray(documents.processingStatus, [...ACTIVE_PROCESSING_STATUSES]),
    lt(documents.updatedAt, sql`now() - make_interval(secs => ${graceSeconds})`),
  );
  const candidates = await db
    .select({ id: documents.id })
    .from(documents)
    .where(untouchedForGrace)
    .orderBy(documents.updatedAt)
    .limit(BATCH_SIZE);
  if (candidates.length === 0) return [];
  const live = await jobs.liveJobKeys(
    PROCESS_DOCUMENT_JOB,
    "documentId",
    candidates.map((candidate) => candidate.id),
  );
  const marked: string[] = [];
  for (const candidate of candidates.filter((row) => !live.has(row.id))) {
    // Only if still untouched: a document only gets a new job (a retry) with a new updatedAt.
    const [failed] = await db
      .update(documents)
      .set({
        processingStatus: "failed",
        errorCode: "PROCESSING_INTERRUPTED",
        errorMessage: "Processing stopped before it finished: its job ended without a result.",
        updatedAt: new Date(),
      })
      .where(and(eq(documents.id, candidate.id), untouchedForGrace))
      .returning({ id: documents.id });
    if (failed) marked.push(failed.id);
  }
  return marked;
}
