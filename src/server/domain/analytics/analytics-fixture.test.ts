import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectTestDatabase } from "../../../../test/support/test-database.ts";
import { insertDocument } from "../../../../test/support/documents.ts";
import type { Actor } from "../../auth/actor.ts";
import type { Database } from "../../db/client.ts";
import { and, desc, eq, inArray } from "drizzle-orm";
import {
  ANY_PAGE,
  processedDocumentDays,
  RECENT_DAYS,
  userActivity,
  weeklyActiveUsers,
} from "../../db/schema/analytics.ts";
import { documents } from "../../db/schema/documents.ts";
import { organization, user } from "../../db/schema/auth.ts";
import { getTrialConversion } from "./get-trial-conversion.ts";
import { getUserEngagement, keepPastWeeks, pastWeeksActive } from "./get-user-engagement.ts";

/*
 * A small world written straight to the tables, in June 2020 so nothing another test file
 * writes to the shared database (all of it dated now) falls in the ranges asked about. Each
 * expected figure below is worked out by hand from the rows in the comments.
 */
const NOW = new Date("2020-06-15T12:00:00Z");
const at = (iso: string) => new Date(`2020-${iso}Z`);

let database: Database;
let admin: Actor;
const ADMIN_EMAIL = `analytics-admin-${randomUUID().slice(0, 8)}@berkas.test`;

async function addUser(name: string, verified = false) {
  const id = randomUUID();
  await database.db.insert(user).values({
    id,
    name,
    email: name.includes("@") ? name : `${name}-${id.slice(0, 8)}@example.co.id`,
    emailVerified: verified,
  });
  return id;
}

async function addOrganization(name: string, createdAt: Date) {
  const id = randomUUID();
  await database.db
    .insert(organization)
    .values({ id, name, slug: `${name}-${id}`, createdAt, updatedAt: createdAt });
  return id;
}

async function addDocument(
  organizationId: string,
  vertical: "accounting" | "legal",
  uploadedAt: Date,
  processedAt: Date | null,
  processingStatus = "complete",
) {
  await insertDocument(database.db, {
    organizationId,
    name: `doc-${randomUUID().slice(0, 6)}`,
    vertical,
    uploadedAt,
    processedAt,
    processingStatus,
  });
}

/** A user's activity row in a vertical: the days' bits counted back from the newest of them. */
function activity(userId: string, vertical: string, days: string[]) {
  const times = days.map((day) => at(`${day}T00:00:00`).getTime());
  const last = Math.max(...times);
  const bits = Array.from({ length: RECENT_DAYS }, (_, back) =>
    times.includes(last - back * 24 * 60 * 60 * 1000) ? "1" : "0",
  ).join("");
  return {
    userId,
    vertical,
    lastActiveDay: new Date(last).toISOString().slice(0, 10),
    recentDays: bits,
  };
}

beforeAll(async () => {
  database = connectTestDatabase();
  const adminId = await addUser(ADMIN_EMAIL, true);
  admin = {
    userId: adminId,
    email: ADMIN_EMAIL,
    name: "Admin",
    sessionToken: "",
    activeOrganizationId: null,
  };

  // A: created 10 June 00:00; first accounting document processed 60 minutes later (it took
  // 30 minutes from upload), first legal document 1440 minutes later (2 minutes from upload).
  const a = await addOrganization("a", at("06-10T00:00:00"));
  await addDocument(a, "accounting", at("06-10T00:30:00"), at("06-10T01:00:00"));
  await addDocument(a, "legal", at("06-10T23:58:00"), at("06-11T00:00:00"));
  // B: created 14 June 00:00; an accounting document 30 minutes later (1 minute from upload),
  // and a failed one that counts nowhere.
  const b = await addOrganization("b", at("06-14T00:00:00"));
  await addDocument(b, "accounting", at("06-14T00:29:00"), at("06-14T00:30:00"));
  await addDocument(b, "accounting", at("06-14T01:00:00"), null, "failed");
  // C: created 12 June, no document yet.
  await addOrganization("c", at("06-12T00:00:00"));
  // D: created 1 May; its first legal document processed 5 June 10:00, 35 days and 10 hours
  // (51000 minutes) later, 2 seconds from upload; its first of all an accounting one on 20 May
  // 09:00:01, before the weeks asked about.
  const d = await addOrganization("d", at("05-01T00:00:00"));
  await addDocument(d, "legal", at("06-05T09:59:58"), at("06-05T10:00:00"));
  await addDocument(d, "accounting", at("05-20T09:00:00"), at("05-20T09:00:01"));

  // Active days, per vertical and on any page. u1: 3 June accounting, 10 June accounting and
  // legal. u2: 12 June legal and a page of no vertical. u3: 30 May accounting (before the
  // weeks), 15 June a page of no vertical.
  const [u1, u2, u3, u4, u5] = [
    await addUser("u1"),
    await addUser("u2"),
    await addUser("u3"),
    await addUser("u4"),
    await addUser("u5"),
  ];
  await database.db.insert(userActivity).values([
    activity(u1, "accounting", ["06-03", "06-10"]),
    activity(u1, "legal", ["06-10"]),
    activity(u1, ANY_PAGE, ["06-03", "06-10"]),
    activity(u2, "legal", ["06-12"]),
    activity(u2, ANY_PAGE, ["06-12"]),
    activity(u3, "accounting", ["05-30"]),
    activity(u3, ANY_PAGE, ["05-30", "06-15"]),
    // u4: 20 March and 10 April (87 and 66 days before 15 June); u5: 13 April (63 days).
    activity(u4, ANY_PAGE, ["03-20", "04-10"]),
    activity(u5, ANY_PAGE, ["04-13"]),
  ]);
});
afterAll(() => database.close());

