/**
 * A passage reader for contracts: the contract's text cut into its articles' sentences, ranked
 * against a question's content words by BM25 over the document's own sentences (so a word every
 * article uses weighs little), with light stemming of Indonesian affixes and English endings and
 * the other language's words for each (the FreeDict word list and a small legal vocabulary). The
 * best sentence is quoted with the fact it holds (a percentage, an amount, a period, a date).
 * It answers clause questions on any topic, not only the topics filed as clause categories.
 */
import {
  ARTICLE_LINE,
  expansionOf,
  isLegalTerm,
  passagesOf,
  rankPassages,
  STOP_WORDS,
  stemsOf,
  wordsOf,
  type Passage,
  type RankedPassage,
} from "../../../understanding/query/rank-passages.ts";

/** Words naming a contract's kind: they say which paper, not which term of it. */
const KIND_WORDS = new Set(
  (
    "agreement agreements contract contracts kontrak perjanjian pks nda mou deal lease leases " +
    "sewa menyewa kerja sama kerjasama document dokumen surat"
  ).split(" "),
);

/** Words of the calendar: a date names no contract, though its preamble prints one. */
const CALENDAR_WORDS = new Set(
  (
    "hari tanggal bulan tahun minggu day date month year week senin selasa rabu kamis jumat sabtu " +
    "januari februari maret april mei juni juli agustus september oktober november desember " +
    "january february march june july august october december"
  ).split(" "),
);

/** How many of the question's kind words ("kerja sama", "PKS", "lease") a contract's title holds. */
export function kindWordsIn(question: string, titles: string): number {
  const held = new Set(wordsOf(titles).flatMap(stemsOf));
  return wordsOf(question).filter(
    (word) => KIND_WORDS.has(word) && stemsOf(word).some((stem) => held.has(stem)),
  ).length;
}

/** The question's words apart: those naming the contract, and the term asked about. */
export interface AskedWords {
  naming: string[];
  term: string[];
}

/**
 * The question's words that name the contract (found in its identity: title, parties, file
 * name, the preamble before its first article) and the others, the term asked about. Kind
 * words ("agreement", "perjanjian", "lease") and question words are neither.
 */
export function askedWords(question: string, identity: string): AskedWords {
  const identityStems = new Set(wordsOf(identity).flatMap(stemsOf));
  const naming: string[] = [];
  const term: string[] = [];
  for (const word of wordsOf(question)) {
    if (STOP_WORDS.has(word) || KIND_WORDS.has(word)) continue;
    if (/^\d+$/.test(word) || word.length < 3) continue;
    const names = [...expansionOf(word).single].some((stem) => identityStems.has(stem));
    if (names && !CALENDAR_WORDS.has(word)) naming.push(word);
    else term.push(word);
  }
  return { naming, term };
}

export type FactKind = "percentage" | "amount" | "period" | "date" | "place" | "area";

/** A name in capitals after a court's or a tribunal's words: "Negeri Contoh Barat". */
const NAMED = String.raw`(?:\s+(?:\p{Lu}[\p{L}]+|\([A-Z]{2,8}\))){1,4}`;

