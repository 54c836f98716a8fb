import type { LocatedLine } from "../document-lines.ts";
import { detectCurrency } from "../normalize/currency.ts";
import { findDates } from "../normalize/dates.ts";
import { findAmounts } from "../normalize/money.ts";
import type { Row } from "../rows.ts";
import type { DerivedKind } from "./derived-amounts.ts";
import { withoutSpecks } from "../name-specks.ts";
import { cleanName, holdsBuyerLabel, isFieldLabel } from "../vendor-name.ts";
import {
  ACCOUNT_HOLDER_ROW,
  AMOUNT_LABELS,
  LEGAL_FORM_ROW,
  SELLER_LABEL_ROW,
  wordPattern,
} from "./vocabulary.ts";

/** Where a page's text sits: its extent and its usual line height (the body's font size). */
export interface PageGeometry {
  left: number;
  top: number;
  width: number;
  height: number;
  medianLineHeight: number;
}

/** A value found in the document, with the row and line it was read from. */
export interface Candidate<Value> {
  value: Value;
  rowIndex: number;
  row: Row;
  line: LocatedLine;
  /** The line's text before the value: where its label is written. */
  textBefore: string;
  /** The line's text after the value. */
  textAfter: string;
}

export interface AmountCandidate extends Candidate<number> {
  /** The amount carries its own currency (a currency mark or code before or after the figure). */
  hasCurrency: boolean;
  /** Written with a fraction ("9.00"), as totals on a till roll are. */
  hasCents: boolean;
  /** Its index among the row's amounts, and how many the row has. */
  indexOnRow: number;
  amountsOnRow: number;
  /** Worked out from other amounts rather than printed (derived-amounts.ts). */
  derived?: DerivedKind;
  /**
   * Read from figures whose decimal point OCR dropped: read as a gap ("41 50" at the end of a
   * line) or lost altogether ("Total 4150" where the receipt writes its amounts with cents).
   */
  splitDecimal?: boolean;
}

/**
 * Units and cents with a space for the decimal point, ending the line (a trailing tax code of
 * a letter or two aside): a faint point on a till roll that OCR read as a gap, or read with a
 * gap before or after it ("50. 00", "50 .00").
 */
const SPLIT_DECIMAL = /(?<![\d.,])(\d{1,5})(?: ?[.,] | [.,]?)(\d{2})(?=\s*(?:\p{L}{1,2})?\s*$)/u;

/**
 * Figures with no mark at all ending a line (a trailing tax code aside): "Total 4150" where the
 * point was too faint for OCR. Three to six digits: two for the cents, at least one unit, no
 * more than a till's largest sums.
 */
const LOST_POINT = /(?<![\p{L}\p{N}.,])(\d{3,6})(?=\s*(?:\p{L}{1,2})?\s*$)/u;
/** A number's label ("Card No.", "Inv #"): the figures after it are a code's, not money. */
const NUMBER_LABEL = /\b(?:no|nombor|nomor|number)\b|#/i;
/** Figures before the sum's own (a count, a masked card number) make the line no lost point's; a rate may stand. */
const OTHER_FIGURES = /[\dX]{2}/;
const RATE = /\d+(?:[.,]\d+)?\s*%/g;
/** Labels of the amounts a payment's arithmetic is made of, where a lost point is looked for. */
const SUMS_LABEL = wordPattern([
  ...AMOUNT_LABELS.total,
  ...AMOUNT_LABELS.subtotal,
  ...AMOUNT_LABELS.tendered,
  ...AMOUNT_LABELS.change,
]);
/** A receipt writes its money with cents when this share of its amounts has them, of three or more. */
const CENTS_SHARE = 0.8;

export interface NameCandidate extends Candidate<string> {
  /** Two rows read as one name (a name broken over lines). */
  joined: boolean;
}

