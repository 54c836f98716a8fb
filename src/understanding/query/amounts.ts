/**
 * Amount and currency filters: "di atas 1 juta", "lebih dari Rp 500.000", "< Rp 500.000",
 * "over $1,000", "antara 1 juta dan 5 juta", "between 100 and 200 USD", "maks 300rb", a bare
 * amount written as money ("Rp 1.500.000"), and a currency on its own ("in USD"). The numbers
 * are read by normalize's parseAmount, so every notation it knows works here.
 */
import {
  type CurrencyCode,
  detectCurrency,
  findAmounts,
  findCurrencies,
  parseAmount,
} from "../normalize/index.ts";
import { TIME_UNITS } from "./periods.ts";
import type { Reader } from "./reading.ts";
import { freeRun, matchPhrase, phraseSet, phraseTable, type Slots } from "./tokens.ts";
import type { QueryFilters } from "./types.ts";

/** "above" and "below" leave the figure itself out ("lebih dari 3 juta"); "min" and "max" keep it. */
type Bound = "above" | "min" | "below" | "max" | "exact";

const BOUNDS = phraseTable<Bound>([
  [
    [
      ...[">", "above", "over", "more than", "greater than", "exceeding"],
      ...["di atas", "diatas", "lebih dari", "lebih besar dari", "melebihi"],
    ],
    "above",
  ],
  [
    [
      ...[">=", "≥", "at least", "min", "minimum", "minimal", "paling sedikit", "sedikitnya"],
      ...["setidaknya", "mulai dari"],
    ],
    "min",
  ],
  [
    [
      ...["<", "under", "below", "less than", "di bawah", "dibawah", "kurang dari"],
      ...["lebih kecil dari"],
    ],
    "below",
  ],
  [
    [
      ...["<=", "≤", "at most", "up to", "no more than", "max", "maximum", "maks", "maksimal"],
      ...["maksimum", "paling banyak", "tidak lebih dari", "sampai", "hingga"],
    ],
    "max",
  ],
  [["=", "exactly", "persis", "tepat", "sebesar", "senilai"], "exact"],
]);

const TO_JOINS = ["-", "–", "to", "sampai", "sampai dengan", "hingga", "s/d"];
const RANGE_OPENERS = phraseTable([
  [["between", "antara"], phraseSet([...TO_JOINS, "and", "dan"])],
  [["from", "dari", "mulai dari"], phraseSet(TO_JOINS)],
]);
const JOINS_WITHOUT_OPENER = phraseSet(TO_JOINS);

/** Words after a number that make it something other than money: "over 30 days", "di atas 10 persen". */
const NOT_MONEY_AFTER = phraseSet(["%", "persen", "percent", "x", "kali", "times"]);

/** "Rp 1,5 juta rupiah" is the longest way to write one amount. */
const LONGEST_AMOUNT = 4;
const YEAR = /^(?:19|20)\d{2}$/;
const BARE_NUMBER = /^[\d.,]+$/;
/**
 * A currency code typed in lower case and glued to its figure: "rm3.5k", "php500". Normalize
 * reads the codes that are also words ("RM" a room or a rumah makan) only in capitals; glued to
 * a digit, a typed one is money whatever its case.
 */
const LOWER_CASE_CODE = /^[a-z]{2,3}(?=\d)/;

/** An amount's text around its number: "Rp " and "", " juta" and "", "$" and "". */
const AROUND_NUMBER = /^(\D*)[\d.,]*\d(\D*)$/;

interface Money {
  value: number;
  currency: CurrencyCode | null;
  text: string;
  end: number;
  /** Written the way money is written: with a currency, a scale word or thousands separators. */
  written: boolean;
}

interface AmountFound {
  min: number | null;
  max: number | null;
  minExcluded?: true;
  maxExcluded?: true;
  currency: CurrencyCode | null;
  end: number;
}

