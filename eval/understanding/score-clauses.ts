import type { Clause } from "../../src/understanding/index.ts";
import { bareText, words } from "./normalise-values.ts";

/** The longest run of tokens the two texts share, in tokens. */
function longestCommonRun(a: string[], b: string[]): number {
  let longest = 0;
  let previous = new Array<number>(b.length + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    const current = new Array<number>(b.length + 1).fill(0);
    for (let j = 1; j <= b.length; j++) {
      if (a[i - 1] === b[j - 1]) {
        current[j] = previous[j - 1]! + 1;
        if (current[j]! > longest) longest = current[j]!;
      }
    }
    previous = current;
  }
  return longest;
}

/**
 * A predicted clause overlaps a gold span when the longest run of words they share (case and
 * punctuation aside) covers at least half of the shorter of the two; a clause that contains
 * the whole span, or lies wholly inside it, always does.
 */
export function spansOverlap(predicted: string, gold: string): boolean {
  const predictedWords = words(predicted);
  const goldWords = words(gold);
  const shorter = Math.min(predictedWords.length, goldWords.length);
  if (shorter === 0) return false;
  return longestCommonRun(predictedWords, goldWords) * 2 >= shorter;
}

export interface ClauseScore {
  /** Predicted clauses of the category that overlap a gold span, over all predicted; null when none was predicted. */
  precision: number | null;
  /** Documents whose gold has the category and where a predicted clause found it, over n. */
  recall: number | null;
  /** Documents whose gold has the category (a non-empty context list). */
  n: number;
  predicted: number;
}

interface Counts {
  predicted: number;
  hits: number;
  present: number;
  found: number;
}

/**
 * Precision and recall per clause category over a run. Categories are the gold's (CUAD's 41);
 * a predicted category is matched to one of them case and punctuation aside, and clauses of
 * categories the gold does not label are not counted.
 */
export class ClauseTally {
  readonly #counts = new Map<string, Counts>();

  add(predicted: Pick<Clause, "category" | "text">[], gold: Map<string, string[]>): void {
    const categoryByKey = new Map([...gold.keys()].map((name) => [bareText(name), name]));
    const predictedByCategory = new Map<string, string[]>();
    for (const clause of predicted) {
      const category = categoryByKey.get(bareText(clause.category));
      if (category === undefined) continue;
      predictedByCategory.set(category, [
        ...(predictedByCategory.get(category) ?? []),
        clause.text,
      ]);
    }
    for (const [category, spans] of gold) {
      const counts = this.#countsFor(category);
      const texts = predictedByCategory.get(category) ?? [];
      const hits = texts.filter((text) => spans.some((span) => spansOverlap(text, span))).length;
      counts.predicted += texts.length;
      counts.hits += hits;
      if (spans.length > 0) {
        counts.present++;
        if (hits > 0) counts.found++;
      }
    }
  }

  #countsFor(category: string): Counts {
    let counts = this.#counts.get(category);
    if (!counts) {
      counts = { predicted: 0, hits: 0, present: 0, found: 0 };
      this.#counts.set(category, counts);
    }
    return counts;
  }

  get scored(): boolean {
    return this.#counts.size > 0;
  }

  report(): Record<string, ClauseScore> {
    const report: Record<string, ClauseScore> = {};
    for (const [category, counts] of this.#counts) {
      report[category] = {
        precision: counts.predicted > 0 ? counts.hits / counts.predicted : null,
        recall: counts.present > 0 ? counts.found / counts.present : null,
        n: counts.present,
        predicted: counts.predicted,
      };
    }
    return report;
  }
}
