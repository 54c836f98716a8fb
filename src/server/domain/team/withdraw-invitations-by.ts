import { and, eq, inArray } from "drizzle-orm";
import type { DbTransaction } from "../../db/client.ts";
import { invitation } from "../../db/schema/auth.ts";
import { mayInvite } from "./authorize-invitation.ts";

/**
 * Cancels the pending invitations a member sent that their new role (none, once they are out)
 * no longer lets them send, so the team lists only invitations that can still be accepted.
 * Accepting checks the inviter again; this keeps the list honest.
 */
export async function withdrawInvitationsBy(
  tx: DbTransaction,
  organizationId: string,
  inviterId: string,
  inviterRole: string | undefined,
): Promise<void> {
  const pending = await tx
    .select({ id: invitation.id, role: invitation.role })
    .from(invitation)
    .where(
      and(
        eq(invitation.organizationId, organizationId),
        eq(invitation.inviterId, inviterId),
        eq(invitation.status, "pending"),
      ),
    );
  const withdrawn = pending.filter((sent) => !mayInvite(inviterRole, sent.role));
  if (withdrawn.length === 0) return;
  await tx
    .update(invitation)
    .set({ status: "canceled" })
    .where(
      inArray(
        invitation.id,
        withdrawn.map((sent) => sent.id),
      ),
    );
}
