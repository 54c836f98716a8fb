import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Organization } from "../../../contracts/organizations.ts";
import type { Actor } from "../../auth/actor.ts";
import type { Db } from "../../db/client.ts";
import { invitation, member, organization, session, user } from "../../db/schema/auth.ts";
import { AppError } from "../../errors.ts";
import { presentOrganization } from "../organizations/present-organization.ts";
import { mayInvite } from "./authorize-invitation.ts";
import { openedWithToken, openInvitationFor } from "./open-invitation-for.ts";

/**
 * Joins the organization an invitation names, with the invited role, and makes it the caller's
 * active organization. Only the invitee can accept: signed in with the invited address, which
 * they have proven (a followed verification link or a magic-link sign-in), holding the secret
 * the invitation e-mail carried, while the invitation is pending and unexpired and its inviter
 * may still send it. To anyone else it does not exist.
 */
export async function acceptInvitation(
  db: Db,
  actor: Actor,
  invitationId: string,
  token: string,
): Promise<Organization> {
  return db.transaction(async (tx) => {
    const invitationRow = () =>
      tx.select().from(invitation).where(openInvitationFor(actor, invitationId));
    const invited = openedWithToken((await invitationRow())[0], token);
    const [caller] = await tx
      .select({ emailVerified: user.emailVerified })
      .from(user)
      .where(eq(user.id, actor.userId));
    if (!caller?.emailVerified) {
      throw new AppError(
        "EMAIL_NOT_VERIFIED",
        "Confirm your e-mail address with the link we sent you, then accept the invitation.",
      );
    }
    // An inviter who was removed, or demoted below what they invited, no longer vouches for it.
    // Their membership is locked before the invitation, in the order a demotion or a removal
    // locks them (member, then the invitations it withdraws), so the two never deadlock and a
    // demotion waits for this acceptance or withdraws the invitation before it.
    const [inviter] = await tx
      .select({ role: member.role })
      .from(member)
      .where(
        and(
          eq(member.organizationId, invited.organizationId),
          eq(member.userId, invited.inviterId),
        ),
      )
      .for("share");
    if (!mayInvite(inviter?.role, invited.role)) throw new AppError("NOT_FOUND", "Not found");
    const [stillOpen] = await invitationRow().for("update");
    if (!stillOpen) throw new AppError("NOT_FOUND", "Not found");
    // Someone who joined meanwhile by another invitation keeps the role they have.
    await tx
      .insert(member)
      .values({
        id: randomUUID(),
        organizationId: invited.organizationId,
        userId: actor.userId,
        role: invited.role ?? "level_3",
      })
      .onConflictDoNothing({ target: [member.organizationId, member.userId] });
    await tx.update(invitation).set({ status: "accepted" }).where(eq(invitation.id, invited.id));
    await tx
      .update(session)
      .set({ activeOrganizationId: invited.organizationId, updatedAt: new Date() })
      .where(eq(session.token, actor.sessionToken));
    const [joined] = await tx
      .select({ organization, role: member.role })
      .from(member)
      .innerJoin(organization, eq(organization.id, member.organizationId))
      .where(
        and(eq(member.organizationId, invited.organizationId), eq(member.userId, actor.userId)),
      );
    if (!joined) throw new Error(`Membership in ${invited.organizationId} was not created`);
    return presentOrganization(joined.organization, joined.role, "active");
  });
}
