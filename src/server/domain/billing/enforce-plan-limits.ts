import type { Db } from "../../db/client.ts";
import { AppError } from "../../errors.ts";
import { measureUsage } from "./measure-usage.ts";
import { effectivePlan, organizationSubscription, planById } from "./organization-subscription.ts";

/** Where an Owner changes the plan; every refusal names it. */
export const UPGRADE_PATH = "/pay";

const MEGABYTE = 1000 * 1000;

/**
 * Spec §9's limits, checked before anything of the upload is stored: the month's document
 * allowance (Free) and the storage (Free, Starter). Without billing nothing is limited.
 */
export async function requireRoomForUpload(
  db: Db,
  billingEnabled: boolean,
  organizationId: string,
  fileBytes: number,
  now = new Date(),
): Promise<void> {
  if (!billingEnabled) return;
  const subscription = await organizationSubscription(db, organizationId);
  const plan = planById(effectivePlan(subscription, now));
  if (plan.documentsPerMonth === null && plan.storageBytes === null) return;
  const usage = await measureUsage(db, organizationId, now);
  const planName = plan.id.charAt(0).toUpperCase() + plan.id.slice(1);
  if (plan.documentsPerMonth !== null && usage.documentsThisMonth >= plan.documentsPerMonth) {
    throw new AppError(
      "PLAN_LIMIT_REACHED",
      `Your ${planName} plan allows ${plan.documentsPerMonth} documents a month. Upgrade your plan to upload more.`,
      {
        limit: "documents",
        plan: plan.id,
        allowed: plan.documentsPerMonth,
        used: usage.documentsThisMonth,
        upgradePath: UPGRADE_PATH,
      },
    );
  }
  if (plan.storageBytes !== null && usage.storageBytes + fileBytes > plan.storageBytes) {
    throw new AppError(
      "PLAN_LIMIT_REACHED",
      `Your ${planName} plan holds ${Math.round(plan.storageBytes / MEGABYTE)} MB. Upgrade your plan to upload more.`,
      {
        limit: "storage",
        plan: plan.id,
        allowed: plan.storageBytes,
        used: usage.storageBytes,
        upgradePath: UPGRADE_PATH,
      },
    );
  }
}
