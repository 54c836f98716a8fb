import { and, asc, count, desc, eq, sql, type SQL } from "drizzle-orm";
import type { DocumentList, DocumentListQuery } from "../../../contracts/documents.ts";
import type { Actor } from "../../auth/actor.ts";
import type { Db } from "../../db/client.ts";
import { documents } from "../../db/schema/documents.ts";
import { requireMembership } from "../../policies/membership.ts";
import { DOCUMENT_LIST_COLUMNS } from "./find-document.ts";
import { presentDocumentSummary } from "./present-document.ts";

const ORDER: Record<DocumentListQuery["sort"], SQL[]> = {
  uploaded_at_desc: [desc(documents.uploadedAt), desc(documents.id)],
  uploaded_at_asc: [asc(documents.uploadedAt), asc(documents.id)],
  // lower(): the same order on every database, whatever its collation.
  name_asc: [asc(sql`lower(${documents.name})`), asc(documents.id)],
  name_desc: [desc(sql`lower(${documents.name})`), desc(documents.id)],
  date_desc: [desc(documents.documentDate), desc(documents.uploadedAt)],
  date_asc: [asc(documents.documentDate), asc(documents.uploadedAt)],
};

/** One page of the organization's documents, without their text, and how many match. */
export async function listDocuments(
  db: Db,
  actor: Actor,
  query: DocumentListQuery,
): Promise<DocumentList> {
  await requireMembership(db, actor.userId, query.organizationId);
  const where = and(
    eq(documents.organizationId, query.organizationId),
    query.vertical ? eq(documents.vertical, query.vertical) : undefined,
    query.status ? eq(documents.processingStatus, query.status) : undefined,
    query.type ? eq(documents.type, query.type) : undefined,
    query.projectId ? eq(documents.projectId, query.projectId) : undefined,
  );
  const rows = await db
    .select(DOCUMENT_LIST_COLUMNS)
    .from(documents)
    .where(where)
    .orderBy(...ORDER[query.sort])
    .limit(query.limit)
    .offset(query.offset);
  const [total] = await db.select({ value: count() }).from(documents).where(where);
  return { documents: rows.map(presentDocumentSummary), totalCount: total?.value ?? 0 };
}
