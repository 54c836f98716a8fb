/**
 * A passage reader for contracts: the contract's text cut into its articles' sentences, ranked
 * against a question's content words by BM25 over the document's own sentences (so a word every
 * article uses weighs little), with light stemming of Indonesian affixes and English endings and
 * the other language's words for each (the FreeDict word list and a small legal vocabulary). The
 * best sentence is quoted with the fact it holds (a percentage, an amount, a period, a date).
 * It answers clause questions on any topic, not only the topics filed as clause categories.
 */
import { translationsOf } from "../../../understanding/query/bilingual/wordlist.ts";

export interface Passage {
  /** The article's heading ("Pasal 3 HARGA SEWA DAN CARA PEMBAYARAN", "4. FEES AND PAYMENT"). */
  heading: string;
  /** Which article it stands in, the preamble being 0. */
  article: number;
  /** One sentence (or numbered item) of the article, whitespace normalised. */
  text: string;
}

/** Page furniture a PDF repeats: "Halaman 1 dari 3 Paraf: ___", "Page 1 of 2". */
const PAGE_LINE = /^\s*(?:halaman|page)\s+\d+\s+(?:dari|of)\s+\d+.*$/gim;
/** A line opening an article: "Pasal 5", "Article 4", "4. FORCE MAJEURE", "3. Fees and Payment". */
const ARTICLE_LINE =
  /^\s*[‘'"]?(?:(?:pasal|article|clause|section)\s+\d+\b.*|\d{1,2}\.\s+\p{Lu}[\p{L} ,&'-]{2,60})\s*$/iu;
