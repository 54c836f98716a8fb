import { and, eq, gte, inArray, isNotNull, lt, lte, or, sql, type SQL } from "drizzle-orm";
import type { DateRange, QueryFilters } from "../../../understanding/query/index.ts";
import { documents } from "../../db/schema/documents.ts";

type Column =
  | typeof documents.documentDate
  | typeof documents.dueDate
  | typeof documents.expiryDate
  | typeof documents.effectiveDate;

function withinRange(column: Column, range: DateRange | undefined): SQL | undefined {
  if (!range) return undefined;
  return and(
    range.from ? gte(column, range.from) : undefined,
    range.to ? lte(column, range.to) : undefined,
    isNotNull(column),
  );
}

/** The statuses a person means by each word: "pending" covers a job not yet picked up too. */
const STATUSES: Record<NonNullable<QueryFilters["status"]>, string[]> = {
  pending: ["pending", "queued"],
  processing: ["processing"],
  complete: ["complete"],
  failed: ["failed"],
};

/** Names match despite a typo: the query's words against a stretch of the names (pg_trgm). */
export function namesResemble(words: string): SQL {
  return sql`${words} <% ${documents.searchNames}`;
}

/**
 * A party named in a query ("from PT Boga Rasa Nusantara") is one name: closer likeness is
 * asked of it than of free words, or "CV Rasa Nusantara Jaya" would pass for it (0.65),
 * while a typo ("sumber makmr", 0.85) still finds its vendor.
 */
const PARTY_LIKENESS = 0.7;

function partyResembles(party: string): SQL {
  return sql`(${namesResemble(party)} and word_similarity(${party}, ${documents.searchNames}) >= ${PARTY_LIKENESS})`;
}

/**
 * The parsed filters as SQL conditions. Payment is not tracked yet: "unpaid" means a document
 * that says it is owed later (it has a due date), "overdue" one whose due date has passed.
 */
export function filterConditions(filters: QueryFilters, today: string): Array<SQL | undefined> {
  const { amount } = filters;
  return [
    filters.types ? inArray(documents.type, filters.types) : undefined,
    filters.vertical && !filters.types ? eq(documents.vertical, filters.vertical) : undefined,
    filters.contractTypes ? inArray(documents.contractType, filters.contractTypes) : undefined,
    filters.party
      ? or(
          partyResembles(filters.party),
          sql`${documents.searchVector} @@ (plainto_tsquery('simple', ${filters.party})
            || plainto_tsquery('indonesian', ${filters.party}))`,
        )
      : undefined,
    withinRange(documents.documentDate, filters.date),
    withinRange(documents.dueDate, filters.dueDate),
    withinRange(documents.expiryDate, filters.expiryDate),
    withinRange(documents.effectiveDate, filters.effectiveDate),
    amount?.min != null ? gte(documents.totalAmount, String(amount.min)) : undefined,
    amount?.max != null ? lte(documents.totalAmount, String(amount.max)) : undefined,
    filters.currency ? eq(documents.currency, filters.currency) : undefined,
    filters.payment === "unpaid" ? isNotNull(documents.dueDate) : undefined,
    filters.payment === "overdue" ? lt(documents.dueDate, today) : undefined,
    filters.apAr ? eq(documents.apAr, filters.apAr) : undefined,
    filters.starred ? eq(documents.starred, true) : undefined,
    filters.status ? inArray(documents.processingStatus, STATUSES[filters.status]) : undefined,
    filters.governingLaw
      ? sql`${documents.governingLaw} ilike ${`%${filters.governingLaw}%`}`
      : undefined,
  ];
}
