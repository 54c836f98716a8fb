/**
 * `npm run train:question`: trains the question-kind classifier on every judged set's dev
 * questions (question-kind-data.ts) and writes its weights to
 * src/understanding/question/question-kind-weights.json. Deterministic: the same questions
 * give the same file. Prints how many questions of each kind it learned from.
 */
import fs from "node:fs";
import path from "node:path";
import prettier from "prettier";
import { labelledDevQuestions, trainQuestionKind } from "./question-kind-data.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");
const questions = labelledDevQuestions();
const model = trainQuestionKind(questions);
const file = path.join(ROOT, "src/understanding/question/question-kind-weights.json");
// Written as the formatter writes it, so formatting the repository leaves the file as trained.
const options = await prettier.resolveConfig(file);
fs.writeFileSync(
  file,
  await prettier.format(JSON.stringify(model), { ...options, filepath: file }),
);
const counts = new Map<string, number>();
for (const { label } of questions) counts.set(label, (counts.get(label) ?? 0) + 1);
console.log(
  `${questions.length} dev questions, ${model.labels.length} kinds, ${Object.keys(model.weights).length} features`,
);
for (const [label, count] of [...counts].sort((a, b) => b[1] - a[1])) {
  console.log(`  ${label.padEnd(24)} ${count}`);
}
