import { sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { AppError } from "../errors.ts";

export interface RateLimit {
  max: number;
  windowSeconds: number;
}

export interface AttemptCount {
  /** Attempts in the current window, this one included. */
  count: number;
  /** Until the current window ends. */
  retryAfterSeconds: number;
}

/**
 * Counts one attempt for the key in one statement. Counts live in the database (the
 * auth_attempts table, which holds every limited key, not only sign-ins) so a limit holds
 * across web processes; the window restarts at the first attempt after it ends.
 */
export async function countAttempt(
  db: Db,
  key: string,
  windowSeconds: number,
): Promise<AttemptCount> {
  const window = `${windowSeconds} seconds`;
  const result = await db.execute<{ count: number; retry_after_seconds: number }>(sql`
    insert into auth_attempts (key, window_started_at, count) values (${key}, now(), 1)
    on conflict (key) do update set
      count = case when auth_attempts.window_started_at < now() - ${window}::interval
                   then 1 else auth_attempts.count + 1 end,
      window_started_at = case when auth_attempts.window_started_at < now() - ${window}::interval
                   then now() else auth_attempts.window_started_at end
    returning count,
      ceil(extract(epoch from (window_started_at + ${window}::interval - now())))::int
        as retry_after_seconds`);
  const row = result.rows[0];
  return {
    count: Number(row?.count ?? 0),
    retryAfterSeconds: Math.max(1, Number(row?.retry_after_seconds ?? windowSeconds)),
  };
}

export function rateLimited(retryAfterSeconds: number): AppError {
  return new AppError("RATE_LIMITED", "Too many attempts. Please wait a moment and try again.", {
    retryAfterSeconds,
  });
}

/** Counts one attempt and throws RATE_LIMITED once the key has used up its limit. */
export async function requireWithinLimit(db: Db, key: string, limit: RateLimit): Promise<void> {
  const attempt = await countAttempt(db, key, limit.windowSeconds);
  if (attempt.count > limit.max) throw rateLimited(attempt.retryAfterSeconds);
}

/**
 * Removes counts whose window started longer ago than `olderThanSeconds` (longer than any
 * limit's window, so no live count goes), a bounded batch at a time to keep each statement
 * short on the embedded database. Returns how many it removed.
 */
export async function forgetEndedAttempts(
  db: Db,
  olderThanSeconds: number,
  batch = 10_000,
): Promise<number> {
  const age = `${olderThanSeconds} seconds`;
  const result = await db.execute(sql`
    delete from auth_attempts where key in (
      select key from auth_attempts
      where window_started_at < now() - ${age}::interval
      limit ${batch})`);
  return result.rowCount ?? 0;
}
