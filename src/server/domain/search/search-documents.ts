import { and, or, sql, type SQL } from "drizzle-orm";
import { SEARCH } from "../../../contracts/limits.ts";
import {
  SNIPPET_MARK,
  type SearchQuery,
  type SearchResponse,
  type SearchResult,
} from "../../../contracts/search.ts";
import type { Vertical } from "../../../contracts/organizations.ts";
import {
  namesKindOnlyInName,
  namingTerms,
  parseSearchQuery,
  ranksOnlyInName,
  termsRankedOnlyInName,
  type FilterKey,
  type ParsedQuery,
  type QueryFilters,
} from "../../../understanding/query/index.ts";
import type { Actor } from "../../auth/actor.ts";
import type { Db } from "../../db/client.ts";
import { documents } from "../../db/schema/documents.ts";
import { AppError } from "../../errors.ts";
import { readableDocuments, verticalAccess } from "../../policies/vertical-access.ts";
import {
  allHard,
  evidenceConditions,
  filterConditions,
  filterRoles,
  matchedDateColumn,
  namesResemble,
  type FilterRoles,
} from "./search-filters.ts";
import { CLAUSE_DEPTH, clauseWords, rankByClause } from "./rank-by-clause.ts";
import { phraseWords, rankByPhrase } from "./rank-by-phrase.ts";
import { relaxedNotice } from "./relaxed-notice.ts";
import { CONFIGURATIONS, groupWords } from "./word-groups.ts";
import { spellOutQuestion } from "../assistant/spell-out-question.ts";

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
 * last word also as a prefix, since results appear while it is still being typed. Read in a
 * document's head, a word for what a shop sells counts only among its names (weight A of the
 * rank vector): "kopi" makes "Kopi X" a café, not a grocer's slip listing coffee first. A
 * shop's abbreviation ("TB", "RM") counts only among the names in every rank, which a weight
 * leaves the stripped search vector's matching as it was: "2 TB" of storage or "RM 35.00" is
 * found by the word but not ranked as a hardware store or an eatery.
 */
function textQuery(
  terms: string[],
  typing: string | null = null,
  within: WordsWithin = "text",
): SQL | null {
  if (terms.length === 0) return null;
  const prefix = typedPrefix(typing);
  const headOnly = within === "head" && terms.some(namesKindOnlyInName);
  if (terms.length * CONFIGURATIONS.length + (prefix ? 1 : 0) > FEW_QUERIES && !headOnly) {
    return sharedWords(terms, prefix ? typing : null, () => oneOf(terms, prefix));
  }
  const parts = terms.flatMap((term) =>
    CONFIGURATIONS.map((config) =>
      (within === "head" && namesKindOnlyInName(term)) || ranksOnlyInName(term)
        ? sql`to_tsquery(${sql.raw(`'${config}'`)}, ${`${term}:A`})`
        : sql`plainto_tsquery(${sql.raw(`'${config}'`)}, ${term})`,
    ),
  );
  if (prefix) parts.push(prefix);
  return parts.length <= FEW_QUERIES ? sql`(${sql.join(parts, sql` || `)})` : oneOfQueries(parts);
}

function typedPrefix(typing: string | null): SQL | null {
  return typing && TYPED_PREFIX.test(typing)
    ? sql`to_tsquery('simple', ${`${typing.toLowerCase()}:*`})`
    : null;
}

/**
 * The words as the search vector matches them: a long synonym list it records as one lexeme
 * (word-groups.ts) is asked as that lexeme, one entry of the text index instead of dozens, and
 * the other words and the one being typed as textQuery writes them. The same documents match.
 */
function matchQuery(terms: string[], typing: string | null = null): SQL | null {
  const { lexemes, rest } = groupWords(terms);
  if (lexemes.length === 0) return textQuery(terms, typing);
  const grouped = sql`${lexemes.map((lexeme) => `'${lexeme}'`).join(" | ")}::tsquery`;
  const others = rest.length > 0 ? textQuery(rest, typing) : typedPrefix(typing);
  return others ? sql`(${grouped} || ${others})` : grouped;
}

/**
 * Up to this many queries (two words, each in the three configurations, and one being typed)
 * are OR-ed as written: a constant the planner reads, so it knows how common the words are and
 * reads a common word's documents in table order, a rare word's from the index. More (a kind's
 * synonyms) repeat enough that ranking pays for it on every document (oneOf).
 */
const FEW_QUERIES = 7;

