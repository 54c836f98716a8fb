import { parseDuration, type Duration } from "./normalize/index.ts";

/**
 * Notice given ahead of a contract's end: "written notice at least sixty (60) days prior to the
 * expiration", "pemberitahuan tertulis selambat-lambatnya 30 (tiga puluh) hari sebelum
 * berakhirnya". The duration must stand right before the word that puts it ahead of the end,
 * in a sentence that speaks of notice: "payment within 30 days before delivery" is no notice.
 */
const NOTICE_WORDS =
  /\b(?:notice|notify|notification|pemberitahuan|memberitahukan|memberitahu|pemberitahuannya)\b/i;
const AHEAD_OF_END =
  /\b(?:prior\s+to|before|preceding|in\s+advance\s+of|sebelum(?:nya)?|sebelum\s+tanggal)\b/gi;
/** How far back from the "prior to" a duration may start: "at least N (words) calendar days". */
const DURATION_REACH = 60;

/**
 * The notice period the clause gives, or null when it names none or a duration that cannot be
 * counted in calendar days (working days).
 */
export function findNoticePeriod(clause: string): Duration | null {
  const text = clause.replace(/\s+/g, " ");
  if (!NOTICE_WORDS.test(text)) return null;
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
