import { authorizeOwnerChange } from "../../policies/owners.ts";
import { authorize } from "../../policies/permissions.ts";
import { isAppError } from "../../errors.ts";

/** Who may invite whom: a member who manages the team, and only an Owner invites an Owner. */
export function authorizeInvitation(inviterRole: string, invitedRole: string): void {
  authorize(inviterRole, "manageTeam");
  authorizeOwnerChange(inviterRole, invitedRole);
}

/** The same rule as a question: whether an invitation its inviter sent may still stand. */
export function mayInvite(inviterRole: string | undefined, invitedRole: string | null): boolean {
  if (inviterRole === undefined) return false;
  try {
    authorizeInvitation(inviterRole, invitedRole ?? "level_3");
    return true;
  } catch (error) {
    if (isAppError(error)) return false;
    throw error;
  }
}