const FACTS: Array<[FactKind, RegExp]> = [
  // Where a dispute is settled: the court or the tribunal named, or the seat of arbitration.
  [
    "place",
    new RegExp(
      String.raw`\b(?:Pengadilan(?:\s+(?:Negeri|Agama|Niaga|Hubungan Industrial))?|(?:District|High|State) Court of|Badan Arbitrase|Board of Arbitration|Arbitration (?:Cent(?:re|er)|Board)|BANI|SIAC)${NAMED}|\b(?:[\p{Lu}][\p{L}]+\s+){1,3}(?:International\s+)?Arbitration\s+Cent(?:re|er)|\b(?:tempat|kedudukan)\s+arbitrase\s+(?:di|adalah)${NAMED}|\bseat of (?:the )?arbitration (?:shall be|is|will be)(?: in)?${NAMED}`,
      "u",
    ),
  ],
  // A floor area: "seluas 250 m2", "120 square metres".
  ["area", /\d[\d.,]*\s?(?:m2|m²|meter persegi|square met(?:re|er)s?|sq\.? ?m)\b/iu],
  ["percentage", /\d+(?:[.,]\d+)?\s?%(?:\s?\([^)]{3,40}\))?/u],
  // A scan may read a zero as the letter o between digits ("Rp9.0o0.000,00"): still the amount.
  [
    "amount",
    /(?:Rp\.?|IDR|USD|US\$|SGD|MYR|EUR|\$)\s?\d(?:[\d.,]|[oO](?=[\d.,oO]*\d))*(?:\s?\([^)]{3,90}\))?/u,
  ],
  [
    "period",
    /\b(?:\d+|[a-z]+(?:-[a-z]+)?)\s*(?:\(\s*[\p{L}\d -]+\s*\)\s*)?(?:hari|bulan|tahun|minggu|jam|menit|business hours|days?|months?|years?|weeks?|hours?|minutes?)(?: kalender| kerja| calendar)?\b/iu,
  ],
  [
    "date",
    /\btanggal \d{1,2}\b(?!\s*(?:\(|hari|bulan|tahun))|\b\d{1,2}\s+(?:januari|februari|maret|april|mei|juni|juli|agustus|september|oktober|november|desember|january|february|march|may|june|july|august|october|december)(?:\s+\d{4})?\b/iu,
  ],
];

/** A question asking where a dispute goes: a court, a tribunal, a seat. */
const ASKS_PLACE =
  /\b(pengadilan|court|arbitrase|arbitration|tribunal|lembaga|forum|seat|venue|where|di ?mana|tempat\w*)\b/;
/** A question asking a size: a floor area. */
const ASKS_AREA = /\b(luas\w*|how big|how large|size|m2|meter persegi|square met\w+)\b/;

/** Which fact a question asks for first, by its question words. */
function factsAsked(question: string): FactKind[] {
  const text = question.toLowerCase();
  if (ASKS_AREA.test(text)) return ["area", "period", "amount", "percentage", "date"];
  if (ASKS_PLACE.test(text)) return ["place", "period", "amount", "percentage", "date"];
  if (/\b(persen|percent|%|rate|bunga|interest|komisi|commission)\b/.test(text)) {
    return ["percentage", "amount", "period", "date"];
  }
  if (
    /\b(kapan|when|tanggal|tgl|date|(?:what|which) day|day of (?:the|each|every) month)\b/.test(
      text,
    )
  )
    return ["date", "period", "amount", "percentage"];
  if (
    /\b(berapa (lama|hari|bulan|tahun)|brp (lama|hari|bulan|tahun)|how long|how many (days|months|years)|lama|period|periode|tenggang)\b/.test(
      text,
    )
  ) {
    return ["period", "date", "amount", "percentage"];
  }
  return ["amount", "percentage", "period", "date"];
}

/** A spelled-out period's number: "sixty (60) days", "seven days", "3 (tiga) bulan". */
const NUMBERED =
  /\d|\b(one|two|three|four|five|six|seven|eight|nine|ten|twelve|fourteen|fifteen|thirty|sixty|ninety|satu|dua|tiga|empat|lima|enam|tujuh|delapan|sembilan|sepuluh)\b/i;

/** The facts of one kind a passage holds; a period only with its number ("pada hari" is none). */
function factsOf(kind: FactKind, passage: string): RegExpExecArray[] {
  // A court's name is told by its capitals; every other fact is matched in any case.
  const pattern = new RegExp(
    FACTS.find(([each]) => each === kind)![1].source,
    kind === "place" ? "gu" : "giu",
  );
  return [...passage.matchAll(pattern)].filter(
    (match) => kind !== "period" || NUMBERED.test(match[0]),
  );
}

