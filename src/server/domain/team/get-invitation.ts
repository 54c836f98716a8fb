import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { invitationDetailsSchema } from "../../../contracts/organizations.ts";
import { roleLevelSchema } from "../../../contracts/organizations.ts";
import type { Actor } from "../../auth/actor.ts";
import type { Db } from "../../db/client.ts";
import { invitation, organization } from "../../db/schema/auth.ts";
import { openedWithToken, openInvitationFor } from "./open-invitation-for.ts";

/**
 * The invitation behind an e-mailed link, for its invitee only (signed in with the invited
 * address, holding the link's secret, pending, unexpired); to anyone else it does not exist.
 * The invitee may read it before proving the address, so the page can ask them to.
 */
export async function getInvitation(
  db: Db,
  actor: Actor,
  invitationId: string,
  token: string,
): Promise<z.infer<typeof invitationDetailsSchema>> {
  const [row] = await db
    .select({
      id: invitation.id,
      organizationName: organization.name,
      role: invitation.role,
      expiresAt: invitation.expiresAt,
      tokenHash: invitation.tokenHash,
    })
    .from(invitation)
    .innerJoin(organization, eq(organization.id, invitation.organizationId))
    .where(openInvitationFor(actor, invitationId));
  const found = openedWithToken(row, token);
  return {
    id: found.id,
    organizationName: found.organizationName,
    role: roleLevelSchema.catch("level_3").parse(found.role),
    expiresAt: found.expiresAt.toISOString(),
  };
}
