/**
 * Passages of a contract and their rank against a few words: the contract's text cut into its
 * articles' sentences, ranked by BM25 over the document's own sentences (so a word every article
 * uses weighs little), with light stemming of Indonesian affixes and English endings and the
 * other language's words for each (the FreeDict word list and a small legal vocabulary). Shared
 * by the assistant's passage reader and search, which ranks contracts by the clause asked about.
 */
import { translationsOf } from "./bilingual/wordlist.ts";

export interface Passage {
  /** The article's heading ("Pasal 3 HARGA SEWA DAN CARA PEMBAYARAN", "4. FEES AND PAYMENT"). */
  heading: string;
  /** Which article it stands in, the preamble being 0. */
  article: number;
  /** One sentence (or numbered item) of the article, whitespace normalised. */
  text: string;
}

/**
 * Page furniture a PDF repeats: a page count ("Halaman n dari m", "Page n of m") and what
 * follows it.
 */
const PAGE_LINE = /^\s*(?:halaman|page)\s+\d+\s+(?:dari|of)\s+\d+.*$/gim;
/**
 * A line opening an article: "Pasal n", "Article n", or a number and a heading in capitals or
 * title case.
 */
export const ARTICLE_LINE =
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
export const STOP_WORDS = new Set(
  (
    "a an the of in on at to for from by with and or is are was were be been do does did can could " +
    "may might must shall should will would what whats what's which who whos whom when where why how " +
    "much many there this that these those it its our we us you your i me my they them their " +
    "he she his her if any per under " +
    "about after before into than then so not no yes has have had get got give given ask asked " +
    "yang yg dan atau di ke dari dengan dgn untuk utk dalam dlm pada oleh itu ini apa apakah siapa " +
    "kapan mana dimana bagaimana gimana gmn berapa brp ada adalah kalau klo kalo kl jika apabila kita " +
    "kami saya aku anda mau akan bisa boleh harus wajib sudah telah masih aja saja dong sih nih deh " +
    "tolong nya pun lah kah buat sama juga lagi sampai hingga tiap setiap tidak bukan jadi " +
    "atas bawah lebih kurang antara above below over more less between pt cv tbk ltd inc"
  ).split(" "),
);

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
  ["warning", "teguran"],
  ["warning", "peringatan"],
  // A breach is cured by putting it right ("memperbaikinya"); "telat" is how a chat says late.
  ["cure", "perbaiki"],
  ["remedy", "perbaiki"],
  // English cures by remedying; "remedy" and "remedied" share no stem the endings give.
  ["cure", "remedied"],
  ["remedy", "remedied"],
  ["late", "telat"],
  ["stop", "henti"],
  // Pay for work: "gaji" as people say it, "upah" as employment contracts write it.
  ["salary", "gaji"],
  ["salary", "upah"],
  ["wage", "upah"],
  ["gaji", "upah"],
  // What is paid "monthly" a contract sets "setiap bulan" or "per bulan".
  ["monthly", "setiap bulan"],
  ["monthly", "per bulan"],
  // … and "yearly" "per tahun"; a base salary is the "upah pokok", an allowance a "tunjangan".
  ["yearly", "per tahun"],
  ["annual", "per tahun"],
  ["annually", "per tahun"],
  ["base", "pokok"],
  ["basic", "pokok"],
  ["allowance", "tunjangan"],
  // A car rented is a "kendaraan" in the contract, a "mobil" in the question.
  ["mobil", "kendaraan"],
  ["car", "kendaraan"],
  ["vehicle", "kendaraan"],
  ["fee", "biaya"],
  ["written", "tertulis"],
  ["unilateral", "sepihak"],
  ["domicile", "domisili"],
  ["obligation", "kewajiban"],
  ["extension", "perpanjangan"],
  ["settlement", "penyelesaian"],
  // A floor's size is its "luas"; a dispute is a "sengketa" or a "perselisihan" alike.
  ["big", "luas"],
  ["large", "luas"],
  ["sengketa", "perselisihan"],
  ["trademark", "merek"],
  ["brand", "merek"],
  ["sale", "jual"],
  ["sell", "jual"],
  // Breaking a contract is violating it ("melanggar"), fixing a breach putting it right.
  ["break", "langgar"],
  ["breach", "langgar"],
  ["violate", "langgar"],
  ["violation", "pelanggaran"],
  ["fix", "perbaiki"],
  // An instalment is a "cicilan" as people say it, an "angsuran" as a loan writes it.
  ["cicilan", "angsuran"],
  // A licence revoked ("dicabut") or cancelled is ended.
  ["revoke", "akhir"],
  ["cabut", "akhir"],
  ["cancel", "akhir"],
  // A payment missed is a payment late.
  ["miss", "terlambat"],
  ["missed", "terlambat"],
  // The language that prevails ("bahasa yang berlaku") where two versions differ ("beda").
  ["prevail", "berlaku"],
  ["inconsistency", "beda"],
  ["differ", "beda"],
  ["interpretation", "tafsir"],
  ["construed", "tafsir"],
  // A commission is the seller's "cut" as people say it.
  ["cut", "komisi"],
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
 * Words "se-" makes that are words of their own, joining a sentence's parts ("sepanjang" as
 * long as, "sebelum" before, "sepihak" unilateral): they share nothing with the word after
 * "se-" ("panjang" long, "belum" not yet, "pihak" a party), unlike a measure ("seluas" of an
 * area of, "sebesar" of an amount of), which keeps the word measured.
 */
