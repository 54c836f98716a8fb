import type { ChosenParty } from "./choose-parties.ts";
import { sameParty } from "./party-candidates.ts";

/** A party a contract's form leaves blank, named only by the role its alias gives. */
export interface BlankParty {
  role: string;
  offset: number;
}

/** How far into the text a template's preamble names its parties. */
const OPENING = 3000;
/**
 * A line to fill in, a bracketed placeholder or a form field: "______", "[•]", "[ ]", "[Name
 * of Distributor]", "<<Name>>". Not a filing's redaction ("[*]", "[ * * * ]"): that hides the
 * name of a party the contract has, which the role would not stand for.
 */
const BLANK = String.raw`(?:_{3,}|\[[^\]*\n]{0,30}\]|<<[^<>\n]{1,40}>>)`;
/**
 * A blank where a party stands ("between ____", "and [*]", "Party B: [•]"), an optional
 * description (", a ________"), then its alias: `("Distributor")`, `(the "Franchisee" or "you")`.
 * A blank elsewhere ("dated as of ______ (the "Effective Date")") follows no such word.
 */
const BLANK_PARTY = new RegExp(
  String.raw`(?:\b(?:between|among|and|with)|\bparty\s+[a-z\d]{1,2}\s*:)[ \t]*:?\s*(${BLANK})` +
    String.raw`(?:\s*,\s*an?\s+(?:${BLANK}|[^()\n]{1,60}?))?\s*\(\s*(?:the\s+|hereinafter\s+(?:referred\s+to\s+as\s+|called\s+)?)?` +
    String.raw`["“'‘]((?-i:[A-Z])[\w-]*(?:\s+(?-i:[A-Z])[\w-]*){0,2})["”'’]`,
  "gi",
);

/** The first party the opening leaves blank, with the role its alias names. */
export function blankParty(text: string): BlankParty | null {
  BLANK_PARTY.lastIndex = 0;
  const match = BLANK_PARTY.exec(text.slice(0, OPENING));
  if (!match?.[1] || !match[2]) return null;
  return { role: match[2], offset: match.index + match[0].indexOf(match[1]) };
}

/**
 * A template that leaves a party blank names one other party: the likeliest party chosen and
 * the blank one, by its role (as CUAD's annotators list "Supplier" for a party left blank), in
 * the order the contract names them. The scorer's second choice there is some heading or
 * defined term, as no other name is a party.
 */
export function withBlankParty(chosen: ChosenParty[], blank: BlankParty): ChosenParty[] {
  const named = [...chosen]
    .sort((a, b) => b.probability - a.probability)
    .find((party) => !sameParty(party.name, blank.role));
  const role: ChosenParty = { name: blank.role, offset: blank.offset, probability: 0.5 };
  return (named ? [named, role] : [role]).sort((a, b) => a.offset - b.offset);
}
