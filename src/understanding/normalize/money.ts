/**
 * Amounts of money in either notation: Indonesian (`1.234.567,89`, `Rp 1.500.000,-`, `1,5 jt`)
 * and English (`1,234,567.89`, `USD 4,820.00`, `IDR 50K`). domain/indonesia.md §4.1 is the
 * reference; the choices it leaves open are written where they are made.
 */
import { CURRENCY_SOURCE, type CurrencyCode, detectCurrency } from "./currency.ts";

export interface FoundAmount {
  value: number;
  currency: CurrencyCode | null;
  start: number;
  end: number;
  text: string;
}

export interface AmountOptions {
  /** The document's decimal mark when it is known; otherwise each number decides for itself. */
  decimal?: "," | ".";
}

const SPACE = "[ \\t\\u00A0\\u2009\\u202F]";
/** Grouped Indonesian, grouped English, then plain digits with at most one decimal mark. */
const NUMBER =
  "\\d{1,3}(?:\\.\\d{3})+(?:,\\d{1,2})?|\\d{1,3}(?:,\\d{3})+(?:\\.\\d{1,2})?|\\d+(?:[.,]\\d+)?";

const SCALES: Record<string, number> = {
  k: 1e3,
  rb: 1e3,
  ribu: 1e3,
  thousand: 1e3,
  jt: 1e6,
  juta: 1e6,
  mn: 1e6,
  mio: 1e6,
  million: 1e6,
  miliar: 1e9,
  milyar: 1e9,
  bn: 1e9,
  b: 1e9,
  billion: 1e9,
  t: 1e12,
  triliun: 1e12,
  trilyun: 1e12,
  trillion: 1e12,
};
/** Capital M is juta or miliar depending on the notation (see scaleOf); a small m is a metre. */
const SCALE =
  "[rR][iI][bB][uU]|[rR][bB]|[tT]housand|THOUSAND|[jJ][uU][tT][aA]|[jJ][tT]|[mM]illion|MILLION|[mM]n|[mM]io|" +
  "[mM]ilyar|[mM]iliar|MILYAR|MILIAR|[bB]illion|BILLION|[bB]n|[tT]riliun|[tT]rilyun|TRILIUN|TRILYUN|" +
  "[tT]rillion|TRILLION|[kK]|M|B|T";
/** Scales a number may carry on its own, without a currency, and still be money. */
const WORD_SCALES = new Set([
  "rb",
  "ribu",
  "thousand",
  "jt",
  "juta",
  "million",
  "mn",
  "mio",
  "miliar",
  "milyar",
  "billion",
  "bn",
  "triliun",
  "trilyun",
  "trillion",
]);

const AMOUNT_BODY =
  `(?<open>\\(${SPACE}?)?` +
  `(?<sign>[-−])?` +
  `(?:(?<before>${CURRENCY_SOURCE})${SPACE}{0,2})?` +
  `(?<innerSign>[-−])?` +
  `(?<number>${NUMBER})` +
  // `,-` and `.-` say "no sen"; a bare trailing dash is read in amountFrom.
  `(?<trail>[.,]-{1,2}|,=|-(?![\\p{N}]))?` +
  `(?:${SPACE}{0,2}(?<scale>${SCALE})(?!\\p{L}))?` +
  `(?:${SPACE}{0,2}(?<after>${CURRENCY_SOURCE}))?` +
  `(?<close>${SPACE}?\\))?`;

const AMOUNT_IN_TEXT = new RegExp(
  `(?<![\\p{L}\\p{N}_])${AMOUNT_BODY}(?![\\p{L}\\p{N}_]|[-.,/]\\p{N})`,
  "gu",
);
const WHOLE_AMOUNT = new RegExp(`^\\s*${AMOUNT_BODY}[\\s.]*$`, "u");

