import type { Features } from "../learned/features.ts";

/**
 * Places whose law a contract may choose: the US states, Canada's provinces, Australia's
 * states, the parts of the United Kingdom, and countries and cities that contracts name as
 * their law or seat (a general gazetteer, not taken from any document).
 */
const US_PLACES = [
  "Alabama",
  "Alaska",
  "Arizona",
  "Arkansas",
  "California",
  "Colorado",
  "Connecticut",
  "Delaware",
  "District of Columbia",
  "Florida",
  "Georgia",
  "Hawaii",
  "Idaho",
  "Illinois",
  "Indiana",
  "Iowa",
  "Kansas",
  "Kentucky",
  "Louisiana",
  "Maine",
  "Maryland",
  "Massachusetts",
  "Michigan",
  "Minnesota",
  "Mississippi",
  "Missouri",
  "Montana",
  "Nebraska",
  "Nevada",
  "New Hampshire",
  "New Jersey",
  "New Mexico",
  "New York",
  "North Carolina",
  "North Dakota",
  "Ohio",
  "Oklahoma",
  "Oregon",
  "Pennsylvania",
  "Rhode Island",
  "South Carolina",
  "South Dakota",
  "Tennessee",
  "Texas",
  "Utah",
  "Vermont",
  "Virginia",
  "Washington",
  "West Virginia",
  "Wisconsin",
  "Wyoming",
  "Puerto Rico",
  "United States",
];
/** Whether a governing law is American: its contracts write numeric dates month first. */
export function isUnitedStatesLaw(place: string | null | undefined): boolean {
  return place != null && US_PLACES.includes(place);
}

const PLACES = [
  ...US_PLACES,
  "Ontario",
  "Quebec",
  "British Columbia",
  "Alberta",
  "Manitoba",
  "Nova Scotia",
  "Saskatchewan",
  "New South Wales",
  "Victoria",
  "Queensland",
  "England and Wales",
  "England",
  "Scotland",
  "Northern Ireland",
  "Ireland",
  "United Kingdom",
  "Canada",
  "Australia",
  "New Zealand",
  "Indonesia",
  "Singapore",
  "Malaysia",
  "Hong Kong",
  "Macau",
  "Taiwan",
  "Japan",
  "Korea",
  "People's Republic of China",
  "China",
  "Beijing",
  "Shanghai",
  "Shenzhen",
  "India",
  "Thailand",
  "Vietnam",
  "Philippines",
  "Israel",
  "Germany",
  "France",
  "Switzerland",
  "Netherlands",
  "Belgium",
  "Luxembourg",
  "Austria",
  "Italy",
  "Spain",
  "Portugal",
  "Sweden",
  "Norway",
  "Denmark",
  "Finland",
  "Poland",
  "Czech Republic",
  "Russia",
  "Cyprus",
  "Malta",
  "Bermuda",
  "Cayman Islands",
  "British Virgin Islands",
  "Bahamas",
  "Mexico",
  "Brazil",
  "Argentina",
  "Chile",
  "South Africa",
  "United Arab Emirates",
  "Dubai",
  "Saudi Arabia",
  "Turkey",
];
/** "English law", "Swiss law": the adjective names the place. */
const ADJECTIVES: Record<string, string> = {
  English: "England",
  Scottish: "Scotland",
  Irish: "Ireland",
  Indonesian: "Indonesia",
  Singaporean: "Singapore",
  Malaysian: "Malaysia",
  Swiss: "Switzerland",
  German: "Germany",
  French: "France",
  Dutch: "Netherlands",
  Japanese: "Japan",
  Chinese: "China",
  Israeli: "Israel",
  Canadian: "Canada",
  Australian: "Australia",
  Indian: "India",
};

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/'/g, "['’]");
}

const PLACE_NAMES = new Set(PLACES.map((place) => place.toLowerCase()));

/** Whether a text is exactly one of the gazetteer's places ("Delaware", "NEVADA"). */
export function isPlace(text: string): boolean {
  return PLACE_NAMES.has(text.trim().toLowerCase());
}

const PLACE = new RegExp(
  `\\b(?:${[...PLACES]
    .sort((a, b) => b.length - a.length)
    .map(escape)
    .join("|")})\\b`,
  "gi",
);
const ADJECTIVE = new RegExp(`\\b(${Object.keys(ADJECTIVES).join("|")})\\s+law\\b`, "g");
/** Words that make a sentence choose the contract's law. */
const GOVERNS = /\b(?:govern\w*|constru\w*|interpret\w*|tunduk|diatur|ditafsirkan)\b/i;
const LAW_WORD = /\b(?:laws?|hukum)\b/i;
const THIS_AGREEMENT =
  /\b(?:this|the)\s+(?:agreement|contract)\b|\b(?:perjanjian|kontrak)\s+ini\b/i;
const HEADING =
  /\b(?:governing\s+law|applicable\s+law|choice\s+of\s+law|hukum\s+yang\s+berlaku)\b/i;
