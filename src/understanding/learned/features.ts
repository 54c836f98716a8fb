import { detectCurrency } from "../normalize/currency.ts";
import { findAmounts } from "../normalize/money.ts";
import type { LocatedLine } from "../document-lines.ts";
import type { Row } from "../rows.ts";
import { withoutSpecks } from "../name-specks.ts";
import { domainNames, spellsDomain } from "../vendor-name.ts";
import {
  type AmountCandidate,
  type Candidate,
  type NameCandidate,
  type PageGeometry,
} from "./candidates.ts";
import {
  ADDRESS_WORDS,
  AMOUNT_LABELS,
  type AmountLabel,
  BUYER_LABELS,
  CLOSING_LEGAL_FORMS,
  COURTESY_WORDS,
  DATE_LABELS,
  type DateLabel,
  HEADING_WORDS,
  LABEL_WORDS,
  LEGAL_FORM_ROW,
  LEGAL_FORMS,
  ACCOUNT_HOLDER_ROW,
  SELLER_LABEL_ROW,
  TAX_ID_LABELS,
  wordPattern,
} from "./vocabulary.ts";

/** Features by name; a model keeps the names it was trained on, in order. */
export type Features = Record<string, number>;

const AMOUNT_PATTERNS = Object.fromEntries(
  Object.entries(AMOUNT_LABELS).map(([label, words]) => [label, wordPattern(words)]),
) as Record<AmountLabel, RegExp>;
const DATE_PATTERNS = Object.fromEntries(
  Object.entries(DATE_LABELS).map(([label, words]) => [label, wordPattern(words)]),
) as Record<DateLabel, RegExp>;
const LEGAL_FORM = wordPattern(LEGAL_FORMS);
const LEGAL_FORM_AT_END = new RegExp(`(?:${LEGAL_FORM.source})[\\s.,)]*$`, "iu");
const BUYER_LABEL = wordPattern(BUYER_LABELS);
const BUYER_LABEL_AT_START = new RegExp(`^\\s*(?:${BUYER_LABEL.source})\\s*[:.]?`, "iu");
const HEADING = wordPattern(HEADING_WORDS);
const COURTESY = wordPattern(COURTESY_WORDS);
const OPENS_WITH_CLOSING_FORM = new RegExp(
  `^[\\s(]*(?:${wordPattern(CLOSING_LEGAL_FORMS).source})`,
  "iu",
);
const ADDRESS = wordPattern(ADDRESS_WORDS);
const ADDRESS_EVERYWHERE = new RegExp(ADDRESS.source, "giu");
const TAX_ID = new RegExp(`^\\s*(?:${wordPattern(TAX_ID_LABELS).source})`, "iu");
/** How many rows above a name its block's label may sit ("Bill to" over name and address). */
const BLOCK_ROWS = 6;
const CONTACT = /@|\bwww\.|https?:|\b(?:tel|telp|phone|fax|hp|mobile)\b|\+?\d[\d -]{7,}\d/i;
const CLOCK = /\b\d{1,2}[:.]\d{2}(?:[:.]\d{2})?\s*(?:am|pm)?\b/i;
const MONTH_WORD = /\p{L}{3}/u;
const AMOUNT_TOLERANCE = 0.005;
const CHANGE_LABEL = wordPattern(AMOUNT_LABELS.change);
/** The smallest coin a cash total is rounded to (Malaysia's 5 sen since 2008, 0.05 elsewhere). */
const ROUNDING_STEP = 0.05;
const TAX_LABEL = wordPattern(AMOUNT_LABELS.tax);
const TOTAL_LABEL = wordPattern(AMOUNT_LABELS.total);
/** A tax summary's heading ("GST Summary", "Ringkasan PPN"); OCR drops one of summary's m's. */
const SUMMARY_HEADING = /\b(?:summ?ary|ringkasan|rekap)\b/i;
/** How many tax codes' rows a summary may list under its heading. */
const SUMMARY_ROWS = 6;

function near(a: number, b: number): boolean {
  return Math.abs(a - b) <= Math.max(0.01, Math.abs(b) * AMOUNT_TOLERANCE);
}

const clip = (value: number, low = 0, high = 1) => Math.min(high, Math.max(low, value));
const hasLetters = (text: string) => /\p{L}{2}/u.test(text);

