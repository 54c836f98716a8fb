import type { Features } from "./features.ts";

/**
 * A conditional logit per field: each candidate scores w·x, and the document's candidates share
 * the probability of being the field by softmax. Trained by `npm run train:extractor`.
 */
export interface FieldScorer {
  features: string[];
  weights: number[];
  /**
   * The document types that take the learned choice: those with enough dev documents to
   * measure it, where it measured better than the rules.
   */
  types: string[];
}

/** A document's candidates for one field, and which of them hold the right value. */
export interface TrainingGroup {
  features: Features[];
  right: boolean[];
}

function vector(names: string[], features: Features): number[] {
  return names.map((name) => features[name] ?? 0);
}

function softmax(scores: number[]): number[] {
  const top = Math.max(...scores);
  const exps = scores.map((score) => Math.exp(score - top));
  const sum = exps.reduce((total, each) => total + each, 0);
  return exps.map((each) => each / sum);
}

/** Each candidate's probability of being the field's value. */
export function candidateProbabilities(scorer: FieldScorer, features: Features[]): number[] {
  if (features.length === 0) return [];
  return softmax(
    features.map((each) =>
      vector(scorer.features, each).reduce(
        (sum, value, index) => sum + value * scorer.weights[index]!,
        0,
      ),
    ),
  );
}

export interface TrainingOptions {
  iterations?: number;
  learningRate?: number;
  /** L2 penalty on the weights. */
  l2?: number;
}

/**
 * Fits the weights by Adam on the documents' mean log-likelihood of their right candidates;
 * documents where no candidate is right teach nothing and are left out.
 */
export function trainScorer(
  names: string[],
  groups: TrainingGroup[],
  options: TrainingOptions = {},
): number[] {
  const { iterations = 400, learningRate = 0.05, l2 = 0.001 } = options;
  const usable = groups
    .filter((group) => group.right.some(Boolean))
    .map((group) => ({
      rows: group.features.map((each) => vector(names, each)),
      right: group.right,
    }));
  const weights = names.map(() => 0);
  const [moment, velocity] = [names.map(() => 0), names.map(() => 0)];
  for (let step = 1; step <= iterations; step++) {
    const gradient = weights.map((weight) => l2 * weight);
    for (const group of usable) {
      const scores = group.rows.map((row) => row.reduce((sum, v, i) => sum + v * weights[i]!, 0));
      const probabilities = softmax(scores);
      const rightCount = group.right.filter(Boolean).length;
      group.rows.forEach((row, index) => {
        const target = group.right[index] ? 1 / rightCount : 0;
        const error = (probabilities[index]! - target) / usable.length;
        row.forEach((value, feature) => (gradient[feature]! += error * value));
      });
    }
    gradient.forEach((g, index) => {
      moment[index] = 0.9 * moment[index]! + 0.1 * g;
      velocity[index] = 0.999 * velocity[index]! + 0.001 * g * g;
      const corrected = moment[index]! / (1 - 0.9 ** step);
      const scale = velocity[index]! / (1 - 0.999 ** step);
      weights[index]! -= (learningRate * corrected) / (Math.sqrt(scale) + 1e-8);
    });
  }
  return weights.map((weight) => Number(weight.toFixed(4)));
}