/**
 * The fact a passage holds that the question asks for (an amount, a rate, a period, a date):
 * of several, the one nearest the words asked about.
 */
export function factIn(passage: string, question: string, term: string[] = []): string | null {
  const lower = passage.toLowerCase();
  const places = term
    .flatMap((word) => [...expansionOf(word).single])
    .filter((stem) => stem.length >= 4)
    .flatMap((stem) => [...lower.matchAll(new RegExp(stem.replace(/[^\p{L}\d]/gu, ""), "gu"))])
    .map((match) => match.index);
  for (const kind of factsAsked(question)) {
    const found = factsOf(kind, passage);
    if (found.length === 0) continue;
    const distance = (index: number) =>
      places.length === 0 ? index : Math.min(...places.map((place) => Math.abs(place - index)));
    found.sort((a, b) => distance(a.index) - distance(b.index));
    const fact = found[0]![0].trim().replace(/[.,;]$/, "");
    return kind === "amount" ? fact.replace(/(?<=[\d.,])[oO](?=[\d.,oO]*\d)/g, "0") : fact;
  }
  return null;
}

/**
 * A period named by what is done in it ("cure period", "notice period", "masa tenggang",
 * "waktu perbaikan"): the doing names the term asked about; "period" or "masa" only says a
 * length is asked, and searched as a word it finds the contract's own term ("for a period of
 * one year"). A period named by the contract ("rental period", "jangka waktu sewa") is its term.
 */
const NAMED_PERIOD =
  /\b(cure|notice|grace|remedy|remediation|warranty|probation(?:ary)?|payment|objection)\s+(?:period|periode)\b|\b(?:masa|waktu|periode|jangka waktu)\s+(perbaikan|pemberitahuan|tenggang|percobaan|garansi|pembayaran|keberatan)\b/gi;

/**
 * Payment's terms ("payment terms", "terms of payment", "syarat pembayaran"): the words say
 * how paying is agreed, and "terms" searched as a word finds the article on the contract's term.
 */
const PAYMENT_TERMS =
  /\b(payment)\s+terms?\b|\bterms?\s+of\s+(payment)\b|\b(?:syarat|ketentuan)\s+(pembayaran)\b/gi;

/**
 * Words that ask for a deadline ("paling lambat", "no later than"): they say a day or a period
 * is asked, as "period" does, and ranked as words they find whichever article happens to set a
 * deadline, not the one about what the question names ("perpanjangan paling lambat kapan").
 */
const DEADLINE_WORDS =
  /\b(paling lambat|selambat-lambatnya|no later than|at the latest|by when)\b/gi;

/** The question with a named period's or payment's generic word left out: what is ranked by. */
function withoutPeriodWord(question: string): string {
  return question
    .replace(DEADLINE_WORDS, " ")
    .replace(NAMED_PERIOD, (_whole, english?: string, indonesian?: string) =>
      (english ?? indonesian ?? "").toString(),
    )
    .replace(PAYMENT_TERMS, (_whole, ...named: unknown[]) =>
      named
        .slice(0, 3)
        .find((each) => typeof each === "string")!
        .toString(),
    );
}

/**
 * Words that only ask how long ("brp bulan", "berapa tahun", "how many months"): asked of a
 * contract with no other term, they ask how long it runs, its term article.
 */
const LENGTH_WORDS = new Set(
  (
    "lama long bulan tahun minggu hari month months year years week weeks day days " +
    // Verbs of lasting: "how long does it last / run", "berlaku brp tahun".
    "last lasts run runs berlaku berlangsung"
  ).split(" "),
);
/** What the contract's term article is searched by, in both languages. */
const CONTRACT_TERM = { words: ["duration", "term", "berlaku"], question: "how long" };

/** An article's heading naming how long the contract runs: "TERM", "JANGKA WAKTU", "DURATION". */
const TERM_HEADING = /\b(term|duration|jangka waktu|masa berlaku|period of (?:the )?agreement)\b/i;

