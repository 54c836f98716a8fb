import { and, eq, gte, inArray, isNotNull, isNull, lt, lte, or, sql, type SQL } from "drizzle-orm";
import type { DateRange, FilterKey, QueryFilters } from "../../../understanding/query/index.ts";
import type { DocumentType } from "../../../understanding/types.ts";
import { DEFAULT_CURRENCY } from "../../../contracts/format-money.ts";
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
 * A party named in a query ("from PT Lestari Kencana Abadi") is one name: closer likeness is
 * asked of it than of free words, or "CV Kencana Abadi Jaya" would pass for it (0.65),
 * while a typo ("lestari kencna", 0.85) still finds its vendor.
 */
const PARTY_LIKENESS = 0.7;

function partyResembles(party: string): SQL {
  return sql`(${namesResemble(party)} and word_similarity(${party}, ${documents.searchNames}) >= ${PARTY_LIKENESS})`;
}

/**
 * A contract's value is no total amount: understanding keeps it among the extracted fields,
 * so an amount filter reads it there for a document without a total ("kontrak di atas 200
 * juta"). Only rows without a total read their JSON, and only when an amount is asked for.
 */
const CONTRACT_VALUE = sql`(case when jsonb_typeof(${documents.extractedData} #> '{fields,contract_value,value}') = 'number'
  then (${documents.extractedData} #>> '{fields,contract_value,value}')::numeric end)`;

/**
 * An amount is in one currency: the one the query names, else the home currency a figure
 * without one is written in ("di bawah 100 ribu" is Rupiah; a SGD 732 invoice is not under
 * it). A document whose currency was not read counts as in the home currency (formatMoney).
 */
function inCurrency(currency: QueryFilters["currency"]): SQL {
  const code = currency ?? DEFAULT_CURRENCY;
  return code === DEFAULT_CURRENCY
    ? or(eq(documents.currency, code), isNull(documents.currency))!
    : eq(documents.currency, code);
}

function amountHolds(
  amount: NonNullable<QueryFilters["amount"]>,
  currency: QueryFilters["currency"],
): SQL | undefined {
  const { min, max, minExcluded, maxExcluded } = amount;
  const within = (value: SQL) =>
    and(
      min === null
        ? undefined
        : minExcluded
          ? sql`${value} > ${String(min)}`
          : sql`${value} >= ${String(min)}`,
      max === null
        ? undefined
        : maxExcluded
          ? sql`${value} < ${String(max)}`
          : sql`${value} <= ${String(max)}`,
    );
  const total = within(sql`${documents.totalAmount}`);
  if (!total) return undefined;
  return and(
    inCurrency(currency),
    or(total, and(isNull(documents.totalAmount), within(CONTRACT_VALUE))),
  );
}

/**
 * The parsed filters as SQL conditions. A party is found by its name, or (partyIn "names or
 * text") anywhere in the text, for a name typed differently from how understanding read it. Payment is not tracked yet: "unpaid" means a document
 * that says it is owed later (it has a due date), "overdue" one whose due date has passed.
 */
