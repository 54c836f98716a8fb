import type { DocumentText } from "./types.ts";

/** Columns and rows of the grid a word's place on the first page is rounded to. */
const GRID_COLUMNS = 8;
const GRID_ROWS = 24;
/** Without boxes, lines are counted in bands of this many. */
const LINES_PER_BAND = 3;
/** A signature's size: a page's printed labels, not every word of a long text. */
const MAX_ENTRIES = 400;

/** Words of three letters or more: labels and names, not amounts, dates or codes. */
const WORD = /\p{L}{3,}/gu;

/**
 * What a document looks like, as a set of "word@place" entries from its first page: the words
 * and where they stand, rounded to a coarse grid (or, without boxes, to bands of lines). Two
 * documents printed from one vendor's template share their letterhead, labels and footer in
 * the same places whatever they sell; a vendor corrected once is recognised by it when OCR
 * reads its name differently the next time.
 */
export function layoutSignature(document: DocumentText): string[] {
  const page = document.pages[0];
  if (!page) return [];
  const entries = new Set<string>();
  page.lines.forEach((line, index) => {
    let place = `line${Math.floor(index / LINES_PER_BAND)}`;
    if (line.box && page.width && page.height) {
      const column = Math.floor((GRID_COLUMNS * line.box.x) / page.width);
      const row = Math.floor((GRID_ROWS * line.box.y) / page.height);
      place = `${column}:${row}`;
    }
    for (const word of line.text.toLowerCase().match(WORD) ?? []) {
      entries.add(`${word}@${place}`);
    }
  });
  return [...entries].slice(0, MAX_ENTRIES);
}

/** How much two signatures share (Jaccard): 1 for one template, near 0 for unrelated pages. */
export function layoutSimilarity(a: readonly string[], b: readonly string[]): number {
  if (a.length === 0 || b.length === 0) return 0;
  const own = new Set(a);
  const shared = b.filter((entry) => own.has(entry)).length;
  return shared / (own.size + new Set(b).size - shared);
}

const bigrams = (name: string) => {
  const letters = name.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, " ");
  return Array.from({ length: Math.max(0, letters.length - 1) }, (_, index) =>
    letters.slice(index, index + 2),
  );
};

/**
 * How alike two names read (Dice over letter pairs): "TB Sumbar Rejeki" and "TB Sumber Rejek1"
 * 0.8, two different shops printed on one stationer's form near 0.
 */
export function namesAlike(a: string, b: string): number {
  const left = bigrams(a);
  const right = bigrams(b);
  if (left.length === 0 || right.length === 0) return 0;
  const pool = [...right];
  let shared = 0;
  for (const pair of left) {
    const at = pool.indexOf(pair);
    if (at >= 0) {
      shared++;
      pool.splice(at, 1);
    }
  }
  return (2 * shared) / (left.length + right.length);
}
