import fs from "node:fs";
import path from "node:path";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { billingSummarySchema, type BillingSummary } from "../../../contracts/billing.ts";
import { PLANS } from "../../../contracts/plans.ts";
import {
  asUser,
  personalOrganizationOf,
  signUp,
  type SignedIn,
} from "../../../../test/support/accounts.ts";
import {
  startStripeServer,
  subscriptionObject,
  type FakeSubscription,
  type StripeServer,
} from "../../../../test/support/stripe-server.ts";
import { auditEntries, joinAs } from "../../../../test/support/teams.ts";
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from "../../../../test/support/test-app.ts";
import { upload, uploadNew } from "../../../../test/support/uploads.ts";
import { subscriptions } from "../../db/schema/billing.ts";
import { documents } from "../../db/schema/documents.ts";
import { requireRoomForUpload } from "../../domain/billing/enforce-plan-limits.ts";
import { syncStripeSubscription } from "../../domain/billing/sync-stripe-subscription.ts";
import { createBilling, type Billing } from "../../providers/stripe/stripe-billing.ts";

let stripe: StripeServer;
let billing: Billing;
let subject: TestApp;
let owner: SignedIn;
let organizationId: string;

const DAY_MS = 24 * 60 * 60 * 1000;

async function summaryOf(person: SignedIn, organization = organizationId): Promise<BillingSummary> {
  const response = await subject.app.inject({
    method: "GET",
    url: `/api/billing?organizationId=${organization}`,
    headers: asUser(person),
  });
  expect(response.statusCode, response.body).toBe(200);
  return billingSummarySchema.parse(response.json());
}

/** Delivers a webhook as Stripe does: no browser origin, the raw body and its signature. */
function deliver(delivery: { body: string; signature: string }) {
  return subject.app.inject({
    method: "POST",
    url: "/api/stripe/webhook",
    headers: { "content-type": "application/json", "stripe-signature": delivery.signature },
    payload: delivery.body,
  });
}

const paid = (changes: Partial<FakeSubscription> = {}): FakeSubscription => ({
  id: "sub_berkas_1",
  customer: "cus_berkas_1",
  status: "active",
  lookupKey: "starter",
  currentPeriodEnd: new Date(Date.now() + 30 * DAY_MS),
  ...changes,
});

beforeAll(async () => {
  stripe = await startStripeServer();
  billing = createBilling({
    secretKey: stripe.secretKey,
    webhookSecret: stripe.webhookSecret,
    publishableKey: "pk_test_berkas",
    buyButtonId: "buy_btn_berkas",
    apiUrl: stripe.apiUrl,
  });
  subject = await createTestApp({ billing });
  owner = await signUp(subject.app, undefined, "Ibu Owner");
  organizationId = await personalOrganizationOf(subject.app, owner);
});
afterAll(async () => {
  await subject.close();
  await stripe.stop();
});

