import type {
  AdminOrganizations,
  ExtractionMetrics,
  OrganizationAnalytics,
  TrialConversionMetrics,
  UserEngagementMetrics,
} from "../../../../contracts/analytics.ts";
import { weeksForRange } from "../../../../contracts/analytics.ts";
import { apiRequest } from "../../../lib/api-client.ts";

/**
 * Spec §7's three calls for a day range, each answered as fetch answers it: the dashboard reads
 * their status and bodies itself (spec §8 names a message for each way they fail).
 */
export function fetchAdminAnalytics(days: number, signal?: AbortSignal) {
  const get = (path: string) =>
    fetch(path, { credentials: "include", headers: { accept: "application/json" }, signal });
  return Promise.all([
    get(`/api/analytics/extraction-metrics?timeframe=${days}&include_verticals=true`),
    get(`/api/analytics/trial-conversion?timeframe=${days}&include_verticals=true`),
    get(`/api/analytics/user-engagement?weeks=${weeksForRange(days)}&include_verticals=true`),
  ]);
}

export type AdminAnalyticsBodies = [
  ExtractionMetrics,
  TrialConversionMetrics,
  UserEngagementMetrics,
];

export function fetchAdminOrganizations(offset: number) {
  return apiRequest<AdminOrganizations>(`/api/admin/organizations?offset=${offset}`);
}

export function fetchOrganizationAnalytics(organizationId: string, days: number) {
  return apiRequest<OrganizationAnalytics>(
    `/api/analytics/organization?organizationId=${encodeURIComponent(organizationId)}&timeframe=${days}`,
  );
}

/** One page view; sent and forgotten, since a lost view must never disturb the page. */
export function sendPageView(path: string, organizationId: string | undefined) {
  return apiRequest("/api/analytics/page-views", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ path, ...(organizationId && { organizationId }) }),
  });
}
