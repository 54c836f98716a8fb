import { eq } from "drizzle-orm";
import type { DocumentListItem } from "../../../contracts/documents.ts";
import type { Actor } from "../../auth/actor.ts";
import type { Db } from "../../db/client.ts";
import { documents } from "../../db/schema/documents.ts";
import { requireDocumentSummary, DOCUMENT_LIST_ITEM_COLUMNS } from "./find-document.ts";
import { presentDocumentListItem } from "./present-document.ts";

/** Stars or unstars a document for its whole organization (spec §2 Starred); any member may. */
export async function starDocument(
  db: Db,
  actor: Actor,
  documentId: string,
  starred: boolean,
): Promise<DocumentListItem> {
  await requireDocumentSummary(db, actor, documentId);
  const [row] = await db
    .update(documents)
    .set({ starred, updatedAt: new Date() })
    .where(eq(documents.id, documentId))
    .returning(DOCUMENT_LIST_ITEM_COLUMNS);
  return presentDocumentListItem(row!);
}