/** A line in capitals after "Pasal n": the article's title. */
const CAPITALS_LINE = /^\s*[\p{Lu}\d ,&()/'-]{3,80}\s*$/u;
/** Sentences: a full stop or a semicolon before a capital or a number. */
const SENTENCE_BREAK = /(?<=[.;])\s+(?=[\p{Lu}“"0-9])/u;
/** A line opening a numbered item of an article: "(2) …", "b. …". */
const ITEM_LINE = /^(?:\(\d{1,2}\)|[a-h]\.)\s/;

/** The contract's sentences, each with the heading of the article it stands in. */
export function passagesOf(content: string): Passage[] {
  const lines = content.replace(PAGE_LINE, "").split("\n");
  const articles: Array<{ heading: string; body: string[] }> = [{ heading: "", body: [] }];
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index]!.trim();
    if (!line) continue;
    if (ARTICLE_LINE.test(line) && line.length <= 70) {
      let heading = line;
      const next = lines[index + 1]?.trim() ?? "";
      if (/^\W*(pasal|article)\s+\d+\W*$/i.test(line) && CAPITALS_LINE.test(next)) {
        heading = `${line} ${next}`;
        index += 1;
      }
      articles.push({ heading, body: [] });
      continue;
    }
    // A numbered item starts apart, so "(2)" opens a passage and "sixty (60) days" does not.
    articles.at(-1)!.body.push(ITEM_LINE.test(line) ? `\n${line}` : line);
  }
  return articles.flatMap((article, index) =>
    article.body
      .join(" ")
      .split("\n")
      .flatMap((item) => item.replace(/\s+/g, " ").split(SENTENCE_BREAK))
      .map((text) => text.trim())
      .filter((text) => text.length > 15)
      .map((text) => ({ heading: article.heading, article: index, text })),
  );
}

/** Words written short the way people type, in full. */
const SHORTHAND: Record<string, string> = {
  tgl: "tanggal",
  tgl2: "tanggal",
  sblm: "sebelum",
  stlh: "setelah",
  telat: "terlambat",
  nanggung: "tanggung",
  ditanggung: "tanggung",
  info: "informasi",
  tau: "tahu",
  kasih: "beri",
  gaji: "gaji",
  brp: "berapa",
  thn: "tahun",
  bln: "bulan",
  hr: "hari",
};

/**
 * Words that make a sentence a question or join it, in either language: neither the contract's
 * name nor the term asked about.
 */
const STOP_WORDS = new Set(
  (
    "a an the of in on at to for from by with and or is are was were be been do does did can could " +
    "may might must shall should will would what whats what's which who whos whom when where why how " +
    "much many there this that these those it its our we us you your i me my if any per under " +
    "about after before into than then so not no yes has have had get got give given ask asked " +
    "yang yg dan atau di ke dari dengan dgn untuk utk dalam dlm pada oleh itu ini apa apakah siapa " +
    "kapan mana dimana bagaimana gimana gmn berapa brp ada adalah kalau klo kalo kl jika apabila kita " +
    "kami saya aku anda mau akan bisa boleh harus wajib sudah telah masih aja saja dong sih nih deh " +
    "tolong nya pun lah kah buat sama juga lagi sampai hingga tiap setiap tidak bukan jadi " +
    "atas bawah lebih kurang antara above below over more less between pt cv tbk ltd inc"
  ).split(" "),
);

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

/**
 * A small legal vocabulary, both ways: what contracts call a term in one language and the
 * other, beside the general word list (which translates a word at most three ways).
 */
const LEGAL_PAIRS: Array<[string, string]> = [
  ["deposit", "jaminan"],
  ["collateral", "jaminan"],
  ["security", "jaminan"],
  ["guarantee", "jaminan"],
  ["warranty", "garansi"],
  ["interest", "bunga"],
  ["instalment", "angsuran"],
  ["installment", "angsuran"],
  ["instalment", "cicilan"],
  ["penalty", "denda"],
  ["penalty", "sanksi"],
  ["fine", "denda"],
  ["sanction", "sanksi"],
  ["commission", "komisi"],
  ["salary", "gaji"],
  ["wage", "upah"],
  ["court", "pengadilan"],
  ["arbitration", "arbitrase"],
  ["dispute", "sengketa"],
  ["dispute", "perselisihan"],
  ["notice", "pemberitahuan"],
  ["notify", "beritahu"],
  ["notify", "tahu"],
  ["notice", "notify"],
  ["terminate", "akhir"],
  ["termination", "pengakhiran"],
  ["end", "akhir"],
  ["renew", "panjang"],
  ["renewal", "perpanjangan"],
  ["extend", "panjang"],
  ["confidential", "rahasia"],
  ["confidentiality", "kerahasiaan"],
  ["pay", "bayar"],
  ["payment", "pembayaran"],
  ["rent", "sewa"],
  ["tax", "pajak"],
  ["cost", "biaya"],
  ["expense", "biaya"],
  ["bear", "tanggung"],
  ["borne", "tanggungan"],
  ["repair", "perbaikan"],
  ["breach", "pelanggaran"],
  ["breach", "wanprestasi"],
  ["default", "wanprestasi"],
  ["area", "luas"],
  ["size", "luas"],
  ["price", "harga"],
  ["report", "laporan"],
  ["inspection", "pemeriksaan"],
  ["territory", "wilayah"],
  ["region", "wilayah"],
  ["language", "bahasa"],
  ["exclusive", "eksklusif"],
  ["late", "terlambat"],
  ["loan", "pinjaman"],
  ["royalty", "royalti"],
  ["insurance", "asuransi"],
  ["assign", "alih"],
  ["transfer", "alih"],
  ["duration", "jangka"],
  ["term", "jangka"],
  ["day", "hari"],
  ["month", "bulan"],
  ["year", "tahun"],
  ["week", "minggu"],
  ["purchase", "beli"],
  ["buy", "beli"],
  ["minimum", "minimal"],
  ["early", "sebelum"],
  ["return", "kembali"],
  ["refund", "kembali"],
  ["deadline", "lambat"],
  ["latest", "lambat"],
  ["disclose", "ungkap"],
  ["quality", "mutu"],
  ["scope", "lingkup"],
  ["how long", "jangka waktu"],
  ["in force", "berlaku"],
  ["valid", "berlaku"],
  ["force majeure", "keadaan kahar"],
  ["force majeure", "keadaan memaksa"],
  ["response", "respon"],
  ["employee", "pekerja"],
  ["goods", "barang"],
  ["delivery", "kirim"],
  ["damage", "rugi"],
  ["loss", "rugi"],
  ["compensation", "ganti rugi"],
  ["liability", "tanggung jawab"],
];

const LEGAL = new Map<string, string[]>();
for (const [english, indonesian] of LEGAL_PAIRS) {
  LEGAL.set(english, [...(LEGAL.get(english) ?? []), indonesian]);
  LEGAL.set(indonesian, [...(LEGAL.get(indonesian) ?? []), english]);
}

const PARTICLES = /(?:nya|lah|kah|pun)$/;
const PREFIXES: Array<[RegExp, string[]]> = [
  [/^(?:meny|peny)(?=[aeiou])/, ["s"]],
  [/^(?:meng|peng)(?=[aeiou])/, ["", "k"]],
  [/^(?:mem|pem)(?=[aeiou])/, ["p", "m"]],
  [/^(?:men|pen)(?=[aeiou])/, ["t", "n"]],
  [/^(?:meng|peng|mem|pem|men|pen|memper|diper|per|ber|be|ter|me|pe|di|ke|se)/, [""]],
];

/**
 * The forms a word may share with another form of it: itself, without a particle ("-nya"),
 * without the affixes of Indonesian nouns and verbs ("pe-an", "ke-an", "ber-", "me-kan",
 * "di-i"), and without English endings ("-s", "-ing", "-ed", "-ation").
 */
export function stemsOf(word: string): string[] {
  const stems = new Set<string>([word]);
  const base = word.length > 5 ? word.replace(PARTICLES, "") : word;
  stems.add(base);
  // English endings.
  if (/^[a-z]+$/.test(base) && base.length > 4) {
    for (const [ending, put] of [
      [/ies$/, "y"],
      [/ation$/, "ate"],
      [/ment$/, ""],
      [/ing$/, ""],
      [/ed$/, ""],
      [/es$/, ""],
      [/s$/, ""],
    ] as const) {
      if (ending.test(base)) stems.add(base.replace(ending, put));
    }
  }
  // Indonesian suffixes, then prefixes.
  const suffixed = [base];
  for (const suffix of [/kan$/, /an$/, /i$/]) {
    if (base.length > 5 && suffix.test(base)) suffixed.push(base.replace(suffix, ""));
  }
  for (const form of suffixed) {
    stems.add(form);
    for (const [prefix, replacements] of PREFIXES) {
      if (!prefix.test(form)) continue;
      for (const put of replacements) {
        const stripped = form.replace(prefix, put);
        if (stripped.length >= 4) stems.add(stripped);
      }
    }
  }
  return [...stems].filter((stem) => stem.length >= 3 || /\d/.test(stem));
}

function wordsOf(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\d]+(?:-[\p{L}]+)?/gu) ?? []).map(
    (word) => SHORTHAND[word] ?? word,
  );
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

