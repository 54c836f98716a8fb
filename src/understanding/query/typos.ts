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

/**
 * The second words of the vocabulary's two-word phrases, by their first: beside its first word,
 * a short second word is one letter off few others ("rumah makn" is "rumah makan"), though alone
 * it is too short to correct.
 */
const SECOND_WORDS: ReadonlyMap<string, readonly string[]> = (() => {
  const seconds = new Map<string, string[]>();
  for (const phrase of [FILTER_WORDS, CONTRACT_KIND_WORDS, SYNONYMS].flatMap((table) => [
    ...table.values.keys(),
  ])) {
    const words = phrase.split(" ");
    if (words.length !== 2 || !words.every((word) => LETTERS.test(word))) continue;
    const [first, second] = words as [string, string];
    if (second.length < SHORTEST - 1) continue;
    seconds.set(first, [...(seconds.get(first) ?? []), second]);
  }
  return seconds;
})();

/** The second word of a known phrase a token misspells, beside the phrase's first word. */
function phraseCorrectionOf(previous: Token | null | undefined, token: Token): string | null {
  const word = token.key;
  if (!previous || previous.date || token.date || token.month) return null;
  if (word.length < SHORTEST - 2 || !LETTERS.test(word) || isStopWord(token) || known(word)) {
    return null;
  }
  const seconds = SECOND_WORDS.get(previous.key) ?? [];
  return seconds.find((second) => oneEditApart(word, second)) ?? null;
}

/**
 * The shorthand Indonesians type in chat and search boxes, by the word it stands for: "sewa yg
 * sdh lewat" is "… sudah lewat", "kw" a kwitansi, "inv" an invoice. Read only after the first pass, so a
 * shorthand that is also part of a period ("kw 2 2025", the second quarter) is read as that first.
 */
const SHORTHAND: ReadonlyMap<string, string> = new Map([
  ...["sdh", "udh", "udah", "sudh"].map((typed) => [typed, "sudah"] as const),
  ...["blm", "blom", "blum"].map((typed) => [typed, "belum"] as const),
  ["tlh", "telah"],
  // "dr" is chat's "dari" ("yg dr pt …", "nota dr toko"): a word of asking, not a name.
  ["dr", "dari"],
  ["akn", "akan"],
  ...["kw", "kwt"].map((typed) => [typed, "kwitansi"] as const),
  ["inv", "invoice"],
  ["dlm", "dalam"],
  ["htl", "hotel"],
]);

/**
 * Sets each misspelt word's key to the word it was meant to be; taken slots stay. A phrase's
 * second word is read beside the first as typed, even once a reader took the first alone:
 * "faktur pjak" is a faktur pajak though "faktur" was already read as an invoice.
 */
export function correctTypos(
  slots: Array<Token | null>,
  typed: readonly (Token | null)[] = slots,
): void {
  for (const [index, token] of slots.entries()) {
    const corrected =
      token &&
      (SHORTHAND.get(token.key) ??
        correctionOf(token) ??
        phraseCorrectionOf(typed[index - 1], token));
    if (corrected) slots[index] = { ...token, key: corrected, corrected };
  }
}

/**
 * Words as typed (a chip's), each misspelt or shorthand one replaced by the word it stands for, with
 * their other spellings and synonyms: "kwitansi" also ranks the documents that say "kuitansi".
 */
export function namingTerms(words: string): string[] {
  const corrected = words
    .toLowerCase()
    .split(/\s+/u)
    .map(
      (word) =>
        SHORTHAND.get(word) ??
        correctionOf({ text: word, key: word, start: 0, end: word.length }) ??
        word,
    )
    .join(" ");
  return [...new Set([corrected, ...synonymsOf(corrected)])];
}
