import type { AdminAnalyticsBodies } from "./api/analytics-api.ts";

/** Spec §8's analytics messages, in the order they are told apart. */
export type AnalyticsFailure = "requestsFailed" | "errorResponse" | "fetchFailed";

export class AnalyticsError extends Error {
  readonly reason: AnalyticsFailure;
  constructor(reason: AnalyticsFailure) {
    super(reason);
    this.name = "AnalyticsError";
    this.reason = reason;
  }
}

/**
 * The three answers, or why they cannot be shown: any non-OK status is "One or more analytics
 * requests failed", an `error` field in any body is "API returned error response" (spec §7).
 */
export async function readAnalytics(responses: Response[]): Promise<AdminAnalyticsBodies> {
  if (responses.some((response) => !response.ok)) throw new AnalyticsError("requestsFailed");
  const bodies: unknown[] = await Promise.all(
    responses.map((response) => response.json() as Promise<unknown>),
  );
  if (bodies.some((body) => typeof body !== "object" || body === null || "error" in body)) {
    throw new AnalyticsError("errorResponse");
  }
  return bodies as AdminAnalyticsBodies;
}

export function analyticsFailure(error: unknown): AnalyticsFailure {
  return error instanceof AnalyticsError ? error.reason : "fetchFailed";
}

/** Nothing to show at all: no rating, sign-up, processed document or active user in the range. */
export function hasNoData([extraction, trial, engagement]: AdminAnalyticsBodies): boolean {
  const summary = engagement.user_engagement_metrics.summary;
  return (
    extraction.extraction_metrics.field_success_rates.length === 0 &&
    trial.trial_conversion_metrics.organizations_signed_up === 0 &&
    summary.total_documents_processed === 0 &&
    summary.total_active_users === 0
  );
}

/** Each bar's share of the busiest week (spec §2: bars scaled to the maximum week). */
export function shareOfBusiestWeek(documents: number, busiest: number): number {
  return busiest === 0 ? 0 : Math.round((1000 * documents) / busiest) / 10;
}
