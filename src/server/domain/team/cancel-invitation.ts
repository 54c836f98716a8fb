import { and, eq } from "drizzle-orm";
import type { Actor } from "../../auth/actor.ts";
import type { Db } from "../../db/client.ts";
import { invitation } from "../../db/schema/auth.ts";
import { AppError } from "../../errors.ts";
import { requireMembership } from "../../policies/membership.ts";
import { authorize } from "../../policies/permissions.ts";

/** Withdraws a pending invitation; its link stops working. */
export async function cancelInvitation(
  db: Db,
  actor: Actor,
  organizationId: string,
  invitationId: string,
): Promise<void> {
  const { role } = await requireMembership(db, actor.userId, organizationId);
  authorize(role, "manageTeam");
  const canceled = await db
    .update(invitation)
    .set({ status: "canceled" })
    .where(
      and(
        eq(invitation.id, invitationId),
        eq(invitation.organizationId, organizationId),
        eq(invitation.status, "pending"),
      ),
    )
    .returning({ id: invitation.id });
  if (canceled.length === 0) throw new AppError("NOT_FOUND", "Not found");
}