export function filterConditions(
  filters: QueryFilters,
  today: string,
  partyIn: "names" | "names or text" = "names or text",
): Array<SQL | undefined> {
  const { amount } = filters;
  return [
    filters.types ? inArray(documents.type, filters.types) : undefined,
    filters.vertical && !filters.types ? eq(documents.vertical, filters.vertical) : undefined,
    filters.contractTypes ? inArray(documents.contractType, filters.contractTypes) : undefined,
    filters.party
      ? or(
          partyResembles(filters.party),
          partyIn === "names"
            ? undefined
            : sql`${documents.searchVector} @@ (plainto_tsquery('simple', ${filters.party})
            || plainto_tsquery('indonesian', ${filters.party}))`,
        )
      : undefined,
    withinRange(documents.documentDate, filters.date),
    withinRange(documents.dueDate, filters.dueDate),
    withinRange(documents.expiryDate, filters.expiryDate),
    withinRange(documents.effectiveDate, filters.effectiveDate),
    amount ? amountHolds(amount, filters.currency) : undefined,
    // Rupiah named ("Rp 500.000", "in IDR") holds for a document whose currency was not read,
    // as a figure without one does and as the page shows it.
    filters.currency ? inCurrency(filters.currency) : undefined,
    filters.payment === "unpaid" ? isNotNull(documents.dueDate) : undefined,
    filters.payment === "overdue" ? lt(documents.dueDate, today) : undefined,
    filters.apAr ? eq(documents.apAr, filters.apAr) : undefined,
    filters.starred ? eq(documents.starred, true) : undefined,
    filters.status ? inArray(documents.processingStatus, STATUSES[filters.status]) : undefined,
    filters.governingLaw
      ? sql`${documents.governingLaw} ilike ${`%${filters.governingLaw}%`}`
      : undefined,
    filters.language ? inArray(documents.language, filters.language) : undefined,
  ];
}

/**
 * Filters a query's words can guess: what a document is, when, how much, from whom, under
 * which law, in which language. Guessed, they are evidence that ranks; they exclude only when stated outright.
 * The others (starred, unpaid, overdue, AP/AR, processing status) name a document's state and
 * always hold.
 */
const EVIDENCE: ReadonlySet<FilterKey> = new Set<FilterKey>([
  "types",
  "vertical",
  "contractTypes",
  "party",
  "date",
  "dueDate",
  "expiryDate",
  "effectiveDate",
  "amount",
  "currency",
  "governingLaw",
  "language",
]);

export interface FilterRoles {
  /** Conditions every result meets. */
  hard: QueryFilters;
  /** Evidence: a result meeting more of them ranks higher. */
  soft: QueryFilters;
}

/** Every filter a condition: how the assistant's tools, which filter on purpose, read a query. */
export function allHard(filters: QueryFilters): FilterRoles {
  return { hard: filters, soft: {} };
}

/** The filters stated outright (or fixed by the caller) hold; the guessed ones rank. */
export function filterRoles(filters: QueryFilters, stated: Iterable<FilterKey>): FilterRoles {
  const statedKeys = new Set(stated);
  const hard: Record<string, unknown> = {};
  const soft: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(filters)) {
    const guessed = EVIDENCE.has(key as FilterKey) && !statedKeys.has(key as FilterKey);
    (guessed ? soft : hard)[key] = value;
  }
  // The vertical a query implies comes from its types: stated types state it too.
  if (hard.types && soft.vertical) {
    hard.vertical = soft.vertical;
    delete soft.vertical;
  }
  // A stated amount's currency is part of it: "USD invoices over 5000" holds in dollars.
  if (hard.amount && soft.currency) {
    hard.currency = soft.currency;
    delete soft.currency;
  }
  return { hard: hard as QueryFilters, soft: soft as QueryFilters };
}

/**
 * An amount written alone is a figure remembered, often rounded ("48,5 juta", "3 jt"): it
 * counts as met within this share of the document's amount.
 */
const REMEMBERED_AMOUNT_TOLERANCE = 0.05;

/** A date named without saying which: the document's own date, or the date it falls due. */
function dateHolds(range: DateRange): SQL {
  return or(withinRange(documents.documentDate, range), withinRange(documents.dueDate, range))!;
}

/**
 * What a date met only by the document's due date counts, of a date met by its own: "tagihan
 * Mei" puts the bills dated in May before April's bill that falls due in May, which still
 * ranks above bills of neither month.
 */
const DUE_DATE_ONLY = 0.25;

/**
 * What a guessed kind counts when a single word named several and the document is not the one
 * the word most often means: "tagihan" ranks the monthly bills before the invoices, which
 * still rank above papers of neither kind. Kinds named by words of their own ("invoices and
 * receipts") count alike.
 */
const LESS_LIKELY_KIND = 0.75;

/** A guessed filter: the condition it is, and how much it counts (0 to 1) on a document. */
export interface Guess {
  holds: SQL;
  weight: SQL;
}

