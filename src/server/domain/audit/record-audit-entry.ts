import type { AuditActionType, AuditResourceType } from "../../../contracts/audit.ts";
import type { Actor } from "../../auth/actor.ts";
import type { Db } from "../../db/client.ts";
import { auditLog } from "../../db/schema/audit.ts";

/** The database or the open transaction of the action being recorded. */
type Executor = Pick<Db, "insert">;

export interface AuditEntryInput {
  organizationId: string;
  actor: Pick<Actor, "userId" | "name" | "email"> | null;
  actionType: AuditActionType;
  resourceType: AuditResourceType;
  resourceId?: string;
  details?: Record<string, unknown>;
}

/** Appends one entry; pass the action's transaction so both commit or neither does. */
export async function recordAuditEntry(executor: Executor, entry: AuditEntryInput): Promise<void> {
  await executor.insert(auditLog).values({
    organizationId: entry.organizationId,
    userId: entry.actor?.userId ?? null,
    userName: entry.actor?.name ?? null,
    userEmail: entry.actor?.email ?? null,
    actionType: entry.actionType,
    resourceType: entry.resourceType,
    resourceId: entry.resourceId ?? null,
    details: entry.details ?? {},
  });
}

/**
 * A `document_updated` entry (decision 0012): what changed about one document, in `details`
 * (`change` and what it needs), written in the change's own transaction.
 */
export async function recordDocumentChange(
  executor: Executor,
  change: {
    organizationId: string;
    actor: AuditEntryInput["actor"];
    documentId: string;
    details: { change: string } & Record<string, unknown>;
  },
): Promise<void> {
  await recordAuditEntry(executor, {
    organizationId: change.organizationId,
    actor: change.actor,
    actionType: "document_updated",
    resourceType: "document",
    resourceId: change.documentId,
    details: change.details,
  });
}
