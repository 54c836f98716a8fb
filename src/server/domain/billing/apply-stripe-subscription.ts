import { eq } from "drizzle-orm";
import type Stripe from "stripe";
import { SUBSCRIPTION_STATUSES } from "../../../contracts/billing.ts";
import type { PlanId } from "../../../contracts/plans.ts";
import type { Actor } from "../../auth/actor.ts";
import type { Db } from "../../db/client.ts";
import { subscriptions } from "../../db/schema/billing.ts";
import { recordAuditEntry } from "../audit/record-audit-entry.ts";
import { isPlanId, organizationSubscription } from "./organization-subscription.ts";

/**
 * A price names its plan by its lookup key (or `plan` metadata) set to one of our plan ids;
 * a price naming none is the cheapest paid plan, so a misconfigured price never grants more
 * than was surely paid for (decision 0031).
 */
export function planOfStripeSubscription(subscription: Stripe.Subscription): PlanId {
  for (const item of subscription.items.data) {
    const named = item.price.lookup_key ?? item.price.metadata?.plan;
    if (isPlanId(named)) return named;
  }
  return "starter";
}

/** The latest end of the subscription's items' periods (Stripe keeps periods per item). */
function periodEnd(subscription: Stripe.Subscription): Date {
  const ends = subscription.items.data.map((item) => item.current_period_end);
  const seconds = ends.length > 0 ? Math.max(...ends) : (subscription.ended_at ?? 0);
  return new Date(seconds * 1000);
}

function knownStatus(status: string): string {
  return (SUBSCRIPTION_STATUSES as readonly string[]).includes(status) ? status : "incomplete";
}

export interface StripeSubscriptionChange {
  organizationId: string;
  subscription: Stripe.Subscription;
  /** Who bought it, when a checkout says so. */
  buyer: Pick<Actor, "userId" | "name" | "email"> | null;
  source: "checkout" | "webhook" | "sync";
  /** When Stripe was asked for `subscription`. */
  now: Date;
}

/**
 * Writes Stripe's view of the subscription onto the organization's row, in the caller's
 * transaction, and records a `plan_changed` entry when the plan or status moved.
 *
 * Stripe delivers events concurrently, so a slow read can finish after a later one has been
 * written: the row is locked, and a row already written from a later read keeps its newer state.
 */
export async function applyStripeSubscription(tx: Db, change: StripeSubscriptionChange) {
  const { id } = await organizationSubscription(tx, change.organizationId);
  const [locked] = await tx
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.id, id))
    .for("update");
  const before = locked!;
  if (before.syncedAt && before.syncedAt.getTime() > change.now.getTime()) return before;
  const customer = change.subscription.customer;
  const next = {
    plan: planOfStripeSubscription(change.subscription),
    status: knownStatus(change.subscription.status),
    currentPeriodEnd: periodEnd(change.subscription),
    stripeSubscriptionId: change.subscription.id,
    stripeCustomerId: typeof customer === "string" ? customer : customer.id,
    syncedAt: change.now,
    updatedAt: change.now,
    ...(change.buyer && { userId: change.buyer.userId }),
  };
  const [after] = await tx
    .update(subscriptions)
    .set(next)
    .where(eq(subscriptions.id, before.id))
    .returning();
  const moved =
    before.plan !== next.plan ||
    before.status !== next.status ||
    before.stripeSubscriptionId !== next.stripeSubscriptionId;
  if (moved) {
    await recordAuditEntry(tx, {
      organizationId: change.organizationId,
      actor: change.buyer,
      actionType: "plan_changed",
      resourceType: "subscription",
      resourceId: before.id,
      details: {
        from_plan: before.plan,
        to_plan: next.plan,
        from_status: before.status,
        to_status: next.status,
        source: change.source,
      },
    });
  }
  return after!;
}
