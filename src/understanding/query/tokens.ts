/**
 * A query as tokens: whitespace-separated words with their offsets, a comparison sign split off
 * ("<500rb"), surrounding punctuation trimmed, and every written date ("14/10/2025",
 * "1 Jan 2026", "14 Okt") as one token. Readers then match phrases over the tokens still free.
 */
import { findDates } from "../normalize/index.ts";

export interface Token {
  /** As typed, without surrounding punctuation. */
  text: string;
  /** Lower-cased; "jual-beli" → "jual beli", a doubled word once ("faktur-faktur" → "faktur"), "month's" → "month". */
  key: string;
  start: number;
  end: number;
  /** ISO date when the token is a written date. */
  date?: string;
  /** 1–12 when the token is a month's name in either language: "Okt", "August", "Agustus". */
  month?: number;
  /** The known word a misspelt one was read as ("invoce" → "invoice"); its key too. */
  corrected?: string;
}

/** The query's tokens; a token becomes null once a filter has taken it. */
export type Slots = ReadonlyArray<Token | null>;

const CHUNK = /\S+/gu;
const COMPARISON = /^(?:<=|>=|[<>≤≥=])/u;
const OPENING = /^[("'“‘[]+/u;
const CLOSING = /[)"'”’\],;:!?.]+$/u;
const DOUBLED = /^(\p{L}+)-\1$/u;
const INNER_HYPHEN = /(?<=\p{L})-(?=\p{L})/gu;

/** An English possessive: "last month's bill" is read as "last month"; the text keeps it. */
const POSSESSIVE = /(?<=\p{L})['’]s$/u;

function keyOf(text: string): string {
  const lower = text.toLowerCase().replace(POSSESSIVE, "");
  return lower.replace(DOUBLED, "$1").replace(INNER_HYPHEN, " ");
}

/**
 * Month names from normalize's own table (both languages, every short form), by reading
 * "1 <word> 2000" as a date; once per token, since the date patterns are the costly part.
 */
function monthNamed(word: string): number | undefined {
  if (!/^\p{L}{3,9}$/u.test(word)) return undefined;
  const probe = `1 ${word} 2000`;
  const date = findDates(probe)[0];
  return date?.text === probe ? Number(date.iso.slice(5, 7)) : undefined;
}

function wordToken(text: string, start: number): Token | null {
  const opening = OPENING.exec(text)?.[0].length ?? 0;
  const trimmed = text.slice(opening).replace(CLOSING, "");
  // A chunk of punctuation alone ("-", "–", "&") is a token as it stands.
  const [word, offset] = trimmed === "" ? [text, start] : [trimmed, start + opening];
  if (word === "") return null;
  const token: Token = { text: word, key: keyOf(word), start: offset, end: offset + word.length };
  const month = monthNamed(token.key);
  return month === undefined ? token : { ...token, month };
}

function wordTokens(query: string, from: number, to: number): Token[] {
  const tokens: Token[] = [];
  for (const chunk of query.slice(from, to).matchAll(CHUNK)) {
    let text = chunk[0];
    let start = from + chunk.index;
    const comparison = COMPARISON.exec(text)?.[0];
    if (comparison && comparison !== text) {
      tokens.push({ text: comparison, key: comparison, start, end: start + comparison.length });
      text = text.slice(comparison.length);
      start += comparison.length;
    }
    const token = wordToken(text, start);
    if (token) tokens.push(token);
  }
  return tokens;
}

export function tokenize(query: string, today: string): Token[] {
  // A date written without its year ("14 Okt") takes today's.
  const dates = findDates(query, { reference: new Date(`${today}T00:00:00Z`) });
  const tokens: Token[] = [];
  let position = 0;
  for (const date of dates) {
    tokens.push(...wordTokens(query, position, date.start));
    tokens.push({
      text: date.text,
      key: keyOf(date.text),
      start: date.start,
      end: date.end,
      date: date.iso,
    });
    position = date.end;
  }
  tokens.push(...wordTokens(query, position, query.length));
  return tokens;
}

/** Phrases of one or more words, looked up by their tokens' keys. */
export interface PhraseTable<Value> {
  values: ReadonlyMap<string, Value>;
  /** Words in the longest phrase: how far a match can reach. */
  longest: number;
}

export function phraseTable<Value>(
  groups: ReadonlyArray<readonly [readonly string[], Value]>,
): PhraseTable<Value> {
  const values = new Map<string, Value>();
  for (const [phrases, value] of groups) {
    for (const phrase of phrases) values.set(keyOf(phrase), value);
  }
  const longest = Math.max(0, ...[...values.keys()].map((phrase) => phrase.split(" ").length));
  return { values, longest };
}

/** A set of phrases, for tables where only the match matters. */
export function phraseSet(phrases: readonly string[]): PhraseTable<true> {
  return phraseTable([[phrases, true]]);
}

/** An English plural of a table's phrase ("invoices", "NDAs", "taxes") reads as the phrase. */
function lookUp<Value>(table: PhraseTable<Value>, phrase: string): Value | undefined {
  const exact = table.values.get(phrase);
  if (exact !== undefined || phrase.length <= 3 || !phrase.endsWith("s")) return exact;
  return (
    table.values.get(phrase.slice(0, -1)) ??
    (phrase.endsWith("es") ? table.values.get(phrase.slice(0, -2)) : undefined)
  );
}

export function isFreeWord(token: Token | null | undefined): token is Token {
  return token !== null && token !== undefined && token.date === undefined;
}

/** The longest phrase of the table that the free tokens from `at` spell, and where it ends. */
export function matchPhrase<Value>(
  slots: Slots,
  at: number,
  table: PhraseTable<Value>,
): { value: Value; end: number } | null {
  const keys: string[] = [];
  for (let index = at; index < slots.length && keys.length < table.longest; index++) {
    const token = slots[index];
    if (!isFreeWord(token)) break;
    keys.push(token.key);
  }
  for (let count = keys.length; count > 0; count--) {
    const value = lookUp(table, keys.slice(0, count).join(" "));
    if (value !== undefined) return { value, end: at + count };
  }
  return null;
}

export function isCapitalised(token: Token): boolean {
  return /^[\p{Lu}\p{N}]/u.test(token.text);
}

/** The `count` tokens from `at` when all of them are free words, else null. */
export function freeRun(slots: Slots, at: number, count: number): Token[] | null {
  const run = slots.slice(at, at + count);
  return run.length === count && run.every(isFreeWord) ? run : null;
}
