/**
 * TF-IDF vectors over word unigrams and bigrams, compared by cosine: a general text similarity
 * that needs no training and reads English and Indonesian alike (words are split on anything
 * that is not a letter or digit, so no language's rules are assumed).
 */
export type Vector = Map<string, number>;

const CHAR_GRAM_MIN = 4;
const CHAR_GRAM_MAX = 5;

export function terms(text: string): string[] {
  const words = text
    .toLowerCase()
    .normalize("NFKC")
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0);
  const bigrams = words.slice(1).map((word, index) => `${words[index]} ${word}`);
  // Character n-grams inside words tie a word to its derivations in either language
  // (confidential, confidentiality; rahasia, kerahasiaan; arbitration, arbiter).
  const grams = words.flatMap((word) => {
    const padded = ` ${word} `;
    const found: string[] = [];
    for (let size = CHAR_GRAM_MIN; size <= CHAR_GRAM_MAX; size++) {
      for (let start = 0; start + size <= padded.length; start++) {
        found.push(`#${padded.slice(start, start + size)}`);
      }
    }
    return found;
  });
  return [...words, ...bigrams, ...grams];
}

/** Document frequencies over a collection, for the inverse weights. */
export class TfIdf {
  private readonly documentFrequency = new Map<string, number>();
  private readonly size: number;

  constructor(collection: readonly string[]) {
    this.size = collection.length;
    for (const text of collection) {
      for (const term of new Set(terms(text))) {
        this.documentFrequency.set(term, (this.documentFrequency.get(term) ?? 0) + 1);
      }
    }
  }

  /** Sublinear term frequency times smoothed inverse document frequency, L2-normalised. */
  vector(text: string): Vector {
    const counts = new Map<string, number>();
    for (const term of terms(text)) counts.set(term, (counts.get(term) ?? 0) + 1);
    const vector: Vector = new Map();
    let norm = 0;
    for (const [term, count] of counts) {
      const idf = Math.log((1 + this.size) / (1 + (this.documentFrequency.get(term) ?? 0))) + 1;
      const weight = (1 + Math.log(count)) * idf;
      vector.set(term, weight);
      norm += weight * weight;
    }
    norm = Math.sqrt(norm);
    if (norm > 0) for (const [term, weight] of vector) vector.set(term, weight / norm);
    return vector;
  }
}

export function cosine(a: Vector, b: Vector): number {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  let dot = 0;
  for (const [term, weight] of small) dot += weight * (large.get(term) ?? 0);
  return dot;
}
