import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNull,
  lt,
  lte,
  or,
  sql,
  type SQL,
} from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import {
  NO_PROJECT,
  PROCESSING_STATUSES,
  type DocumentList,
  type DocumentListQuery,
  type DocumentSort,
} from "../../../contracts/documents.ts";
import { DOCUMENT_EXPLORER, SEARCH } from "../../../contracts/limits.ts";
import type { Actor } from "../../auth/actor.ts";
import type { Db } from "../../db/client.ts";
import { user } from "../../db/schema/auth.ts";
import { documents } from "../../db/schema/documents.ts";
import { listQueryMatch, todayIn } from "../search/search-documents.ts";
import { permissionsFor } from "../../policies/permissions.ts";
import {
  readableDocuments,
  verticalAccess,
  type VerticalAccess,
} from "../../policies/vertical-access.ts";
import { DOCUMENT_LIST_ITEM_COLUMNS } from "./find-document.ts";
import { presentDocumentListItem } from "./present-document.ts";

// lower(): capitals do not change the order. A renamed document sorts by the name people gave it.
const shownName = sql`lower(coalesce(${documents.userFriendlyName}, ${documents.name}))`;
const vendorName = sql`lower(${documents.vendor})`;
// The order documents move through processing, not the alphabet.
const statusRank = sql`array_position(array[${sql.join(
  PROCESSING_STATUSES.map((status) => sql`${status}`),
  sql`, `,
)}]::text[], ${documents.processingStatus})`;
// Documents without the value come last in both directions: they are the least informative.
// The sort indexes are built with these words, and only an ORDER BY in the same words uses one.
const nullsLast = (value: SQL | AnyPgColumn, direction: "asc" | "desc") =>
  sql`${value} ${sql.raw(direction)} nulls last`;

/** Each sort; the id comes last everywhere, so that pages never overlap. */
const ORDER: Record<DocumentSort, SQL[]> = {
  // "nulls last" although never null: see nullsLast.
  uploaded_at_desc: [nullsLast(documents.uploadedAt, "desc")],
  uploaded_at_asc: [asc(documents.uploadedAt)],
  name_asc: [asc(shownName)],
  name_desc: [desc(shownName)],
  date_desc: [nullsLast(documents.documentDate, "desc"), desc(documents.uploadedAt)],
  date_asc: [nullsLast(documents.documentDate, "asc"), asc(documents.uploadedAt)],
  vendor_asc: [nullsLast(vendorName, "asc"), desc(documents.uploadedAt)],
  vendor_desc: [nullsLast(vendorName, "desc"), desc(documents.uploadedAt)],
  amount_desc: [nullsLast(documents.totalAmount, "desc"), desc(documents.uploadedAt)],
  amount_asc: [nullsLast(documents.totalAmount, "asc"), desc(documents.uploadedAt)],
  status_asc: [asc(statusRank), desc(documents.uploadedAt)],
  status_desc: [desc(statusRank), desc(documents.uploadedAt)],
  relevance: [nullsLast(documents.uploadedAt, "desc")],
};

/** `%`, `_` and `\` typed by a person are matched as themselves. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (found) => `\\${found}`)}%`;

/** Documents uploaded from this moment on are Recent. */
export const recentSince = () =>
  new Date(Date.now() - DOCUMENT_EXPLORER.recentDays * 24 * 60 * 60 * 1000);

/** The first day of a date folder and the first day after it. */
function folderRange(year: number, month: number | undefined): [string, string] {
  const pad = (value: number) => String(value).padStart(2, "0");
  if (month === undefined) return [`${year}-01-01`, `${year + 1}-01-01`];
  const next = month === 12 ? `${year + 1}-01-01` : `${year}-${pad(month + 1)}-01`;
  return [`${year}-${pad(month)}-01`, next];
}

/** What `q` asks for: its words in the names, or whatever search finds for it. */
function typedQuery(q: string): { condition: SQL; score: SQL | null } {
  const inNames = sql`concat_ws(' ', ${documents.name}, ${documents.userFriendlyName}, ${documents.documentTitle},
    ${documents.type}, ${documents.contractType}, ${documents.primaryParty},
    ${documents.counterparty}, ${documents.vendor}, ${documents.governingLaw}
  ) ilike ${containing(q)}`;
  const found = listQueryMatch(q, todayIn(SEARCH.defaultTimeZone));
  if (!found) return { condition: inNames, score: null };
  return { condition: or(inNames, found.condition)!, score: found.score };
}

