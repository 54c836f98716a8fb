import type { Permission, Permissions, RoleLevel } from "../../contracts/organizations.ts";
import { AppError } from "../errors.ts";

/**
 * The spec's permission table (§6), the only copy. Every server action checks it through
 * `authorize`; the web app receives the computed `Permissions` and only reads them.
 */
const TABLE: Record<RoleLevel, Permissions> = {
  level_5: {
    manageTeam: true,
    deleteDocuments: true,
    manageIntegrations: true,
    viewAuditLogs: true,
    manageSettings: true,
    exportData: true,
  },
  level_4: {
    manageTeam: true,
    deleteDocuments: true,
    manageIntegrations: true,
    viewAuditLogs: true,
    manageSettings: false,
    exportData: true,
  },
  level_3: {
    manageTeam: false,
    deleteDocuments: false,
    manageIntegrations: false,
    viewAuditLogs: false,
    manageSettings: false,
    exportData: false,
  },
};

const NONE: Permissions = TABLE.level_3;

/** "other or none" in the spec's table: an unknown role has no permission. */
export function permissionsFor(role: string | null | undefined): Permissions {
  return role && role in TABLE ? TABLE[role as RoleLevel] : NONE;
}

export function can(role: string | null | undefined, permission: Permission): boolean {
  return permissionsFor(role)[permission];
}

export function authorize(role: string | null | undefined, permission: Permission): void {
  if (!can(role, permission)) {
    throw new AppError("FORBIDDEN", "You don't have permission to do this.", { permission });
  }
}
