import { randomUUID } from "node:crypto";
import { inArray, sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { connectTestDatabase } from "../../../test/support/test-database.ts";
import { authAttempts } from "../db/schema/auth-attempts.ts";
import { countAttempt, forgetEndedAttempts } from "./rate-limit.ts";

const database = connectTestDatabase();
afterAll(() => database.close());

describe("attempt counts", () => {
  it("count within a window and start again after it", async () => {
    const key = `test:${randomUUID()}`;
    expect((await countAttempt(database.db, key, 600)).count).toBe(1);
    expect((await countAttempt(database.db, key, 600)).count).toBe(2);
    await database.db.execute(
      sql`update auth_attempts set window_started_at = now() - interval '11 minutes' where key = ${key}`,
    );
    expect((await countAttempt(database.db, key, 600)).count).toBe(1);
  });

  it("are forgotten once their window ended long ago, and kept while it may still count", async () => {
    const [ended, live] = [`test:${randomUUID()}`, `test:${randomUUID()}`];
    await countAttempt(database.db, ended, 600);
    await countAttempt(database.db, live, 600);
    await database.db.execute(
      sql`update auth_attempts set window_started_at = now() - interval '2 days' where key = ${ended}`,
    );
    expect(await forgetEndedAttempts(database.db, 24 * 60 * 60)).toBeGreaterThanOrEqual(1);
    const left = await database.db
      .select({ key: authAttempts.key })
      .from(authAttempts)
      .where(inArray(authAttempts.key, [ended, live]));
    expect(left.map((row) => row.key)).toEqual([live]);
  });
});
