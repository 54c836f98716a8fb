/**
 * Periods in a query and which of a document's dates they filter: "bulan lalu", "due this
 * week", "kontrak yang berakhir tahun depan", "Q3 2025", "sejak Januari", "before 1 Nov 2025",
 * "1 Jan 2026 - 31 Mar 2026", "30 hari terakhir". Relative words count from the injected today.
 */
import { parseDate, wordsToNumber } from "../normalize/index.ts";
import {
  addDays,
  isCalendarYear,
  monthSpan,
  quarterSpan,
  shift,
  type Span,
  type Unit,
  unitContaining,
  yearOf,
  yearSpan,
} from "./calendar.ts";
import type { Reader, Reading } from "./reading.ts";
import {
  isFreeWord,
  matchPhrase,
  type PhraseTable,
  phraseSet,
  phraseTable,
  type Slots,
} from "./tokens.ts";
import type { DateRange, QueryFilters } from "./types.ts";

type DateFilter = "date" | "dueDate" | "expiryDate" | "effectiveDate";

/** A span that may name one day of itself, as a part of a period does ("akhir 2026"). */
type PointedSpan = Span & { point?: string };

/** A period read from the query, and the index of the token after it. */
interface Period extends Span {
  end: number;
  /** Set when written without its year ("Oktober", "14 Okt", "Q3"): the period in another year. */
  inYear?: (year: number) => PointedSpan | null;
  /** Set for a part of a period ("awal bulan"): the day it names, when a bound stands before it. */
  point?: string;
}

type PeriodReader = (slots: Slots, at: number, today: string) => Period | null;

/** What a date word means with no period after it: "expired contracts", "expiring contracts". */
type WithoutPeriod = "past" | "upcoming" | "soon";

interface Cue {
  filter: DateFilter;
  withoutPeriod?: WithoutPeriod;
}

/** Words that say which date a period filters; a period without one filters the document date. */
const CUES = phraseTable<Cue>([
  [
    [
      "due",
      "due date",
      "due on",
      // What is owed in a month falls due in it.
      "owe",
      "owed",
      "we owe",
      "payment due",
      "jatuh tempo",
      "jatuh tempo pada",
      "jth tempo",
      "tanggal jatuh tempo",
      "tgl jatuh tempo",
    ],
    { filter: "dueDate" },
  ],
  [
    [
      "expire",
      "expires",
      "expiry",
      "expiry date",
      "expiration",
      "expiration date",
      "end date",
      "end",
      "ends",
      "ending",
      "berakhir",
      "berakhirnya",
      "tanggal berakhir",
      "habis",
      "valid until",
      "valid till",
      "valid through",
      "berlaku sampai",
      "berlaku hingga",
      "berlaku s/d",
      // A contract renews when its current term ends.
      "renew",
      "renews",
      "renewal",
      "renewal date",
      "diperpanjang",
      "perpanjangan",
    ],
    { filter: "expiryDate" },
  ],
  [
    [
      ...["expiring", "akan berakhir", "renewing", "up for renewal", "akan diperpanjang"],
      // Chat Indonesian says a term is about to run out with "mau" or "bakal" ("kontrak mau
      // habis 3 bulan lagi"): the expiry lies ahead, within the period that follows if any.
      ...["mau habis", "mau berakhir", "bakal habis", "bakal berakhir", "akan habis"],
    ],
    { filter: "expiryDate", withoutPeriod: "upcoming" },
  ],
  [
    [
      "expired",
      "kedaluwarsa",
      "kadaluarsa",
      "kadaluwarsa",
      "kedaluarsa",
      "sudah berakhir",
      "telah berakhir",
      "sudah habis",
      "habis masa berlaku",
      "masa berlaku habis",
    ],
    { filter: "expiryDate", withoutPeriod: "past" },
  ],
  [
    [
      ...["segera berakhir", "akan segera berakhir", "segera habis"],
      ...["hampir habis", "hampir berakhir", "about to expire", "almost expired", "near expiry"],
      "nearing expiry",
    ],
    { filter: "expiryDate", withoutPeriod: "soon" },
  ],
  [
    [
      "effective",
      "effective date",
      "effective from",
      "effective since",
      "berlaku",
      "mulai berlaku",
      "berlaku sejak",
      "berlaku mulai",
      "tanggal berlaku",
      "start date",
      "starts",
      "starting",
      "commencing",
      "dimulai",
    ],
    { filter: "effectiveDate" },
  ],
  [
    [
      ...["date", "dated", "issued", "issued on", "diterbitkan", "tanggal", "tgl", "tertanggal"],
      // A contract is dated the day it is signed.
      ...["signed", "signed on", "ditandatangani", "ditandatangani pada", "ditandatangani tanggal"],
    ],
    { filter: "date" },
  ],
]);

