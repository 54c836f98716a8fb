import { eq } from "drizzle-orm";
import type Stripe from "stripe";
import type { Database, Db } from "../../db/client.ts";
import { user } from "../../db/schema/auth.ts";
import { stripeEvents, subscriptions } from "../../db/schema/billing.ts";
import { withTransaction } from "../../db/transaction.ts";
import { AppError } from "../../errors.ts";
import { requireMembership } from "../../policies/membership.ts";
import { can } from "../../policies/permissions.ts";
import type { Billing } from "../../providers/stripe/stripe-billing.ts";
import { applyStripeSubscription } from "./apply-stripe-subscription.ts";

/**
 * The buy button's client reference: the organization the plan is for and the Owner buying it
 * (Stripe allows letters, digits, dashes and underscores; our ids are UUIDs).
 */
const REFERENCE_SEPARATOR = "__";

export function clientReferenceId(organizationId: string, userId: string): string {
  return `${organizationId}${REFERENCE_SEPARATOR}${userId}`;
}

function readClientReference(reference: string | null) {
  const [organizationId, userId, ...rest] = (reference ?? "").split(REFERENCE_SEPARATOR);
  return organizationId && userId && rest.length === 0 ? { organizationId, userId } : null;
}

export interface WebhookOutcome {
  received: true;
  /** This event was handled before; nothing changed. */
  duplicate: boolean;
}

interface Target {
  organizationId: string;
  subscriptionId: string;
  buyer: { userId: string; name: string; email: string } | null;
}

/** A checkout's buyer, when they may change the organization's plan (Owners, spec §6). */
async function checkoutTarget(db: Db, session: Stripe.Checkout.Session): Promise<Target | null> {
  const reference = readClientReference(session.client_reference_id);
  const subscription = session.subscription;
  if (!reference || !subscription) return null;
  const membership = await requireMembership(db, reference.userId, reference.organizationId).catch(
    () => null,
  );
  if (!membership || !can(membership.role, "manageSettings")) return null;
  const [buyer] = await db
    .select({ userId: user.id, name: user.name, email: user.email })
    .from(user)
    .where(eq(user.id, reference.userId))
    .limit(1);
  return {
    organizationId: reference.organizationId,
    subscriptionId: typeof subscription === "string" ? subscription : subscription.id,
    buyer: buyer ?? null,
  };
}

/** An organization's subscription by its Stripe id; events about others are not ours. */
async function knownTarget(db: Db, subscriptionId: string | null): Promise<Target | null> {
  if (!subscriptionId) return null;
  const [row] = await db
    .select({ organizationId: subscriptions.organizationId })
    .from(subscriptions)
    .where(eq(subscriptions.stripeSubscriptionId, subscriptionId))
    .limit(1);
  return row ? { organizationId: row.organizationId, subscriptionId, buyer: null } : null;
}

function idOf(value: string | { id: string } | null | undefined): string | null {
  return typeof value === "string" ? value : (value?.id ?? null);
}

async function targetOf(db: Db, event: Stripe.Event): Promise<Target | null> {
  if (event.type === "checkout.session.completed") {
    return checkoutTarget(db, event.data.object);
  }
  if (event.type.startsWith("customer.subscription.")) {
    return knownTarget(db, (event.data.object as Stripe.Subscription).id);
  }
  if (event.type === "invoice.payment_failed") {
    const parent = event.data.object.parent;
    return knownTarget(db, idOf(parent?.subscription_details?.subscription));
  }
  return null;
}

/**
 * Stripe's webhook: the signature proves the sender (Stripe's `t=…,v1=…` HMAC over the raw
 * body); each event id is handled once, in the transaction that applies it, so a replay changes
 * nothing. The subscription is read back from Stripe rather than taken from the event, so events
 * arriving out of order still leave the latest state.
 */
export async function handleStripeWebhook(
  database: Database,
  billing: Billing,
  rawBody: Buffer,
  signature: string | undefined,
  now = new Date(),
): Promise<WebhookOutcome> {
  let event: Stripe.Event;
  try {
    event = billing.stripe.webhooks.constructEvent(rawBody, signature ?? "", billing.webhookSecret);
  } catch {
    throw new AppError("VALIDATION_FAILED", "The webhook signature is not valid.");
  }
  const db = database.db;
  const [seen] = await db
    .select({ id: stripeEvents.id })
    .from(stripeEvents)
    .where(eq(stripeEvents.id, event.id))
    .limit(1);
  if (seen) return { received: true, duplicate: true };

  const target = await targetOf(db, event);
  const subscription = target
    ? await billing.stripe.subscriptions.retrieve(target.subscriptionId)
    : null;
  return withTransaction(database, async (tx) => {
    const [recorded] = await tx
      .insert(stripeEvents)
      .values({ id: event.id, type: event.type })
      .onConflictDoNothing()
      .returning({ id: stripeEvents.id });
    if (!recorded) return { received: true, duplicate: true };
    if (target && subscription) {
      await applyStripeSubscription(tx, {
        organizationId: target.organizationId,
        subscription,
        buyer: target.buyer,
        source: event.type === "checkout.session.completed" ? "checkout" : "webhook",
        now,
      });
    }
    return { received: true, duplicate: false };
  });
}
