/** What no filter took: the free text as typed, and its search terms widened with synonyms. */
import { translationsOf } from "./bilingual/wordlist.ts";
import { matchPhrase, type Slots, type Token } from "./tokens.ts";
import { isStopWord, SYNONYMS, synonymsOf } from "./vocabulary.ts";

function isWord(token: Token | null): token is Token {
  return token !== null && /[\p{L}\p{N}]/u.test(token.text);
}

/**
 * The singular an English plural is written from ("pharmacies" → "pharmacy", "bills" →
 * "bill"), for looking a word up in tables that hold singulars; null when it ends in no
 * plural ending.
 */
export function englishSingular(word: string): string | null {
  if (!/^\p{L}{4,}$/u.test(word)) return null;
  if (word.endsWith("ies")) return `${word.slice(0, -3)}y`;
  if (/(?:ch|sh|ss|x)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith("s") && !/(?:ss|us|is)$/.test(word)) return word.slice(0, -1);
  return null;
}

/** A word's synonyms or translations, read from its singular when the plural is unknown. */
function otherWords(word: string): readonly string[] {
  const translated = translationsOf(word);
  if (translated.length > 0) return translated;
  const singular = englishSingular(word);
  if (!singular) return [];
  const synonyms = synonymsOf(singular);
  return synonyms.length > 0 ? synonyms : [singular, ...translationsOf(singular)];
}

export function freeText(slots: Slots): { text: string; terms: string[]; termGroups: string[][] } {
  // Stop words stay until phrases are read: "amount in words" is one, though "in" alone is not.
  const tokens = slots.filter(isWord);
  const kept: Token[] = [];
  const termGroups: string[][] = [];
  for (let index = 0; index < tokens.length;) {
    const synonyms = matchPhrase(tokens, index, SYNONYMS);
    if (!synonyms && isStopWord(tokens[index]!)) {
      index += 1;
      continue;
    }
    const end = synonyms?.end ?? index + 1;
    const phrase = tokens.slice(index, end);
    const typed = phrase.map((word) => word.text.toLowerCase()).join(" ");
    const corrected = phrase.map((word) => word.corrected ?? word.text.toLowerCase()).join(" ");
    // The product's own synonyms first; a word they do not know, in the other language too.
    const others = synonyms?.value ?? otherWords(corrected);
    termGroups.push([...new Set([typed, corrected, ...others])]);
    kept.push(...phrase);
    index = end;
  }
  return {
    text: kept.map((word) => word.text).join(" "),
    terms: [...new Set(termGroups.flat())],
    termGroups,
  };
}
