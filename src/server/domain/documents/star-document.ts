import { eq } from "drizzle-orm";
import type { DocumentListItem } from "../../../contracts/documents.ts";
import type { Actor } from "../../auth/actor.ts";
import type { Db } from "../../db/client.ts";
import { documents } from "../../db/schema/documents.ts";
import { recordDocumentChange } from "../audit/record-audit-entry.ts";
import { requireWritableDocument, DOCUMENT_LIST_ITEM_COLUMNS } from "./find-document.ts";
import { presentDocumentListItem } from "./present-document.ts";

/**
 * Stars or unstars a document for its whole organization (spec §2 Starred): a change everyone
 * sees, so it needs write on the document's vertical (decision 0018).
 */
export async function starDocument(
  db: Db,
  actor: Actor,
  documentId: string,
  starred: boolean,
): Promise<DocumentListItem> {
  const { row: found } = await requireWritableDocument(db, actor, documentId);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(documents)
      .set({ starred, updatedAt: new Date() })
      .where(eq(documents.id, documentId))
      .returning(DOCUMENT_LIST_ITEM_COLUMNS);
    await recordDocumentChange(tx, {
      organizationId: found.organizationId,
      actor,
      documentId,
      details: { change: starred ? "starred" : "unstarred", name: found.name },
    });
    return presentDocumentListItem(row!);
  });
}
