import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  adminOrganizationsSchema,
  organizationAnalyticsSchema,
  PAGE_VIEWS,
  trialConversionSchema,
  userEngagementSchema,
} from "../../../contracts/analytics.ts";
import { errorBodySchema } from "../../../contracts/errors.ts";
import {
  signUp,
  signUpVerified,
  uniqueEmail,
  type SignedIn,
} from "../../../../test/support/accounts.ts";
import { insertDocument } from "../../../../test/support/documents.ts";
import { apiCaller, createTeamAs, type ApiCall } from "../../../../test/support/teams.ts";
import { createTestApp, type TestApp } from "../../../../test/support/test-app.ts";
import { ANY_PAGE, pageViews, RECENT_DAYS, userActivity } from "../../db/schema/analytics.ts";
import { authAttempts } from "../../db/schema/auth-attempts.ts";
import { fieldFeedback } from "../../db/schema/feedback.ts";

const ADMIN_EMAIL = uniqueEmail("admin");
const DAY_MS = 24 * 60 * 60 * 1000;
let subject: TestApp;
let call: ApiCall;
let admin: SignedIn;
let owner: SignedIn;
let cfo: SignedIn;
let accountant: SignedIn;
let outsider: SignedIn;
let team: string;

const codeOf = (body: string) => errorBodySchema.parse(JSON.parse(body)).error.code;

beforeAll(async () => {
  subject = await createTestApp({ adminEmail: ADMIN_EMAIL });
  call = apiCaller(subject.app);
  admin = await signUpVerified(subject, ADMIN_EMAIL);
  [owner, cfo, accountant, outsider] = [
    await signUp(subject.app),
    await signUp(subject.app),
    await signUp(subject.app),
    await signUp(subject.app),
  ];
  ({ organizationId: team } = await createTeamAs(subject.app, subject.database, {
    owner,
    cfo,
    accountant,
  }));
  // In the team: two accounting documents and a legal one processed yesterday, an accounting
  // one ten days ago, one that failed; 1000 bytes each.
  const now = Date.now();
  const documentIds: string[] = [];
  for (const [vertical, daysAgo, status] of [
    ["accounting", 1, "complete"],
    ["accounting", 1, "complete"],
    ["legal", 1, "complete"],
    ["accounting", 10, "complete"],
    ["accounting", 1, "failed"],
  ] as const) {
    documentIds.push(
      await insertDocument(subject.database.db, {
        organizationId: team,
        name: `doc-${randomUUID().slice(0, 6)}`,
        vertical,
        sizeBytes: 1000,
        uploadedAt: new Date(now - daysAgo * DAY_MS - 60_000),
        processedAt: status === "complete" ? new Date(now - daysAgo * DAY_MS) : null,
        processingStatus: status,
      }),
    );
  }
  // Its members' ratings this week: vendor up, up, down; total_amount up.
  await subject.database.db.insert(fieldFeedback).values(
    (
      [
        ["vendor", "up"],
        ["vendor", "up"],
        ["vendor", "down"],
        ["total_amount", "up"],
      ] as const
    ).map(([field, verdict]) => ({
      organizationId: team,
      documentId: documentIds[0]!,
      userId: owner.userId,
      vertical: "accounting",
      field,
      verdict,
    })),
  );
});
afterAll(() => subject.close());

describe("the admin's analytics calls", () => {
  it("answers trial conversion and weekly engagement in the spec's shapes", async () => {
    const trial = await call(
      admin,
      "GET",
      "/api/analytics/trial-conversion?timeframe=30&include_verticals=true",
    );
    expect(trial.statusCode, trial.body).toBe(200);
    const conversion = trialConversionSchema.parse(trial.json()).trial_conversion_metrics;
    // The team and every member's personal organization were created just now.
    expect(conversion.organizations_signed_up).toBeGreaterThanOrEqual(6);
    const engagement = await call(
      admin,
      "GET",
      "/api/analytics/user-engagement?weeks=13&include_verticals=true",
    );
    expect(engagement.statusCode, engagement.body).toBe(200);
    const metrics = userEngagementSchema.parse(engagement.json()).user_engagement_metrics;
    expect(metrics.summary.weeks_analyzed).toBe(13);
    expect(metrics.engagement_patterns).toHaveLength(13);
    expect(metrics.summary.total_documents_processed).toBeGreaterThanOrEqual(4);
  });

  it("refuses ranges the selector does not offer", async () => {
    for (const url of [
      "/api/analytics/trial-conversion?timeframe=5",
      "/api/analytics/user-engagement?weeks=0",
      "/api/analytics/user-engagement?weeks=14",
    ]) {
      expect((await call(admin, "GET", url)).statusCode, url).toBe(400);
    }
  });

  it("lists organizations with plan, documents, storage and last activity", async () => {
    let offset = 0;
    let found;
    for (;;) {
      const response = await call(admin, "GET", `/api/admin/organizations?offset=${offset}`);
      expect(response.statusCode, response.body).toBe(200);
      const page = adminOrganizationsSchema.parse(response.json());
      found = page.organizations.find((row) => row.id === team);
      offset += page.pageSize;
      if (found || offset >= page.totalCount) break;
    }
    expect(found).toMatchObject({ documents: 5, storageBytes: 5000, plan: null });
    // The newest upload: yesterday's documents, a minute before they were processed.
    expect(Date.now() - Date.parse(found!.lastActivityAt!)).toBeLessThan(2 * DAY_MS);
  });

  it("gives every non-admin a refusal, whatever they are in their organization", async () => {
    for (const url of [
      "/api/analytics/trial-conversion?timeframe=7",
      "/api/analytics/user-engagement?weeks=1",
      "/api/admin/organizations",
    ]) {
      const response = await call(owner, "GET", url);
      expect(response.statusCode, url).toBe(403);
      expect((await call(null, "GET", url)).statusCode, url).toBe(401);
    }
  });
});