describe("trial conversion (time to first value)", () => {
  it("averages the minutes from creation to the first processed document over the last 7 days", async () => {
    // Created since 8 June 12:00: A, B, C. A reached a document after 60 minutes, B after 30.
    const { trial_conversion_metrics } = await getTrialConversion(database.db, admin, ADMIN_EMAIL, {
      days: 7,
      includeVerticals: true,
      now: NOW,
    });
    expect(trial_conversion_metrics).toEqual({
      avg_time_to_first_value_minutes: 45,
      organizations_signed_up: 3,
      organizations_reached_first_value: 2,
      by_vertical: {
        accounting: { avg_time_to_first_value_minutes: 45, organizations: 2 },
        legal: { avg_time_to_first_value_minutes: 1440, organizations: 1 },
      },
    });
  });

  it("takes in older sign-ups over a longer range", async () => {
    // Since 16 April: D too. D's first document is the 20 May accounting one, 19 days and 9
    // hours and a second after creation: 27900.0167 minutes. Overall (60 + 30 + 27900.0167)
    // / 3 = 9330.0; accounting (60 + 30 + 27900.0167) / 3 = 9330.0; legal (1440 + 51000) / 2.
    const { trial_conversion_metrics } = await getTrialConversion(database.db, admin, ADMIN_EMAIL, {
      days: 60,
      includeVerticals: true,
      now: NOW,
    });
    expect(trial_conversion_metrics).toEqual({
      avg_time_to_first_value_minutes: 9330,
      organizations_signed_up: 4,
      organizations_reached_first_value: 3,
      by_vertical: {
        accounting: { avg_time_to_first_value_minutes: 9330, organizations: 3 },
        legal: { avg_time_to_first_value_minutes: 26220, organizations: 2 },
      },
    });
  });
});

