import { and, count, eq, gte, sql } from "drizzle-orm";
import type { ExtractionMetrics } from "../../../contracts/analytics.ts";
import type { Actor } from "../../auth/actor.ts";
import type { Db } from "../../db/client.ts";
import { fieldFeedback } from "../../db/schema/feedback.ts";
import { AppError } from "../../errors.ts";
import { checkAdmin } from "../accounts/check-admin.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

function percent(up: number, total: number): number {
  return total === 0 ? 0 : Math.round((1000 * up) / total) / 10;
}

/**
 * How often people agreed with what understanding extracted, from their thumbs up and down
 * over the last `days` days: overall, per field and per vertical, across organizations or for
 * one. Only the product's admins see it, and it shows no document.
 */
export async function getExtractionMetrics(
  db: Db,
  actor: Actor,
  adminEmail: string | undefined,
  options: { days: number; includeVerticals: boolean; organizationId?: string | undefined },
): Promise<ExtractionMetrics> {
  const { isAdmin } = await checkAdmin(db, actor, adminEmail);
  if (!isAdmin) throw new AppError("FORBIDDEN", "Only administrators can view analytics.");
  const since = new Date(Date.now() - options.days * DAY_MS);
  const rows = await db
    .select({
      field: fieldFeedback.field,
      vertical: fieldFeedback.vertical,
      up: sql<number>`count(*) filter (where ${fieldFeedback.verdict} = 'up')`.mapWith(Number),
      total: count(),
    })
    .from(fieldFeedback)
    .where(
      and(
        gte(fieldFeedback.createdAt, since),
        options.organizationId
          ? eq(fieldFeedback.organizationId, options.organizationId)
          : undefined,
      ),
    )
    .groupBy(fieldFeedback.field, fieldFeedback.vertical);

  const sum = (part: typeof rows) =>
    part.reduce((totals, row) => ({ up: totals.up + row.up, total: totals.total + row.total }), {
      up: 0,
      total: 0,
    });
  const rate = (part: typeof rows) => {
    const { up, total } = sum(part);
    return { success_rate: percent(up, total), total_feedback: total };
  };
  const fields = [...new Set(rows.map((row) => row.field))].sort();
  const overall = sum(rows);
  const verticalRate = (vertical: string) => {
    const part = rows.filter((row) => row.vertical === vertical);
    return part.length > 0 ? rate(part) : undefined;
  };
  return {
    extraction_metrics: {
      overall_success_rate: percent(overall.up, overall.total),
      field_success_rates: fields.map((field) => ({
        field_type: field,
        ...rate(rows.filter((row) => row.field === field)),
      })),
      ...(options.includeVerticals
        ? {
            by_vertical: {
              ...(verticalRate("accounting") ? { accounting: verticalRate("accounting") } : {}),
              ...(verticalRate("legal") ? { legal: verticalRate("legal") } : {}),
            },
          }
        : {}),
    },
  };
}