/** The query's filters as one condition, always inside what the caller may read. */
function documentFilters(
  access: VerticalAccess,
  query: Omit<DocumentListQuery, "limit" | "offset">,
  typed: SQL | undefined,
): SQL {
  const conditions: (SQL | undefined)[] = [
    readableDocuments(access, query.vertical),
    query.status && inArray(documents.processingStatus, query.status),
    query.type !== undefined ? eq(documents.type, query.type) : undefined,
    query.contractType !== undefined ? eq(documents.contractType, query.contractType) : undefined,
    query.vendor !== undefined ? sql`${vendorName} = lower(${query.vendor})` : undefined,
    query.starred !== undefined ? eq(documents.starred, query.starred) : undefined,
    query.recent === undefined
      ? undefined
      : query.recent
        ? gte(documents.uploadedAt, recentSince())
        : lt(documents.uploadedAt, recentSince()),
    query.apAr && eq(documents.apAr, query.apAr),
    query.projectId === NO_PROJECT
      ? isNull(documents.projectId)
      : query.projectId !== undefined
        ? eq(documents.projectId, query.projectId)
        : undefined,
    query.isRepository !== undefined ? eq(documents.isRepository, query.isRepository) : undefined,
    query.repositoryFolderId !== undefined
      ? eq(documents.repositoryFolderId, query.repositoryFolderId)
      : undefined,
    query.dateFrom !== undefined ? gte(documents.documentDate, query.dateFrom) : undefined,
    query.dateTo !== undefined ? lte(documents.documentDate, query.dateTo) : undefined,
    query.amountMin !== undefined
      ? gte(documents.totalAmount, query.amountMin.toFixed(2))
      : undefined,
    query.amountMax !== undefined
      ? lte(documents.totalAmount, query.amountMax.toFixed(2))
      : undefined,
    query.currency !== undefined ? eq(documents.currency, query.currency) : undefined,
    typed,
  ];
  if (query.year !== undefined) {
    const [from, before] = folderRange(query.year, query.month);
    conditions.push(gte(documents.documentDate, from), lt(documents.documentDate, before));
  }
  return and(...conditions)!;
}

/**
 * What a list of documents selects and how it orders them (the id last, so that pages never
 * overlap): the explorer's pages and the exports that follow the same filter.
 */
export function documentListConditions(
  access: VerticalAccess,
  query: Omit<DocumentListQuery, "limit" | "offset">,
): { where: SQL; order: SQL[] } {
  const typed = query.q === undefined ? null : typedQuery(query.q);
  const where = documentFilters(access, query, typed?.condition);
  const order =
    query.sort === "relevance" && typed?.score
      ? [desc(typed.score), ...ORDER.relevance]
      : ORDER[query.sort];
  return { where, order: [...order, desc(documents.id)] };
}

/** Names of the people who uploaded the listed documents, by user id. */
async function uploaderNames(db: Db, userIds: string[]): Promise<Record<string, string>> {
  if (userIds.length === 0) return {};
  const rows = await db
    .select({ id: user.id, name: user.name })
    .from(user)
    .where(inArray(user.id, userIds));
  return Object.fromEntries(rows.map((row) => [row.id, row.name]));
}

/**
 * One page of the organization's documents, sorted and filtered on the server, without their
 * text or extraction detail; how many match; who uploaded them; what the caller may do.
 */
export async function listDocuments(
  db: Db,
  actor: Actor,
  query: DocumentListQuery,
): Promise<DocumentList> {
  const access = await verticalAccess(db, actor, query.organizationId);
  const { where, order } = documentListConditions(access, query);
  const rows = await db
    .select(DOCUMENT_LIST_ITEM_COLUMNS)
    .from(documents)
    .where(where)
    .orderBy(...order)
    .limit(query.limit)
    .offset(query.offset);
  const [total] = await db.select({ value: count() }).from(documents).where(where);
  const uploaderIds = [...new Set(rows.flatMap((row) => (row.uploadedBy ? [row.uploadedBy] : [])))];
  return {
    documents: rows.map(presentDocumentListItem),
    totalCount: total?.value ?? 0,
    uploaders: await uploaderNames(db, uploaderIds),
    permissions: permissionsFor(access.role),
  };
}
