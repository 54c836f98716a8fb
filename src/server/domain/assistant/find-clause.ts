import { readExtractedData } from "../../../contracts/extracted-data.ts";

interface StoredClause {
  category: string;
  text: string;
}

/**
 * What people call a clause, in either language, and the words of the categories it is
 * filed under (src/understanding/clauses.ts).
 */
const CLAUSE_WORDS: Array<[RegExp, string]> = [
  [
    /\b(termination|terminate|terminated|pemutusan|pengakhiran|berakhirnya|mengakhiri|diakhiri)\b/i,
    "termination",
  ],
  [/\b(force majeure|keadaan kahar|keadaan memaksa)\b/i, "force majeure"],
  [/\b(dispute|disputes|sengketa|perselisihan|arbitration|arbitrase)\b/i, "dispute"],
  [/\b(governing law|hukum yang berlaku|pilihan hukum)\b/i, "governing law"],
  [/\b(domicile|domisili)\b/i, "domisili"],
  [/\b(language|bahasa)\b/i, "bahasa"],
  [/\b(stamp duty|meterai|materai)\b/i, "meterai"],
  [/\b(renewal|perpanjangan|diperpanjang)\b/i, "renewal"],
  // How long a contract runs is filed with when it expires (src/understanding/clauses.ts).
  [/\b(term|jangka waktu|duration|masa berlaku)\b/i, "expiration"],
  [/\b(non-compete|non compete|larangan bersaing)\b/i, "non-compete"],
  [/\b(confidentiality|kerahasiaan)\b/i, "confidential"],
  [/\b(liability|tanggung jawab|ganti rugi)\b/i, "liability"],
  [/\b(assignment|pengalihan)\b/i, "assignment"],
  [/\b(insurance|asuransi)\b/i, "insurance"],
  [/\b(penalt\w*|late (?:payment )?(?:fees?|charges?|interest)|denda|keterlambatan)\b/i, "penalty"],
  [/\b(payment|payable|paid|fees?|pembayaran|dibayar\w*)\b/i, "payment"],
  [/\b(audit)\b/i, "audit"],
  [/\b(warranty|garansi|jaminan)\b/i, "warranty"],
  [/\b(exclusivity|eksklusif)\b/i, "exclusivity"],
  // What the contract covers: its scope or object, the article naming what is distributed,
  // supplied, leased or done.
  [
    /\b(scope|ruang lingkup|lingkup|objek (?:perjanjian|kontrak|sewa|lisensi)|object of (?:the )?(?:agreement|contract))\b/i,
    "scope",
  ],
];

/** Sentences of a text, kept whole: a clause is quoted as written. */
export function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.;:])\s+(?=[A-Z0-9(])|\n{2,}/)
    .map((sentence) => sentence.replace(/\s+/g, " ").trim())
    .filter((sentence) => sentence.length > 20);
}

/**
 * The document's clauses of the kind asked for, the most confident first; where none was
 * filed under that kind, the first sentence of its text that uses the words asked about.
 */
export function clausesAbout(
  extractedData: Record<string, unknown> | null,
  content: string | null,
  asked: string,
): StoredClause[] {
  const cue = CLAUSE_WORDS.find(([pattern]) => pattern.test(asked));
  const keyword = cue?.[1] ?? asked.toLowerCase();
  const filed = readExtractedData(extractedData)
    .clauses.filter((clause) => clause.category.toLowerCase().includes(keyword))
    .sort((a, b) => b.confidence - a.confidence);
  if (filed.length > 0 || !content) return filed;
  const words = cue?.[0] ?? new RegExp(`\\b${asked.replace(/[^\p{L}\p{N} ]/gu, "")}`, "iu");
  const sentence = sentencesOf(content).find((each) => words.test(each));
  return sentence ? [{ category: asked, text: sentence }] : [];
}

/** How much text after a clause's words is read for what it sets: a clause's length. */
const CLAUSE_WINDOW = 900;

/** A heading that opens the next article: "Pasal <n>", "Article <n>", "<n>. <Heading>". */
const NEXT_ARTICLE = /\n\s*(?:pasal|article|clause|section|bab)\s+\d+\b|\n\s*\d+\.\s+\p{Lu}/iu;

/** How much of a filed clause's opening finds it in the text: enough to be the one place. */
const OPENING_CHARACTERS = 60;

/**
 * A filed clause with the rest of its article: a clause filed by its first sentence ("Pasal 5
 * PENYELESAIAN PERSELISIHAN Perselisihan … secara musyawarah.") is quoted to the next article's
 * heading, where the court or the period it settles on is usually said. The filed text as it
 * is when its opening is not found in the text or no heading closes it within a clause's length.
 */
export function wholeClause(text: string, content: string | null): string {
  const opening = text.replace(/\s+/g, " ").trim().slice(0, OPENING_CHARACTERS);
  if (!content || opening.length === 0) return text;
  const escaped = opening
    .split(" ")
    .map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
    .join("\\s+");
  const found = new RegExp(escaped, "u").exec(content);
  if (!found) return text;
  const following = content.slice(found.index, found.index + CLAUSE_WINDOW);
  const next = NEXT_ARTICLE.exec(following.slice(found[0].length));
  if (!next) return text;
  const whole = following
    .slice(0, found[0].length + next.index)
    .replace(/\s+/g, " ")
    .trim();
  return whole.length > text.replace(/\s+/g, " ").trim().length ? whole : text;
}

/**
 * Every text that may hold what a clause of this kind sets: the clauses filed under it, then
 * the text following each place the document uses its words (a heading "PENGAKHIRAN", "4.
 * Force Majeure", or the words inside a sentence).
 */
export function clauseTexts(
  extractedData: Record<string, unknown> | null,
  content: string | null,
  asked: string,
): string[] {
  const filed = clausesAbout(extractedData, null, asked).map((clause) => clause.text);
  const words = CLAUSE_WORDS.find(([pattern]) => pattern.test(asked))?.[0];
  if (!content || !words) return filed;
  const found = new RegExp(words.source, "giu");
  const windows = [...content.matchAll(found)].map((match) => {
    const start = content.lastIndexOf("\n", match.index) + 1;
    return content.slice(start, match.index + CLAUSE_WINDOW);
  });
  return [...filed, ...windows];
}