/**
 * The ranked passages of the article headed by the contract's term, where one ranks: another
 * article's "for the term" or "berlaku" says the term applies, not how long it is.
 */
function inTermArticle(ranked: RankedPassage[]): RankedPassage[] {
  const headed = ranked.find((passage) => TERM_HEADING.test(passage.heading));
  return headed ? ranked.filter((passage) => passage.article === headed.article) : ranked;
}

/** Words of ending a contract early, in a sentence: its termination, not another term's. */
const ENDS_CONTRACT =
  /\b(terminat\w*|mengakhiri|diakhiri|pengakhiran|pemutusan|memutus\w*|diputus\w*|putus)\b/i;
/** A question about ending: "putus", "ended", "berakhir", "cancel", "stop". */
const ASKS_ENDING =
  /\b(terminat\w*|end|ends|ended|ending|cancel\w*|stop\w*|quit|berakhir\w*|akhir\w*|mengakhiri|diakhiri|pengakhiran|putus\w*|diputus\w*|pemutusan|batal\w*|dibatalkan|berhenti|revoke[sd]?|dicabut|mencabut|pencabutan)\b/i;
/**
 * A question about ending the contract early ("bisa diputus", "terminate", "be ended"), not
 * about what lasts after it ends.
 */
const ASKS_TERMINATION =
  /\b(terminat\w*|cancel\w*|be ended|end (?:it|the \w+)|mengakhiri|diakhiri|pengakhiran|putus|diputus\w*|memutus\w*|pemutusan|dibatalkan|membatalkan|berhenti|revoke[sd]?|dicabut|mencabut|pencabutan)\b/i;

/**
 * Asking what follows from something ("what happens if the fee is paid late", "apa akibatnya
 * kalau telat bayar"): a contract may be ended for it, and the deadline it missed is not what
 * follows.
 */
const ASKS_CONSEQUENCE =
  /\b(what happens|what if|what is the consequence|consequences?|apa yang terjadi|akibat\w*|konsekuensi\w*|sanksi\w*)\b/i;
/** A sentence setting a deadline: what is due by when. */
const DEADLINE = /\b(paling lambat|selambat-lambatnya|no later than|not later than)\b/i;

/** Renewing a contract: asked of, its article answers before any other deadline it states. */
const RENEWAL = /\b(renew\w*|extend\w*|extension|perpanjang\w*|diperpanjang)\b/i;

/** A force majeure: its notice is a period of its own, not the notice that ends a contract. */
const FORCE_MAJEURE = /\b(force majeure|keadaan kahar|keadaan memaksa|kahar)\b/i;
/**
 * A breach and putting it right: the cure period is a period of its own, not the notice that
 * ends a contract without cause. Repairs alone ("biaya perbaikan kecil") are upkeep, no breach.
 */
const BREACH =
  /\b(breach\w*|breaks?|broken|broke|violat\w*|remed\w*|cure[sd]?|pelanggaran|melanggar|langgar|dilanggar|wanprestasi|teguran|warning|peringatan|lalai|default)\b/i;

/**
 * Asking a sum of money: "how much", "berapa", or what is paid ("what do we pay … per month",
 * "monthly fee", "cicilan", "gaji"), unless who pays or bears it is asked.
 */
const ASKS_MONEY =
  /\b(berapa|brp|how much|amount|nilai|pay|paid|pays|bayar\w*|dibayar\w*|fee|fees|biaya|harga|price|cost|rent|sewa|gaji|salary|upah|wage|royalt\w*|cicilan|angsuran|instal+ments?|deposit|uang jaminan)\b/i;
const ASKS_WHO = /\b(who|whom|whose|siapa|which party|pihak mana)\b/i;

/** Being late ("telat bayar", "paid late"): what follows is asked, not a sum. */
const LATE = /\b(late|telat|terlambat|overdue|nunggak)\b/i;

