import type { Language } from "../../contracts/languages.ts";
import { splitClauses, type ContractClause } from "./split-clauses.ts";
import type { ClauseCategory } from "../../contracts/legal-library.ts";
import { categoryCues, topicOf } from "./category-vocabulary.ts";
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
  /** The contract's clause is about this category by its words (category-vocabulary.ts). */
  onTopic: boolean;
  standard: { clauseId: string; title: string; language: Language; text: string };
  /** The contract's closest clause; null when the category is missing. */
  found: ContractClause | null;
}

/**
 * A category's status from its closest clause: the standard's wording, give or take, is
 * present; a clause about the category by its words, or near enough to the standard, deviates;
 * anything else leaves the category missing.
 */
export function statusOf(
  match: { similarity: number; onTopic: boolean } | null,
  thresholds: Thresholds,
): StandardStatus {
  if (!match) return "missing";
  if (match.similarity >= thresholds.present) return "present";
  if (match.onTopic || match.similarity >= thresholds.deviating) return "deviating";
  return "missing";
}

/**
 * Each category of the library checked in the contract: every clause of the contract is
 * compared with every standard clause of the category in each of its languages. A contract's
 * clause answers for one category at most: pairs are taken from the most similar down, so the
 * liability clause a contract has is not also read as its missing force majeure clause (both
 * say "neither Party shall be liable"). Weights are learned from the contract's clauses and the
 * library together, so the words every clause shares (party, agreement, pihak) count for little.
 *
 * Similarity alone reads a clause rewritten in other words as missing, and lends a missing
 * category a clause about something else that shares its words (a notices clause to a missing
 * termination clause). So each clause also has a topic, the category its words name
 * (category-vocabulary.ts): a clause about another matter never answers for a category, and a
 * category left without a clause about it takes one that is, however differently worded.
 */
export function checkAgainstStandards(
  contractText: string,
  standards: readonly StandardClause[],
  thresholds: Thresholds,
): CategoryFinding[] {
  const clauses = splitClauses(contractText);
  const topics = clauses.map((clause) => topicOf(clause.text));
  const cues = clauses.map((clause) => categoryCues(clause.text));
  const libraryCategories = new Set(standards.map((standard) => standard.category));
  /**
   * The clause names this category's matter more than any other category the library checks
   * (a termination clause that also speaks of a leaving fee is about termination when payment
   * is not checked).
   */
  const about = (clause: number, category: string) => {
    const named = cues[clause]!;
    const hits = named.get(category as ClauseCategory) ?? 0;
    return (
      hits > 0 &&
      [...named].every(
        ([other, count]) => other === category || !libraryCategories.has(other) || count < hits,
      )
    );
  };
  const model = new TfIdf([
    ...clauses.map((clause) => clause.text),
    ...standards.flatMap((standard) => standard.texts.map((each) => each.text)),
  ]);
  const clauseVectors = clauses.map((clause) => model.vector(clause.text));

  interface Pair {
    category: string;
    clause: number;
    similarity: number;
    onTopic: boolean;
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
        // A clause about another matter, naming none of this one's words, never answers for it.
        const topic = topics[clause];
        const names = cues[clause]!.has(standard.category as ClauseCategory);
        if (topic !== null && topic !== standard.category && !names) return;
        pairs.push({
          category: standard.category,
          clause,
          similarity: cosine(vector, clauseVector),
          onTopic: about(clause, standard.category),
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
  // A category whose closest clause is not about it takes a clause that is, when one is left.
  for (const pair of pairs) {
    const current = matched.get(pair.category);
    if (!pair.onTopic || taken.has(pair.clause) || current?.onTopic) continue;
    if (current) taken.delete(current.clause);
    matched.set(pair.category, pair);
    taken.add(pair.clause);
  }

  return [...fallback].map(([category, standard]) => {
    const pair = matched.get(category) ?? null;
    const status = statusOf(pair, thresholds);
    return {
      category,
      status,
      similarity: pair?.similarity ?? 0,
      onTopic: pair?.onTopic ?? false,
      standard: pair?.standard ?? standard,
      found: status === "missing" || !pair ? null : (clauses[pair.clause] ?? null),
    };
  });
}