/**
 * Words OR-ed as one query, in every configuration, each distinct query once. A word and its
 * synonyms in three configurations mostly stem alike ("restaurant" and "restaurants" are
 * 'restaur' in two of them), and every document tested or ranked pays for each repeat: at
 * 100,000 documents the restaurant words, 39 queries with 17 distinct, cost three times as
 * much written out. An uncorrelated subquery, so the database builds the query once, not once
 * a row; the planner cannot see into it and reads its matches from the index. The words are
 * one array and the configurations another, not a call per word and configuration written
 * out: a search repeats its query a dozen times, and planning a hundred calls in each took
 * longer than running them.
 */
function oneOf(terms: string[], prefix: SQL | null, keep: SQL | null = null): SQL {
  const words = sql`array[${sql.join(
    terms.map((term) => sql`${term}`),
    sql`, `,
  )}]::text[]`;
  const configurations = sql.raw(
    `array[${CONFIGURATIONS.map((config) => `'${config}'`).join(", ")}]::regconfig[]`,
  );
  const inNames = sql`array[${sql.join(
    termsRankedOnlyInName().map((term) => sql`${term}`),
    sql`, `,
  )}]::text[]`;
  const all = sql`(select coalesce(string_agg(distinct '(' || query::text || ')', ' | ')::tsquery,
      ''::tsquery)
    from unnest(${words}) as term, unnest(${configurations}) as configuration,
      lateral (select case when term = any(${inNames})
        then to_tsquery(configuration, term || ':A')
        else plainto_tsquery(configuration, term) end as query) as each
    where query::text <> ''${keep ? sql` and ${keep}` : sql``})`;
  return prefix ? sql`(${all} || ${prefix})` : all;
}

/**
 * The long word lists of the statement being written, each made once as a CTE of one row and
 * read wherever the statement matches or ranks it: a search repeats its query a dozen times,
 * and each copy was built again (half a millisecond each at run time) and planned again.
 * Statements are written synchronously, so the list being collected is the current one's.
 */
let statementWords: { names: Map<string, string>; ctes: SQL[] } | null = null;

function sharedWords(terms: string[], typing: string | null, build: () => SQL): SQL {
  if (!statementWords) return build();
  const key = JSON.stringify([terms, typing]);
  let name = statementWords.names.get(key);
  if (!name) {
    name = `long_words_${statementWords.names.size}`;
    statementWords.names.set(key, name);
    statementWords.ctes.push(sql`${sql.raw(name)} as (select ${build()} as query)`);
  }
  return sql`(select query from ${sql.raw(name)})`;
}

/** A statement written with its long word lists shared, and the CTEs that hold them. */
function withSharedWords(write: () => SQL): { statement: SQL; ctes: SQL[] } {
  statementWords = { names: new Map(), ctes: [] };
  try {
    const statement = write();
    return { statement, ctes: statementWords.ctes };
  } finally {
    statementWords = null;
  }
}

/** Queries already written out, OR-ed as one, each distinct query once (oneOf). */
function oneOfQueries(queries: SQL[]): SQL {
  return sql`(select coalesce(string_agg(distinct '(' || query::text || ')', ' | ')::tsquery,
      ''::tsquery)
    from unnest(array[${sql.join(queries, sql`, `)}]) as query where query::text <> '')`;
}

/** The last word typed, when it is free text (not a filter word or a date). */
function lastTypedWord(parsed: ParsedQuery): string | null {
  const last = parsed.termGroups.at(-1)?.[0];
  return last && !last.includes(" ") ? last : null;
}

/** Every typed word must match, in any of its forms and synonyms. */
function everyWordQuery(groups: string[][], within: WordsWithin = "text"): SQL | null {
  const parts = groups.flatMap((group) => {
    const either = within === "text" ? matchQuery(group) : textQuery(group, null, within);
    return either ? [either] : [];
  });
  return parts.length === 0 ? null : sql`(${sql.join(parts, sql` && `)})`;
}

export /** Chips whose words still say what the document is about, once they became filters. */
const NAMING_FILTERS = new Set(["types", "contractTypes", "party", "governingLaw"]);

/**
 * The words of naming filters, which order results besides the free text: "faktur pajak" puts
 * the tax invoices first among invoices; "perjanjian sewa" the contracts that call themselves
 * so before other leases.
 */
