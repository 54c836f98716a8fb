import { and, sql, type SQL } from "drizzle-orm";
import { SEARCH } from "../../../contracts/limits.ts";
import {
  SNIPPET_MARK,
  type SearchQuery,
  type SearchResponse,
  type SearchResult,
} from "../../../contracts/search.ts";
import type { Vertical } from "../../../contracts/organizations.ts";
import { parseSearchQuery, type ParsedQuery } from "../../../understanding/query/index.ts";
import type { Actor } from "../../auth/actor.ts";
import type { Db } from "../../db/client.ts";
import { documents } from "../../db/schema/documents.ts";
import { AppError } from "../../errors.ts";
import { readableDocuments, verticalAccess } from "../../policies/vertical-access.ts";
import { filterConditions, namesResemble } from "./search-filters.ts";

/** Of a long text, the part a snippet is looked for in: headlines cost time per character. */
const SNIPPET_SOURCE_CHARACTERS = 20_000;
const SNIPPET_OPTIONS =
  `MaxFragments=1, MaxWords=24, MinWords=10, ShortWord=2, ` +
  `StartSel=${SNIPPET_MARK.start}, StopSel=${SNIPPET_MARK.stop}, FragmentDelimiter=" … "`;

/** The date in a time zone, as YYYY-MM-DD. */
export function todayIn(timeZone: string, now = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone }).format(now);
}

/** A word being typed, long enough that its completions are few: "fak" → faktur, fakta. */
const TYPED_PREFIX = /^[\p{L}\p{N}]{3,}$/u;

/**
 * Every free-text word and synonym, in the three configurations the index holds, OR-ed; the
 * last word also as a prefix, since results appear while it is still being typed.
 */
function textQuery(terms: string[], typing: string | null = null): SQL | null {
  if (terms.length === 0) return null;
  const parts = terms.flatMap((term) =>
    ["simple", "english", "indonesian"].map(
      (config) => sql`plainto_tsquery(${sql.raw(`'${config}'`)}, ${term})`,
    ),
  );
  if (typing && TYPED_PREFIX.test(typing)) {
    parts.push(sql`to_tsquery('simple', ${`${typing.toLowerCase()}:*`})`);
  }
  return sql`(${sql.join(parts, sql` || `)})`;
}

/** The last word typed, when it is free text (not a filter word or a date). */
function lastTypedWord(parsed: ParsedQuery): string | null {
  const last = parsed.termGroups.at(-1)?.[0];
  return last && !last.includes(" ") ? last : null;
}

/** Every typed word must match, in any of its forms and synonyms. */
function everyWordQuery(groups: string[][]): SQL | null {
  const parts = groups.flatMap((group) => {
    const either = textQuery(group);
    return either ? [either] : [];
  });
  return parts.length === 0 ? null : sql`(${sql.join(parts, sql` && `)})`;
}

export /** Chips whose words still say what the document is about, once they became filters. */
const NAMING_FILTERS = new Set(["types", "contractTypes", "party", "governingLaw"]);

/**
 * The words that order the results: the free text and the words of naming filters. "faktur
 * pajak" filters to invoices and then puts the tax invoices first; "perjanjian sewa" puts the
 * contracts that call themselves so before other leases.
 */
function rankingTerms(parsed: ParsedQuery): string[] {
  const named = parsed.chips
    .filter((chip) => NAMING_FILTERS.has(chip.filter))
    .map((chip) => chip.words.toLowerCase());
  return [...new Set([...parsed.terms, ...named])];
}

export interface RankedRow extends Record<string, unknown> {
  id: string;
  name: string;
  /** The spec's display name order: user-friendly name, document title, file name. */
  title: string;
  uploaded_at: string;
  vertical: Vertical;
  type: string | null;
  vendor: string | null;
  document_date: string | null;
  total_amount: string | null;
  currency: string | null;
  contract_type: string | null;
  counterparty: string | null;
  due_date: string | null;
  expiry_date: string | null;
  snippet: string | null;
  score: number;
  total: number;
}

function presentResult(row: RankedRow): SearchResult {
  return {
    id: row.id,
    name: row.name,
    vertical: row.vertical,
    type: row.type,
    vendor: row.vendor,
    date: row.document_date,
    total_amount: row.total_amount === null ? null : Number(row.total_amount),
    currency: row.currency,
    contract_type: row.contract_type,
    counterparty: row.counterparty,
    snippet: (row.snippet ?? "").replace(/\s+/g, " ").trim(),
    score: Number(Number(row.score).toFixed(4)),
  };
}

