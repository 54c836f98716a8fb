/**
 * Dates, durations and date ranges in Indonesian and English documents → ISO `YYYY-MM-DD`.
 * Day-month-year is the rule (domain/indonesia.md §4.3); month-first only where day-first is
 * impossible or the caller says so. Our own patterns rather than a general date library: the
 * rules that matter here (day first, `Agt`, two-digit years, no relative dates, nothing read
 * out of amounts or codes) are short to state and cheap to run on every line.
 */
import { NUMBER_WORD_LIST, wordsToNumber } from "./terbilang.ts";

export interface DateOptions {
  /** Read `05/10/2025` as 5 October (default) rather than May 10. */
  dayFirst?: boolean;
  /** Gives the year to a date written without one ("14 Okt"); without it such dates are skipped. */
  reference?: Date;
}

export interface FoundDate {
  iso: string;
  start: number;
  end: number;
  text: string;
}

export interface Duration {
  years: number;
  months: number;
  days: number;
}

const MONTHS: Record<string, number> = {
  januari: 1,
  january: 1,
  jan: 1,
  februari: 2,
  pebruari: 2,
  february: 2,
  feb: 2,
  peb: 2,
  maret: 3,
  march: 3,
  mar: 3,
  april: 4,
  apr: 4,
  mei: 5,
  may: 5,
  juni: 6,
  june: 6,
  jun: 6,
  juli: 7,
  july: 7,
  jul: 7,
  agustus: 8,
  august: 8,
  agust: 8,
  agu: 8,
  agt: 8,
  ags: 8,
  aug: 8,
  september: 9,
  sept: 9,
  sep: 9,
  oktober: 10,
  october: 10,
  okt: 10,
  oct: 10,
  november: 11,
  nopember: 11,
  nov: 11,
  nop: 11,
  desember: 12,
  december: 12,
  des: 12,
  dec: 12,
  // French, Dutch and German, as European suppliers' invoices print them.
  janvier: 1,
  januar: 1,
  février: 2,
  fevrier: 2,
  februar: 2,
  mars: 3,
  maart: 3,
  märz: 3,
  maerz: 3,
  avril: 4,
  mai: 5,
  juin: 6,
  juillet: 7,
  août: 8,
  aout: 8,
  augustus: 8,
  septembre: 9,
  octobre: 10,
  novembre: 11,
  décembre: 12,
  decembre: 12,
  dezember: 12,
};
const WEEKDAYS = [
  "senin",
  "selasa",
  "rabu",
  "kamis",
  "jumat",
  "jum'at",
  "jum’at",
  "sabtu",
  "minggu",
  "ahad",
  "monday",
  "tuesday",
  "wednesday",
  "thursday",
  "friday",
  "saturday",
  "sunday",
  "mon",
  "tue",
  "tues",
  "wed",
  "thu",
  "thur",
  "thurs",
  "fri",
  "sat",
  "sun",
];

const longestFirst = (words: readonly string[]) =>
  [...words].sort((a, b) => b.length - a.length).join("|");
const MONTH = `(?:${longestFirst(Object.keys(MONTHS))})(?!\\p{L})\\.?`;
const WEEKDAY = `(?:${longestFirst(WEEKDAYS)})(?!\\p{L})\\.?,?\\s{1,3}`;
const ORDINAL = "(?:st|nd|rd|th)?";
/** Not glued into a code: INV/2025/10/14 and 01.234.567.8-901.000 hold no dates. */
const FREE_START = "(?<![\\p{L}\\p{N}]|[\\p{L}\\p{N}][-./])";
const FREE_END = "(?![\\p{N}]|[-./]\\p{N})";

