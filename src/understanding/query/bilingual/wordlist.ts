/**
 * The English–Indonesian word pairs of `eng-ind.tsv` (built by `build-wordlist.ts` from
 * FreeDict's dictionary, CC-BY-SA-3.0; decision 0028), both ways: a free word of a query is
 * also looked for in the other language ("arbitration" finds "arbitrase", "gaji" finds
 * "salary"). Read once, on first use.
 */
import fs from "node:fs";
import path from "node:path";

const FILE = path.join(import.meta.dirname, "eng-ind.tsv");

/**
 * The other language's words for one word, at most this many: a word translated many ways
 * ("pemberitahuan" from alert, announcement, notice …) would otherwise widen a search into
 * noise.
 */
const MAX_TRANSLATIONS = 3;

let table: Map<string, string[]> | null = null;

function add(into: Map<string, string[]>, word: string, translation: string): void {
  const known = into.get(word) ?? [];
  if (known.length < MAX_TRANSLATIONS && !known.includes(translation)) {
    into.set(word, [...known, translation]);
  }
}

function load(): Map<string, string[]> {
  const both = new Map<string, string[]>();
  for (const line of fs.readFileSync(FILE, "utf8").split("\n")) {
    if (line.startsWith("#") || !line.includes("\t")) continue;
    const [english = "", indonesian = ""] = line.split("\t");
    add(both, english, indonesian);
    add(both, indonesian, english);
  }
  return both;
}

/** A word or phrase (lower case) in the other language; empty when the list has none. */
export function translationsOf(words: string): readonly string[] {
  table ??= load();
  return table.get(words) ?? [];
}

/** Whether the list knows a word or phrase (lower case), in either language. */
export function isListed(words: string): boolean {
  table ??= load();
  return table.has(words);
}
