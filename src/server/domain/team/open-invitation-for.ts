import { and, eq, gt, sql, type SQL } from "drizzle-orm";
import type { Actor } from "../../auth/actor.ts";
import { invitation } from "../../db/schema/auth.ts";

/** The invitation with this id, if it is pending, unexpired and addressed to the caller. */
export function openInvitationFor(actor: Pick<Actor, "email">, invitationId: string): SQL {
  return and(
    eq(invitation.id, invitationId),
    eq(sql`lower(${invitation.email})`, actor.email.toLowerCase()),
    eq(invitation.status, "pending"),
    gt(invitation.expiresAt, new Date()),
  ) as SQL;
}
