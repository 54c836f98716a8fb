/** A party named in a contract's opening and where its name starts. */
export interface NamedParty {
  name: string;
  offset: number;
}

/** Where the party block opens: "by and between", "among", "BETWEEN:", "entered into by". */
const BLOCK_START =
  /\b(?:by\s+and\s+between|by\s+and\s+among|between|among|entered\s+into\s+by)\b\s*:?\s*/gi;
/**
 * Where the party block closes: the recitals, the operative words, a closing alias, or the
 * words that name the parties together ("each a 'Party' and collectively the 'Parties'").
 */
const BLOCK_END =
  /\b(?:WHEREAS|RECITALS?|WITNESSETH|W\s?I\s?T\s?N\s?E\s?S\s?S\s?E\s?T\s?H|IT\s+IS\s+(?:HEREBY\s+)?AGREED|NOW,?\s+THEREFORE|BACKGROUND|PREAMBLE|agree\b|hereby\b|[Ee]ach\b|[Ii]ndividually\b|[Cc]ollectively\b|[Jj]ointly\b|[Ss]ingularly\b|[Tt]ogether\s+with\s+the\b|(?:are\s+)?sometimes\s+referred)|[)"”]\s*\.\s/;
/**
 * Where one party's description ends and the next party begins: after a defined alias
 * ("…("Hyatt"), and Playa…"), at "; and", at "AND:", or at a list number "(2)".
 */
const NEXT_PARTY =
  /[)"”]\s*[,;]?\s*(?:and|AND)\s*[,:]?\s+|;\s*(?:and\s+)?|\bAND\s*:\s*|\(\d\)\s+|[)"”]\s*,\s+(?=[A-Z])/;
const LEGAL_FORM =
  "(?:Inc|Ltd|L\\.?L\\.?C|L\\.?L\\.?P|L\\.?P|Corp|Co|N\\.?A|S\\.?A|AG|GmbH|plc|B\\.?V|N\\.?V|Limited|Incorporated|PTE|PTY|S\\.?r\\.?l|S\\.?p\\.?A|KG|SE)\\b\\.?";
/**
 * What follows a name and describes it: a comma not before a legal form, a bracket, a street
 * number, or a describing word ("having its office", "with offices at", "a company
 * incorporated under…"); "incorporated" only in lower case, as "Airspan Networks
 * Incorporated" ends with it.
 */
const AFTER_NAME = new RegExp(
  `\\s*(?:,(?!\\s*${LEGAL_FORM})|\\(|\\[|\\s(?:a|an)\\s|\\s(?:[Hh]aving|[Ww]ith|[Ww]hose|[Ll]ocated|[Oo]rgani[sz]ed|incorporated|[Ee]xisting|[Rr]egistered|[Rr]esiding|[Aa]cting|[Rr]epresented|[Hh]ereinafter|through|of\\s+\\d)\\b|\\s+(?:Suite|\\d{3,})\\b)`,
);
/** Words that open a description, never a name ("its Affiliates", "having its office"). */
const NOT_A_NAME =
  /^(?:its|their|his|her|having|existing|with|together|collectively|subject|each|all|any|such|said|which|who|whose|that|this|these|in|of|for|on|by|as|to|from|and|or|a|an|individually|singularly|jointly|may|both|whereas|the\s+(?:company|parties|party|undersigned))\b/i;

/** Lower-case words a name may hold: "Bank of America", "Procter & Gamble", "Van der Berg". */
const NAME_JOINER =
  /^(?:of|and|the|for|de|du|des|la|le|van|von|der|den|da|di|del|d\/b\/a|dba|f\/k\/a|fka|a\/k\/a|y|e|und|&)$/i;
/** The roles a contract gives its parties. */
const ROLE_WORDS =
  "company|supplier|client|customer|developer|distributor|licensor|licensee|consultant|contractor|provider|recipient|seller|buyer|purchaser|vendor|manufacturer|employer|employee|executive|agent|franchisor|franchisee|sponsor|reseller|lender|borrower|investor|owner|tenant|landlord|lessor|lessee|partner|member|principal|parties|party";
/** A role standing where a name should be: "Distributor", "the Company". */
const ROLE_ONLY = new RegExp(String.raw`^(?:the\s+)?(?:${ROLE_WORDS})$`, "i");

/**
 * A word a name may hold: capitalised, a joiner, or a name written in lower case ("ebix.com",
 * "i3", "iBio", "e-centives").
 */
function nameWord(word: string): boolean {
  return /^[^\p{Ll}]/u.test(word) || NAME_JOINER.test(word) || /[\p{Lu}\d.-]/u.test(word.slice(1));
}

/**
 * Whether a text read as a party reads like a name: every word a name's word, and not a bare
 * role. Sentences that a looser cue took for a name ("IBM will provide Web hosting") fail.
 */
export function looksLikeName(name: string): boolean {
  const words = name.trim().split(/\s+/);
  if (words.length > 10 || ROLE_ONLY.test(name.trim())) return false;
  return words.every(nameWord);
}

/**
 * The name's words up to the first that is no name's word: "Capsugel US, LLC and its
 * Affiliates" → "Capsugel US, LLC".
 */
function namePart(text: string): string {
  const words = text.split(/\s+/);
  const end = words.findIndex((word) => !nameWord(word));
  const kept = end === -1 ? words : words.slice(0, end);
  while (kept.length > 0 && NAME_JOINER.test(kept.at(-1) ?? "")) kept.pop();
  return kept.join(" ");
}