/** Where a line sits on its page: 0–1 down and across, its height against the body's. */
function placement(candidate: Candidate<unknown>, geometry: Map<number, PageGeometry>) {
  const page = geometry.get(candidate.line.page);
  const box = candidate.line.box;
  if (!page || !box) {
    return { down: candidate.row.position, right: 0.5, centre: 0.5, font: 0, boxed: 0 };
  }
  const down = clip((box.y + box.height / 2 - page.top) / page.height);
  const right = clip((box.x + box.width - page.left) / page.width);
  const centre = clip((box.x + box.width / 2 - page.left) / page.width);
  const font = clip(box.height / page.medianLineHeight - 1, -1, 2);
  return { down, right, centre, font, boxed: 1 };
}

/** The label text of a value: the words before it on its row, else the row above's. */
function labelTexts(candidate: Candidate<unknown>, rows: Row[]) {
  const linesBefore = candidate.row.lines
    .filter((line) => line !== candidate.line && (line.box?.x ?? 0) < (candidate.line.box?.x ?? 0))
    .map((line) => line.text);
  const left = [...linesBefore, candidate.textBefore].join(" ");
  const above = rows[candidate.rowIndex - 1]?.text ?? "";
  return { left, above, bare: !hasLetters(left) };
}

/** Each amount's features, read against the document's other amounts and rows. */
export function amountFeatures(
  candidates: AmountCandidate[],
  rows: Row[],
  geometry: Map<number, PageGeometry>,
  rulesValue: number | null,
): Features[] {
  // Worked-out totals (derived-amounts.ts) carry no label and stand for no printed figure.
  const printed = candidates.filter((candidate) => !candidate.derived);
  const values = printed.map((candidate) => candidate.value);
  const derivedValues = candidates.filter((each) => each.derived).map((each) => each.value);
  const largest = Math.max(0, ...values);
  const distinct = [...new Set(values)].sort((a, b) => b - a);
  const labels = candidates.map((candidate) => {
    const { left, above, bare } = labelTexts(candidate, rows);
    const own = {} as Record<AmountLabel, boolean>;
    const previous = {} as Record<AmountLabel, boolean>;
    for (const label of Object.keys(AMOUNT_PATTERNS) as AmountLabel[]) {
      own[label] = !candidate.derived && AMOUNT_PATTERNS[label].test(left);
      previous[label] = !candidate.derived && bare && AMOUNT_PATTERNS[label].test(above);
    }
    return { own, previous };
  });
  const labelled = (label: AmountLabel) =>
    candidates.filter((_, index) => labels[index]!.own[label] || labels[index]!.previous[label]);
  const first = (label: AmountLabel) => labelled(label)[0]?.value ?? 0;

  const tendered = labelled("tendered").map((candidate) => candidate.value);
  const change = labelled("change").map((candidate) => candidate.value);
  const subtotal = labelled("subtotal")[0]?.value ?? null;
  // A change row that gives nothing back ("Change Due : 0.00", zero is no candidate): what was
  // tendered is the amount paid, the total.
  const noChange =
    change.length === 0 &&
    rows.some(
      (row) =>
        CHANGE_LABEL.test(row.text) && findAmounts(row.text).some((amount) => amount.value === 0),
    );
  const paidExactly = noChange ? tendered : [];
  const summary = taxSummary(rows);
  const additions = first("tax") + first("service") + first("rounding") - first("discount");

  const all = candidates.map((candidate, index) => {
    const { own, previous } = labels[index]!;
    const where = placement(candidate, geometry);
    const value = candidate.value;
    const repeats =
      values.filter((other) => near(other, value)).length - (candidate.derived ? 0 : 1);
    const rank = distinct.indexOf(value);
    const below = candidates.filter((other) => other.rowIndex > candidate.rowIndex).length;
    // The items: the last amount of each row above that no summary word labels.
    const items = candidates.filter(
      (other, otherIndex) =>
        other.rowIndex < candidate.rowIndex &&
        !other.derived &&
        other.indexOnRow === other.amountsOnRow - 1 &&
        !Object.values(labels[otherIndex]!.own).some(Boolean),
    );
    const itemSum = items.reduce((sum, other) => sum + other.value, 0);
    const totalLabel = own.total || previous.total ? 1 : 0;
    const isLargest = value === largest ? 1 : 0;

    const features: Features = {
      down: where.down,
      right: where.right,
      right_aligned: where.right > 0.8 ? 1 : 0,
      font: where.font,
      boxed: where.boxed,
      largest: isLargest,
      second_largest: rank === 1 ? 1 : 0,
      share_of_largest: largest > 0 ? value / largest : 0,
      repeats: clip(repeats / 3),
      below_share: candidates.length > 1 ? below / (candidates.length - 1) : 0,
      last_on_row: candidate.indexOnRow === candidate.amountsOnRow - 1 ? 1 : 0,
      several_on_row: candidate.amountsOnRow > 1 ? 1 : 0,
      own_currency: candidate.hasCurrency ? 1 : 0,
      currency_on_row: detectCurrency(candidate.row.text) ? 1 : 0,
      cents: candidate.hasCents ? 1 : 0,
      percent_on_row: /%/.test(candidate.row.text) ? 1 : 0,
      magnitude: clip(Math.log10(value + 1) / 9),
      confidence: candidate.line.confidence ?? 1,
      unlabelled: Object.values(own).some(Boolean) || Object.values(previous).some(Boolean) ? 0 : 1,
      cash_less_change: tendered.some((paid) =>
        change.some((back) => back > 0 && near(paid - back, value)),
      )
        ? 1
        : 0,
      subtotal_plus_charges:
        subtotal !== null && additions !== 0 && near(subtotal + additions, value) ? 1 : 0,
      equals_subtotal: subtotal !== null && near(subtotal, value) ? 1 : 0,
      paid_exactly: paidExactly.some((paid) => near(paid, value)) ? 1 : 0,
      // Tendered where change was given back: more than the total (a round note's worth).
      paid_with_change:
        (own.tendered || previous.tendered) && !(own.change || previous.change) && change.length
          ? 1
          : 0,
      // A cash total rounded to the coin from an amount printed on another row ("41.48" with
      // tax, "Rounding 0.02", "Total 41.50"): the rounded figure is what was paid.
      rounds_other: roundsOther(candidate, printed) ? 1 : 0,
      sum_of_items: items.length >= 1 && near(itemSum, value) ? 1 : 0,
      // The tax summary's amounts by tax code add up to the amount paid (with its taxes, where
      // the codes' amounts are before tax): a second reading of the total in other figures.
      tax_summary_sum:
        !summary.rows.has(candidate.rowIndex) && summary.totals.some((each) => near(each, value))
          ? 1
          : 0,
      total_and_largest: totalLabel * isLargest,
      total_and_repeated: totalLabel * (repeats > 0 ? 1 : 0),
      rules_chose: rulesValue !== null && near(rulesValue, value) ? 1 : 0,
      split_decimal: candidate.splitDecimal ? 1 : 0,
      derived_tax_row: candidate.derived === "tax_row" ? 1 : 0,
      derived_cash_less_change: candidate.derived === "cash_less_change" ? 1 : 0,
      // A printed amount the document's arithmetic also gives: a total read as printed.
      worked_out_too:
        !candidate.derived && derivedValues.some((other) => near(other, value)) ? 1 : 0,
    };
    for (const label of Object.keys(own) as AmountLabel[]) {
      features[`label_${label}`] = own[label] ? 1 : 0;
      features[`above_${label}`] = previous[label] ? 1 : 0;
    }
    return features;
  });
  return withSupport(candidates, all);
}

