import { sql } from "drizzle-orm";
import type { AuditLogEntry } from "../../../contracts/audit.ts";
import { auditLog } from "../../db/schema/audit.ts";

/**
 * Newest entries first, in the words of the indexes (`created_at DESC NULLS LAST`): a plain
 * DESC means NULLS FIRST, and PostgreSQL then sorts the whole log instead of reading the index.
 */
export const newestFirst = sql`${auditLog.createdAt} desc nulls last`;

/** Spec §3 audit log entry, from its row; the user id and resource id stay on the server. */
export function presentAuditEntry(row: typeof auditLog.$inferSelect): AuditLogEntry {
  return {
    id: row.id,
    action_type: row.actionType as AuditLogEntry["action_type"],
    user_name: row.userName,
    user_email: row.userEmail,
    resource_type: row.resourceType as AuditLogEntry["resource_type"],
    details: row.details,
    created_at: row.createdAt.toISOString(),
  };
}