function asksMoney(question: string): boolean {
  return (
    ASKS_MONEY.test(question) &&
    !ASKS_WHO.test(question) &&
    !ASKS_CONSEQUENCE.test(question) &&
    !LATE.test(question)
  );
}

/**
 * How much less likely a passage answers when it holds no fact of the kind plainly asked (no
 * amount where "how much" is asked, no period where "how many days"): the words it shares with
 * the question are about something else there.
 */
const MISSING_FACT = 0.6;
/**
 * The kinds of fact always written with a number a pattern reads surely (a sum, a rate, a
 * period); a day, a place or an area may be written in ways the patterns miss ("tanggal 28
 * (dua puluh delapan)"), so a passage is not held less likely for lacking one.
 */
const COUNTED = new Set<FactKind>(["amount", "percentage", "period"]);

/**
 * How much a passage's rank is weighed by what the question asks: a sentence about ending
 * the contract answers a question about ending (the more likely when ending early is asked),
 * and is half as likely the answer of any other (a force majeure notice, a renewal); a sentence
 * holding the kind of value asked (a court
 * asked where, an area asked how big, a rate asked what percent) half again as likely. A
 * force majeure's notice or a breach's cure answers a question naming them, and is half as
 * likely the answer of one that does not ("notice to end the contract" is not the days a
 * party has to put a breach right); a renewal asked of is its own article's, whatever other
 * deadline ("paling lambat") the question's words share with another.
 */
function weighed(ranked: RankedPassage[], question: string): RankedPassage[] {
  const consequenceAsked = ASKS_CONSEQUENCE.test(question);
  const endingAsked = ASKS_ENDING.test(question) || consequenceAsked;
  const terminationAsked = ASKS_TERMINATION.test(question);
  const forceMajeureAsked = FORCE_MAJEURE.test(question);
  const breachAsked = BREACH.test(question);
  const renewalAsked = RENEWAL.test(question);
  const [valueAsked = "amount"] = factsAsked(question);
  const explicit = valueAsked !== "amount" || asksMoney(question);
  return ranked
    .map((passage) => {
      let factor = 1;
      if (!endingAsked && ENDS_CONTRACT.test(passage.text)) factor *= 0.5;
      if (terminationAsked && ENDS_CONTRACT.test(passage.text)) factor *= 1.5;
      if (explicit) {
        const holds = factsOf(valueAsked, passage.text).length > 0;
        factor *= holds ? 1.5 : COUNTED.has(valueAsked) ? MISSING_FACT : 1;
      }
      if (FORCE_MAJEURE.test(passage.text) !== forceMajeureAsked) factor *= 0.5;
      if (BREACH.test(passage.text)) factor *= breachAsked ? 1.5 : 0.5;
      if (consequenceAsked && DEADLINE.test(passage.text)) factor *= 0.5;
      if (renewalAsked && RENEWAL.test(passage.text)) factor *= 1.5;
      return { ...passage, score: passage.score * factor };
    })
    .sort((a, b) => b.score - a.score);
}

/**
 * Words asking what a contract covers: what was bought, rented, licensed, supplied or done
 * under it ("what did we buy", "termasuk apa aja", "tugasnya apa", "which brand does it cover").
 */
const SCOPE_WORDS = new Set(
  (
    "cover covers covered covering include includes included including termasuk mencakup " +
    "meliputi cakupan tugas tugasnya duty duties task tasks job buy bought purchase purchased " +
    "beli dibeli membeli support supports supported provide provides provided supply supplies " +
    "supplied deliver delivers pasok dipasok memasok scope lingkup objek obyek object disewa " +
    "rented leased licensed"
  ).split(" "),
);
/** Words said around the asking that ask nothing themselves ("exactly", "udah", "sebenarnya"). */
const FILLERS = new Set("exactly actually really persisnya sebenarnya udah dah emang".split(" "));
/** A question for what something is: "what", "which", "apa (aja)". */
const ASKS_WHAT = /\b(what|which|apa|apaan)\b/i;

