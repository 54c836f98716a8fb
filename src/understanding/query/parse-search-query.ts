/**
 * A search-box query in English or Indonesian → filters and the free text left over, read the
 * way a colleague reads "faktur PLN bulan lalu di atas 2 juta". Readers take turns over the
 * tokens; each takes the words it understands, and whatever is left is free text.
 */
import { parseDate } from "../normalize/index.ts";
import type { DocumentType } from "../types.ts";
import { readAmount, readCurrency } from "./amounts.ts";
import { readContractKind, readFilterWords } from "./filter-words.ts";
import { freeText } from "./free-text.ts";
import { readGoverningLaw } from "./governing-law.ts";
import { readLanguage } from "./language.ts";
import { readParty } from "./party.ts";
import { readDateFilter } from "./periods.ts";
import type { Reader } from "./reading.ts";
import { type Token, tokenize } from "./tokens.ts";
import { correctTypos } from "./typos.ts";
import type { FilterKey, ParsedQuery, QueryChip, QueryFilters } from "./types.ts";

/**
 * Vocabulary first, since some phrases hold words a later reader would take ("lewat jatuh
 * tempo" is overdue, not a due date); amounts before periods, so "sampai 5 juta" is an amount
 * and "sampai Maret" a period; a contract's kind once the types are known; the governing law
 * and the language before the party ("governed by California law", "in English" name no
 * vendor); the party last.
 */
const READERS: Reader[] = [
  readFilterWords,
  readAmount,
  readDateFilter,
  readContractKind,
  readCurrency,
  readGoverningLaw,
  readLanguage,
  readParty,
];

const ACCOUNTING_TYPES: readonly DocumentType[] = ["invoice", "billing statement", "receipt"];

function union<Value>(first: Value[] | undefined, second: Value[]): Value[] {
  return [...new Set([...(first ?? []), ...second])];
}

/**
 * Types, contract types and languages add up ("invoices and receipts"); "over 1 juta under 5
 * juta" too.
 */
function mergeFilters(filters: QueryFilters, set: QueryFilters): void {
  const { types, contractTypes, language, amount, ...rest } = set;
  Object.assign(filters, rest);
  if (types) filters.types = union(filters.types, types);
  // "in English and Indonesian" asks for either.
  if (language) filters.language = union(filters.language, language);
  if (contractTypes) filters.contractTypes = union(filters.contractTypes, contractTypes);
  if (amount) {
    // Each end with its own inclusiveness: "over 1 juta, at most 5 juta".
    const low = amount.min === null ? filters.amount : amount;
    const high = amount.max === null ? filters.amount : amount;
    filters.amount = {
      min: low?.min ?? null,
      max: high?.max ?? null,
      ...(low?.minExcluded ? { minExcluded: true } : {}),
      ...(high?.maxExcluded ? { maxExcluded: true } : {}),
    };
  }
}

function verticalOf(types: DocumentType[] | undefined): QueryFilters["vertical"] {
  if (!types || types.length === 0) return undefined;
  if (types.every((type) => type === "contract")) return "legal";
  if (types.every((type) => ACCOUNTING_TYPES.includes(type))) return "accounting";
  return undefined;
}

/**
 * Words that only say "a sum of money", in both languages. Beside an amount they name the
 * amount itself ("pembayaran lebih dari 10 juta" asks for every document over 10 juta, not for
 * those whose text says "pembayaran"); without one they stay words to look for ("pembayaran"
 * alone is also a contract's clause on payment).
 */
const MONEY_WORDS = new Set([
  ...["payment", "payments", "pembayaran", "bayar", "transaction", "transactions", "transaksi"],
  ...["cost", "costs", "biaya", "price", "harga", "nominal", "uang", "money", "spending"],
  ...["expense", "expenses", "pengeluaran"],
]);

/** Leaves out the money words once an amount was read (MONEY_WORDS). */
function dropMoneyWords(slots: Array<Token | null>, filters: QueryFilters): void {
  if (!filters.amount) return;
  for (const [index, slot] of slots.entries()) {
    if (slot && MONEY_WORDS.has(slot.key)) slots[index] = null;
  }
}

/**
 * Words for "a paper" that Indonesian puts before a kind's name: "surat perjanjian sewa" is a
 * lease, "surat tagihan" a bill. Left as a word, "surat" ranked every paper whose title holds
 * it (a "surat kuasa") above the kind asked for. Alone, or before a word that names no kind
 * ("surat jalan"), it stays a word to look for.
 */
const PAPER_WORDS = new Set(["surat", "lembar", "lembaran"]);
const KIND_FILTERS = new Set<FilterKey>(["types", "contractTypes"]);

/** Joins a paper word to the kind's chip it stands before (PAPER_WORDS). */
function joinPaperWords(
  query: string,
  typed: readonly (Token | null)[],
  slots: Array<Token | null>,
  chips: Array<QueryChip & { start: number }>,
): void {
  for (const [index, slot] of slots.entries()) {
    const next = typed[index + 1];
    if (!slot || !PAPER_WORDS.has(slot.key) || !next || slots[index + 1]) continue;
    const chip = chips.find((each) => each.start === next.start && KIND_FILTERS.has(each.filter));
    if (!chip) continue;
    chip.words = query.slice(slot.start, chip.start + chip.words.length);
    chip.start = slot.start;
    slots[index] = null;
  }
}

/** Whether a query names nothing to look for: no words and no filters. */
export function isEmptyQuery(query: ParsedQuery): boolean {
  return (
    query.terms.length === 0 &&
    Object.keys(query.filters).length === 0 &&
    query.leftOut === undefined
  );
}

export function parseSearchQuery(query: string, options: { today: string }): ParsedQuery {
  const { today } = options;
  if (parseDate(today) !== today) {
    throw new RangeError(`today must be an ISO date (yyyy-mm-dd), not "${today}"`);
  }
  const slots: Array<Token | null> = tokenize(query, today);
  const typed = [...slots];
  const filters: QueryFilters = {};
  const chips: Array<QueryChip & { start: number }> = [];
  const explicit = new Set<FilterKey>();

  // The words as typed first, so a known phrase ("at least") is never taken for a typo; then
  // the words left, with misspellings read as the words they were meant to be.
  const reads = [...READERS, ...READERS];
  for (const [index, read] of reads.entries()) {
    if (index === READERS.length) correctTypos(slots, typed);
    let at = 0;
    while (at < slots.length) {
      const first = slots[at];
      const reading = first ? read(slots, at, { today, filters }) : null;
      const last = reading ? slots[reading.end - 1] : null;
      if (!first || !reading || !last) {
        at += 1;
        continue;
      }
      const words = query.slice(first.start, last.end);
      chips.push({ filter: reading.filter, words, start: first.start });
      if (reading.explicit)
        for (const key of Object.keys(reading.set)) explicit.add(key as FilterKey);
      mergeFilters(filters, reading.set);
      slots.fill(null, at, reading.end);
      at = reading.end;
    }
  }

  dropMoneyWords(slots, filters);
  joinPaperWords(query, typed, slots, chips);
  const vertical = filters.vertical ?? verticalOf(filters.types);
  if (vertical) filters.vertical = vertical;
  chips.sort((first, second) => first.start - second.start);
  return {
    ...freeText(slots),
    filters,
    chips: chips.map(({ filter, words }) => ({ filter, words })),
    ...(explicit.size > 0 ? { explicit: [...explicit] } : {}),
  };
}
