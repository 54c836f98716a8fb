import { eq, or } from "drizzle-orm";
import type { Actor } from "../../auth/actor.ts";
import type { Database } from "../../db/client.ts";
import { documents } from "../../db/schema/documents.ts";
import { authorize } from "../../policies/permissions.ts";
import type { BlobStore } from "../../providers/storage/blob-store.ts";
import { recordAuditEntry } from "../audit/record-audit-entry.ts";
import { requireDocumentSummary } from "./find-document.ts";

async function isReferenced(database: Database, hash: string): Promise<boolean> {
  const [row] = await database.db
    .select({ id: documents.id })
    .from(documents)
    .where(or(eq(documents.fileHash, hash), eq(documents.previewHash, hash)))
    .limit(1);
  return Boolean(row);
}

/**
 * Deletes the document and its audit entry together; then its file and thumbnail, unless
 * another document (in any organization: storage is content-addressed) still uses them.
 */
export async function deleteDocument(
  deps: { database: Database; blobStore: BlobStore },
  actor: Actor,
  documentId: string,
): Promise<void> {
  const { row, role } = await requireDocumentSummary(deps.database.db, actor, documentId);
  authorize(role, "deleteDocuments");
  const deleted = await deps.database.db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(documents)
      .where(eq(documents.id, documentId))
      .returning({ fileHash: documents.fileHash, previewHash: documents.previewHash });
    if (!removed) return null;
    await recordAuditEntry(tx, {
      organizationId: row.organizationId,
      actor,
      actionType: "document_deleted",
      resourceType: "document",
      resourceId: documentId,
      details: { name: row.name, vertical: row.vertical, file_kind: row.fileKind },
    });
    return removed;
  });
  if (!deleted) return;
  for (const hash of [deleted.fileHash, deleted.previewHash]) {
    if (hash && !(await isReferenced(deps.database, hash))) await deps.blobStore.delete(hash);
  }
}