/**
 * The rows of a tax summary (a heading naming a tax and a summary, then a row per tax code
 * with its amount and the tax on it, the last two figures of the row, nil tax included), and
 * the totals they add up to: the codes' amounts, and those amounts with their taxes. Only a
 * summary of two codes or more: one code's amount is a figure the receipt prints already.
 */
function taxSummary(rows: Row[]): { rows: Set<number>; totals: number[] } {
  const heading = rows.findIndex(
    (row) => SUMMARY_HEADING.test(row.text) && TAX_LABEL.test(row.text),
  );
  const found = new Set<number>();
  let amounts = 0;
  let taxes = 0;
  for (let index = heading + 1; heading >= 0 && index <= heading + SUMMARY_ROWS; index++) {
    const row = rows[index];
    // A total row closes the summary: its figures are the codes' sum, printed.
    if (!row || TOTAL_LABEL.test(row.text)) break;
    const figures = findAmounts(row.text);
    if (figures.length < 2) {
      if (found.size > 0) break;
      continue;
    }
    found.add(index);
    amounts += figures.at(-2)!.value;
    taxes += figures.at(-1)!.value;
  }
  if (found.size < 2) return { rows: found, totals: [] };
  return { rows: found, totals: taxes > 0 ? [amounts, amounts + taxes] : [amounts] };
}

const inCents = (value: number) => Math.round(value * 100);

