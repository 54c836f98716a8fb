import { z } from "zod";
import type { JobSpec, RetryPolicy } from "./job-definition.ts";

/** Reads, indexes and previews one uploaded document (DESIGN §5). */
export const PROCESS_DOCUMENT_JOB: JobSpec<{ documentId: string }> = {
  name: "process-document",
  payload: z.object({ documentId: z.uuid() }),
};

/**
 * A crash or a lost database connection is worth two more tries; a file that cannot be read
 * fails at once (the handler records it), and the user can still retry by hand.
 */
export const PROCESS_DOCUMENT_RETRY: RetryPolicy = {
  limit: 2,
  delaySeconds: 5,
  maxDelaySeconds: 60,
};

/** Short, so a job whose worker died is handed on within about a minute. */
export const PROCESS_DOCUMENT_HEARTBEAT_SECONDS = 10;
/** A 500-page scan is OCR'd page by page; past an hour something is wrong. */
export const PROCESS_DOCUMENT_EXPIRE_SECONDS = 60 * 60;
