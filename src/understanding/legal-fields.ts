import { findAmounts, findDates, wordsToNumber } from "./normalize/index.ts";
import { findPartiesBetween, looksLikeName } from "./contract-parties.ts";
import {
  endUnderTermHeading,
  findEffectiveDate,
  findExpiryDate,
  lengthFromStart,
  plainDates,
} from "./contract-term.ts";
import { extractDocumentNumber } from "./accounting/document-number.ts";
import { CONTRACT_TITLE } from "./classify.ts";
import {
  chooseLaw,
  chooseParties,
  LAW_MODEL,
  type LawModel,
  PARTY_MODEL,
  type PartyModel,
} from "./legal/choose-parties.ts";
import { blankParty, withBlankParty } from "./legal/blank-party.ts";
import { type LawCandidate, lawCandidates } from "./legal/law-candidates.ts";
import { type PartyCandidate, partyCandidates } from "./legal/party-candidates.ts";
import { signedEffectiveDate, writesDayFirst } from "./legal/signature-date.ts";
import { termSpanEnd } from "./legal/term-range.ts";
import type { Row } from "./rows.ts";
import type { ExtractedField, FieldSource, Party, UnderstoodFields } from "./types.ts";
import type { Language } from "../contracts/languages.ts";

/** The rows as one text, with where each row starts, so a match leads back to its row. */
class RowText {
  readonly text: string;
  private readonly starts: number[] = [];
  private readonly rows: Row[];

  constructor(rows: Row[]) {
    this.rows = rows;
    let offset = 0;
    const parts: string[] = [];
    for (const row of rows) {
      this.starts.push(offset);
      parts.push(row.text);
      offset += row.text.length + 1;
    }
    this.text = parts.join("\n");
  }

  sourceAt(offset: number): FieldSource | null {
    let low = 0;
    let high = this.starts.length - 1;
    while (low < high) {
      const middle = Math.ceil((low + high) / 2);
      if ((this.starts[middle] ?? 0) <= offset) low = middle;
      else high = middle - 1;
    }
    const row = this.rows[low];
    const line = row?.lines[0];
    return row ? { page: row.page, line: line?.line ?? 0, text: row.text, box: row.box } : null;
  }
}

function fieldAt<Value>(
  text: RowText,
  value: Value,
  offset: number,
  confidence: number,
): ExtractedField<Value> {
  return { value, confidence, source: text.sourceAt(offset) };
}

function title(rows: Row[]): { text: string; row: Row } | null {
  const row = rows
    .slice(0, 12)
    .find((each) => CONTRACT_TITLE.test(each.text) && each.text.length <= 120);
  return row ? { text: row.text.replace(/\s+/g, " ").trim(), row } : null;
}

