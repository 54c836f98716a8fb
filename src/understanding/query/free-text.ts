/** What no filter took: the free text as typed, and its search terms widened with synonyms. */
import { matchPhrase, type Slots, type Token } from "./tokens.ts";
import { isStopWord, SYNONYMS } from "./vocabulary.ts";

function isFreeTextWord(token: Token | null): token is Token {
  return token !== null && /[\p{L}\p{N}]/u.test(token.text) && !isStopWord(token);
}

export function freeText(slots: Slots): { text: string; terms: string[] } {
  const words = slots.filter(isFreeTextWord);
  const terms = new Set<string>();
  for (let index = 0; index < words.length;) {
    const synonyms = matchPhrase(words, index, SYNONYMS);
    const end = synonyms?.end ?? index + 1;
    const typed = words.slice(index, end).map((word) => word.text.toLowerCase());
    terms.add(typed.join(" "));
    for (const synonym of synonyms?.value ?? []) terms.add(synonym);
    index = end;
  }
  return { text: words.map((word) => word.text).join(" "), terms: [...terms] };
}
