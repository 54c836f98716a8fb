import type { ClauseCategory } from "../../../contracts/legal-library.ts";
import { oneEditApart } from "../../../understanding/query/typos.ts";

/**
 * The names each language gives a clause category's article ("Pasal 9 — Pengakhiran",
 * "Article 9 — Termination"): a fact of the domain, like the cues in
 * `understanding/standards-check/category-vocabulary.ts`. The bilingual word list (decision
 * 0028) has almost none of them, so a library search reads them here: a query naming a clause
 * in one language also finds it, a draft or a note written in the other.
 */
const NAMES: Record<Exclude<ClauseCategory, "other">, readonly string[]> = {
  definitions: ["definitions", "definition", "definisi", "pengertian"],
  scope: ["scope", "ruang lingkup"],
  term: ["term", "duration", "jangka waktu", "masa berlaku"],
  payment: ["payment", "pembayaran"],
  confidentiality: ["confidentiality", "non-disclosure", "kerahasiaan"],
  intellectual_property: ["intellectual property", "kekayaan intelektual"],
  warranties: ["warranties", "warranty", "jaminan", "garansi"],
  liability: ["liability", "tanggung jawab"],
  indemnity: ["indemnity", "indemnification", "ganti rugi"],
  termination: ["termination", "pengakhiran", "pemutusan"],
  force_majeure: ["force majeure", "keadaan kahar", "keadaan memaksa"],
  dispute_resolution: ["dispute resolution", "penyelesaian sengketa", "sengketa", "perselisihan"],
  governing_law: ["governing law", "applicable law", "hukum yang berlaku"],
  language: ["language", "bahasa"],
  notices: ["notices", "pemberitahuan"],
  data_protection: ["data protection", "personal data", "pelindungan data", "data pribadi"],
};

/** Shorter names are one letter off too many words (as the query reader's typos.ts says). */
const SHORTEST_TYPO_TARGET = 5;

const ALL_NAMES = Object.values(NAMES);

/**
 * The clause names a query's words hold, each with every name of its category in both
 * languages, and the words left: "pemutusan kontrak" → [["termination", "pengakhiran",
 * "pemutusan"]] and "kontrak". A single word one letter off a name ("terminaton") is read as
 * it, as the query reader reads a typo of its own words.
 */
export function clauseNames(query: string): { groups: string[][]; rest: string } {
  let rest = ` ${query.toLowerCase().replace(/\s+/gu, " ")} `;
  const groups: string[][] = [];
  for (const names of ALL_NAMES) {
    const named = names.some((name) => {
      const found = rest.indexOf(` ${name} `);
      if (found < 0) return false;
      rest = `${rest.slice(0, found)} ${rest.slice(found + name.length + 1)}`;
      return true;
    });
    if (named) groups.push([...names]);
  }
  const words = rest.trim().split(" ").filter(Boolean);
  const left = words.filter((word) => {
    if (word.length < SHORTEST_TYPO_TARGET || !/^\p{L}+$/u.test(word)) return true;
    const names = ALL_NAMES.find((each) =>
      each.some((name) => name.length >= SHORTEST_TYPO_TARGET && oneEditApart(word, name)),
    );
    if (!names) return true;
    groups.push([word, ...names]);
    return false;
  });
  return { groups, rest: left.join(" ") };
}
