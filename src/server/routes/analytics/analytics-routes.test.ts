import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { extractionMetricsSchema } from "../../../contracts/analytics.ts";
import { errorBodySchema } from "../../../contracts/errors.ts";
import {
  asUser,
  personalOrganizationOf,
  signUp,
  signUpVerified,
  type SignedIn,
} from "../../../../test/support/accounts.ts";
import { createTestApp, type TestApp } from "../../../../test/support/test-app.ts";
import { fixture, uploadNew, waitUntilSettled } from "../../../../test/support/uploads.ts";
import { fieldFeedback } from "../../db/schema/feedback.ts";

const ADMIN_EMAIL = "operator@berkas.test";
let subject: TestApp;
let admin: SignedIn;
let member: SignedIn;
/** Other test files rate fields on the same database at the same time: count this one's. */
let scope: string;

const metrics = (person: SignedIn, query = "?timeframe=7") =>
  subject.app.inject({
    url: `/api/analytics/extraction-metrics${query}&organizationId=${scope}`,
    headers: asUser(person),
  });

beforeAll(async () => {
  subject = await createTestApp({ worker: true, adminEmail: ADMIN_EMAIL });
  admin = await signUpVerified(subject, ADMIN_EMAIL);
  member = await signUp(subject.app);
  scope = await personalOrganizationOf(subject.app, member);
  const documentId = await uploadNew(subject.app, member, {
    bytes: fixture("faktur-id.pdf"),
    filename: "faktur.pdf",
    organizationId: scope,
  });
  await waitUntilSettled(subject.app, member, documentId);
  const rate = (field: string, verdict: "up" | "down") =>
    subject.app.inject({
      method: "POST",
      url: `/api/documents/${documentId}/fields/${field}/feedback`,
      headers: asUser(member),
      payload: { verdict },
    });
  for (const [field, verdict] of [
    ["vendor", "up"],
    ["vendor", "up"],
    ["vendor", "down"],
    ["total_amount", "up"],
  ] as const) {
    expect((await rate(field, verdict)).statusCode).toBe(200);
  }
});
afterAll(() => subject.close());

describe("GET /api/analytics/extraction-metrics", () => {
  it("gives an admin the success rate overall, per field and per vertical", async () => {
    const response = await metrics(admin, "?timeframe=30&include_verticals=true");
    expect(response.statusCode, response.body).toBe(200);
    const { extraction_metrics } = extractionMetricsSchema.parse(response.json());
    expect(extraction_metrics.overall_success_rate).toBe(75);
    expect(extraction_metrics.field_success_rates).toEqual([
      { field_type: "total_amount", success_rate: 100, total_feedback: 1 },
      { field_type: "vendor", success_rate: 66.7, total_feedback: 3 },
    ]);
    expect(extraction_metrics.by_vertical).toEqual({
      accounting: { success_rate: 75, total_feedback: 4 },
    });
  });

  it("leaves the verticals out unless asked, and refuses a range the selector does not offer", async () => {
    const plain = extractionMetricsSchema.parse((await metrics(admin)).json());
    expect(plain.extraction_metrics.by_vertical).toBeUndefined();
    const odd = await metrics(admin, "?timeframe=3");
    expect(odd.statusCode).toBe(400);
  });

  it("counts only the ratings within the chosen range", async () => {
    const [oldest] = await subject.database.db
      .select({ id: fieldFeedback.id })
      .from(fieldFeedback)
      .where(and(eq(fieldFeedback.organizationId, scope), eq(fieldFeedback.verdict, "down")));
    await subject.database.db
      .update(fieldFeedback)
      .set({ createdAt: new Date(Date.now() - 40 * 24 * 60 * 60 * 1000) })
      .where(eq(fieldFeedback.id, oldest!.id));
    const month = extractionMetricsSchema.parse((await metrics(admin, "?timeframe=30")).json());
    expect(month.extraction_metrics.overall_success_rate).toBe(100);
    const quarter = extractionMetricsSchema.parse((await metrics(admin, "?timeframe=60")).json());
    expect(quarter.extraction_metrics.overall_success_rate).toBe(75);
  });

  it("is for administrators only", async () => {
    const response = await metrics(member);
    expect(response.statusCode).toBe(403);
    expect(errorBodySchema.parse(response.json()).error.code).toBe("FORBIDDEN");
  });
});