const counted = (holds: SQL): Guess => ({
  holds,
  weight: sql`(case when ${holds} then 1 else 0 end)`,
});

/** The papers that ask to be paid later, which people call by each other's names. */
const OWED_KINDS: DocumentType[] = ["invoice", "billing statement"];
/**
 * What the other of them counts when one is guessed: "cloud hosting invoice" finds a cloud
 * provider's monthly statement by its words before papers that are neither.
 */
const NEAR_KIND = 0.5;

/** A guessed kind, counted whole, less when a word naming several leans to another, or near. */
function kindGuess(types: DocumentType[], kindWords: "one word" | "several words"): Guess {
  const holds = inArray(documents.type, types);
  const [likeliest, ...others] = types;
  const leaning = kindWords === "one word" && others.length > 0;
  const near = types.some((type) => OWED_KINDS.includes(type))
    ? OWED_KINDS.filter((type) => !types.includes(type))
    : [];
  if (!leaning && near.length === 0) return counted(holds);
  return {
    holds,
    weight: sql`(case when ${leaning ? sql`${documents.type} = ${likeliest}` : holds} then 1
      ${leaning ? sql`when ${inArray(documents.type, others)} then ${LESS_LIKELY_KIND}::float8` : sql``}
      ${near.length > 0 ? sql`when ${inArray(documents.type, near)} then ${NEAR_KIND}::float8` : sql``}
      else 0 end)`,
  };
}

/**
 * Each guessed filter as a condition of its own, for ranking by how many hold. A date matches
 * the document's date or, counting less, its due date (a bill dated in December is November's
 * and due in December); types and their vertical count once.
 */
export function evidenceConditions(
  soft: QueryFilters,
  today: string,
  kindWords: "one word" | "several words",
): Guess[] {
  const guesses: Guess[] = [];
  for (const [key, value] of Object.entries(soft)) {
    if (value === undefined || (key === "vertical" && soft.types)) continue;
    if (key === "types") {
      guesses.push(kindGuess(soft.types!, kindWords));
      continue;
    }
    if (key === "date") {
      const range = value as DateRange;
      guesses.push({
        holds: dateHolds(range),
        weight: sql`(case when ${withinRange(documents.documentDate, range)} then 1
          when ${withinRange(documents.dueDate, range)} then ${DUE_DATE_ONLY}::float8 else 0 end)`,
      });
      continue;
    }
    if (key === "amount") {
      const { min, max } = value as NonNullable<QueryFilters["amount"]>;
      if (min !== null && min === max) {
        // A contract is remembered by its value ("kontrak 275 jt") as a bill by its total.
        const near = (value: SQL) =>
          sql`${value} between ${String(min * (1 - REMEMBERED_AMOUNT_TOLERANCE))}
            and ${String(min * (1 + REMEMBERED_AMOUNT_TOLERANCE))}`;
        guesses.push(
          counted(
            or(
              near(sql`${documents.totalAmount}`),
              and(isNull(documents.totalAmount), near(CONTRACT_VALUE)),
            )!,
          ),
        );
        continue;
      }
    }
    // A bound on an amount holds in the query's currency, or the home one (amountHolds); a
    // figure remembered alone (above) matches whatever currency it was printed in.
    const alone = { [key]: value, ...(key === "amount" ? { currency: soft.currency } : {}) };
    const parts = filterConditions(alone as QueryFilters, today).filter(
      (part): part is SQL => part !== undefined,
    );
    if (parts.length > 0) guesses.push(counted(and(...parts)!));
  }
  return guesses;
}

/** Which of a document's dates met a guessed date: its own date first, then its due date. */
export function matchedDateColumn(soft: QueryFilters): SQL {
  const range = soft.date;
  if (!range) return sql`null`;
  return sql`case when ${withinRange(documents.documentDate, range)} then 'date'
    when ${withinRange(documents.dueDate, range)} then 'due_date' end`;
}
