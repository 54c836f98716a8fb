import type { z } from "zod";
import type { auditLogEntrySchema } from "../../../contracts/audit.ts";
import type { auditLog } from "../../db/schema/audit.ts";

type AuditLogEntry = z.infer<typeof auditLogEntrySchema>;

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
