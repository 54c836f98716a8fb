/**
 * Contracts made for the standards check (issue 24): each one holds, for every category of the
 * library, the standard clause reworded (present), a different bargain on the same matter
 * (deviating) or nothing (missing), among clauses the library does not cover, under the
 * headings contracts use. A seed per split; dev and test also differ in their deviating
 * wordings (clause-texts.ts), so test measures deviations the thresholds never saw. Test is
 * spent (the check's word list was written after reading it); test2 (clause-texts-test2.ts) has
 * headings, deviations and rewordings written without reading the method or the other splits.
 */
import type { Language } from "../../src/contracts/languages.ts";
import type {
  StandardClause,
  StandardStatus,
} from "../../src/understanding/standards-check/check-against-standards.ts";
import { CATEGORIES, FILLERS, type Bilingual, type CategoryTexts } from "./clause-texts.ts";
import { TEST2, TEST2_REWORDINGS } from "./clause-texts-test2.ts";

export type Split = "dev" | "test" | "test2";

const SEEDS: Record<Split, number> = { dev: 20_241, test: 77_031, test2: 50_923 };

function test2Of(category: CategoryTexts) {
  const texts = TEST2[category.category];
  if (!texts) throw new Error(`test2 has no wordings for ${category.category}`);
  return texts;
}

/** The heading a split's contracts give a category: dev the library's title, the others their own. */
function titleOf(split: Split, category: CategoryTexts): Bilingual {
  if (split === "dev") return category.title;
  return split === "test" ? category.testTitle : test2Of(category).title;
}

function deviatingOf(split: Split, category: CategoryTexts): Bilingual[] {
  return split === "test2" ? test2Of(category).deviating : category.deviating[split];
}

export interface GeneratedContract {
  language: Language;
  text: string;
  /** What each category of the library is in this contract. */
  truth: Record<string, StandardStatus>;
}

/** mulberry32: small, seeded, the same contracts on every machine. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <Item>(next: () => number, items: readonly Item[]): Item =>
  items[Math.floor(next() * items.length)]!;

function shuffle<Item>(next: () => number, items: Item[]): Item[] {
  for (let index = items.length - 1; index > 0; index--) {
    const other = Math.floor(next() * (index + 1));
    [items[index], items[other]] = [items[other]!, items[index]!];
  }
  return items;
}

/** The library as the product reads it: one approved clause per category, both languages. */
export const LIBRARY: StandardClause[] = CATEGORIES.map((category, index) => ({
  id: `standard-${index + 1}`,
  category: category.category,
  texts: [
    { language: "en", title: category.title.en, text: category.standard.en },
    { language: "id", title: category.title.id, text: category.standard.id },
  ],
}));

const ROLE_WORDS: Record<Language, Array<[RegExp, string[]]>> = {
  en: [
    [/\bParty\b/g, ["Party", "party"]],
    [/\bAgreement\b/g, ["Agreement", "Contract", "agreement"]],
    [/\bshall\b/g, ["shall", "will", "must"]],
    [/\bthirty \(30\)/g, ["thirty (30)", "30 (thirty)", "30"]],
    [/\bfive \(5\)/g, ["five (5)", "5 (five)"]],
    [/\btwelve \(12\)/g, ["twelve (12)", "12 (twelve)"]],
    [/\bseven \(7\)/g, ["seven (7)", "7 (seven)"]],
  ],
  id: [
    [/\bPihak\b/g, ["Pihak", "pihak"]],
    [/\bPerjanjian\b/g, ["Perjanjian", "Kontrak", "perjanjian"]],
    [/\bwajib\b/g, ["wajib", "harus", "berkewajiban untuk"]],
    [/\b30 \(tiga puluh\)/g, ["30 (tiga puluh)", "tiga puluh (30)", "30"]],
    [/\b5 \(lima\)/g, ["5 (lima)", "lima (5)"]],
    [/\b12 \(dua belas\)/g, ["12 (dua belas)", "dua belas (12)"]],
    [/\b7 \(tujuh\)/g, ["7 (tujuh)", "tujuh (7)"]],
  ],
};

