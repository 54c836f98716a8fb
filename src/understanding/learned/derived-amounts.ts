import type { Row } from "../rows.ts";
import type { AmountCandidate } from "./candidates.ts";
import { AMOUNT_LABELS, wordPattern } from "./vocabulary.ts";

/**
 * Totals worked out from other printed amounts, for receipts whose total line the reader
 * misread (a dropped decimal point, a smudged digit) while the lines that imply it read well:
 *
 * - a tax summary row ("S @ 6% 66.98 4.02"): a base and the tax on it at the row's rate sum to
 *   the amount paid with the tax in;
 * - the amount tendered less the change given back.
 *
 * Each is a candidate of its own kind; the scorer learns how far to trust it.
 */
export type DerivedKind = "tax_row" | "cash_less_change";

const PERCENT = /(\d{1,2}(?:[.,]\d{1,2})?)\s*%/;
/** Tax rates a summary row may print: above nothing and below a third of the base. */
const HIGHEST_RATE = 30;
const TENDERED = wordPattern(AMOUNT_LABELS.tendered);
const CHANGE = wordPattern(AMOUNT_LABELS.change);

/** A tax amount printed to the cent: within a cent (and a half) of base × rate. */
function taxOn(base: number, rate: number, tax: number): boolean {
  return tax > 0 && Math.abs(base * (rate / 100) - tax) <= Math.max(0.015, tax * 0.01);
}

function derived(from: AmountCandidate, value: number, kind: DerivedKind): AmountCandidate {
  return {
    ...from,
    value: Math.round(value * 100) / 100,
    textBefore: "",
    textAfter: "",
    hasCurrency: false,
    hasCents: true,
    derived: kind,
  };
}

/** Base plus tax on a row with a rate, where one amount is the rate of the amount before it. */
function taxRowTotals(row: Row, onRow: AmountCandidate[]): AmountCandidate[] {
  const rate = PERCENT.exec(row.text);
  if (!rate) return [];
  const percent = Number(rate[1]!.replace(",", "."));
  if (!(percent > 0 && percent < HIGHEST_RATE)) return [];
  // A percentage is no amount (normalize/money.ts): the row's amounts are bases and taxes.
  const found: AmountCandidate[] = [];
  for (let index = 0; index + 1 < onRow.length; index++) {
    const base = onRow[index]!;
    const tax = onRow[index + 1]!;
    if (taxOn(base.value, percent, tax.value)) {
      found.push(derived(tax, base.value + tax.value, "tax_row"));
    }
  }
  return found;
}

/** Each amount tendered less each change given back, where the difference is positive. */
function cashLessChange(amounts: AmountCandidate[]): AmountCandidate[] {
  const labelOf = (candidate: AmountCandidate) => candidate.textBefore || candidate.row.text;
  const change = amounts.filter((candidate) => CHANGE.test(labelOf(candidate)));
  const tendered = amounts.filter(
    (candidate) => TENDERED.test(labelOf(candidate)) && !CHANGE.test(labelOf(candidate)),
  );
  const found: AmountCandidate[] = [];
  for (const paid of tendered) {
    for (const back of change) {
      if (back.rowIndex <= paid.rowIndex || paid.value - back.value <= 0) continue;
      found.push(derived(back, paid.value - back.value, "cash_less_change"));
    }
  }
  return found;
}

/** The totals the document's own arithmetic implies, beside the amounts it prints. */
export function derivedAmountCandidates(amounts: AmountCandidate[]): AmountCandidate[] {
  const byRow = new Map<number, AmountCandidate[]>();
  for (const candidate of amounts) {
    byRow.set(candidate.rowIndex, [...(byRow.get(candidate.rowIndex) ?? []), candidate]);
  }
  const found = [
    ...[...byRow.values()].flatMap((onRow) => taxRowTotals(onRow[0]!.row, onRow)),
    ...cashLessChange(amounts),
  ];
  const seen = new Set<string>();
  return found.filter((candidate) => {
    const key = `${candidate.derived}\u0000${candidate.value}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
