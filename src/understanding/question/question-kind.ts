/**
 * The kind of a question, by meaning rather than by one cue (issue 18): a multinomial logistic
 * regression over the spelled-out question's words, word pairs and letter groups, in English
 * and Indonesian, trained on the dev questions of the judged sets by
 * `npm run train:question` (eval/assistant/train-question-kind.ts, decision 0038). A cue
 * pattern names the phrasings someone thought of; the letter groups and word pairs carry
 * "habisnya", "expiring", "paling baru" to phrasings nobody wrote a pattern for.
 */
import weights from "./question-kind-weights.json" with { type: "json" };

/**
 * What a question asks, one label per way the planner answers: a sum, a mean, a count, a list,
 * the shops, one field of one document ("field:<name>"), a clause, the first by a date or by an
 * amount, the vendor spent most with, two periods, two documents.
 */
export type QuestionKindLabel = string;

export interface QuestionKindModel {
  labels: QuestionKindLabel[];
  bias: number[];
  /** Per feature, one weight per label. */
  weights: Record<string, number[]>;
}

/**
 * The features of a question: numbers as one shape ("2025" and "2024" ask alike), each word,
 * each pair of neighbouring words, and letter groups of three and four within a word, so a
 * typo or a suffix ("invocie", "habisnya") still shares most of them.
 */
export function questionFeatures(text: string): string[] {
  const words = text
    .toLowerCase()
    .replace(/\d+/g, "0")
    .match(/[\p{L}0]+/gu) ?? [""];
  const features = new Set<string>();
  words.forEach((word, index) => {
    features.add(`w:${word}`);
    features.add(`b:${words[index - 1] ?? "^"}_${word}`);
    const padded = ` ${word} `;
    for (const size of [3, 4]) {
      for (let start = 0; start + size <= padded.length; start += 1) {
        features.add(`c:${padded.slice(start, start + size)}`);
      }
    }
  });
  features.add(`b:${words.at(-1) ?? ""}_$`);
  return [...features];
}

/** Each label's probability for a question, highest first. */
export function classifyQuestionKind(
  text: string,
  model: QuestionKindModel = weights as QuestionKindModel,
): Array<{ label: QuestionKindLabel; probability: number }> {
  const features = questionFeatures(text).filter((feature) => feature in model.weights);
  // Each question's features weigh 1 / sqrt(n) together, so long questions do not dominate.
  const scale = 1 / Math.sqrt(Math.max(features.length, 1));
  const scores = model.bias.slice();
  for (const feature of features) {
    const row = model.weights[feature]!;
    for (let label = 0; label < scores.length; label += 1) {
      scores[label]! += row[label]! * scale;
    }
  }
  const top = Math.max(...scores);
  const exps = scores.map((score) => Math.exp(score - top));
  const sum = exps.reduce((a, b) => a + b, 0);
  return model.labels
    .map((label, index) => ({ label, probability: exps[index]! / sum }))
    .sort((a, b) => b.probability - a.probability);
}