/** 14 Oktober 2025, Senin, 14 Okt 2025, 14th October 2025, 14-Oct-25, "13 (tiga belas) bulan Januari tahun 2025". */
const DAY_MONTH_YEAR = new RegExp(
  "(?<![\\p{L}\\p{N}])" +
    `(?:${WEEKDAY}(?:(?:tanggal|tgl)\\.?\\s{0,3})?)?` +
    `(?<day>\\d{1,2})${ORDINAL}` +
    // A stray dot before the day in words ("24. (dua puluh empat)") is OCR's.
    "(?:[\\s.]{0,3}\\([^()\\d]{1,40}\\))?" +
    "[\\s.\\-/]{0,3}(?:of\\s{1,3})?(?:bulan\\s{1,3})?" +
    `(?<month>${MONTH})` +
    // A two-digit year needs its own mark (14-Okt-25, 14 Okt '25): "1 Mei 15 Juni" is two dates.
    "(?:[\\s,.\\-/]{0,3}(?:tahun\\s{1,3})?(?<year>\\d{4})(?![\\p{N}]|[.,:]\\p{N})" +
    "|(?:[-/.]|\\s{0,2}')(?<shortYear>\\d{2})(?![\\p{N}]|[.,:]\\p{N}))?",
  "giu",
);
/** October 14, 2025; Oct 14 2025; Monday, October 14th, 2025. */
const MONTH_DAY_YEAR = new RegExp(
  "(?<![\\p{L}\\p{N}])" +
    `(?:${WEEKDAY})?` +
    `(?<month>${MONTH})\\s{0,3}(?<day>\\d{1,2})${ORDINAL}(?![\\p{N}])` +
    "\\s{0,2},?\\s{0,3}(?<year>\\d{4})(?![\\p{N}])",
  "giu",
);
/** A till prints its time glued on: "12.04.25-19:42". */
const FREE_END_OR_TIME = "(?![\\p{N}]|[-./](?!\\d{1,2}:\\d{2}(?!\\p{N}))\\p{N})";
/** 14/10/2025, 14-10-25, 14.10.25, 10/25/2025 (month first only when day first is impossible). */
const NUMERIC = new RegExp(
  FREE_START +
    "(?<first>\\d{1,2})\\s?(?<sep>[/.\\-])\\s?(?<second>\\d{1,2})\\s?\\k<sep>\\s?(?<year>\\d{4}|\\d{2})" +
    FREE_END_OR_TIME,
  "gu",
);
/** 2025-10-14, 2025/10/14, 2025.10.14. */
const YEAR_FIRST = new RegExp(
  FREE_START + "(?<year>\\d{4})(?<sep>[-/.])(?<month>\\d{1,2})\\k<sep>(?<day>\\d{1,2})" + FREE_END,
  "gu",
);

function monthNumber(word: string): number {
  return MONTHS[word.toLowerCase().replace(/\.$/, "")] ?? 0;
}

function fullYear(written: string): number {
  return written.length === 2 ? 2000 + Number(written) : Number(written);
}

