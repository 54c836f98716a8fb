import { and, count, desc, eq, gte, isNotNull, sql, type SQL } from "drizzle-orm";
import {
  PROCESSING_STATUSES,
  type CurrencyTotal,
  type DocumentOverview,
  type DocumentOverviewQuery,
  type ProcessingStatus,
} from "../../../contracts/documents.ts";
import { DOCUMENT_EXPLORER } from "../../../contracts/limits.ts";
import type { Actor } from "../../auth/actor.ts";
import type { Db } from "../../db/client.ts";
import { documents } from "../../db/schema/documents.ts";
import { permissionsFor } from "../../policies/permissions.ts";
import { readableDocuments, verticalAccess } from "../../policies/vertical-access.ts";
import { recentSince } from "./list-documents.ts";

const countWhere = (condition: SQL) =>
  sql<number>`count(*) filter (where ${condition})`.mapWith(Number);
const amountSum = sql<string | null>`sum(${documents.totalAmount})`;
// The month's first day, 'YYYY-MM-01'. extract() is about twice as slow (it computes numerics);
// through timestamp, not timestamptz, no time zone is looked up.
const folderMonth = sql<string>`date_trunc('month', ${documents.documentDate}::timestamp)::date::text`;

interface Group {
  count: number;
  totals: CurrencyTotal[];
}

/** Adds one (currency, count, sum) row to a group; a sum of nothing adds no total. */
function addTo(group: Group, currency: string | null, rows: number, sum: string | null): void {
  group.count += rows;
  if (sum === null) return;
  const total = group.totals.find((entry) => entry.currency === currency);
  if (total) total.amount += Number(sum);
  else group.totals.push({ currency, amount: Number(sum) });
}

/** Most documents first; ties by name, the unknown type last. */
function mostFirst(left: { type: string | null; count: number }, right: typeof left): number {
  if (left.count !== right.count) return right.count - left.count;
  if (left.type === null || right.type === null) return left.type === null ? 1 : -1;
  return left.type.localeCompare(right.type);
}

const largestFirst = (totals: CurrencyTotal[]) =>
  totals.sort((left, right) => right.amount - left.amount);

/**
 * The Document Explorer's sections for one organization (and vertical): counts, categories by
 * type, contract types, and date folders with totals per currency. Four short aggregate queries
 * over the workspace's rows, each read from one covering index (documents_overview_idx) rather
 * than the table, never one long one: the embedded database runs one query at a time (DESIGN §3).
 */
export async function getDocumentOverview(
  db: Db,
  actor: Actor,
  query: DocumentOverviewQuery,
): Promise<DocumentOverview> {
  const access = await verticalAccess(db, actor, query.organizationId);
  const inScope = readableDocuments(access, query.vertical);

  const [counts] = await db
    .select({
      total: count(),
      starred: countWhere(sql`${documents.starred}`),
      recent: countWhere(gte(documents.uploadedAt, recentSince())!),
      undated: countWhere(sql`${documents.documentDate} is null`),
      needsReview: countWhere(sql`${documents.needsReview}`),
      ar: countWhere(eq(documents.apAr, "AR")),
      ...Object.fromEntries(
        PROCESSING_STATUSES.map((status) => [
          status,
          countWhere(eq(documents.processingStatus, status)),
        ]),
      ),
    })
    .from(documents)
    .where(inScope);

  const categoryRows = await db
    .select({ type: documents.type, currency: documents.currency, rows: count(), sum: amountSum })
    .from(documents)
    .where(inScope)
    .groupBy(documents.type, documents.currency);

  const contractTypes = await db
    .select({ contractType: sql<string>`${documents.contractType}`, count: count() })
    .from(documents)
    .where(and(inScope, isNotNull(documents.contractType)))
    .groupBy(documents.contractType)
    .orderBy(desc(count()), documents.contractType)
    .limit(DOCUMENT_EXPLORER.maxOverviewGroups);

  const folderRows = await db
    .select({ month: folderMonth, currency: documents.currency, rows: count(), sum: amountSum })
    .from(documents)
    .where(and(inScope, isNotNull(documents.documentDate)))
    .groupBy(folderMonth, documents.currency);

  const categories = new Map<string | null, Group>();
  for (const row of categoryRows) {
    const group = categories.get(row.type) ?? { count: 0, totals: [] };
    categories.set(row.type, group);
    addTo(group, row.currency, row.rows, row.sum);
  }

  const years = new Map<number, Group & { months: Map<number, Group> }>();
  for (const row of folderRows) {
    const [year, month] = row.month.split("-").map(Number) as [number, number];
    const folder = years.get(year) ?? { count: 0, totals: [], months: new Map() };
    years.set(year, folder);
    const monthGroup = folder.months.get(month) ?? { count: 0, totals: [] };
    folder.months.set(month, monthGroup);
    addTo(folder, row.currency, row.rows, row.sum);
    addTo(monthGroup, row.currency, row.rows, row.sum);
  }

  const tally = (counts ?? {}) as Record<string, number>;
  return {
    totalCount: tally["total"] ?? 0,
    recentCount: tally["recent"] ?? 0,
    starredCount: tally["starred"] ?? 0,
    undatedCount: tally["undated"] ?? 0,
    needsReviewCount: tally["needsReview"] ?? 0,
    apAr: { AP: (tally["total"] ?? 0) - (tally["ar"] ?? 0), AR: tally["ar"] ?? 0 },
    statuses: Object.fromEntries(
      PROCESSING_STATUSES.map((status) => [status, tally[status] ?? 0]),
    ) as Record<ProcessingStatus, number>,
    categories: [...categories]
      .map(([type, group]) => ({ type, count: group.count, totals: largestFirst(group.totals) }))
      .sort(mostFirst)
      .slice(0, DOCUMENT_EXPLORER.maxOverviewGroups),
    contractTypes,
    dateFolders: [...years]
      .sort(([left], [right]) => right - left)
      .map(([folderYear, folder]) => ({
        year: folderYear,
        count: folder.count,
        totals: largestFirst(folder.totals),
        months: [...folder.months]
          .sort(([left], [right]) => right - left)
          .map(([month, group]) => ({
            month,
            count: group.count,
            totals: largestFirst(group.totals),
          })),
      })),
    permissions: permissionsFor(access.role),
  };
}
