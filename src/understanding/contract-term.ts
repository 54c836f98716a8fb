import { datesInFigures } from "./legal/dates-in-words.ts";
import { dateOfNamedDay, namedStartOf } from "./legal/named-day.ts";
import { addDuration, findDates, parseDuration, type Duration } from "./normalize/index.ts";

/** A date found in a contract and the offset of the words that named it. */
export interface DateFound {
  iso: string;
  offset: number;
}

/**
 * "the 23rd day of September, 2016" → "23 September, 2016": the deed style, in both languages,
 * also with the day or the year in words (`datesInFigures`);
 * "March 18. 2021", a slip for the comma, → "March 18, 2021"; "tanggal 20 04 2024", a numeric
 * date whose marks OCR read as spaces, → "tanggal 20-04-2024" (a date's length is kept).
 * A year's older spellings ("in the year", "A.D.") drop their words.
 */
export function plainDates(text: string): string {
  return (
    datesInFigures(text)
      // A superscript ordinal a PDF's text parts from its day ("May 5 th, 2020", "31 st March
      // 2001") joins it again; the length is kept.
      .replace(/\b(\d{1,2}) (st|nd|rd|th)\b/gi, "$1$2 ")
      .replace(/\b(\d{1,2})\s*(?:s\s?t|n\s?d|r\s?d|t\s?h)?\s+day\s+of\s+/gi, "$1 ")
      // A deed's date in words with its figures in brackets: "tanggal tiga belas (13) bulan
      // Oktober tahun dua ribu dua puluh empat (2024)".
      .replace(/\btanggal\s+[a-z\s]{3,40}?\((\d{1,2})\)\s+(?:bulan\s+)?/gi, "tanggal $1 bulan ")
      .replace(/\btahun\s+[a-z\s]{3,60}?\((\d{4})\)/gi, "tahun $1")
      .replace(/\btanggal\s+(\d{1,2})\s+bulan\s+/gi, "$1 ")
      // A numeric date whose mark OCR read as a space ("20 04 2024"), after "tanggal" or
      // opening a text cut right after a cue for a date ("dimulai pada tanggal").
      .replace(
        /(?<=\btanggal\s+|^\s*)(\d{1,2})(?:[/.-]|\s)(\d{1,2})(?:[/.-]|\s)(\d{4})\b/gi,
        (whole: string, day: string, month: string, year: string) =>
          /\d\s\d/.test(whole) ? `${day}-${month}-${year}` : whole,
      )
      .replace(/\s+tahun\s+(\d{4})/gi, " $1")
      .replace(/\b([A-Z][A-Za-z]{2,8}\s+\d{1,2})\.\s+(\d{4})\b/g, "$1, $2")
      // "15 March in the year 2021", "15 March, A.D. 2021": the year's older spellings.
      .replace(
        /\b([A-Z][a-z]{2,8}),?\s+(?:in\s+the\s+year\s+(?:of\s+our\s+lord\s+)?|A\.\s?D\.\s+)(\d{4})\b/g,
        "$1, $2",
      )
  );
}

/** A page's counter standing alone on its line: "12", "- 12 -", "Page 4 of 11", "Halaman 2". */
const PAGE_COUNTER =
  /^(?:[-–—]\s*)?(?:(?:page|halaman|hal\.)\s*)?\d{1,3}(?:\s*(?:of|dari|\/)\s*\d{1,3})?(?:\s*[-–—])?$/i;

/**
 * The text with each page break that cuts a sentence closed up: the blank lines, page counters
 * and lines the text repeats on every page (a filing's running footer) between a line that does
 * not end a sentence and one that goes on in lower case ("for thirty-six (36)", a footer, then
 * "months following …") become spaces, so the sentence reads whole. A plain text keeps its
 * pages' furniture, which a PDF's reading drops. The length, and so every offset, is kept.
 */
export function closePageBreaks(text: string): string {
  const lines = text.split("\n");
  const counts = new Map<string, number>();
  for (const line of lines) {
    const own = line.trim();
    if (own.length >= 10) counts.set(own, (counts.get(own) ?? 0) + 1);
  }
  const furniture = (line: string) =>
    PAGE_COUNTER.test(line.trim()) || (counts.get(line.trim()) ?? 0) >= 3;
  const starts: number[] = [];
  let at = 0;
  for (const line of lines) {
    starts.push(at);
    at += line.length + 1;
  }
  let result = text;
  let index = 0;
  while (index < lines.length) {
    const line = lines[index]!;
    if (line.trim() === "" || furniture(line)) {
      index++;
      continue;
    }
    let next = index + 1;
    let crossesPage = false;
    while (next < lines.length && (lines[next]!.trim() === "" || furniture(lines[next]!))) {
      crossesPage ||= lines[next]!.trim() !== "";
      next++;
    }
    const goesOn = next < lines.length && /^\s*\p{Ll}/u.test(lines[next]!);
    if (crossesPage && goesOn && !/[.;:!?]\s*$/.test(line)) {
      const from = starts[index]! + line.length;
      const to = starts[next]!;
      result = result.slice(0, from) + " ".repeat(to - from) + result.slice(to);
    }
    index = next;
  }
  return result;
}

/** The first date starting within `reach` characters of the text's start. */
function dateNear(text: string, reach: number, dayFirst = true): string | null {
  const date = findDates(plainDates(text.replace(/\s+/g, " ")), { dayFirst })[0];
  return date && date.start <= reach ? date.iso : null;
}

/**
 * Words that say a date is the one the contract takes effect on, with the date right after
 * them: "effective (as of)", "retroactively to", "this Agreement shall be in effect / operative
 * from". Only "effective" wording counts anywhere in the text; "commence", "begin" and
 * "start" also name when payments or services start, so they count only in the term clause.
 */
