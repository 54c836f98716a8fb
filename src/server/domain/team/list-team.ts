import { and, asc, eq, gt } from "drizzle-orm";
import type { z } from "zod";
import type { teamSchema } from "../../../contracts/organizations.ts";
import type { Actor } from "../../auth/actor.ts";
import type { Db } from "../../db/client.ts";
import { invitation, member, user } from "../../db/schema/auth.ts";
import { requireMembership } from "../../policies/membership.ts";
import { can, permissionsFor } from "../../policies/permissions.ts";
import { presentTeamInvitation, presentTeamMember, teamMemberColumns } from "./present-team.ts";

/**
 * The organization's members, for any member to read, and its open invitations, for those who
 * manage the team only: an invitation's id and address are the inviter's business.
 */
export async function listTeam(
  db: Db,
  actor: Actor,
  organizationId: string,
): Promise<z.infer<typeof teamSchema>> {
  const { role } = await requireMembership(db, actor.userId, organizationId);
  const members = await db
    .select(teamMemberColumns)
    .from(member)
    .innerJoin(user, eq(user.id, member.userId))
    .where(eq(member.organizationId, organizationId))
    .orderBy(asc(member.createdAt), asc(member.id));
  const invitations = can(role, "manageTeam") ? await pendingInvitations(db, organizationId) : [];
  return {
    members: members.map(presentTeamMember),
    invitations: invitations.map(presentTeamInvitation),
    permissions: permissionsFor(role),
  };
}

function pendingInvitations(db: Db, organizationId: string) {
  return db
    .select()
    .from(invitation)
    .where(
      and(
        eq(invitation.organizationId, organizationId),
        eq(invitation.status, "pending"),
        gt(invitation.expiresAt, new Date()),
      ),
    )
    .orderBy(asc(invitation.createdAt), asc(invitation.id));
}
