import { AppError } from "../errors.ts";

const OWNER = "level_5";

/**
 * Beyond the permission table: only an Owner may make someone an Owner (by invitation or by a
 * role change) or demote or remove one. `affectedRoles` are the roles the change gives or takes.
 */
export function authorizeOwnerChange(actorRole: string, ...affectedRoles: string[]): void {
  if (actorRole !== OWNER && affectedRoles.includes(OWNER)) {
    throw new AppError("FORBIDDEN", "Only an Owner can give or take away the Owner role.", {
      requiredRole: OWNER,
    });
  }
}

/**
 * An organization always keeps an Owner: a member who holds the role may lose it (demotion,
 * removal, leaving) only while another Owner remains. `ownerCount` must be read under the lock
 * of `lockOwners`, or two concurrent changes could each see the other Owner.
 */
export function keepAnOwner(roleBeingLost: string, ownerCount: number): void {
  if (roleBeingLost === OWNER && ownerCount <= 1) {
    throw new AppError("CONFLICT", "An organization needs at least one Owner.");
  }
}