describe("a subscription's life: trial → checkout → active → payment failed → canceled", () => {
  let checkout: { id: string; body: string; signature: string };

  it("starts every new organization on a 14-day trial without a card", async () => {
    const summary = await summaryOf(owner);
    expect(summary).toMatchObject({
      enabled: true,
      status: "trialing",
      valid: true,
      trialDaysLeft: 14,
      stripeSubscriptionId: null,
      canChangePlan: true,
    });
    expect(summary.buyButton).toEqual({
      buyButtonId: "buy_btn_berkas",
      publishableKey: "pk_test_berkas",
      clientReferenceId: `${organizationId}__${owner.userId}`,
      customerEmail: owner.email,
    });
  });

  it("a completed checkout makes the organization's plan the one paid for, with an audit entry", async () => {
    stripe.setSubscription(paid());
    const summary = await summaryOf(owner);
    checkout = stripe.event("checkout.session.completed", {
      id: "cs_test_1",
      object: "checkout.session",
      mode: "subscription",
      client_reference_id: summary.buyButton!.clientReferenceId,
      customer: "cus_berkas_1",
      subscription: "sub_berkas_1",
    });
    const response = await deliver(checkout);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ received: true, duplicate: false });
    expect(await summaryOf(owner)).toMatchObject({
      plan: "starter",
      status: "active",
      valid: true,
      trialDaysLeft: null,
      stripeSubscriptionId: "sub_berkas_1",
      usage: { documentsPerMonth: null, storageLimitBytes: 5000 * 1000 * 1000 },
    });
    const [entry] = await auditEntries(subject.app, owner, organizationId, "plan_changed");
    expect(entry).toMatchObject({
      resource_type: "subscription",
      user_email: owner.email,
      details: { from_status: "trialing", to_plan: "starter", to_status: "active" },
    });
  });

  it("a failed payment leaves the subscription invalid: Free's limits apply", async () => {
    stripe.setSubscription(paid({ status: "past_due" }));
    const failed = stripe.event("invoice.payment_failed", {
      id: "in_test_1",
      object: "invoice",
      parent: {
        type: "subscription_details",
        subscription_details: { subscription: "sub_berkas_1", metadata: {} },
      },
    });
    expect((await deliver(failed)).statusCode).toBe(200);
    expect(await summaryOf(owner)).toMatchObject({
      plan: "free",
      subscribedPlan: "starter",
      status: "past_due",
      valid: false,
      usage: { documentsPerMonth: 30 },
    });
  });

  it("a canceled subscription is read as canceled", async () => {
    const canceled = paid({ status: "canceled", currentPeriodEnd: new Date(Date.now() - DAY_MS) });
    stripe.setSubscription(canceled);
    const deleted = stripe.event("customer.subscription.deleted", subscriptionObject(canceled));
    expect((await deliver(deleted)).statusCode).toBe(200);
    expect(await summaryOf(owner)).toMatchObject({
      plan: "free",
      status: "canceled",
      valid: false,
    });
    const entries = await auditEntries(subject.app, owner, organizationId, "plan_changed");
    expect(entries.map((entry) => entry.details.to_status)).toEqual([
      "canceled",
      "past_due",
      "active",
    ]);
  });

  it("a replayed delivery changes nothing, even after Stripe's state moved", async () => {
    stripe.setSubscription(paid());
    const before = await subject.database.db.select().from(subscriptions);
    const requestsBefore = stripe.requests().length;
    const response = await deliver(checkout);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true, duplicate: true });
    expect(await subject.database.db.select().from(subscriptions)).toEqual(before);
    expect(stripe.requests()).toHaveLength(requestsBefore);
    expect(await summaryOf(owner)).toMatchObject({ status: "canceled" });
  });

  it("a forged or altered delivery is refused and changes nothing", async () => {
    const before = await subject.database.db.select().from(subscriptions);
    const forged = stripe.event(
      "customer.subscription.updated",
      subscriptionObject(paid({ lookupKey: "enterprise" })),
      { secret: "whsec_not_ours" },
    );
    expect((await deliver(forged)).statusCode).toBe(400);
    const genuine = stripe.event(
      "customer.subscription.updated",
      subscriptionObject(paid({ lookupKey: "enterprise" })),
    );
    const altered = {
      body: genuine.body.replace("enterprise", "professional"),
      signature: genuine.signature,
    };
    expect((await deliver(altered)).statusCode).toBe(400);
    expect((await deliver({ body: genuine.body, signature: "" })).statusCode).toBe(400);
    expect(await subject.database.db.select().from(subscriptions)).toEqual(before);
  });

  it("a checkout naming someone who is not the organization's Owner changes no plan", async () => {
    const accountant = await signUp(subject.app, undefined, "Pak Akuntan");
    await joinAs(subject.database, organizationId, accountant, "level_3");
    expect((await summaryOf(accountant)).buyButton).toBeNull();
    const before = await subject.database.db.select().from(subscriptions);
    stripe.setSubscription(paid({ id: "sub_berkas_2", lookupKey: "enterprise" }));
    const sneaky = stripe.event("checkout.session.completed", {
      id: "cs_test_2",
      object: "checkout.session",
      mode: "subscription",
      client_reference_id: `${organizationId}__${accountant.userId}`,
      customer: "cus_berkas_2",
      subscription: "sub_berkas_2",
    });
    expect((await deliver(sneaky)).statusCode).toBe(200);
    expect(await subject.database.db.select().from(subscriptions)).toEqual(before);
  });
});