const SE_WORDS = new Set([
  "sepanjang",
  "sepihak",
  "sebelum",
  "sesudah",
  "setelah",
  "selama",
  "sesuai",
  "sejak",
  "seluruh",
  "setiap",
  "sebagai",
  "segala",
  "semua",
  "sewaktu",
  "sehingga",
  "sedangkan",
  "sementara",
]);

/**
 * The forms a word may share with another form of it: itself, without a particle ("-nya"),
 * without the affixes of Indonesian nouns and verbs ("pe-an", "ke-an", "ber-", "me-kan",
 * "di-i"), and without English endings ("-s", "-ing", "-ed", "-ation").
 */
export function stemsOf(word: string): string[] {
  const stems = new Set<string>([word]);
  const base = word.length > 5 ? word.replace(PARTICLES, "") : word;
  stems.add(base);
  // English endings; a plural of four letters too ("days", "fees"), but not a word whose own
  // last letter is "s" ("less", "plus", "this").
  if (/^[a-z]{2}[^siu]s$/.test(base)) stems.add(base.slice(0, -1));
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
      if (!prefix.test(form) || (SE_WORDS.has(base) && form.startsWith("se"))) continue;
      for (const put of replacements) {
        const stripped = form.replace(prefix, put);
        if (stripped.length >= 4) stems.add(stripped);
      }
    }
  }
  return [...stems].filter((stem) => stem.length >= 3 || /\d/.test(stem));
}

/**
 * A contract's words keep recurring from one search to the next (its vocabulary is small
 * beside its length), so their stems are kept across calls, up to a bound that keeps the
 * memory small whatever is read; past it the cache starts again.
 */
const STEMS_KEPT = 50_000;
const keptStems = new Map<string, string[]>();

function knownStemsOf(word: string): string[] {
  let stems = keptStems.get(word);
  if (!stems) {
    if (keptStems.size >= STEMS_KEPT) keptStems.clear();
    keptStems.set(word, (stems = stemsOf(word)));
  }
  return stems;
}

export function wordsOf(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\d]+(?:-[\p{L}]+)?/gu) ?? []).map(
    (word) => SHORTHAND[word] ?? word,
  );
}

/** One word asked about and the words (stems) that may stand for it in the contract. */
export function expansionOf(word: string): { single: Set<string>; phrases: string[] } {
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
  // A phrase's words in the other language, and their phrases back ("per bulan", "monthly",
  // "setiap bulan"): a contract says a thing one way of several.
  const phrasesFor = (key: string) => {
    const others = LEGAL.get(key) ?? [];
    return [...new Set([key, ...others, ...others.flatMap((other) => LEGAL.get(other) ?? [])])];
  };
  const queries = [
    ...phrased.map((key) => ({ single: new Set<string>(), phrases: phrasesFor(key) })),
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

/**
 * Whether a word (or phrase) is a term of the legal vocabulary, in either language. A phrase
 * is one when each of its words is ("teguran tertulis", "security deposit"): the vocabulary
 * holds words, and contracts put them together.
 */
export function isLegalTerm(word: string): boolean {
  const lower = word.toLowerCase();
  if (LEGAL.has(lower) || stemsOf(lower).some((stem) => LEGAL.has(stem))) return true;
  const words = lower.split(" ");
  return words.length > 1 && words.every((each) => isLegalTerm(each));
}

/** A word asked about with its synonyms, as the stems and phrases a sentence may hold. */
interface AskedGroup {
  single: Set<string>;
  phrases: string[];
}

function groupOf(forms: string[]): AskedGroup {
  const single = new Set<string>();
  const phrases: string[] = [];
  for (const form of forms.map((each) => each.toLowerCase())) {
    if (form.includes(" ")) {
      phrases.push(wordsOf(form).join(" "));
      for (const other of LEGAL.get(form) ?? []) phrases.push(other);
      continue;
    }
    const expanded = expansionOf(form);
    for (const stem of expanded.single) single.add(stem);
    phrases.push(...expanded.phrases);
  }
  return { single, phrases };
}

/** How well a contract answers the asked words by its clauses. */
export interface ClauseMatch {
  /** The largest share of the asked words one sentence holds (read with its article's heading). */
  sentence: number;
  /** The largest share of them one article's heading holds: an article about the topic. */
  heading: number;
}

/**
 * Of a contract's sentences, the largest share of the asked words one holds, each word in any
 * of its forms, synonyms and the other language's words: 1 when one sentence holds every word
 * ("notice" and "termination" in the article that sets how to end the contract), 0 when none
 * holds any; and the same of its articles' headings alone.
 */
export function clauseMatch(content: string, groups: string[][]): ClauseMatch {
  const match = { sentence: 0, heading: 0 };
  if (groups.length === 0) return match;
  const asked = groups.map(groupOf);
  const share = (text: string) => {
    const words = wordsOf(text);
    const flat = ` ${words.join(" ")} `;
    const stems = new Set(words.flatMap(knownStemsOf));
    const held = asked.filter(
      (group) =>
        [...group.single].some((stem) => stems.has(stem)) ||
        group.phrases.some((phrase) => flat.includes(` ${phrase} `)),
    ).length;
    return held / asked.length;
  };
  const headings = new Map<string, number>();
  for (const passage of passagesOf(content)) {
    if (passage.heading && !headings.has(passage.heading)) {
      headings.set(passage.heading, share(passage.heading));
    }
    if (match.sentence < 1) {
      match.sentence = Math.max(match.sentence, share(`${passage.heading} ${passage.text}`));
    }
  }
  match.heading = Math.max(0, ...headings.values());
  return match;
}
