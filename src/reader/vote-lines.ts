import { readLinesAgain } from "./line-recognizer.ts";
import type { Glyph, GreyPage, LineReading } from "./line-recognizer.ts";
import type { Box, ReadLine } from "./read-result.ts";

/** A line Tesseract was this sure of or more is left as read. */
export const DOUBTFUL_BELOW = 0.9;
/** A character of the second engine outvotes Tesseract's only when it is this sure of it. */
export const SURE_GLYPH = 0.9;
/** Readings that differ in more than this share of their characters read different things. */
const MAX_DISAGREEMENT = 0.5;
/** At most this many doubted lines a page are read again (the least sure first). */
export const MAX_LINES = 8;
/** Name-like lines (letters, no digits) count only in the top of the page, where the issuer is. */
const HEADER_SHARE = 0.3;
/**
 * Beside the doubted lines, the lines a receipt's fields are taken from are read again whatever
 * Tesseract's confidence (it is sure of some lines it misread): at most this many lines labelled
 * a total, lines with the largest amounts, and first lines of letters (the issuer's name) a page.
 */
export const TOTAL_LINES = 3;
export const LARGEST_AMOUNT_LINES = 2;
export const NAME_LINES = 2;
/**
 * The first lines that hold a date (labelled one, or figures in a date's shape): a receipt's
 * date is printed once or twice near its top, and Tesseract misreads a digit of it (a 6 as an
 * 8, a year's last digit) while sure enough of the line to leave it to the doubted lines' cap.
 */
export const DATE_LINES = 2;
/**
 * A line labelled a total where Tesseract read no figure at all ("Total incl. tax Ql"): the
 * amount was there and lost, so at most this many of the last such lines are read again too.
 */
export const AMOUNT_LOST_LINES = 2;
/**
 * A field line Tesseract was this sure of is left as read: set between DOUBTFUL_BELOW and 1
 * before measuring; on the SROIE dev scans it changed 6 readings of 100 and no field.
 */
export const SURE_FIELD_LINE = 0.95;

