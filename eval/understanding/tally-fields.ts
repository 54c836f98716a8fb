import type { Outcome, ScoredField } from "./match-value.ts";

export interface FieldScore {
  /** Right over n: a field the product left empty counts as wrong. */
  accuracy: number;
  /** Share of the n documents where the product predicted something. */
  coverage: number;
  /** Documents whose gold has a usable value for the field. */
  n: number;
}

interface Counts {
  right: number;
  predicted: number;
  n: number;
  /** Gold values present but not scorable (`perpetual` as an expiry date). */
  unusable: number;
}

/** Outcomes per field over a run, in the order fields were first seen. */
export class FieldTally {
  readonly #counts = new Map<ScoredField, Counts>();

  add(field: ScoredField, outcome: Outcome | null): void {
    let counts = this.#counts.get(field);
    if (!counts) {
      counts = { right: 0, predicted: 0, n: 0, unusable: 0 };
      this.#counts.set(field, counts);
    }
    if (outcome === null) {
      counts.unusable++;
      return;
    }
    counts.n++;
    if (outcome !== "missing") counts.predicted++;
    if (outcome === "right") counts.right++;
  }

  /** Fields scored on at least one document. */
  scores(): Partial<Record<ScoredField, FieldScore>> {
    const scores: Partial<Record<ScoredField, FieldScore>> = {};
    for (const [field, counts] of this.#counts) {
      if (counts.n === 0) continue;
      scores[field] = {
        accuracy: counts.right / counts.n,
        coverage: counts.predicted / counts.n,
        n: counts.n,
      };
    }
    return scores;
  }

  /** Gold values seen but not scorable, per field. */
  unusable(): Partial<Record<ScoredField, number>> {
    const unusable: Partial<Record<ScoredField, number>> = {};
    for (const [field, counts] of this.#counts) {
      if (counts.unusable > 0) unusable[field] = counts.unusable;
    }
    return unusable;
  }
}

/** The mean of the fields' accuracies; null when nothing was scored. */
export function overallAccuracy(scores: Partial<Record<string, FieldScore>>): number | null {
  const accuracies = Object.values(scores).map((score) => score!.accuracy);
  if (accuracies.length === 0) return null;
  return accuracies.reduce((sum, value) => sum + value, 0) / accuracies.length;
}
