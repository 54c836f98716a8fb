import { sql } from "drizzle-orm";
import type { TrialConversionMetrics } from "../../../contracts/analytics.ts";
import type { Actor } from "../../auth/actor.ts";
import type { Db } from "../../db/client.ts";
import { requireAdmin } from "./require-admin.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
const VERTICALS = ["accounting", "legal"] as const;

interface FirstValueRow extends Record<string, unknown> {
  organization_id: string;
  vertical: string | null;
  minutes: number | null;
}

const oneDecimal = (value: number) => Math.round(value * 10) / 10;
const average = (values: number[]) =>
  values.length === 0
    ? 0
    : oneDecimal(values.reduce((sum, value) => sum + value, 0) / values.length);

/**
 * Spec §7 trial_conversion_metrics: for the organizations created in the last `days` days (an
 * organization's creation starts its trial, decision 0031), the minutes until its first
 * document finished processing, averaged over those that got there; per vertical, until the
 * first document of that vertical. Admins only.
 */
export async function getTrialConversion(
  db: Db,
  actor: Actor,
  adminEmail: string | undefined,
  options: { days: number; includeVerticals: boolean; now?: Date },
): Promise<TrialConversionMetrics> {
  await requireAdmin(db, actor, adminEmail);
  const now = options.now ?? new Date();
  const since = new Date(now.getTime() - options.days * DAY_MS).toISOString();
  // One row per organization and vertical it reached (a left join keeps the organizations that
  // reached none, with nulls), each first document found by the index on
  // (organization, vertical, processed_at).
  const { rows } = await db.execute<FirstValueRow>(sql`
    select o.id as organization_id, first.vertical,
           extract(epoch from (first.processed_at - o.created_at)) / 60 as minutes
      from organization o
      left join lateral (
        select v.vertical,
               (select d.processed_at from documents d
                 where d.organization_id = o.id and d.vertical = v.vertical
                   and d.processing_status = 'complete'
                 order by d.processed_at limit 1) as processed_at
          from (values ('accounting'), ('legal')) as v(vertical)
      ) first on first.processed_at is not null
     where o.created_at >= ${since}::timestamptz and o.created_at < ${now.toISOString()}::timestamptz`);

  const firstByOrganization = new Map<string, number>();
  const organizations = new Set<string>();
  for (const row of rows) {
    organizations.add(row.organization_id);
    if (row.minutes === null) continue;
    const minutes = Math.max(0, Number(row.minutes));
    const earlier = firstByOrganization.get(row.organization_id);
    if (earlier === undefined || minutes < earlier)
      firstByOrganization.set(row.organization_id, minutes);
  }
  const perVertical = (vertical: string) => {
    const minutes = rows
      .filter((row) => row.vertical === vertical && row.minutes !== null)
      .map((row) => Math.max(0, Number(row.minutes)));
    return minutes.length === 0
      ? {}
      : {
          [vertical]: {
            avg_time_to_first_value_minutes: average(minutes),
            organizations: minutes.length,
          },
        };
  };
  return {
    trial_conversion_metrics: {
      avg_time_to_first_value_minutes: average([...firstByOrganization.values()]),
      organizations_signed_up: organizations.size,
      organizations_reached_first_value: firstByOrganization.size,
      ...(options.includeVerticals && {
        by_vertical: Object.assign({}, ...VERTICALS.map(perVertical)) as NonNullable<
          TrialConversionMetrics["trial_conversion_metrics"]["by_vertical"]
        >,
      }),
    },
  };
}
