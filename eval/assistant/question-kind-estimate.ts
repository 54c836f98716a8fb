/**
 * `node eval/assistant/question-kind-estimate.ts`: how well the planner reads the kind of a
 * question nobody tuned it on, without a test item (decision 0038). Leave one set out over the
 * dev sides: the classifier is trained without set k's dev questions and plans them as unseen.
 * Printed beside it, on the same questions: the cue patterns alone (fitted to these very
 * questions, so an in-sample figure), the classifier trained on all of them (in-sample), and
 * the questions no cue names (where the planner asks the classifier) apart.
 * "kind" = the planned kind is the label (question-kind-data.ts); "judged" = the planned kind is
 * one the judged file's own kind allows (independent of the cue patterns).
 */
import {
  parseQuestion,
  questionKindLabel,
} from "../../src/understanding/question/parse-question.ts";
import {
  classifyQuestionKind,
  type QuestionKindModel,
} from "../../src/understanding/question/question-kind.ts";
import {
  JUDGED_SETS,
  judgedAllows,
  labelledDevQuestions,
  trainQuestionKind,
  type LabelledQuestion,
} from "./question-kind-data.ts";

const questions = labelledDevQuestions();
const full = trainQuestionKind(questions);
const held = new Map<string, QuestionKindModel>(
  JUDGED_SETS.map(({ set }) => [
    set,
    trainQuestionKind(questions.filter((question) => question.set !== set)),
  ]),
);

const planned = (question: LabelledQuestion, kindModel: QuestionKindModel | null) =>
  questionKindLabel(parseQuestion(question.text, { today: question.today, kindModel }));

interface Row {
  name: string;
  label: (question: LabelledQuestion) => string;
}
const rows: Row[] = [
  { name: "cue patterns alone (in-sample)", label: (q) => planned(q, null) },
  { name: "classifier alone, all sets (in-sample)", label: (q) => top(q, full) },
  { name: "planner, all sets (in-sample)", label: (q) => planned(q, full) },
  { name: "classifier alone, set left out", label: (q) => top(q, held.get(q.set)!) },
  { name: "planner, set left out", label: (q) => planned(q, held.get(q.set)!) },
];
function top(question: LabelledQuestion, model: QuestionKindModel): string {
  return classifyQuestionKind(question.text, model)[0]!.label;
}

const sets = JUDGED_SETS.map(({ set }) => set);
// The questions the cue patterns only search for (a list without a list word): where the
// classifier plans.
const LIST_WORD =
  /\b(which|list|show|find|tampilkan|tunjukkan|daftar|carikan|cari|mana saja|apa saja|siapa saja|semua)\b/i;
const unnamed = questions.filter(
  (question) => planned(question, null) === "list" && !LIST_WORD.test(question.text),
);
console.log(`${questions.length} dev questions (follow-ups left out)\n`);
console.log(
  `${"".padEnd(40)} ${"kind".padStart(6)} ${"judged".padStart(6)}  ` +
    sets.map((set) => set.slice(-6).padStart(7)).join(""),
);
for (const row of rows) {
  const labels = questions.map((question) => row.label(question));
  const kind = labels.filter((label, at) => label === questions[at]!.label).length;
  const judged = labels.filter((label, at) => judgedAllows(questions[at]!.judged, label)).length;
  const perSet = sets.map((set) => {
    const of = questions
      .map((question, at) => ({ question, at }))
      .filter((each) => each.question.set === set);
    const right = of.filter(({ question, at }) => labels[at] === question.label).length;
    return (right / of.length).toFixed(3).padStart(7);
  });
  console.log(
    `${row.name.padEnd(40)} ${(kind / questions.length).toFixed(3).padStart(6)} ${(judged / questions.length).toFixed(3).padStart(6)}  ${perSet.join("")}`,
  );
}

const unnamedRight = (label: (question: LabelledQuestion) => string) =>
  unnamed.filter((question) => label(question) === question.label).length;
console.log(
  `\n${unnamed.length} questions no cue names: a plain search right for ${unnamedRight((q) => planned(q, null))}, ` +
    `the classifier (set left out) for ${unnamedRight((q) => top(q, held.get(q.set)!))}, ` +
    `the planner (set left out) for ${unnamedRight((q) => planned(q, held.get(q.set)!))}`,
);
