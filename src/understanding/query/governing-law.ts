/**
 * The governing law a query asks for: "governed by California law", "hukum Indonesia",
 * "Indonesian law", "under the laws of Singapore". Known places come out as the legal-fields
 * extractor stores them (English names, "Indonesia" for every Indonesian wording) so they match.
 */
import type { Reader } from "./reading.ts";
import {
  isCapitalised,
  isFreeWord,
  matchPhrase,
  phraseSet,
  phraseTable,
  type Slots,
  type Token,
} from "./tokens.ts";

/** Words that lead into a law; after them the place may be any word, as typed. */
const LEADS = phraseSet([
  ...["governed by", "subject to", "under"],
  ...["tunduk pada", "tunduk kepada", "diatur oleh", "berdasarkan", "menurut"],
]);
const LAW_BEFORE_PLACE = phraseSet([
  ...["hukum", "hukum negara", "law of", "laws of", "the law of", "the laws of"],
  ...["governing law", "governing law of"],
]);
const LAW_AFTER_PLACE = phraseSet(["law", "laws"]);
/** Left off the front of a place: "Republik Indonesia", "the State of New York". */
const PLACE_PREFIXES = phraseSet([
  ...["the", "republik", "negara republik", "republic of", "the republic of"],
  ...["state of", "the state of"],
]);
const PLACES = phraseTable<string>([
  [["indonesia", "indonesian", "ri"], "Indonesia"],
  [["singapore", "singaporean", "singapura"], "Singapore"],
  [["malaysia", "malaysian"], "Malaysia"],
  [["england", "english", "inggris"], "England"],
  [["england and wales"], "England and Wales"],
  [["united kingdom", "uk", "british"], "United Kingdom"],
  [["united states", "usa", "american", "amerika", "amerika serikat"], "United States"],
  [["new york"], "New York"],
  [["california"], "California"],
  [["delaware"], "Delaware"],
  [["hong kong"], "Hong Kong"],
  [["japan", "japanese", "jepang"], "Japan"],
  [["china", "chinese", "tiongkok", "cina"], "China"],
  [["australia", "australian"], "Australia"],
  [["netherlands", "dutch", "belanda"], "Netherlands"],
  [["thailand", "thai"], "Thailand"],
]);
/** Joining words inside a capitalised place: "Bosnia and Herzegovina". */
const CONNECTORS = new Set(["of", "and", "&"]);
const LONGEST_PLACE = 4;
const PLACE_WORD = /^\p{L}[\p{L}.'’-]*$/u;

interface Place {
  place: string;
  end: number;
}

function isPlaceWord(token: Token | null | undefined): token is Token {
  return (
    isFreeWord(token) &&
    PLACE_WORD.test(token.text) &&
    token.key !== "hukum" &&
    !LAW_AFTER_PLACE.values.has(token.key)
  );
}

/** "New York", "Bosnia and Herzegovina": capitalised words, as typed. */
function capitalisedRun(slots: Slots, at: number): Place {
  const words: Token[] = [];
  for (let index = at; index < slots.length && words.length < LONGEST_PLACE; index++) {
    const token = slots[index];
    const next = slots[index + 1];
    const joins =
      isFreeWord(token) && CONNECTORS.has(token.key) && isPlaceWord(next) && isCapitalised(next);
    if (!(isPlaceWord(token) && isCapitalised(token)) && !(words.length > 0 && joins)) break;
    if (token) words.push(token);
  }
  return { place: words.map((word) => word.text).join(" "), end: at + words.length };
}

/** A known place by its canonical name, a capitalised one as typed, or (after a lead) any word. */
function readPlace(slots: Slots, at: number, anyWord: boolean): Place | null {
  const start = matchPhrase(slots, at, PLACE_PREFIXES)?.end ?? at;
  const known = matchPhrase(slots, start, PLACES);
  if (known) return { place: known.value, end: known.end };
  const first = slots[start];
  if (!isPlaceWord(first)) return null;
  if (isCapitalised(first)) return capitalisedRun(slots, start);
  return anyWord ? { place: first.text, end: start + 1 } : null;
}

function lawThenPlace(slots: Slots, at: number, anyWord: boolean): Place | null {
  const law = matchPhrase(slots, at, LAW_BEFORE_PLACE);
  return law && readPlace(slots, law.end, anyWord);
}

function placeThenLaw(slots: Slots, at: number, anyWord: boolean): Place | null {
  const place = readPlace(slots, at, anyWord);
  const law = place && matchPhrase(slots, place.end, LAW_AFTER_PLACE);
  return place && law ? { place: place.place, end: law.end } : null;
}

export const readGoverningLaw: Reader = (slots, at) => {
  const lead = matchPhrase(slots, at, LEADS);
  const start = lead?.end ?? at;
  // Without a lead-in, "hukum perdata" (civil law) and "tax law" name no place: only a known
  // or capitalised one counts.
  const anyWord = lead !== null;
  const law = lawThenPlace(slots, start, anyWord) ?? placeThenLaw(slots, start, anyWord);
  return law && { end: law.end, filter: "governingLaw", set: { governingLaw: law.place } };
};