/**
 * The amount the tokens from `at` spell, longest first. After a word like "di atas" a bare
 * number will do; without one the number must be written as money. A year never is.
 */
function moneyAt(slots: Slots, at: number, afterBound: boolean): Money | null {
  for (let count = LONGEST_AMOUNT; count > 0; count--) {
    const tokens = freeRun(slots, at, count);
    if (!tokens) continue;
    const text = tokens
      .map((token) => token.text)
      .join(" ")
      .replace(LOWER_CASE_CODE, (code) => code.toUpperCase());
    const value = parseAmount(text);
    if (value === null || value < 0) continue;
    // "2025 usd invoices": a year before a currency's name is still the year, unless a bound
    // ("over 2025 usd") makes it a figure.
    if (YEAR.test(text) || (!afterBound && YEAR.test(tokens[0]!.text))) return null;
    const written = findAmounts(text).some((amount) => amount.text === text);
    const unitAfter =
      matchPhrase(slots, at + count, TIME_UNITS) ?? matchPhrase(slots, at + count, NOT_MONEY_AFTER);
    if (!written && (!afterBound || unitAfter)) return null;
    return { value, currency: detectCurrency(text), text, end: at + count, written };
  }
  return null;
}

/** "antara 1 dan 5 juta", "between 100 and 200 USD": a bare number takes the other's unit. */
function withUnitOf(other: Money, bare: Money): Money {
  const around = AROUND_NUMBER.exec(other.text);
  if (!around || !BARE_NUMBER.test(bare.text)) return bare;
  const text = `${around[1]}${bare.text}${around[2]}`;
  const value = parseAmount(text);
  return value === null ? bare : { ...bare, value, currency: other.currency, text };
}

function amountRange(slots: Slots, at: number): AmountFound | null {
  const opener = matchPhrase(slots, at, RANGE_OPENERS);
  const low = moneyAt(slots, opener?.end ?? at, true);
  const join = low && matchPhrase(slots, low.end, opener?.value ?? JOINS_WITHOUT_OPENER);
  const high = join && moneyAt(slots, join.end, true);
  // Without "between" or "from", one side must be money: "1 - 5 juta" is a range, "3 - 4" not.
  if (!low || !high || (!opener && !low.written && !high.written)) return null;
  const first = withUnitOf(high, low);
  return {
    min: Math.min(first.value, high.value),
    max: Math.max(first.value, high.value),
    currency: first.currency ?? high.currency,
    end: high.end,
  };
}

function boundedAmount(slots: Slots, at: number): AmountFound | null {
  const bound = matchPhrase(slots, at, BOUNDS);
  const money = bound && moneyAt(slots, bound.end, true);
  if (!bound || !money) return null;
  const lower = bound.value === "above" || bound.value === "min" || bound.value === "exact";
  const upper = bound.value === "below" || bound.value === "max" || bound.value === "exact";
  return {
    min: lower ? money.value : null,
    max: upper ? money.value : null,
    ...(bound.value === "above" ? { minExcluded: true } : {}),
    ...(bound.value === "below" ? { maxExcluded: true } : {}),
    currency: money.currency,
    end: money.end,
  };
}

function writtenAmount(slots: Slots, at: number): AmountFound | null {
  const money = moneyAt(slots, at, false);
  return money && { min: money.value, max: money.value, currency: money.currency, end: money.end };
}

/**
 * "-an" after a round figure says "some": "2 jutaan" is two million and something, "100rb an"
 * (or "100rb-an", "100 ribuan") a hundred thousand and up to the next hundred thousand. Glued,
 * it must follow a scale word, so a word ending in "an" ("taman") is no amount.
 */
const SOME_SUFFIX = /(?<=juta|jt|ribu|rb|rebu|miliar|milyar|k)-?an$/iu;

/** The figure's leading digit's place: 100.000 for "100rb", 1.000.000 for "2 juta". */
function leadingPlace(value: number): number {
  return 10 ** Math.floor(Math.log10(value));
}