describe("customer.subscription.updated", () => {
  let buyer: SignedIn;
  let organization: string;
  const SUBSCRIPTION = "sub_berkas_updated";
  // Stripe's periods are whole seconds.
  const inDays = (days: number) => new Date(Math.floor((Date.now() + days * DAY_MS) / 1000) * 1000);
  const bought = (changes: Partial<FakeSubscription> = {}) =>
    paid({ id: SUBSCRIPTION, customer: "cus_berkas_updated", ...changes });
  /** What the organization's row says of its subscription (not when it was last read). */
  const stored = () =>
    subject.database.db
      .select({
        plan: subscriptions.plan,
        status: subscriptions.status,
        currentPeriodEnd: subscriptions.currentPeriodEnd,
        stripeSubscriptionId: subscriptions.stripeSubscriptionId,
        stripeCustomerId: subscriptions.stripeCustomerId,
        userId: subscriptions.userId,
      })
      .from(subscriptions)
      .where(eq(subscriptions.organizationId, organization));
  /** Stripe's state at the time the organization bought Starter, and the event telling of it. */
  let starterEvent: { body: string; signature: string };

  beforeAll(async () => {
    buyer = await signUp(subject.app, undefined, "Ibu Langganan");
    organization = await personalOrganizationOf(subject.app, buyer);
    stripe.setSubscription(bought({ currentPeriodEnd: inDays(30) }));
    starterEvent = stripe.event(
      "customer.subscription.updated",
      subscriptionObject(bought({ currentPeriodEnd: inDays(30) })),
    );
    const checkout = stripe.event("checkout.session.completed", {
      id: "cs_test_updated",
      object: "checkout.session",
      mode: "subscription",
      client_reference_id: (await summaryOf(buyer, organization)).buyButton!.clientReferenceId,
      customer: "cus_berkas_updated",
      subscription: SUBSCRIPTION,
    });
    expect((await deliver(checkout)).statusCode).toBe(200);
    expect(await summaryOf(buyer, organization)).toMatchObject({ plan: "starter" });
  });

  it("stores a new plan and period end; the organization's limits and audit trail follow", async () => {
    const starterStorage = PLANS.find((plan) => plan.id === "starter")!.storageBytes!;
    await expect(
      requireRoomForUpload(subject.database.db, true, organization, starterStorage + 1),
    ).rejects.toMatchObject({ code: "PLAN_LIMIT_REACHED", details: { limit: "storage" } });

    const renewed = bought({ lookupKey: "professional", currentPeriodEnd: inDays(60) });
    stripe.setSubscription(renewed);
    const updated = stripe.event("customer.subscription.updated", subscriptionObject(renewed));
    const response = await deliver(updated);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ received: true, duplicate: false });

    expect(await summaryOf(buyer, organization)).toMatchObject({
      plan: "professional",
      subscribedPlan: "professional",
      status: "active",
      valid: true,
      currentPeriodEnd: renewed.currentPeriodEnd.toISOString(),
      usage: { documentsPerMonth: null, storageLimitBytes: null },
    });
    await expect(
      requireRoomForUpload(subject.database.db, true, organization, starterStorage + 1),
    ).resolves.toBeUndefined();
    const [entry] = await auditEntries(subject.app, buyer, organization, "plan_changed");
    expect(entry).toMatchObject({
      resource_type: "subscription",
      user_email: null,
      details: {
        from_plan: "starter",
        to_plan: "professional",
        from_status: "active",
        to_status: "active",
        source: "webhook",
      },
    });
  });

  it("an older event delivered late leaves the newer state and writes no audit entry", async () => {
    const before = await stored();
    const entriesBefore = await auditEntries(subject.app, buyer, organization, "plan_changed");
    const response = await deliver(starterEvent);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ received: true, duplicate: false });
    expect(await stored()).toEqual(before);
    expect(await summaryOf(buyer, organization)).toMatchObject({ plan: "professional" });
    expect(await auditEntries(subject.app, buyer, organization, "plan_changed")).toEqual(
      entriesBefore,
    );
  });

  it("a status Stripe moved to past_due makes the subscription invalid: Free's limits apply", async () => {
    const overdue = bought({
      lookupKey: "professional",
      status: "past_due",
      currentPeriodEnd: inDays(60),
    });
    stripe.setSubscription(overdue);
    const updated = stripe.event("customer.subscription.updated", subscriptionObject(overdue));
    expect((await deliver(updated)).statusCode).toBe(200);
    expect(await summaryOf(buyer, organization)).toMatchObject({
      plan: "free",
      subscribedPlan: "professional",
      status: "past_due",
      valid: false,
      usage: { documentsPerMonth: 30 },
    });
    const [entry] = await auditEntries(subject.app, buyer, organization, "plan_changed");
    expect(entry?.details).toMatchObject({
      from_plan: "professional",
      to_plan: "professional",
      from_status: "active",
      to_status: "past_due",
    });
  });

  it("of two deliveries racing, the later read of Stripe stands, even when applied first", async () => {
    const upgraded = bought({ lookupKey: "enterprise", currentPeriodEnd: inDays(60) });
    stripe.setSubscription(upgraded);
    const slowRead = stripe.holdNextRead();
    const first = deliver(
      stripe.event("customer.subscription.updated", subscriptionObject(upgraded)),
    );
    await slowRead.arrived;
    const canceled = bought({
      lookupKey: "enterprise",
      status: "canceled",
      currentPeriodEnd: inDays(60),
    });
    stripe.setSubscription(canceled);
    const second = await deliver(
      stripe.event("customer.subscription.deleted", subscriptionObject(canceled)),
    );
    expect(second.statusCode, second.body).toBe(200);
    slowRead.release();
    expect((await first).statusCode).toBe(200);
    expect(await stored()).toEqual([
      expect.objectContaining({ plan: "enterprise", status: "canceled" }),
    ]);
    const [entry] = await auditEntries(subject.app, buyer, organization, "plan_changed");
    expect(entry?.details).toMatchObject({ to_plan: "enterprise", to_status: "canceled" });
  });
});

