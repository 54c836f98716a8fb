import type { Language } from "../contracts/languages.ts";
import { findNoticePeriod, findNoticeBeforeWord, spelledDurations } from "./notice-period.ts";
import { parseDuration, type Duration } from "./normalize/index.ts";
import type { Row } from "./rows.ts";
import { sentencesOf, type Sentence } from "./sentences.ts";
import type { ExtractedField, UnderstoodFields } from "./types.ts";

/**
 * A contract's renewal and the notice that stops it, read from its sentences: "shall be
 * automatically renewed for successive one (1) year periods unless either party gives notice at
 * least sixty (60) days prior to the expiration", "dapat diperpanjang untuk jangka waktu 1 (satu)
 * tahun berikutnya atas kesepakatan Para Pihak". The reminders count the notice deadline back
 * from the contract's end with the notice period.
 */

/**
 * A sentence that renews or extends the contract's term, in either language: automatic renewal,
 * renewal "for additional/successive" periods, a "Renewal Term", year-to-year, "this Agreement
 * may be renewed", "dapat diperpanjang". The bare words "renewal" or "extended" say too little:
 * "renewals or amendments hereof", "any period of limitations shall be extended".
 */
const RENEWS = new RegExp(
  [
    /\bauto(?:matic(?:ally)?)?[- ]?(?:renew|extend|extension|continu)\w*/,
    /\b(?:renew|extend|extension)\w*\s+(?:\w+\s+){0,4}?(?:for|by)\s+(?:an?\s+|up\s+to\s+)?(?:\w+\s+)?(?:\(\d+\)\s+)?(?:additional|successive|consecutive|further|subsequent|renewal|extension|one|two|three|four|five|\d+|1 year)\b/,
    /\bcontinu\w*\s+(?:\w+\s+){0,4}?(?:for|by)\s+(?:an?\s+)?(?:\w+\s+)?(?:\(\d+\)\s+)?(?:additional|successive|consecutive|further|subsequent)\b/,
    /\b(?:year[- ]to[- ]year|month[- ]to[- ]month)\b/,
    /\b(?:option|right|elect\w*)\s+to\s+(?:renew|extend)\s+(?:this|the)\s+(?:\w+\s+)?(?:agreement|term|contract)/,
    /\b(?:this|the)\s+(?:agreement|term|contract)\b[^.]{0,60}\b(?:may|shall|will)\s+(?:thereafter\s+)?(?:be\s+(?:renew|extend)\w*|renew\w*)/,
    /\b(?:diperpanjang|perpanjangan\s+(?:jangka\s+waktu|perjanjian|masa|kontrak)|memperpanjang\s+(?:jangka\s+waktu|perjanjian|masa|kontrak))\b/,
  ]
    .map((pattern) => pattern.source)
    .join("|"),
  "i",
);
/** "any Renewal Term" names renewal without granting it: such a sentence counts when it gives the term. */
const NAMES_RENEWAL = /\b(?:renewal|extension|extended)\s+(?:terms?|periods?)\b/i;
/**
 * What the renewal must be of: the contract's own term. Without it "the renewal of a permit" or
 * "extension of the delivery date" would read as the contract renewing.
 */
const OF_THE_TERM =
  /\b(?:term|terms|period|periods|agreement|contract|annual(?:ly)?|year[- ]to[- ]year|month[- ]to[- ]month|successive|perjanjian|kontrak|jangka\s+waktu|masa\s+(?:berlaku|sewa))\b/i;
/** Renewals that wait on someone's choice or a new agreement, rather than happening by themselves. */
const BY_CHOICE =
  /\b(?:may\s+(?:be\s+)?(?:renew|extend)\w*|(?:option|right|elect\w*)\s+to\s+(?:renew|extend|seek)|mutual(?:ly)?\s+(?:written\s+)?(?:agree\w*|consent)|by\s+amendment|renewable|subject\s+to\s+(?:the\s+)?(?:mutual\s+)?(?:written\s+)?(?:agreement|approval)|upon\s+(?:the\s+)?(?:mutual\s+)?(?:written\s+)?agreement|if\s+(?:the\s+parties|both\s+parties)\s+(?:so\s+)?agree|dapat\s+diperpanjang|kesepakatan|persetujuan)\b/i;
/** Renewals that happen by themselves unless stopped. */
const BY_ITSELF =
  /\b(?:automatic\w*|shall\s+(?:thereafter\s+)?(?:be\s+)?(?:renew|extend|continu)\w*|will\s+(?:thereafter\s+)?(?:be\s+)?(?:renew|extend|continu)\w*|unless\s+(?:either|one|a|the)\s+part\w*|unless\s+(?:sooner\s+)?terminated|unless\s+(?:written\s+)?notice|year[- ]to[- ]year|month[- ]to[- ]month|otomatis|dengan\s+sendirinya)\b/i;

/** How far after the renewal word its term may stand: "renewed for additional successive …". */
const TERM_REACH = 160;
/** Longer renewal terms are not terms a reminder can count (the dataset's "perpetual" aside). */
const MAX_TERM_YEARS = 25;

