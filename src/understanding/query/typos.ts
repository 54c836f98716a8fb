/**
 * A word typed one letter off a word the query reader knows ("invoce", "fakur", "kontark") is
 * read as that word. Only the reader's own vocabulary is a target (document and contract
 * kinds, filter words, synonyms), and only a word neither it nor the bilingual word list
 * knows is changed, so names and ordinary words stay as typed; free text keeps the typed word
 * beside the correction.
 */
import { isListed } from "./bilingual/wordlist.ts";
import type { Token } from "./tokens.ts";
import {
  CONTRACT_KIND_WORDS,
  FILTER_WORDS,
  isStopWord,
  SYNONYMS,
  synonymsOf,
} from "./vocabulary.ts";

/** Shorter words are one letter off too many others ("bon", "nota", "sewa" …). */
const SHORTEST = 5;
const LETTERS = /^\p{L}+$/u;

const VOCABULARY: ReadonlySet<string> = new Set(
  [FILTER_WORDS, CONTRACT_KIND_WORDS, SYNONYMS]
    .flatMap((table) => [...table.values.keys()])
    .flatMap((phrase) => phrase.split(" ")),
);
const TARGETS = [...VOCABULARY].filter((word) => word.length >= SHORTEST && LETTERS.test(word));

/** Whether two words are one edit apart: a letter changed, added, dropped or two swapped. */
export function oneEditApart(typed: string, known: string): boolean {
  if (typed === known || Math.abs(typed.length - known.length) > 1) return false;
  let start = 0;
  while (start < typed.length && typed[start] === known[start]) start++;
  let typedEnd = typed.length;
  let knownEnd = known.length;
  while (typedEnd > start && knownEnd > start && typed[typedEnd - 1] === known[knownEnd - 1]) {
    typedEnd--;
    knownEnd--;
  }
  const typedRest = typed.slice(start, typedEnd);
  const knownRest = known.slice(start, knownEnd);
  if (typedRest.length <= 1 && knownRest.length <= 1) return true;
  return (
    typedRest.length === 2 &&
    knownRest.length === 2 &&
    typedRest[0] === knownRest[1] &&
    typedRest[1] === knownRest[0]
  );
}

function known(word: string): boolean {
  const singular = word.replace(/e?s$/u, "");
  return [word, singular].some((form) => VOCABULARY.has(form) || isListed(form));
}

/** The vocabulary word a token was meant to be, or null when it is fine as typed. */
export function correctionOf(token: Token): string | null {
  const word = token.key;
  if (token.date || token.month || word.length < SHORTEST || !LETTERS.test(word)) return null;
  if (isStopWord(token) || known(word)) return null;
  const singular = word.replace(/s$/u, "");
  return (
    TARGETS.find((target) => oneEditApart(word, target) || oneEditApart(singular, target)) ?? null
  );
}

/** Sets each misspelt word's key to the word it was meant to be; taken slots stay. */
export function correctTypos(slots: Array<Token | null>): void {
  for (const [index, token] of slots.entries()) {
    const corrected = token && correctionOf(token);
    if (corrected) slots[index] = { ...token, key: corrected, corrected };
  }
}

/**
 * Words as typed (a chip's), each misspelt one replaced by the word it was meant to be, with
 * their other spellings and synonyms: "kwitansi" also ranks the documents that say "kuitansi".
 */
export function namingTerms(words: string): string[] {
  const corrected = words
    .toLowerCase()
    .split(/\s+/u)
    .map((word) => correctionOf({ text: word, key: word, start: 0, end: word.length }) ?? word)
    .join(" ");
  return [...new Set([corrected, ...synonymsOf(corrected)])];
}
