import { and, count, desc, eq } from "drizzle-orm";
import type { z } from "zod";
import type { DocumentHistory, documentHistoryQuerySchema } from "../../../contracts/documents.ts";
import type { Actor } from "../../auth/actor.ts";
import type { Db } from "../../db/client.ts";
import { auditLog } from "../../db/schema/audit.ts";
import { authorize } from "../../policies/permissions.ts";
import { requireDocumentSummary } from "../documents/find-document.ts";
import { newestFirst, presentAuditEntry } from "./present-audit-entry.ts";

/**
 * One page of a document's audit entries, newest first. It is the audit log read for one
 * document, so it needs what the audit log needs (spec §6: Owners and CFOs).
 */
export async function listDocumentHistory(
  db: Db,
  actor: Actor,
  documentId: string,
  page: z.infer<typeof documentHistoryQuerySchema>,
): Promise<DocumentHistory> {
  const { row, role } = await requireDocumentSummary(db, actor, documentId);
  authorize(role, "viewAuditLogs");
  const where = and(
    eq(auditLog.resourceId, documentId),
    eq(auditLog.organizationId, row.organizationId),
    eq(auditLog.resourceType, "document"),
  );
  const rows = await db
    .select()
    .from(auditLog)
    .where(where)
    .orderBy(newestFirst, desc(auditLog.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ value: count() }).from(auditLog).where(where);
  return { logs: rows.map(presentAuditEntry), totalCount: total?.value ?? 0 };
}