describe("POST /api/stripe/sync", () => {
  it("reads Stripe again at most once per 30 s, for members of the organization only", async () => {
    stripe.setSubscription(paid({ lookupKey: "professional" }));
    const actor = {
      userId: owner.userId,
      email: owner.email,
      name: "Ibu Owner",
      sessionToken: "",
      activeOrganizationId: null,
    };
    const later = new Date(Date.now() + 31_000);
    const synced = await syncStripeSubscription(
      subject.database,
      billing,
      actor,
      "sub_berkas_1",
      later,
    );
    expect(synced).toMatchObject({ plan: "professional", status: "active" });

    stripe.setSubscription(paid({ lookupKey: "enterprise" }));
    const requestsBefore = stripe.requests().length;
    const response = await subject.app.inject({
      method: "POST",
      url: "/api/stripe/sync",
      headers: asUser(owner),
      payload: { subscriptionId: "sub_berkas_1" },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ plan: "professional" });
    expect(stripe.requests()).toHaveLength(requestsBefore);

    const stranger = await signUp(subject.app, undefined, "Orang Lain");
    const refused = await subject.app.inject({
      method: "POST",
      url: "/api/stripe/sync",
      headers: asUser(stranger),
      payload: { subscriptionId: "sub_berkas_1" },
    });
    expect(refused.statusCode).toBe(404);
  });

  it("gives up after 3 retries when Stripe fails, with the spec's message", async () => {
    stripe.failWith(500);
    const actor = {
      userId: owner.userId,
      email: owner.email,
      name: "Ibu Owner",
      sessionToken: "",
      activeOrganizationId: null,
    };
    const requestsBefore = stripe.requests().length;
    await expect(
      syncStripeSubscription(
        subject.database,
        billing,
        actor,
        "sub_berkas_1",
        new Date(Date.now() + 120_000),
      ),
    ).rejects.toMatchObject({ code: "SERVICE_UNAVAILABLE", message: "Failed to sync with Stripe" });
    expect(stripe.requests().length - requestsBefore).toBe(4);
    stripe.failWith(null);
  });
});

