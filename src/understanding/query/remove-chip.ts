/**
 * The query without one chip's words, so the search can run again without that filter. The
 * words go where they stand as whole words; spacing and a stray comma are tidied.
 */
import type { QueryChip } from "./types.ts";

const WORD_CHARACTER = /[\p{L}\p{N}]/u;

function wholeWordsAt(query: string, words: string): number {
  if (words === "") return -1;
  for (let at = query.indexOf(words); at !== -1; at = query.indexOf(words, at + 1)) {
    const before = query[at - 1] ?? " ";
    const after = query[at + words.length] ?? " ";
    if (!WORD_CHARACTER.test(before) && !WORD_CHARACTER.test(after)) return at;
  }
  return -1;
}

export function removeChip(query: string, chip: Pick<QueryChip, "words">): string {
  const at = wholeWordsAt(query, chip.words);
  if (at === -1) return query;
  return `${query.slice(0, at)} ${query.slice(at + chip.words.length)}`
    .replace(/\s+/g, " ")
    .replace(/ (?=[,;])/g, "")
    .replace(/([,;])[,;]+/g, "$1")
    .replace(/^[\s,;]+|[\s,;]+$/g, "");
}
