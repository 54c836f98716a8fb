import { randomUUID } from "node:crypto";
import { and, eq, gt, or, sql } from "drizzle-orm";
import type { z } from "zod";
import { INVITATION_LIMITS, INVITATION_TTL_DAYS } from "../../../contracts/limits.ts";
import type { inviteMemberSchema, teamInvitationSchema } from "../../../contracts/organizations.ts";
import type { Actor } from "../../auth/actor.ts";
import type { Db, DbTransaction } from "../../db/client.ts";
import { invitation, member, organization, user } from "../../db/schema/auth.ts";
import { AppError } from "../../errors.ts";
import { requireMembership } from "../../policies/membership.ts";
import { recordAuditEntry } from "../audit/record-audit-entry.ts";
import type { MailComposer } from "../mail/compose-mail.ts";
import { authorizeInvitation } from "./authorize-invitation.ts";
import { newInvitationToken } from "./invitation-token.ts";
import { presentTeamInvitation } from "./present-team.ts";

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** How the invitation reaches the invitee: the mail, with a link into the public site. */
export interface InvitationMail {
  composer: MailComposer;
  publicUrl: string;
}

/**
 * Invitations are mail to any address a member types: at most so many per sender, per
 * organization and per address in the window, whoever sends them. Counted under the advisory
 * locks `inviteMember` takes, so concurrent invitations cannot both slip under a limit.
 */
async function limitInvitations(
  tx: DbTransaction,
  actor: Actor,
  organizationId: string,
  email: string,
): Promise<void> {
  const [counts] = await tx
    .select({
      bySender: sql<number>`count(*) filter (where ${invitation.inviterId} = ${actor.userId})`,
      byOrganization: sql<number>`count(*) filter (where ${invitation.organizationId} = ${organizationId})`,
      byRecipient: sql<number>`count(*) filter (where lower(${invitation.email}) = ${email})`,
    })
    .from(invitation)
    .where(
      and(
        gt(invitation.createdAt, new Date(Date.now() - INVITATION_LIMITS.windowHours * HOUR_MS)),
        or(
          eq(invitation.inviterId, actor.userId),
          eq(invitation.organizationId, organizationId),
          eq(sql`lower(${invitation.email})`, email),
        ),
      ),
    );
  const reached = (count: number | undefined, limit: number) => Number(count ?? 0) >= limit;
  const exceeded = reached(counts?.bySender, INVITATION_LIMITS.perSender)
    ? "sender"
    : reached(counts?.byOrganization, INVITATION_LIMITS.perOrganization)
      ? "organization"
      : reached(counts?.byRecipient, INVITATION_LIMITS.perRecipient)
        ? "recipient"
        : undefined;
  if (exceeded) {
    throw new AppError("RATE_LIMITED", "Too many invitations for now. Please try again tomorrow.", {
      limit: exceeded,
      windowHours: INVITATION_LIMITS.windowHours,
    });
  }
}

/**
 * Invites someone by e-mail. A pending invitation to the same address is canceled and replaced,
 * never duplicated. The mail goes out after the commit, so it never announces an invitation that
 * was rolled back; it alone carries the secret that accepting needs.
 */
export async function inviteMember(
  db: Db,
  mail: InvitationMail,
  actor: Actor,
  organizationId: string,
  input: z.infer<typeof inviteMemberSchema>,
): Promise<z.infer<typeof teamInvitationSchema>> {
  const { created, token, organizationName } = await db.transaction(async (tx) => {
    const { role } = await requireMembership(tx, actor.userId, organizationId);
    authorizeInvitation(role, input.role);

    // Invitations sharing an organization, a sender or an address take turns (locked always in
    // this order), so exactly one to an address stays pending and the limits count them all.
    for (const key of [
      `invitations-of:${organizationId}`,
      `invitations-by:${actor.userId}`,
      `invitations-to:${input.email}`,
    ]) {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
    }
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
    await limitInvitations(tx, actor, organizationId, input.email);

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
    const { token, tokenHash } = newInvitationToken();
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
        tokenHash,
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
    return { created, token, organizationName: organizationRow?.name };
  });

  await mail.composer.send("invitation", created.email, {
    url: `${mail.publicUrl}/invitations/${created.id}?token=${token}`,
    inviterName: actor.name,
    ...(organizationName ? { organizationName } : {}),
  });
  return presentTeamInvitation(created);
}