/** One word asked about and the words (stems) that may stand for it in the contract. */
function expansionOf(word: string): { single: Set<string>; phrases: string[] } {
  const single = new Set(stemsOf(word));
  const phrases: string[] = [];
  const others = [
    ...translationsOf(word),
    ...(LEGAL.get(word) ?? []),
    ...stemsOf(word).flatMap((stem) => LEGAL.get(stem) ?? []),
  ];
  for (const other of others) {
    if (other.includes(" ")) phrases.push(other.toLowerCase());
    else for (const stem of stemsOf(other.toLowerCase())) single.add(stem);
  }
  return { single, phrases };
}

/** BM25's constants, as usual for short passages. */
const K1 = 1.2;
const B = 0.75;

export interface RankedPassage extends Passage {
  score: number;
  /** How many of the question's term words the passage holds. */
  matched: number;
}

/** The passages ranked against the term words asked about, the best first. */
export function rankPassages(passages: Passage[], term: string[], question = ""): RankedPassage[] {
  if (passages.length === 0 || term.length === 0) return [];
  const tokenised = passages.map((passage) => {
    const words = wordsOf(`${passage.heading} ${passage.text}`);
    return {
      stems: words.map((word) => new Set(stemsOf(word))),
      flat: words.join(" "),
      length: words.length,
    };
  });
  const averageLength = tokenised.reduce((sum, each) => sum + each.length, 0) / passages.length;
  // A phrase of the vocabulary asked whole ("force majeure") is one word asked, its words none.
  const asked = ` ${wordsOf(question).join(" ")} `;
  const phrased = [...LEGAL.keys()].filter(
    (key) => key.includes(" ") && asked.includes(` ${key} `),
  );
  const inPhrase = new Set(phrased.flatMap((key) => key.split(" ")));
  const queries = [
    ...phrased.map((key) => ({
      single: new Set<string>(),
      phrases: [key, ...(LEGAL.get(key) ?? [])],
    })),
    ...[...new Set(term)].filter((word) => !inPhrase.has(word)).map(expansionOf),
  ];
  const frequency = (index: number, query: ReturnType<typeof expansionOf>) => {
    const passage = tokenised[index]!;
    let count = passage.stems.filter((stems) => [...stems].some((s) => query.single.has(s))).length;
    for (const phrase of query.phrases) if (passage.flat.includes(phrase)) count += 1;
    return count;
  };
  const counts = passages.map((_, index) => queries.map((query) => frequency(index, query)));
  const idf = queries.map((_, q) => {
    const holding = counts.filter((each) => each[q]! > 0).length;
    return Math.log(1 + (passages.length - holding + 0.5) / (holding + 0.5));
  });
  return passages
    .map((passage, index) => {
      const length = tokenised[index]!.length;
      let score = 0;
      let matched = 0;
      counts[index]!.forEach((tf, q) => {
        if (tf === 0) return;
        matched += 1;
        score += (idf[q]! * tf * (K1 + 1)) / (tf + K1 * (1 - B + (B * length) / averageLength));
      });
      return { ...passage, score, matched };
    })
    .filter((each) => each.matched > 0)
    .sort((a, b) => b.score - a.score);
}

