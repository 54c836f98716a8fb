import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { invitationDetailsSchema } from "../../../contracts/organizations.ts";
import { roleLevelSchema } from "../../../contracts/organizations.ts";
import type { Actor } from "../../auth/actor.ts";
import type { Db } from "../../db/client.ts";
import { invitation, organization } from "../../db/schema/auth.ts";
import { AppError } from "../../errors.ts";
import { openInvitationFor } from "./open-invitation-for.ts";

/**
 * The invitation behind an e-mailed link, for its invitee only (signed in with the invited
 * address, pending, unexpired); to anyone else it does not exist.
 */
export async function getInvitation(
  db: Db,
  actor: Actor,
  invitationId: string,
): Promise<z.infer<typeof invitationDetailsSchema>> {
  const [found] = await db
    .select({
      id: invitation.id,
      organizationName: organization.name,
      role: invitation.role,
      expiresAt: invitation.expiresAt,
    })
    .from(invitation)
    .innerJoin(organization, eq(organization.id, invitation.organizationId))
    .where(openInvitationFor(actor, invitationId));
  if (!found) throw new AppError("NOT_FOUND", "Not found");
  return {
    id: found.id,
    organizationName: found.organizationName,
    role: roleLevelSchema.catch("level_3").parse(found.role),
    expiresAt: found.expiresAt.toISOString(),
  };
}
