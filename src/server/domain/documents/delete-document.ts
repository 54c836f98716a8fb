import { eq } from "drizzle-orm";
import type { Actor } from "../../auth/actor.ts";
import type { Database } from "../../db/client.ts";
import { documents } from "../../db/schema/documents.ts";
import { authorize } from "../../policies/permissions.ts";
import type { BlobStore } from "../../providers/storage/blob-store.ts";
import { recordAuditEntry } from "../audit/record-audit-entry.ts";
import { retentionHold } from "../retention/retention-hold.ts";
import { AppError } from "../../errors.ts";
import { deleteFileIfUnreferenced } from "./file-references.ts";
import { requireDocumentSummary } from "./find-document.ts";

/**
 * Deletes the document, its audit entry, and its file and thumbnail unless another document
 * (in any organization: storage is content-addressed) uses them, in one transaction that holds
 * the files' locks, so an upload of the same bytes elsewhere waits and then finds them gone, or
 * is seen and keeps them.
 *
 * A bookkeeping document inside its retention period (UU KUP) goes only when an Owner confirms
 * it (`confirmRetention`); the audit entry then says it was held and until when.
 */
export async function deleteDocument(
  deps: { database: Database; blobStore: BlobStore },
  actor: Actor,
  documentId: string,
  options: { confirmRetention?: boolean } = {},
): Promise<void> {
  const { row, role } = await requireDocumentSummary(deps.database.db, actor, documentId);
  authorize(role, "deleteDocuments");
  const heldUntil = await retentionHold(deps.database.db, row.organizationId, row);
  const isOwner = role === "level_5";
  if (heldUntil && !(isOwner && options.confirmRetention)) {
    const retainedUntil = heldUntil.toISOString().slice(0, 10);
    throw new AppError(
      "UNDER_RETENTION",
      isOwner
        ? `This document must be kept until ${retainedUntil}; confirm to delete it anyway.`
        : `This document must be kept until ${retainedUntil}; only an Owner can delete it.`,
      { retainedUntil, canConfirm: isOwner },
    );
  }
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
      details: {
        name: row.name,
        vertical: row.vertical,
        file_kind: row.fileKind,
        ...(heldUntil && {
          retention_override: true,
          retained_until: heldUntil.toISOString().slice(0, 10),
        }),
      },
    });
    // In one order everywhere, so two deletes never wait for each other's locks.
    const hashes = [removed.fileHash, removed.previewHash].filter((hash) => hash !== null).sort();
    for (const hash of hashes) await deleteFileIfUnreferenced(tx, deps.blobStore, hash);
  });
}