/** Whether the amount is another row's amount rounded to the nearest coin, and differs from it. */
function roundsOther(candidate: AmountCandidate, printed: AmountCandidate[]): boolean {
  const value = inCents(candidate.value);
  const step = inCents(ROUNDING_STEP);
  if (value % step !== 0) return false;
  return printed.some(
    (other) =>
      other.rowIndex !== candidate.rowIndex &&
      inCents(other.value) !== value &&
      Math.round(inCents(other.value) / step) * step === value,
  );
}

/**
 * How many independent relations with the document's other amounts give a candidate's value:
 * the same figure printed on another row, cash less change, subtotal plus charges, the items'
 * sum, a tax summary row, a payment with nothing given back, another row's amount rounded to
 * the coin. A total whose figures OCR misread stands alone, while the subtotal,
 * the items and the cash less change still agree on the amount paid.
 */
function support(candidate: AmountCandidate, features: Features, printed: AmountCandidate[]) {
  const otherRow = printed.some(
    (other) =>
      other !== candidate &&
      other.rowIndex !== candidate.rowIndex &&
      near(other.value, candidate.value),
  );
  return (
    (otherRow ? 1 : 0) +
    (features.cash_less_change ?? 0) +
    (features.subtotal_plus_charges ?? 0) +
    (features.sum_of_items ?? 0) +
    (features.worked_out_too ?? 0) +
    (features.derived_tax_row ?? 0) +
    (features.paid_exactly ?? 0) +
    (features.rounds_other ?? 0) +
    (features.tax_summary_sum ?? 0)
  );
}

/**
 * Features of the joint consistency of the amounts: a value's support against the best
 * supported value of the document, so a lone figure (the rules' pick included) can lose to the
 * amount the rest of the receipt adds up to.
 */
function withSupport(candidates: AmountCandidate[], all: Features[]): Features[] {
  const printed = candidates.filter((candidate) => !candidate.derived);
  const own = candidates.map((candidate, index) => support(candidate, all[index]!, printed));
  // A value's support is the most any of its candidates has: the same figure on two rows is
  // one value with that figure's relations.
  const byValue = candidates.map((candidate) =>
    Math.max(
      ...candidates.map((other, index) => (near(other.value, candidate.value) ? own[index]! : 0)),
    ),
  );
  const best = Math.max(0, ...byValue);
  return all.map((features, index) => {
    const mine = byValue[index]!;
    return {
      ...features,
      support: clip(mine / 3),
      best_supported: best >= 2 && mine === best ? 1 : 0,
      // The rules' value, or any total-labelled figure, that nothing confirms while another
      // value two relations confirm: the mark of a misread total line.
      alone_beside_supported: mine === 0 && best >= 2 ? 1 : 0,
    };
  });
}

export function dateFeatures(
  candidates: Array<Candidate<string>>,
  rows: Row[],
  geometry: Map<number, PageGeometry>,
  rulesValue: string | null,
): Features[] {
  const values = candidates.map((candidate) => candidate.value);
  const sorted = [...new Set(values)].sort();
  return candidates.map((candidate, index) => {
    const { left, above, bare } = labelTexts(candidate, rows);
    const where = placement(candidate, geometry);
    const text = candidate.line.text.slice(
      candidate.textBefore.length,
      candidate.line.text.length - candidate.textAfter.length,
    );
    const year = Number(candidate.value.slice(0, 4));
    const amountsOnRow = findAmounts(candidate.row.text).filter(
      (amount) => amount.value >= 100,
    ).length;
    const features: Features = {
      down: where.down,
      right: where.right,
      font: where.font,
      boxed: where.boxed,
      first: index === 0 ? 1 : 0,
      earliest: candidate.value === sorted[0] ? 1 : 0,
      latest: sorted.length > 1 && candidate.value === sorted.at(-1) ? 1 : 0,
      repeats: clip((values.filter((other) => other === candidate.value).length - 1) / 3),
      only: sorted.length === 1 ? 1 : 0,
      clock_on_row: CLOCK.test(candidate.row.text) ? 1 : 0,
      month_word: MONTH_WORD.test(text) ? 1 : 0,
      four_digit_year: /\d{4}/.test(text) ? 1 : 0,
      old: year < 1990 ? 1 : 0,
      // A date on a row of amounts is a transaction's or an item's, not the document's.
      amounts_on_row: clip(amountsOnRow / 2),
      // "2-31 Januari", "1 Mei s/d 31 Mei": the end or start of a period.
      range:
        /(?:\d\s*[-–]|\bs\/d|\bto|\buntil|\bsampai)\s*$/i.test(candidate.textBefore) ||
        /^\s*(?:[-–]\s*\d|s\/d|to\b|until\b|sampai\b)/i.test(candidate.textAfter)
          ? 1
          : 0,
      confidence: candidate.line.confidence ?? 1,
      rules_chose: rulesValue === candidate.value ? 1 : 0,
    };
    for (const label of Object.keys(DATE_PATTERNS) as DateLabel[]) {
      features[`label_${label}`] = DATE_PATTERNS[label].test(left) ? 1 : 0;
      features[`above_${label}`] = bare && DATE_PATTERNS[label].test(above) ? 1 : 0;
    }
    return features;
  });
}

