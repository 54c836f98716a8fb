/**
 * A multinomial naive Bayes text classifier over binary features (each feature counted once
 * per document), the strong simple baseline for short-text classification (Wang & Manning,
 * 2012): small enough to ship in the repository and fast enough to run on every upload.
 */

interface ClassCounts {
  /** Documents seen per class. */
  documents: Record<string, number>;
  /** Per class, in how many of its documents each feature appeared. */
  features: Record<string, Record<string, number>>;
}

export interface NaiveBayesModel extends ClassCounts {
  classes: string[];
  /** The features the model knows; others are ignored when predicting. */
  vocabulary: string[];
}

export interface Prediction {
  label: string;
  /** Log-likelihood lead of the best class over the runner-up: how clearly it won. */
  margin: number;
  /** Best first, with their log scores. */
  ranking: Array<{ label: string; score: number }>;
}

export interface TrainingExample {
  features: string[];
  label: string;
}

/** Add-α smoothing; 0.5 suits binary features of short documents better than add-one. */
const SMOOTHING = 0.5;

function countExamples(examples: TrainingExample[]): ClassCounts {
  const counts: ClassCounts = { documents: {}, features: {} };
  for (const { label, features } of examples) {
    counts.documents[label] = (counts.documents[label] ?? 0) + 1;
    const perFeature = (counts.features[label] ??= {});
    for (const feature of new Set(features)) perFeature[feature] = (perFeature[feature] ?? 0) + 1;
  }
  return counts;
}

/**
 * Trains on labelled examples, keeping the features seen in at least `minDocuments`
 * documents and, of those, the `maxVocabulary` most common: rare words are mostly names and
 * OCR noise.
 */
export function trainNaiveBayes(
  examples: TrainingExample[],
  options: { minDocuments: number; maxVocabulary: number },
): NaiveBayesModel {
  const frequency = new Map<string, number>();
  for (const example of examples) {
    for (const feature of new Set(example.features)) {
      frequency.set(feature, (frequency.get(feature) ?? 0) + 1);
    }
  }
  const vocabulary = [...frequency]
    .filter(([, count]) => count >= options.minDocuments)
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .slice(0, options.maxVocabulary)
    .map(([feature]) => feature);
  const known = new Set(vocabulary);
  const counts = countExamples(
    examples.map((example) => ({
      label: example.label,
      features: example.features.filter((feature) => known.has(feature)),
    })),
  );
  const classes = Object.keys(counts.documents).sort();
  return { classes, vocabulary: vocabulary.sort(), ...counts };
}

/** What predicting needs, worked out once per model rather than once per document. */
interface Prepared {
  known: Set<string>;
  totals: Map<string, number>;
}
const prepared = new WeakMap<NaiveBayesModel, Prepared>();

function prepare(model: NaiveBayesModel): Prepared {
  let ready = prepared.get(model);
  if (!ready) {
    const totals = new Map(
      model.classes.map((label) => [
        label,
        Object.values(model.features[label] ?? {}).reduce((sum, count) => sum + count, 0),
      ]),
    );
    ready = { known: new Set(model.vocabulary), totals };
    prepared.set(model, ready);
  }
  return ready;
}

/**
 * The classes ranked for a document's features. Priors are uniform: how often each type
 * occurs in the training sets says nothing about a given business's mix.
 */
export function predictNaiveBayes(model: NaiveBayesModel, features: string[]): Prediction {
  const { known, totals } = prepare(model);
  const present = [...new Set(features)].filter((feature) => known.has(feature));
  const ranking = model.classes
    .map((label) => {
      const counts = model.features[label] ?? {};
      const denominator = (totals.get(label) ?? 0) + SMOOTHING * model.vocabulary.length;
      let score = 0;
      for (const feature of present) {
        score += Math.log(((counts[feature] ?? 0) + SMOOTHING) / denominator);
      }
      return { label, score };
    })
    .sort((a, b) => b.score - a.score);
  const [best, second] = ranking;
  return {
    label: best?.label ?? "",
    margin: best && second ? best.score - second.score : 0,
    ranking,
  };
}