function median(values: number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** Each page's extent from its lines' boxes: a dataset's OCR text gives no page size. */
export function pageGeometry(rows: Row[]): Map<number, PageGeometry> {
  const byPage = new Map<number, LocatedLine[]>();
  for (const row of rows) {
    for (const line of row.lines) {
      if (!line.box) continue;
      const lines = byPage.get(line.page) ?? [];
      lines.push(line);
      byPage.set(line.page, lines);
    }
  }
  const geometry = new Map<number, PageGeometry>();
  for (const [page, lines] of byPage) {
    const boxes = lines.map((line) => line.box!);
    const left = Math.min(...boxes.map((box) => box.x));
    const top = Math.min(...boxes.map((box) => box.y));
    const right = Math.max(...boxes.map((box) => box.x + box.width));
    const bottom = Math.max(...boxes.map((box) => box.y + box.height));
    geometry.set(page, {
      left,
      top,
      width: Math.max(1, right - left),
      height: Math.max(1, bottom - top),
      medianLineHeight: Math.max(1, median(boxes.map((box) => box.height))),
    });
  }
  return geometry;
}

/** Every amount of money on every line. */
export function amountCandidates(rows: Row[]): AmountCandidate[] {
  const found: AmountCandidate[] = [];
  rows.forEach((row, rowIndex) => {
    const onRow: AmountCandidate[] = [];
    for (const line of row.lines) {
      const amounts = findAmounts(line.text);
      for (const amount of amounts) {
        if (!(amount.value > 0)) continue;
        onRow.push({
          value: amount.value,
          rowIndex,
          row,
          line,
          textBefore: line.text.slice(0, amount.start),
          textAfter: line.text.slice(amount.end),
          hasCurrency: amount.currency !== null || detectCurrency(amount.text) !== null,
          hasCents: /[.,]\d{2}$/.test(amount.text.trim()),
          indexOnRow: 0,
          amountsOnRow: 0,
        });
      }
      // Last on the line: no amount is read after it.
      const split = SPLIT_DECIMAL.exec(line.text);
      if (split && !amounts.some((amount) => amount.end > split.index)) {
        const value = Number(`${split[1]}.${split[2]}`);
        if (value > 0) {
          onRow.push({
            value,
            rowIndex,
            row,
            line,
            textBefore: line.text.slice(0, split.index),
            textAfter: line.text.slice(split.index + split[0].length),
            hasCurrency: false,
            hasCents: true,
            indexOnRow: 0,
            amountsOnRow: 0,
            splitDecimal: true,
          });
        }
      }
    }
    onRow.forEach((candidate, index) => {
      candidate.indexOnRow = index;
      candidate.amountsOnRow = onRow.length;
    });
    found.push(...onRow);
  });
  return [...found, ...lostPoints(rows, found)];
}

/**
 * On a receipt that writes its money with cents, a sum's label ending its line with bare
 * figures and no amount: the figures with their point put back before the last two, as one
 * more candidate. A line with an amount read keeps it: its figures are not the sum's.
 */
function lostPoints(rows: Row[], found: AmountCandidate[]): AmountCandidate[] {
  const withCents = found.filter((candidate) => candidate.hasCents).length;
  if (found.length < 3 || withCents < found.length * CENTS_SHARE) return [];
  const lost: AmountCandidate[] = [];
  rows.forEach((row, rowIndex) => {
    for (const line of row.lines) {
      if (found.some((candidate) => candidate.line === line)) continue;
      const figures = LOST_POINT.exec(line.text);
      const textBefore = figures ? line.text.slice(0, figures.index) : "";
      if (!figures || !SUMS_LABEL.test(textBefore) || NUMBER_LABEL.test(textBefore)) continue;
      if (OTHER_FIGURES.test(textBefore.replace(RATE, ""))) continue;
      lost.push({
        value: Number(figures[1]) / 100,
        rowIndex,
        row,
        line,
        textBefore,
        textAfter: line.text.slice(figures.index + figures[0].length),
        hasCurrency: false,
        hasCents: true,
        indexOnRow: 0,
        amountsOnRow: 1,
        splitDecimal: true,
      });
    }
  });
  return lost;
}

/** Every date on every line, as ISO dates (day first unless only month first makes one). */
export function dateCandidates(rows: Row[]): Array<Candidate<string>> {
  const found: Array<Candidate<string>> = [];
  rows.forEach((row, rowIndex) => {
    for (const line of row.lines) {
      for (const date of findDates(line.text)) {
        found.push({
          value: date.iso,
          rowIndex,
          row,
          line,
          textBefore: line.text.slice(0, date.start),
          textAfter: line.text.slice(date.end),
        });
      }
    }
  });
  return found;
}

/** How far down the document a vendor's name is looked for, in rows. */
export const NAME_ROWS = 14;
/** Rows at the end of each page: where a footer prints the issuer's name and address. */
const FOOTER_ROWS = 3;

const readsAsName = (text: string) => /\p{L}{3}/u.test(text);

/**
 * Rows beyond the top that may still name the issuer: each page's last rows (the footer), a
 * row carrying a legal form, a row after a seller's label ("From", "Penjual", "Remit to") and
 * the row an account holder's name is on.
 */
function laterNameRows(rows: Row[]): Set<number> {
  const later = new Set<number>();
  rows.forEach((row, index) => {
    if (index < NAME_ROWS) return;
    const next = rows[index + 1];
    if (!next || next.page !== row.page || index >= rows.length - FOOTER_ROWS) later.add(index);
    if (LEGAL_FORM_ROW.test(row.text) || ACCOUNT_HOLDER_ROW.test(row.text)) later.add(index);
    if (SELLER_LABEL_ROW.test(row.text)) {
      later.add(index);
      if (next) later.add(index + 1);
    }
  });
  for (const [page, lastIndex] of lastRowOfPage(rows)) {
    for (let index = lastIndex; index > lastIndex - FOOTER_ROWS && index >= NAME_ROWS; index--) {
      if (rows[index]?.page === page) later.add(index);
    }
  }
  return later;
}

function lastRowOfPage(rows: Row[]): Map<number, number> {
  const last = new Map<number, number>();
  rows.forEach((row, index) => last.set(row.page, index));
  return last;
}

/** A modifier letter apostrophe: a letter to the name's cleaning, which blanks quote marks. */
const KEPT_APOSTROPHE = "\u02BC";

/**
 * A possessive's apostrophe inside a shop's name ("Ani's Bakery", "KEDAI PAK LI'S") kept
 * through the name's cleaning, which blanks quote marks as specks: held as a letter, then
 * written back.
 */
function withPossessives(text: string, hold: boolean): string {
  return hold
    ? text.replace(/(?<=\p{L})['’](?=s\b)/giu, KEPT_APOSTROPHE)
    : text.replaceAll(KEPT_APOSTROPHE, "'");
}

/**
 * The lines and rows that could be a name — near the top, and later where a footer, a legal
 * form, a seller's label or an account holder points to one — each cleaned of document words,
 * labels and contact details, and each pair of consecutive top rows read as one name. Labels,
 * identifiers and amounts are refused.
 */
export function nameCandidates(rows: Row[]): NameCandidate[] {
  const found: NameCandidate[] = [];
  const seen = new Set<string>();
  const add = (value: string, rowIndex: number, line: LocatedLine, joined: boolean) => {
    const name = withPossessives(cleanName(withPossessives(withoutSpecks(value), true)), false);
    const key = `${rowIndex}\u0000${name.toLowerCase()}`;
    // "Telah diterima dari : …", "Bill to …": the line names the payer, whose name is no issuer's.
    if (holdsBuyerLabel(value)) return;
    if (!readsAsName(name) || name.length > 80 || seen.has(key) || isFieldLabel(name)) return;
    seen.add(key);
    const row = rows[rowIndex]!;
    found.push({ value: name, rowIndex, row, line, textBefore: "", textAfter: "", joined });
  };
  const last = Math.min(rows.length, NAME_ROWS);
  const addRow = (index: number, joinNext: boolean) => {
    const row = rows[index]!;
    add(row.text, index, row.lines[0]!, false);
    if (row.lines.length > 1) for (const line of row.lines) add(line.text, index, line, false);
    // A name with its address or a tagline after a dash, bar, dot or comma on the same line.
    for (const line of row.lines.length > 1
      ? [row.text, ...row.lines.map((each) => each.text)]
      : [row.text]) {
      const [head] = line.split(/\s[-|–·•]\s|,\s/);
      const source = row.lines.find((each) => each.text === line) ?? row.lines[0]!;
      if (head && head !== line) add(head, index, source, false);
    }
    const next = rows[index + 1];
    // A row with no name of its own (a logo's specks, a code) joins no name below it.
    if (joinNext && next && readsAsName(cleanName(row.text))) {
      add(`${row.text} ${next.text}`, index, row.lines[0]!, true);
    }
  };
  for (let index = 0; index < last; index++) addRow(index, index + 1 < last);
  for (const index of [...laterNameRows(rows)].sort((a, b) => a - b)) addRow(index, false);
  return found;
}
