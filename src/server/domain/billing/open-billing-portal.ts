import type { BillingPortalSession } from "../../../contracts/billing.ts";
import type { Actor } from "../../auth/actor.ts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../errors.ts";
import { requireMembership } from "../../policies/membership.ts";
import { authorize } from "../../policies/permissions.ts";
import type { Billing } from "../../providers/stripe/stripe-billing.ts";
import { UPGRADE_PATH } from "./enforce-plan-limits.ts";
import { organizationSubscription } from "./organization-subscription.ts";

/** Where Stripe's portal sends the Owner back. */
export const PORTAL_RETURN_PATH = "/profile";

/**
 * A session of Stripe's customer portal for the organization's Stripe customer, opened only for
 * those who may change the plan (manageSettings): the portal cancels and changes what was bought.
 * An organization that never checked out has no customer at Stripe, and is told to buy first.
 */
export async function openBillingPortal(
  db: Db,
  billing: Billing | null,
  publicUrl: string,
  actor: Actor,
  organizationId: string,
): Promise<BillingPortalSession> {
  if (!billing) throw new AppError("NOT_FOUND", "Not found");
  const { role } = await requireMembership(db, actor.userId, organizationId);
  authorize(role, "manageSettings");
  const subscription = await organizationSubscription(db, organizationId);
  if (!subscription.stripeCustomerId) {
    throw new AppError(
      "CONFLICT",
      "This organization has not bought a plan yet, so there is no billing to manage. Choose a plan first.",
      { reason: "no_stripe_customer", upgradePath: UPGRADE_PATH },
    );
  }
  try {
    const session = await billing.stripe.billingPortal.sessions.create({
      customer: subscription.stripeCustomerId,
      return_url: new URL(PORTAL_RETURN_PATH, publicUrl).toString(),
    });
    return { url: session.url };
  } catch (error) {
    throw new AppError("SERVICE_UNAVAILABLE", "Failed to open the billing portal", {
      details: error instanceof Error ? error.message : String(error),
    });
  }
}