/** The renewal term, the first duration after the renewal word that is not a notice period. */
function renewalTerm(text: string, from: number): Duration | null {
  // "each year" and "<words> (<N>) calendar year" shapes become plain durations.
  const window = spelledDurations(text.slice(from, from + TERM_REACH))
    .replace(/\b(?:each|every)\s+(year|month)\b/gi, "1 $1")
    .replace(/\b(?:calendar|kalender)\s+/gi, "");
  const pattern =
    /(\d{1,4}|[a-z]+(?:[\s-][a-z]+)?)\s*(?:\(\s*(?:\d{1,4}|[a-z]+(?:\s[a-z]+){0,3})\s*\)\s*)?(?:tahun|years?|bulan|months?|hari|days?)\b/gi;
  for (const match of window.matchAll(pattern)) {
    const after = window.slice(match.index + match[0].length, match.index + match[0].length + 40);
    // A duration followed by "prior to", "before" or "notice" is the notice, not the term.
    if (
      /^\W*(?:'s?\s+)?(?:prior|before|in\s+advance|notice|sebelum|after\s+(?:receipt|notice))/i.test(
        after,
      )
    )
      continue;
    const duration = parseDuration(match[0]);
    if (duration && duration.years + duration.months / 12 + duration.days / 365 <= MAX_TERM_YEARS)
      return duration;
  }
  return null;
}

function field(value: string, sentence: Sentence, confidence: number): ExtractedField<string> {
  const line = sentence.row.lines[0];
  return {
    value,
    confidence,
    source: {
      page: sentence.row.page,
      line: line?.line ?? 0,
      text: sentence.row.text,
      box: sentence.row.box,
    },
  };
}

const UNITS: Record<Language, Record<keyof Duration, [string, string]>> = {
  en: { years: ["year", "years"], months: ["month", "months"], days: ["day", "days"] },
  id: { years: ["tahun", "tahun"], months: ["bulan", "bulan"], days: ["hari", "hari"] },
};

/** "1 year 6 months", "1 tahun 6 bulan". */
export function formatDuration(duration: Duration, language: Language): string {
  return (["years", "months", "days"] as const)
    .filter((unit) => duration[unit] !== 0)
    .map((unit) => `${duration[unit]} ${UNITS[language][unit][duration[unit] === 1 ? 0 : 1]}`)
    .join(" ");
}

const WORDING: Record<
  Language,
  { automatic: string; byChoice: string; notice: (period: string) => string }
> = {
  en: {
    automatic: "Automatic",
    byChoice: "By agreement or option",
    notice: (period) => `${period} before the end`,
  },
  id: {
    automatic: "Otomatis",
    byChoice: "Atas kesepakatan atau opsi",
    notice: (period) => `${period} sebelum berakhir`,
  },
};

/**
 * Whether a stored `renewal` value, as this module words it or a person corrected it, says the
 * contract renews by itself rather than by agreement or option.
 */
export function renewsAutomatically(value: string): boolean {
  const lower = value.toLocaleLowerCase();
  return Object.values(WORDING).some(({ automatic }) => lower.includes(automatic.toLowerCase()));
}

/**
 * `renewal` ("Automatic, 1 year"; "By agreement or option, 2 years") and `termination_notice`
 * ("<N> days before the end"), written in the contract's language as its other fields are.
 */
export function readRenewalTerms(
  rows: Row[],
  documentLanguage: Language | null,
): Pick<UnderstoodFields, "renewal" | "termination_notice"> {
  const language = documentLanguage ?? "en";
  const wording = WORDING[language];
  const found: Pick<UnderstoodFields, "renewal" | "termination_notice"> = {};
  const all = sentencesOf(rows);
  const renewals = all.filter(
    (sentence) =>
      (RENEWS.test(sentence.text) || NAMES_RENEWAL.test(sentence.text)) &&
      OF_THE_TERM.test(sentence.text),
  );
  // The first renewal sentence that names its term wins; else the first one that renews by
  // itself. "May be extended by mutual agreement", with no term, is what any contract allows.
  let best: { sentence: Sentence; term: Duration | null; automatic: boolean } | null = null;
  for (const sentence of renewals) {
    const cue = RENEWS.exec(sentence.text) ?? NAMES_RENEWAL.exec(sentence.text);
    const term = cue ? renewalTerm(sentence.text, cue.index) : null;
    const automatic = !BY_CHOICE.test(sentence.text) && BY_ITSELF.test(sentence.text);
    const grants = RENEWS.test(sentence.text);
    if (!term && !(grants && automatic)) continue;
    if (!best || (term && !best.term)) best = { sentence, term, automatic };
    if (term) break;
  }
  if (best) {
    const automatic = best.automatic;
    const how = automatic ? wording.automatic : wording.byChoice;
    const value = best.term ? `${how}, ${formatDuration(best.term, language)}` : how;
    found.renewal = field(value, best.sentence, best.term ? 0.7 : 0.5);
  }
  // Notice in a renewal sentence first (it is the notice that stops that renewal), then in the
  // sentence after one, then any sentence giving notice before the end of the term.
  const following = renewals.flatMap((sentence) => all[all.indexOf(sentence) + 1] ?? []);
  const candidates: Array<{ sentence: Sentence; period: () => Duration | null; sure: boolean }> = [
    ...renewals.map((sentence) => ({
      sentence,
      period: () =>
        findNoticePeriod(sentence.text, { renews: true }) ?? findNoticeBeforeWord(sentence.text),
      sure: true,
    })),
    ...[...following, ...all].map((sentence) => ({
      sentence,
      period: () => (ENDING.test(sentence.text) ? findNoticePeriod(sentence.text) : null),
      sure: following.includes(sentence),
    })),
  ];
  for (const { sentence, period, sure } of candidates) {
    const found_ = period();
    if (!found_) continue;
    found.termination_notice = field(
      wording.notice(formatDuration(found_, language)),
      sentence,
      sure ? 0.7 : 0.55,
    );
    break;
  }
  return found;
}

/** Notice outside a renewal sentence counts when it is notice before the term ends. */
const ENDING =
  /\b(?:expir\w*|end\s+of\s+(?:the\s+)?(?:then[- ]current\s+|initial\s+|renewal\s+|such\s+)?(?:term|period)|non-?renewal|not\s+to\s+(?:renew|extend)|berakhir\w*|perpanjang\w*)\b/i;
