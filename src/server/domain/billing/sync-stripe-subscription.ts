import { eq } from "drizzle-orm";
import type Stripe from "stripe";
import type { BillingSummary } from "../../../contracts/billing.ts";
import { BILLING_TIMING } from "../../../contracts/plans.ts";
import type { Actor } from "../../auth/actor.ts";
import type { Database } from "../../db/client.ts";
import { subscriptions } from "../../db/schema/billing.ts";
import { withTransaction } from "../../db/transaction.ts";
import { AppError } from "../../errors.ts";
import { requireMembership } from "../../policies/membership.ts";
import type { Billing } from "../../providers/stripe/stripe-billing.ts";
import { applyStripeSubscription } from "./apply-stripe-subscription.ts";
import { getBillingSummary } from "./get-billing-summary.ts";

/**
 * Spec §7 `POST /api/stripe/sync`: reads the subscription from Stripe again for a member of the
 * organization holding it. A sync within 30 s of the last answers from what we hold (§9's
 * debounce), so a page left open cannot hammer Stripe; the SDK retries at most 3 times.
 */
export async function syncStripeSubscription(
  database: Database,
  billing: Billing | null,
  actor: Actor,
  subscriptionId: string,
  now = new Date(),
): Promise<BillingSummary> {
  if (!billing) throw new AppError("NOT_FOUND", "Not found");
  const db = database.db;
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.stripeSubscriptionId, subscriptionId))
    .limit(1);
  if (!row) throw new AppError("NOT_FOUND", "Not found");
  await requireMembership(db, actor.userId, row.organizationId);

  const debounceMs = BILLING_TIMING.syncDebounceSeconds * 1000;
  const fresh = row.syncedAt && now.getTime() - row.syncedAt.getTime() < debounceMs;
  if (!fresh) {
    let subscription: Stripe.Subscription;
    try {
      subscription = await billing.stripe.subscriptions.retrieve(subscriptionId);
    } catch (error) {
      throw new AppError("SERVICE_UNAVAILABLE", "Failed to sync with Stripe", {
        details: error instanceof Error ? error.message : String(error),
      });
    }
    await withTransaction(database, (tx) =>
      applyStripeSubscription(tx, {
        organizationId: row.organizationId,
        subscription,
        buyer: null,
        source: "sync",
        now,
      }),
    );
  }
  return getBillingSummary(db, billing, actor, row.organizationId, now);
}
