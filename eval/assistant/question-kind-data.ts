/**
 * The dev questions of the judged sets, each with the kind the planner must answer it as
 * (decision 0038), and the training of the question-kind classifier
 * (src/understanding/question/question-kind.ts). Only dev questions are read: a test item's id
 * is never looked at past the split file.
 *
 * A question's label is first the kind its judging script wrote ("total", "count", "latest",
 * "compare-periods", …). Where that kind leaves the planner's answer open ("amount": which
 * amount; "expiry": a list of contracts or one contract's date; "party": which party), the
 * rules planner's reading is taken when it is one the judged kind allows, else the judged
 * kind's usual reading. Follow-ups are left out: their kind comes from the question before.
 */
import fs from "node:fs";
import path from "node:path";
import { spellOutQuestion } from "../../src/server/domain/assistant/spell-out-question.ts";
import {
  parseQuestion,
  questionKindLabel,
} from "../../src/understanding/question/parse-question.ts";
import {
  questionFeatures,
  type QuestionKindModel,
} from "../../src/understanding/question/question-kind.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");

/** The judged sets whose dev sides train the classifier, oldest first. */
export const JUDGED_SETS: Array<{ set: string; file: string; split: string }> = [
  { set: "first", file: "judged.jsonl", split: "split.json" },
  { set: "2026-11-26", file: "judged-2026-11-26.jsonl", split: "split-2026-11-26.json" },
  { set: "2026-11-26b", file: "judged-2026-11-26b.jsonl", split: "split-2026-11-26b.json" },
  { set: "2026-11-27", file: "judged-2026-11-27.jsonl", split: "split-2026-11-27.json" },
  { set: "2026-11-27b", file: "judged-2026-11-27b.jsonl", split: "split-2026-11-27b.json" },
  { set: "2026-11-27c", file: "judged-2026-11-27c.jsonl", split: "split-2026-11-27c.json" },
  { set: "2026-11-27d", file: "judged-2026-11-27d.jsonl", split: "split-2026-11-27d.json" },
  { set: "2026-11-27e", file: "judged-2026-11-27e.jsonl", split: "split-2026-11-27e.json" },
  // The blind set's dev side (its test side is never read here); the 2026-11-27g set stays out,
  // so its dev side measures the planner on questions no training saw.
  { set: "2026-11-27f", file: "judged-2026-11-27f.jsonl", split: "split-2026-11-27f.json" },
];

const FIELDS_OF_AN_AMOUNT = [
  "field:total_amount",
  "field:service_charge",
  "field:discount",
  "field:subtotal",
  "field:contract_value",
  "field:deposit",
  "field:tax_amount",
  "total",
];

/** The planner's kinds each judged kind allows, its usual reading first. */
const ALLOWED: Record<string, string[]> = {
  total: ["total"],
  average: ["average"],
  count: ["count"],
  list: ["list", "shops"],
  vendors: ["shops"],
  amount: FIELDS_OF_AN_AMOUNT,
  date: ["field:date", "field:effective_date", "field:expiry_date", "field:due_date"],
  due: ["field:due_date", "list", "soonest"],
  expiry: ["list", "field:expiry_date", "soonest"],
  party: ["field:parties", "field:counterparty", "field:primary_party", "field:vendor"],
  clause: ["clause"],
  compare: ["compare", "periods"],
  "compare-periods": ["periods"],
  latest: ["newest"],
  earliest: ["oldest"],
  soonest: ["soonest"],
  largest: ["largest"],
  smallest: ["smallest"],
  "top-vendor": ["top vendor"],
};

export interface LabelledQuestion {
  set: string;
  id: string;
  /** The question as the planner reads it: spelled out. */
  text: string;
  today: string;
  /** The kind its judging script wrote. */
  judged: string;
  label: string;
}

/** Whether a planned kind is one the judged kind allows (follow-ups and "not found": any). */
export function judgedAllows(judged: string, label: string): boolean {
  return ALLOWED[judged]?.includes(label) ?? true;
}

interface Judged {
  id: string;
  q: string;
  kind: string;
  today: string;
  history?: string[];
}

