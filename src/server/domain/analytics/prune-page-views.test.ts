import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectTestDatabase } from "../../../../test/support/test-database.ts";
import { ANALYTICS } from "../../../contracts/limits.ts";
import type { Database } from "../../db/client.ts";
import { user } from "../../db/schema/auth.ts";
import { pageViews } from "../../db/schema/analytics.ts";
import { prunePageViews } from "./prune-page-views.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
let database: Database;
let userId: string;

beforeAll(async () => {
  database = connectTestDatabase();
  userId = randomUUID();
  await database.db.insert(user).values({
    id: userId,
    name: "Pembaca Lama",
    email: `page-views-${userId.slice(0, 8)}@example.co.id`,
  });
});
afterAll(() => database.close());

describe("pruning page views", () => {
  it(`deletes those older than ${ANALYTICS.pageViewKeepDays} days, in batches, and keeps the rest`, async () => {
    // A clock of its own, in 2000: every other test's page views (dated now) are newer than
    // its cutoff, so they stay whatever runs beside this.
    const now = new Date("2000-01-01T00:00:00Z");
    const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);
    const kept = [daysAgo(ANALYTICS.pageViewKeepDays - 1), daysAgo(1), daysAgo(0)];
    const old = [
      daysAgo(ANALYTICS.pageViewKeepDays + 1),
      daysAgo(ANALYTICS.pageViewKeepDays + 30),
      daysAgo(ANALYTICS.pageViewKeepDays + 365),
    ];
    await database.db.insert(pageViews).values(
      [...kept, ...old].map((viewedAt, index) => ({
        userId,
        path: `/documents/${index}`,
        vertical: "accounting",
        viewedAt,
      })),
    );

    // Batches of one: each old row is its own statement, and the loop runs until none is left.
    const removed = await prunePageViews(database.db, ANALYTICS.pageViewKeepDays, now, 1);
    expect(removed).toBe(old.length);
    const left = await database.db
      .select({ viewedAt: pageViews.viewedAt })
      .from(pageViews)
      .where(eq(pageViews.userId, userId));
    expect(left.map((row) => row.viewedAt.getTime()).sort()).toEqual(
      kept.map((date) => date.getTime()).sort(),
    );
  });
});
