import type { Actor } from "../auth/actor.ts";
import type { Db } from "../db/client.ts";
import { AppError } from "../errors.ts";
import { can } from "./permissions.ts";
import {
  canReadVertical,
  requireVerticalWrite,
  verticalAccess,
  type VerticalAccess,
} from "./vertical-access.ts";

/**
 * Who may do what with drafts and the knowledge library (issue 24, decision 0035). They are the
 * legal vertical's: reading needs read on it, writing needs write on it (spec §6 vertical
 * access). Two acts bind the organization and so need the roles that answer for it, the CFO
 * and the Owner (level_4 and level_5, the roles the spec's table lets manage the team):
 * making a draft final and approving a clause as the organization's standard. Deleting a
 * draft follows the spec's "delete documents".
 */
const APPROVER_ROLES = new Set(["level_5", "level_4"]);

export interface LegalAccess extends VerticalAccess {
  canWrite: boolean;
  canApprove: boolean;
  canDelete: boolean;
}

/**
 * The caller's legal access in an organization. Not a member: NOT_FOUND. A member without the
 * legal vertical: FORBIDDEN, and nothing of the library or the drafts is read.
 */
export async function requireLegalRead(
  db: Pick<Db, "select">,
  actor: Actor,
  organizationId: string,
): Promise<LegalAccess> {
  const access = await verticalAccess(db, actor, organizationId);
  if (!canReadVertical(access, "legal")) {
    throw new AppError("FORBIDDEN", "You don't have access to the legal vertical.", {
      vertical: "legal",
    });
  }
  const canWrite = access.write.includes("legal");
  return {
    ...access,
    canWrite,
    canApprove: canWrite && APPROVER_ROLES.has(access.role),
    canDelete: canWrite && can(access.role, "deleteDocuments"),
  };
}

export async function requireLegalWrite(
  db: Pick<Db, "select">,
  actor: Actor,
  organizationId: string,
): Promise<LegalAccess> {
  const access = await requireLegalRead(db, actor, organizationId);
  requireVerticalWrite(access, "legal");
  return access;
}

export function requireApprover(access: LegalAccess): void {
  if (!access.canApprove) {
    throw new AppError("FORBIDDEN", "Only a CFO or Owner may approve this.", {
      permission: "approveLegal",
    });
  }
}

export function requireDeleter(access: LegalAccess): void {
  if (!access.canDelete) {
    throw new AppError("FORBIDDEN", "You don't have permission to do this.", {
      permission: "deleteDocuments",
    });
  }
}
