import { and, eq, gt, sql, type SQL } from "drizzle-orm";
import type { Actor } from "../../auth/actor.ts";
import { invitation } from "../../db/schema/auth.ts";
import { AppError } from "../../errors.ts";
import { invitationTokenMatches } from "./invitation-token.ts";

/** The invitation with this id, if it is pending, unexpired and addressed to the caller. */
export function openInvitationFor(actor: Pick<Actor, "email">, invitationId: string): SQL {
  return and(
    eq(invitation.id, invitationId),
    eq(sql`lower(${invitation.email})`, actor.email.toLowerCase()),
    eq(invitation.status, "pending"),
    gt(invitation.expiresAt, new Date()),
  ) as SQL;
}

/**
 * The invitation found by `openInvitationFor`, if `token` is the secret its e-mail carried.
 * Without the secret it does not exist: knowing an invitation's id or address opens nothing.
 */
export function openedWithToken<Found extends { tokenHash: string | null }>(
  found: Found | undefined,
  token: string,
): Found {
  if (!found || !invitationTokenMatches(token, found.tokenHash)) {
    throw new AppError("NOT_FOUND", "Not found");
  }
  return found;
}