function namingWords(parsed: ParsedQuery): string[] {
  const named = parsed.chips
    .filter((chip) => NAMING_FILTERS.has(chip.filter))
    .flatMap((chip) => namingTerms(chip.words));
  return [...new Set(named)].filter((words) => !parsed.terms.includes(words));
}

/**
 * What the naming filters' words weigh beside the free text's: they already count as the
 * filter they name, so they only order documents the other evidence ties.
 */
const NAMING_WORDS_WEIGHT = 0.3;

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
  /** The paper's own number as understanding read it (an invoice's, a faktur pajak's serial). */
  document_number: string | null;
  snippet: string | null;
  /** Which of its dates met a date the query guessed, when it guessed one. */
  matched_date: "date" | "due_date" | null;
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
    matched_date:
      row.matched_date === null
        ? null
        : {
            on: row.matched_date,
            date: row.matched_date === "date" ? row.document_date! : row.due_date!,
          },
  };
}

/**
 * Where a query's words must occur: anywhere in the text, or in what a document says it is —
 * its names, kinds and first lines (the rank vector), a party among its names. "tagihan
 * listrik" asks for bills that are about electricity, not an invoice listing an electric cable
 * among its items; "invoices from X" for X's, not those whose text mentions X.
 */
export type WordsWithin = "text" | "head";

/** Read in a document's head, a party it is from or between is one of its names. */
function partyIn(within: WordsWithin): "names" | "names or text" {
  return within === "head" ? "names" : "names or text";
}

/** The words a search asks for, as one text-search condition, or null when it has none. */
function wordsCondition(
  parsed: ParsedQuery,
  wordsNeeded: "any" | "every",
  within: WordsWithin = "text",
): SQL | null {
  const words =
    wordsNeeded === "every"
      ? everyWordQuery(parsed.termGroups, within)
      : within === "text"
        ? matchQuery(parsed.terms, lastTypedWord(parsed))
        : textQuery(parsed.terms, lastTypedWord(parsed), within);
  const vector = within === "head" ? documents.rankVector : documents.searchVector;
  return words ? sql`${vector} @@ ${words}` : null;
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
  within: WordsWithin = "text",
): SQL {
  const words = wordsCondition(parsed, wordsNeeded, within);
  const text = parsed.text;
  const match = words
    ? sql`(${words}${text ? sql` or ${namesResemble(text)}` : sql``})`
    : undefined;
  return and(scope, ...filterConditions(parsed.filters, today, partyIn(within)), match)!;
}

/** Newest first: the order without words, and the tie-break with them. */
const RECENCY = sql`document_date desc nulls last, uploaded_at desc nulls last`;

/**
 * The candidates' columns: what ranking needs, read from the row itself. The score is the
 * words' rank in the compact `rank_vector` (names, kinds, the text's beginning), so no
 * candidate's long text is read to rank it; a name found by likeness (a typo) adds how alike.
 */
function candidateColumns(
  parsed: ParsedQuery,
  evidence: Evidence,
  likeness: "by likeness" | null = null,
  coverage: "with coverage" | null = null,
): SQL {
  return sql`${documents.id} as id, ${documents.documentDate} as document_date,
    ${documents.uploadedAt} as uploaded_at,
    ${relevance(parsed, likeness, coverage, "estimated")} + ${evidenceScore(evidence)} as score`;
}

/** The guessed filters as conditions, each counted by how well it holds (evidenceConditions). */
interface Evidence {
  conditions: SQL[];
  weights: SQL[];
}

/**
 * How much the guessed filters that hold add to a document's score, all of them together.
 * Less than a good match of the words: "tagihan listrik" puts an electricity bill typed as a
 * receipt before a bill about something else.
 */
const EVIDENCE_WEIGHT = 0.8;

function evidenceScore(evidence: Evidence): SQL {
  const { weights } = evidence;
  if (weights.length === 0) return sql`0`;
  const held = sql.join(weights, sql` + `);
  return sql`(${EVIDENCE_WEIGHT}::float8 * (${held}) / ${weights.length})`;
}

/**
 * What a document whose text holds every typed word (in any of its forms) adds: the rank reads
 * only a document's beginning, so a clause deep in a contract ("notice period termination")
 * would otherwise lose to a bill whose header says "period". One word too: beside a guessed
 * filter, a contract holding "pengakhiran" deep in its text ranks before one the guess alone
 * found. Asked only of text matches, whose long vector the match has just read.
 */