/**
 * The standard as a contract writes it: its own words for the parties, numbers and verbs (test2
 * first also in its own phrasings; dev and test draw exactly as before).
 */
function reworded(next: () => number, text: string, language: Language, split: Split): string {
  let result = text;
  const rewordings = [
    ...(split === "test2" ? TEST2_REWORDINGS[language] : []),
    ...ROLE_WORDS[language],
  ];
  for (const [pattern, choices] of rewordings) {
    result = result.replace(pattern, () => pick(next, choices));
  }
  return result;
}

const sentencesOf = (text: string) => text.split(/(?<=\.)\s+(?=[A-Z])/);

/**
 * A different bargain: one of the split's own deviating wordings, or the standard with one of
 * its sentences exchanged for a deviating one (the usual redline: most words kept).
 */
function deviating(next: () => number, texts: Bilingual[], standard: string, language: Language) {
  const other = pick(next, texts)[language];
  const sentences = sentencesOf(standard);
  if (sentences.length < 2 || next() < 0.5) return other;
  const replaced = Math.floor(next() * sentences.length);
  sentences[replaced] = sentencesOf(other)[0]!;
  return sentences.join(" ");
}

const HEADINGS: Record<Language, Array<(number: number, title: string) => string>> = {
  en: [
    (number, title) => `Article ${number}\n${title.toUpperCase()}\n`,
    (number, title) => `${number}. ${title}\n`,
    (number) => `Section ${number}.\n`,
  ],
  id: [
    (number, title) => `Pasal ${number}\n${title.toUpperCase()}\n`,
    (number) => `PASAL ${number}\n`,
    (number, title) => `${number}. ${title}\n`,
  ],
};

/**
 * `titles: false` heads every clause with its number alone ("Article 3", "Pasal 3"): dev
 * contracts head their clauses with the library's titles, which name each clause's matter in the
 * library's own words; without them dev measures what the clauses' words alone tell.
 */
export function generateContracts(
  split: Split,
  count: number,
  { titles = true }: { titles?: boolean } = {},
): GeneratedContract[] {
  const next = random(SEEDS[split]);
  return Array.from({ length: count }, (_, index) => {
    const language: Language = next() < 0.5 ? "en" : "id";
    const truth: Record<string, StandardStatus> = {};
    const sections: Array<{ title: string; text: string }> = [];
    for (const category of CATEGORIES) {
      const roll = next();
      const status: StandardStatus = roll < 0.4 ? "present" : roll < 0.75 ? "deviating" : "missing";
      truth[category.category] = status;
      // Test contracts head their clauses in words of their own, not the library's titles.
      const title = titleOf(split, category)[language];
      const standard = category.standard[language];
      if (status === "present")
        sections.push({ title, text: reworded(next, standard, language, split) });
      if (status === "deviating") {
        const text = deviating(next, deviatingOf(split, category), standard, language);
        sections.push({ title, text: reworded(next, text, language, split) });
      }
    }
    const fillers = shuffle(next, [...FILLERS]).slice(0, 2 + Math.floor(next() * 4));
    for (const filler of fillers)
      sections.push({ title: language === "en" ? "Terms" : "Ketentuan", text: filler[language] });
    const chosenHeading = pick(next, HEADINGS[language]);
    const heading = titles
      ? chosenHeading
      : (number: number) => `${language === "en" ? "Article" : "Pasal"} ${number}\n`;
    const body = shuffle(next, sections)
      .map((section, position) => `${heading(position + 1, section.title)}${section.text}`)
      .join("\n\n");
    const opening =
      language === "en"
        ? `SERVICES AGREEMENT No. ${index + 1}/2026\n\nThis Agreement is made on 2 January 2026 between PT Sinar Abadi (the "Client") and PT Karya Nusantara (the "Provider").\n\n`
        : `PERJANJIAN KERJA SAMA No. ${index + 1}/2026\n\nPerjanjian ini dibuat pada tanggal 2 Januari 2026 antara PT Sinar Abadi ("Pihak Pertama") dan PT Karya Nusantara ("Pihak Kedua").\n\n`;
    return { language, text: `${opening}${body}\n`, truth };
  });
}
