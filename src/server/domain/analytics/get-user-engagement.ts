import { and, inArray, sql } from "drizzle-orm";
import { ANALYTICS } from "../../../contracts/limits.ts";
import { weeksForRange, type UserEngagementMetrics } from "../../../contracts/analytics.ts";
import type { Actor } from "../../auth/actor.ts";
import type { Db } from "../../db/client.ts";
import { ANY_PAGE, weeklyActiveUsers } from "../../db/schema/analytics.ts";
import { weeksEndingToday, weekStartDay, type WeeksWindow } from "./analytics-window.ts";
import { requireAdmin } from "./require-admin.ts";

const VERTICALS = ["legal", "accounting"] as const;

interface DocumentRow extends Record<string, unknown> {
  week: number;
  vertical: string;
  documents: number;
  processing_ms: number;
}

/** Per vertical ('any' for every page): users active in the newest week and in the whole range. */
interface LiveRow extends Record<string, unknown> {
  vertical: string;
  newest_week: number;
  total: number;
}

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

const DAY_MS = 24 * 60 * 60 * 1000;
const daysBefore = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);

const verticalList = (verticals: readonly string[]) =>
  sql.join(
    verticals.map((vertical) => sql`${vertical}`),
    sql`, `,
  );

/**
 * Users active in the seven days ending each of `weekEnds` (days before `lastDay`), per
 * vertical: each row's day bits moved so that bit 0 is `lastDay`, read as two 64-bit words
 * (days 0–63 and 64–127 back), a week counted when any of its seven bits is set. One pass over a
 * row per user and vertical: the costly count, made once per week and then kept.
 */
async function countPastWeeks(
  db: Db,
  lastDay: string,
  weekEnds: readonly string[],
  verticals: readonly string[],
): Promise<Array<{ weekEndDay: string; vertical: string; users: number }>> {
  const back = weekEnds.map(
    (day) => (Date.parse(`${lastDay}T00:00:00Z`) - Date.parse(`${day}T00:00:00Z`)) / DAY_MS,
  );
  const oldest = daysBefore(lastDay, Math.max(...back) + 6);
  const counts = back
    .map((days, index) => `count(*) filter (where (${weekBits(days)}) <> 0)::int as week_${index}`)
    .join(", ");
  const { rows } = await db.execute<Record<string, unknown> & { vertical: string }>(sql`
    with aligned as (
      select vertical,
             case when last_active_day <= ${lastDay}::date
                  then recent_days >> (${lastDay}::date - last_active_day)
                  else recent_days << (last_active_day - ${lastDay}::date) end as bits
        from user_activity
       where last_active_day >= ${oldest}::date and vertical in (${verticalList(verticals)})
    ),
    words as (
      select vertical, substring(bits from 1 for 64)::bit(64)::bigint as x1,
             substring(bits from 65 for 64)::bit(64)::bigint as x2
        from aligned
    )
    select vertical, ${sql.raw(counts)} from words group by vertical`);
  const byVertical = new Map(rows.map((row) => [row.vertical, row]));
  return verticals.flatMap((vertical) =>
    weekEnds.map((weekEndDay, index) => ({
      weekEndDay,
      vertical,
      users: Number(byVertical.get(vertical)?.[`week_${index}`] ?? 0),
    })),
  );
}

/**
 * Users active in each week of the window before its newest, per vertical: the kept figures
 * where there are, the rest counted in one pass and kept when their week ended before today
 * (the database's UTC day, so a clock given by a test cannot keep a week still running).
 */
export async function pastWeeksActive(
  db: Db,
  lastDay: string,
  weekEnds: readonly string[],
  verticals: readonly string[],
): Promise<Map<string, number>> {
  const key = (weekEndDay: string, vertical: string) => `${weekEndDay}|${vertical}`;
  const found = new Map<string, number>();
  if (weekEnds.length === 0) return found;
  const kept = await db
    .select()
    .from(weeklyActiveUsers)
    .where(
      and(
        inArray(weeklyActiveUsers.weekEndDay, [...weekEnds]),
        inArray(weeklyActiveUsers.vertical, [...verticals]),
      ),
    );
  for (const row of kept) found.set(key(row.weekEndDay, row.vertical), row.users);
  const missingEnds = weekEnds.filter((day) =>
    verticals.some((vertical) => !found.has(key(day, vertical))),
  );
  if (missingEnds.length === 0) return found;
  const counted = await countPastWeeks(db, lastDay, missingEnds, verticals);
  for (const row of counted) found.set(key(row.weekEndDay, row.vertical), row.users);
  await db.execute(sql`
    insert into weekly_active_users (week_end_day, vertical, users)
    select "weekEndDay", vertical, users
      from jsonb_to_recordset(${JSON.stringify(counted)}::jsonb)
           as counted("weekEndDay" date, vertical text, users int)
     where "weekEndDay" < (now() at time zone 'UTC')::date
    on conflict do nothing`);
  return found;
}