/**
 * Whether a question asks what the contract covers: a word of covering or doing, and no
 * other term asked (a warranty's cover is the warranty's).
 */
function asksScope(question: string, term: string[]): boolean {
  const said = wordsOf(question);
  return (
    ASKS_WHAT.test(question) &&
    said.some((word) => SCOPE_WORDS.has(word)) &&
    term.every((word) => SCOPE_WORDS.has(word) || FILLERS.has(word))
  );
}

/** An article's heading naming what the contract covers: its scope, object, services, grant. */
const SCOPE_HEADING =
  /\b(scope|lingkup|objek|obyek|object|services|layanan|jasa|pemberian|grant|appointment|penunjukan|maksud|purpose)\b/i;
/** An article that only defines words: what the contract covers comes after it. */
const DEFINITIONS = /\b(definisi|definitions?|interpretation|pengertian)\b/i;

/**
 * The passages of the article saying what the contract covers: the first whose heading names
 * its scope or object, else the first article that defines no words.
 */
function scopeArticle(passages: Passage[]): Passage[] {
  const articles = passages.filter((passage) => passage.article > 0);
  const named = articles.find((passage) => SCOPE_HEADING.test(passage.heading));
  const first = named ?? articles.find((passage) => !DEFINITIONS.test(passage.heading));
  return first ? articles.filter((passage) => passage.article === first.article) : [];
}

/** An item's own marker opening a passage: "(2)", "3.", "b)". */
const ITEM_MARKER = /^\s*(?:\(\s*[\da-z]{1,3}\s*\)|[\da-z]{1,3}[.)])\s/i;

/** The least a passage must score, and hold, to answer: below it the question is not a term. */
export const MIN_SCORE = 0.3;

/** The best passage of a contract for a question, or null when none answers it well enough. */
export function bestPassage(
  content: string,
  identity: string,
  question: string,
): { passage: RankedPassage; quoted: string[]; fact: string | null; asked: AskedWords } | null {
  const asked = askedWords(withoutPeriodWord(question), `${identity}\n${namingPreamble(content)}`);
  const passages = beforeSigning(passagesOf(content));
  if (asksScope(question, asked.term)) {
    const [opening] = scopeArticle(passages);
    if (opening) {
      const passage = { ...opening, score: MIN_SCORE, matched: 0 };
      return { passage, quoted: quotedAround(passages, passage), fact: null, asked };
    }
  }
  if (asked.term.length === 0) return null;
  // The preamble names the parties and the object; a term stands in an article, where there are.
  const articles = passages.filter((passage) => passage.article > 0);
  const lengthOnly = asked.term.every((word) => LENGTH_WORDS.has(word));
  const ranked = weighed(
    lengthOnly
      ? inTermArticle(
          rankPassages(
            articles.length >= 3 ? articles : passages,
            CONTRACT_TERM.words,
            CONTRACT_TERM.question,
          ),
        )
      : rankPassages(articles.length >= 3 ? articles : passages, asked.term, question),
    question,
  );
  const [best] = ranked;
  if (!best || best.score < MIN_SCORE) return null;
  const quoted = quotedAround(passages, best);
  // The fact is the best sentence's, or the next one's when that is quoted for it and goes on
  // the same item ("… dapat diperpanjang. PIHAK KEDUA wajib … 3 (tiga) bulan sebelum …");
  // never one of another item of the article ("12%" of a commission for who bears a tax).
  const at = quoted.indexOf(best.text);
  const following = at >= 0 ? quoted[at + 1] : undefined;
  const next = following && !ITEM_MARKER.test(following) ? following : undefined;
  // A contract's length is read nearest its term's words, not the length asked ("brp bulan").
  const near = lengthOnly ? CONTRACT_TERM.words : asked.term;
  const fact = factIn(best.text, question, near) ?? (next ? factIn(next, question, near) : null);
  return { passage: best, quoted, fact, asked };
}