type Bound = "since" | "before" | "after" | "until" | "between" | "from";

const BOUNDS = phraseTable<Bound>([
  [["since", "sejak", "semenjak", "mulai", "mulai dari"], "since"],
  [["before", "prior to", "earlier than", "sebelum"], "before"],
  [["after", "later than", "setelah", "sesudah"], "after"],
  [["until", "till", "by", "up to", "no later than", "sampai", "hingga", "paling lambat"], "until"],
  [["between", "antara"], "between"],
  [["from", "dari"], "from"],
]);

const RANGE_JOINS = [
  ...["-", "–", "—", "to", "until", "till", "through", "thru"],
  ...["sampai", "sampai dengan", "hingga", "s/d", "sd", "s.d"],
];
const JOINS = phraseSet(RANGE_JOINS);
/** A range's end is its last period's end however it is led to: "now to the end of March". */
const RANGE_END_LEADS = phraseSet([
  ...["the", "end of", "the end of", "end of the", "the end of the", "the close of"],
  ...["akhir", "akhir dari"],
]);

/** A unit named alone at a range's end is today's: "to the end of the year", "sampai akhir bulan". */
function currentUnit(slots: Slots, at: number, today: string): Period | null {
  const unit = matchPhrase(slots, at, TIME_UNITS);
  return unit && { ...unitContaining(today, unit.value), end: unit.end };
}
const BETWEEN_JOINS = phraseSet([...RANGE_JOINS, "and", "dan"]);

/** Words that may stand between a cue and its period, kept in the chip: "due in", "berakhir pada". */
const FILLERS = new Set([
  "in",
  "on",
  "at",
  "of",
  "for",
  "during",
  "the",
  "pada",
  "di",
  "dalam",
  "selama",
]);

export const TIME_UNITS = phraseTable<Unit>([
  [["day", "days", "hari", "hr"], "day"],
  [["week", "weeks", "minggu", "pekan"], "week"],
  [["month", "months", "bulan", "bln"], "month"],
  [["quarter", "quarters", "kuartal", "kwartal", "triwulan"], "quarter"],
  [["year", "years", "tahun", "thn"], "year"],
]);
const ONE_UNIT = phraseTable<Unit>([
  [["sehari"], "day"],
  [["seminggu", "sepekan"], "week"],
  [["sebulan"], "month"],
  [["setahun"], "year"],
]);

const NAMED_DAYS = phraseTable<number>([
  // "between now and March", "dari sekarang sampai akhir tahun": a range from today.
  [["today", "hari ini", "now", "right now", "sekarang", "saat ini"], 0],
  [["yesterday", "kemarin", "kemaren"], -1],
  [["tomorrow", "besok"], 1],
]);

const SOON = phraseSet(["soon", "shortly", "segera", "dalam waktu dekat"]);
const SOON_DAYS = 30;

const TO_DATE = phraseTable<Unit>([
  [["ytd", "year to date"], "year"],
  [["qtd", "quarter to date"], "quarter"],
  [["mtd", "month to date"], "month"],
]);

const OFFSET_BEFORE_UNIT = phraseTable<number>([
  [["this", "current"], 0],
  [["last", "previous", "past"], -1],
  [["next", "coming", "upcoming"], 1],
]);
const OFFSET_AFTER_UNIT = phraseTable<number>([
  [["ini", "sekarang", "berjalan"], 0],
  [["lalu", "yang lalu", "kemarin", "kemaren", "sebelumnya"], -1],
  [["depan", "mendatang", "berikutnya", "yang akan datang"], 1],
]);

type Direction = "back" | "forward" | "ago";