/** The last days of a window's weeks before its newest, newest first. */
const pastWeekEndsOf = (window: WeeksWindow) =>
  Array.from({ length: window.weeks - 1 }, (_, back) => daysBefore(window.lastDay, 7 * (back + 1)));

/**
 * Counts and keeps, for every vertical, the weeks before this one that the longest range asks
 * for. The weeks shift by a day at midnight, so without it the first admin of each day waits
 * for the count; workers run it as housekeeping. Idempotent: a kept week is only read.
 */
export async function keepPastWeeks(db: Db, now: Date): Promise<void> {
  const window = weeksEndingToday(now, weeksForRange(Math.max(...ANALYTICS.rangesDays)));
  await pastWeeksActive(db, window.lastDay, pastWeekEndsOf(window), [ANY_PAGE, ...VERTICALS]);
}

/**
 * Spec §7 user_engagement_metrics over the last `weeks` weeks, every organization together:
 * documents that finished processing (counted per day as they finish) and how long they took
 * from upload, and the people who opened pages of the app (their day bits, updated by each
 * page view), per week and per vertical. Only the newest week and the range's total change
 * during a day; the weeks before are counted once and kept (`weekly_active_users`). Admins only.
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
  // the verticals' own rows only when asked for.
  const countedVerticals = options.includeVerticals ? [ANY_PAGE, ...VERTICALS] : [ANY_PAGE];

  const newestWeekStart = daysBefore(window.lastDay, 6);
  const pastWeekEnds = pastWeekEndsOf(window);
  const allWeeks = Array.from({ length: window.weeks }, (_, back) => weekBits(7 * back));

  const [documentRows, inRangeRows, aheadRows, pastWeeks] = await Promise.all([
    db.execute<DocumentRow>(sql`
      select (day - ${window.startDay}::date) / 7 as week, vertical,
             sum(documents)::int as documents, sum(processing_ms)::float8 as processing_ms
        from processed_document_days
       where day >= ${window.startDay}::date and day < ${window.endDay}::date
       group by 1, 2`),
    // The newest week and the whole range change as people open pages today. A row last active
    // within the range was active that day (the view that made it the last set its bit), so
    // both are counts of last active days, read from the index, no bits.
    db.execute<LiveRow>(sql`
      select vertical,
             count(*) filter (where last_active_day >= ${newestWeekStart}::date)::int as newest_week,
             count(*)::int as total
        from user_activity
       where vertical in (${verticalList(countedVerticals)})
         and last_active_day between ${window.startDay}::date and ${window.lastDay}::date
       group by vertical`),
    // Only a row active after the range's end (a range that ends before today) has its bits
    // tested: it may or may not have been active within the range.
    db.execute<LiveRow>(sql`
      with ahead as (
        select vertical, recent_days << (last_active_day - ${window.lastDay}::date) as bits
          from user_activity
         where last_active_day > ${window.lastDay}::date
           and vertical in (${verticalList(countedVerticals)})
      ),
      words as (
        select vertical, substring(bits from 1 for 64)::bit(64)::bigint as x1,
               substring(bits from 65 for 64)::bit(64)::bigint as x2
          from ahead
      )
      select vertical,
             count(*) filter (where (${sql.raw(weekBits(0))}) <> 0)::int as newest_week,
             count(*) filter (
               where ${sql.raw(allWeeks.map((bits) => `(${bits}) <> 0`).join(" or "))})::int as total
        from words group by vertical`),
    pastWeeksActive(db, window.lastDay, pastWeekEnds, countedVerticals),
  ]);

  const documents = documentRows.rows.map((row) => ({
    week: Number(row.week),
    vertical: row.vertical,
    documents: Number(row.documents),
    processingMs: Number(row.processing_ms),
  }));
  const live = (vertical: string, count: "newest_week" | "total") =>
    [...inRangeRows.rows, ...aheadRows.rows]
      .filter((row) => row.vertical === vertical)
      .reduce((sum, row) => sum + Number(row[count]), 0);
  const countDocuments = (week: number | null, vertical: string | null) =>
    documents
      .filter(
        (row) =>
          (week === null || row.week === week) && (vertical === null || row.vertical === vertical),
      )
      .reduce((sum, row) => sum + row.documents, 0);
  const activeUsers = (week: number | null, vertical: string | null) => {
    if (week === null) return live(vertical ?? ANY_PAGE, "total");
    if (week === window.weeks - 1) return live(vertical ?? ANY_PAGE, "newest_week");
    const weekEnd = pastWeekEnds[window.weeks - 2 - week]!;
    return pastWeeks.get(`${weekEnd}|${vertical ?? ANY_PAGE}`) ?? 0;
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
