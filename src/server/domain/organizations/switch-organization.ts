import { eq } from "drizzle-orm";
import type { Actor } from "../../auth/actor.ts";
import type { Db } from "../../db/client.ts";
import { session } from "../../db/schema/auth.ts";
import { requireMembership } from "../../policies/membership.ts";

/** Makes an organization the caller's active one; only a member may switch to it. */
export async function switchOrganization(
  db: Db,
  actor: Actor,
  organizationId: string,
): Promise<{ activeOrganizationId: string }> {
  await requireMembership(db, actor.userId, organizationId);
  await db
    .update(session)
    .set({ activeOrganizationId: organizationId, updatedAt: new Date() })
    .where(eq(session.token, actor.sessionToken));
  return { activeOrganizationId: organizationId };
}