const ROLLING_LEADS = phraseTable<Direction>([
  [["last", "past", "previous"], "back"],
  [["next", "coming", "in", "within", "within the next", "dalam"], "forward"],
]);
const ROLLING_TRAILS = phraseTable<Direction>([
  [["terakhir", "belakangan", "ke belakang"], "back"],
  // "3 bulan lagi" is three months from now: what falls in it lies ahead.
  [["ke depan", "mendatang", "berikutnya", "yang akan datang", "lagi"], "forward"],
  [["ago", "lalu", "yang lalu"], "ago"],
]);

const QUARTER_WORDS = phraseSet(["quarter", "kuartal", "kwartal", "triwulan", "kw"]);
const QUARTER_CODE = /^q([1-4])$/;
const ORDINALS = phraseTable<number>([
  [["1", "i", "one", "first", "1st", "satu", "pertama", "kesatu", "ke-1"], 1],
  [["2", "ii", "two", "second", "2nd", "dua", "kedua", "ke-2"], 2],
  [["3", "iii", "three", "third", "3rd", "tiga", "ketiga", "ke-3"], 3],
  [["4", "iv", "four", "fourth", "4th", "empat", "keempat", "ke-4"], 4],
]);

const MONTH_PREFIXES = phraseSet(["bulan", "bln", "month of", "the month of"]);
const YEAR_PREFIXES = phraseSet(["tahun", "thn", "year", "of"]);
const WRITTEN_YEAR = /^\d{4}$/;

function writtenYear(slots: Slots, at: number): { year: number; end: number } | null {
  const index = matchPhrase(slots, at, YEAR_PREFIXES)?.end ?? at;
  const token = slots[index];
  if (!isFreeWord(token) || !WRITTEN_YEAR.test(token.key)) return null;
  const year = Number(token.key);
  return isCalendarYear(year) ? { year, end: index + 1 } : null;
}

/** The period in the year written after it, else in today's year and open to another. */
function inWrittenOrCurrentYear(
  slots: Slots,
  at: number,
  today: string,
  spanIn: (year: number) => Span,
): Period {
  const written = writtenYear(slots, at);
  if (written) return { ...spanIn(written.year), end: written.end };
  return { ...spanIn(yearOf(today)), end: at, inYear: spanIn };
}

const writtenDate: PeriodReader = (slots, at) => {
  const token = slots[at];
  if (!token?.date) return null;
  const day = { from: token.date, to: token.date, end: at + 1 };
  if (parseDate(token.text) !== null) return day;
  const inYear = (year: number) => {
    const iso = parseDate(`${token.text} ${year}`);
    return iso ? { from: iso, to: iso } : null;
  };
  return { ...day, inYear };
};

const namedDay: PeriodReader = (slots, at, today) => {
  const named = matchPhrase(slots, at, NAMED_DAYS);
  const day = named && shift(today, "day", named.value);
  return named && day ? { from: day, to: day, end: named.end } : null;
};

const soon: PeriodReader = (slots, at, today) => {
  const word = matchPhrase(slots, at, SOON);
  return word && { ...soonSpan(today), end: word.end };
};

function soonSpan(today: string): Span {
  return { from: today, to: addDays(today, SOON_DAYS - 1) };
}

const toDate: PeriodReader = (slots, at, today) => {
  const unit = matchPhrase(slots, at, TO_DATE);
  return unit && { from: unitContaining(today, unit.value).from, to: today, end: unit.end };
};

function unitCount(slots: Slots, at: number): { count: number; unit: Unit; end: number } | null {
  const single = matchPhrase(slots, at, ONE_UNIT);
  if (single) return { count: 1, unit: single.value, end: single.end };
  const token = slots[at];
  const unit = matchPhrase(slots, at + 1, TIME_UNITS);
  if (!isFreeWord(token) || !unit) return null;
  const count = /^\d{1,4}$/.test(token.key) ? Number(token.key) : wordsToNumber(token.key);
  return count && Number.isInteger(count) ? { count, unit: unit.value, end: unit.end } : null;
}

