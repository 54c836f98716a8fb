import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";

/**
 * Deletes page views older than `keepDays`, in batches so no single statement holds a year's
 * rows locked; returns how many went. Active users do not need them (decision 0033's day bits).
 */
export async function prunePageViews(
  db: Db,
  keepDays: number,
  now: Date = new Date(),
  batch = 10_000,
): Promise<number> {
  const cutoff = new Date(now.getTime() - keepDays * 24 * 60 * 60 * 1000);
  let removed = 0;
  for (;;) {
    const result = await db.execute(sql`
      delete from page_views where id in (
        select id from page_views where viewed_at < ${cutoff.toISOString()}::timestamptz
        limit ${batch})`);
    const count = result.rowCount ?? 0;
    removed += count;
    if (count < batch) return removed;
  }
}