const COVERAGE_WEIGHT = 0.5;
/**
 * Of one word, less: it only sets the documents holding it before those a guessed filter alone
 * brought in, and stays below what the guesses add ("tagihan dolar singapura" keeps the
 * Singapore-dollar bill before a contract that names Singapore).
 */
const ONE_WORD_COVERAGE_WEIGHT = 0.1;

/**
 * Of a long query (a kind's synonyms, dozens of words in three configurations), cover density
 * costs a hundred times what it costs of a few words, on every row: at 100,000 documents
 * "restaurants" ranked its thousand candidates in 0.5 s on a loaded machine (decision 0014,
 * amendment). Such a rank is first estimated (ts_rank, a sum over the words found, at a
 * fiftieth of the cost), and only the best EXACTLY_RANKED candidates by that estimate are
 * ranked exactly, which is the order shown.
 */
function isLongQuery(terms: string[]): boolean {
  return terms.length * CONFIGURATIONS.length > FEW_QUERIES;
}

type RankCost = "exact" | "estimated";

/**
 * The words' rank in the compact vector. Exact: cover density, asked only of a row whose vector
 * holds a word, every other row ranking 0 by it anyway. Estimated: ts_rank averages over the
 * query's words, so it is multiplied back by their number (about half its nodes) to stand on
 * cover density's scale, then normalized as cover density is (rank / (rank + 1), written
 * 1 - 1 / (1 + rank) so that the rank is computed once).
 */
function wordsRank(ranking: SQL, cost: RankCost): SQL {
  return cost === "exact"
    ? sql`(case when ${documents.rankVector} @@ ${ranking}
        then ts_rank_cd(${documents.rankVector}, ${ranking}, 32) else 0 end)`
    : sql`(1 - 1 / (1 + ts_rank(${documents.rankVector}, ${ranking}, 0) * (numnode(${ranking}) + 1) / 2.0))`;
}

/** The ranked word lists of a query and what each weighs: the free text, then naming words. */
function rankedWords(parsed: ParsedQuery): { terms: string[]; weight: number }[] {
  return [
    { terms: parsed.terms, weight: 1 },
    { terms: namingWords(parsed), weight: NAMING_WORDS_WEIGHT },
  ];
}

/** How well a row answers the query: the words' rank, plus how alike a typo'd name is. */
function relevance(
  parsed: ParsedQuery,
  likeness: "by likeness" | null,
  coverage: "with coverage" | null = null,
  cost: RankCost = "exact",
): SQL {
  const ranks = rankedWords(parsed).flatMap(({ terms, weight }) => {
    const ranking = textQuery(terms);
    if (!ranking) return [];
    const rank = wordsRank(ranking, cost === "estimated" && isLongQuery(terms) ? cost : "exact");
    return [weight === 1 ? rank : sql`${weight}::float8 * ${rank}`];
  });
  const every = coverage && parsed.termGroups.length > 1 ? everyWordQuery(parsed.termGroups) : null;
  // Of one word, every text match holds it (or, typed last, a word it begins): no vector is read
  // again to know it, which at 100,000 documents cost tens of milliseconds.
  const covered = every
    ? sql`${COVERAGE_WEIGHT}::float8 * (case when ${documents.searchVector} @@ ${every} then 1 else 0 end)`
    : coverage && parsed.termGroups.length === 1
      ? sql`${ONE_WORD_COVERAGE_WEIGHT}::float8`
      : sql`0`;
  const rank = sql.join([...ranks, covered], sql` + `);
  return likeness
    ? sql`${rank} + 0.5 * word_similarity(${parsed.text}, coalesce(${documents.searchNames}, ''))`
    : rank;
}

/**
 * How many of the candidates, best by the estimated rank, are ranked exactly: enough that the
 * first page and the contracts read again by clause (CLAUSE_DEPTH) are among them whenever
 * the estimate orders as the exact rank does, give or take a few places.
 */
const EXACTLY_RANKED = 100;

/**
 * Of a long word list, the words some of the rows ranked exactly hold in their heads. Cover
 * density over them is cover density over the whole list for those rows (a word a row lacks
 * is false wherever it is looked for, and an OR without it is true where it was), and it costs
 * with the query's size: the restaurant words are 103 nodes, those a hundred slips hold a few.
 * A CTE of one row, so that the rank's match test and the rank itself read the words found
 * once: written out in both, the hundred heads were searched twice (4–10 ms at 100,000).
 */
