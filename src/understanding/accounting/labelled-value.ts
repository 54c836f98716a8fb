import type { Candidate } from "../field-candidate.ts";
import { findAmounts } from "../normalize/index.ts";
import type { Row } from "../rows.ts";

/** The text after the label on the row, or the next row's when the label ends its row. */
export function valueText(
  rows: Row[],
  index: number,
  label: RegExp,
): { text: string; row: Row } | null {
  const row = rows[index];
  if (!row) return null;
  const match = label.exec(row.text);
  return match ? valueAfter(rows, index, match.index + match[0].length) : null;
}

/** The text from `end` of a row on, or the next row's where nothing follows on the row. */
export function valueAfter(
  rows: Row[],
  index: number,
  end: number,
): { text: string; row: Row } | null {
  const row = rows[index]!;
  const after = row.text.slice(end).replace(/^[\s:;.#=-]+/, "");
  if (after.trim()) return { text: after, row };
  const next = rows[index + 1];
  return next && next.page === row.page ? { text: next.text, row: next } : null;
}

/** Labels of a summary's lines, which a merged layout row may hold two of. */
const SUMMARY_LABEL =
  /\b(sub ?-?total|grand ?total|total|diskon|discount|potongan|ppn|tax|service|tunai|cash|bayar|kembali|change)\b/i;

/**
 * Rupiah with their cents after a comma ("5.100.000,00") that OCR read with a dot instead
 * ("5.100.000.00"): the comma put back, so the figure is not lost; and a rupiah sign OCR lost a
 * letter of. Same length, same offsets.
 */
export function withRupiahCents(text: string): string {
  return text
    .replace(/(?<![\d.,])(\d{1,3}(?:\.\d{3})+)\.(\d{2})(?![\d.,])/g, "$1,$2")
    .replace(RUPIAH_LETTER_LOST, " ");
}

/**
 * A rupiah sign OCR misread, one or two letters glued to a figure in thousands ("Subtotal
 * p57.300", "Jumlah nn38.500"): blanked so the figure reads as money.
 */
const RUPIAH_LETTER_LOST = /(?<![\p{L}\d])\p{L}{1,2}(?=\d{1,3}(?:[.,]\d{3})+(?![\d.,]))/gu;

/**
 * The amount a label gives: the last on its row ("Qty 2 x 5.000 10.000" is 10.000), unless
 * another summary label follows an amount ("Diskon 15.000 … TOTAL Rp 854.000") or words do.
 */
function amountBeforeNextLabel(text: string): number | undefined {
  const amounts = findAmounts(withRupiahCents(text));
  const next =
    SUMMARY_LABEL.exec(text) ?? nextRate(text, amounts[0]?.end) ?? wordsAfterMoney(text, amounts);
  const before = next ? amounts.filter((amount) => amount.end <= next.index) : [];
  return (before.at(-1) ?? amounts.at(-1))?.value;
}

/** A figure written as money: with a currency or a thousands group ("Rp 51.000", "238,700"). */
const MONEY_SHAPED = /^(rp|idr|rm|s?\$)|\d[.,]\d{3}(?!\d)/i;

/** A word of three letters or more that is not a currency's code or sign. */
const WORD = /(?<!\p{L})(?!(?:rp|idr|usd|sgd|myr|rm|eur)(?!\p{L}))\p{L}{3,}/iu;

/**
 * Words after a label's money and before another amount open another cell, where a photo's
 * rows were read as one ("Total Rp 64.200 | Sub Tot PB1 Rp 5.836", "jumlah 37.000 | Kopi
 * 6.000"): the amount that follows is another label's or an item's, even when OCR
 * garbled that label past knowing.
 */
function wordsAfterMoney(
  text: string,
  amounts: ReturnType<typeof findAmounts>,
): { index: number } | null {
  const first = amounts[0];
  // Only money right after its label: words before it ("jumlah Kopi 8.000 … jml. 23.000")
  // say the label heads a column, and the row's last figure is the sum.
  if (!first || !opensWithMoney(text) || !MONEY_SHAPED.test(first.text) || amounts.length < 2) {
    return null;
  }
  const word = WORD.exec(text.slice(first.end, amounts[1]!.start));
  return word ? { index: first.end + word.index } : null;
}

/**
 * A rate after a charge's amount opens the next charge, whose label OCR lost, where a photo's
 * summary rows were read as one ("Service 5% 8.600 Pl 10% 18.060").
 */
function nextRate(text: string, after: number | undefined): { index: number } | null {
  if (after === undefined) return null;
  const rate = /(?<![\d.,])\d{1,2}(?:[.,]\d{1,2})?\s?%/.exec(text.slice(after));
  return rate ? { index: after + rate.index } : null;
}

/**
 * A deduction of a few hundred rupiah ("POTONGAN 500") is printed without a thousands group
 * or a currency, which reads as a count rather than money; under a deduction's label it is the
 * amount taken off.
 */
function smallDeduction(text: string): number | undefined {
  const bare = /^[^\d]{0,4}(\d{2,3})(?![\d.,]\d)/.exec(text);
  return bare?.[1] ? Number(bare[1]) : undefined;
}

/** OCR's letters for digits beside digits: "Rpl250000", "12O00". */
export function lookalikeDigits(text: string): string {
  return text
    .replace(/(?<=\bRp\.?\s?)[lI|](?=\d)/g, "1")
    .replace(/(?<=\d)[lI](?=\d)/g, "1")
    .replace(/(?<=\d)[oO](?=\d)|(?<=\d{2})[oO](?![\p{L}\d])/gu, "0");
}

/**
 * Thousands groups whose marks OCR read as a colon, an apostrophe or a gap ("96:400",
 * "240 500"): no time (two digits after its colon), no rate, no code's part.
 */
const MISREAD_GROUPS = /(?<![\p{L}\d.,/:-])(\d{1,3}(?:[:' ]\d{3})+)(?![\d%]|[.,:]\d)/gu;

/**
 * A summary line's amount whose separators OCR lost ("PPN 5423", "DISKON 1500") or misread
 * ("96:400"): the last run of three digits or more after its label, its groups joined, where
 * nothing on the line is written as money. Not a rate, a code's part or a decimal's.
 */
export function bareAmount(text: string): number | undefined {
  const digits = lookalikeDigits(text);
  const runs = [
    ...digits.matchAll(/(?:(?<=Rp\.?\s?)|(?<![\p{L}\d.,/-]))(\d{3,9})(?![\d%]|[.,]\d)/giu),
  ];
  const lastRun = runs.at(-1);
  const grouped = [...digits.matchAll(MISREAD_GROUPS)].at(-1);
  // The groups are the amount where they end the last run: "240 500" is one figure, not "500".
  const last =
    grouped && (!lastRun || grouped.index + grouped[0].length >= lastRun.index + lastRun[0].length)
      ? grouped[1]!.replace(/\D/g, "")
      : lastRun?.[1];
  return last && !last.startsWith("0") && last.length <= 9 ? Number(last) : undefined;
}

/**
 * Where a photo's rows were read as one, a label can stand twice on a row, first as a column's
 * head ("Harga jumlah … Kopi 6.000 … jumlah Rp 37.000"): the later one that money
 * follows straight after is the summary's. Null where the label is on the row once.
 */
function labelWithMoney(row: Row, label: RegExp): { text: string; row: Row } | null {
  const global = new RegExp(label.source, `${label.flags.replace("g", "")}g`);
  const afterEach = [...row.text.matchAll(global)].map((match) =>
    row.text.slice(match.index + match[0].length).replace(/^[\s:;.#=-]+/, ""),
  );
  if (afterEach.length < 2 || opensWithMoney(afterEach[0]!)) return null;
  const later = afterEach.slice(1).find(opensWithMoney);
  return later ? { text: later, row } : null;
}

/** Whether a text's first amount comes before any word: the value of the label before it. */
function opensWithMoney(text: string): boolean {
  const first = findAmounts(withRupiahCents(text))[0];
  return first !== undefined && !/\p{L}/u.test(text.slice(0, first.start));
}

/**
 * The last amount after the label (amounts sit at the right of their row). A deduction (a
 * discount) is often printed negative, "-70.000"; its size is what it takes off. With `bare`,
 * a label's digits without separators are read as its amount too.
 */
export function labelledAmounts(
  rows: Row[],
  label: RegExp,
  exclude: RegExp | null,
  strength: number,
  sign: "positive" | "deduction" = "positive",
  bare = false,
) {
  const found: Candidate<number>[] = [];
  rows.forEach((row, index) => {
    if (!label.test(row.text) || (exclude && exclude.test(row.text))) return;
    const value = labelWithMoney(row, label) ?? valueText(rows, index, label);
    const printed = value ? amountBeforeNextLabel(value.text) : undefined;
    const last =
      printed ??
      (sign === "deduction" && value ? smallDeduction(value.text) : undefined) ??
      (bare && value ? bareAmount(value.text) : undefined);
    const size = last !== undefined && sign === "deduction" ? Math.abs(last) : last;
    if (size && size > 0) found.push({ value: size, strength, row: value?.row ?? row });
  });
  return found;
}
