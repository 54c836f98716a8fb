import { sql } from "drizzle-orm";
import type { UserEngagementMetrics } from "../../../contracts/analytics.ts";
import type { Actor } from "../../auth/actor.ts";
import type { Db } from "../../db/client.ts";
import { ANY_PAGE } from "../../db/schema/analytics.ts";
import { weeksEndingToday, weekStartDay } from "./analytics-window.ts";
import { requireAdmin } from "./require-admin.ts";

const VERTICALS = ["legal", "accounting"] as const;

interface DocumentRow extends Record<string, unknown> {
  week: number;
  vertical: string;
  documents: number;
  processing_ms: number;
}

/** Per vertical ('any' for every page): users active in each week (`week_0` the oldest) and in
 *  the whole range. */
type ActiveRow = Record<string, unknown> & { vertical: string; total: number };

/**
 * SQL that is not 0 when any of the seven days starting `newest` days back is set in the words
 * x1 (days 0–63 back, day 0 its top bit) and x2 (days 64–127 back).
 */
function weekBits(newest: number): string {
  const parts: string[] = [];
  for (const [word, base] of [
    ["x1", 0],
    ["x2", 64],
  ] as const) {
    const from = Math.max(newest, base);
    const to = Math.min(newest + 6, base + 63);
    if (from > to) continue;
    parts.push(`((${word} >> ${63 - (to - base)}) & ${2 ** (to - from + 1) - 1})`);
  }
  return parts.join(" | ");
}

/**
 * The counts of users active in each of `weeks` weeks ending today, and in any of them. A row
 * whose last active day is in the range (`in_range`) was active on that day, whose bit each page
 * view sets, so the total tests its weeks' bits only for rows last active after the range (a
 * range ending before today): most rows skip the week-by-week test.
 */
function weekCounts(weeks: number): string {
  const perWeek = Array.from({ length: weeks }, (_, week) => weekBits(7 * (weeks - 1 - week)));
  return [
    ...perWeek.map((bits, week) => `count(*) filter (where (${bits}) <> 0)::int as week_${week}`),
    `count(*) filter (where in_range or ${perWeek.map((bits) => `(${bits}) <> 0`).join(" or ")})::int as total`,
  ].join(", ");
}

/**
 * Spec §7 user_engagement_metrics over the last `weeks` weeks, every organization together:
 * documents that finished processing (counted per day as they finish) and how long they took
 * from upload, and the people who opened pages of the app (their day bits, updated by each
 * page view), per week and per vertical. Admins only.
 */
export async function getUserEngagement(
  db: Db,
  actor: Actor,
  adminEmail: string | undefined,
  options: { weeks: number; includeVerticals: boolean; now?: Date },
): Promise<UserEngagementMetrics> {
  await requireAdmin(db, actor, adminEmail);
  const window = weeksEndingToday(options.now ?? new Date(), options.weeks);
  // Only the rows the answer reads: pages of no vertical ('other') count in the 'any' rows, and
  // the verticals' own rows only when asked for; each row read costs its 13 weeks' bit tests.
  const countedVerticals = options.includeVerticals ? [ANY_PAGE, ...VERTICALS] : [ANY_PAGE];

  const [documentRows, activeRows] = await Promise.all([
    db.execute<DocumentRow>(sql`
      select (day - ${window.startDay}::date) / 7 as week, vertical,
             sum(documents)::int as documents, sum(processing_ms)::float8 as processing_ms
        from processed_document_days
       where day >= ${window.startDay}::date and day < ${window.endDay}::date
       group by 1, 2`),
    // Each row's day bits moved so that bit 0 is today, read as two 64-bit words (days 0–63
    // and 64–127 back); a week is active when any of its seven bits is set. One pass, a row
    // per user and vertical ('any' for every page), counted per week by filtered counts.
    db.execute<ActiveRow>(sql`
      with aligned as (
        select vertical, last_active_day <= ${window.lastDay}::date as in_range,
               case when last_active_day <= ${window.lastDay}::date
                    then recent_days >> (${window.lastDay}::date - last_active_day)
                    else recent_days << (last_active_day - ${window.lastDay}::date) end as bits
          from user_activity
         where last_active_day >= ${window.startDay}::date
           and vertical in (${sql.join(
             countedVerticals.map((vertical) => sql`${vertical}`),
             sql`, `,
           )})
      ),
      words as (
        select vertical, in_range, substring(bits from 1 for 64)::bit(64)::bigint as x1,
               substring(bits from 65 for 64)::bit(64)::bigint as x2
          from aligned
      )
      select vertical, ${sql.raw(weekCounts(window.weeks))} from words group by vertical`),
  ]);

  const documents = documentRows.rows.map((row) => ({
    week: Number(row.week),
    vertical: row.vertical,
    documents: Number(row.documents),
    processingMs: Number(row.processing_ms),
  }));
  const activeByVertical = new Map(activeRows.rows.map((row) => [row.vertical, row]));
  const countDocuments = (week: number | null, vertical: string | null) =>
    documents
      .filter(
        (row) =>
          (week === null || row.week === week) && (vertical === null || row.vertical === vertical),
      )
      .reduce((sum, row) => sum + row.documents, 0);
  const activeUsers = (week: number | null, vertical: string | null) => {
    const row = activeByVertical.get(vertical ?? ANY_PAGE);
    return Number((week === null ? row?.total : row?.[`week_${week}`]) ?? 0);
  };

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