const EFFECTIVE_CUE =
  /(?:["“]?\b(?:effective|commencement)\s+date["”]?(?:\s+(?:of|for)\s+this\s+\w+)?(?:\s*\([^()]{0,60}\))?\s*(?:means|shall\s+(?:mean|be)|will\s+be|is|:)(?:\s+\d{1,2}:\d{2}\s*[ap]\.?m\.?[^.;\d]{0,40}?\bon)?|\bcontract\s+start\s*:|\b(?:effective|commencement)\s+date\b|\beffective(?:\s+(?:as\s+of|on|from|beginning|commencing|this))?|\b(?:comes?|came)\s+into\s+(?:force|effect)(?:\s+(?:on|as\s+of|from))?|\bretroactive(?:ly)?(?:\s+effective)?\s+(?:to|as\s+of|from)|\b(?:agreement|it)\s+(?:shall|will|is)\s+(?:be\s+)?(?:in\s+(?:full\s+)?(?:force\s+and\s+)?effect|operative)\s+(?:as\s+of|from|on)|\btakes?\s+effect(?:\s+(?:on|as\s+of|from))?|\bberlaku\s+(?:efektif\s+)?(?:sejak|mulai|pada|dari)(?:\s+tanggal)?|terhitung\s+(?:sejak|mulai)(?:\s+tanggal)?|mulai\s+berlaku(?:\s+pada)?(?:\s+tanggal)?)\s*(?:the\s+day\s+of\s+)?/gi;
/**
 * Words that start the term, with the date right after them; also after the day's name, dated
 * there: "to commence on the anticipated opening date of <date>", "from the handover date,
 * being <date>", "commencing on the Closing Date, namely <date>".
 */
const START_CUE =
  /\b(?:commenc\w*|begin\w*|start\w*|dimulai|mulai|runs?\s+from|from|sejak|dari)(?:\s+(?:on|as\s+of|upon|from|effective|pada|sejak|dari))?(?:\s+tanggal)?(?:\s+the\s+(?:[\w-]+\s+){0,3}?(?:date|day)(?:\s+of|,?\s+(?:being|namely|which\s+is)|,))?\s*(?:the\s+day\s+of\s+)?/gi;
/**
 * A date the contract itself calls its effective or commencement date: `June 1, 2020 (the
 * "Effective Date")`.
 */
