import { and, eq } from "drizzle-orm";
import type { Actor } from "../../auth/actor.ts";
import type { Db } from "../../db/client.ts";
import { userVerticalPermissions } from "../../db/schema/accounts.ts";
import { member, session } from "../../db/schema/auth.ts";
import { requireMembership } from "../../policies/membership.ts";
import { authorizeOwnerChange, keepAnOwner } from "../../policies/owners.ts";
import { authorize } from "../../policies/permissions.ts";
import { recordAuditEntry } from "../audit/record-audit-entry.ts";
import { findTeamMember } from "./find-team-member.ts";
import { lockOwners } from "./lock-owners.ts";
import { withdrawInvitationsBy } from "./withdraw-invitations-by.ts";

/**
 * Takes a member out of the organization, or lets a member leave it. Their vertical access there
 * goes too, and their sessions stop having it active.
 */
export async function removeMember(
  db: Db,
  actor: Actor,
  organizationId: string,
  memberId: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const ownerIds = await lockOwners(tx, organizationId);
    const { role: actorRole } = await requireMembership(tx, actor.userId, organizationId);
    const target = await findTeamMember(tx, organizationId, memberId);
    const leaving = target.userId === actor.userId;
    if (!leaving) {
      authorize(actorRole, "manageTeam");
      authorizeOwnerChange(actorRole, target.role);
    }
    keepAnOwner(target.role, ownerIds.length);

    await tx.delete(member).where(eq(member.id, target.id));
    await withdrawInvitationsBy(tx, organizationId, target.userId, undefined);
    await tx
      .delete(userVerticalPermissions)
      .where(
        and(
          eq(userVerticalPermissions.userId, target.userId),
          eq(userVerticalPermissions.organizationId, organizationId),
        ),
      );
    await tx
      .update(session)
      .set({ activeOrganizationId: null, updatedAt: new Date() })
      .where(
        and(eq(session.userId, target.userId), eq(session.activeOrganizationId, organizationId)),
      );
    await recordAuditEntry(tx, {
      organizationId,
      actor,
      actionType: "member_removed",
      resourceType: "organization_member",
      resourceId: target.id,
      details: { email: target.email, role: target.role, ...(leaving ? { left: true } : {}) },
    });
  });
}
