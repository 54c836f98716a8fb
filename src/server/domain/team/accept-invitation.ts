import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Organization } from "../../../contracts/organizations.ts";
import type { Actor } from "../../auth/actor.ts";
import type { Db } from "../../db/client.ts";
import { invitation, member, organization, session } from "../../db/schema/auth.ts";
import { AppError } from "../../errors.ts";
import { presentOrganization } from "../organizations/present-organization.ts";
import { openInvitationFor } from "./open-invitation-for.ts";

/**
 * Joins the organization an invitation names, with the invited role, and makes it the caller's
 * active organization. Only the invitee (signed in with the invited e-mail) can accept, while the
 * invitation is pending and unexpired; to anyone else it does not exist.
 */
export async function acceptInvitation(
  db: Db,
  actor: Actor,
  invitationId: string,
): Promise<Organization> {
  return db.transaction(async (tx) => {
    const [invited] = await tx
      .select()
      .from(invitation)
      .where(openInvitationFor(actor, invitationId))
      .for("update");
    if (!invited) throw new AppError("NOT_FOUND", "Not found");

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
