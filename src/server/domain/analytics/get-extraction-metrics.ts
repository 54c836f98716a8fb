import { and, count, eq, gte, sql } from "drizzle-orm";
import type { ExtractionMetrics } from "../../../contracts/analytics.ts";
import type { Actor } from "../../auth/actor.ts";
import type { Db } from "../../db/client.ts";
import { fieldFeedback } from "../../db/schema/feedback.ts";
import { requireAdmin } from "./require-admin.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

function percent(up: number, total: number): number {
  return total === 0 ? 0 : Math.round((1000 * up) / total) / 10;
}

interface Rate {
  success_rate: number;
  total_feedback: number;
}

export interface FieldRatings {
  overall: Rate;
  fields: Array<Rate & { field_type: string }>;
  byVertical: { accounting?: Rate; legal?: Rate };
}

/**
 * The thumbs up and down given since `since`, as success rates: overall, per field and per
 * vertical, across organizations or within one.
 */
export async function rateExtractedFields(
  db: Db,
  options: { since: Date; organizationId?: string | undefined },
): Promise<FieldRatings> {
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
        gte(fieldFeedback.createdAt, options.since),
        options.organizationId
          ? eq(fieldFeedback.organizationId, options.organizationId)
          : undefined,
      ),
    )
    .groupBy(fieldFeedback.field, fieldFeedback.vertical);

  const rate = (part: typeof rows): Rate => {
    const up = part.reduce((sum, row) => sum + row.up, 0);
    const total = part.reduce((sum, row) => sum + row.total, 0);
    return { success_rate: percent(up, total), total_feedback: total };
  };
  const verticalRate = (vertical: string) => {
    const part = rows.filter((row) => row.vertical === vertical);
    return part.length > 0 ? { [vertical]: rate(part) } : {};
  };
  const fields = [...new Set(rows.map((row) => row.field))].sort();
  return {
    overall: rate(rows),
    fields: fields.map((field) => ({
      field_type: field,
      ...rate(rows.filter((row) => row.field === field)),
    })),
    byVertical: { ...verticalRate("accounting"), ...verticalRate("legal") },
  };
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
  await requireAdmin(db, actor, adminEmail);
  const ratings = await rateExtractedFields(db, {
    since: new Date(Date.now() - options.days * DAY_MS),
    organizationId: options.organizationId,
  });
  return {
    extraction_metrics: {
      overall_success_rate: ratings.overall.success_rate,
      field_success_rates: ratings.fields,
      ...(options.includeVerticals ? { by_vertical: ratings.byVertical } : {}),
    },
  };
}