/** The name at the start of one party's segment of the block. */
function nameAtStart(segment: string): string | null {
  const start = segment.replace(/^[\s:,;."“”]*(?:\(\d+\)|\d+[.)])?\s*/, "");
  const end = AFTER_NAME.exec(start);
  const name = namePart(end ? start.slice(0, end.index) : start)
    .replace(/(?:[\s,;:]|\s(?:of|and|at|in)$)+$/i, "")
    .replace(/\.{2,}$/, ".")
    .trim();
  const words = name.split(/\s+/).length;
  // A section number ("8.1") is a table of contents, not a name.
  if (!/\p{L}.*\p{L}/u.test(name) || /\d\.\d/.test(name)) return null;
  if (name.length > 100 || words > 12) return null;
  return NOT_A_NAME.test(name) || ROLE_ONLY.test(name) ? null : name;
}

function blockAfter(text: string, start: number): string {
  const rest = text.slice(start, start + 1500);
  const end = BLOCK_END.exec(rest);
  return end ? rest.slice(0, end.index + 1) : rest;
}

/** Each party's name, once, in the order of the segments. */
function namesOf(segments: string[], offset: number): NamedParty[] {
  const names: NamedParty[] = [];
  for (const segment of segments) {
    const name = nameAtStart(segment);
    if (name && !names.some((party) => party.name === name)) names.push({ name, offset });
  }
  return names;
}

/**
 * A block that no alias or list divides: split at the first ", and" or " and " after which a
 * name starts ("… on behalf of itself and its Affiliates and Phreesia, Inc.").
 */
function splitAtAnd(block: string): string[] {
  for (const and of block.matchAll(/,?\s+and\s+/gi)) {
    const next = block.slice(and.index + and[0].length);
    if (nameAtStart(next)) return [block.slice(0, and.index), next];
  }
  return [block];
}

function partiesInBlock(block: string, offset: number): NamedParty[] {
  const divided = namesOf(block.split(new RegExp(NEXT_PARTY, "g")), offset);
  if (divided.length >= 2) return divided;
  const split = namesOf(splitAtAnd(block), offset);
  return split.length > divided.length ? split : divided;
}

/**
 * "Party A: <name>   Address: …" ("Pihak Pertama: <name>"), and a line that opens with the party's role as its label
 * ("Licensee: <name>", "Customer Name: <name>"), as a cover sheet or an order form lists them.
 */
const PARTY_LABEL = new RegExp(
  String.raw`\b(?:Party\s+([A-C])|Pihak\s+(Pertama|Kesatu|Kedua|Ketiga))\s*[:：]\s*|(?:^|\n)[ \t]*(${ROLE_WORDS})(?:[ \t]+name)?[ \t]*[:：][ \t]*`,
  "gi",
);
/** "Pihak Pertama" is Party A, "Pihak Kedua" Party B. */
const PIHAK_LETTER: Record<string, string> = { pertama: "A", kesatu: "A", kedua: "B", ketiga: "C" };
/** What ends a labelled name on its line: a wide gap or the next label. */
const LABEL_LINE_END =
  /\s{2,}|\n|\b(?:Address|Legal\s+Representative|Registered|Tel|Contact|Alamat|Berkedudukan|Diwakili|Wakil|NPWP|Telp)\b/;

/** The parties a contract lists under "Party A:", "Party B:" labels, first of each label. */
function labelledParties(text: string): NamedParty[] {
  const parties = new Map<string, NamedParty>();
  PARTY_LABEL.lastIndex = 0;
  for (const match of text.matchAll(PARTY_LABEL)) {
    const label =
      match[1]?.toUpperCase() ??
      PIHAK_LETTER[match[2]?.toLowerCase() ?? ""] ??
      match[3]?.toLowerCase() ??
      "";
    if (parties.has(label)) continue;
    const start = match.index + match[0].length;
    const line = text.slice(start, start + 200);
    const end = LABEL_LINE_END.exec(line);
    const name = nameAtStart(end ? line.slice(0, end.index) : line);
    if (name) parties.set(label, { name, offset: start });
  }
  // "Party A" before "Party B" wherever they stand; roles in the order the text lists them.
  return [...parties.entries()]
    .sort(([a, first], [b, second]) =>
      a.length === 1 && b.length === 1 ? a.localeCompare(b) : first.offset - second.offset,
    )
    .map(([, party]) => party);
}

/**
 * The parties an English contract names in its opening, in order: "by and between Hyatt
 * Franchising Latin America, L.L.C., a limited liability company … ("Hyatt"), and Playa Hotels
 * & Resorts, B.V. …", "BETWEEN: (1) WPP 2005 LIMITED … (2) JOHN ROGERS". Each name runs to the
 * first word that describes it (a comma, its alias, "a Delaware corporation", "having its
 * office"), keeping a legal form after a comma ("Aventis, Inc."). The first block that yields
 * two names wins; then parties listed under "Party A:" and "Party B:"; else the first block
 * that yields one name.
 */
export function findPartiesBetween(text: string): NamedParty[] {
  const opening = text.slice(0, 5000);
  const labelled = labelledParties(text.slice(0, 20000));
  // Parties listed under their labels before any "between" are the contract's own list; a
  // "between" after them is running text ("negotiation between the two parties").
  const labelledFirst =
    labelled.length >= 2 ? Math.max(...labelled.map((each) => each.offset)) : -1;
  let fallback: NamedParty[] = [];
  BLOCK_START.lastIndex = 0;
  for (const match of opening.matchAll(BLOCK_START)) {
    const start = match.index + match[0].length;
    if (labelledFirst >= 0 && labelledFirst < match.index) return labelled;
    const parties = partiesInBlock(blockAfter(opening, start), start);
    if (parties.length >= 2) return parties;
    if (fallback.length === 0) fallback = parties;
  }
  return labelled.length >= 2 ? labelled : fallback;
}