function rollingRange(
  direction: Direction,
  span: { count: number; unit: Unit },
  today: string,
): Span | null {
  switch (direction) {
    case "back": {
      const before = shift(today, span.unit, -span.count);
      return before ? { from: addDays(before, 1), to: today } : null;
    }
    case "forward": {
      const after = shift(today, span.unit, span.count);
      return after ? { from: today, to: addDays(after, -1) } : null;
    }
    case "ago": {
      const day = shift(today, span.unit, -span.count);
      return day ? unitContaining(day, span.unit) : null;
    }
  }
}

/** "last 30 days", "30 hari terakhir", "in 2 weeks", "dalam 7 hari", "2 bulan lalu". */
const rollingSpan: PeriodReader = (slots, at, today) => {
  const lead = matchPhrase(slots, at, ROLLING_LEADS);
  const span = unitCount(slots, lead?.end ?? at);
  if (!span) return null;
  const trail = matchPhrase(slots, span.end, ROLLING_TRAILS);
  // The word after wins: "dalam 30 hari terakhir" looks back.
  const direction = trail?.value ?? lead?.value;
  const range = direction ? rollingRange(direction, span, today) : null;
  return range && { ...range, end: trail?.end ?? span.end };
};

/** "this week", "last month", "next year", "minggu ini", "bulan lalu", "tahun depan". */
const relativeUnit: PeriodReader = (slots, at, today) => {
  const before = matchPhrase(slots, at, OFFSET_BEFORE_UNIT);
  const unit = matchPhrase(slots, before?.end ?? at, TIME_UNITS);
  if (!unit) return null;
  const after = before ? null : matchPhrase(slots, unit.end, OFFSET_AFTER_UNIT);
  const offset = before?.value ?? after?.value;
  const day = offset === undefined ? null : shift(today, unit.value, offset);
  return day ? { ...unitContaining(day, unit.value), end: after?.end ?? unit.end } : null;
};

function quarterNumber(slots: Slots, at: number): { quarter: number; end: number } | null {
  const token = slots[at];
  const code = isFreeWord(token) ? QUARTER_CODE.exec(token.key) : null;
  if (code) return { quarter: Number(code[1]), end: at + 1 };
  const word = matchPhrase(slots, at, QUARTER_WORDS);
  const ordinalAfter = word && matchPhrase(slots, word.end, ORDINALS);
  if (ordinalAfter) return { quarter: ordinalAfter.value, end: ordinalAfter.end };
  const ordinal = matchPhrase(slots, at, ORDINALS);
  const wordAfter = ordinal && matchPhrase(slots, ordinal.end, QUARTER_WORDS);
  return ordinal && wordAfter ? { quarter: ordinal.value, end: wordAfter.end } : null;
}

/** "Q3 2025", "kuartal 3 2025", "triwulan III 2025", "third quarter", "Q1". */
const quarter: PeriodReader = (slots, at, today) => {
  const found = quarterNumber(slots, at);
  return (
    found &&
    inWrittenOrCurrentYear(slots, found.end, today, (year) => quarterSpan(year, found.quarter))
  );
};

const HALF_WORDS = phraseSet(["half", "semester", "paruh", "paruh tahun"]);
const HALF_CODE = /^h([12])$/;
const HALF_ORDINALS = phraseTable<number>([
  [["1", "i", "first", "1st", "satu", "pertama", "kesatu", "ke-1"], 1],
  [["2", "ii", "second", "2nd", "dua", "kedua", "ke-2"], 2],
]);

/**
 * "H1 2025", "H2", "first half of 2025", "semester 1 2025", "paruh kedua 2024": a year's
 * January–June or July–December, as owners and accountants split it.
 */
const half: PeriodReader = (slots, at, today) => {
  const token = slots[at];
  const code = isFreeWord(token) ? HALF_CODE.exec(token.key) : null;
  const word = code ? null : matchPhrase(slots, at, HALF_WORDS);
  const ordinalAfter = word && matchPhrase(slots, word.end, HALF_ORDINALS);
  const ordinal = code || word ? null : matchPhrase(slots, at, HALF_ORDINALS);
  const wordAfter = ordinal && matchPhrase(slots, ordinal.end, HALF_WORDS);
  const found = code
    ? { half: Number(code[1]), end: at + 1 }
    : ordinalAfter
      ? { half: ordinalAfter.value, end: ordinalAfter.end }
      : ordinal && wordAfter
        ? { half: ordinal.value, end: wordAfter.end }
        : null;
  // Said in words, a half names the year it is of: "the second half of the contract" is no date.
  if (!found || (!code && !writtenYear(slots, found.end))) return null;
  const spanIn = (year: number): Span => ({
    from: monthSpan(year, found.half * 6 - 5).from,
    to: monthSpan(year, found.half * 6).to,
  });
  return inWrittenOrCurrentYear(slots, found.end, today, spanIn);
};