const COURTS = /\b(?:courts?|jurisdiction|venue|arbitration|pengadilan|arbitrase)\b/i;
/** A party's seat or incorporation, not the contract's law. */
const SEAT =
  /\b(?:organi[sz]ed|incorporated|existing|formed|established|didirikan|berkedudukan|principal\s+(?:place|office))\b/i;

/** Countries whose states or provinces have laws of their own: the state is the more specific. */
export const FEDERAL =
  /^(?:United States|Canada|Australia|United Kingdom|China|People's Republic of China)$/;

export interface LawCandidate {
  place: string;
  offset: number;
  /** Where the sentence naming it starts. */
  sentence: number;
  features: Features;
}

interface Sentence {
  text: string;
  offset: number;
}

function sentences(text: string): Sentence[] {
  const found: Sentence[] = [];
  let start = 0;
  for (const end of text.matchAll(/[.;](?=\s+["“(]?[A-Z0-9])|\n\s*\n/g)) {
    found.push({ text: text.slice(start, end.index + 1), offset: start });
    start = end.index + end[0].length;
  }
  found.push({ text: text.slice(start), offset: start });
  return found;
}

function canonical(place: string): string {
  const known = PLACES.find(
    (each) => each.toLowerCase() === place.toLowerCase().replace(/’/g, "'"),
  );
  return known ?? place;
}

/**
 * A scan's specks that OCR reads as marks: a lone mark between spaces ("the Republic of .
 * Singapore") and a full stop after a word a law's name cannot end on ("hukum Republik.
 * Indonesia"). Either would end the sentence before the place; each becomes spaces, so every
 * offset stays where it was.
 */
const LONE_MARK = /(?<=\s)[.:;,|'’‘`~*](?=\s)/g;
const STOP_INSIDE_NAME = /(?<=\b(?:of|the|republic|republik|negara|hukum|state)[ \t]*)\.(?=\s)/gi;

function withoutSpecks(text: string): string {
  return text.replace(LONE_MARK, " ").replace(STOP_INSIDE_NAME, " ");
}

/**
 * Every place named in a sentence about law, with general features: whether the sentence
 * makes a law govern the contract, whether the place follows "laws of" or precedes "law",
 * a governing-law heading before it, courts or a party's seat in the sentence, its position,
 * and whether the rules chose it.
 */
export function lawCandidates(read: string, rulesChose: string | null): LawCandidate[] {
  const text = withoutSpecks(read);
  const candidates: LawCandidate[] = [];
  const length = Math.max(1, text.length);
  const seen = new Map<string, number>();
  for (const sentence of sentences(text)) {
    if (!LAW_WORD.test(sentence.text) || sentence.text.length > 1500) continue;
    const places: Array<{ place: string; index: number; adjective: boolean }> = [];
    for (const match of sentence.text.matchAll(PLACE)) {
      places.push({ place: canonical(match[0]), index: match.index, adjective: false });
    }
    for (const match of sentence.text.matchAll(ADJECTIVE)) {
      places.push({ place: ADJECTIVES[match[1]!]!, index: match.index, adjective: true });
    }
    const governs = GOVERNS.test(sentence.text) ? 1 : 0;
    const thisAgreement = THIS_AGREEMENT.test(sentence.text) ? 1 : 0;
    const heading = HEADING.test(
      text.slice(Math.max(0, sentence.offset - 120), sentence.offset + 40),
    )
      ? 1
      : 0;
    for (const { place, index, adjective } of places) {
      const before = sentence.text.slice(Math.max(0, index - 60), index);
      const after = sentence.text.slice(index, index + place.length + 30);
      const key = place.toLowerCase();
      const count = (seen.get(key) ?? 0) + 1;
      seen.set(key, count);
      candidates.push({
        place,
        offset: sentence.offset + index,
        sentence: sentence.offset,
        features: {
          governs,
          this_agreement: thisAgreement,
          heading,
          laws_of:
            /\blaws?\s+of\s+(?:the\s+)?(?:(?:state|commonwealth|province|republic|kingdom)\s+of\s+)?$/i.test(
              before,
            )
              ? 1
              : 0,
          hukum: /\bhukum\s+(?:negara\s+)?(?:republik\s+)?$/i.test(before) ? 1 : 0,
          place_law: adjective || /^[\w\s'’]+?\s+law\b/i.test(after) ? 1 : 0,
          courts: COURTS.test(sentence.text) ? 1 : 0,
          seat: SEAT.test(before) ? 1 : 0,
          later_mention: count > 1 ? 1 : 0,
          federal: FEDERAL.test(place) ? 1 : 0,
          position: (sentence.offset + index) / length,
          rules:
            rulesChose &&
            (rulesChose.toLowerCase().includes(key) || key.includes(rulesChose.toLowerCase()))
              ? 1
              : 0,
        },
      });
    }
  }
  return candidates;
}
