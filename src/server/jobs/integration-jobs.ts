import { z } from "zod";
import { XERO_SEND_RETRY } from "../../contracts/integrations.ts";
import type { JobSpec, RetryPolicy } from "./job-definition.ts";

/** Tries again to send a document Xero was unavailable for (decision 0030). */
export const SEND_TO_XERO_JOB: JobSpec<{ documentId: string; userId: string }> = {
  name: "send-to-xero",
  payload: z.object({ documentId: z.uuid(), userId: z.string().min(1) }),
};

/** The queue's retries: every try after the first is one. */
export function xeroRetryPolicy(retry = XERO_SEND_RETRY): RetryPolicy {
  return {
    limit: retry.tries - 1,
    delaySeconds: retry.firstDelaySeconds,
    maxDelaySeconds: retry.maxDelaySeconds,
  };
}
