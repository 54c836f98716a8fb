import { and, eq } from "drizzle-orm";
import type { Actor } from "../../auth/actor.ts";
import type { Db } from "../../db/client.ts";
import { member } from "../../db/schema/auth.ts";
import { checkAdmin } from "../accounts/check-admin.ts";

/**
 * Whether the caller finished onboarding in their active organization. Admins skip onboarding
 * (spec §6) and count as done.
 */
export async function getOnboardingStatus(
  db: Db,
  actor: Actor,
  adminEmail: string | undefined,
): Promise<{ completed: boolean; isAdmin: boolean }> {
  const { isAdmin } = await checkAdmin(db, actor, adminEmail);
  if (isAdmin) return { completed: true, isAdmin };
  if (!actor.activeOrganizationId) return { completed: false, isAdmin };
  const [membership] = await db
    .select({ completed: member.onboardingCompleted })
    .from(member)
    .where(
      and(eq(member.userId, actor.userId), eq(member.organizationId, actor.activeOrganizationId)),
    );
  return { completed: membership?.completed ?? false, isAdmin };
}