/** The words a search asks for, as one text-search condition, or null when it has none. */
function wordsCondition(parsed: ParsedQuery, wordsNeeded: "any" | "every"): SQL | null {
  const words =
    wordsNeeded === "every"
      ? everyWordQuery(parsed.termGroups)
      : textQuery(parsed.terms, lastTypedWord(parsed));
  return words ? sql`${documents.searchVector} @@ ${words}` : null;
}

/**
 * The documents a parsed query means within a scope: those passing its filters and, when it
 * has words, matching them by full text or (for names typed with a typo) by trigram. A total
 * needs every word to match ("toko 88" is not every shop nor everything numbered 88); a
 * search ranks documents that match more words first.
 */
export function matchingDocuments(
  scope: SQL,
  parsed: ParsedQuery,
  today: string,
  wordsNeeded: "any" | "every" = "any",
): SQL {
  const words = wordsCondition(parsed, wordsNeeded);
  const text = parsed.text;
  const match = words
    ? sql`(${words}${text ? sql` or ${namesResemble(text)}` : sql``})`
    : undefined;
  return and(scope, ...filterConditions(parsed.filters, today), match)!;
}

/** Newest first: the order without words, and the tie-break with them. */
const RECENCY = sql`document_date desc nulls last, uploaded_at desc nulls last`;

/**
 * The candidates' columns: what ranking needs, read from the row itself. The score is the
 * words' rank in the compact `rank_vector` (names, kinds, the text's beginning), so no
 * candidate's long text is read to rank it; a name found by likeness (a typo) adds how alike.
 */
function candidateColumns(parsed: ParsedQuery, likeness: "by likeness" | null = null): SQL {
  return sql`${documents.id} as id, ${documents.documentDate} as document_date,
    ${documents.uploadedAt} as uploaded_at, ${relevance(parsed, likeness)} as score`;
}

/** How well a row answers the query: the words' rank, plus how alike a typo'd name is. */
function relevance(parsed: ParsedQuery, likeness: "by likeness" | null): SQL {
  const ranking = textQuery(rankingTerms(parsed));
  const rank = ranking ? sql`ts_rank_cd(${documents.rankVector}, ${ranking}, 32)` : sql`0`;
  return likeness
    ? sql`${rank} + 0.5 * word_similarity(${parsed.text}, coalesce(${documents.searchNames}, ''))`
    : rank;
}

/**
 * A query typed into a list's search box (the legal table's) as the list's condition and its
 * relevance order, so the table finds what search finds. Null when the engine takes nothing
 * from it, neither a word nor a filter ("_"): the list then matches names alone.
 */
export function listQueryMatch(q: string, today: string): { condition: SQL; score: SQL } | null {
  const parsed = parseSearchQuery(q, { today });
  const hasFilters = filterConditions(parsed.filters, today).some(Boolean);
  if (!hasFilters && !wordsCondition(parsed, "any")) return null;
  return {
    condition: matchingDocuments(sql`true`, parsed, today),
    score: relevance(parsed, parsed.text ? "by likeness" : null),
  };
}

/**
 * The documents worth ranking: at most SEARCH.candidateLimit text matches and
 * SEARCH.likeNameLimit names that resemble the typed words (a typo), a document found both
 * ways keeping its better score.
 *
 * The two ways are found apart: in one condition, the trigram index's inexact answers made
 * every text match be re-tested against its long out-of-line vector. Each is planned without
 * its limit (a LIMIT makes the planner scan the table hoping to meet matches early, testing
 * each wide row: 0.8 s instead of 75 ms for "sumber makmr" at 100,000 documents) and read
 * lazily, so reading stops at the limit.
 *
 * Without words, the newest documents passing the filters, read in date order from an index.
 */
function candidatesOf(
  scope: SQL,
  parsed: ParsedQuery,
  today: string,
  wordsNeeded: "any" | "every",
): SQL {
  const filters = and(scope, ...filterConditions(parsed.filters, today))!;
  const words = wordsCondition(parsed, wordsNeeded);
  if (!words) {
    return sql`candidates as (select ${candidateColumns(parsed)} from ${documents} where ${filters}
      order by ${documents.documentDate} desc nulls last, ${documents.uploadedAt} desc nulls last
      limit ${SEARCH.candidateLimit})`;
  }
  const textMatches = sql`text_matches as materialized (
    select ${candidateColumns(parsed)} from ${documents} where ${and(filters, words)})`;
  if (!parsed.text) {
    return sql`${textMatches},
      candidates as (select * from text_matches limit ${SEARCH.candidateLimit})`;
  }
  return sql`${textMatches},
    like_names as materialized (select ${candidateColumns(parsed, "by likeness")}
      from ${documents} where ${and(filters, namesResemble(parsed.text))}),
    candidates as (
      select id, document_date, uploaded_at, max(score) as score
      from ((select * from text_matches limit ${SEARCH.candidateLimit})
        union all (select * from like_names limit ${SEARCH.likeNameLimit})) as found
      group by id, document_date, uploaded_at)`;
}