const csv = (index: number) =>
  Buffer.from(`date,description,amount\n2026-01-01,Item ${index},${1000 + index}\n`);

/** The organization's document rows and every stored file, whoever's. */
async function held(organization: string) {
  return {
    rows: (
      await subject.database.db
        .select({ total: count() })
        .from(documents)
        .where(eq(documents.organizationId, organization))
    )[0]!.total,
    files: fs
      .readdirSync(subject.filesRoot, { recursive: true })
      .filter((name) => fs.statSync(path.join(subject.filesRoot, String(name))).isFile()).length,
  };
}

/** A new organization whose trial is over with nothing bought: Free's limits. */
async function freeOrganization(name: string) {
  const person = await signUp(subject.app, undefined, name);
  const organization = await personalOrganizationOf(subject.app, person);
  await summaryOf(person, organization);
  await subject.database.db
    .update(subscriptions)
    .set({ currentPeriodEnd: new Date(Date.now() - DAY_MS), status: "canceled" })
    .where(eq(subscriptions.organizationId, organization));
  return { person, organization };
}

describe("plan limits at upload", () => {
  it("refuses the 31st document of a Free month and stores nothing", async () => {
    const { person, organization } = await freeOrganization("Ibu Gratis");
    for (let index = 0; index < 30; index++) {
      await uploadNew(subject.app, person, {
        bytes: csv(index),
        filename: `catatan-${index}.csv`,
        organizationId: organization,
      });
    }
    const before = await held(organization);
    expect(before.rows).toBe(30);

    const response = await upload(subject.app, person, {
      bytes: csv(30),
      filename: "catatan-30.csv",
      organizationId: organization,
    });
    expect(response.statusCode).toBe(402);
    expect(response.json().error).toMatchObject({
      code: "PLAN_LIMIT_REACHED",
      message: "Your Free plan allows 30 documents a month. Upgrade your plan to upload more.",
      details: { limit: "documents", upgradePath: "/pay", used: 30, allowed: 30 },
    });
    expect(await held(organization)).toEqual(before);
    expect((await summaryOf(person, organization)).usage).toMatchObject({
      documentsThisMonth: 30,
      documentsPerMonth: 30,
    });
  });

  it("accepts exactly one of uploads racing for the 30th document and stores nothing of the others", async () => {
    const { person, organization } = await freeOrganization("Ibu Berlomba");
    // Contents no other test uploads: a file stored for another organization is shared.
    for (let index = 100; index < 129; index++) {
      await uploadNew(subject.app, person, {
        bytes: csv(index),
        filename: `catatan-${index}.csv`,
        organizationId: organization,
      });
    }
    const before = await held(organization);
    const racers = [129, 130, 131, 132, 133].map((index) =>
      upload(subject.app, person, {
        bytes: csv(index),
        filename: `catatan-${index}.csv`,
        organizationId: organization,
      }),
    );
    const answers = (await Promise.all(racers)).map((response) => response.statusCode);
    expect(answers.filter((status) => status === 200)).toHaveLength(1);
    expect(answers.filter((status) => status === 402)).toHaveLength(4);
    expect(await held(organization)).toEqual({ rows: 30, files: before.files + 1 });
    expect((await summaryOf(person, organization)).usage).toMatchObject({
      documentsThisMonth: 30,
    });
  });

  it("accepts exactly one of uploads racing for the last of the storage", async () => {
    const { person, organization } = await freeOrganization("Pak Berebut");
    const first = await uploadNew(subject.app, person, {
      bytes: csv(200),
      filename: "catatan-200.csv",
      organizationId: organization,
    });
    const free = PLANS.find((plan) => plan.id === "free")!;
    const racing = [201, 202, 203].map(csv);
    const size = racing[0]!.length;
    // Room for one of the racing files and half of another.
    await subject.database.db
      .update(documents)
      .set({ sizeBytes: free.storageBytes! - size - Math.floor(size / 2) })
      .where(eq(documents.id, first));
    const before = await held(organization);
    const answers = await Promise.all(
      racing.map((bytes, index) =>
        upload(subject.app, person, {
          bytes,
          filename: `besar-${index}.csv`,
          organizationId: organization,
        }),
      ),
    );
    const refused = answers.filter((response) => response.statusCode === 402);
    expect(answers.filter((response) => response.statusCode === 200)).toHaveLength(1);
    expect(refused).toHaveLength(2);
    for (const response of refused) {
      expect(response.json().error.details).toMatchObject({ limit: "storage" });
    }
    expect(await held(organization)).toEqual({ rows: 2, files: before.files + 1 });
  });

  it("refuses a file that would take storage past the plan's", async () => {
    const person = await signUp(subject.app, undefined, "Pak Penyimpanan");
    const organization = await personalOrganizationOf(subject.app, person);
    await summaryOf(person, organization);
    await subject.database.db
      .update(subscriptions)
      .set({ currentPeriodEnd: new Date(Date.now() - DAY_MS) })
      .where(eq(subscriptions.organizationId, organization));
    const free = PLANS.find((plan) => plan.id === "free")!;
    await expect(
      requireRoomForUpload(subject.database.db, true, organization, free.storageBytes! + 1),
    ).rejects.toMatchObject({ code: "PLAN_LIMIT_REACHED", details: { limit: "storage" } });
    await expect(
      requireRoomForUpload(subject.database.db, false, organization, free.storageBytes! + 1),
    ).resolves.toBeUndefined();
  });
});