/**
 * The closing formula and the signature block ("Signed on the date first written above",
 * "IN WITNESS WHEREOF", "Demikian perjanjian ini dibuat", "Ditandatangani oleh"): they repeat
 * the parties' names and roles ("Employer Employee …") and state no term, yet a short line of
 * them outranks the article that does.
 */
const SIGNING =
  /^(?:signed\b|in witness whereof|executed (?:on|as)\b|demikian (?:perjanjian|kontrak|kesepakatan|surat)|ditandatangani\b|dibuat dan ditandatangani)/i;

function beforeSigning(passages: Passage[]): Passage[] {
  const at = passages.findIndex((passage) => SIGNING.test(passage.text));
  return at > 0 ? passages.slice(0, at) : passages;
}

/** The longest article quoted whole; a longer one by the best sentence and the one after it. */
const WHOLE_ARTICLE = 480;

/** What is quoted for the best passage: its article when short, else it and the next. */
function quotedAround(passages: Passage[], best: Passage): string[] {
  const article = passages.filter((passage) => passage.article === best.article);
  if (
    best.article > 0 &&
    article.reduce((sum, each) => sum + each.text.length, 0) <= WHOLE_ARTICLE
  ) {
    return article.map((each) => each.text);
  }
  const at = article.findIndex((each) => each.text === best.text);
  return article.slice(at, at + 2).map((each) => each.text);
}

/**
 * The words of a contract's preamble that name it: those its articles do not use ("BSD" of the
 * shop's address), not "berlaku" or "agreement", which every article may say.
 */
export function namingPreamble(content: string): string {
  const passages = beforeSigning(passagesOf(content));
  const articles = passages.filter((passage) => passage.article > 0);
  const stemsIn = (part: Passage[]) =>
    new Set(
      part.flatMap((passage) => wordsOf(`${passage.heading} ${passage.text}`)).flatMap(stemsOf),
    );
  const used = stemsIn(articles);
  const preamble = wordsOf(preambleOf(content)).filter(
    (word) => !stemsOf(word).some((stem) => used.has(stem)),
  );
  return [...preamble, ...placesOfObject(articles)].join(" ");
}

/** A proper name as written: a capital, then small letters ("Kediri", not "PIHAK" or "ini"). */
const PROPER_NAME = /^\p{Lu}\p{Ll}+$/u;

/**
 * The proper names the first article gives the contract's object and no later article repeats
 * (the town of a leased warehouse, the region of a licence, the post of an employee): they
 * name the contract ("the kediri warehouse"), not a term of it. A defined word ("Ruko",
 * "Territory", "Pinjaman") recurs in later articles, and a word of the legal vocabulary asks
 * about a term; neither is a name.
 */
function placesOfObject(articles: Passage[]): string[] {
  const first = articles[0]?.article;
  if (first === undefined) return [];
  const later = new Set(
    articles
      .filter((passage) => passage.article !== first)
      .flatMap((passage) => wordsOf(`${passage.heading} ${passage.text}`))
      .flatMap(stemsOf),
  );
  const written = articles
    .filter((passage) => passage.article === first)
    .flatMap((passage) => passage.text.match(/[\p{L}]+/gu) ?? []);
  return [
    ...new Set(
      written
        .filter((word) => PROPER_NAME.test(word))
        .map((word) => word.toLowerCase())
        .filter(
          (word) =>
            word.length >= 4 &&
            !STOP_WORDS.has(word) &&
            !KIND_WORDS.has(word) &&
            !isLegalTerm(word) &&
            !stemsOf(word).some((stem) => later.has(stem)),
        ),
    ),
  ];
}

/** A contract's opening before its first article: the parties, the object, the recitals. */
export function preambleOf(content: string): string {
  const lines = content.split("\n");
  const first = lines.findIndex(
    (line) => ARTICLE_LINE.test(line.trim()) && line.trim().length <= 70,
  );
  return (first < 0 ? lines.slice(0, 15) : lines.slice(0, first)).join("\n");
}