function someAmount(slots: Slots, at: number): AmountFound | null {
  for (let count = LONGEST_AMOUNT; count > 0; count--) {
    const tokens = freeRun(slots, at, count);
    const last = tokens?.at(-1);
    if (!tokens || !last || !SOME_SUFFIX.test(last.text)) continue;
    const before = tokens.slice(0, -1).map((token) => token.text);
    const text = [...before, last.text.replace(SOME_SUFFIX, "")].join(" ");
    const value = parseAmount(text.replace(LOWER_CASE_CODE, (code) => code.toUpperCase()));
    if (value === null || value <= 0) continue;
    return someRange(value, detectCurrency(text), at + count);
  }
  const money = moneyAt(slots, at, false);
  if (!money || slots[money.end]?.key !== "an" || money.value <= 0) return null;
  return someRange(money.value, money.currency, money.end + 1);
}

function someRange(value: number, currency: CurrencyCode | null, end: number): AmountFound {
  const max = value + leadingPlace(value);
  return { min: value, max, maxExcluded: true, currency, end };
}

export const readAmount: Reader = (slots, at) => {
  const compared = amountRange(slots, at) ?? boundedAmount(slots, at);
  const found = compared ?? someAmount(slots, at) ?? writtenAmount(slots, at);
  if (!found) return null;
  const { min, max, minExcluded, maxExcluded } = found;
  const set: QueryFilters = {
    amount: {
      min,
      max,
      ...(minExcluded ? { minExcluded } : {}),
      ...(maxExcluded ? { maxExcluded } : {}),
    },
  };
  if (found.currency) set.currency = found.currency;
  // A bound or a range is a condition the user set; an amount alone ("sewa 360 juta") is a
  // document's figure they remember, which may be a monthly rate, a total or not extracted.
  return compared
    ? { end: found.end, filter: "amount", set, explicit: true }
    : { end: found.end, filter: "amount", set };
};

/** "dolar Amerika Serikat" is the longest currency name. */
const LONGEST_CURRENCY = 3;
/**
 * Names a query means as a vendor even if normalize reads them as a currency code: on its own,
 * "PLN" is the state electricity company far more often than the Polish złoty.
 */
const NAMES_NOT_CURRENCIES = new Set(["pln"]);

/**
 * The word for a dollar without its country ("dollars", "dolar"): read alone it is the US
 * dollar, but beside a code that names a dollar ("hkd dollars", "dolar AUD") it only repeats
 * the unit of that code.
 */
const PLAIN_DOLLAR = /^(?:dollars?|dolar)$/i;
const DOLLARS = new Set<CurrencyCode>(["USD", "SGD", "AUD", "HKD"]);

/** The one currency a run of words names: a code with the plain dollar word is that code. */
function currencyOfRun(text: string): CurrencyCode | null {
  const marks = findCurrencies(text);
  if (marks.length === 1) return marks[0]!.text === text ? marks[0]!.code : null;
  const named = marks.filter((mark) => !PLAIN_DOLLAR.test(mark.text));
  const covered = marks.reduce((length, mark) => length + mark.text.length, marks.length - 1);
  return marks.length === 2 &&
    named.length === 1 &&
    DOLLARS.has(named[0]!.code) &&
    covered === text.length
    ? named[0]!.code
    : null;
}

/**
 * A currency named on its own: "in USD", "dalam rupiah", "$", "dolar Singapura", and a code
 * beside the plain dollar word ("aud dollar").
 */
export const readCurrency: Reader = (slots, at) => {
  for (let count = LONGEST_CURRENCY; count > 0; count--) {
    const text = freeRun(slots, at, count)
      ?.map((token) => token.text)
      .join(" ");
    if (!text || NAMES_NOT_CURRENCIES.has(text.toLowerCase())) continue;
    const currency = currencyOfRun(text);
    if (currency) return { end: at + count, filter: "currency", set: { currency } };
  }
  return null;
};
