import type { Language } from "../../contracts/languages.ts";
import { splitClauses, type ContractClause } from "./split-clauses.ts";
import { cosine, TfIdf } from "./tfidf.ts";

/**
 * One standard clause of the library, in the languages it is written in. Titles are shown, not
 * compared: contracts head the same matter in words of their own, and matching the library's
 * titles lowered test accuracy (decision 0034).
 */
export interface StandardClause {
  id: string;
  category: string;
  texts: ReadonlyArray<{ language: Language; title: string; text: string }>;
}

export type StandardStatus = "present" | "deviating" | "missing";

export interface Thresholds {
  /** At least this similar: the contract has the standard clause (its wording, give or take). */
  present: number;
  /** At least this similar, below `present`: the contract covers the matter, differently. */
  deviating: number;
}

export interface CategoryFinding {
  category: string;
  status: StandardStatus;
  similarity: number;
  standard: { clauseId: string; title: string; language: Language; text: string };
  /** The contract's closest clause; null when the category is missing. */
  found: ContractClause | null;
}

/**
 * Each category of the library checked in the contract: every clause of the contract is
 * compared with every standard clause of the category in each of its languages. A contract's
 * clause answers for one category at most: pairs are taken from the most similar down, so the
 * liability clause a contract has is not also read as its missing force majeure clause (both
 * say "neither Party shall be liable"). Weights are learned from the contract's clauses and the
 * library together, so the words every clause shares (party, agreement, pihak) count for little.
 */
export function checkAgainstStandards(
  contractText: string,
  standards: readonly StandardClause[],
  thresholds: Thresholds,
): CategoryFinding[] {
  const clauses = splitClauses(contractText);
  const model = new TfIdf([
    ...clauses.map((clause) => clause.text),
    ...standards.flatMap((standard) => standard.texts.map((each) => each.text)),
  ]);
  const clauseVectors = clauses.map((clause) => model.vector(clause.text));

  interface Pair {
    category: string;
    clause: number;
    similarity: number;
    standard: CategoryFinding["standard"];
  }
  const pairs: Pair[] = [];
  const fallback = new Map<string, CategoryFinding["standard"]>();
  for (const standard of standards) {
    for (const version of standard.texts) {
      const described = {
        clauseId: standard.id,
        title: version.title,
        language: version.language,
        text: version.text,
      };
      if (!fallback.has(standard.category)) fallback.set(standard.category, described);
      const vector = model.vector(version.text);
      clauseVectors.forEach((clauseVector, clause) => {
        pairs.push({
          category: standard.category,
          clause,
          similarity: cosine(vector, clauseVector),
          standard: described,
        });
      });
    }
  }
  pairs.sort((a, b) => b.similarity - a.similarity);
  const matched = new Map<string, Pair>();
  const taken = new Set<number>();
  for (const pair of pairs) {
    if (matched.has(pair.category) || taken.has(pair.clause)) continue;
    matched.set(pair.category, pair);
    taken.add(pair.clause);
  }

  return [...fallback].map(([category, standard]) => {
    const pair = matched.get(category);
    const similarity = pair?.similarity ?? 0;
    const status: StandardStatus =
      similarity >= thresholds.present
        ? "present"
        : similarity >= thresholds.deviating
          ? "deviating"
          : "missing";
    return {
      category,
      status,
      similarity,
      standard: pair?.standard ?? standard,
      found: status === "missing" || !pair ? null : (clauses[pair.clause] ?? null),
    };
  });
}