function heldWords(terms: string[], name: string): SQL {
  return sql`${sql.raw(name)} as (select ${oneOf(
    terms,
    null,
    sql`exists (select 1 from estimated join ${documents} as head on head.id = estimated.id
      where head.rank_vector @@ query)`,
  )} as query)`;
}

/**
 * What turns a row's estimated score exact: for each long word list, its exact rank less the
 * estimate the score holds, with the CTEs of the words held it reads. Null when every rank
 * was exact already.
 */
function exactCorrection(parsed: ParsedQuery): { held: SQL[]; correction: SQL } | null {
  const held: SQL[] = [];
  const corrections = rankedWords(parsed).flatMap(({ terms, weight }) => {
    const ranking = isLongQuery(terms) ? textQuery(terms) : null;
    if (!ranking) return [];
    const name = `held_words_${held.length}`;
    held.push(heldWords(terms, name));
    const words = sql`(select query from ${sql.raw(name)})`;
    return [
      sql`${weight}::float8 * (${wordsRank(words, "exact")} - ${wordsRank(ranking, "estimated")})`,
    ];
  });
  return corrections.length === 0 ? null : { held, correction: sql.join(corrections, sql` + `) };
}

/**
 * A query typed into a list's search box (the legal table's) as the list's condition and its
 * relevance order, so the table finds what search finds. Null when the engine takes nothing
 * from it, neither a word nor a filter ("_"): the list then matches names alone.
 */
export function listQueryMatch(q: string, today: string): { condition: SQL; score: SQL } | null {
  const parsed = parseSearchQuery(spellOutQuestion(q), { today });
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
 * each wide row: 0.8 s instead of 75 ms for a two-word typed name at 100,000 documents) and read
 * lazily, so reading stops at the limit.
 *
 * Without words, the newest documents passing the filters, read in date order from an index.
 */
/**
 * How far candidates are looked for. Close: the documents the words match and those every
 * guessed filter holds for. Wide, when close found less than a page of a query without words:
 * besides, those some guessed filter holds for and, when a filter was stated (or fixed by the
 * caller), every document it holds for. Two steps, so a query of filters alone ranks the
 * documents meeting only part of them only when the rest do not fill the page; and a guess
 * beside a stated filter only ranks: "invoice di atas 25 juta" still shows, after the
 * invoices, a document over 25 juta that was filed as something else.
 */
type Reach = "close" | "wide";

function candidatesOf(
  scope: SQL,
  parsed: ParsedQuery,
  today: string,
  wordsNeeded: "any" | "every",
  roles: FilterRoles,
  reach: Reach,
  within: WordsWithin = "text",
): SQL {
  const filters = and(scope, ...filterConditions(roles.hard, today, partyIn(within)))!;
  const kindChips = parsed.chips.filter((chip) => chip.filter === "types").length;
  const guesses = evidenceConditions(
    roles.soft,
    today,
    kindChips === 1 ? "one word" : "several words",
  );
  const evidence: Evidence = {
    conditions: guesses.map((guess) => guess.holds),
    weights: guesses.map((guess) => guess.weight),
  };
  const marks = rarityMarks(parsed);
  const columns = sql`${candidateColumns(parsed, evidence)}${marks.columns}`;
  const words = wordsCondition(parsed, wordsNeeded, within);
  const found: SQL[] = [];
  const parts: SQL[] = [];
  if (words) {
    parts.push(sql`text_matches as materialized (
      select ${candidateColumns(parsed, evidence, null, "with coverage")}${marks.columns}
      from ${documents} where ${and(filters, words)})`);
    found.push(sql`(select * from text_matches limit ${SEARCH.candidateLimit})`);
  }
  if (words && parsed.text) {
    parts.push(sql`like_names as materialized (
      select ${candidateColumns(parsed, evidence, "by likeness")}${marks.columns}
      from ${documents} where ${and(filters, namesResemble(parsed.text))})`);
    found.push(sql`(select * from like_names limit ${SEARCH.likeNameLimit})`);
  }
  if (evidence.conditions.length > 0) {
    // The documents every guessed filter holds for, newest first; reaching wide without words,
    // also those some hold for, so a wrong guess ranks lower instead of emptying the answer.
    parts.push(sql`filter_matches as (select ${columns} from ${documents}
      where ${and(filters, ...evidence.conditions)}
      order by ${documents.documentDate} desc nulls last, ${documents.uploadedAt} desc nulls last
      limit ${SEARCH.candidateLimit})`);
    found.push(sql`(select * from filter_matches)`);
    if (!words && reach === "wide") {
      parts.push(sql`some_filters as (select ${columns} from ${documents}
        where ${and(filters, or(...evidence.conditions))}
        limit ${SEARCH.candidateLimit})`);
      found.push(sql`(select * from some_filters)`);
      if (Object.keys(roles.hard).length > 0) {
        parts.push(sql`stated_filters as (select ${columns} from ${documents} where ${filters}
          order by ${documents.documentDate} desc nulls last, ${documents.uploadedAt} desc nulls last
          limit ${SEARCH.candidateLimit})`);
        found.push(sql`(select * from stated_filters)`);
      }
    }
  }
  if (found.length === 0) {
    return sql`candidates as (select ${columns} from ${documents} where ${filters}
      order by ${documents.documentDate} desc nulls last, ${documents.uploadedAt} desc nulls last
      limit ${SEARCH.candidateLimit})`;
  }
  return sql`${sql.join(parts, sql`, `)},
    candidates as (
      select id, document_date, uploaded_at, max(score) as score${marks.kept}
      from (${sql.join(found, sql` union all `)}) as found
      group by id, document_date, uploaded_at)`;
}

