import { addDuration, findDates } from "../normalize/index.ts";
import { plainDates, type DateFound } from "../contract-term.ts";
import { isUnitedStatesLaw } from "./law-candidates.ts";

/**
 * A sentence that makes the effective date the day the contract was signed without giving the
 * day. Its shapes: the last (or later, latest) of the dates signed, shown or written; the date
 * of the final signature; the date the last party or signatory signs; execution or signature
 * by all the parties; a date noted or written below.
 */
const SIGNED_EFFECTIVE = new RegExp(
  [
    String.raw`\b(?:last|latest|later)\s+(?:of\s+the\s+)?dates?\s+(?:(?:on\s+which\s+)?(?:this\s+agreement\s+(?:is|was|has\s+been)\s+)?(?:signed|executed)|shown|set\s+forth|written|appearing|indicated)`,
    String.raw`\bdate\s+of\s+(?:the\s+)?(?:last|final)\s+(?:signature|execution)`,
    String.raw`\bdate\s+(?:on\s+which\s+|when\s+)?(?:this\s+agreement\s+is\s+signed\s+by\s+)?the\s+last\s+(?:party|signatory|of\s+the\s+parties)`,
    String.raw`\b(?:completion\s+of\s+(?:the\s+)?)?execution\s+(?:of\s+this\s+agreement\s+)?by\s+(?:both|all)\s+(?:the\s+)?parties`,
    String.raw`\b(?:signed|executed)\s+by\s+(?:both|all)\s+(?:of\s+)?(?:the\s+)?parties`,
    String.raw`\bdate\s+(?:noted|written|set\s+forth|indicated|shown|appearing)\s+below`,
  ].join("|"),
  "gi",
);
/**
 * The words that tie such a sentence to the contract's start, or date the contract by it
 * ("entered into as of the date of the last signature").
 */
const EFFECTIVE_WORDS =
  /\beffective\b|\bcommencement\s+date\b|\benter\s+into\s+force\b|\bas\s+of\s+the\s+(?:date|day)\b/i;
/** The day after (following) that last signature: the contract starts a day later. */
const DAY_AFTER =
  /\bday\s+(?:after|following)\s+(?:the\s+)?(?:date\s+of\s+)?(?:the\s+)?(?:last|final)/i;
/** Where the signatures start: the witnessing words, else the last signature label. */
const WITNESS =
  /\bIN\s+WITNESS\s+WHEREOF\b|\bBy\s+signing\s+below\b|\bexecuted\s+this\s+agreement\b/gi;
/** A signature: a conformed "/s/", a "By:" line, the word signature. */
const SIGNATURE_MARK = /\/s\/|\bBy:|\bsignature\b/gi;
/** A date a signer wrote beside the signature, after a label: Date, Dated, Signed on. */
const DATE_LABEL = /\b(?:Date|Dated|Signed\s+on|Tanggal)\s*[:.]?\s*/gi;
/**
 * A filing service's stamp on each page of an exhibit ("Source: <filer>, <form>, <m/d/yyyy>"):
 * the day the copy was filed, not a day the parties wrote.
 */
export const FILING_STAMP = /^\s*Source:\s[^\n]*,\s*\d{1,2}\/\d{1,2}\/\d{4}\s*$/gm;

/** The text with every filing stamp blanked out, offsets kept. */
export function withoutFilingStamps(text: string): string {
  return text.replace(FILING_STAMP, (stamp) => " ".repeat(stamp.length));
}

const NUMERIC_DATE = /\b(\d{1,2})[/.-](\d{1,2})[/.-](?:\d{4}|\d{2})\b/g;

/**
 * Whether the contract writes numeric dates day first: a date that can only be read one way
 * decides (a first number over 12 is a day, a second one over 12 puts the month first);
 * otherwise American law says month first and anything else day first.
 */
export function writesDayFirst(text: string, law: string | null): boolean {
  for (const [, first, second] of withoutFilingStamps(text).matchAll(NUMERIC_DATE)) {
    if (Number(first) > 12 && Number(second) <= 12) return true;
    if (Number(second) > 12 && Number(first) <= 12) return false;
  }
  return !isUnitedStatesLaw(law);
}

/** The sentence around `at`, at most 400 characters either side. */
function sentenceAround(text: string, at: number): string {
  const before = text.slice(Math.max(0, at - 400), at);
  const after = text.slice(at, at + 400);
  const start = Math.max(
    before.lastIndexOf(". "),
    before.lastIndexOf(".\n"),
    before.lastIndexOf("\n\n"),
  );
  const end = after.search(/\.\s|\n\n/);
  return before.slice(start + 1) + (end === -1 ? after : after.slice(0, end));
}

/** The dates signers wrote: after a date label once the cue is past, and in the witness block. */
function signersDates(text: string, from: number, dayFirst: boolean): DateFound[] {
  const found: DateFound[] = [];
  DATE_LABEL.lastIndex = from;
  for (const label of text.matchAll(DATE_LABEL)) {
    if (label.index < from) continue;
    const start = label.index + label[0].length;
    const date = findDates(plainDates(text.slice(start, start + 40)), { dayFirst })[0];
    if (date && date.start <= 2) found.push({ iso: date.iso, offset: label.index });
  }
  // A date written beside a signature with no label (a conformed "/s/" name, then the date).
  SIGNATURE_MARK.lastIndex = from;
  for (const mark of text.matchAll(SIGNATURE_MARK)) {
    if (mark.index < from) continue;
    const near = text.slice(mark.index, mark.index + 300);
    for (const date of findDates(plainDates(near), { dayFirst })) {
      found.push({ iso: date.iso, offset: mark.index + date.start });
    }
  }
  const witness = [...text.matchAll(WITNESS)].at(-1);
  if (witness && witness.index >= from) {
    const block = text.slice(witness.index, witness.index + 3000);
    for (const date of findDates(plainDates(block), { dayFirst })) {
      found.push({ iso: date.iso, offset: witness.index + date.start });
    }
  }
  return found;
}

/**
 * The effective date of a contract that makes it the day of the last signature: the latest
 * date the signers wrote (a day later where it starts "the day after"). Null when the contract
 * says no such thing or no signer dated the signature. `dayFirst` reads numeric dates as the
 * contract's country writes them.
 */
export function signedEffectiveDate(text: string, dayFirst = true): DateFound | null {
  const plain = withoutFilingStamps(text);
  const cue = [...plain.matchAll(SIGNED_EFFECTIVE)].find((match) =>
    EFFECTIVE_WORDS.test(sentenceAround(plain, match.index)),
  );
  if (!cue) return null;
  const sentence = sentenceAround(plain, cue.index);
  const latest = signersDates(plain, cue.index + cue[0].length, dayFirst).reduce<DateFound | null>(
    (best, date) => (!best || date.iso > best.iso ? date : best),
    null,
  );
  if (!latest) return null;
  return DAY_AFTER.test(sentence)
    ? { iso: addDuration(latest.iso, { years: 0, months: 0, days: 1 }), offset: latest.offset }
    : latest;
}