/** "Oktober 2025", "Okt 2025", "bulan Oktober", "October". */
const monthName: PeriodReader = (slots, at, today) => {
  const prefix = matchPhrase(slots, at, MONTH_PREFIXES);
  const index = prefix?.end ?? at;
  const token = slots[index];
  const month = isFreeWord(token) ? token.month : undefined;
  if (!token || month === undefined) return null;
  const period = inWrittenOrCurrentYear(slots, index + 1, today, (year) => monthSpan(year, month));
  // "may" is a verb more often than a month: it takes a capital, a year or "bulan" to be one.
  const verb = token.text === "may" && !prefix && period.inYear !== undefined;
  return verb ? null : period;
};

/** "2024", "tahun 2024", "year 2024". */
const year: PeriodReader = (slots, at) => {
  const written = writtenYear(slots, at);
  return written && { ...yearSpan(written.year), end: written.end };
};

type Part = "early" | "middle" | "late";

/**
 * A part of a period, as people remember when a paper came: "awal bulan", "pertengahan 2025",
 * "akhir Maret", "early 2025". Not "end of", which names the period's last day in "before the
 * end of 2026" more often than its last weeks.
 */
const PARTS = phraseTable<Part>([
  [
    ["awal", "permulaan", "early", "beginning of", "the beginning of", "start of", "the start of"],
    "early",
  ],
  [["pertengahan", "mid", "middle of", "the middle of"], "middle"],
  [["akhir"], "late"],
]);

/** A period's first, middle or last third: a month's days 1–10, 11–20 and 21 to its end. */
function partOf(span: Span, part: Part): Span & { point: string } {
  const days = Math.round((Date.parse(span.to) - Date.parse(span.from)) / 86_400_000) + 1;
  const third = Math.floor(days / 3);
  switch (part) {
    case "early":
      return { from: span.from, to: addDays(span.from, third - 1), point: span.from };
    case "middle":
      return {
        from: addDays(span.from, third),
        to: addDays(span.to, -third),
        point: addDays(span.from, Math.floor(days / 2)),
      };
    case "late":
      return { from: addDays(span.to, 1 - third), to: span.to, point: span.to };
  }
}

/** "awal bulan" (this month's), "akhir bulan lalu", "pertengahan Maret 2025", "early 2025". */
const partOfPeriod: PeriodReader = (slots, at, today) => {
  const part = matchPhrase(slots, at, PARTS);
  if (!part) return null;
  const period = readPeriod(slots, part.end, today);
  if (period) {
    const inYear = period.inYear;
    return {
      ...partOf(period, part.value),
      end: period.end,
      ...(inYear
        ? { inYear: (year: number) => (inYear(year) ? partOf(inYear(year)!, part.value) : null) }
        : {}),
    };
  }
  // A unit alone after a part is today's: "awal bulan" is the start of this month.
  const unit = matchPhrase(slots, part.end, TIME_UNITS);
  return unit && { ...partOf(unitContaining(today, unit.value), part.value), end: unit.end };
};

/** Tried in order: the more specific first ("2 bulan lalu" before "bulan lalu"). */
const PERIOD_READERS: PeriodReader[] = [
  partOfPeriod,
  writtenDate,
  namedDay,
  soon,
  toDate,
  rollingSpan,
  relativeUnit,
  quarter,
  half,
  monthName,
  year,
];

function readPeriod(slots: Slots, at: number, today: string): Period | null {
  for (const read of PERIOD_READERS) {
    const period = read(slots, at, today);
    if (period) return period;
  }
  return null;
}

