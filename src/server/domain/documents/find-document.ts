import { and, eq, getTableColumns } from "drizzle-orm";
import type { Actor } from "../../auth/actor.ts";
import type { Db } from "../../db/client.ts";
import { documents } from "../../db/schema/documents.ts";
import { AppError } from "../../errors.ts";
import {
  canReadVertical,
  requireVerticalWrite,
  verticalAccess,
  type VerticalAccess,
} from "../../policies/vertical-access.ts";
import type { DocumentListRow, DocumentRow } from "./present-document.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a string can be a document id at all; the database refuses any other in a query. */
export const isDocumentId = (value: string) => UUID.test(value);

type DocumentColumns = ReturnType<typeof getTableColumns<typeof documents>>;

type SearchIndexColumns = "searchVector" | "rankVector";
const SEARCH_INDEX_COLUMNS = new Set(["searchVector", "rankVector"]);

/** The columns a list or a status check reads: never the full text or its vectors. */
export const DOCUMENT_LIST_COLUMNS = Object.fromEntries(
  Object.entries(getTableColumns(documents)).filter(
    ([name]) => name !== "content" && !SEARCH_INDEX_COLUMNS.has(name),
  ),
) as Omit<DocumentColumns, "content" | SearchIndexColumns>;

const LIST_ITEM_EXCLUDED = new Set(["content", ...SEARCH_INDEX_COLUMNS, "extractedData", "items"]);

/** The columns a list reads: not the extraction's detail either, which only the detail shows. */
export const DOCUMENT_LIST_ITEM_COLUMNS = Object.fromEntries(
  Object.entries(getTableColumns(documents)).filter(([name]) => !LIST_ITEM_EXCLUDED.has(name)),
) as Omit<DocumentColumns, "content" | SearchIndexColumns | "extractedData" | "items">;

export interface FoundDocument<Row> {
  row: Row;
  role: string;
  access: VerticalAccess;
}

async function requireVisible<Row extends { organizationId: string; vertical: string }>(
  db: Db,
  actor: Actor,
  row: Row | undefined,
): Promise<FoundDocument<Row>> {
  if (!row) throw new AppError("NOT_FOUND", "Not found");
  const access = await verticalAccess(db, actor, row.organizationId);
  // A vertical the caller does not read is as closed as another organization (decision 0018).
  if (!canReadVertical(access, row.vertical)) throw new AppError("NOT_FOUND", "Not found");
  return { row, role: access.role, access };
}

/**
 * A document the caller may see, with their role in its organization. Another organization's
 * document, one of a vertical the caller may not read, a malformed id and a missing one all
 * read as NOT_FOUND (DESIGN §6).
 */
export async function requireDocument(
  db: Db,
  actor: Actor,
  documentId: string,
): Promise<FoundDocument<DocumentRow>> {
  if (!isDocumentId(documentId)) throw new AppError("NOT_FOUND", "Not found");
  const [row] = await db.select().from(documents).where(eq(documents.id, documentId)).limit(1);
  return requireVisible(db, actor, row);
}

/** As requireDocument, without reading the document's text. */
export async function requireDocumentSummary(
  db: Db,
  actor: Actor,
  documentId: string,
): Promise<FoundDocument<DocumentListRow>> {
  if (!isDocumentId(documentId)) throw new AppError("NOT_FOUND", "Not found");
  const [row] = await db
    .select(DOCUMENT_LIST_COLUMNS)
    .from(documents)
    .where(eq(documents.id, documentId))
    .limit(1);
  return requireVisible(db, actor, row);
}

/** As requireDocumentSummary, for a change: one of a vertical the caller only reads is FORBIDDEN. */
export async function requireWritableDocument(
  db: Db,
  actor: Actor,
  documentId: string,
): Promise<FoundDocument<DocumentListRow>> {
  const found = await requireDocumentSummary(db, actor, documentId);
  requireVerticalWrite(found.access, found.row.vertical);
  return found;
}

/** The organization's document holding this exact file, if any. */
export async function findByFileHash(
  db: Pick<Db, "select">,
  organizationId: string,
  fileHash: string,
) {
  const [row] = await db
    .select({
      id: documents.id,
      name: documents.name,
      vertical: documents.vertical,
      processingStatus: documents.processingStatus,
      extractedData: documents.extractedData,
    })
    .from(documents)
    .where(and(eq(documents.organizationId, organizationId), eq(documents.fileHash, fileHash)))
    .limit(1);
  return row;
}
