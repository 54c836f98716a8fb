import type { BillingSummary } from "../../../contracts/billing.ts";
import type { Actor } from "../../auth/actor.ts";
import type { Db } from "../../db/client.ts";
import { requireMembership } from "../../policies/membership.ts";
import { can } from "../../policies/permissions.ts";
import type { Billing } from "../../providers/stripe/stripe-billing.ts";
import { clientReferenceId } from "./handle-stripe-webhook.ts";
import { measureUsage } from "./measure-usage.ts";
import {
  asStatus,
  effectivePlan,
  isPlanId,
  isValid,
  organizationSubscription,
  planById,
  trialDaysLeft,
} from "./organization-subscription.ts";

/** The organization's plan, trial, renewal and usage, for any of its members (/profile, /pay). */
export async function getBillingSummary(
  db: Db,
  billing: Billing | null,
  actor: Actor,
  organizationId: string,
  now = new Date(),
): Promise<BillingSummary> {
  const { role } = await requireMembership(db, actor.userId, organizationId);
  const usage = await measureUsage(db, organizationId, now);
  if (!billing) {
    return {
      enabled: false,
      plan: null,
      subscribedPlan: null,
      status: null,
      valid: true,
      trialDaysLeft: null,
      currentPeriodEnd: null,
      stripeSubscriptionId: null,
      usage: { ...usage, documentsPerMonth: null, storageLimitBytes: null },
      canChangePlan: false,
      buyButton: null,
    };
  }
  const row = await organizationSubscription(db, organizationId);
  const plan = planById(effectivePlan(row, now));
  const canChangePlan = can(role, "manageSettings");
  return {
    enabled: true,
    plan: plan.id,
    subscribedPlan: isPlanId(row.plan) ? row.plan : null,
    status: asStatus(row.status),
    valid: isValid(row, now),
    trialDaysLeft: trialDaysLeft(row, now),
    currentPeriodEnd: row.currentPeriodEnd.toISOString(),
    stripeSubscriptionId: row.stripeSubscriptionId,
    usage: {
      ...usage,
      documentsPerMonth: plan.documentsPerMonth,
      storageLimitBytes: plan.storageBytes,
    },
    canChangePlan,
    buyButton: canChangePlan
      ? {
          buyButtonId: billing.buyButtonId,
          publishableKey: billing.publishableKey,
          clientReferenceId: clientReferenceId(organizationId, actor.userId),
          customerEmail: actor.email,
        }
      : null,
  };
}