describe("user engagement (weekly)", () => {
  it("counts documents, processing time and active users per week and vertical", async () => {
    // Weeks: 2–8 June and 9–15 June. Documents: D legal (5 June, 2 s), A accounting (10 June,
    // 30 min), A legal (11 June, 2 min), B accounting (14 June, 1 min): 4, averaging
    // (2000 + 1800000 + 120000 + 60000) / 4 = 495500 ms. Active: week 1 u1 (accounting); week 2
    // u1 (accounting, legal), u2 (legal, other), u3 (other).
    const { user_engagement_metrics } = await getUserEngagement(database.db, admin, ADMIN_EMAIL, {
      weeks: 2,
      includeVerticals: true,
      now: NOW,
    });
    expect(user_engagement_metrics).toEqual({
      summary: {
        total_documents_processed: 4,
        total_active_users: 3,
        avg_processing_time_ms: 495500,
        weeks_analyzed: 2,
        by_vertical: {
          legal: { total_documents: 2, active_users: 2 },
          accounting: { total_documents: 2, active_users: 1 },
        },
      },
      engagement_patterns: [
        {
          week: "2020-06-02",
          documents_processed: 1,
          active_users: 1,
          by_vertical: {
            legal: { documents: 1, active_users: 0 },
            accounting: { documents: 0, active_users: 1 },
          },
        },
        {
          week: "2020-06-09",
          documents_processed: 3,
          active_users: 3,
          by_vertical: {
            legal: { documents: 1, active_users: 2 },
            accounting: { documents: 2, active_users: 1 },
          },
        },
      ],
    });
  });

  it("reads days more than 63 days back, across both words of a user's bits", async () => {
    // 13 weeks from 17 March: u4 in week 0 (20 March) and week 3 (7–13 April: 10 April), u5
    // in week 3 (13 April, the first word's last day); u3 in week 10 (30 May); u1 in week 11;
    // u1, u2 and u3 in week 12.
    const { user_engagement_metrics } = await getUserEngagement(database.db, admin, ADMIN_EMAIL, {
      weeks: 13,
      includeVerticals: false,
      now: NOW,
    });
    expect(user_engagement_metrics.engagement_patterns.map((week) => week.active_users)).toEqual([
      1, 0, 0, 2, 0, 0, 0, 0, 0, 0, 1, 1, 3,
    ]);
    expect(user_engagement_metrics.engagement_patterns[3]!.week).toBe("2020-04-07");
    expect(user_engagement_metrics.summary.total_active_users).toBe(5);
  });

  it("leaves the verticals out unless asked, and a week with nothing counts zero", async () => {
    // One week seen from 22 June: 16–22 June, when nothing happened.
    const { user_engagement_metrics } = await getUserEngagement(database.db, admin, ADMIN_EMAIL, {
      weeks: 1,
      includeVerticals: false,
      now: new Date("2020-06-22T08:00:00Z"),
    });
    expect(user_engagement_metrics).toEqual({
      summary: {
        total_documents_processed: 0,
        total_active_users: 0,
        avg_processing_time_ms: 0,
        weeks_analyzed: 1,
      },
      engagement_patterns: [{ week: "2020-06-16", documents_processed: 0, active_users: 0 }],
    });
  });

  it("answers the same from the weeks it kept, and counts again after a late write to a past day", async () => {
    const thirteenWeeks = () =>
      getUserEngagement(database.db, admin, ADMIN_EMAIL, {
        weeks: 13,
        includeVerticals: true,
        now: NOW,
      });
    const first = await thirteenWeeks();
    expect(await thirteenWeeks()).toEqual(first);

    // u6 turns out to have been on a legal page on 20 May (week 9, 19–25 May), written after
    // that week was kept: the kept weeks of both rows it touches are forgotten and counted again.
    const u6 = await addUser("u6");
    await database.db
      .insert(userActivity)
      .values([activity(u6, "legal", ["05-20"]), activity(u6, ANY_PAGE, ["05-20"])]);
    const again = (await thirteenWeeks()).user_engagement_metrics;
    const before = first.user_engagement_metrics;
    expect(again.engagement_patterns[9]!.active_users).toBe(
      before.engagement_patterns[9]!.active_users + 1,
    );
    expect(again.engagement_patterns[9]!.by_vertical!.legal.active_users).toBe(
      before.engagement_patterns[9]!.by_vertical!.legal.active_users + 1,
    );
    expect(again.summary.total_active_users).toBe(before.summary.total_active_users + 1);
    expect(again.engagement_patterns[8]).toEqual(before.engagement_patterns[8]);
  });

  it("keeps the weeks the longest range asks for ahead of the day's first call, as counted fresh", async () => {
    // Three days after the world's "now", a day no other test asks about: its weeks end 11 June,
    // 4 June, … 26 March, and none is kept yet.
    const later = new Date("2020-06-18T12:00:00Z");
    const weekEnds = Array.from({ length: 12 }, (_, back) =>
      new Date(Date.parse("2020-06-11T00:00:00Z") - back * 7 * 24 * 60 * 60 * 1000)
        .toISOString()
        .slice(0, 10),
    );
    const keptRows = () =>
      database.db
        .select()
        .from(weeklyActiveUsers)
        .where(inArray(weeklyActiveUsers.weekEndDay, weekEnds));
    expect(await keptRows()).toHaveLength(0);

    await keepPastWeeks(database.db, later);
    expect(new Set((await keptRows()).map((row) => `${row.weekEndDay}|${row.vertical}`))).toEqual(
      new Set(
        weekEnds.flatMap((day) =>
          ["any", "legal", "accounting"].map((vertical) => `${day}|${vertical}`),
        ),
      ),
    );
    const thirteenWeeks = () =>
      getUserEngagement(database.db, admin, ADMIN_EMAIL, {
        weeks: 13,
        includeVerticals: true,
        now: later,
      });
    const fromKept = await thirteenWeeks();
    await database.db
      .delete(weeklyActiveUsers)
      .where(inArray(weeklyActiveUsers.weekEndDay, weekEnds));
    expect(await thirteenWeeks()).toEqual(fromKept);
  });

  it("keeps each week before the newest once counted, a week still running never", async () => {
    // A vertical of this test's own, so no other test's writes touch its kept weeks: u1's and
    // u4's days as in the world above. 13 weeks to 15 June: the weeks end 8 June, 1 June, …
    const vertical = `test-${randomUUID().slice(0, 8)}`;
    await database.db
      .insert(userActivity)
      .values([
        activity(await addUser("u1-again"), vertical, ["06-03", "06-10"]),
        activity(await addUser("u4-again"), vertical, ["03-20", "04-10"]),
      ]);
    const weekEnds = ["2020-06-08", "2020-06-01", "2020-04-13", "2020-03-23"];
    const counted = await pastWeeksActive(database.db, "2020-06-15", weekEnds, [vertical]);
    expect(weekEnds.map((day) => counted.get(`${day}|${vertical}`))).toEqual([1, 0, 1, 1]);
    const kept = await database.db
      .select()
      .from(weeklyActiveUsers)
      .where(eq(weeklyActiveUsers.vertical, vertical))
      .orderBy(desc(weeklyActiveUsers.weekEndDay));
    expect(kept.map((row) => [row.weekEndDay, row.users])).toEqual([
      ["2020-06-08", 1],
      ["2020-06-01", 0],
      ["2020-04-13", 1],
      ["2020-03-23", 1],
    ]);
    // A week ending today is still running: counted, not kept.
    const today = new Date().toISOString().slice(0, 10);
    await pastWeeksActive(database.db, today, [today], [vertical]);
    expect(kept).toHaveLength(
      (
        await database.db
          .select()
          .from(weeklyActiveUsers)
          .where(eq(weeklyActiveUsers.vertical, vertical))
      ).length,
    );
  });

  it("forgets a vertical's kept weeks only when a day already over changes", async () => {
    // A vertical of this test's own, so no other test's writes touch its kept weeks.
    const vertical = `test-${randomUUID().slice(0, 8)}`;
    const keptWeeks = async () =>
      (
        await database.db
          .select()
          .from(weeklyActiveUsers)
          .where(eq(weeklyActiveUsers.vertical, vertical))
      ).length;
    const keep = () =>
      database.db
        .insert(weeklyActiveUsers)
        .values({ weekEndDay: "2020-01-05", vertical, users: 7 })
        .onConflictDoNothing();
    const today = new Date().toISOString().slice(0, 10);
    const todayOnly = `1${"0".repeat(RECENT_DAYS - 1)}`;
    const someone = await addUser("u7");
    const row = and(eq(userActivity.userId, someone), eq(userActivity.vertical, vertical));

    await keep();
    // A first page view today, and another one today: nothing before today changes.
    await database.db
      .insert(userActivity)
      .values({ userId: someone, vertical, lastActiveDay: today, recentDays: todayOnly });
    await database.db.update(userActivity).set({ recentDays: todayOnly }).where(row);
    expect(await keptWeeks()).toBe(1);
    // Yesterday's bit set late (a view from before midnight written after it).
    await database.db
      .update(userActivity)
      .set({ recentDays: `11${"0".repeat(RECENT_DAYS - 2)}` })
      .where(row);
    expect(await keptWeeks()).toBe(0);
    // A row removed (its user deleted).
    await keep();
    await database.db.delete(userActivity).where(row);
    expect(await keptWeeks()).toBe(0);
  });

  it("is refused to anyone but an admin", async () => {
    const someone = { ...admin, userId: await addUser("not-admin") };
    await expect(
      getUserEngagement(database.db, someone, ADMIN_EMAIL, { weeks: 1, includeVerticals: false }),
    ).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(
      getTrialConversion(database.db, someone, ADMIN_EMAIL, { days: 7, includeVerticals: false }),
    ).rejects.toMatchObject({ code: "FORBIDDEN" });
  });
});

describe("the processed documents' daily counts", () => {
  it("count a document once, when it becomes complete, with its upload-to-processed time", async () => {
    const organizationId = await addOrganization("e", at("01-01T00:00:00"));
    await addDocument(organizationId, "legal", at("01-10T00:00:00"), null, "processing");
    const [row] = await database.db
      .select({ id: documents.id })
      .from(documents)
      .where(eq(documents.organizationId, organizationId));
    const day = () =>
      database.db
        .select()
        .from(processedDocumentDays)
        .where(
          and(
            eq(processedDocumentDays.day, "2020-01-10"),
            eq(processedDocumentDays.vertical, "legal"),
          ),
        );
    expect(await day()).toEqual([]);
    await database.db
      .update(documents)
      .set({ processingStatus: "complete", processedAt: at("01-10T00:00:05") })
      .where(eq(documents.id, row!.id));
    await database.db
      .update(documents)
      .set({ processingStatus: "complete", name: "renamed" })
      .where(eq(documents.id, row!.id));
    expect(await day()).toEqual([
      { day: "2020-01-10", vertical: "legal", documents: 1, processingMs: 5000 },
    ]);
  });
});