/** A real calendar day between 1900 and 2100 as ISO, else null (31 Feb, month 13…). */
function isoDate(year: number, month: number, day: number): string | null {
  if (year < 1900 || year > 2100 || month < 1 || month > 12 || day < 1) return null;
  if (day > daysInMonth(year, month)) return null;
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function numericDate(first: number, second: number, year: number, dayFirst: boolean) {
  let [day, month] = dayFirst ? [first, second] : [second, first];
  if (month > 12 && day <= 12) [day, month] = [month, day];
  return isoDate(year, month, day);
}

/**
 * Every date in the text, in order, none overlapping. Day first unless `dayFirst: false`; a
 * date without a year is kept only when `reference` gives one (its UTC year).
 */
export function findDates(text: string, options: DateOptions = {}): FoundDate[] {
  if (!/\d/.test(text)) return [];
  const dayFirst = options.dayFirst ?? true;
  const referenceYear = options.reference?.getUTCFullYear();
  const candidates: FoundDate[] = [];
  const add = (match: RegExpExecArray, iso: string | null) => {
    if (iso)
      candidates.push({
        iso,
        start: match.index,
        end: match.index + match[0].length,
        text: match[0],
      });
  };

  for (const match of text.matchAll(DAY_MONTH_YEAR)) {
    const { day = "", month = "", year, shortYear } = match.groups ?? {};
    const written = year ?? shortYear;
    const fullYearNumber = written ? fullYear(written) : referenceYear;
    if (fullYearNumber !== undefined)
      add(match, isoDate(fullYearNumber, monthNumber(month), Number(day)));
  }
  for (const match of text.matchAll(MONTH_DAY_YEAR)) {
    const { day = "", month = "", year = "" } = match.groups ?? {};
    add(match, isoDate(Number(year), monthNumber(month), Number(day)));
  }
  for (const match of text.matchAll(NUMERIC)) {
    const { first = "", second = "", year = "" } = match.groups ?? {};
    add(match, numericDate(Number(first), Number(second), fullYear(year), dayFirst));
  }
  for (const match of text.matchAll(YEAR_FIRST)) {
    const { year = "", month = "", day = "" } = match.groups ?? {};
    add(match, isoDate(Number(year), Number(month), Number(day)));
  }

  candidates.sort((a, b) => a.start - b.start || b.end - a.end);
  const dates: FoundDate[] = [];
  for (const candidate of candidates) {
    const previous = dates.at(-1);
    if (!previous || candidate.start >= previous.end) dates.push(candidate);
  }
  return dates;
}

/**
 * The first date in the text as ISO `YYYY-MM-DD`: "14/10/2025", "Senin, 14 Oktober 2025",
 * "tgl. 5 Agt 2025", "October 14, 2025", "2025-10-14". Null when there is none or it does not
 * exist (31/02/2025). Two-digit years are 20xx.
 */
export function parseDate(text: string, options: DateOptions = {}): string | null {
  return findDates(text, options)[0]?.iso ?? null;
}

const NUMBER_WORD = `(?:${longestFirst(NUMBER_WORD_LIST)})(?!\\p{L})`;
// At most eight words ("tiga ratus enam puluh lima" is five): a long run of number words that
// no unit follows would otherwise be retried from every word, quadratic in the line.
const NUMBER_IN_WORDS = `${NUMBER_WORD}(?:(?:[\\s-]{1,3}(?:and|dan))?[\\s-]{1,3}${NUMBER_WORD}){0,7}`;
const DURATION_PART = new RegExp(
  "(?<![\\p{L}\\p{N}])(?:" +
    "(?:(?<digits>\\d{1,4})(?:\\s{0,3}\\(\\s{0,3}(?<inWords>" +
    NUMBER_IN_WORDS +
    ")\\s{0,3}\\))?" +
    "|(?<words>" +
    NUMBER_IN_WORDS +
    ")(?:\\s{0,3}\\(\\s{0,3}(?<inDigits>\\d{1,4})\\s{0,3}\\))?)" +
    "\\s{1,3}(?<unit>tahun|thn|years?|yrs?|bulan|bln|months?|minggu|pekan|weeks?|" +
    "hari(?:\\s+(?:kalender|kerja))?|(?:calendar\\s+|business\\s+|working\\s+)?days?)" +
    "|(?<single>setahun|sebulan|seminggu|sehari))(?!\\p{L})" +
    // "tanggal 13 (tiga belas) bulan Januari" is a date, not thirteen months.
    `(?!\\s{1,3}${MONTH})`,
  "giu",
);
const BETWEEN_PARTS = /^\s*(?:,|dan|and)?\s*$/i;

type DurationUnit = "years" | "months" | "weeks" | "days";

function unitOf(word: string): DurationUnit | "working days" {
  const unit = word.toLowerCase();
  if (/kerja|business|working/.test(unit)) return "working days";
  if (/^(?:tahun|thn|years?|yrs?|setahun)$/.test(unit)) return "years";
  if (/^(?:bulan|bln|months?|sebulan)$/.test(unit)) return "months";
  if (/^(?:minggu|pekan|weeks?|seminggu)$/.test(unit)) return "weeks";
  return "days";
}

function partCount(groups: Record<string, string | undefined>): number | null {
  if (groups.single) return 1;
  const digits = groups.digits ?? groups.inDigits;
  const words = groups.words ?? groups.inWords;
  const fromWords = words === undefined ? undefined : wordsToNumber(words);
  if (fromWords === null) return null;
  // "2 (tiga) tahun" disagrees with itself: better no duration than a wrong one.
  if (digits !== undefined && fromWords !== undefined && Number(digits) !== fromWords) return null;
  return digits !== undefined ? Number(digits) : (fromWords ?? null);
}

/**
 * The first duration in the text: "2 (dua) tahun", "24 (dua puluh empat) bulan", "a period of
 * three (3) years", "1 tahun 6 bulan", "sixty (60) days", "setahun". Weeks count as 7 days.
 * Null when digits and words disagree, and for working days ("14 hari kerja"), which no
 * calendar arithmetic can turn into an end date.
 */
export function parseDuration(text: string): Duration | null {
  const duration: Duration = { years: 0, months: 0, days: 0 };
  let previousEnd: number | null = null;
  for (const match of text.matchAll(DURATION_PART)) {
    if (previousEnd !== null && !BETWEEN_PARTS.test(text.slice(previousEnd, match.index))) break;
    const groups = match.groups ?? {};
    const count = partCount(groups);
    const unit = unitOf(groups.unit ?? groups.single ?? "");
    if (count === null || unit === "working days") return null;
    if (unit === "weeks") duration.days += count * 7;
    else duration[unit] += count;
    previousEnd = match.index + match[0].length;
  }
  return previousEnd === null ? null : duration;
}

function isoParts(iso: string): [number, number, number] {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  const [year, month, day] = match
    ? [Number(match[1]), Number(match[2]), Number(match[3])]
    : [0, 0, 0];
  if (!isoDate(year, month, day)) throw new RangeError(`Not an ISO date: ${iso}`);
  return [year, month, day];
}

function toIso(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/**
 * The date a duration after `iso`. Plain arithmetic by default (1 Jan 2025 + 2 years =
 * 1 Jan 2027; 31 Jan + 1 month = 28 Feb). With `inclusive`, the start day counts as the first
 * day of the term, which is how Indonesian contracts read "2 (dua) tahun terhitung sejak
 * 1 Januari 2025": the term ends 31 Desember 2026, the day before the anniversary (and the last
 * day of the month when the anniversary does not exist: 31 Jan + 1 month → 28 Feb).
 */
export function addDuration(
  iso: string,
  duration: Duration,
  options: { inclusive?: boolean } = {},
): string {
  const [year, month, day] = isoParts(iso);
  const monthIndex = month - 1 + duration.years * 12 + duration.months;
  const targetYear = year + Math.floor(monthIndex / 12);
  const targetMonth = (((monthIndex % 12) + 12) % 12) + 1;
  const lastDay = daysInMonth(targetYear, targetMonth);

  if (!options.inclusive) {
    const date = new Date(Date.UTC(targetYear, targetMonth - 1, Math.min(day, lastDay)));
    date.setUTCDate(date.getUTCDate() + duration.days);
    return toIso(date);
  }
  // The first day after the term; a missing anniversary day rolls to the next month's first.
  const after =
    day > lastDay
      ? new Date(Date.UTC(targetYear, targetMonth, 1))
      : new Date(Date.UTC(targetYear, targetMonth - 1, day));
  after.setUTCDate(after.getUTCDate() + duration.days - 1);
  return toIso(after);
}

const RANGE_WORD =
  "s\\.?\\s?\\/\\s?d\\.?|s\\.d\\.?|sd|sampai\\s+dengan|sampai|hingga|until|till|through|thru|to|[-–—~]";
const RANGE_BETWEEN = new RegExp(
  `^\\s*(?:${RANGE_WORD})\\s*(?:(?:tanggal|tgl\\.?|the)\\s+)?$`,
  "iu",
);
const AND_BETWEEN = /^\s*(?:and|dan)\s*(?:(?:tanggal|tgl\.?)\s+)?$/iu;
const BETWEEN_BEFORE = /(?:between|antara)(?:\s+(?:tanggal|tgl\.?))?\s*$/iu;
/** 1–15 Mei 2025 */
const SHARED_MONTH = new RegExp(
  `(?<![\\p{L}\\p{N}])(?<firstDay>\\d{1,2})\\s{0,2}(?:${RANGE_WORD})\\s{0,2}(?<lastDay>\\d{1,2})\\s{1,3}` +
    `(?<lastMonth>${MONTH})[\\s,]{1,3}(?<year>\\d{4})(?!\\p{N})`,
  "iu",
);
/** 1 Mei – 15 Juni 2025 */
const SHARED_YEAR = new RegExp(
  `(?<![\\p{L}\\p{N}])(?<firstDay>\\d{1,2})\\s{1,3}(?<firstMonth>${MONTH})\\s{0,2}(?:${RANGE_WORD})\\s{0,2}` +
    `(?<lastDay>\\d{1,2})\\s{1,3}(?<lastMonth>${MONTH})[\\s,]{1,3}(?<year>\\d{4})(?!\\p{N})`,
  "iu",
);
/** May 1–15, 2025 */
const SHARED_MONTH_ENGLISH = new RegExp(
  `(?<![\\p{L}\\p{N}])(?<lastMonth>${MONTH})\\s{1,3}(?<firstDay>\\d{1,2})\\s{0,2}(?:${RANGE_WORD})\\s{0,2}` +
    `(?<lastDay>\\d{1,2}),?\\s{1,3}(?<year>\\d{4})(?!\\p{N})`,
  "iu",
);

interface DateRange {
  start: string;
  end: string;
}

function sharedRange(match: RegExpExecArray | null): (DateRange & { at: number }) | null {
  if (!match?.groups) return null;
  const { firstDay = "", lastDay = "", lastMonth = "", firstMonth, year = "" } = match.groups;
  const endMonth = monthNumber(lastMonth);
  const startMonth = firstMonth ? monthNumber(firstMonth) : endMonth;
  // "1 Desember – 31 Januari 2026" starts in the year before.
  const startYear = startMonth > endMonth ? Number(year) - 1 : Number(year);
  const start = isoDate(startYear, startMonth, Number(firstDay));
  const end = isoDate(Number(year), endMonth, Number(lastDay));
  return start && end && start <= end ? { start, end, at: match.index } : null;
}

/**
 * The first span from one date to another: "1 Januari 2025 s/d 31 Desember 2025", "from
 * 1 June 2025 to 31 May 2026", "between 1 June 2025 and 31 May 2026", "1–15 Mei 2025",
 * "1 Mei – 15 Juni 2025", "May 1–15, 2025". Null when there is none or it runs backwards.
 */
export function findDateRange(text: string, options: DateOptions = {}): DateRange | null {
  const candidates: Array<DateRange & { at: number }> = [];
  for (const pattern of [SHARED_MONTH, SHARED_YEAR, SHARED_MONTH_ENGLISH]) {
    const range = sharedRange(pattern.exec(text));
    if (range) candidates.push(range);
  }
  const dates = findDates(text, options);
  for (let index = 0; index + 1 < dates.length; index++) {
    const first = dates[index];
    const second = dates[index + 1];
    if (!first || !second) continue;
    const between = text.slice(first.end, second.start);
    const joined =
      RANGE_BETWEEN.test(between) ||
      (AND_BETWEEN.test(between) &&
        BETWEEN_BEFORE.test(text.slice(Math.max(0, first.start - 24), first.start)));
    if (joined && first.iso <= second.iso) {
      candidates.push({ start: first.iso, end: second.iso, at: first.start });
      break;
    }
  }
  candidates.sort((a, b) => a.at - b.at);
  const first = candidates[0];
  return first ? { start: first.start, end: first.end } : null;
}