/** A business or person name: from the start of the text up to the first comma or bracket. */
function nameFrom(text: string): string | null {
  const name = text
    .replace(/^[\s:,."“”'(]+/, "")
    .replace(/^(?:\d{1,2}|[a-z])[.)]\s*|^[-_•*]\s*/i, "")
    .split(
      // A name ends where its description starts: the seat, the address, the capacity or the
      // authority it acts under ("PT Lestari Kencana berdasarkan Surat Kuasa Direksi No. …"), or a
      // table rule that OCR read as a bar.
      /\s*(?:,|\(|\bberkedudukan\b|\bberalamat\b|\bberdasarkan\b|\bselaku\b|\bdiwakili\b|\ba company\b|\ba corporation\b|\bdalam hal ini\b|\s\||\n)/i,
    )[0]
    ?.replace(/["“”]/g, "")
    .trim();
  return name && name.length >= 3 && name.length <= 120 && /[A-Za-z]{2}/.test(name) ? name : null;
}

const ROLE_CUE =
  /(?:[Ss]elanjutnya[.\s]+(?:dalam\s+perjanjian\s+ini\s+)?disebut(?:\s+sebagai)?|(?:hereinafter|hereafter)(?: referred to as| called)?|referred to (?:herein )?as)\s*[:"“(]*\s*(?:the\s+)?["“]?([A-Z][A-Za-z \n]{2,30}?)["”)]/g;
const INDONESIAN_NAME =
  /(?:^|\n)\s*(?:\d+[.)]\s*)?(?:nama\s*[|!]?\s*:\s*)?((?:PT|CV|UD|Koperasi|Yayasan)\.?\s+[^\n,]+|(?:Tuan|Nyonya|Sdr\.?|Bapak|Ibu)\s+[^\n,]+)|nama\s*[|!]?\s*:\s*([^\n]+)|(?:^|\n)\s*\d{1,2}[.)]\s*([A-Z][^\n,]+)/gi;

/**
 * "Rudi Santoso, selaku Direktur, bertindak untuk dan atas nama CV Sinar Purnama Niaga": the
 * person signs for the company, and the company is the party.
 */
const ON_BEHALF_OF = /atas\s+nama\s+((?:PT|CV|UD|Koperasi|Yayasan)\.?\s+[^\n,]+)/g;

/** The name a party block gives before its role: the company represented, else the first name. */
function nameBeforeRole(before: string): string | null {
  const last = [...before.matchAll(INDONESIAN_NAME)].at(-1);
  const listed = last ? nameFrom(last[1] ?? last[2] ?? last[3] ?? "") : null;
  const representedText = [...before.matchAll(ON_BEHALF_OF)].at(-1)?.[1];
  const represented = representedText ? nameFrom(representedText) : null;
  // "atas nama CV Sinar Purnama⏎Niaga": a line break cut the name the list gave whole.
  if (represented) {
    return listed && listed.length > represented.length && listed.startsWith(represented)
      ? listed
      : represented;
  }
  return listed ?? nameFrom(before.split(/\n/).slice(-3).join(" "));
}

/** Parties named in the party block: each name before its "selanjutnya disebut …" role. */
function partiesFromRoles(text: RowText): Array<Party & { offset: number }> {
  const found: Array<Party & { offset: number }> = [];
  const head = text.text.slice(0, 8000);
  let blockStart = 0;
  for (const match of head.matchAll(ROLE_CUE)) {
    const role = match[1]?.replace(/\s+/g, " ").trim() ?? null;
    // A party's block starts after the previous party's role, so its name is not read twice.
    const before = head.slice(Math.max(blockStart, match.index - 700), match.index);
    blockStart = match.index + match[0].length;
    const name = nameBeforeRole(before);
    if (name && !found.some((party) => party.name === name)) {
      found.push({ name, role, offset: match.index });
    }
  }
  return found;
}

/**
 * Indonesian contracts name each party in a block of its own before "selanjutnya disebut";
 * English ones most often list them after "by and between", where the roles' lookback would
 * take a stray line of an address. Each reading stands in when the other finds fewer than two;
 * in English a name found by its role must read like a name.
 */
function contractParties(
  text: RowText,
  language: Language | null,
): { parties: Array<Party & { offset: number }>; confidence: number } {
  const byRole = partiesFromRoles(text).filter(
    (party) => language === "id" || looksLikeName(party.name),
  );
  const between = findPartiesBetween(text.text).map((party) => ({ ...party, role: null }));
  const [preferred, other] = language === "id" ? [byRole, between] : [between, byRole];
  if (preferred.length >= 2) return { parties: preferred, confidence: 0.8 };
  if (other.length >= 2) return { parties: other, confidence: 0.7 };
  return { parties: preferred.length > 0 ? preferred : other, confidence: 0.5 };
}

/** The rules' parties and every candidate for a party, for the scorer and its training. */
export function partyCandidatesOf(
  rows: Row[],
  language: Language | null,
): { rules: Party[]; candidates: PartyCandidate[]; text: string } {
  const text = new RowText(rows);
  const { parties } = contractParties(text, language);
  const [first, second] = parties;
  return {
    text: text.text,
    rules: parties.map(({ name, role }) => ({ name, role })),
    candidates: partyCandidates(text.text, {
      primary: first?.name ?? null,
      counterparty: second?.name ?? null,
    }),
  };
}

/**
 * The parties by the trained scorer where training took it (decision 0024), else the rules';
 * the role the rules read stays with the party they found.
 */
function learnedParties(
  text: RowText,
  language: Language | null,
  model: PartyModel | null,
): { parties: Array<Party & { offset: number; confidence?: number }>; confidence: number } {
  const rules = contractParties(text, language);
  if (!model?.use) return rules;
  const [first, second] = rules.parties;
  const candidates = partyCandidates(text.text, {
    primary: first?.name ?? null,
    counterparty: second?.name ?? null,
  });
  const scored = chooseParties(model.scorer, candidates, text.text);
  const blank = blankParty(text.text);
  const chosen = blank ? withBlankParty(scored, blank) : scored;
  if (chosen.length === 0) return rules;
  return {
    confidence: rules.confidence,
    parties: chosen.map((party) => ({
      name: party.name,
      role: rules.parties.find((each) => each.name === party.name)?.role ?? null,
      offset: party.offset,
      confidence: Number(Math.min(0.95, 0.4 + party.probability / 2).toFixed(3)),
    })),
  };
}

const AGREEMENT_DATE =
  /(pada hari ini[^\n]{0,40}?tanggal|dibuat (?:dan ditandatangani )?(?:di [A-Za-z ]+ )?pada(?: tanggal)?|(?:made|entered into|executed|dated)(?: and entered into)?(?: as of| on| this)?)/gi;
/**
 * "Jakarta, 2 Juni 2025" on a line of its own above the signatures: where and when a letter
 * or a power of attorney was signed, in the Indonesian way. OCR may leave a speck before it.
 */
const PLACE_AND_DATE =
  /(?:^|\n)[^\p{L}\n]{0,4}(?:\p{Ll}{1,3}\s+)?\p{Lu}\p{Ll}+(?:\s\p{Lu}\p{Ll}+)?,\s*(\d{1,2}\s+\p{L}{3,9}\.?\s+\d{4})[^\p{L}\n]*(?=\n|$)/gu;

/**
 * "Signed at <place> on <date>", "Ditandatangani di <place>, <date>", "Dibuat di <place> pada
 * tanggal <date>": a sentence that says where and when the contract was signed, which an
 * opening without a date leaves to the signatures.
 */
const SIGNED_AT =
  /\b(?:[Ss]igned|[Ee]xecuted|[Mm]ade|[Dd]itandatangani|[Dd]ibuat(?:\s+dan\s+ditandatangani)?)\s+(?:at|in|di)\s+\p{Lu}[\p{L}.'-]*(?:\s+\p{Lu}[\p{L}.'-]*){0,2}\s*(?:,\s*)?(?:(?:on|pada)(?:\s+(?:the|tanggal|hari\s+\p{L}+,?\s*tanggal))?\s*)?(?=\d|\p{Lu}\p{Ll}+\s+\d)/gu;

function signedAt(text: string, dayFirst: boolean): { iso: string; offset: number } | null {
  for (const match of text.matchAll(SIGNED_AT)) {
    const start = match.index + match[0].length;
    const date = findDates(plainDates(text.slice(start, start + 40)), { dayFirst })[0];
    if (date && date.start === 0) return { iso: date.iso, offset: match.index };
  }
  return null;
}

function placeAndDate(text: string, dayFirst: boolean): { iso: string; offset: number } | null {
  for (const match of text.matchAll(PLACE_AND_DATE)) {
    const date = findDates(match[1] ?? "", { dayFirst })[0];
    if (date) return { iso: date.iso, offset: match.index };
  }
  return null;
}

/**
 * A long contract whose opening gives no date may be dated at its end, by the signatures:
 * "executed this Agreement as of <date>", "This Agreement is dated <date>", "Dated this <day>",
 * "signed … on <date>", "Date: <date>".
 */
const CLOSING_DATE = /\b(?:made|entered\s+into|executed|dated|signed)\b|\bdate\s*:/gi;
const CLOSING_REACH = 4000;

function closingDate(text: string, dayFirst: boolean): { iso: string; offset: number } | null {
  const from = Math.max(0, text.length - CLOSING_REACH);
  const found = dateAfter(text.slice(from), CLOSING_DATE, dayFirst, 80);
  return found && { iso: found.iso, offset: from + found.offset };
}

/** Without a cue, the first full date of the opening is most often the agreement's date. */
function firstDate(opening: string, dayFirst: boolean): { iso: string; offset: number } | null {
  const date = findDates(plainDates(opening.slice(0, 2500)), { dayFirst })[0];
  return date ? { iso: date.iso, offset: 0 } : null;
}

/**
 * "to the Supply Agreement dated <date>", "amends that certain Lease, dated as of <date>": the
 * date of another agreement an amendment or a restatement refers to, not this one's.
 */
const OTHER_AGREEMENT_BEFORE =
  /\b(?:to|of|under|amends?|amending|amended|restates?|restating)\s+(?:that\s+certain\s+|the\s+)?(?:[A-Z][\w&'-]*\s+){0,6}(?:Agreement|Contract|Lease|License|Licence)\s*,?\s*(?:\([^()]{0,40}\)\s*,?\s*)?$/;

function dateAfter(
  text: string,
  pattern: RegExp,
  dayFirst: boolean,
  window = 160,
): { iso: string; offset: number } | null {
  pattern.lastIndex = 0;
  for (const match of text.matchAll(pattern)) {
    if (OTHER_AGREEMENT_BEFORE.test(text.slice(Math.max(0, match.index - 120), match.index))) {
      continue;
    }
    const start = match.index + match[0].length;
    const date = findDates(plainDates(text.slice(start, start + window)), { dayFirst })[0];
    if (date) return { iso: date.iso, offset: match.index };
  }
  return null;
}

const LAW_CUE =
  /\b(?:governed|construed|interpreted|enforced|performed|subject to|tunduk)\b[^.;]{0,200}?\blaws?\s+of\s+(?:the\s+)?(?:(?:state|commonwealth|province|republic|kingdom|federal republic|people's republic)\s+of\s+)?/gi;
const PLACE_STOP =
  /^(applicable|without|excluding|and|as|in|that|which|to|for|regardless|other|its|their|except|including|governing|with|shall|will|the|any|conflict)$/i;

/** The place named after "laws of (the State of)": up to four words, stopping at the clause. */
function placeAfter(text: string): string | null {
  const words: string[] = [];
  for (const raw of text.slice(0, 80).split(/\s+/)) {
    const word = raw.replace(/^[("“]+/, "");
    const bare = word.replace(/[,.;:)"”]+$/, "");
    if (!bare || PLACE_STOP.test(bare) || !/^[A-Za-z]/.test(bare)) break;
    words.push(bare);
    if (bare !== word || words.length === 4) break;
  }
  return words.length > 0 ? words.join(" ") : null;
}

function titleCase(place: string): string {
  return place === place.toUpperCase()
    ? place.toLowerCase().replace(/\b[a-z]/g, (letter) => letter.toUpperCase())
    : place;
}

const INDONESIAN_LAW =
  /hukum\s+(?:negara\s+)?(?:republik\s+)?indonesia|laws?\s+of\s+(?:the\s+)?republic\s+of\s+indonesia|indonesian\s+law/gi;
/** Words that make a law the contract's own, earlier in the same sentence as the law named. */
const GOVERNS =
  /\b(?:governed|construed|interpreted|enforced|subject to|diatur|tunduk|berlaku|ditafsirkan|dilaksanakan)\b[^.;]*$/i;

/**
 * The law the contract is governed by: the first law a sentence makes the contract's own. A
 * party "established under the laws of the Republic of Indonesia" says where it was founded,
 * not which law governs; Indonesian law named with no such words counts only when no other
 * law is.
 */
function governingLaw(text: string): { value: string; offset: number } | null {
  const indonesianMentions = [...text.matchAll(INDONESIAN_LAW)];
  const governsBefore = (offset: number) =>
    GOVERNS.test(text.slice(Math.max(0, offset - 200), offset));
  const indonesian = indonesianMentions.find((match) => governsBefore(match.index));
  LAW_CUE.lastIndex = 0;
  let english: { value: string; offset: number } | null = null;
  for (const match of text.matchAll(LAW_CUE)) {
    const place = placeAfter(text.slice(match.index + match[0].length));
    if (place) {
      english = { value: titleCase(place), offset: match.index };
      break;
    }
  }
  if (indonesian && (!english || indonesian.index <= english.offset)) {
    return { value: "Indonesia", offset: indonesian.index };
  }
  const mentioned = indonesianMentions[0];
  return english ?? (mentioned ? { value: "Indonesia", offset: mentioned.index } : null);
}

/** The rules' governing law and every place a sentence about law names, for the scorer's training. */
export function lawCandidatesOf(rows: Row[]): { rules: string | null; candidates: LawCandidate[] } {
  const text = new RowText(rows).text;
  const rules = governingLaw(text)?.value ?? null;
  return { rules, candidates: lawCandidates(text, rules) };
}

/** The law by the trained scorer where training took it (decision 0024), else the rules'. */
function learnedLaw(
  text: string,
  model: LawModel | null,
): { value: string; offset: number } | null {
  const rules = governingLaw(text);
  if (!model?.use) return rules;
  const chosen = chooseLaw(model.scorer, lawCandidates(text, rules?.value ?? null));
  if (!chosen) return rules;
  // The same place as the rules: their sentence, which makes the law the contract's, is the source.
  return rules?.value === chosen.place ? rules : { value: chosen.place, offset: chosen.offset };
}

/** A stated total outranks a rate ("Rp 85.000.000 per tahun") named earlier. */
const TOTAL_VALUE =
  /(nilai (?:total|keseluruhan|seluruh\w*)|total (?:nilai|harga|biaya|sewa)|seluruhnya (?:sebesar|senilai|berjumlah)|keseluruhan (?:sebesar|senilai|berjumlah)|total (?:contract )?value|aggregate (?:amount|value|fee)|total (?:fee|price|consideration))/gi;
const VALUE =
  /(sebesar|senilai|nilai (?:kontrak|perjanjian)|harga sewa|in the amount of|total (?:contract )?value of|a (?:total )?fee of)/gi;

/**
 * "berjumlah", "amounting to", "the total purchase price is", "a total contract sum of": words
 * that name a sum as a whole,
 * in both languages.
 */
const SUM_VALUE =
  /(berjumlah|sejumlah|seluruhnya|amounting to|in (?:the )?aggregate|totall?ing|total (?:[a-z]+ ){0,2}(?:price|value|fee|fees|amount|sum|consideration|cost)s?(?: (?:is|of|shall be|will be|:))?)/gi;
/** Words after an amount that make it a rate, not the contract's value: "setiap bulan", "per month". */
const RATE_AFTER =
  /^[^.;\n]{0,8}(?:setiap|per|tiap|each|a|an|every)\s+(?:bulan|tahun|hari|minggu|month|year|annum|day|week|hour|jam|unit)\b|^[^.;\n]{0,8}\b(?:monthly|annually|yearly|weekly|daily|per\s+annum|sebulan|setahun)\b/i;

/**
 * Words just before the value words that make the amount something other than what the contract
 * is worth: a minimum or target a party commits to, a deposit held back, a penalty.
 */
const NOT_THE_VALUE_BEFORE =
  /\b(?:minimum|minimal|paling sedikit|sekurang-kurangnya|at least|target|jaminan|deposit|denda|penalty|penalties|liquidated damages)\b[^.;\n]{0,30}$/i;

interface ValueFound {
  value: number;
  currency: string | null;
  offset: number;
  confidence: number;
  rate: boolean;
}

/**
 * The contract's value: among the amounts that value words introduce, a stated total first,
 * then any amount that is not a rate ("Rp 19.000.000 setiap bulan" is the rate, "berjumlah
 * Rp 228.000.000" the value), and none that a minimum, deposit or penalty introduces. A rate alone is no value: a wage or a rent per month is not what
 * the contract is worth, and a search for contracts above a sum must not find it as one.
 */
function contractValue(text: string): ValueFound | null {
  const found: ValueFound[] = [];
  for (const [pattern, confidence] of [
    [TOTAL_VALUE, 0.75],
    [SUM_VALUE, 0.7],
    [VALUE, 0.55],
  ] as const) {
    pattern.lastIndex = 0;
    for (const match of text.matchAll(pattern)) {
      if (NOT_THE_VALUE_BEFORE.test(text.slice(Math.max(0, match.index - 60), match.index))) {
        continue;
      }
      const start = match.index + match[0].length;
      const amount = findAmounts(text.slice(start, start + 80))[0];
      if (!amount) continue;
      const rest = text.slice(start + amount.end, start + amount.end + 200);
      const spelled = spelledAfter(rest);
      const afterWords = rest.replace(/^[^(]{0,40}\([^)]{4,160}\)/, "");
      found.push({
        value: spelled ?? amount.value,
        currency: amount.currency ?? null,
        offset: match.index,
        confidence: confidence + (spelled === null || spelled === amount.value ? 0 : -0.1),
        rate: RATE_AFTER.test(afterWords) || RATE_AFTER.test(rest),
      });
    }
  }
  return found.find((each) => !each.rate) ?? null;
}

/**
 * The amount a contract writes out in words after its figure, "(seratus enam puluh dua juta
 * rupiah)": where the two differ the words prevail, as Indonesian drafting intends, and they
 * survive a scan that broke the figure ("Rp162. 000.000,00").
 */
function spelledAfter(text: string): number | null {
  const words = /^[^(]{0,40}\(([^)]{4,160})\)/.exec(text)?.[1];
  return words ? wordsToNumber(words.replace(/\s+/g, " ")) : null;
}

/**
 * A two-digit year read as 20xx that the contract never writes in full (a "<m>/<d>/99"
 * read as 2099): as POSIX reads two-digit years, 69–99 are 1969–1999.
 */
function twoDigitCentury(iso: string, text: string): string {
  const year = Number(iso.slice(0, 4));
  return year >= 2069 && !text.includes(String(year)) ? `${year - 100}${iso.slice(4)}` : iso;
}

export interface LegalResult {
  fields: UnderstoodFields;
  parties: Party[];
}

/** The legal row's fields (spec §3): title, parties, dates with the term, governing law, value. */
export function extractLegalFields(
  rows: Row[],
  language: Language | null,
  partyModel: PartyModel | null = PARTY_MODEL,
  lawModel: LawModel | null = LAW_MODEL,
): LegalResult {
  const text = new RowText(rows);
  const fields: UnderstoodFields = {};

  const heading = title(rows);
  if (heading) {
    fields.document_title = {
      value: heading.text,
      confidence: 0.85,
      source: text.sourceAt(text.text.indexOf(heading.row.text)),
    };
  }

  const { parties, confidence } = learnedParties(text, language, partyModel);
  const [first, second] = parties;
  if (first)
    fields.primary_party = fieldAt(text, first.name, first.offset, first.confidence ?? confidence);
  if (second) {
    fields.counterparty = fieldAt(
      text,
      second.name,
      second.offset,
      second.confidence ?? confidence,
    );
  }

  const law = learnedLaw(text.text, lawModel);
  if (law) fields.governing_law = fieldAt(text, law.value, law.offset, 0.85);

  const opening = text.text.slice(0, 6000);
  const century = (found: { iso: string; offset: number } | null) =>
    found && { ...found, iso: twoDigitCentury(found.iso, text.text) };
  const dayFirst = writesDayFirst(text.text, law?.value ?? null);
  const stated = century(
    dateAfter(opening, AGREEMENT_DATE, dayFirst) ??
      signedAt(text.text, dayFirst) ??
      placeAndDate(text.text, dayFirst) ??
      firstDate(opening, dayFirst),
  );
  const agreed = stated ?? century(closingDate(text.text, dayFirst));
  const effective =
    century(findEffectiveDate(text.text, dayFirst) ?? signedEffectiveDate(text.text, dayFirst)) ??
    agreed;
  if (agreed) fields.date = fieldAt(text, agreed.iso, agreed.offset, 0.75);
  if (effective) {
    fields.effective_date = fieldAt(
      text,
      effective.iso,
      effective.offset,
      effective === agreed ? 0.55 : 0.8,
    );
  }

  // Indonesian practice counts the first day in the term, also in an English contract
  // under Indonesian law.
  const inclusive = language === "id" || law?.value === "Indonesia";
  const from = {
    effective: effective?.iso ?? null,
    // "The date hereof" is the date the contract opens with; a date found only by the
    // signatures may be a signer's, so a term counted from the date hereof starts on the
    // effective date then.
    agreed: stated?.iso ?? effective?.iso ?? null,
    inclusive,
    dayFirst,
  };
  const expiry =
    findExpiryDate(text.text, from) ?? termSpanEnd(text.text, effective?.iso ?? null, dayFirst);
  // A length found outside any term clause, or a sub-clause under the term's heading that no
  // term statement backs, is a weaker sign, so it is held less sure.
  const lengthOnly = expiry
    ? null
    : (lengthFromStart(text.text, from) ?? endUnderTermHeading(text.text, from));
  if (expiry) fields.expiry_date = fieldAt(text, expiry.iso, expiry.offset, 0.7);
  else if (lengthOnly) fields.expiry_date = fieldAt(text, lengthOnly.iso, lengthOnly.offset, 0.5);

  const value = contractValue(text.text);
  if (value) {
    fields.contract_value = fieldAt(text, value.value, value.offset, value.confidence);
    const currency = value.currency ?? (language === "id" ? "IDR" : null);
    if (currency) {
      fields.currency = fieldAt(text, currency, value.offset, value.currency ? 0.85 : 0.5);
    }
  }
  const number = extractDocumentNumber(rows);
  if (number) fields.document_number = number;

  return { fields, parties: parties.map(({ name, role }) => ({ name, role })) };
}