describe("page views", () => {
  it("keeps each view and marks the day in the user's activity bits for the vertical", async () => {
    for (const path of ["/verticals/legal/dashboard", "/verticals/legal/dashboard/team"]) {
      const response = await call(accountant, "POST", "/api/analytics/page-views", {
        path,
        organizationId: team,
      });
      expect(response.statusCode, response.body).toBe(200);
    }
    const views = await subject.database.db
      .select()
      .from(pageViews)
      .where(eq(pageViews.userId, accountant.userId));
    expect(views.map((view) => [view.path, view.vertical, view.organizationId])).toEqual([
      ["/verticals/legal/dashboard", "legal", team],
      ["/verticals/legal/dashboard/team", "legal", team],
    ]);
    const activity = await subject.database.db
      .select()
      .from(userActivity)
      .where(eq(userActivity.userId, accountant.userId))
      .orderBy(userActivity.vertical);
    expect(activity).toEqual(
      [ANY_PAGE, "legal"].map((vertical) => ({
        userId: accountant.userId,
        vertical,
        lastActiveDay: new Date().toISOString().slice(0, 10),
        recentDays: `1${"0".repeat(RECENT_DAYS - 1)}`,
      })),
    );
  });

  it("shifts the day bits along when the user comes back days later", async () => {
    const threeDaysAgo = new Date(Date.now() - 3 * DAY_MS).toISOString().slice(0, 10);
    await subject.database.db
      .update(userActivity)
      .set({ lastActiveDay: threeDaysAgo })
      .where(eq(userActivity.userId, accountant.userId));
    await call(accountant, "POST", "/api/analytics/page-views", {
      path: "/verticals/legal/dashboard",
      organizationId: team,
    });
    const activity = await subject.database.db
      .select()
      .from(userActivity)
      .where(eq(userActivity.userId, accountant.userId));
    expect(activity.map((row) => row.recentDays)).toEqual([
      `1001${"0".repeat(RECENT_DAYS - 4)}`,
      `1001${"0".repeat(RECENT_DAYS - 4)}`,
    ]);
  });

  it("refuses a path that is not one, and an organization the user is not in", async () => {
    for (const path of [
      "dashboard",
      "/a?b=c",
      "/a#b",
      `/${"a".repeat(PAGE_VIEWS.maxPathLength)}`,
    ]) {
      const response = await call(outsider, "POST", "/api/analytics/page-views", { path });
      expect(response.statusCode, path).toBe(400);
    }
    const elsewhere = await call(outsider, "POST", "/api/analytics/page-views", {
      path: "/verticals/accounting/dashboard",
      organizationId: team,
    });
    expect(elsewhere.statusCode).toBe(404);
    const kept = await subject.database.db
      .select()
      .from(pageViews)
      .where(eq(pageViews.userId, outsider.userId));
    expect(kept).toEqual([]);
    const anonymous = await call(null, "POST", "/api/analytics/page-views", { path: "/" });
    expect(anonymous.statusCode).toBe(401);
  });

  it("stops a user who sends more than the limit in the window", async () => {
    await call(outsider, "POST", "/api/analytics/page-views", { path: "/profile" });
    await subject.database.db
      .update(authAttempts)
      .set({ count: PAGE_VIEWS.perUser.max })
      .where(eq(authAttempts.key, `page-view:${outsider.userId}`));
    const response = await call(outsider, "POST", "/api/analytics/page-views", { path: "/" });
    expect(response.statusCode).toBe(429);
    expect(codeOf(response.body)).toBe("RATE_LIMITED");
    const views = await subject.database.db
      .select()
      .from(pageViews)
      .where(and(eq(pageViews.userId, outsider.userId), eq(pageViews.path, "/")));
    expect(views).toEqual([]);
  });
});

describe("an organization's own analytics", () => {
  it("gives its Owner and CFO documents processed, time saved and accuracy by field", async () => {
    for (const person of [owner, cfo]) {
      const response = await call(
        person,
        "GET",
        `/api/analytics/organization?organizationId=${team}&timeframe=7`,
      );
      expect(response.statusCode, response.body).toBe(200);
      expect(organizationAnalyticsSchema.parse(response.json())).toEqual({
        documents_processed: 3,
        by_vertical: { accounting: 2, legal: 1 },
        time_saved_minutes: 54,
        minutes_per_document: 18,
        overall_success_rate: 75,
        total_feedback: 4,
        field_success_rates: [
          { field_type: "total_amount", success_rate: 100, total_feedback: 1 },
          { field_type: "vendor", success_rate: 66.7, total_feedback: 3 },
        ],
      });
    }
    const fortnight = await call(
      owner,
      "GET",
      `/api/analytics/organization?organizationId=${team}&timeframe=14`,
    );
    expect(fortnight.json()).toMatchObject({ documents_processed: 4, time_saved_minutes: 72 });
  });

  it("is refused to its Accountant and unknown to everyone else", async () => {
    const url = `/api/analytics/organization?organizationId=${team}&timeframe=7`;
    const accountantAnswer = await call(accountant, "GET", url);
    expect(accountantAnswer.statusCode).toBe(403);
    expect(codeOf(accountantAnswer.body)).toBe("FORBIDDEN");
    const outsiderAnswer = await call(outsider, "GET", url);
    expect(outsiderAnswer.statusCode).toBe(404);
    expect(codeOf(outsiderAnswer.body)).toBe("NOT_FOUND");
  });
});
