import type { Candidate } from "../field-candidate.ts";
import { valueUnderColumn } from "../header-columns.ts";
import { type DateOptions, findDates, parseDate } from "../normalize/index.ts";
import type { Row } from "../rows.ts";
import type { UnderstoodFields } from "../types.ts";
import { DUE_LABEL, ISSUE_DATE_LABEL, KNOWN_COLUMN_LABEL } from "./column-labels.ts";
import { field } from "./found-field.ts";
import { valueText } from "./labelled-value.ts";

const DATE_LABEL = /\b(tanggal|tgl|date|dated|dibuat|datum)\b/i;
const NOT_ISSUE_DATE =
  /\b(due|jatuh tempo|bayar sebelum|pay before|paling lambat|period|periode|expir\w*|berlaku|valid|delivery|pengiriman|lahir|birth|date limite|[ée]ch[ée]ance|vervaldatum|f[äa]llig\w*)\b/i;

/**
 * What OCR does to a date's separators: a colon after a month's name ("22 Maret: 2024"), a
 * speck beside a slash ("27./11/2025"), the space between day and year lost after a month's
 * name ("SEP 292024"), a separator doubled ("05-03--2018") or lost between day and month
 * ("2107/2017"), a till's date glued to the code printed before it ("56019730-06-16": the
 * date is the last two digits and what follows), lost between month and year ("15/032018"),
 * read as a gap between figures printed with their leading zeros ("15 03 2018"), or read as
 * another mark ("15,03.2018", "15'03'2018"); the gap before a time printed after the date lost
 * ("15/03/201810:30", "15/03/1810:30").
 */
const DATE_MENDS: Array<[RegExp, string]> = [
  [/(?<=\d)([-/.])\1+(?=\d)/g, "$1"],
  [/(?<![\d/.-])(\d{2})(\d{2})([/.-])((?:19|20)\d{2})(?![\d/.-])/g, "$1$3$2$3$4"],
  [/(?<![\d/.-])(\d{2})([/.-])(\d{2})((?:19|20)\d{2})(?![\d/.-])/g, "$1$2$3$2$4"],
  [/(?<![\d/.,:-])(\d{2}) (\d{2}) ((?:19|20)\d{2})(?![\d/.,:-])/g, "$1/$2/$3"],
  [/(?<![\d/.,'’-])(\d{1,2})[.,'’](\d{1,2})[.,'’]((?:19|20)\d{2})(?![\d/.,'’-])/g, "$1.$2.$3"],
  [/(?<![\d/.-])(\d{1,2}([/.-])\d{1,2}\2(?:19|20)\d{2})(?=\d{1,2}[:.]\d{2})/g, "$1 "],
  [/(?<![\d/.-])(\d{1,2}([/.-])\d{1,2}\2\d{2})(?=\d{1,2}:\d{2})/g, "$1 "],
  [/(?<=\d{3})(\d{2})([-/.])(\d{2})\2(\d{2})(?![\d/.-])/g, " $1$2$3$2$4"],
  [/(\p{L}{3})[:;](?=\s*(?:19|20)\d{2}\b)/gu, "$1"],
  [/(?<=\d)[.,:]\s?(?=[/-]\d)|(?<=\d[/-])[.,:]\s?(?=\d)/g, ""],
  [/(?<=\b\p{L}{3,9}\.?\s?)(\d{1,2})((?:19|20)\d{2})(?!\d)/gu, "$1 $2"],
];

/**
 * The months' three-letter names a till prints (English, Indonesian, Malay): a word of three
 * letters that is none of them but one letter away from exactly one stands for it.
 */
const SHORT_MONTHS = [
  ["jan"],
  ["feb", "peb"],
  ["mar", "mac"],
  ["apr"],
  ["may", "mei"],
  ["jun"],
  ["jul"],
  ["aug", "agu", "agt", "ags", "ogo"],
  ["sep"],
  ["oct", "okt"],
  ["nov", "nop"],
  ["dec", "des", "dis"],
];
/**
 * A day, a word of three letters and a year, as a till prints its date ("14/Ocf/2019"); a
 * letter OCR glued to the day ("14S") is left out.
 */
const MONTH_WORD_DATE =
  /(?<![\p{L}\p{N}])(\d{1,2})\p{L}?([\s/.-]{1,2})(\p{L}{3})\2((?:19|20)\d{2}|\d{2})(?!\p{N})/u;

const oneLetterApart = (a: string, b: string) =>
  [...a].filter((letter, index) => letter !== b[index]).length === 1;

