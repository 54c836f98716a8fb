import { eq } from "drizzle-orm";
import type { SubscriptionStatus } from "../../../contracts/billing.ts";
import { PLANS, TRIAL_DAYS, type Plan, type PlanId } from "../../../contracts/plans.ts";
import type { Db } from "../../db/client.ts";
import { organization } from "../../db/schema/auth.ts";
import { subscriptions } from "../../db/schema/billing.ts";
import { AppError } from "../../errors.ts";

export type SubscriptionRow = typeof subscriptions.$inferSelect;

/** The database or an open transaction. */
type Executor = Pick<Db, "select" | "insert">;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The trial gives the whole product (decision 0031): the plan a trial user would otherwise
 * have to guess at is the one they are deciding to buy.
 */
export const TRIAL_PLAN: PlanId = "professional";

/** Once a subscription is no longer valid, Free's limits apply. */
export const FALLBACK_PLAN: PlanId = "free";

export function planById(id: PlanId): Plan {
  return PLANS.find((plan) => plan.id === id) ?? PLANS[0]!;
}

export function isPlanId(value: unknown): value is PlanId {
  return PLANS.some((plan) => plan.id === value);
}

/** Spec §4: valid only while active or trialing and the period end is in the future. */
export function isValid(row: Pick<SubscriptionRow, "status" | "currentPeriodEnd">, now: Date) {
  return (
    (row.status === "active" || row.status === "trialing") &&
    row.currentPeriodEnd.getTime() > now.getTime()
  );
}

/** The plan whose limits apply now. */
export function effectivePlan(row: SubscriptionRow, now: Date): PlanId {
  return isValid(row, now) && isPlanId(row.plan) ? row.plan : FALLBACK_PLAN;
}

export function trialDaysLeft(row: SubscriptionRow, now: Date): number | null {
  if (row.status !== "trialing" || row.stripeSubscriptionId !== null) return null;
  return Math.max(0, Math.ceil((row.currentPeriodEnd.getTime() - now.getTime()) / DAY_MS));
}

export function asStatus(value: string): SubscriptionStatus {
  return value as SubscriptionStatus;
}

/**
 * The organization's subscription, its 14-day card-less trial written on first read: the trial
 * runs from the organization's creation, however it was created (decision 0031).
 */
export async function organizationSubscription(
  executor: Executor,
  organizationId: string,
): Promise<SubscriptionRow> {
  const [existing] = await executor
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.organizationId, organizationId))
    .limit(1);
  if (existing) return existing;
  const [owner] = await executor
    .select({ createdAt: organization.createdAt })
    .from(organization)
    .where(eq(organization.id, organizationId))
    .limit(1);
  if (!owner) throw new AppError("NOT_FOUND", "Not found");
  await executor
    .insert(subscriptions)
    .values({
      organizationId,
      plan: TRIAL_PLAN,
      status: "trialing",
      currentPeriodEnd: new Date(owner.createdAt.getTime() + TRIAL_DAYS * DAY_MS),
    })
    .onConflictDoNothing({ target: subscriptions.organizationId });
  const [written] = await executor
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.organizationId, organizationId))
    .limit(1);
  return written!;
}