const LETTER = /\p{L}/u;
const DIGIT = /\p{Nd}/u;
/** What Tesseract makes of specks and rules: never part of an amount, a date or a name. */
const SPECK = /^[|!¦«»©®¢$£~`{}[\]_"'‘’“”^*+=<>\\—–]$/;
/**
 * A total's label in English, Indonesian and Malay; "total" also as OCR misreads it (T0TAL,
 * TOTA1, Tot!).
 */
const TOTAL_LABEL = /\b(t[o0]ta|t[o0]t\b|jumlah|grand|amount|payable|bayar|nett?\b)/i;
/** "Total" itself (and as OCR misreads it), or its Indonesian and Malay word. */
const TOTAL_WORD = /\b(t[o0]ta[l1!i]|jumlah)\b/i;
/**
 * An amount as printed: thousands grouped (24.000, 1,234.50) or with cents (12.50, 12,50);
 * not the digits of a date, a time or an identifier.
 */
const AMOUNT =
  /(?<![\p{Nd}/:.,-])(?:\p{Nd}{1,3}(?:[.,]\p{Nd}{3})+(?:[.,]\p{Nd}{2})?|\p{Nd}+[.,]\p{Nd}{2})(?![\p{Nd}/:]|[.,]\p{Nd})/gu;

type CharacterClass = "letter" | "digit" | "other";
const classOf = (character: string): CharacterClass =>
  LETTER.test(character) ? "letter" : DIGIT.test(character) ? "digit" : "other";

/** The largest amount printed on a line, or null. */
function largestAmount(text: string): number | null {
  let largest: number | null = null;
  for (const [printed] of text.matchAll(AMOUNT)) {
    const cents = /[.,](\p{Nd}{2})$/u.exec(printed);
    const whole = (cents ? printed.slice(0, -3) : printed).replace(/[.,]/g, "");
    const value = Number(whole) + (cents ? Number(cents[1]) / 100 : 0);
    if (largest === null || value > largest) largest = value;
  }
  return largest;
}

/**
 * A date's label in English, Indonesian and Malay, or a date's shape: figures (14/10/2031,
 * 14-10-31) or a month's name between them (14-Oct-31, 14 Oct 2031), its letters as misread.
 */
const DATE_SHAPE =
  /\b(date|tanggal|tgl|tarikh)\b|(?<!\p{Nd})\p{Nd}{1,2}(\s?[-/.]\s?\p{Nd}{1,2}\s?[-/.]\s?|[\s/.-]{1,3}\p{L}{3,4}[\s/.,-]{1,3})\p{Nd}{2,4}(?!\p{Nd})/iu;

const lettersIn = (text: string) => text.match(/\p{L}/gu)?.length ?? 0;

/** Where the page's lines are: the header is the top HEADER_SHARE of that span. */
function headerEnd(boxed: ReadLine[]): number {
  const top = Math.min(...boxed.map((line) => line.box!.y));
  const bottom = Math.max(...boxed.map((line) => line.box!.y + line.box!.height));
  return top + (bottom - top) * HEADER_SHARE;
}

/**
 * The lines Tesseract doubted (below DOUBTFUL_BELOW) that hold a digit (amounts, dates,
 * numbers) or, in the header, three letters (a name): the least sure first, at most MAX_LINES.
 */
export function doubtedLines(lines: ReadLine[]): ReadLine[] {
  const boxed = lines.filter((line) => line.box);
  if (boxed.length === 0) return [];
  const header = headerEnd(boxed);
  return boxed
    .filter((line) => line.confidence !== null && line.confidence < DOUBTFUL_BELOW)
    .filter((line) => DIGIT.test(line.text) || (line.box!.y < header && lettersIn(line.text) >= 3))
    .sort((a, b) => a.confidence! - b.confidence!)
    .slice(0, MAX_LINES);
}

/**
 * The lines a receipt's fields are taken from, unless Tesseract was very sure of them
 * (SURE_FIELD_LINE; it misreads some lines it is fairly sure of): the last lines labelled a
 * total (the grand total comes after the subtotal) and those labelled a total whose amount was
 * lost, the lines with the largest amounts, the first lines of letters (the issuer's name) and
 * the first lines with a date.
 */
export function fieldLines(lines: ReadLine[]): ReadLine[] {
  const byPosition = lines.filter((line) => line.box).sort((a, b) => a.box!.y - b.box!.y);
  const labelledTotals = byPosition
    .filter((line) => TOTAL_LABEL.test(line.text) && DIGIT.test(line.text))
    .slice(-TOTAL_LINES);
  const amountsLost = byPosition
    .filter((line) => TOTAL_WORD.test(line.text) && !DIGIT.test(line.text))
    .slice(-AMOUNT_LOST_LINES);
  const largest = byPosition
    .map((line) => ({ line, amount: largestAmount(line.text) }))
    .filter((each): each is { line: ReadLine; amount: number } => each.amount !== null)
    .sort((a, b) => b.amount - a.amount)
    .slice(0, LARGEST_AMOUNT_LINES)
    .map((each) => each.line);
  const names = byPosition.filter((line) => lettersIn(line.text) >= 3).slice(0, NAME_LINES);
  const dates = byPosition
    .filter((line) => DATE_SHAPE.test(line.text) && DIGIT.test(line.text))
    .slice(0, DATE_LINES);
  return [...new Set([...labelledTotals, ...amountsLost, ...largest, ...names, ...dates])].filter(
    (line) => line.confidence === null || line.confidence < SURE_FIELD_LINE,
  );
}

/**
 * The lines worth a second opinion, in page order: doubtedLines, and fieldLines where the page
 * may hold the fields (`withFieldLines`).
 */
export function linesToReadAgain(lines: ReadLine[], withFieldLines = true): ReadLine[] {
  const chosen = new Set([...doubtedLines(lines), ...(withFieldLines ? fieldLines(lines) : [])]);
  return lines.filter((line) => chosen.has(line)).sort((a, b) => a.box!.y - b.box!.y);
}

type Step =
  | { kind: "same" | "changed"; own: number; other: number }
  | { kind: "own only"; own: number }
  | { kind: "other only"; other: number };

/** The cheapest edit from one string of characters to the other (Levenshtein), step by step. */
function align(own: string[], other: string[]): Step[] {
  const rows = own.length + 1;
  const columns = other.length + 1;
  const cost = new Uint16Array(rows * columns);
  for (let i = 0; i < rows; i++) cost[i * columns] = i;
  for (let j = 0; j < columns; j++) cost[j] = j;
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < columns; j++) {
      const substitute = cost[(i - 1) * columns + j - 1]! + (own[i - 1] === other[j - 1] ? 0 : 1);
      cost[i * columns + j] = Math.min(
        substitute,
        cost[(i - 1) * columns + j]! + 1,
        cost[i * columns + j - 1]! + 1,
      );
    }
  }
  const steps: Step[] = [];
  let i = own.length;
  let j = other.length;
  while (i > 0 || j > 0) {
    const here = cost[i * columns + j]!;
    if (i > 0 && j > 0) {
      const same = own[i - 1] === other[j - 1];
      if (here === cost[(i - 1) * columns + j - 1]! + (same ? 0 : 1)) {
        steps.push({ kind: same ? "same" : "changed", own: --i, other: --j });
        continue;
      }
    }
    if (i > 0 && here === cost[(i - 1) * columns + j]! + 1)
      steps.push({ kind: "own only", own: --i });
    else steps.push({ kind: "other only", other: --j });
  }
  return steps.reverse();
}

/**
 * Whether a letter read where Tesseract saw a digit (or the reverse) fits its word: most of
 * the word's other letters and digits, as the second engine read them, are of its class.
 */
function fitsWord(glyphs: Glyph[], index: number, wordOf: (index: number) => number): boolean {
  const word = wordOf(index);
  let same = 0;
  let different = 0;
  const wanted = classOf(glyphs[index]!.character);
  glyphs.forEach((glyph, other) => {
    if (other === index || wordOf(other) !== word) return;
    const kind = classOf(glyph.character);
    if (kind === "other") return;
    if (kind === wanted) same++;
    else different++;
  });
  return same > different;
}

/**
 * The word of Tesseract's a character only the second engine saw goes in: the word before it,
 * unless it sits where Tesseract's next word begins and the second engine read a space before
 * it or before an earlier character of the same insertion (an amount Tesseract lost after its
 * label, "tax Ql" for "tax 8.40", belongs with the word that replaces "Ql").
 */
function wordOfInsertion(
  steps: Step[],
  index: number,
  glyphs: Glyph[],
  ownWord: number[],
  previousWord: number,
): number {
  let next = index;
  while (next < steps.length && steps[next]!.kind === "other only") next++;
  const following = steps[next];
  if (!following || following.kind === "other only") return previousWord;
  const nextWord = ownWord[following.own]!;
  if (nextWord === previousWord) return previousWord;
  let first = index;
  while (first > 0 && steps[first - 1]!.kind === "other only") first--;
  for (let at = first; at <= index; at++) {
    const step = steps[at]!;
    if (step.kind === "other only" && glyphs[step.other]!.spaceBefore) return nextWord;
  }
  return previousWord;
}

/** A character of an amount or a date's figures. */
const FIGURE = /^[\p{Nd}.,]$/u;
/**
 * Two characters the second engine read this close together, against its usual distance from
 * one character to the next on the line, are of one word whatever Tesseract's space says: a
 * space is about a character's width more, a column gap several.
 */
const SAME_WORD_SPACING = 1.5;

/**
 * Tesseract parts the figures of an amount set in wide type ("2 4.50", "RMI 2, 30" for
 * RM12.30). Where the second engine read the characters either side of Tesseract's space sure,
 * both figures (digits, a point or a comma, one of them a digit), with no space between them and
 * at its usual distance from one character to the next, the two words are made one.
 */
function joinSplitFigures(glyphs: Glyph[], ownWord: number[], otherWord: number[]): void {
  const gaps: number[] = [];
  for (let index = 1; index < glyphs.length; index++) {
    const [before, after] = [glyphs[index - 1]!, glyphs[index]!];
    if (before.at === undefined || after.at === undefined || after.spaceBefore) continue;
    if (otherWord[index - 1] === otherWord[index]) gaps.push(after.at - before.at);
  }
  if (gaps.length < 3) return;
  gaps.sort((a, b) => a - b);
  const usual = gaps[Math.floor(gaps.length / 2)]!;
  for (let index = 1; index < glyphs.length; index++) {
    const [before, after] = [glyphs[index - 1]!, glyphs[index]!];
    const [left, right] = [otherWord[index - 1]!, otherWord[index]!];
    if (left === right || before.at === undefined || after.at === undefined) continue;
    const figures =
      FIGURE.test(before.character) &&
      FIGURE.test(after.character) &&
      (DIGIT.test(before.character) || DIGIT.test(after.character));
    const sure = before.probability >= SURE_GLYPH && after.probability >= SURE_GLYPH;
    const close = after.at - before.at <= SAME_WORD_SPACING * usual;
    if (right !== left + 1 || !figures || !sure || after.spaceBefore || !close) continue;
    // Every later word moves one back, in both readings' numbering.
    for (const words of [ownWord, otherWord]) {
      words.forEach((word, at) => {
        if (word >= right) words[at] = word - 1;
      });
    }
  }
}

/**
 * Tesseract's line and the second engine's, character by character: where they differ, the
 * second engine's character stands when it was sure of it (SURE_GLYPH) and, if it turns a
 * digit into a letter or back, fits its word; so does a letter or digit only it saw.
 * Tesseract's specks the other did not see are dropped. Tesseract's spaces are kept (the second engine runs the words of a receipt's
 * columns together). Readings too different to be of the same text leave the line as it was.
 */
export function mergeReadings(own: string, other: LineReading): string {
  const ownCharacters = [...own].filter((character) => character.trim());
  const glyphs = other.glyphs;
  if (glyphs.length === 0 || ownCharacters.length === 0) return own;
  const steps = align(
    ownCharacters,
    glyphs.map((glyph) => glyph.character),
  );
  const differences = steps.filter((step) => step.kind !== "same").length;
  if (differences > MAX_DISAGREEMENT * Math.max(ownCharacters.length, glyphs.length)) return own;

  // Which of Tesseract's words each character is in, and so each of the other's aligned ones.
  const ownWord: number[] = [];
  let word = 0;
  let previousSpace = false;
  for (const character of own.trim()) {
    if (!character.trim()) {
      previousSpace = true;
      continue;
    }
    if (previousSpace) word++;
    previousSpace = false;
    ownWord.push(word);
  }
  const otherWord: number[] = [];
  let lastWord = 0;
  steps.forEach((step, index) => {
    if (step.kind !== "other only") lastWord = ownWord[step.own]!;
    else lastWord = wordOfInsertion(steps, index, glyphs, ownWord, lastWord);
    if (step.kind !== "own only") otherWord[step.other] = lastWord;
  });
  joinSplitFigures(glyphs, ownWord, otherWord);

  let text = "";
  let currentWord = 0;
  for (const step of steps) {
    const stepWord = step.kind === "other only" ? otherWord[step.other]! : ownWord[step.own]!;
    if (stepWord !== currentWord) {
      currentWord = stepWord;
      if (text) text += " ";
    }
    switch (step.kind) {
      case "same":
        text += ownCharacters[step.own];
        break;
      case "changed": {
        const glyph = glyphs[step.other]!;
        const crossesClass =
          classOf(glyph.character) !== classOf(ownCharacters[step.own]!) &&
          classOf(glyph.character) !== "other" &&
          classOf(ownCharacters[step.own]!) !== "other";
        const wins =
          glyph.probability >= SURE_GLYPH &&
          (!crossesClass || fitsWord(glyphs, step.other, (index) => otherWord[index]!));
        text += wins ? glyph.character : ownCharacters[step.own];
        break;
      }
      case "own only":
        if (!SPECK.test(ownCharacters[step.own]!)) text += ownCharacters[step.own];
        break;
      case "other only": {
        const glyph = glyphs[step.other]!;
        const fits =
          classOf(glyph.character) === "other"
            ? !SPECK.test(glyph.character)
            : fitsWord(glyphs, step.other, (index) => otherWord[index]!);
        if (glyph.probability >= SURE_GLYPH && fits) text += glyph.character;
        break;
      }
    }
  }
  // A word that was all specks leaves its two spaces behind.
  return text.replace(/ {2,}/g, " ").trim() || own;
}

export interface VoteResult {
  lines: ReadLine[];
  /** Lines read again by the second engine, and of those, lines whose text changed. */
  reread: number;
  changed: number;
}

/**
 * The lines Tesseract was unsure of and those the fields are taken from (linesToReadAgain) read
 * again by the second engine, PaddleOCR's recognizer, and settled character by character
 * (mergeReadings). `image` is the picture the lines' boxes are in, encoded or decoded to grey
 * (greyPageOf); `withFieldLines` false
 * leaves the field lines out, for a page of a long document no field is taken from.
 */
export async function voteLines(
  image: Buffer | GreyPage | Promise<GreyPage>,
  lines: ReadLine[],
  signal?: AbortSignal,
  withFieldLines = true,
): Promise<VoteResult> {
  const chosen = linesToReadAgain(lines, withFieldLines);
  if (chosen.length === 0) return { lines, reread: 0, changed: 0 };
  const readings = await readLinesAgain(
    image,
    chosen.map((line) => line.box as Box),
    signal,
  );
  const mended = new Map<ReadLine, ReadLine>();
  chosen.forEach((line, index) => {
    const text = mergeReadings(line.text, readings[index]!);
    if (text !== line.text) mended.set(line, { ...line, text });
  });
  return {
    lines: lines.map((line) => mended.get(line) ?? line),
    reread: chosen.length,
    changed: mended.size,
  };
}