/**
 * What a typed word found in few of the candidates' heads adds, over one found in many: of
 * "tagihan listrik PLN", the bill that names PLN before the many that say "tagihan". Each
 * word (with its synonyms) weighs ln((N + 1) / (n + 1)), N the candidates and n those whose
 * names, kinds or first lines hold it, so the rarity is the organization's own, with no
 * table of word counts to keep.
 */
const RARITY_WEIGHT = 0.3;

/** A candidate's typed words (each with its synonyms), when a query has two or more. */
function rarityWords(parsed: ParsedQuery): SQL[] {
  const words = parsed.termGroups.flatMap((group) => {
    const either = textQuery(group);
    return either ? [either] : [];
  });
  return words.length < 2 ? [] : words;
}

/**
 * Whether a candidate's head holds each typed word, marked where the candidate is found: the
 * row is at hand there, and reading every candidate again by its id to mark it cost a thousand
 * index lookups or more. A document found two ways is marked alike both times (the same row).
 */
function rarityMarks(parsed: ParsedQuery): { columns: SQL; kept: SQL } {
  const words = rarityWords(parsed);
  if (words.length === 0) return { columns: sql``, kept: sql`` };
  const columns = words.map(
    (word, index) =>
      sql`, (${documents.rankVector} @@ ${word})::int as ${sql.raw(`holds_${index}`)}`,
  );
  const kept = words.map((_, index) => sql.raw(`, max(holds_${index}) as holds_${index}`));
  return { columns: sql.join(columns, sql``), kept: sql.join(kept, sql``) };
}

function rarityWeighted(parsed: ParsedQuery): SQL {
  const words = rarityWords(parsed);
  if (words.length === 0) {
    return sql`weighted as (select id, score, document_date, uploaded_at from candidates)`;
  }
  const rarity = words.map((_, index) =>
    sql.raw(`holds_${index} * ln((count(*) over () + 1.0) / (sum(holds_${index}) over () + 1.0))`),
  );
  return sql`weighted as (
      select id, document_date, uploaded_at,
        score + ${RARITY_WEIGHT}::float8 * (${sql.join(rarity, sql` + `)})
          / (${words.length} * ln(count(*) over () + 2.0)) as score
      from candidates)`;
}

/**
 * The weighted candidates' final scores, with how many candidates there were. Where a long
 * query's rank was estimated, the best EXACTLY_RANKED by the estimate (at least the rows up to
 * the page's end) are ranked exactly, and only they are ordered for the page.
 */
function exactlyRanked(parsed: ParsedQuery, pageEnd: number): SQL {
  const correction = exactCorrection(parsed);
  if (!correction) {
    return sql`scored as (
      select id, score, document_date, uploaded_at, count(*) over () as candidates from weighted)`;
  }
  return sql`estimated as (
      select id, score, document_date, uploaded_at, count(*) over () as candidates
      from weighted
      order by score desc, ${RECENCY}
      limit ${Math.max(EXACTLY_RANKED, pageEnd)}),
    ${sql.join(correction.held, sql`, `)},
    scored as (
      select estimated.id, estimated.score + ${correction.correction} as score, estimated.document_date,
        estimated.uploaded_at, estimated.candidates
      from estimated join ${documents} on ${documents.id} = estimated.id)`;
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
  page: { limit: number; offset: number; wordsNeeded?: "any" | "every"; within?: WordsWithin },
  roles: FilterRoles = allHard(parsed.filters),
  reach: Reach = "close",
): Promise<RankedRow[]> {
  const { statement, ctes } = withSharedWords(() =>
    rankingStatement(scope, parsed, today, page, roles, reach),
  );
  const result = await db.execute<RankedRow>(
    ctes.length === 0 ? sql`with ${statement}` : sql`with ${sql.join(ctes, sql`, `)}, ${statement}`,
  );
  return result.rows;
}

