import { parseDuration, type Duration } from "./normalize/index.ts";

/**
 * Notice given ahead of a contract's end: "written notice at least sixty (60) days prior to the
 * expiration", "pemberitahuan tertulis selambat-lambatnya 30 (tiga puluh) hari sebelum
 * berakhirnya". The duration must stand right before the word that puts it ahead of the end,
 * in a sentence that speaks of notice: "payment within 30 days before delivery" is no notice.
 */
const NOTICE_WORDS =
  /\b(?:notice|notif(?:y|ies|ied|ying)|notification|pemberitahuan|memberitahukan|memberitahu|pemberitahuannya)\b/i;
/**
 * In a sentence that renews the contract, ending it "within sixty (60) days prior to the
 * expiration" is the notice too, though the word notice is not there.
 */
const ENDING_WORDS =
  /\b(?:terminat\w*|not\s+to\s+(?:renew|extend)|non-?renewal|cancel\w*|mengakhiri|pengakhiran)\b/i;
const AHEAD_OF_END =
  /\b(?:prior\s+to|before|preceding|in\s+advance\s+of|sebelum(?:nya)?|sebelum\s+tanggal)\b/gi;
/** How far back from the "prior to" a duration may start: "at least N (words) calendar days". */
const DURATION_REACH = 60;

/**
 * The notice period the clause gives, or null when it names none or a duration that cannot be
 * counted in calendar days (working days). `renews`: the clause renews the contract, so ending
 * it some time before the end is notice too.
 */
export function findNoticePeriod(
  clause: string,
  options: { renews?: boolean } = {},
): Duration | null {
  const text = spelledDurations(clause.replace(/\s+/g, " "));
  if (!NOTICE_WORDS.test(text) && !(options.renews && ENDING_WORDS.test(text))) return null;
  for (const match of text.matchAll(AHEAD_OF_END)) {
    const before = text.slice(Math.max(0, match.index - DURATION_REACH), match.index);
    const duration = lastDuration(before.replace(/\bcalendar\b|\bkalender\b/gi, ""));
    if (duration) return duration;
  }
  return null;
}

/** The duration closest to the end of `text`: the one that the following "prior to" governs. */
function lastDuration(text: string): Duration | null {
  const words = text.split(" ");
  for (let start = words.length - 1; start >= 0; start--) {
    const tail = words.slice(start).join(" ");
    const duration = parseDuration(tail);
    if (duration && /(?:days?|hari|months?|bulan|weeks?|minggu|pekan|years?|tahun)\W*$/i.test(tail))
      return duration;
  }
  return null;
}

/**
 * Durations as parseDuration reads them: "<words> (<N>)-year" and "<words>-day" lose their hyphen,
 * "annually", "annual periods" and "year-to-year" are one year, "month-to-month" one month.
 */
export function spelledDurations(text: string): string {
  return text
    .replace(/(\w|\))\s*-\s*(years?|months?|days?|weeks?|tahun|bulan|hari)\b/gi, "$1 $2")
    .replace(/\b(?:year[- ]to[- ]year|annually|yearly)\b/gi, "1 year")
    .replace(/\bannual\s+(periods?|terms?|basis|renewals?|extensions?)\b/gi, "1 year $1")
    .replace(/\bmonth[- ]to[- ]month\b/gi, "1 month");
}

/**
 * Notice given as "upon <words> (<N>) days' written notice" or "a <words>-day notice of
 * non-renewal": the duration right before the word notice. Only a sentence that renews the
 * contract makes this the notice before its end; elsewhere it is any termination's notice.
 */
export function findNoticeBeforeWord(clause: string): Duration | null {
  const text = spelledDurations(clause.replace(/\s+/g, " "));
  for (const match of text.matchAll(
    /\b(?:days?|months?|weeks?|years?|hari|bulan|minggu|tahun)['’]?s?['’]?\s+(?:(?:prior|advance|advanced|written|express)\s+)*(?:notice|notification|pemberitahuan)\b/gi,
  )) {
    const before = text.slice(Math.max(0, match.index - DURATION_REACH), match.index);
    const unit = /^\w+/.exec(match[0])?.[0] ?? "";
    const duration = lastDuration(`${before}${unit}`.replace(/\bcalendar\b|\bkalender\b/gi, ""));
    if (duration) return duration;
  }
  return null;
}