/** A date whose month's name OCR misread by one letter, with that month's name written in. */
function monthMisread(text: string): string | null {
  const match = MONTH_WORD_DATE.exec(text);
  if (!match) return null;
  const [, day, separator, word, year] = match as unknown as [
    string,
    string,
    string,
    string,
    string,
  ];
  const lower = word.toLowerCase();
  if (SHORT_MONTHS.some((names) => names.includes(lower))) return null;
  // A two-digit year needs its own mark ("14-Okt-19"): "1 Set 10" is an item's line.
  if (year.length === 2 && !/^[/-]$/.test(separator)) return null;
  const months = SHORT_MONTHS.filter((names) => names.some((name) => oneLetterApart(lower, name)));
  if (months.length !== 1) return null;
  return `${day}${separator}${months[0]![0]}${separator}${year}`;
}

/** Letters OCR reads for the digits they look like, each to the digit. */
const LOOKALIKE_DIGITS: Record<string, string> = {
  O: "0",
  o: "0",
  D: "0",
  l: "1",
  I: "1",
  S: "5",
  B: "8",
};

/**
 * A numeric date with a digit or two read as a letter that looks like it ("25/12/2O18",
 * "l5/03/2018"), which would read as no date or as a wrong one ("20I8" as the year 20): the
 * letters put back as digits where the shape is a date's (day, month and year between the same
 * separators, four digits read as digits at least).
 */
const DATE_WITH_LOOKALIKES =
  /(?<![\p{L}\p{N}])[\dOoDlISB]{1,2}([/.-])[\dOoDlISB]{1,2}\1(?:[\dOoDlISB]{4}|[\dOoDlISB]{2})(?![\p{L}\p{N}]|[.-]\d)/gu;

function lookalikesInDates(text: string): string {
  return text.replace(DATE_WITH_LOOKALIKES, (date) => {
    const letters = date.replace(/[\d/.-]/g, "").length;
    const digits = date.replace(/\D/g, "").length;
    if (letters === 0 || letters > 2 || digits < 4) return date;
    return date.replace(/[OoDlISB]/g, (letter) => LOOKALIKE_DIGITS[letter]!);
  });
}

/**
 * The dates of a text, its digits read as letters put back, read again with its separators
 * mended, then with a month's name OCR misread by one letter, where none was found.
 */
function datesIn(read: string, order: DateOptions) {
  const text = lookalikesInDates(read);
  const found = findDates(text, order);
  if (found.length > 0) return found;
  const mended = DATE_MENDS.reduce((each, [shape, into]) => each.replace(shape, into), text);
  const again = mended === text ? found : findDates(mended, order);
  if (again.length > 0) return again;
  const month = monthMisread(mended);
  return month ? findDates(month, order) : again;
}

/**
 * A date's label followed straight by a date with no marks between its parts, as OCR reads a
 * faint slash or a till prints it: "15032018" (day, month, year), "15Mar18" (a month's name
 * and a two-digit year). Only right after the label: anywhere else such figures are a code's.
 */
const COMPACT_DATES: Array<[RegExp, (match: RegExpExecArray) => string]> = [
  [/^(\d{2})(\d{2})((?:19|20)\d{2})(?!\d)/, (match) => `${match[1]}/${match[2]}/${match[3]}`],
  [
    /^(\d{1,2})(\p{L}{3})(\d{2})(?![\p{L}\p{N}])/u,
    (match) => `${match[1]} ${match[2]} 20${match[3]}`,
  ],
];

function compactDate(text: string): string | null {
  for (const [shape, rewrite] of COMPACT_DATES) {
    const match = shape.exec(text.trimStart());
    const date = match && parseDate(rewrite(match));
    if (date) return date;
  }
  return null;
}

/** A date after its label, or under it where the label heads a column. */
function dateAt(
  rows: Row[],
  index: number,
  label: RegExp,
  exclude: RegExp | null,
  order: DateOptions,
) {
  const value = valueText(rows, index, label);
  const date = value ? (datesIn(value.text, order)[0]?.iso ?? compactDate(value.text)) : null;
  if (date && value) return { value: date, row: value.row };
  const cell = valueUnderColumn(
    rows,
    index,
    (column) => label.test(column) && !exclude?.test(column),
    KNOWN_COLUMN_LABEL,
  );
  const below = cell ? datesIn(cell.text, order)[0] : undefined;
  return below && cell ? { value: below.iso, row: cell.row } : null;
}

function labelledDate(
  rows: Row[],
  label: RegExp,
  exclude: RegExp | null,
  order: DateOptions,
): Candidate<string> | null {
  for (let index = 0; index < rows.length; index++) {
    const row = rows[index];
    if (!row || !label.test(row.text)) continue;
    // A header row of labels ("Invoice Date: Due Date:") is read by column, not skipped whole.
    if (exclude && exclude.test(row.text) && /\d/.test(row.text)) continue;
    const found = dateAt(rows, index, label, exclude, order);
    if (found) return { ...found, strength: 2 };
  }
  return null;
}

