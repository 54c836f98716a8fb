import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import { INVITATION_TTL_DAYS } from "../../../contracts/limits.ts";
import type { inviteMemberSchema, teamInvitationSchema } from "../../../contracts/organizations.ts";
import type { Actor } from "../../auth/actor.ts";
import type { Db } from "../../db/client.ts";
import { invitation, member, organization, user } from "../../db/schema/auth.ts";
import { AppError } from "../../errors.ts";
import { requireMembership } from "../../policies/membership.ts";
import { authorizeOwnerChange } from "../../policies/owners.ts";
import { authorize } from "../../policies/permissions.ts";
import { recordAuditEntry } from "../audit/record-audit-entry.ts";
import type { MailComposer } from "../mail/compose-mail.ts";
import { presentTeamInvitation } from "./present-team.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/** How the invitation reaches the invitee: the mail, with a link into the public site. */
export interface InvitationMail {
  composer: MailComposer;
  publicUrl: string;
}

/**
 * Invites someone by e-mail. A pending invitation to the same address is canceled and replaced,
 * never duplicated. The mail goes out after the commit, so it never announces an invitation that
 * was rolled back.
 */
export async function inviteMember(
  db: Db,
  mail: InvitationMail,
  actor: Actor,
  organizationId: string,
  input: z.infer<typeof inviteMemberSchema>,
): Promise<z.infer<typeof teamInvitationSchema>> {
  const { created, organizationName } = await db.transaction(async (tx) => {
    const { role } = await requireMembership(tx, actor.userId, organizationId);
    authorize(role, "manageTeam");
    authorizeOwnerChange(role, input.role);

    // Two invitations to one address at once take turns, so exactly one stays pending.
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`invitation:${organizationId}:${input.email}`}))`,
    );
    const [alreadyMember] = await tx
      .select({ id: member.id })
      .from(member)
      .innerJoin(user, eq(user.id, member.userId))
      .where(
        and(eq(member.organizationId, organizationId), eq(sql`lower(${user.email})`, input.email)),
      )
      .limit(1);
    if (alreadyMember) {
      throw new AppError("CONFLICT", "This person is already a member of the organization.");
    }

    await tx
      .update(invitation)
      .set({ status: "canceled" })
      .where(
        and(
          eq(invitation.organizationId, organizationId),
          eq(sql`lower(${invitation.email})`, input.email),
          eq(invitation.status, "pending"),
        ),
      );
    const [created] = await tx
      .insert(invitation)
      .values({
        id: randomUUID(),
        organizationId,
        email: input.email,
        role: input.role,
        status: "pending",
        expiresAt: new Date(Date.now() + INVITATION_TTL_DAYS * DAY_MS),
        inviterId: actor.userId,
      })
      .returning();
    if (!created) throw new Error("The invitation was not inserted");
    await recordAuditEntry(tx, {
      organizationId,
      actor,
      actionType: "member_invited",
      resourceType: "invitation",
      resourceId: created.id,
      details: { email: created.email, role: input.role },
    });
    const [organizationRow] = await tx
      .select({ name: organization.name })
      .from(organization)
      .where(eq(organization.id, organizationId));
    return { created, organizationName: organizationRow?.name };
  });

  await mail.composer.send("invitation", created.email, {
    url: `${mail.publicUrl}/invitations/${created.id}`,
    inviterName: actor.name,
    ...(organizationName ? { organizationName } : {}),
  });
  return presentTeamInvitation(created);
}
