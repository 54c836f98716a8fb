import { XERO_SEND_RETRY } from "../../contracts/integrations.ts";
import { retryXeroSending, type XeroDeps } from "../domain/integrations/xero-integration.ts";
import { SEND_TO_XERO_JOB, xeroRetryPolicy } from "./integration-jobs.ts";
import { defineJob, type AnyJobDefinition } from "./job-definition.ts";

/** The queued Xero sendings, for a process where Xero is configured. */
export function createXeroJobs(
  deps: XeroDeps,
  retry = XERO_SEND_RETRY,
): readonly AnyJobDefinition[] {
  const policy = xeroRetryPolicy(retry);
  const sendToXeroJob = defineJob({
    ...SEND_TO_XERO_JOB,
    retry: policy,
    handle: (payload, context) =>
      retryXeroSending(deps, payload, { lastAttempt: context.attempt >= policy.limit }),
  });
  return [sendToXeroJob as AnyJobDefinition];
}