describe("POST /api/billing/portal", () => {
  const openPortal = (person: SignedIn, organization = organizationId) =>
    subject.app.inject({
      method: "POST",
      url: "/api/billing/portal",
      headers: asUser(person),
      payload: { organizationId: organization },
    });

  it("opens Stripe's customer portal for the Owner, returning to /profile", async () => {
    const response = await openPortal(owner);
    expect(response.statusCode, response.body).toBe(200);
    const [session] = stripe.portalSessions().slice(-1);
    expect(session).toEqual({
      customer: "cus_berkas_1",
      returnUrl: `${TEST_PUBLIC_URL}/profile`,
      url: response.json().url,
    });
  });

  it("refuses a member who may not change the plan, and a stranger, before asking Stripe", async () => {
    // An Admin manages the team but not the settings.
    const bookkeeper = await signUp(subject.app, undefined, "Bu Pembukuan");
    await joinAs(subject.database, organizationId, bookkeeper, "level_4");
    const stranger = await signUp(subject.app, undefined, "Orang Asing");
    const requestsBefore = stripe.requests().length;
    const refused = await openPortal(bookkeeper);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({
      code: "FORBIDDEN",
      details: { permission: "manageSettings" },
    });
    expect((await openPortal(stranger)).statusCode).toBe(404);
    expect(stripe.requests()).toHaveLength(requestsBefore);
  });

  it("tells an organization that never bought a plan to choose one first", async () => {
    const { person, organization } = await freeOrganization("Ibu Belum Beli");
    const requestsBefore = stripe.requests().length;
    const response = await openPortal(person, organization);
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatchObject({
      code: "CONFLICT",
      message:
        "This organization has not bought a plan yet, so there is no billing to manage. Choose a plan first.",
      details: { reason: "no_stripe_customer", upgradePath: "/pay" },
    });
    expect(stripe.requests()).toHaveLength(requestsBefore);
  });

  it("answers Stripe's failure as unavailable, with Stripe's reason", async () => {
    stripe.failWith(500);
    const response = await openPortal(owner);
    stripe.failWith(null);
    expect(response.statusCode).toBe(503);
    expect(response.json().error).toMatchObject({
      code: "SERVICE_UNAVAILABLE",
      message: "Failed to open the billing portal",
      details: { details: "Stripe is unavailable" },
    });
  });
});
