import { and, count, desc, eq, type SQL } from "drizzle-orm";
import type { z } from "zod";
import type { auditLogPageSchema, auditLogQuerySchema } from "../../../contracts/audit.ts";
import type { Actor } from "../../auth/actor.ts";
import type { Db } from "../../db/client.ts";
import { auditLog } from "../../db/schema/audit.ts";
import { requireMembership } from "../../policies/membership.ts";
import { authorize } from "../../policies/permissions.ts";
import { newestFirst, presentAuditEntry } from "./present-audit-entry.ts";

type AuditLogQuery = z.infer<typeof auditLogQuerySchema>;
type AuditLogPage = z.infer<typeof auditLogPageSchema>;

/** One page of an organization's audit log, newest first; Owners and CFOs only (spec §6). */
export async function listAuditLog(
  db: Db,
  actor: Actor,
  query: AuditLogQuery,
): Promise<AuditLogPage> {
  const { role } = await requireMembership(db, actor.userId, query.organizationId);
  authorize(role, "viewAuditLogs");

  const filters: SQL[] = [eq(auditLog.organizationId, query.organizationId)];
  if (query.actionType && query.actionType !== "all") {
    filters.push(eq(auditLog.actionType, query.actionType));
  }
  if (query.resourceType && query.resourceType !== "all") {
    filters.push(eq(auditLog.resourceType, query.resourceType));
  }
  if (query.userId && query.userId !== "all") filters.push(eq(auditLog.userId, query.userId));
  const where = and(...filters);

  const rows = await db
    .select()
    .from(auditLog)
    .where(where)
    .orderBy(newestFirst, desc(auditLog.id))
    .limit(query.limit)
    .offset(query.offset);
  const [total] = await db.select({ value: count() }).from(auditLog).where(where);

  return {
    logs: rows.map(presentAuditEntry),
    totalCount: total?.value ?? 0,
  };
}
