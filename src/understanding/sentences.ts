import type { Row } from "./rows.ts";

/** A sentence of the document and the row it starts on (its page, and a field's source). */
export interface Sentence {
  text: string;
  row: Row;
}

/** Shorter pieces are headings, numbers and signatures, not sentences. */
const MIN_SENTENCE = 25;
/**
 * Text that runs this long without a sentence end (a table, a scan read without stops) is cut
 * here, so one run-on piece does not swallow the sentences after it.
 */
const MAX_SENTENCE = 1_500;
/**
 * A sentence ends at a full stop or a semicolon followed by what starts one: a capital, an
 * opening bracket or quote, or a number ("(a)", "2.", "“Term”"). A semicolon closes a clause of
 * a list, which contracts use as sentences of their own; an abbreviation before a lower-case
 * word ("approx. five") does not end one.
 */
const SENTENCE_END = /(?<=[.;])\s+(?=[A-Z(“"0-9])/;

/**
 * The document's sentences across its rows (a sentence often runs over several lines), each
 * with the row it starts on, spaces collapsed. The one splitter clause categories and the
 * renewal terms read, so both see the same sentences.
 */
export function sentencesOf(rows: Row[]): Sentence[] {
  const found: Sentence[] = [];
  let current = "";
  let start: Row | undefined;
  for (const row of rows) {
    if (!current) start = row;
    current = current ? `${current} ${row.text}` : row.text;
    const parts = current.split(SENTENCE_END);
    current = parts.pop() ?? "";
    for (const part of parts) if (start) found.push({ text: part, row: start });
    if (parts.length > 0) start = row;
    if (current.length > MAX_SENTENCE && start) {
      found.push({ text: current, row: start });
      current = "";
    }
  }
  if (current && start) found.push({ text: current, row: start });
  return found
    .map((sentence) => ({ ...sentence, text: sentence.text.replace(/\s+/g, " ").trim() }))
    .filter((sentence) => sentence.text.length >= MIN_SENTENCE);
}