const cleanLength = (text: string) => text.replace(/\s+/g, " ").trim().length;

function tokens(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** Shared words over the longer name's: 1 when two names are the same words. */
export function nameOverlap(a: string, b: string): number {
  const first = tokens(a);
  const second = new Set(tokens(b));
  if (first.length === 0 || second.size === 0) return 0;
  const shared = new Set(first.filter((token) => second.has(token))).size;
  return shared / Math.max(new Set(first).size, second.size);
}

/** Whether two lines share a column: their spans across the page overlap. */
function sameColumn(a: LocatedLine, b: LocatedLine): boolean {
  if (!a.box || !b.box) return true;
  return Math.min(a.box.x + a.box.width, b.box.x + b.box.width) > Math.max(a.box.x, b.box.x);
}

/**
 * The label heading a name's block: the nearest row above, within BLOCK_ROWS, with a line in
 * the same column that opens with a buyer's or a seller's label ("Bill to" / "From" side by
 * side head two blocks). The name's own line counts ("Bill to: …").
 */
function blockLabel(candidate: NameCandidate, rows: Row[]): "buyer" | "seller" | null {
  for (
    let index = candidate.rowIndex;
    index >= Math.max(0, candidate.rowIndex - BLOCK_ROWS);
    index--
  ) {
    const row = rows[index]!;
    if (row.page !== candidate.row.page) break;
    const lines = index === candidate.rowIndex ? [candidate.line] : row.lines;
    for (const line of lines) {
      if (!sameColumn(line, candidate.line)) continue;
      if (BUYER_LABEL_AT_START.test(line.text)) return "buyer";
      if (SELLER_LABEL_ROW.test(line.text)) return "seller";
    }
  }
  return null;
}

/** Whether a tax or registration number follows the name in its block, within four rows. */
function taxIdBelow(candidate: NameCandidate, rows: Row[]): boolean {
  for (let index = candidate.rowIndex + 1; index <= candidate.rowIndex + 4; index++) {
    const row = rows[index];
    if (!row || row.page !== candidate.row.page) return false;
    if (row.lines.some((line) => sameColumn(line, candidate.line) && TAX_ID.test(line.text))) {
      return true;
    }
  }
  return false;
}

export function nameFeatures(
  candidates: NameCandidate[],
  rows: Row[],
  geometry: Map<number, PageGeometry>,
  rulesValue: string | null,
): Features[] {
  // The rules' name without the specks the candidates were cleaned of, so both read alike.
  const rulesName = rulesValue === null ? null : withoutSpecks(rulesValue);
  const buyerFrom = rows.findIndex((row) => BUYER_LABEL_AT_START.test(row.text));
  const firstNameRow = candidates[0]?.rowIndex ?? 0;
  const laterText = rows
    .slice(12)
    .map((row) => row.text)
    .join(" ")
    .toLowerCase();
  const rowTexts = rows.map((row) => row.text.toLowerCase());
  const domains = [...new Set(rows.flatMap((row) => domainNames(row.text)))];
  const holderRows = rows.filter((row) => ACCOUNT_HOLDER_ROW.test(row.text));
  return candidates.map((candidate) => {
    const where = placement(candidate, geometry);
    const name = candidate.value;
    const letters = name.match(/\p{L}/gu) ?? [];
    const upper = letters.filter((letter) => letter === letter.toUpperCase()).length;
    const digits = (name.match(/\d/g) ?? []).length;
    const next = rows[candidate.rowIndex + (candidate.joined ? 2 : 1)]?.text ?? "";
    const previous = rows[candidate.rowIndex - 1]?.text ?? "";
    const words = tokens(name);
    const withoutForms = name.replace(new RegExp(LEGAL_FORM.source, "giu"), "");
    // The row as its name is read: specks around it are not more of the row.
    const rowText = withoutSpecks(candidate.row.text);
    const nextRowText = rows[candidate.rowIndex + 1]?.text ?? "";
    const lower = name.toLowerCase();
    const elsewhere = rowTexts.filter(
      (text, index) => index !== candidate.rowIndex && lower.length >= 4 && text.includes(lower),
    ).length;
    const block = blockLabel(candidate, rows);
    const nextRow = rows[candidate.rowIndex + 1];
    const lastOnPage = !nextRow || nextRow.page !== candidate.row.page;
    return {
      only_legal_form: /\p{L}{3}/u.test(withoutForms) ? 0 : 1,
      opens_with_closing_form: OPENS_WITH_CLOSING_FORM.test(name) ? 1 : 0,
      continued_below: !candidate.joined && OPENS_WITH_CLOSING_FORM.test(nextRowText) ? 1 : 0,
      joined_completes:
        candidate.joined && OPENS_WITH_CLOSING_FORM.test(nextRowText) && !LEGAL_FORM.test(rowText)
          ? 1
          : 0,
      part_of_row: name.length < cleanLength(rowText) * 0.7 ? 1 : 0,
      courtesy: COURTESY.test(name) ? 1 : 0,
      down: where.down,
      centre: 1 - 2 * Math.abs(where.centre - 0.5),
      left: 1 - where.right,
      font: where.font,
      boxed: where.boxed,
      row: clip(candidate.rowIndex / 10),
      first_row: candidate.rowIndex === firstNameRow ? 1 : 0,
      beyond_top: candidate.rowIndex >= 14 ? 1 : 0,
      footer: lastOnPage || (where.boxed && where.down > 0.9) ? 1 : 0,
      whole_row: candidate.line === candidate.row.lines[0] && !candidate.joined ? 1 : 0,
      own_line:
        candidate.row.lines.length > 1 && cleanLength(candidate.line.text) === name.length ? 1 : 0,
      joined: candidate.joined ? 1 : 0,
      upper: letters.length > 0 ? upper / letters.length : 0,
      digits: clip(digits / Math.max(1, name.length) / 0.3),
      words: clip(words.length / 8),
      label_words: words.length
        ? words.filter((word) => LABEL_WORDS.has(word)).length / words.length
        : 0,
      long: name.length > 40 ? 1 : 0,
      legal_form: LEGAL_FORM.test(name) ? 1 : 0,
      company_form: LEGAL_FORM_ROW.test(name) ? 1 : 0,
      legal_form_at_end: LEGAL_FORM_AT_END.test(name) ? 1 : 0,
      heading: HEADING.test(name) ? 1 : 0,
      colon: /:/.test(candidate.row.text) ? 1 : 0,
      address: ADDRESS.test(name) ? 1 : 0,
      // A place and nothing else ("… STATE", a country under the address): no one's name.
      place_only:
        ADDRESS.test(name) && !/\p{L}{3}/u.test(name.replace(ADDRESS_EVERYWHERE, "")) ? 1 : 0,
      contact: CONTACT.test(candidate.row.text) ? 1 : 0,
      address_next: ADDRESS.test(next) || /\d{5}/.test(next) ? 1 : 0,
      legal_form_next: LEGAL_FORM.test(next) ? 1 : 0,
      legal_form_previous: LEGAL_FORM.test(previous) ? 1 : 0,
      buyer_label: BUYER_LABEL_AT_START.test(candidate.row.text) ? 1 : 0,
      buyer_side:
        buyerFrom >= 0 && candidate.rowIndex >= buyerFrom && candidate.rowIndex <= buyerFrom + 3
          ? 1
          : 0,
      before_buyer: buyerFrom >= 0 && candidate.rowIndex < buyerFrom ? 1 : 0,
      buyer_block: block === "buyer" ? 1 : 0,
      seller_block: block === "seller" ? 1 : 0,
      tax_id_below: taxIdBelow(candidate, rows) ? 1 : 0,
      repeated_later: words.length > 0 && laterText.includes(lower) ? 1 : 0,
      repeated_elsewhere: clip(elsewhere / 2),
      own_domain:
        domains.length > 0 && domains.some((domain) => spellsDomain(name, domain)) ? 1 : 0,
      account_holder: holderRows.some(
        (row) =>
          row !== candidate.row && lower.length >= 4 && row.text.toLowerCase().includes(lower),
      )
        ? 1
        : 0,
      confidence: candidate.line.confidence ?? 1,
      rules_chose: rulesName !== null && nameOverlap(rulesName, name) >= 0.8 ? 1 : 0,
      rules_contains: rulesName !== null && nameOverlap(name, rulesName) > 0 ? 1 : 0,
    };
  });
}
