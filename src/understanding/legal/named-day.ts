import { findDates } from "../normalize/index.ts";

/**
 * A contract often counts its term from a day it names and dates elsewhere: "the eighth
 * anniversary of the Commencement Date", "from the Launch Date", where a definition or a later
 * sentence gives the day ("… shall mean … , i.e. <date>", "anticipate the <Name> to be <date>",
 * "the <name> of the site shall be <date>", "<date> (the "<Name>")"). These find that date.
 */

/** Words after a day's name that state which day it is; a date follows in the same sentence. */
const STATED_AS =
  /^["”]?[ \t]*(?:\([^()]{0,40}\)[ \t]*)?(?:of[ \t]+[^.;:"“]{1,60}?[ \t]+)?(?:shall[ \t]+(?:mean|be)|means|will[ \t]+be|is(?:[ \t]+expected[ \t]+to[ \t]+be)?|to[ \t]+be|occurs?[ \t]+on|[:=])/i;
/** A day defined by the date before it: `<date> (the "<Name>")`. */
const NAMED_BEFORE = /^[\s,]*\(\s*(?:the\s+|hereinafter\s+)?["“]/i;
/** "i.e." and "viz." hold full stops that do not end a sentence. */
const ABBREVIATION = /\b(?:i\.\s?e|e\.\s?g|viz)\.,?/gi;
const SENTENCE_END = /[.;](?=\s+[A-Z(])|\n\s*\n/;
/** Another named day a definition refers to: "the effective date … will be the Launch Date". */
const OTHER_DAY = /\bthe\s+((?:\p{Lu}[\p{L}-]*\s+){0,4}(?:Date|Day))\b/u;

const escapeText = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The rest of the sentence from `start`, at most `reach` characters, abbreviations kept whole. */
function sentenceFrom(text: string, start: number, reach: number): string {
  const rest = text
    .slice(start, start + reach)
    .replace(ABBREVIATION, (found) => " ".repeat(found.length));
  const end = SENTENCE_END.exec(rest);
  return end ? rest.slice(0, end.index) : rest;
}

function statedDate(text: string, name: string, dayFirst: boolean): string | null {
  const pattern = new RegExp(`\\b${escapeText(name).replace(/\s+/g, "\\s+")}\\b`, "gi");
  for (const match of text.matchAll(pattern)) {
    const end = match.index + match[0].length;
    const sentence = sentenceFrom(text, end, 240);
    const stated = STATED_AS.exec(sentence);
    if (!stated) continue;
    const date = findDates(sentence.slice(stated[0].length), { dayFirst })[0];
    if (date) return date.iso;
  }
  for (const date of findDates(text, { dayFirst })) {
    const after = text.slice(date.end, date.end + 60 + name.length);
    const named = NAMED_BEFORE.exec(after);
    if (named && after.slice(named[0].length).toLowerCase().startsWith(name.toLowerCase())) {
      return date.iso;
    }
  }
  return null;
}

/**
 * The date the contract gives the day it calls `name` ("Commencement Date", "Launch Date"), in
 * text whose deed-style dates are already plain (`plainDates`). Where the day is defined as
 * another named day ("the effective date … will be from the Launch Date"), that day's date.
 */
export function dateOfNamedDay(text: string, name: string, dayFirst = true): string | null {
  const stated = statedDate(text, name, dayFirst);
  if (stated) return stated;
  const pattern = new RegExp(`\\b${escapeText(name).replace(/\s+/g, "\\s+")}\\b`, "gi");
  for (const match of text.matchAll(pattern)) {
    const sentence = sentenceFrom(text, match.index + match[0].length, 200);
    const other = STATED_AS.test(sentence) ? OTHER_DAY.exec(sentence)?.[1] : undefined;
    if (other && other.toLowerCase() !== name.toLowerCase()) {
      return statedDate(text, other, dayFirst);
    }
  }
  return null;
}

/**
 * The named day a term is counted from, other than the effective date the caller already
 * holds: "the eighth anniversary of the Commencement Date", "months following the <Name> Date",
 * also in a clause written in capitals ("ANNIVERSARY OF THE COMMENCEMENT DATE").
 */
const COUNTED_FROM =
  /\b(?:anniversary\s+of|from|following|after)\s+the\s+((?:\p{Lu}[\p{L}-]*\s+){1,4}(?:Date|Day))\b|\b(?:ANNIVERSARY\s+OF|FROM|FOLLOWING|AFTER)\s+THE\s+((?:\p{Lu}[\p{Lu}-]*\s+){1,4}(?:DATE|DAY))\b/gu;

export function namedStartOf(clause: string): string | null {
  for (const match of clause.matchAll(COUNTED_FROM)) {
    const name = match[1] ?? match[2]!;
    if (!/^effective\s+date$/i.test(name)) return name;
  }
  return null;
}
