import { sql } from "drizzle-orm";
import type { OrganizationAnalytics } from "../../../contracts/analytics.ts";
import { MINUTES_TO_FIND_A_DOCUMENT } from "../../../contracts/plans.ts";
import type { Actor } from "../../auth/actor.ts";
import type { Db } from "../../db/client.ts";
import { requireMembership } from "../../policies/membership.ts";
import { authorize } from "../../policies/permissions.ts";
import { rateExtractedFields } from "./get-extraction-metrics.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * One organization's own figures over the last `days` days, for the people who oversee it
 * (Owners and CFOs: the audit log's permission, decision 0033): documents processed, the time
 * that saved at the calculator's minutes per document, and how right the extraction was by its
 * own members' ratings. A non-member gets NOT_FOUND.
 */
export async function getOrganizationAnalytics(
  db: Db,
  actor: Actor,
  options: { organizationId: string; days: number; now?: Date },
): Promise<OrganizationAnalytics> {
  const { role } = await requireMembership(db, actor.userId, options.organizationId);
  authorize(role, "viewAuditLogs");
  const since = new Date((options.now ?? new Date()).getTime() - options.days * DAY_MS);
  const [processed, ratings] = await Promise.all([
    db.execute<{ vertical: string; documents: number }>(sql`
      select vertical, count(*)::int as documents
        from documents
       where organization_id = ${options.organizationId} and processing_status = 'complete'
         and processed_at >= ${since.toISOString()}::timestamptz
       group by vertical`),
    rateExtractedFields(db, { since, organizationId: options.organizationId }),
  ]);
  const inVertical = (vertical: string) =>
    Number(processed.rows.find((row) => row.vertical === vertical)?.documents ?? 0);
  const documentsProcessed = processed.rows.reduce((sum, row) => sum + Number(row.documents), 0);
  return {
    documents_processed: documentsProcessed,
    by_vertical: { accounting: inVertical("accounting"), legal: inVertical("legal") },
    time_saved_minutes: documentsProcessed * MINUTES_TO_FIND_A_DOCUMENT,
    minutes_per_document: MINUTES_TO_FIND_A_DOCUMENT,
    overall_success_rate: ratings.overall.success_rate,
    total_feedback: ratings.overall.total_feedback,
    field_success_rates: ratings.fields,
  };
}
