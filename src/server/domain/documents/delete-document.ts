import { eq } from "drizzle-orm";
import type { Actor } from "../../auth/actor.ts";
import type { Database } from "../../db/client.ts";
import { documents } from "../../db/schema/documents.ts";
import { authorize } from "../../policies/permissions.ts";
import type { BlobStore } from "../../providers/storage/blob-store.ts";
import { recordAuditEntry } from "../audit/record-audit-entry.ts";
import { deleteFileIfUnreferenced } from "./file-references.ts";
import { requireDocumentSummary } from "./find-document.ts";

/**
 * Deletes the document, its audit entry, and its file and thumbnail unless another document
 * (in any organization: storage is content-addressed) uses them, in one transaction that holds
 * the files' locks, so an upload of the same bytes elsewhere waits and then finds them gone, or
 * is seen and keeps them.
 */
export async function deleteDocument(
  deps: { database: Database; blobStore: BlobStore },
  actor: Actor,
  documentId: string,
): Promise<void> {
  const { row, role } = await requireDocumentSummary(deps.database.db, actor, documentId);
  authorize(role, "deleteDocuments");
  await deps.database.db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(documents)
      .where(eq(documents.id, documentId))
      .returning({ fileHash: documents.fileHash, previewHash: documents.previewHash });
    if (!removed) return;
    await recordAuditEntry(tx, {
      organizationId: row.organizationId,
      actor,
      actionType: "document_deleted",
      resourceType: "document",
      resourceId: documentId,
      details: { name: row.name, vertical: row.vertical, file_kind: row.fileKind },
    });
    // In one order everywhere, so two deletes never wait for each other's locks.
    const hashes = [removed.fileHash, removed.previewHash].filter((hash) => hash !== null).sort();
    for (const hash of hashes) await deleteFileIfUnreferenced(tx, deps.blobStore, hash);
  });
}