/**
 * A number that begins with the day it was issued, as tills and marketplaces print them
 * ("2018030610100030493", "INV/20240115/MPL/3704"): the date as YYYY-MM-DD.
 */
const DATED_NUMBER = /(?<!\d)(20\d{2})(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])\d{0,12}(?!\d)/g;

function datesInNumbers(rows: Row[]): string[] {
  return rows.flatMap((row) =>
    [...row.text.matchAll(DATED_NUMBER)].map((match) => `${match[1]}-${match[2]}-${match[3]}`),
  );
}

const differingCharacters = (a: string, b: string) =>
  [...a].filter((character, index) => character !== b[index]).length;

/**
 * A year or a day OCR misread by one digit (a year 2016 where the slip says 2018, a 16th
 * for the 18th), taken from a number on the document that begins with the same date but for
 * that one digit. The month must agree: a number's date one digit away in the day is the same
 * day misread (on SROIE's dev receipts, read from their OCR text and from the scans, never
 * another day), but an order's number may date from an earlier month.
 */
function dateFromDatedNumber(date: string, rows: Row[]): string | null {
  const sameMonth = (dated: string) => dated.slice(5, 7) === date.slice(5, 7);
  const found = datesInNumbers(rows).find(
    (dated) => sameMonth(dated) && differingCharacters(dated, date) === 1,
  );
  return found ?? null;
}

/**
 * A till's timestamp in a shape no other document's date takes, told by the time printed
 * after it: "DD Mon YY hh:mm:ss" (a two-digit year after a month's name), "DDMMYYYY hh:mm:ss"
 * (day, month and year run together), "<word>YYYY-MM-DD hh:mm" (glued to the word before). Each
 * is rewritten into a shape the date reader knows.
 */
const TIMESTAMPS: Array<[RegExp, (match: RegExpExecArray) => string]> = [
  [
    /(?<![\p{L}\p{N}])(\d{1,2})[\s-]?(\p{L}{3,9})\.?[\s-]?(\d{2})\s+\d{1,2}:\d{2}/u,
    (match) => `${match[1]} ${match[2]} 20${match[3]}`,
  ],
  [
    /(?<!\d)(\d{2})(\d{2})((?:19|20)\d{2})\s+\d{1,2}:\d{2}/,
    (match) => `${match[1]}/${match[2]}/${match[3]}`,
  ],
  [
    /(?<!\d)((?:19|20)\d{2})-(\d{2})-(\d{2})\s*\d{1,2}:\s?\d{2}/,
    (match) => `${match[1]}-${match[2]}-${match[3]}`,
  ],
];

function timestampDate(text: string): string | null {
  for (const [shape, rewrite] of TIMESTAMPS) {
    const match = shape.exec(text);
    const date = match && parseDate(rewrite(match));
    if (date) return date;
  }
  return null;
}

function firstDate(rows: Row[], exclude: RegExp, order: DateOptions): Candidate<string> | null {
  for (const row of rows) {
    if (exclude.test(row.text)) continue;
    const date = datesIn(row.text, order)[0]?.iso ?? timestampDate(row.text);
    if (date) return { value: date, strength: 1, row };
  }
  return null;
}

const NUMERIC_DATE = /(?<![\d/])(\d{1,2})\/(\d{1,2})\/(\d{4})(?![\d/])/g;

/**
 * Day first, as everywhere but the United States, unless the document writes a date that can
 * only be month first ("07/27/2024") and none that can only be day first: then "09/10/2024"
 * beside it is 10 September too.
 */
function dateOrder(rows: Row[]): DateOptions {
  let monthFirst = false;
  for (const row of rows) {
    for (const [, first, second] of row.text.matchAll(NUMERIC_DATE)) {
      if (Number(first) > 12) return { dayFirst: true };
      if (Number(second) > 12) monthFirst = true;
    }
  }
  return { dayFirst: !monthFirst };
}

/**
 * The document's own date (a labelled issue date, then any labelled date, then the first date
 * that is not a due or validity date) and the date it is due by.
 */
export function extractDates(rows: Row[]): Pick<UnderstoodFields, "date" | "due_date"> {
  const fields: Pick<UnderstoodFields, "date" | "due_date"> = {};
  const order = dateOrder(rows);
  const date =
    labelledDate(rows, ISSUE_DATE_LABEL, NOT_ISSUE_DATE, order) ??
    labelledDate(rows, DATE_LABEL, NOT_ISSUE_DATE, order) ??
    firstDate(rows, NOT_ISSUE_DATE, order);
  if (date) {
    const mended = dateFromDatedNumber(date.value, rows);
    fields.date = mended
      ? field({ ...date, value: mended }, 0.55)
      : field(date, date.strength === 2 ? 0.85 : 0.55);
  }
  const due = labelledDate(rows, DUE_LABEL, null, order);
  if (due) fields.due_date = field(due, 0.85);
  return fields;
}