/**
 * "1 Jan – 31 Mar 2026", "Januari sampai Maret 2025": a first period written without its year
 * takes the last one's, or the year before when that would run backwards ("Desember – Februari
 * 2026").
 */
function sameYearAs(first: Period, last: Period): Span {
  const lastYear = yearOf(last.to);
  const same = first.inYear?.(lastYear);
  if (same && same.from <= last.to) return same;
  return first.inYear?.(lastYear - 1) ?? first;
}

function readPeriodOrRange(
  slots: Slots,
  at: number,
  today: string,
  joins: PhraseTable<true>,
): Period | null {
  const first = readPeriod(slots, at, today);
  const join = first && matchPhrase(slots, first.end, joins);
  const lead = join && matchPhrase(slots, join.end, RANGE_END_LEADS);
  const lastAt = lead?.end ?? join?.end;
  const last =
    join && lastAt !== undefined
      ? (readPeriod(slots, lastAt, today) ?? (lead ? currentUnit(slots, lastAt, today) : null))
      : null;
  if (!first || !last) return first;
  const start = first.inYear && !last.inYear ? sameYearAs(first, last) : first;
  return start.from <= last.to ? { from: start.from, to: last.to, end: last.end } : first;
}

/**
 * A period written without its year that has not begun yet is last year's when the query
 * looks back: "sejak Januari" read in March, "receipts from October" read in January.
 */
function mostRecent(period: Period, today: string): PointedSpan {
  if (!period.inYear || period.from <= today) return period;
  return period.inYear(yearOf(today) - 1) ?? period;
}

function bounded(period: Span, bound: Bound | undefined, today: string): DateRange {
  switch (bound) {
    case "since":
      return { from: period.from, to: today };
    case "before":
      return { from: null, to: addDays(period.from, -1) };
    case "after":
      return { from: addDays(period.to, 1), to: null };
    case "until":
      return { from: null, to: period.to };
    default:
      return { from: period.from, to: period.to };
  }
}

function readRange(
  slots: Slots,
  at: number,
  today: string,
  filter: DateFilter,
): { range: DateRange; end: number } | null {
  const bound = matchPhrase(slots, at, BOUNDS);
  const joins = bound?.value === "between" ? BETWEEN_JOINS : JOINS;
  const period = readPeriodOrRange(slots, bound?.end ?? at, today, joins);
  if (!period) return null;
  // Documents are dated in the past; due and expiry dates of a bare month are this year's.
  const looksBack =
    bound?.value === "since" ||
    (filter === "date" && (bound === null || bound.value === "from" || bound.value === "between"));
  const latest = looksBack ? mostRecent(period, today) : period;
  // "sebelum awal Maret" is before its first day, not before its first third.
  const resolved = bound && latest.point ? { from: latest.point, to: latest.point } : latest;
  return { range: bounded(resolved, bound?.value, today), end: period.end };
}

function readRangeAfterFillers(slots: Slots, at: number, today: string, filter: DateFilter) {
  for (let index = at; index < slots.length; index++) {
    const found = readRange(slots, index, today, filter);
    if (found) return found;
    const token = slots[index];
    if (!isFreeWord(token) || !FILLERS.has(token.key)) return null;
  }
  return null;
}

function rangeWithoutPeriod(meaning: WithoutPeriod, today: string): DateRange {
  switch (meaning) {
    case "past":
      return { from: null, to: addDays(today, -1) };
    case "upcoming":
      return { from: today, to: null };
    case "soon":
      return soonSpan(today);
  }
}

function dateReading(filter: DateFilter, range: DateRange, end: number): Reading {
  const set: QueryFilters = {};
  set[filter] = range;
  return { end, filter, set };
}

/** A period, with the word that says which date it filters: "jatuh tempo minggu ini". */
export const readDateFilter: Reader = (slots, at, { today }) => {
  const cue = matchPhrase(slots, at, CUES);
  const filter = cue?.value.filter ?? "date";
  const found = readRangeAfterFillers(slots, cue?.end ?? at, today, filter);
  if (found) return dateReading(filter, found.range, found.end);
  const meaning = cue?.value.withoutPeriod;
  return cue && meaning ? dateReading(filter, rangeWithoutPeriod(meaning, today), cue.end) : null;
};