/** Part of a code such as INV-2025-0142, 01.234.567.8-901.000 or +62 812…: not an amount. */
const JOINED_TO_CODE = /(?:[\p{L}\p{N}][-./#]|\+)$/u;
const UNIT_AFTER = new RegExp(
  `^${SPACE}*(?:%|‰|(?:persen|percent|pct|kg|kgs|gr|gram|grams|g|mg|ton|liter|litre|lt|ltr|l|ml|cc|m|m2|m²|m3|m³|cm|mm|km|` +
    "inch|pcs|pc|buah|bh|unit|units|lembar|lbr|box|dus|pak|pack|set|roll|rim|sak|btl|botol|kaleng|ekor|orang|pax|" +
    "jam|hari|minggu|bulan|tahun|hours|days|weeks|months|years|wib|wita|wit|am|pm)(?!\\p{L}))",
  "iu",
);
const CLOCK_BEFORE = /(?:pukul|pkl|jam|at)\.?\s*$/iu;
const CLOCK_NUMBER = /^([01]?\d|2[0-3])[.:][0-5]\d$/;

interface NumberReading {
  /** The integer digits without separators, and the decimals. */
  integer: string;
  fraction: string;
  /** Written with a thousands separator ("1.500", "1,500,000"). */
  grouped: boolean;
  /** Indonesian notation: comma decimals or dot thousands. */
  indonesian: boolean;
}

const GROUPED_DOTS = /^\d{1,3}(?:\.\d{3})+$/;
const GROUPED_COMMAS = /^\d{1,3}(?:,\d{3})+$/;

function digitsValue(integer: string, fraction: string, scale: number): number {
  // Whole-number arithmetic as long as it can be: 1,5 jt is 15 × 10⁵, not 1.5 × 10⁶ in floats.
  const whole = Number(integer + fraction);
  const divisor = 10 ** fraction.length;
  return scale >= divisor ? whole * (scale / divisor) : (whole * scale) / divisor;
}

/**
 * Reads the digits and separators of one number. A single separator followed by exactly three
 * digits ("1.500", "1,500") is a thousands separator in either notation (§4.1 step 4: rupiah
 * amounts almost never carry three decimals), unless the decimal mark is given.
 */
function readNumber(text: string, decimal: "," | "." | undefined): NumberReading | null {
  const dots = text.split(".").length - 1;
  const commas = text.split(",").length - 1;
  let decimalMark: "," | "." | null = null;

  if (decimal) {
    const group = decimal === "," ? "." : ",";
    if (text.split(decimal).length - 1 > 1) return null;
    decimalMark = text.includes(decimal) ? decimal : null;
    const [integer = ""] = text.split(decimal);
    if (integer.includes(group) && !(group === "." ? GROUPED_DOTS : GROUPED_COMMAS).test(integer)) {
      return null;
    }
  } else if (dots > 0 && commas > 0) {
    decimalMark = text.lastIndexOf(",") > text.lastIndexOf(".") ? "," : ".";
    if (text.split(decimalMark).length - 1 > 1) return null;
  } else if (dots + commas > 1) {
    decimalMark = null;
  } else if (dots + commas === 1) {
    const mark = dots === 1 ? "." : ",";
    const [integer = "", fraction = ""] = text.split(mark);
    // Money has two decimals at most: five digits ending in no cents after the one mark are a
    // thousands group and the ",00" whose own mark OCR lost ("54.30000" for 54.300,00).
    if (
      fraction.length === 5 &&
      fraction.endsWith("00") &&
      integer.length <= 3 &&
      integer !== "0"
    ) {
      return {
        integer: integer + fraction.slice(0, 3),
        fraction: fraction.slice(3),
        grouped: true,
        indonesian: mark === ".",
      };
    }
    // Six digits after the one mark are two thousands groups whose mark between them OCR lost
    // ("IDR 47.250380" for 47.250.380): no currency has six decimals.
    if (fraction.length === 6 && integer.length <= 3 && integer !== "0") {
      return {
        integer: integer + fraction,
        fraction: "",
        grouped: true,
        indonesian: mark === ".",
      };
    }
    const thousands = fraction.length === 3 && integer.length <= 3 && integer !== "0";
    decimalMark = thousands ? null : mark;
  }

  const [integerPart = "", fraction = ""] = decimalMark ? text.split(decimalMark) : [text];
  if (!/^\d*$/.test(fraction)) return null;
  const groupMark = decimalMark === "," ? "." : decimalMark === "." ? "," : dots > 0 ? "." : ",";
  if (
    (integerPart.includes(".") || integerPart.includes(",")) &&
    !(groupMark === "." ? GROUPED_DOTS : GROUPED_COMMAS).test(integerPart)
  ) {
    return null;
  }
  const grouped = integerPart.includes(groupMark);
  return {
    integer: integerPart.replace(/[.,]/g, ""),
    fraction,
    grouped,
    indonesian: decimalMark === "," || (grouped && groupMark === "."),
  };
}

function scaleOf(word: string, rupiahNotation: boolean): number {
  // §4.1: a bare M is juta in English notation and miliar in rupiah notation ("Rp 1,5 M").
  if (word === "M") return rupiahNotation ? 1e9 : 1e6;
  return SCALES[word.toLowerCase()] ?? 1;
}

interface Reading {
  value: number;
  currency: CurrencyCode | null;
  number: NumberReading;
  scale: string | null;
  negative: boolean;
  /** `,-`, `.-` or `,=` after the number: written as money. */
  noSen: boolean;
}

function amountFrom(
  match: RegExpExecArray,
  options: AmountOptions,
  parenthesesNegate: (currency: CurrencyCode | null) => boolean,
): Reading | null {
  const groups = match.groups ?? {};
  // Read from the whole match: "RM" and "PHP" count only beside their number.
  const currency =
    groups.before !== undefined || groups.after !== undefined ? detectCurrency(match[0]) : null;
  const number = readNumber(groups.number ?? "", options.decimal);
  if (!number) return null;
  const rupiahNotation = currency === "IDR" || options.decimal === "," || number.indonesian;
  const scaleWord = groups.scale ?? null;
  const scale = scaleWord ? scaleOf(scaleWord, rupiahNotation) : 1;
  const scaled = digitsValue(number.integer, number.fraction, scale);
  const trail = groups.trail ?? "";
  // A bare trailing dash: after "Rp" it is the "no sen" mark written short ("Rp 50.000-"); on
  // its own it is the till receipt's minus ("DISKON 5.000-").
  const trailingMinus = trail === "-" && currency === null;
  const parenthesised = groups.open !== undefined && groups.close !== undefined;
  const negative =
    groups.sign !== undefined ||
    groups.innerSign !== undefined ||
    trailingMinus ||
    (parenthesised && parenthesesNegate(currency));
  return {
    value: negative && scaled !== 0 ? -scaled : scaled,
    currency,
    number,
    scale: scaleWord,
    negative,
    noSen: trail !== "" && !trailingMinus,
  };
}

/**
 * One amount in either notation, with or without a currency: `Rp 1.500.000,-`, `1,234,567.89`,
 * `IDR 50K`, `1,5 jt`, `2 juta`, `(1.250.000)` → -1250000. Null when the text is anything more
 * or less than one amount.
 */
export function parseAmount(text: string, options: AmountOptions = {}): number | null {
  const match = WHOLE_AMOUNT.exec(text);
  if (!match?.groups) return null;
  if ((match.groups.open === undefined) !== (match.groups.close === undefined)) return null;
  return amountFrom(match, options, () => true)?.value ?? null;
}

/** Whether a number found without a currency is written the way money is written. */
function looksLikeMoney(reading: Reading): boolean {
  if (reading.scale !== null) return WORD_SCALES.has(reading.scale.toLowerCase());
  return reading.number.grouped || reading.number.fraction.length === 2 || reading.noSen;
}

/**
 * Every amount of money in a line. A number is money when a currency stands beside it, or when
 * it is written as money (thousands separators, two decimals, `,-`, a scale word like "jt").
 * Left alone: bare integers (years, quantities, item numbers), numbers glued into codes
 * (INV-2025-0142, NPWP, phone numbers, dates), percentages, clock times and quantities with a
 * unit. Parentheses make a bare number negative (accounting), but around an amount with its
 * own currency they are a restatement ("USD 100 (Rp 1.600.000)").
 */
export function findAmounts(read: string, options: AmountOptions = {}): FoundAmount[] {
  const text = lookalikesInCents(mendedBesideRupiah(read));
  const found: FoundAmount[] = [];
  AMOUNT_IN_TEXT.lastIndex = 0;
  for (let match = AMOUNT_IN_TEXT.exec(text); match; match = AMOUNT_IN_TEXT.exec(text)) {
    const groups = match.groups ?? {};
    const reading = amountFrom(match, options, (currency) => currency === null);
    const accepted = reading !== null && isMoneyInContext(text, match, reading);
    if (!accepted) {
      AMOUNT_IN_TEXT.lastIndex = match.index + 1;
      continue;
    }
    let start = match.index;
    let end = match.index + match[0].length;
    const paired = groups.open !== undefined && groups.close !== undefined;
    if (groups.open !== undefined && !(paired && reading.negative)) start += groups.open.length;
    if (groups.close !== undefined && !(paired && reading.negative)) end -= groups.close.length;
    found.push({
      value: reading.value,
      currency: reading.currency,
      start,
      end,
      text: text.slice(start, end),
    });
  }
  return found;
}

/**
 * OCR's misreadings of a figure after the rupiah sign, mended in place (same length, same
 * offsets): ones read as the letters l, I or a bar ("Rpll.450" for Rp11.450), and a gap read
 * after a thousands mark ("Rp 243. 800"), moved after the figure.
 */
function mendedBesideRupiah(text: string): string {
  return text
    .replace(/(?<=\b(?:Rp|IDR)\.?\s?)[lI|]{1,2}(?=[\d.,]\d)/g, (letters) =>
      "1".repeat(letters.length),
    )
    .replace(
      /(?<=\b(?:Rp|IDR)\.?\s?)(\d{1,3}[.,]) (\d{3})(?![\d.,]\d)/g,
      (_all, head: string, group: string) => `${head}${group} `,
    );
}

/** Letters OCR reads for the digits they look like, each to the digit. */
const LOOKALIKE_DIGITS: Record<string, string> = {
  O: "0",
  o: "0",
  D: "0",
  Q: "0",
  C: "0",
  l: "1",
  I: "1",
  S: "5",
  B: "8",
};

/**
 * A figure written with its cents (a till's "13.50", "1,234.50") where OCR read a digit after
 * the first as a letter that looks like it ("13.5O", "1O.50", "RM4C.00"): read with those
 * digits, so the figure is money again. Only a figure that opens with a digit, keeps at least
 * two, and stands apart from words (a currency's sign or code aside): a code such as "B12.00"
 * or "A1B.20X" is left alone. Same length, same offsets.
 */
const CENTS_WITH_LOOKALIKES =
  /(?:(?<![\p{L}\p{N}.,])|(?<=\b(?:RM|Rp)|\$))\d[\dOoDQClISB]{0,6}[.,][\dOoDQC]{2}(?![\p{L}\p{N}]|[.,]\d)/gu;

function lookalikesInCents(text: string): string {
  return text.replace(CENTS_WITH_LOOKALIKES, (figure) => {
    const letters = figure.replace(/[\d.,]/g, "").length;
    const digits = figure.replace(/\D/g, "").length;
    if (letters === 0 || letters > 2 || digits < 2) return figure;
    return figure.replace(/[OoDQClISB]/g, (letter) => LOOKALIKE_DIGITS[letter]!);
  });
}

function isMoneyInContext(text: string, match: RegExpExecArray, reading: Reading): boolean {
  const number = match.groups?.number ?? "";
  if (/^0\d/.test(number)) return false;
  const startsWithNumber = !match.groups?.open && !match.groups?.before;
  if (
    startsWithNumber &&
    JOINED_TO_CODE.test(text.slice(Math.max(0, match.index - 2), match.index))
  ) {
    return false;
  }
  if (reading.currency !== null) return true;
  if (!looksLikeMoney(reading)) return false;
  // Short windows keep these checks constant-time on long lines.
  const end = match.index + match[0].length;
  if (UNIT_AFTER.test(text.slice(end, end + 16))) return false;
  const before = text.slice(Math.max(0, match.index - 12), match.index);
  if (CLOCK_NUMBER.test(number) && CLOCK_BEFORE.test(before)) return false;
  return true;
}
