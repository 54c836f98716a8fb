import type { ClauseCategory } from "../../contracts/legal-library.ts";

/**
 * The words by which English and Indonesian contracts name the matter of each clause category
 * of the library (a fact of the domain, like the clause cues in `../clauses.ts`): a clause that
 * deals with force majeure names an event beyond control, a disaster or "keadaan kahar", however
 * its bargain is worded. The bilingual word list (decision 0028) has almost none of these words,
 * so they are written here, each a word start that its derivations share ("disclos" for
 * disclose, disclosure; "rahasia" inside kerahasiaan, merahasiakan). Lexical similarity to the
 * standard tells present from deviating; these tell a clause reworded from none at all.
 */
const CUES: Record<ClauseCategory, { en: string[]; id: string[] }> = {
  definitions: {
    en: ["definition", "defined term", "shall mean", "interpretation"],
    id: ["definisi", "pengertian", "yang dimaksud dengan", "berarti"],
  },
  scope: {
    en: ["scope", "deliverable", "statement of work", "purpose of this"],
    id: ["ruang lingkup", "lingkup", "maksud dan tujuan", "objek perjanjian"],
  },
  term: {
    en: ["term of this", "duration", "commence", "remain in force", "valid until", "expir"],
    id: ["jangka waktu", "masa berlaku", "berlaku sejak", "berlaku selama", "berakhir pada"],
  },
  payment: {
    en: ["payment", "pay$", "payable", "paid", "invoice", "fee$", "fees", "price", "instal"],
    id: ["bayar", "tagihan", "harga", "biaya", "cicilan", "angsuran", "bunga"],
  },
  confidentiality: {
    en: ["confidential", "disclos", "secre", "proprietary information", "privat", "publish"],
    id: ["rahasia", "ungkap", "membocorkan", "publikasi", "mengumumkan", "menyebarluaskan"],
  },
  intellectual_property: {
    en: ["intellectual property", "copyright", "trademark", "patent", "licen"],
    id: ["kekayaan intelektual", "hak cipta", "merek", "paten", "lisensi"],
  },
  warranties: {
    en: ["warrant", "represent", "guarantee", "defect", "merchantab", "fit for"],
    id: ["menjamin", "jaminan", "garansi", "cacat", "pernyataan dan jaminan"],
  },
  liability: {
    en: [
      ...["liab", "damage", "loss", "consequential", "limitation of", "not exceed", "cap$"],
      ...["capped", "responsib"],
    ],
    id: ["tanggung jawab", "kerugian", "kerusakan", "tidak langsung", "batas", "melebihi"],
  },
  indemnity: {
    en: ["indemn", "hold harmless", "defend", "third party claim"],
    id: ["ganti rugi", "mengganti kerugian", "membebaskan", "tuntutan pihak ketiga"],
  },
  termination: {
    en: [
      ...["terminat", "cancel", "rescind", "end this", "end the", "to an end", "withdraw"],
      ...["walk away", "breach"],
    ],
    id: [
      ...["mengakhiri", "pengakhiran", "pemutusan", "membatalkan", "menghentikan", "berakhirnya"],
      ...["keluar dari", "mengundurkan diri", "melanggar", "pelanggaran", "wanprestasi"],
    ],
  },
  force_majeure: {
    en: [
      ...["force majeure", "act of god", "acts of god", "reasonable control", "disaster"],
      ...["war$", "epidemic", "pandemic", "flood", "earthquake", "strikes", "riot", "storm"],
      ...["fire$", "fires", "explosion", "act of nature", "acts of nature", "natural event"],
    ],
    id: [
      ...["keadaan kahar", "keadaan memaksa", "force majeure", "di luar kendali", "bencana"],
      ...["perang", "wabah", "pandemi", "banjir", "gempa", "kerusuhan", "pemogokan", "badai"],
      ...["kebakaran", "ledakan", "peristiwa alam"],
    ],
  },
  dispute_resolution: {
    en: [
      ...["dispute", "controvers", "disagreement", "arbitra", "court", "jurisdiction", "mediat"],
      "amicabl",
    ],
    id: [
      ...["sengketa", "perselisihan", "ketidaksepakatan", "arbitrase", "arbiter", "pengadilan"],
      ...["musyawarah", "mediasi", "gugatan"],
    ],
  },
  governing_law: {
    en: [
      ...["governed by", "governing law", "applicable law", "laws of", "law of", "construed"],
      ...["law applies", "laws apply", "law shall apply", "law governs", "subject to the law"],
    ],
    id: [
      ...["hukum yang berlaku", "tunduk pada", "hukum negara", "hukum republik", "ditafsirkan"],
      ...["diatur oleh hukum", "hukum * berlaku", "menurut hukum", "berdasarkan hukum"],
    ],
  },
  language: {
    en: ["language", "english version", "indonesian version", "translation", "prevail"],
    id: ["bahasa", "terjemahan"],
  },
  notices: {
    // Not "notice" alone: termination and force majeure clauses give notice too.
    en: ["notices", "address", "courier", "registered mail", "e-mail", "deemed received"],
    id: ["alamat", "kurir", "surat tercatat", "surat elektronik", "dianggap telah diterima"],
  },
  data_protection: {
    en: ["personal data", "data protection", "privacy", "data subject"],
    id: ["data pribadi", "pelindungan data", "perlindungan data", "privasi"],
  },
  other: { en: [], id: [] },
};

/**
 * A cue ending in `$` is a whole word ("war", not "warranty"); a `*` stands for one word
 * ("hukum * berlaku": the law of some country applies).
 */
function source(cue: string): string {
  const whole = cue.endsWith("$");
  const words = (whole ? cue.slice(0, -1) : cue)
    .split(" * ")
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, "\\$&"));
  return `${words.join("\\s+\\p{L}+\\s+")}${whole ? "(?![\\p{L}\\p{N}])" : ""}`;
}

/**
 * A cue matches at the start of a word (Indonesian cues also after a prefix fused to the word:
 * "me", "di", "ke", "pe" and the like), so "war" is not found in "award".
 */
const PATTERNS = new Map(
  (Object.entries(CUES) as Array<[ClauseCategory, { en: string[]; id: string[] }]>).map(
    ([category, { en, id }]) => [
      category,
      [
        ...en.map((cue) => new RegExp(`(?<![\\p{L}\\p{N}])${source(cue)}`, "iu")),
        ...id.map((cue) => new RegExp(`(?<![\\p{L}\\p{N}])(?:\\p{L}{0,4})${source(cue)}`, "iu")),
      ],
    ],
  ),
);

/** How many of each category's cues the text names, for the categories it names at all. */
export function categoryCues(text: string): Map<ClauseCategory, number> {
  const found = new Map<ClauseCategory, number>();
  for (const [category, patterns] of PATTERNS) {
    const hits = patterns.filter((pattern) => pattern.test(text)).length;
    if (hits > 0) found.set(category, hits);
  }
  return found;
}

/**
 * The category a clause is about by its words: the one whose cues it names most, when no other
 * names as many; null when none or a tie.
 */
export function topicOf(text: string): ClauseCategory | null {
  let best: ClauseCategory | null = null;
  let bestHits = 0;
  let tied = false;
  for (const [category, hits] of categoryCues(text)) {
    if (hits > bestHits) {
      best = category;
      bestHits = hits;
      tied = false;
    } else if (hits === bestHits) tied = true;
  }
  return tied ? null : best;
}
