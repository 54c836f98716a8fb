import { sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { AppError } from "../errors.ts";

/** better-auth paths that guess or send credentials, and so are limited. */
export const LIMITED_AUTH_PATHS = new Set([
  "/api/auth/sign-in/email",
  "/api/auth/sign-up/email",
  "/api/auth/sign-in/magic-link",
  "/api/auth/request-password-reset",
  "/api/auth/forget-password",
  "/api/auth/send-verification-email",
  "/api/auth/change-email",
]);

export interface AuthRateLimits {
  windowSeconds: number;
  perIp: number;
  perEmail: number;
}

export const AUTH_RATE_LIMITS: AuthRateLimits = {
  windowSeconds: 10 * 60,
  perIp: 30,
  perEmail: 10,
};

/** Counts one attempt for the key in one statement and returns the count in this window. */
async function countAttempt(db: Db, key: string, windowSeconds: number): Promise<number> {
  const window = `${windowSeconds} seconds`;
  const result = await db.execute<{ count: number }>(sql`
    insert into auth_attempts (key, window_started_at, count) values (${key}, now(), 1)
    on conflict (key) do update set
      count = case when auth_attempts.window_started_at < now() - ${window}::interval
                   then 1 else auth_attempts.count + 1 end,
      window_started_at = case when auth_attempts.window_started_at < now() - ${window}::interval
                   then now() else auth_attempts.window_started_at end
    returning count`);
  return Number(result.rows[0]?.count ?? 0);
}

/** Throws RATE_LIMITED once an IP or an e-mail address has tried too often in the window. */
export async function limitAuthAttempt(
  db: Db,
  limits: AuthRateLimits,
  ip: string,
  email: string | undefined,
) {
  const ipCount = await countAttempt(db, `ip:${ip}`, limits.windowSeconds);
  const emailKey = email ? `email:${email.trim().toLowerCase()}` : undefined;
  const emailCount = emailKey ? await countAttempt(db, emailKey, limits.windowSeconds) : 0;
  if (ipCount > limits.perIp || emailCount > limits.perEmail) {
    throw new AppError("RATE_LIMITED", "Too many attempts. Please wait a moment and try again.", {
      retryAfterSeconds: limits.windowSeconds,
    });
  }
}
