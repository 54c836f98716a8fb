/** What no filter took: the free text as typed, and its search terms widened with synonyms. */
import { translationsOf } from "./bilingual/wordlist.ts";
import { matchPhrase, type Slots, type Token } from "./tokens.ts";
import { isStopWord, SYNONYMS } from "./vocabulary.ts";

function isFreeTextWord(token: Token | null): token is Token {
  return token !== null && /[\p{L}\p{N}]/u.test(token.text) && !isStopWord(token);
}

export function freeText(slots: Slots): { text: string; terms: string[]; termGroups: string[][] } {
  const words = slots.filter(isFreeTextWord);
  const termGroups: string[][] = [];
  for (let index = 0; index < words.length;) {
    const synonyms = matchPhrase(words, index, SYNONYMS);
    const end = synonyms?.end ?? index + 1;
    const phrase = words.slice(index, end);
    const typed = phrase.map((word) => word.text.toLowerCase()).join(" ");
    const corrected = phrase.map((word) => word.corrected ?? word.text.toLowerCase()).join(" ");
    // The product's own synonyms first; a word they do not know, in the other language too.
    const others = synonyms?.value ?? translationsOf(corrected);
    termGroups.push([...new Set([typed, corrected, ...others])]);
    index = end;
  }
  return {
    text: words.map((word) => word.text).join(" "),
    terms: [...new Set(termGroups.flat())],
    termGroups,
  };
}
