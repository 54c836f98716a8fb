import { and, eq } from "drizzle-orm";
import type { z } from "zod";
import type { storedProfileSchema } from "../../../contracts/onboarding.ts";
import type { Actor } from "../../auth/actor.ts";
import type { Db } from "../../db/client.ts";
import { profiles } from "../../db/schema/accounts.ts";
import { member } from "../../db/schema/auth.ts";
import { checkAdmin } from "../accounts/check-admin.ts";

type StoredProfile = z.infer<typeof storedProfileSchema>;

/**
 * Whether the caller finished onboarding in their active organization, with their own profile
 * (the wizard of a second organization starts from their answers). Admins skip onboarding
 * (spec §6) and count as done.
 */
export async function getOnboardingStatus(
  db: Db,
  actor: Actor,
  adminEmail: string | undefined,
): Promise<{ completed: boolean; isAdmin: boolean; profile: StoredProfile | null }> {
  const { isAdmin } = await checkAdmin(db, actor, adminEmail);
  const [profile] = await db
    .select({
      position: profiles.position,
      roleLevel: profiles.roleLevel,
      primaryVertical: profiles.primaryVertical,
      documentTypes: profiles.documentTypes,
      monthlyVolume: profiles.monthlyVolume,
      currentTools: profiles.currentTools,
      painPoints: profiles.painPoints,
    })
    .from(profiles)
    .where(eq(profiles.id, actor.userId));
  const stored = profile ?? null;
  if (isAdmin) return { completed: true, isAdmin, profile: stored };
  if (!actor.activeOrganizationId) return { completed: false, isAdmin, profile: stored };
  const [membership] = await db
    .select({ completed: member.onboardingCompleted })
    .from(member)
    .where(
      and(eq(member.userId, actor.userId), eq(member.organizationId, actor.activeOrganizationId)),
    );
  return { completed: membership?.completed ?? false, isAdmin, profile: stored };
}
