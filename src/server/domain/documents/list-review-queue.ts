import { and, asc, count, eq, sql } from "drizzle-orm";
import type { ReviewQueue, ReviewQueueQuery } from "../../../contracts/documents.ts";
import type { Actor } from "../../auth/actor.ts";
import type { Db } from "../../db/client.ts";
import { documents } from "../../db/schema/documents.ts";
import { readableDocuments, verticalAccess } from "../../policies/vertical-access.ts";
import { DOCUMENT_LIST_ITEM_COLUMNS } from "./find-document.ts";
import { presentDocumentListItem } from "./present-document.ts";

/** The names of the fields understanding marked `needs_review` (understand-stage.ts). */
const flaggedFields = sql<string[]>`coalesce(jsonb_path_query_array(${documents.extractedData},
  '$.fields.keyvalue() ? (@.value.needs_review == true).key'), '[]'::jsonb)`;

/**
 * Documents with a field to confirm, oldest upload first (the longest waiting), with the field
 * names. A field leaves the queue when someone confirms or corrects it through field feedback.
 */
export async function listReviewQueue(
  db: Db,
  actor: Actor,
  query: ReviewQueueQuery,
): Promise<ReviewQueue> {
  const access = await verticalAccess(db, actor, query.organizationId);
  const where = and(readableDocuments(access, query.vertical), eq(documents.needsReview, true));
  const rows = await db
    .select({ ...DOCUMENT_LIST_ITEM_COLUMNS, flaggedFields })
    .from(documents)
    .where(where)
    .orderBy(asc(documents.uploadedAt), asc(documents.id))
    .limit(query.limit)
    .offset(query.offset);
  const [total] = await db.select({ value: count() }).from(documents).where(where);
  return {
    documents: rows.map(({ flaggedFields: fields, ...row }) => ({
      ...presentDocumentListItem(row),
      flaggedFields: [...fields].sort(),
    })),
    totalCount: total?.value ?? 0,
  };
}