/** Every set's dev questions with their labels. */
export function labelledDevQuestions(): LabelledQuestion[] {
  const labelled: LabelledQuestion[] = [];
  for (const { set, file, split } of JUDGED_SETS) {
    const dev = new Set<string>(
      JSON.parse(fs.readFileSync(path.join(ROOT, "eval/assistant", split), "utf8")).dev,
    );
    const lines = fs.readFileSync(path.join(ROOT, "eval/assistant", file), "utf8").split("\n");
    for (const line of lines) {
      if (!line.trim()) continue;
      const judged = JSON.parse(line) as Judged;
      if (!dev.has(judged.id)) continue;
      if (judged.kind === "follow-up" || (judged.history?.length ?? 0) > 0) continue;
      const text = spellOutQuestion(judged.q);
      const byRules = questionKindLabel(
        parseQuestion(text, { today: judged.today, kindModel: null }),
      );
      const allowed = ALLOWED[judged.kind];
      const label = allowed === undefined || allowed.includes(byRules) ? byRules : allowed[0]!;
      labelled.push({ set, id: judged.id, text, today: judged.today, judged: judged.kind, label });
    }
  }
  return labelled;
}

/**
 * Multinomial logistic regression by full-batch gradient descent from zero weights, with an L2
 * penalty: deterministic, so the same questions give the same weights byte for byte.
 */
export function trainQuestionKind(
  examples: Array<{ text: string; label: string }>,
  options: { iterations?: number; rate?: number; l2?: number } = {},
): QuestionKindModel {
  const { iterations = 400, rate = 8, l2 = 0.0001 } = options;
  const labels = [...new Set(examples.map((example) => example.label))].sort();
  // A feature of one question alone tells nothing of another: only those shared are kept.
  const seen = new Map<string, number>();
  for (const example of examples) {
    for (const name of questionFeatures(example.text)) seen.set(name, (seen.get(name) ?? 0) + 1);
  }
  const featureNames = [...seen]
    .filter(([, count]) => count >= 2)
    .map(([name]) => name)
    .sort();
  const index = new Map(featureNames.map((name, at) => [name, at]));
  const rows = examples.map((example) => ({
    features: questionFeatures(example.text)
      .map((name) => index.get(name))
      .filter((at) => at !== undefined),
    label: labels.indexOf(example.label),
  }));
  const classes = labels.length;
  const weights = featureNames.map(() => new Float64Array(classes));
  const bias = new Float64Array(classes);
  for (let step = 0; step < iterations; step += 1) {
    const gradients = featureNames.map(() => new Float64Array(classes));
    const biasGradient = new Float64Array(classes);
    for (const row of rows) {
      const scale = 1 / Math.sqrt(Math.max(row.features.length, 1));
      const scores = Array.from(bias);
      for (const feature of row.features) {
        for (let label = 0; label < classes; label += 1) {
          scores[label]! += weights[feature]![label]! * scale;
        }
      }
      const top = Math.max(...scores);
      const exps = scores.map((score) => Math.exp(score - top));
      const sum = exps.reduce((a, b) => a + b, 0);
      for (let label = 0; label < classes; label += 1) {
        const error = exps[label]! / sum - (label === row.label ? 1 : 0);
        biasGradient[label]! += error;
        for (const feature of row.features) gradients[feature]![label]! += error * scale;
      }
    }
    for (let label = 0; label < classes; label += 1) {
      bias[label]! -= (rate * biasGradient[label]!) / rows.length;
    }
    for (let feature = 0; feature < featureNames.length; feature += 1) {
      for (let label = 0; label < classes; label += 1) {
        const weight = weights[feature]![label]!;
        weights[feature]![label] =
          weight - rate * (gradients[feature]![label]! / rows.length + l2 * weight);
      }
    }
  }
  const round = (value: number) => Math.round(value * 100) / 100;
  const kept: Record<string, number[]> = {};
  featureNames.forEach((name, at) => {
    const row = Array.from(weights[at]!, round);
    // A feature whose weights all round to nothing changes no question's kind.
    if (row.some((weight) => weight !== 0)) kept[name] = row;
  });
  return { labels, bias: Array.from(bias, round), weights: kept };
}