/** The WITH list and final SELECT of rankDocuments' statement. */
function rankingStatement(
  scope: SQL,
  parsed: ParsedQuery,
  today: string,
  page: { limit: number; offset: number; wordsNeeded?: "any" | "every"; within?: WordsWithin },
  roles: FilterRoles,
  reach: Reach,
): SQL {
  const words = textQuery(parsed.terms);
  const snippet = words
    ? sql`ts_headline('english', left(coalesce(${documents.content}, ''), ${SNIPPET_SOURCE_CHARACTERS}),
        ${words}, ${SNIPPET_OPTIONS})`
    : sql`left(coalesce(${documents.content}, ''), 160)`;
  return sql`
    ${candidatesOf(scope, parsed, today, page.wordsNeeded ?? "any", roles, reach, page.within)},
    ${rarityWeighted(parsed)},
    ${exactlyRanked(parsed, page.offset + page.limit)},
    ranked as (
      select id, score, document_date, uploaded_at, least(candidates, ${SEARCH.candidateLimit}) as total
      from scored
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
      ${documents.expiryDate}::text as expiry_date, ${documents.documentNumber} as document_number,
      ${snippet} as snippet,
      ${matchedDateColumn(roles.soft)} as matched_date,
      ranked.score as score, ranked.total::int as total
    from ranked join ${documents} on ${documents.id} = ranked.id
    order by ranked.score desc, ranked.document_date desc nulls last, ranked.uploaded_at desc nulls last`;
}

/**
 * A search's rows, its first CLAUSE_DEPTH ranked again by what only their text tells: the
 * contracts by the clause asked about when the query asks about a term of a contract
 * (rank-by-clause.ts), or else every row by the typed words it holds side by side when two or
 * more were typed (rank-by-phrase.ts). A page beyond that depth keeps the text rank's order.
 */
async function rankWithClauses(
  db: Db,
  scope: SQL,
  parsed: ParsedQuery,
  today: string,
  page: { limit: number; offset: number },
  roles: FilterRoles,
  reach: Reach = "close",
): Promise<RankedRow[]> {
  const groups = clauseWords(parsed);
  // A clause's words are read together in a contract's sentences already (rank-by-clause.ts).
  const phrase = groups ? null : phraseWords(parsed);
  if ((!groups && !phrase) || page.offset >= CLAUSE_DEPTH) {
    return rankDocuments(db, scope, parsed, today, page, roles, reach);
  }
  const deep = { limit: Math.max(CLAUSE_DEPTH, page.offset + page.limit), offset: 0 };
  const rows = await rankDocuments(db, scope, parsed, today, deep, roles, reach);
  const reranked = groups
    ? await rankByClause(db, rows, groups)
    : await rankByPhrase(db, rows, phrase!);
  return reranked.slice(page.offset, page.offset + page.limit);
}

interface SearchScope {
  q: string;
  organizationId?: string | undefined;
  vertical?: Vertical | undefined;
  limit: number;
  offset: number;
  today?: string | undefined;
  /** Filters the caller fixed (a filter control, a chip kept): they hold like stated ones. */
  strict?: FilterKey[] | undefined;
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
  options: {
    limit: number;
    offset: number;
    today: string;
    wordsNeeded?: "any" | "every";
    within?: WordsWithin;
  },
): Promise<RankedRow[]> {
  return rankDocuments(db, scope, parsed, options.today, options);
}

/** A filter a search let go of, so that the words' documents could be shown. */
export interface RelaxedFilter {
  filter: FilterKey;
  /** The query's words for it, as its chip shows them; null for a filter the caller fixed. */
  words: string | null;
}

function relaxedFilters(parsed: ParsedQuery, keys: FilterKey[]): RelaxedFilter[] {
  return keys.map((key) => ({
    filter: key,
    words: parsed.chips.find((chip) => chip.filter === key)?.words ?? null,
  }));
}