const NAMED_AS_EFFECTIVE =
  /^[\s,]*\(\s*(?:such\s+(?:date|day)(?:\s+being)?,?\s+)?(?:the\s+|hereinafter\s+)?["“]?(?:effective|commencement)\s+date/i;

function cuedDate(text: string, cue: RegExp, dayFirst = true): DateFound | null {
  cue.lastIndex = 0;
  for (const match of text.matchAll(cue)) {
    const start = match.index + match[0].length;
    const iso = dateNear(text.slice(start, start + 60), 4, dayFirst);
    if (iso) return { iso, offset: match.index };
  }
  return null;
}

function dateNamedEffective(text: string, dayFirst: boolean): DateFound | null {
  const plain = plainDates(text);
  for (const date of findDates(plain, { dayFirst })) {
    if (NAMED_AS_EFFECTIVE.test(plain.slice(date.end, date.end + 40))) {
      return { iso: date.iso, offset: date.start };
    }
  }
  return null;
}

/**
 * The date the contract takes effect: the one it names so, or a date right after "effective
 * (as of)" or, in the term clause, "commence(s) on". Null when it says neither: then the
 * agreement's own date stands in (CUAD's annotators read it so as well). `dayFirst` reads
 * numeric dates as the contract's country writes them.
 */
export function findEffectiveDate(page: string, dayFirst = true): DateFound | null {
  const text = closePageBreaks(page);
  const named = dateNamedEffective(text, dayFirst);
  const cued = cuedDate(text, EFFECTIVE_CUE, dayFirst);
  const earlier = named && cued ? (named.offset <= cued.offset ? named : cued) : (named ?? cued);
  if (earlier) return earlier;
  const defined = dateOfNamedDay(plainDates(text), "Effective Date", dayFirst);
  if (defined) return { iso: defined, offset: text.search(/\beffective\s+date\b/i) };
  for (const clause of termClauses(text)) {
    const start = cuedDate(clause.text, START_CUE, dayFirst);
    if (start) return { iso: start.iso, offset: clause.offset };
  }
  return null;
}

/**
 * Where a contract states its term: "The term of this Agreement (the "Term") shall…", "This
 * Agreement shall commence / remain in effect / continue…", "'Term' means…", "Term:",
 * "Jangka waktu…", "Perjanjian ini berlaku…". "The term of this Agreement" counts only as the
 * subject of a verb: "during the term of this Agreement" says nothing about its length.
 */
/**
 * "during the term", "of the Term": the term named inside another clause; "any other term of
 * this Agreement": a term in the sense of a provision.
 */
const INSIDE_ANOTHER = String.raw`(?<!\b(?:of|in|during|for|throughout|beyond|after|before|within|upon|past|and|any|other|each|every|no)\s+(?:the\s+)?)`;
/**
 * "This Agreement shall…" opens its sentence, clause or section (after a heading such as
 * "Term and Termination" or "Duration of Agreement", or after "the parties agree that");
 * "terminate this Agreement…" does not.
 */
const SENTENCE_START = String.raw`(?<=(?:^|[.;:,)\]]|\n|\n[-–•·]|\d|\bterm|\btermination|\bduration|\b(?:term|duration)\s+of\s+(?:the\s+|this\s+)?agreement|\b(?:agree[ds]?|acknowledge[ds]?|confirm(?:s|ed)?)\s+that)\s*)`;
/**
 * Periods a contract sets beside its term, named by the word before "period" or "term": the
 * warranty period of the products, the exclusivity period, a renewal term, a notice or cure
 * period, a restricted period after the end. "The Contract Period", "the Supply Term" name the
 * term itself.
 */
const ANOTHER_PERIOD = String.raw`(?<!\b(?:warranty|guarantee|payment|billing|invoicing|exclusivity|exclusive|renewal|renewed|extension|extended|additional|notice|cure|grace|transition|transitional|wind-down|sell-off|probation\w*|trial|pilot|evaluation|acceptance|testing|minimum|purchase|restricted|restriction|non-compet\w*|non-solicit\w*|confidentiality|survival|lock-up|tail|royalty|reporting|accounting|credit|holdover|option)\s+)`;
const TERM_CUE = new RegExp(
  [
    String.raw`${INSIDE_ANOTHER}\b(?:the\s+)?(?:initial\s+|original\s+)?${ANOTHER_PERIOD}(?:term|period|duration)\s+(?:of\s+validity\s+)?(?:hereof|of\s+(?:this|the)\s+[\w-]+(?:\s+(?:agreement|hereby\s+granted))?)(?=[^.;]{0,150}?\b(?:shall|will|is|commences|begins|expires|ends|terminates|continues|runs|lasts)\b)`,
    String.raw`${SENTENCE_START}\b(?:this|the)\s+(?:[\w-]+\s+){0,2}(?:agreement|contract|amendment|licen[cs]e|lease|attachment|promotion|arrangement)\s+(?:(?:shall|will|is\s+to|is|to)\s+)?(?:(?!and\b|or\b|for\b)\w+\s+){0,2}?(?:commences?|begins?|becomes?\s+effective|(?:is|be|deemed)\s+effective|takes?\s+effect|enters?\s+into|comes?\s+into\s+(?:force|effect)|remains?|continues?|be\s+in\s+(?:full\s+)?(?:force|effect)|be\s+valid|(?:is|be)\s+for\s+(?:an?|the)\b|(?:is|be)\s+for\s+(?=(?:[\w()-]+\s+){1,3}(?:years?|months?)\b)|extends?\s+for|expires?\b|terminates?\b|ends?\b|lasts?|runs?|valid|binding|(?:made|entered\s+into|concluded)\s+for|ha(?:ve|s)\s+an?\s+(?:[\w()-]+\s+){0,3}?(?:initial\s+)?term)`,
    String.raw`${SENTENCE_START}\bthis\s+[A-Z][\w-]*\s+(?:shall|will)\s+(?:commence|begin|expire|terminate|end|remain|continue)`,
    // "This is a 3-year agreement": the length as the agreement's adjective.
    String.raw`${SENTENCE_START}\bthis\s+is\s+an?\s+(?=(?:[\w()-]+[\s-]+){1,3}?(?:years?|months?)[\s-]+(?:agreement|contract)\b)`,
    String.raw`["“]?\b(?:initial\s+)?term["”]?\s+(?:shall\s+)?means?`,
    String.raw`["“](?:contract|agreement)\s+period["”]\s+(?:shall\s+)?means?`,
    // "Term:", "Term of Agreement:", "Contract Term:": a label before the term's length.
    String.raw`\b(?:(?:initial|contract|agreement)\s+)?term(?:\s+of\s+(?:the\s+|this\s+)?(?:agreement|contract))?\s*:`,
    // The initial term's length said inside another sentence: "Following the Initial Term of
    // three (3) years, …", "after an initial term of 24 months".
    String.raw`\b(?:initial|original)\s+term\s+of\s+(?=(?:[\w()-]+\s+){1,3}(?:years?|months?)\b)`,
    // A numbered heading run into its clause on one line: "3.1 Term. Three (3) years."
    String.raw`(?<=(?:^|\n)[ \t]*(?:[\dIVX]+(?:\.\d+)*[.)]?[ \t]+)?)(?:initial\s+)?(?:term|duration)\.(?=[ \t]+[A-Z])`,
    String.raw`["“]?\b(?:termination|expiration|expiry|end)\s+date["”]?\s*(?::|means|shall\s+mean)`,
    String.raw`\bcontract\s+end\s*:`,
    // Also the term named for what it covers, a capitalised word before it ("The License Term
    // shall be …"); not a renewal's, a warranty's or another period's.
    String.raw`${INSIDE_ANOTHER}\bthe\s+["“]?(?:initial\s+|(?-i:[A-Z][a-z-]+)\s+)?${ANOTHER_PERIOD}term["”]?\s+(?:shall|will|is|ends|expires|terminates|runs|continues|lasts|commences|begins)\b`,
    // "dapat diperpanjang untuk jangka waktu 1 (satu) tahun": the length of a renewal.
    String.raw`(?<!\b(?:diperpanjang|perpanjangan|memperpanjang)\s+(?:(?:untuk|dengan|selama)\s+)?)\b(?:jangka\s+waktu|masa\s+(?:berlaku|kerja|sewa|kontrak|perjanjian))`,
    // The first sentence under a heading of its own line that names the term (a number or an
    // article's number, then "term", "duration", "period" or "term of agreement"), whatever its
    // subject: "The obligations under this Agreement start on …". "Term and Termination" names
    // the term too.
    // A scan's heading may open with specks OCR read as lone marks (". 1. TERM .").
    String.raw`(?<=(?:^|\n)[ \t]*(?:[^\w\s][ \t]+){0,3}(?:(?:article|section|clause)\s+)?(?:[\dIVX]+(?:\.\d+)*[.)]?)?[ \t]*(?:[-–—][ \t]*)?(?:(?:initial\s+)?term|duration|period|contract\s+period|validity)(?:\s+of\s+(?:the\s+|this\s+)?(?:agreement|contract))?(?:[ \t]+(?:and|&)[ \t]+(?:termination|renewal|extension))?[ \t]*[.:]?[ \t]*\n[ \t]*)(?=[A-Z])`,
    // "Perjanjian Sewa ini", "Perjanjian Kerja Waktu Tertentu ini": the agreement's kind may
    // stand between the noun and "ini".
    String.raw`\b(?:perjanjian|kontrak|kesepakatan|surat\s+kuasa|nota\s+kesepahaman|adendum|addendum)(?:\s+[\w-]+){0,4}?\s+ini\s+(?:[\w-]+\s+){0,5}?berlaku`,
  ].join("|"),
  "gi",
);

interface TermClause {
  text: string;
  offset: number;
}

const SENTENCE_END = /[.;](?=\s+[A-Z(])|\n\s*\n/;
/**
 * A sentence that defines the term by name: `… through <date> (the "Initial Term")`, also a
 * term named for what it covers (the initial "Services Term").
 */
const TERM_DEFINED =
  /\(\s*(?:the\s+|such\s+period,?\s+the\s+)?(?:initial\s+)?["“](?:initial\s+)?(?:[\w-]+\s+)?term["”]\s*\)/gi;

/**
 * The initial term's length said as its adjective inside a sentence about renewing or extending
 * this agreement: "this Agreement shall be renewed for one-year periods after the initial
 * three-year period", "… after an initial period of three (3) years". Not where the sentence is
 * about another agreement or obligation ("supply … for an initial period of 18 months; on
 * completion of this initial 18 month period …").
 */
const INITIAL_LENGTH =
  /\b(?:initial|original)\s+(?=(?:[\w()]+[\s-]+){1,3}?(?:years?|months?)[\s-]+(?:term|period)\b|period\s+of\s+(?:[\w()-]+\s+){1,3}?(?:years?|months?)\b)/gi;
const THIS_AGREEMENT_WILL = /\bthis\s+agreement\s+(?:shall|will|may|is\s+to)\b/i;

/** From `start` to the end of its sentence, at most 600 characters, on one line. */
function clauseFrom(text: string, start: number, cueLength: number): TermClause {
  const rest = text.slice(start, start + 600);
  const end = SENTENCE_END.exec(rest.slice(cueLength));
  const length = end ? cueLength + end.index : rest.length;
  return { text: rest.slice(0, length).replace(/\s+/g, " "), offset: start };
}

/** Where the sentence holding `at` starts, at most 400 characters back. */
function sentenceStart(text: string, at: number): number {
  const before = text.slice(Math.max(0, at - 400), at);
  const ends = [...before.matchAll(new RegExp(SENTENCE_END, "g"))];
  const last = ends.at(-1);
  return at - before.length + (last ? last.index + last[0].length : 0);
}

/** Each term statement up to the end of its sentence, in the order of the text. */
function termClauses(text: string): TermClause[] {
  TERM_CUE.lastIndex = 0;
  TERM_DEFINED.lastIndex = 0;
  const cued = [...text.matchAll(TERM_CUE)].map((match) =>
    clauseFrom(text, match.index, match[0].length),
  );
  const defined = [...text.matchAll(TERM_DEFINED)].map((match) => {
    const start = sentenceStart(text, match.index);
    return clauseFrom(text, start, match.index + match[0].length - start);
  });
  INITIAL_LENGTH.lastIndex = 0;
  const initial = [...text.matchAll(INITIAL_LENGTH)].flatMap((match) => {
    const clause = clauseFrom(text, match.index, match[0].length);
    const start = sentenceStart(text, match.index);
    const sentence = text.slice(start, match.index).replace(/\s+/g, " ") + clause.text;
    return THIS_AGREEMENT_WILL.test(sentence) ? [clause] : [];
  });
  return [...cued, ...defined, ...initial].sort((a, b) => a.offset - b.offset);
}

/**
 * Words right before a date that make it the end of the term; a speck OCR made of a mark may
 * stand between ("sampai dengan tanggal . 01-07-2027").
 */
const END_BEFORE_DATE =
  /(?:expir\w*|terminat\w*|\bend(?:s|ing)?|conclu\w*|until|through|thru|till|later\s+of|earlier\s+of|no\s+(?:event\s+)?later\s+than|not\s+later\s+than|\d{4},?\s+(?:to|-|–)|\b(?:date|hereof)\s+to|extended\s+(?:to|until|through)|\(a\)|\bterm,?\s+(?:being|namely)|berakhir\w*|sampai(?:\s+dengan)?|hingga|s\/d|s\.\s?d\.)(?:\s+date)?["”]?(?:\s*:|\s+(?:means|shall\s+mean|is))?(?:,?\s+(?:on|at|as\s+of|upon|the|and\s+including|pada|midnight|noon|close\s+of\s+business|\d{1,2}(?::\d{2})?\s*[ap]\.?\s?m\.?))*\s*(?:tanggal\s+)?(?:\(\w{1,4}\)\s*)?[:,.]?\s*$/i;
const ORDINALS: Record<string, number> = {
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  fifth: 5,
  sixth: 6,
  seventh: 7,
  eighth: 8,
  ninth: 9,
  tenth: 10,
  eleventh: 11,
  twelfth: 12,
  fifteenth: 15,
  twentieth: 20,
};
const ANNIVERSARY = new RegExp(
  `(day\\s+(?:prior\\s+to|before)\\s+)?the\\s+(?:(${Object.keys(ORDINALS).join("|")})|(\\d{1,2})\\s?(?:st|nd|rd|th)|([\\w()\\s-]{1,20}?[\\s-]+years?))(?:\\s*\\([\\w\\s]{1,8}\\))?[\\s-]+(?:year\\s+)?anniversary`,
  "i",
);
/** A term that runs on with no end date: CUAD's "perpetual". */
const OPEN_ENDED =
  /\buntil\s+(?:(?:it\s+is\s+|so\s+)?terminated|(?:the\s+)?terminat\w+\s+of|either\s+party|this\s+agreement\s+is\s+terminated)|\bperpetu|\bindefinite|\bin\s+perpetuity|\bselama\s+(?:para\s+pihak|masih)/i;
/** A duration counts as the term when it follows one of these words. */
const DURATION_LEAD =
  /(?:\b(?:for|of|be|is|end(?:s|ing)?|expir\w*|continu\w*|remain\w*|terminat\w*|extend\w*|last(?:s|ing)?|runs?|selama|waktu|untuk|adalah|period)\b|\b(?:term|duration)\s*[.:])[^.;]{0,50}$/i;
/**
 * A clause that opens with its length, under a heading that names the term: "TERM" on its
 * line, then "Three (3) years from the Effective Date."
 */
const OPENS_WITH_LENGTH = /^\s*(?:[a-z]+[\s-]+){0,2}(?:\(\d{1,3}\)\s*)?(?:\d{1,3}\s*)?$/i;
/** A length said as the term's own adjective: "a five (5) year term", "a ten-year period". */
const TERM_NOUN_AFTER = /^[\s-]*(?:initial\s+)?(?:term|period|agreement|contract)\b/i;
/** How far back from its unit a duration may start: "thirty-six (36) months" is 22. */
const DURATION_REACH = [45, 30, 20, 12];

/** A term that runs to the end of a year: "until the end of <year>", "sampai akhir tahun <year>". */
const YEAR_END =
  /\b(?:until|through|to|till|sampai(?:\s+dengan)?|hingga)\s+(?:the\s+)?(?:end|akhir)\s+(?:of\s+)?(?:(?:the\s+)?(?:calendar\s+)?(?:year|tahun)\s+)?(\d{4})\b/i;

/** A term of whole calendar years: "for the calendar years 2021 through 2023" ends with the last. */
const CALENDAR_YEARS =
  /\bcalendar\s+years\s+\d{4}\s+(?:through|thru|to|until|and|-|–)\s+(\d{4})\b/i;

function endDate(clause: string, dayFirst: boolean): string | null {
  const plain = plainDates(clause);
  for (const date of findDates(plain, { dayFirst })) {
    if (END_BEFORE_DATE.test(plain.slice(Math.max(0, date.start - 40), date.start))) {
      return date.iso;
    }
  }
  const year = YEAR_END.exec(plain)?.[1] ?? CALENDAR_YEARS.exec(plain)?.[1];
  return year ? `${year}-12-31` : null;
}

function anniversaryYears(match: RegExpExecArray): number | null {
  const [, , word, digits, written] = match;
  if (word) return ORDINALS[word.toLowerCase()] ?? null;
  if (digits) return Number(digits);
  return written ? (parseDuration(written.replace(/-/g, " "))?.years ?? null) : null;
}

/** The duration that ends at `end`, in whole months or years: "five (5) years". */
function durationEndingAt(clause: string, end: number): Duration | null {
  for (const reach of DURATION_REACH) {
    const duration = parseDuration(clause.slice(Math.max(0, end - reach), end));
    if (duration && duration.years + duration.months + duration.days > 0) return duration;
  }
  return null;
}

/** Words between a number and its unit that do not change the length: "twelve (12) full calendar months". */
const UNIT_QUALIFIER = /\b(?:(?:full|calendar|contract|consecutive)\s+)+(?=(?:years?|months?)\b)/gi;

/**
 * Days in a term clause are mostly a notice or a cure period (so many days' written notice
 * before, so many hari kerja sebelumnya); a term in days is counted from a start instead.
 * "Sixty (60) days after the Effective Date" is the term's own length.
 */
const NOT_A_TERM_IN_DAYS =
  /^['’]?s?\s*(?:prior|notice|written|advance|(?:after|following)(?!\s+the\s+(?:effective|commencement)\s+date)|before|of\s+(?:receipt|notice|the\s+date)|kerja|kalender\s+sebelum|sebelum|setelah|pemberitahuan)/i;

/** A breach or default left uncured or unremedied, a notice given: days that measure them are no term. */
const CURE_OR_NOTICE =
  /\b(?:cure[ds]?|uncured|(?:un)?remedied|breach\w*|default\w*|notice|pemberitahuan|wanprestasi)\b/i;
/** A length in days said as the term itself: "for N (words) days", "adalah N (kata) hari". */
const DAYS_AS_TERM =
  /\b(?:for|is|be|selama|adalah)\s+(?:an?\s+(?:period|term)\s+of\s+)?(?:\d{1,3}\s*)?(?:[a-z]+[\s-]+){0,3}(?:\([\w\s]{1,30}\)\s*)?(?:calendar\s+|kalender\s+)?$/i;

/**
 * A length that says how long each renewal lasts ("renew automatically for successive periods
 * of one (1) year", "any extension for one year", "shall be extended for a further three
 * (3) years"), not the term's own length.
 */
const RENEWAL_BEFORE =
  /\b(?:renew\w*|extension|successive|diperpanjang|perpanjangan)\b[^.;]{0,60}$|\b(?:additional|further)\s+(?:(?:period|term)\s+of\s+)?(?:[\w-]+\s+)?(?:\(\d{1,3}\)\s+)?$/i;
/** A length of notice ("nine weeks' notice", "three months before"). */
const NOTICE_AFTER =
  /^['’]?s?\s*(?:(?:prior|advance|written)\s+)*(?:notice|prior\s+to|before|in\s+advance|pemberitahuan|sebelum)/i;

/**
 * A length with half a year (a count in words and "and one-half" with its figure in brackets,
 * "<count> and a half years", "<count>.5 years"): no count of whole years, so it is read in
 * months (twelve a year, and six), padded to the same length so every offset after it holds.
 */
const HALF_YEARS =
  /\b(\d{1,2}|[a-z]+(?:-[a-z]+)?)(?:\s+and\s+(?:a|one)[\s-]half|\.5|\s1\/2)(?:\s*\(\s*\d{1,2}(?:\.5|\s1\/2)\s*\))?[\s-]+years?\b/gi;

function halfYearsInMonths(clause: string): string {
  return clause.replace(HALF_YEARS, (whole, count: string) => {
    const years = parseDuration(`${count} years`)?.years;
    const months = years === undefined ? "" : `${years * 12 + 6} months`;
    return months && months.length <= whole.length ? months.padStart(whole.length) : whole;
  });
}

/**
 * No contract runs longer than a 99-year lease: a longer "length" is a year's figure that
 * stands before the unit (a count in words with its figure in brackets, then a page's filing
 * footer with its date, then "years").
 */
const LONGEST_TERM_YEARS = 99;

/** The first duration in whole years, months or days that the clause gives as its length. */
function termDuration(clause: string): { duration: Duration; at: number } | null {
  // OCR reads the figure one in brackets as a letter, "one (I) year", which would leave the
  // length unread; a number's words it marred ("thirty-slx (36) months") would too, where the
  // figure in brackets says the same. The same length keeps every offset.
  const plain = halfYearsInMonths(clause)
    .replace(UNIT_QUALIFIER, "")
    .replace(/([\w)])-(?=(?:years?|months?)\b)/gi, "$1 ")
    .replace(/\((?:I|l)\)(?=\s+(?:years?|months?)\b)/gi, "(1)")
    .replace(
      /[\w-]+\s?\((\d{1,3})\)(?=\s+(?:years?|months?|tahun|bulan)\b)/g,
      (words, figure: string) => figure.padStart(words.length),
    );
  for (const unit of plain.matchAll(/\b(?:years?|yrs?|months?|days?|tahun|bulan|hari)\b/gi)) {
    const end = unit.index + unit[0].length;
    const inDays = /^(?:d|h)/i.test(unit[0]);
    const before = plain.slice(Math.max(0, unit.index - 80), unit.index);
    if (inDays && (!DAYS_AS_TERM.test(before) || CURE_OR_NOTICE.test(before))) continue;
    if (inDays && NOT_A_TERM_IN_DAYS.test(plain.slice(end, end + 40))) continue;
    if (RENEWAL_BEFORE.test(before) || NOTICE_AFTER.test(plain.slice(end, end + 40))) continue;
    // "two years and six months": the months that follow the years belong to the same length.
    const andMonths = /^\s+and\s+(?:[\w-]+\s+){0,2}(?:\(\d{1,2}\)\s+)?months?\b/i.exec(
      plain.slice(end),
    );
    const whole = andMonths && durationEndingAt(plain, end + andMonths[0].length);
    const duration = whole && whole.years > 0 ? whole : durationEndingAt(plain, end);
    const lead =
      DURATION_LEAD.test(plain.slice(0, unit.index)) ||
      TERM_NOUN_AFTER.test(plain.slice(end)) ||
      (!inDays && OPENS_WITH_LENGTH.test(plain.slice(0, unit.index)));
    if (duration && lead && duration.years <= LONGEST_TERM_YEARS) {
      return { duration, at: unit.index };
    }
  }
  return null;
}

/** The date a clause starts the term on, when it names one ("commencing January 1, 2008"). */
function clauseStart(clause: string, dayFirst: boolean): string | null {
  return (
    cuedDate(clause, START_CUE, dayFirst)?.iso ??
    cuedDate(clause, EFFECTIVE_CUE, dayFirst)?.iso ??
    null
  );
}

/** The end counted from the start by whichever comes first: an anniversary or a length. */
/** "on the last day of the month <length> from …": the term runs to that month's end. */
const MONTH_END = /\blast\s+day\s+of\s+the\s+(?:calendar\s+)?month\b/i;

/** "the last day of the calendar year in which the third anniversary … occurs": that year's end. */
const YEAR_IN_WHICH = /\b(?:last\s+day|end)\s+of\s+the\s+(?:calendar\s+)?year\s+in\s+which\b/i;

/** The last day of the month `iso` falls in. */
function monthEnd(iso: string): string {
  const [year, month] = iso.split("-").map(Number) as [number, number];
  return new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
}

/**
 * "until the end of Year 3", "upon the end of the third Contract Year": contract years counted
 * from the start, so the term ends on that many years' anniversary.
 */
const END_OF_YEAR_NUMBER = new RegExp(
  `\\bend\\s+of\\s+(?:the\\s+)?(?:(${Object.keys(ORDINALS).join("|")})\\s+(?:contract\\s+|agreement\\s+|license\\s+)?year|(?:contract\\s+|agreement\\s+|license\\s+)?year\\s+(\\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten)\\b)`,
  "i",
);

function yearNumber(match: RegExpExecArray): number | null {
  const [, ordinal, number] = match;
  if (ordinal) return ORDINALS[ordinal.toLowerCase()] ?? null;
  if (!number) return null;
  return /^\d+$/.test(number) ? Number(number) : (parseDuration(`${number} years`)?.years ?? null);
}

/**
 * An anniversary of an event that ends something ("the first anniversary of the expiration of
 * the last order"): the term's end then waits on a day the contract cannot date. An anniversary
 * of an undated start (a launch, a first commercial sale, an acceptance) is counted from the
 * effective date, as a length from one is and as CUAD's annotators count both (dev: a term
 * "after the Launch", another "from the first purchase order", labelled from the effective date).
 */
const OF_LATER_EVENT = /^\s+of\s+(?:the\s+)?(?:(?:expir|terminat|complet)\w*|end|last|final)\b/i;

/**
 * "through the last day of the twenty-fourth (24th) month thereafter", "the last day of the 36th
 * full calendar month following": the term runs to the end of the month so many months on.
 */
const LAST_DAY_OF_MONTH_NUMBER = new RegExp(
  String.raw`\blast\s+day\s+of\s+the\s+(?:(\d{1,3})(?:st|nd|rd|th)|(${Object.keys(ORDINALS).join("|")})|[\w-]+)(?:\s*\((\d{1,3})(?:st|nd|rd|th)?\))?\s+(?:(?:full|calendar|consecutive)\s+)*month\s+(?:thereafter|after|following|from)\b`,
  "i",
);

function lastDayOfMonthNumber(clause: string, start: string): string | null {
  const found = LAST_DAY_OF_MONTH_NUMBER.exec(clause);
  if (!found) return null;
  const [, digits, word, bracketed] = found;
  const figure = bracketed ?? digits;
  const months = figure ? Number(figure) : word ? (ORDINALS[word.toLowerCase()] ?? null) : null;
  return months ? monthEnd(addDuration(start, { years: 0, months, days: 0 })) : null;
}

/**
 * "at the end of the thirty-sixth (36th) month after the Effective Date": so many months on,
 * counted as a length of months is.
 */
const END_OF_MONTH_NUMBER = new RegExp(
  String.raw`\b(?:end|expiration|expiry)\s+of\s+the\s+(?:(\d{1,3})(?:st|nd|rd|th)|(${Object.keys(ORDINALS).join("|")})|[\w-]+)(?:\s*\((\d{1,3})(?:st|nd|rd|th)?\))?\s+(?:(?:full|calendar|consecutive)\s+)*month\s+(?:thereafter|after|following|from)\b`,
  "i",
);

function endOfMonthNumber(clause: string, start: string, inclusive: boolean): string | null {
  const found = END_OF_MONTH_NUMBER.exec(clause);
  if (!found) return null;
  const [, digits, word, bracketed] = found;
  const figure = bracketed ?? digits;
  const months = figure ? Number(figure) : word ? (ORDINALS[word.toLowerCase()] ?? null) : null;
  return months ? addDuration(start, { years: 0, months, days: 0 }, { inclusive }) : null;
}

const MONTH_NUMBERS = [
  "january",
  "february",
  "march",
  "april",
  "may",
  "june",
  "july",
  "august",
  "september",
  "october",
  "november",
  "december",
];
/**
 * A day of a calendar year counted from the start rather than dated: "December 31 of the third
 * full calendar year following the Effective Date", "the last day of the second calendar year
 * after", "December 31 of the year in which the Effective Date falls" (the start's own year).
 * Only the start's own year is read for "in which"; a year in which a later event falls waits on
 * a day the contract cannot date.
 */
const DAY_OF_COUNTED_YEAR = new RegExp(
  String.raw`\b(?:(${MONTH_NUMBERS.join("|")})\s+(\d{1,2})(?:st|nd|rd|th)?|(?:the\s+)?(?:last\s+day|end))\s+of\s+the\s+(?:(?:(${Object.keys(ORDINALS).join("|")})|(\d{1,2})(?:st|nd|rd|th))(?:\s*\(\d{1,2}(?:st|nd|rd|th)?\))?\s+(?:full\s+)?calendar\s+year\s+(?:following|after)|(?:calendar\s+)?year\s+in\s+which\s+(?:the\s+|this\s+)?(?:(?:effective|commencement|start)\s+date\s+(?:occurs|falls)|agreement\s+(?:is\s+(?:signed|executed)|becomes\s+effective|takes\s+effect)))`,
  "i",
);

function dayOfCountedYear(clause: string, start: string): string | null {
  const found = DAY_OF_COUNTED_YEAR.exec(clause);
  if (!found) return null;
  const [, monthName, day, ordinal, digits] = found;
  const years = ordinal ? (ORDINALS[ordinal.toLowerCase()] ?? 0) : digits ? Number(digits) : 0;
  const year = Number(start.slice(0, 4)) + years;
  if (!monthName) return `${year}-12-31`;
  const month = MONTH_NUMBERS.indexOf(monthName.toLowerCase()) + 1;
  const iso = `${year}-${String(month).padStart(2, "0")}-${day!.padStart(2, "0")}`;
  // A day the month does not have ("February 30") is no date.
  return monthEnd(iso) >= iso ? iso : null;
}

function countedEnd(clause: string, start: string, inclusive: boolean): string | null {
  const countedYear = dayOfCountedYear(clause, start);
  if (countedYear) return countedYear;
  const numberedMonth =
    lastDayOfMonthNumber(clause, start) ?? endOfMonthNumber(clause, start, inclusive);
  if (numberedMonth) return numberedMonth;
  const found = ANNIVERSARY.exec(clause);
  const anniversary =
    found && !OF_LATER_EVENT.test(clause.slice(found.index + found[0].length)) ? found : null;
  const years = anniversary ? anniversaryYears(anniversary) : null;
  const length = termDuration(clause);
  if (anniversary && years && (!length || anniversary.index < length.at)) {
    const day = addDuration(start, { years, months: 0, days: anniversary[1] ? -1 : 0 });
    const toYearEnd = YEAR_IN_WHICH.exec(clause);
    return toYearEnd && toYearEnd.index < anniversary.index ? `${day.slice(0, 4)}-12-31` : day;
  }
  const yearEnd = END_OF_YEAR_NUMBER.exec(clause);
  const contractYears = yearEnd ? yearNumber(yearEnd) : null;
  if (yearEnd && contractYears && (!length || yearEnd.index < length.at)) {
    return addDuration(start, { years: contractYears, months: 0, days: 0 });
  }
  if (!length) return null;
  const counted = addDuration(start, length.duration, { inclusive });
  const toMonthEnd = MONTH_END.exec(clause);
  return toMonthEnd && toMonthEnd.index < length.at ? monthEnd(counted) : counted;
}

/** How a term statement ends the term, strongest first. */
type TermEnd =
  { kind: "date"; iso: string } | { kind: "counted"; iso: string } | { kind: "open" } | null;

/** The dates a term may be counted from, and how (see `findExpiryDate`). */
export interface TermStart {
  effective: string | null;
  /** The agreement's own date, for a term counted "from the date hereof". */
  agreed: string | null;
  inclusive: boolean;
  /** Numeric dates day first (the default) or month first, as the contract writes them. */
  dayFirst?: boolean;
}

/**
 * A term counted from the agreement's own date rather than its effective date: the date
 * hereof, or the day it is signed ("from the date of signature / of its execution / on which
 * it is signed", "sejak tanggal ditandatangani").
 */
const FROM_DATE_HEREOF =
  /\bdate\s+(?:hereof|of\s+this\s+(?:agreement|document|contract)|first\s+(?:above\s+)?(?:written|set\s+forth)|of\s+(?:its\s+|the\s+)?(?:signature|signing|execution)\b|on\s+which\s+(?:it|this\s+\w+)\s+is\s+(?:signed|executed))|\bsejak\s+(?:tanggal\s+)?ditandatangani/i;

function startOf(
  clause: string,
  { effective, agreed, dayFirst = true }: TermStart,
  text: string,
): string | null {
  if (agreed && FROM_DATE_HEREOF.test(clause)) return agreed;
  const stated = clauseStart(clause, dayFirst);
  if (stated) return stated;
  // "the eighth anniversary of the Commencement Date": a day the contract dates elsewhere.
  const named = namedStartOf(clause);
  const from = (named && dateOfNamedDay(plainDates(text), named, dayFirst)) ?? effective;
  return from && NEXT_MONTH_START.test(clause) ? nextMonthStart(from) : from;
}

/**
 * "commence on the first day of the calendar month following the Effective Date", "the second
 * anniversary of the first day of the month after the Effective Date": the term is counted from
 * the first of the next month.
 */
const NEXT_MONTH_START =
  /\bfirst\s+day\s+of\s+the\s+(?:(?:first\s+)?(?:full\s+)?(?:calendar\s+)?)?month\s+(?:immediately\s+)?(?:following|after)\s+(?:the\s+)?(?:effective|commencement)\s+date\b/i;

function nextMonthStart(iso: string): string {
  const [year, month] = iso.split("-").map(Number) as [number, number];
  return new Date(Date.UTC(year, month, 1)).toISOString().slice(0, 10);
}

/**
 * Whether a stated day is the counted one with a digit lost, as OCR loses them ("3 Oktober"
 * read for "31 Oktober" where the term counts to 31 October): same month, one digit fewer.
 */
function lostDigit(stated: string, counted: string): boolean {
  const statedDay = String(Number(stated.slice(8, 10)));
  const countedDay = String(Number(counted.slice(8, 10)));
  return (
    stated.slice(0, 7) === counted.slice(0, 7) &&
    statedDay.length === 1 &&
    countedDay.length === 2 &&
    countedDay.includes(statedDay)
  );
}

/**
 * "beginning on 1 March 2025", "start on 14th June 2024": a term said to begin on a day it
 * names holds that day, so a length counted from it ends the day before the anniversary (a
 * year beginning on 1 March ends on the last day of February). "Commencing on <day>" is read
 * to the anniversary itself, as CUAD's annotators read it (dev: "begin on" ended the day
 * before, twice "commence on" on the anniversary). A term that "takes effect on the date of
 * signature" holds the day it is signed, as one beginning on a named day does.
 */
const BEGINS_ON_DAY =
  /\b(?:begin(?:s|ning)?|start(?:s|ing)?)\s+on\s+(?:the\s+)?(?:\d{1,2}(?:st|nd|rd|th)?\b|[a-z]{3,9}\.?\s+\d)|\btak(?:es?|ing)\s+effect\s+on\s+the\s+(?:date|day)\s+of\s+(?:its\s+)?(?:signature|signing|execution)\b/i;

function clauseEnd(clause: string, from: TermStart, text: string): TermEnd {
  const explicit = endDate(clause, from.dayFirst ?? true);
  const start = startOf(clause, from, text);
  const inclusive = from.inclusive || BEGINS_ON_DAY.test(clause);
  const counted = start ? countedEnd(clause, start, inclusive) : null;
  if (explicit && !(counted && lostDigit(explicit, counted)))
    return { kind: "date", iso: explicit };
  if (counted) return { kind: "counted", iso: counted };
  return OPEN_ENDED.test(clause) ? { kind: "open" } : null;
}

/**
 * The day the contract's term ends. A term statement that names its end date ("shall terminate
 * on December 31, 2020", "sampai dengan 30 April 2027") wins, as a stated date is surer than
 * one counted; otherwise the first statement that counts it, from an anniversary of the start
 * ("the third anniversary of the Effective Date") or a length ("for a period of five (5)
 * years"), or says it runs until terminated (then there is no expiry date).
 * Indonesian practice ends "2 (dua) tahun terhitung sejak 1 Januari 2025" on 31 Desember
 * 2026 (`inclusive`); English drafting runs to the anniversary itself.
 */
export function findExpiryDate(page: string, from: TermStart): DateFound | null {
  return endOfClauses(closePageBreaks(page), termClauses, from);
}

/** The end the first of `clausesOf(text)` that gives one states, as `findExpiryDate` reads it. */
function endOfClauses(
  text: string,
  clausesOf: (text: string) => TermClause[],
  from: TermStart,
): DateFound | null {
  const { effective } = from;
  const ends = clausesOf(text).map((clause) => ({
    clause,
    end: clauseEnd(clause.text, from, text),
  }));
  const after = ({ end }: (typeof ends)[number]) =>
    end !== null && (end.kind === "open" || !effective || end.iso > effective);
  const chosen = ends.find((each) => each.end?.kind === "date" && after(each)) ?? ends.find(after);
  if (!chosen?.end || chosen.end.kind === "open") return null;
  return { iso: chosen.end.iso, offset: chosen.clause.offset };
}

/**
 * A numbered sub-clause opening right under a heading that names the term (a term-and-
 * termination heading, then "<n>.1 <Party> shall provide … for a period of <length>"),
 * whatever its subject.
 */
const SUB_CLAUSE_UNDER_TERM_HEADING =
  /(?<=(?:^|\n)[ \t]*(?:(?:article|section|clause)\s+)?(?:[\dIVX]+(?:\.\d+)*[.)]?)?[ \t]*(?:(?:initial\s+)?term|duration|contract\s+period|validity)(?:\s+of\s+(?:the\s+|this\s+)?(?:agreement|contract))?(?:[ \t]+(?:and|&)[ \t]+(?:termination|renewal|extension))?[ \t]*[.:]?[ \t]*\n[ \t]*)(?:\d+(?:\.\d+)+[.)]?|\(?[a-z\d]\))[ \t]+(?=[A-Z])/gi;

function subClausesUnderTermHeading(text: string): TermClause[] {
  SUB_CLAUSE_UNDER_TERM_HEADING.lastIndex = 0;
  return [...text.matchAll(SUB_CLAUSE_UNDER_TERM_HEADING)].map((match) =>
    clauseFrom(text, match.index, match[0].length),
  );
}

/**
 * The end the first sub-clause under the term's heading gives, for a contract with no term
 * statement. Such a sub-clause is as often another period (a warranty's, an order's) or a
 * right to end, so it is the weakest sign of the term.
 */
export function endUnderTermHeading(page: string, from: TermStart): DateFound | null {
  return endOfClauses(closePageBreaks(page), subClausesUnderTermHeading, from);
}

/** "<length> after / following / from the Effective Date (the date hereof)". */
const LENGTH_FROM_START =
  /\b((?:[\w-]+\s+){0,2}(?:\(\d{1,3}\)\s+)?(?:years?|months?))\s+(?:after|following|from)\s+(?:the\s+)?(?:effective\s+date|commencement\s+date|date\s+(?:hereof|of\s+this\s+agreement))\b/gi;
/** The sentence speaks of this agreement's or the term's end or duration. */
const ABOUT_THE_TERM =
  /\b(?:this\s+agreement|the\s+term)\b[^.;]*\b(?:terminat\w*|expir\w*|continu\w*|remain\w*|in\s+effect|in\s+force)\b|\b(?:terminat\w*|expir\w*|continu\w*|remain\w*)\s+(?:this\s+agreement|the\s+term)\b/i;
/** "within six months after …", "no later than": a deadline, not the term's end. */
const DEADLINE_BEFORE = /\b(?:within|than|least|before|prior\s+to|until|by)\s+$/i;

/**
 * "<length> after / following / from the Effective Date" in a sentence about the term or its
 * end, wherever it stands: "either party may terminate this agreement after three years
 * following the effective date". A contract with no term clause of its own most often gives
 * its length so; the end is counted from the day named, as a term clause's would be.
 */
export function lengthFromStart(page: string, from: TermStart): DateFound | null {
  const text = closePageBreaks(page);
  for (const match of text.matchAll(LENGTH_FROM_START)) {
    const start = sentenceStart(text, match.index);
    const sentence = text.slice(start, match.index + match[0].length);
    if (
      !ABOUT_THE_TERM.test(sentence) ||
      NOTICE_AFTER.test(text.slice(match.index + match[0].length))
    )
      continue;
    const before = text.slice(Math.max(0, match.index - 80), match.index);
    const deadline =
      DEADLINE_BEFORE.test(before) || /^(?:within|than|least|before|until|by)\b/i.test(match[1]!);
    if (RENEWAL_BEFORE.test(before) || deadline) continue;
    const duration = parseDuration(match[1]!.replace(/(\w)-(?=(?:years?|months?)\b)/gi, "$1 "));
    const begins = FROM_DATE_HEREOF.test(match[0]) ? from.agreed : from.effective;
    if (!duration || !begins) continue;
    return {
      iso: addDuration(begins, duration, { inclusive: from.inclusive }),
      offset: match.index,
    };
  }
  return null;
}
