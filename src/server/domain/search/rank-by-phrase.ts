import type { ParsedQuery } from "../../../understanding/query/index.ts";
import type { Db } from "../../db/client.ts";
import { rerankByText } from "./rerank-by-text.ts";

/**
 * What a document whose text holds the typed words side by side, in the order typed, adds to
 * its score (a share of it when only some of them stand together): a name typed whole ("hotel
 * melati asri") is the company a tax invoice is addressed to, below the lines the rank reads,
 * and an item typed whole ("servis ac") a line of an invoice; neither should lose to papers
 * whose names hold one of the words ("Asri Motor", "Bengkel Servis"). A little more than one
 * word found again and again in a document's names adds.
 */
const PHRASE_WEIGHT = 0.7;

/**
 * Of a document's text, the part read for the phrase: who a paper is from and to, and its
 * lines, stand near its beginning.
 */
const PHRASE_CHARACTERS = 20_000;

/** A text's words, lower case, as a search box gets them: letters and digits. */
function wordsOf(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

/**
 * The query's typed words as the phrases to look for in a text, each typed word with the forms
 * it also stands for (a typo's correction, a synonym, a translation), each form cut into words;
 * null when fewer than two words were typed, where no phrase can be. A phrase the word list
 * knows as one ("freight forwarding", with its synonyms "cargo" and "ekspedisi") is read word by
 * word as typed: an invoice listing it whole comes before one that only ships "freight".
 */
export function phraseWords(parsed: ParsedQuery): string[][][] | null {
  const groups = parsed.termGroups.map((group) =>
    group.map(wordsOf).filter((words) => words.length > 0),
  );
  const typed = groups.length === 1 ? groups[0]![0] : undefined;
  if (typed && typed.length >= 2) return typed.map((word) => [[word]]);
  return groups.length >= 2 && groups.every((forms) => forms.length > 0) ? groups : null;
}

/** How many text words, from `at`, one of the forms covers; 0 when none stands there. */
function formAt(text: string[], at: number, forms: string[][]): number {
  let longest = 0;
  for (const form of forms) {
    if (form.length > longest && form.every((word, index) => text[at + index] === word)) {
      longest = form.length;
    }
  }
  return longest;
}

/**
 * The most typed words, in the order typed, that stand one after the other somewhere in a
 * text: 3 when "hotel samudra jaya" is written out, 2 when only "samudra jaya" is.
 */
export function longestRun(text: string, groups: string[][][]): number {
  const words = wordsOf(text.slice(0, PHRASE_CHARACTERS));
  let best = 0;
  for (let at = 0; at < words.length; at++) {
    for (let first = 0; first < groups.length - best; first++) {
      let position = at;
      let run = 0;
      for (let group = first; group < groups.length; group++) {
        const length = formAt(words, position, groups[group]!);
        if (length === 0) break;
        position += length;
        run += 1;
      }
      best = Math.max(best, run);
    }
  }
  return best;
}

interface Scored {
  id: string;
  score: number;
}

/**
 * The rows reordered once each is scored by the longest run of typed words its text holds side
 * by side (two or more), as a share of the words typed; a row without such a run keeps its
 * score.
 */
export function rankByPhrase<Row extends Scored>(
  db: Db,
  rows: Row[],
  groups: string[][][],
): Promise<Row[]> {
  return rerankByText(db, rows, {
    characters: PHRASE_CHARACTERS,
    reads: () => true,
    added: (text) => {
      const run = longestRun(text, groups);
      return run >= 2 ? (PHRASE_WEIGHT * run) / groups.length : 0;
    },
  });
}