/**
 * The ranked rows of a search, how its query was understood and which stated filters it let
 * go of. Guessed filters only rank; stated ones hold, unless holding them would leave nothing
 * while the words or guesses find documents: those are shown then, the filters named.
 */
export async function runSearch(
  db: Db,
  actor: Actor,
  search: SearchScope,
): Promise<{ rows: RankedRow[]; parsed: ParsedQuery; relaxed: RelaxedFilter[] }> {
  const scope = await searchScope(db, actor, search);
  const today = search.today ?? todayIn(SEARCH.defaultTimeZone);
  // A search box is typed like a chat box ("inv bln kmrn"): the assistant's reading of chat
  // shorthand, so both read a query alike.
  const parsed = parseSearchQuery(spellOutQuestion(search.q), { today });
  const roles = filterRoles(parsed.filters, [...(parsed.explicit ?? []), ...(search.strict ?? [])]);
  const close = await rankWithClauses(db, scope, parsed, today, search, roles);
  const guessed = Object.keys(roles.soft).length > 0;
  const rows =
    close.length < search.limit && search.offset === 0 && guessed && !wordsCondition(parsed, "any")
      ? await rankWithClauses(db, scope, parsed, today, search, roles, "wide")
      : close;
  if (rows.length > 0 || Object.keys(roles.hard).length === 0 || search.offset > 0) {
    return { rows, parsed, relaxed: [] };
  }
  // Let go of as few stated filters as leave something: "invoice desember 2030" with the type
  // and the date fixed relaxes the date alone, and says so, while the type still holds. All
  // of them first, so a search whose words find nothing at all asks once more, not once a set.
  const stated = relaxable(roles.hard);
  const loosest = await rankWithClauses(
    db,
    scope,
    parsed,
    today,
    search,
    withoutFilters(roles, stated),
    "wide",
  );
  if (loosest.length === 0) return { rows: [], parsed, relaxed: [] };
  for (const letGo of fewestFirst(stated).filter((keys) => keys.length < stated.length)) {
    const loose = await rankWithClauses(
      db,
      scope,
      parsed,
      today,
      search,
      withoutFilters(roles, letGo),
      "wide",
    );
    if (loose.length > 0) return { rows: loose, parsed, relaxed: relaxedFilters(parsed, letGo) };
  }
  return { rows: loosest, parsed, relaxed: relaxedFilters(parsed, stated) };
}

/**
 * The stated filters a search may let go of: a vertical goes with the types that imply it, a
 * currency with the amount it is read in ("over $1,000" is one filter to the user).
 */
function relaxable(hard: QueryFilters): FilterKey[] {
  return (Object.keys(hard) as FilterKey[]).filter(
    (key) =>
      !(key === "vertical" && hard.types) &&
      !(key === "currency" && hard.amount) &&
      hard[key] !== undefined,
  );
}

/** Every non-empty set of the keys, fewest first, in the order the keys come. */
function fewestFirst(keys: FilterKey[]): FilterKey[][] {
  const sets: FilterKey[][] = [];
  for (let mask = 1; mask < 1 << keys.length; mask++) {
    sets.push(keys.filter((_, index) => mask & (1 << index)));
  }
  return sets.sort((a, b) => a.length - b.length);
}

/** The roles with some stated filters turned into evidence (and what goes with them). */
function withoutFilters(roles: FilterRoles, letGo: FilterKey[]): FilterRoles {
  const hard: Record<string, unknown> = { ...roles.hard };
  const soft: Record<string, unknown> = { ...roles.soft };
  const keys = new Set<string>(letGo);
  if (keys.has("types")) keys.add("vertical");
  if (keys.has("amount")) keys.add("currency");
  for (const key of keys) {
    if (!(key in hard)) continue;
    soft[key] = hard[key];
    delete hard[key];
  }
  return { hard: hard as QueryFilters, soft: soft as QueryFilters };
}

/** Natural-language search over one organization's documents (issue 6). */
export async function searchDocuments(
  db: Db,
  actor: Actor,
  query: SearchQuery,
): Promise<SearchResponse> {
  const { rows, parsed, relaxed } = await runSearch(db, actor, query);
  return {
    results: rows.map(presentResult),
    parsed,
    total: rows[0]?.total ?? 0,
    relaxed,
    notice: relaxedNotice(relaxed),
  };
}
