import { sql } from "drizzle-orm";
import type { UserEngagementMetrics } from "../../../contracts/analytics.ts";
import type { Actor } from "../../auth/actor.ts";
import type { Db } from "../../db/client.ts";
import { weeksEndingToday, weekStartDay } from "./analytics-window.ts";
import { requireAdmin } from "./require-admin.ts";

const WEEK_SECONDS = 7 * 24 * 60 * 60;
const VERTICALS = ["legal", "accounting"] as const;

interface DocumentRow extends Record<string, unknown> {
  week: number;
  vertical: string;
  documents: number;
  processing_ms: number;
}

/** `week` or `vertical` is null on the rows that total over it. */
interface ActiveRow extends Record<string, unknown> {
  week: number | null;
  vertical: string | null;
  users: number;
}

/**
 * Spec §7 user_engagement_metrics over the last `weeks` weeks, every organization together:
 * documents that finished processing and how long they took from upload, and the people who
 * opened pages of the app (their activity bits, updated by each page view), per week and per vertical. Admins
 * only.
 */
export async function getUserEngagement(
  db: Db,
  actor: Actor,
  adminEmail: string | undefined,
  options: { weeks: number; includeVerticals: boolean; now?: Date },
): Promise<UserEngagementMetrics> {
  await requireAdmin(db, actor, adminEmail);
  const window = weeksEndingToday(options.now ?? new Date(), options.weeks);
  const start = window.start.toISOString();
  const end = window.end.toISOString();
  const lastWeek = window.weeks - 1;

  const [documentRows, activeRows] = await Promise.all([
    db.execute<DocumentRow>(sql`
      select floor(extract(epoch from (processed_at - ${start}::timestamptz)) / ${WEEK_SECONDS})::int
               as week,
             vertical,
             count(*)::int as documents,
             coalesce(sum(extract(epoch from (processed_at - uploaded_at)) * 1000), 0)::float8
               as processing_ms
        from documents
       where processing_status = 'complete'
         and processed_at >= ${start}::timestamptz and processed_at < ${end}::timestamptz
       group by 1, 2`),
    // Each user's weeks as a mask (bit w: active in week w), from the day bits whose positions
    // count back from the user's last active day; then counted per week and vertical, and per
    // week across verticals once the user's masks are merged.
    db.execute<ActiveRow>(sql`
      with marked as (
        select a.user_id, a.vertical,
               (select coalesce(sum(1 << w.week), 0)::int
                  from generate_series(0, ${lastWeek}) as w(week)
                 where bit_count(substring(a.recent_days
                         from (a.last_active_day - ${window.startDay}::date) - 7 * w.week - 5 for 7)) > 0
               ) as weeks
          from user_activity a
         where a.last_active_day >= ${window.startDay}::date
      ),
      per_user as (select user_id, bit_or(weeks) as weeks from marked group by user_id)
      select w.week, m.vertical, count(*)::int as users
        from marked m cross join generate_series(0, ${lastWeek}) as w(week)
       where m.weeks & (1 << w.week) <> 0 group by w.week, m.vertical
      union all
      select w.week, null, count(*)::int
        from per_user u cross join generate_series(0, ${lastWeek}) as w(week)
       where u.weeks & (1 << w.week) <> 0 group by w.week
      union all
      select null, vertical, count(*)::int from marked where weeks <> 0 group by vertical
      union all
      select null, null, count(*)::int from per_user where weeks <> 0`),
  ]);

  const documents = documentRows.rows.map((row) => ({
    week: Number(row.week),
    vertical: row.vertical,
    documents: Number(row.documents),
    processingMs: Number(row.processing_ms),
  }));
  const active = activeRows.rows.map((row) => ({
    week: row.week === null ? null : Number(row.week),
    vertical: row.vertical,
    users: Number(row.users),
  }));
  const countDocuments = (week: number | null, vertical: string | null) =>
    documents
      .filter(
        (row) =>
          (week === null || row.week === week) && (vertical === null || row.vertical === vertical),
      )
      .reduce((sum, row) => sum + row.documents, 0);
  const activeUsers = (week: number | null, vertical: string | null) =>
    active.find((row) => row.week === week && row.vertical === vertical)?.users ?? 0;

  const totalDocuments = countDocuments(null, null);
  const processingMs = documents.reduce((sum, row) => sum + row.processingMs, 0);
  const weeks = Array.from({ length: window.weeks }, (_, index) => index);
  return {
    user_engagement_metrics: {
      summary: {
        total_documents_processed: totalDocuments,
        total_active_users: activeUsers(null, null),
        avg_processing_time_ms:
          totalDocuments === 0 ? 0 : Math.round(processingMs / totalDocuments),
        weeks_analyzed: window.weeks,
        ...(options.includeVerticals && {
          by_vertical: Object.fromEntries(
            VERTICALS.map((vertical) => [
              vertical,
              {
                total_documents: countDocuments(null, vertical),
                active_users: activeUsers(null, vertical),
              },
            ]),
          ) as Record<
            (typeof VERTICALS)[number],
            { total_documents: number; active_users: number }
          >,
        }),
      },
      engagement_patterns: weeks.map((week) => ({
        week: weekStartDay(window, week),
        documents_processed: countDocuments(week, null),
        active_users: activeUsers(week, null),
        ...(options.includeVerticals && {
          by_vertical: Object.fromEntries(
            VERTICALS.map((vertical) => [
              vertical,
              {
                documents: countDocuments(week, vertical),
                active_users: activeUsers(week, vertical),
              },
            ]),
          ) as Record<(typeof VERTICALS)[number], { documents: number; active_users: number }>,
        }),
      })),
    },
  };
}