export type FactKind = "percentage" | "amount" | "period" | "date";

const FACTS: Array<[FactKind, RegExp]> = [
  ["percentage", /\d+(?:[.,]\d+)?\s?%(?:\s?\([^)]{3,40}\))?/u],
  ["amount", /(?:Rp\.?|IDR|USD|US\$|SGD|MYR|EUR|\$)\s?\d[\d.,]*(?:\s?\([^)]{3,90}\))?/u],
  [
    "period",
    /\b(?:\d+|[a-z]+(?:-[a-z]+)?)\s*(?:\(\s*[\p{L}\d -]+\s*\)\s*)?(?:hari|bulan|tahun|minggu|jam|menit|business hours|days?|months?|years?|weeks?|hours?|minutes?)(?: kalender| kerja| calendar)?\b/iu,
  ],
  [
    "date",
    /\btanggal \d{1,2}\b(?!\s*(?:\(|hari|bulan|tahun))|\b\d{1,2}\s+(?:januari|februari|maret|april|mei|juni|juli|agustus|september|oktober|november|desember|january|february|march|may|june|july|august|october|december)(?:\s+\d{4})?\b/iu,
  ],
];

/** Which fact a question asks for first, by its question words. */
function factsAsked(question: string): FactKind[] {
  const text = question.toLowerCase();
  if (/\b(persen|percent|%|rate|bunga|interest|komisi|commission)\b/.test(text)) {
    return ["percentage", "amount", "period", "date"];
  }
  if (/\b(kapan|when|tanggal|tgl|date)\b/.test(text))
    return ["date", "period", "amount", "percentage"];
  if (
    /\b(berapa (lama|hari|bulan|tahun)|brp (lama|hari|bulan|tahun)|how long|how many (days|months|years)|lama)\b/.test(
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
    const pattern = new RegExp(FACTS.find(([each]) => each === kind)![1].source, "giu");
    const found = [...passage.matchAll(pattern)].filter(
      (match) => kind !== "period" || NUMBERED.test(match[0]),
    );
    if (found.length === 0) continue;
    const distance = (index: number) =>
      places.length === 0 ? index : Math.min(...places.map((place) => Math.abs(place - index)));
    found.sort((a, b) => distance(a.index) - distance(b.index));
    return found[0]![0].trim().replace(/[.,;]$/, "");
  }
  return null;
}

/** The least a passage must score, and hold, to answer: below it the question is not a term. */
export const MIN_SCORE = 0.3;

/** The best passage of a contract for a question, or null when none answers it well enough. */
export function bestPassage(
  content: string,
  identity: string,
  question: string,
): { passage: RankedPassage; quoted: string[]; fact: string | null; asked: AskedWords } | null {
  const asked = askedWords(question, `${identity}\n${namingPreamble(content)}`);
  if (asked.term.length === 0) return null;
  const passages = passagesOf(content);
  // The preamble names the parties and the object; a term stands in an article, where there are.
  const articles = passages.filter((passage) => passage.article > 0);
  const ranked = rankPassages(articles.length >= 3 ? articles : passages, asked.term, question);
  const [best] = ranked;
  if (!best || best.score < MIN_SCORE) return null;
  const quoted = quotedAround(passages, best);
  // The fact is the best sentence's, or the next one's when that is quoted for it; never one
  // of another item of the article ("12%" of a commission for who bears a tax).
  const next = quoted.length === 2 && quoted[0] === best.text ? quoted[1] : undefined;
  const fact =
    factIn(best.text, question, asked.term) ?? (next ? factIn(next, question, asked.term) : null);
  return { passage: best, quoted, fact, asked };
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
  const passages = passagesOf(content);
  const used = new Set(
    passages
      .filter((passage) => passage.article > 0)
      .flatMap((passage) => wordsOf(`${passage.heading} ${passage.text}`))
      .flatMap(stemsOf),
  );
  return wordsOf(preambleOf(content))
    .filter((word) => !stemsOf(word).some((stem) => used.has(stem)))
    .join(" ");
}

/** A contract's opening before its first article: the parties, the object, the recitals. */
export function preambleOf(content: string): string {
  const lines = content.split("\n");
  const first = lines.findIndex(
    (line) => ARTICLE_LINE.test(line.trim()) && line.trim().length <= 70,
  );
  return (first < 0 ? lines.slice(0, 15) : lines.slice(0, first)).join("\n");
}
