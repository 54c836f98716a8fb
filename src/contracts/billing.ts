import { z } from "zod";
import { PLAN_IDS } from "./plans.ts";

/** What a subscription can be: Stripe's statuses, and `trialing` for our card-less trial too. */
export const SUBSCRIPTION_STATUSES = [
  "trialing",
  "active",
  "past_due",
  "unpaid",
  "canceled",
  "incomplete",
  "incomplete_expired",
  "paused",
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const billingQuerySchema = z.object({ organizationId: z.string().min(1) });

/** Spec §7 `POST /api/stripe/sync`. */
export const stripeSyncBodySchema = z.object({ subscriptionId: z.string().min(1).max(255) });

/** The spec's buy-button attributes (§3), given only to those who may change the plan. */
export const buyButtonSchema = z.object({
  buyButtonId: z.string(),
  publishableKey: z.string(),
  clientReferenceId: z.string(),
  customerEmail: z.string(),
});
export type BuyButton = z.infer<typeof buyButtonSchema>;

export const billingSummarySchema = z.object({
  /** False on a server without Stripe settings: every organization is unlimited. */
  enabled: z.boolean(),
  /** The plan whose limits apply now (Free once the subscription is no longer valid); null
   *  without billing. */
  plan: z.enum(PLAN_IDS).nullable(),
  /** The plan the subscription is for, valid or not. */
  subscribedPlan: z.enum(PLAN_IDS).nullable(),
  status: z.enum(SUBSCRIPTION_STATUSES).nullable(),
  /** Spec §4: active or trialing, and the period end still ahead. */
  valid: z.boolean(),
  trialDaysLeft: z.number().int().nullable(),
  /** The next renewal of a paid plan, or the trial's end. */
  currentPeriodEnd: z.string().nullable(),
  stripeSubscriptionId: z.string().nullable(),
  usage: z.object({
    documentsThisMonth: z.number().int(),
    documentsPerMonth: z.number().int().nullable(),
    storageBytes: z.number().int(),
    storageLimitBytes: z.number().int().nullable(),
  }),
  /** Only Owners (manageSettings) change the plan. */
  canChangePlan: z.boolean(),
  buyButton: buyButtonSchema.nullable(),
});
export type BillingSummary = z.infer<typeof billingSummarySchema>;

/** Stripe's customer portal for an organization's Owner (cancel, change card, invoices). */
export const billingPortalBodySchema = z.object({ organizationId: z.string().min(1) });
export const billingPortalSessionSchema = z.object({ url: z.string() });
export type BillingPortalSession = z.infer<typeof billingPortalSessionSchema>;