/**
 * One SQL query: the organization's documents that pass the filters and match the words (by
 * full text in both languages, or names by trigram so a typo still finds its vendor), ranked
 * by text rank and name likeness, newest first on ties, with a highlighted snippet made only
 * for the page returned. Matches beyond SEARCH.candidateLimit are not ranked or counted.
 */
async function rankDocuments(
  db: Db,
  scope: SQL,
  parsed: ParsedQuery,
  today: string,
  page: { limit: number; offset: number; wordsNeeded?: "any" | "every" },
): Promise<RankedRow[]> {
  const words = textQuery(parsed.terms);
  const snippet = words
    ? sql`ts_headline('english', left(coalesce(${documents.content}, ''), ${SNIPPET_SOURCE_CHARACTERS}),
        ${words}, ${SNIPPET_OPTIONS})`
    : sql`left(coalesce(${documents.content}, ''), 160)`;
  const result = await db.execute<RankedRow>(sql`
    with ${candidatesOf(scope, parsed, today, page.wordsNeeded ?? "any")},
    ranked as (
      select id, score, document_date, uploaded_at,
        least(count(*) over (), ${SEARCH.candidateLimit}) as total
      from candidates
      order by score desc, ${RECENCY}
      limit ${page.limit} offset ${page.offset}
    )
    select ${documents.id} as id, ${documents.name} as name,
      coalesce(${documents.userFriendlyName}, ${documents.documentTitle}, ${documents.originalFilename}) as title,
      to_char(${documents.uploadedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as uploaded_at,
      ${documents.vertical} as vertical,
      ${documents.type} as type, ${documents.vendor} as vendor,
      ${documents.documentDate}::text as document_date, ${documents.totalAmount}::text as total_amount,
      ${documents.currency} as currency, ${documents.contractType} as contract_type,
      ${documents.counterparty} as counterparty, ${documents.dueDate}::text as due_date,
      ${documents.expiryDate}::text as expiry_date, ${snippet} as snippet,
      ranked.score as score, ranked.total::int as total
    from ranked join ${documents} on ${documents.id} = ranked.id
    order by ranked.score desc, ranked.document_date desc nulls last, ranked.uploaded_at desc nulls last`);
  return result.rows;
}

interface SearchScope {
  q: string;
  organizationId?: string | undefined;
  vertical?: Vertical | undefined;
  limit: number;
  offset: number;
  today?: string | undefined;
}

/**
 * The documents a search (or the assistant) runs over: the organization's, once the caller is
 * known to be its member, in the verticals they may read.
 */
export async function searchScope(
  db: Db,
  actor: Actor,
  search: { organizationId?: string | undefined; vertical?: Vertical | undefined },
): Promise<SQL> {
  const organizationId = search.organizationId ?? actor.activeOrganizationId;
  if (!organizationId) {
    throw new AppError("VALIDATION_FAILED", "Choose an organization to search in.");
  }
  return readableDocuments(await verticalAccess(db, actor, organizationId), search.vertical);
}

/** Ranked rows for a query already understood (the assistant parses questions itself). */
export async function searchParsed(
  db: Db,
  scope: SQL,
  parsed: ParsedQuery,
  options: { limit: number; offset: number; today: string; wordsNeeded?: "any" | "every" },
): Promise<RankedRow[]> {
  return rankDocuments(db, scope, parsed, options.today, options);
}

/** The ranked rows of a search and how its query was understood, for whoever presents them. */
export async function runSearch(
  db: Db,
  actor: Actor,
  search: SearchScope,
): Promise<{ rows: RankedRow[]; parsed: ParsedQuery }> {
  const scope = await searchScope(db, actor, search);
  const today = search.today ?? todayIn(SEARCH.defaultTimeZone);
  const parsed = parseSearchQuery(search.q, { today });
  const rows = await rankDocuments(db, scope, parsed, today, search);
  return { rows, parsed };
}

/** Natural-language search over one organization's documents (issue 6). */
export async function searchDocuments(
  db: Db,
  actor: Actor,
  query: SearchQuery,
): Promise<SearchResponse> {
  const { rows, parsed } = await runSearch(db, actor, query);
  return { results: rows.map(presentResult), parsed, total: rows[0]?.total ?? 0 };
}
