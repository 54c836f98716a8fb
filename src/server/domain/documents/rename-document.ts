import { eq } from "drizzle-orm";
import type { DocumentListItem } from "../../../contracts/documents.ts";
import type { Actor } from "../../auth/actor.ts";
import type { Db } from "../../db/client.ts";
import { documents } from "../../db/schema/documents.ts";
import { recordDocumentChange } from "../audit/record-audit-entry.ts";
import { indexDocument } from "../search/index-document.ts";
import { DOCUMENT_LIST_ITEM_COLUMNS, requireWritableDocument } from "./find-document.ts";
import { presentDocumentListItem, visibleFileName } from "./present-document.ts";

/**
 * Gives a document the name people see (`user_friendly_name`, spec §3), or with null takes it
 * away; the file keeps its own name. Search finds it by the new name at once.
 */
export async function renameDocument(
  db: Db,
  actor: Actor,
  documentId: string,
  userFriendlyName: string | null,
): Promise<DocumentListItem> {
  const { row: found } = await requireWritableDocument(db, actor, documentId);
  // A name is for reading: characters that hide or reorder it are never kept, and a name of
  // nothing else is no name.
  const name = userFriendlyName && (visibleFileName(userFriendlyName).trim() || null);
  return db.transaction(async (tx) => {
    await recordDocumentChange(tx, {
      organizationId: found.organizationId,
      actor,
      documentId,
      details: { change: "renamed", name: found.name, to: name },
    });
    await tx
      .update(documents)
      .set({ userFriendlyName: name, updatedAt: new Date() })
      .where(eq(documents.id, documentId));
    // After the update: the index is computed from the row's stored names.
    await indexDocument(tx, documentId);
    const [row] = await tx
      .select(DOCUMENT_LIST_ITEM_COLUMNS)
      .from(documents)
      .where(eq(documents.id, documentId));
    return presentDocumentListItem(row!);
  });
}
