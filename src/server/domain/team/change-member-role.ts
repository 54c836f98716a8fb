import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { RoleLevel, teamMemberSchema } from "../../../contracts/organizations.ts";
import type { Actor } from "../../auth/actor.ts";
import type { Db } from "../../db/client.ts";
import { member } from "../../db/schema/auth.ts";
import { requireMembership } from "../../policies/membership.ts";
import { authorizeOwnerChange, keepAnOwner } from "../../policies/owners.ts";
import { authorize } from "../../policies/permissions.ts";
import { recordAuditEntry } from "../audit/record-audit-entry.ts";
import { findTeamMember } from "./find-team-member.ts";
import { lockOwners } from "./lock-owners.ts";
import { presentTeamMember } from "./present-team.ts";
import { withdrawInvitationsBy } from "./withdraw-invitations-by.ts";

/** Gives a member another role; the organization always keeps at least one Owner. */
export async function changeMemberRole(
  db: Db,
  actor: Actor,
  organizationId: string,
  memberId: string,
  role: RoleLevel,
): Promise<z.infer<typeof teamMemberSchema>> {
  return db.transaction(async (tx) => {
    const ownerIds = await lockOwners(tx, organizationId);
    const { role: actorRole } = await requireMembership(tx, actor.userId, organizationId);
    authorize(actorRole, "manageTeam");
    const target = await findTeamMember(tx, organizationId, memberId);
    if (target.role === role) return presentTeamMember(target);

    authorizeOwnerChange(actorRole, target.role, role);
    keepAnOwner(target.role, ownerIds.length);
    await tx.update(member).set({ role }).where(eq(member.id, target.id));
    await withdrawInvitationsBy(tx, organizationId, target.userId, role);
    await recordAuditEntry(tx, {
      organizationId,
      actor,
      actionType: "role_changed",
      resourceType: "organization_member",
      resourceId: target.id,
      details: { from: target.role, to: role, email: target.email },
    });
    return presentTeamMember({ ...target, role });
  });
}
