import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { subscriptions } from "../../db/schema/billing.ts";
import { AppError } from "../../errors.ts";
import { measureUsage } from "./measure-usage.ts";
import { effectivePlan, organizationSubscription, planById } from "./organization-subscription.ts";

/** Where an Owner changes the plan; every refusal names it. */
export const UPGRADE_PATH = "/pay";

const MEGABYTE = 1000 * 1000;

async function refuseWhenFull(
  db: Db,
  organizationId: string,
  fileBytes: number,
  now: Date,
  lockSubscription: boolean,
): Promise<void> {
  let subscription = await organizationSubscription(db, organizationId);
  if (lockSubscription) {
    // Every upload of the organization queues here until the one ahead has committed its row
    // and audit entry, so the usage read after it includes that upload (decision 0031).
    [subscription = subscription] = await db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.organizationId, organizationId))
      .for("update");
  }
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

/**
 * Spec §9's limits, checked before anything of the upload is stored: the month's document
 * allowance (Free) and the storage (Free, Starter). Without billing nothing is limited. This
 * early answer spares a full organization the upload's storing; concurrent uploads can all pass
 * it, so `holdRoomForUpload` decides.
 */
export async function requireRoomForUpload(
  db: Db,
  billingEnabled: boolean,
  organizationId: string,
  fileBytes: number,
  now = new Date(),
): Promise<void> {
  if (!billingEnabled) return;
  await refuseWhenFull(db, organizationId, fileBytes, now, false);
}

/**
 * The binding check, inside the transaction that inserts the document and its audit entry: it
 * locks the organization's subscription row until that transaction ends, so two uploads at the
 * 30th document (or the last megabytes) are decided one after the other and only one fits.
 */
export async function holdRoomForUpload(
  tx: Db,
  billingEnabled: boolean,
  organizationId: string,
  fileBytes: number,
  now = new Date(),
): Promise<void> {
  if (!billingEnabled) return;
  await refuseWhenFull(tx, organizationId, fileBytes, now, true);
}
