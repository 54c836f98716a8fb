/**
 * A vendor or contract party named after "from", "dari", "by", "dengan", "vendor"…, kept as
 * typed. A category after the cue is what the documents are about, not who issued them:
 * "receipts from restaurants" leaves "restaurants" to the free text.
 */
import { isListed } from "./bilingual/wordlist.ts";
import type { Reader } from "./reading.ts";
import {
  isCapitalised,
  isFreeWord,
  matchPhrase,
  phraseSet,
  type Slots,
  type Token,
} from "./tokens.ts";
import { isStopWord, SYNONYMS } from "./vocabulary.ts";

const PARTY_CUES = phraseSet([
  ...["from", "by", "issued by", "with", "for", "vendor", "supplier", "seller", "merchant"],
  ...["customer", "client", "dari", "oleh", "diterbitkan oleh", "dengan", "untuk", "kepada"],
  ...["pemasok", "penjual", "pelanggan", "klien"],
]);
/**
 * Joining words inside a capitalised name: "PT Maju & Jaya", "Bank of America". "dan" and
 * "and" are left out: "dari PLN dan Telkom" names two vendors more often than one.
 */
const CONNECTORS = new Set(["&", "of"]);
const LONGEST_NAME = 5;

function isNameWord(token: Token | null | undefined): token is Token {
  return isFreeWord(token) && /\p{L}/u.test(token.text) && !isStopWord(token);
}

function joinsName(token: Token | null | undefined, name: Token[], next: Token | null | undefined) {
  const [first] = name;
  return (
    isFreeWord(token) &&
    CONNECTORS.has(token.key) &&
    first !== undefined &&
    isCapitalised(first) &&
    isNameWord(next) &&
    isCapitalised(next)
  );
}

function nameAt(slots: Slots, at: number): Token[] {
  const name: Token[] = [];
  for (let index = at; index < slots.length && name.length < LONGEST_NAME; index++) {
    const token = slots[index];
    if (!isNameWord(token) && !joinsName(token, name, slots[index + 1])) break;
    if (token) name.push(token);
  }
  return name;
}

/**
 * Whether a word is an English verb's -ing form ("paying", "making", "shipping"): after "for"
 * it says what for ("penalty for paying late"), not whom.
 */
function isGerund(word: string): boolean {
  const stem = /^(\p{L}{2,})ing$/u.exec(word)?.[1];
  if (!stem) return false;
  const undoubled = /(\p{L})\1$/u.test(stem) ? stem.slice(0, -1) : stem;
  return [stem, `${stem}e`, undoubled].some((form) => isListed(form));
}

/** The first party the query names; any later one stays free text. */
export const readParty: Reader = (slots, at, { filters }) => {
  if (filters.party !== undefined) return null;
  const cue = matchPhrase(slots, at, PARTY_CUES);
  if (!cue || matchPhrase(slots, cue.end, SYNONYMS)) return null;
  const name = nameAt(slots, cue.end);
  if (name.length === 0 || isGerund(name[0]!.key)) return null;
  const party = name.map((word) => word.text).join(" ");
  return { end: cue.end + name.length, filter: "party", set: { party } };
};
