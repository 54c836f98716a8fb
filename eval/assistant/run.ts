/**
 * `npm run eval:assistant [-- --database-url URL] [--floor F] [--new-floor F] … [--fourteenth-floor F]
 * [--dev]`: the document
 * assistant without a language model over the search corpus (eval/search/load-corpus.ts) as the
 * product reads and understands it. Each question names the facts its answer must state and the
 * documents it must cite. judged.jsonl is split dev/test by the salted hash stored in split.json
 * (written before any tuning); judged-2026-11-26.jsonl (lists, totals, counts, amounts; answers
 * computed from the labels by judging/) by its own hash in split-2026-11-26.json, written and
 * split before any of it was run. Dev holds every set's dev questions; the test sides are
 * printed apart. judged-2026-11-26b.jsonl (typed the way people type: "yg", "brp", typos,
 * relative dates, English and Indonesian mixed; answers by judging/judge-2026-11-26b.py) is split
 * by split-2026-11-26b.json, also written with the questions before any was run; its test side
 * is the "third test" column. judged-2026-11-27.jsonl (a fresh set of the kinds owners and
 * accountants ask, written because the first three had been tuned on; answers by
 * judging/judge-2026-11-27.py) is split by split-2026-11-27.json, written with the questions
 * before any was run; its test side is the "fourth test" column. judged-2026-11-27b.jsonl (the
 * kinds the first four cover thinly: largest / smallest, the vendor spent most with, averages,
 * two periods compared, overdue, clauses on notice, renewal and penalties; answers by
 * judging/judge-2026-11-27b.py) is split by split-2026-11-27b.json, written and committed with the
 * questions before any was run; its test side is the "fifth test" column. judged-2026-11-27c.jsonl
 * (clause questions on many topics over the contracts, answers read by hand in the contracts' text and
 * written beside each in judging/judge-2026-11-27c.py) is split by split-2026-11-27c.json, committed
 * with the questions before any was run; its test side is the "sixth test" column. judged-2026-11-27d.jsonl
 * (the kinds the earlier test sides showed weak: two periods compared, counts, sums per currency, expiring
 * before a date, notice periods, service charges and taxes, latest / earliest, vendors by kind of shop;
 * answers by judging/judge-2026-11-27d.py) is split by split-2026-11-27d.json, committed with the
 * questions before any was run; its test side is the "seventh test" column. judged-2026-11-27e.jsonl
 * (the same kinds asked in many phrasings each; answers by judging/judge-2026-11-27e.py) is split
 * by split-2026-11-27e.json, three in four dev, committed with the questions before any was run; its
 * test side is the "eighth test" column. judged-2026-11-27f.jsonl (written blind, to be counted at the
 * end; answers by judging/judge-2026-11-27f.py) is split by split-2026-11-27f.json, two thirds test,
 * committed with the questions before any was run; its test side is the "ninth test" column.
 * judged-2026-11-27g.jsonl (written blind; answers by judging/judge-2026-11-27g.py) is split by
 * split-2026-11-27g.json, 60 % test, committed with the questions before any was run; its test
 * side is the "tenth test" column. judged-2026-11-27h.jsonl (clause questions written blind, the
 * sixth set's test side being spent; answers by judging/judge-2026-11-27h.py) is split by
 * split-2026-11-27h.json, 60 % test, committed with the questions before any was run; its test
 * side is the "eleventh test" column. judged-2026-11-28.jsonl (the kinds owners and accountants
 * ask, written blind for an honest count; answers by judging/judge-2026-11-28.py) is split by
 * split-2026-11-28.json, about 60 % test, committed with the questions before any was run; its
 * test side is the "twelfth test" column. judged-2026-11-28b.jsonl (the same kinds, typed as owners
 * and accountants type them, written blind for an honest count; answers by
 * judging/judge-2026-11-28b.py) is split by split-2026-11-28b.json, about 60 % test, committed with
 * the questions before any was run; its test side is the "thirteenth test" column.
 * judged-2026-11-28c.jsonl (the same kinds, written blind again; answers by
 * judging/judge-2026-11-28c.py) is split by split-2026-11-28c.json, about 60 % test, committed with
 * the questions before any was run; its test side is the "fourteenth test" column.
 * `--dev` asks the dev
 * questions only, so tuning never sees a test figure.
 * Each question is sent with the interface in the OTHER language, so an answer in the
 * question's own language is measured, not given. Prints dev and test side by side per kind
 * (right fact with the right citation, answer in the question's language), time to the first
 * event and to the whole answer, and as its last line one JSON object; --floor applies to the
 * test side, --new-floor to the test side of the 2026-11-26 set, --third-floor to that of
 * 2026-11-26b, --fourth-floor to that of 2026-11-27, --fifth-floor to that of 2026-11-27b,
 * --sixth-floor to that of 2026-11-27c, --seventh-floor to that of 2026-11-27d, --eighth-floor to
 * that of 2026-11-27e, --ninth-floor to that of 2026-11-27f, --tenth-floor to that of 2026-11-27g,
 * --eleventh-floor to that of 2026-11-27h, --twelfth-floor to that of 2026-11-28,
 * --thirteenth-floor to that of 2026-11-28b, --fourteenth-floor to that of 2026-11-28c
 * (FLOOR_FLAGS).
 */
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { z } from "zod";
import { loadSearchCorpus } from "../search/load-corpus.ts";
import { openScratchDatabase, seedOrganization } from "../search/scratch-organization.ts";
import { askJudged, QuestionSchema, showMiss, type JudgedQuestion } from "./ask-judged.ts";
import { percentile } from "./percentile.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");
/** The flag that sets each test side's floor (CI's `.ci/run` names them). */
const FLOOR_FLAGS = {
  floor: "test",
  "new-floor": "new test",
  "third-floor": "third test",
  "fourth-floor": "fourth test",
  "fifth-floor": "fifth test",
  "sixth-floor": "sixth test",
  "seventh-floor": "seventh test",
  "eighth-floor": "eighth test",
  "ninth-floor": "ninth test",
  "tenth-floor": "tenth test",
  "eleventh-floor": "eleventh test",
  "twelfth-floor": "twelfth test",
  "thirteenth-floor": "thirteenth test",
  "fourteenth-floor": "fourteenth test",
} as const satisfies Record<string, Exclude<Side, "dev">>;
const { values } = parseArgs({
  options: {
    "database-url": { type: "string" },
    ...Object.fromEntries(
      Object.keys(FLOOR_FLAGS).map((flag) => [flag, { type: "string" as const }]),
    ),
    dev: { type: "boolean", default: false },
  },
});
/** Each test side's floor, as given; a side without one is not checked. */
const floors = Object.entries(FLOOR_FLAGS).flatMap(([flag, side]) => {
  const given = (values as Record<string, unknown>)[flag];
  return typeof given === "string" ? [{ side, floor: Number(given) }] : [];
});

/**
 * "dev" holds both sets' dev questions; "test" is the first set's frozen test side and
 * "new test" the test side of the set written on 2026-11-26 (lists, totals, counts), split by
 * its own salted hash before any of it was run; "third test" and "fourth test" likewise for
 * 2026-11-26b and 2026-11-27, "fifth test" for 2026-11-27b, "sixth test" for 2026-11-27c,
 * "seventh test" for 2026-11-27d, "eighth test" for 2026-11-27e, "ninth test" for 2026-11-27f,
 * "tenth test" for 2026-11-27g, "eleventh test" for 2026-11-27h, "twelfth test" for 2026-11-28,
 * "thirteenth test" for 2026-11-28b, "fourteenth test" for 2026-11-28c.
 */
type Side =
  | "dev"
  | "test"
  | "new test"
  | "third test"
  | "fourth test"
  | "fifth test"
  | "sixth test"
  | "seventh test"
  | "eighth test"
  | "ninth test"
  | "tenth test"
  | "eleventh test"
  | "twelfth test"
  | "thirteenth test"
  | "fourteenth test";
const ALL_SIDES: Side[] = [
  "dev",
  "test",
  "new test",
  "third test",
  "fourth test",
  "fifth test",
  "sixth test",
  "seventh test",
  "eighth test",
  "ninth test",
  "tenth test",
  "eleventh test",
  "twelfth test",
  "thirteenth test",
  "fourteenth test",
];
const SIDES: Side[] = values.dev ? ["dev"] : ALL_SIDES;
if (values.dev && floors.length > 0) {
  throw new Error("--dev asks no test question: a floor on a test side cannot be checked");
}
/** Which judged file a question comes from, for showing each set's dev side apart. */
type JudgedSet =
  | "first"
  | "2026-11-26"
  | "2026-11-26b"
  | "2026-11-27"
  | "2026-11-27b"
  | "2026-11-27c"
  | "2026-11-27d"
  | "2026-11-27e"
  | "2026-11-27f"
  | "2026-11-27g"
  | "2026-11-27h"
  | "2026-11-28"
  | "2026-11-28b"
  | "2026-11-28c";
type Question = JudgedQuestion & { side: Side; set: JudgedSet };

const SplitSchema = z.object({ dev: z.array(z.string()), test: z.array(z.string()) });

function readQuestions(file: string): JudgedQuestion[] {
  return fs
    .readFileSync(path.join(ROOT, "eval/assistant", file), "utf8")
    .split("\n")
    .filter((line) => line.trim())
    .map((line) => QuestionSchema.parse(JSON.parse(line)));
}

/** The judged questions of one set, each on the side of the split stored for it. */
function questionsOf(file: string, splitFile: string, testSide: Side, set: JudgedSet): Question[] {
  const split = SplitSchema.parse(
    JSON.parse(fs.readFileSync(path.join(ROOT, "eval/assistant", splitFile), "utf8")),
  );
  const side = (id: string | undefined): Side => {
    if (id && split.test.includes(id)) return testSide;
    if (id && split.dev.includes(id)) return "dev";
    throw new Error(`${file}: question ${id ?? "(no id)"} is in neither side of ${splitFile}`);
  };
  return readQuestions(file).map((question) => ({ ...question, side: side(question.id), set }));
}

function allQuestions(): Question[] {
  const questions = [
    ...questionsOf("judged.jsonl", "split.json", "test", "first"),
    ...questionsOf("judged-2026-11-26.jsonl", "split-2026-11-26.json", "new test", "2026-11-26"),
    ...questionsOf(
      "judged-2026-11-26b.jsonl",
      "split-2026-11-26b.json",
      "third test",
      "2026-11-26b",
    ),
    ...questionsOf("judged-2026-11-27.jsonl", "split-2026-11-27.json", "fourth test", "2026-11-27"),
    ...questionsOf(
      "judged-2026-11-27b.jsonl",
      "split-2026-11-27b.json",
      "fifth test",
      "2026-11-27b",
    ),
    ...questionsOf(
      "judged-2026-11-27c.jsonl",
      "split-2026-11-27c.json",
      "sixth test",
      "2026-11-27c",
    ),
    ...questionsOf(
      "judged-2026-11-27d.jsonl",
      "split-2026-11-27d.json",
      "seventh test",
      "2026-11-27d",
    ),
    ...questionsOf(
      "judged-2026-11-27e.jsonl",
      "split-2026-11-27e.json",
      "eighth test",
      "2026-11-27e",
    ),
    ...questionsOf(
      "judged-2026-11-27f.jsonl",
      "split-2026-11-27f.json",
      "ninth test",
      "2026-11-27f",
    ),
    ...questionsOf(
      "judged-2026-11-27g.jsonl",
      "split-2026-11-27g.json",
      "tenth test",
      "2026-11-27g",
    ),
    ...questionsOf(
      "judged-2026-11-27h.jsonl",
      "split-2026-11-27h.json",
      "eleventh test",
      "2026-11-27h",
    ),
    ...questionsOf(
      "judged-2026-11-28.jsonl",
      "split-2026-11-28.json",
      "twelfth test",
      "2026-11-28",
    ),
    ...questionsOf(
      "judged-2026-11-28b.jsonl",
      "split-2026-11-28b.json",
      "thirteenth test",
      "2026-11-28b",
    ),
    ...questionsOf(
      "judged-2026-11-28c.jsonl",
      "split-2026-11-28c.json",
      "fourteenth test",
      "2026-11-28c",
    ),
  ];
  return questions.filter((question) => SIDES.includes(question.side));
}

interface Outcome {
  kind: string;
  side: Side;
  set: JudgedSet;
  answered: boolean;
  cited: boolean;
  inLanguage: boolean;
  firstEventMs: number;
  totalMs: number;
}

const scratch = await openScratchDatabase("assistant", values["database-url"]);
const database = scratch.database;
try {
  const actor = await seedOrganization(database.db, "Eval assistant");
  const corpus = new Map(
    [...(await loadSearchCorpus(database.db, actor.activeOrganizationId!))].map(([id, each]) => [
      id,
      each.documentId,
    ]),
  );
  const questions = allQuestions();
  const outcomes: Outcome[] = [];
  for (const question of questions) {
    const asked = await askJudged(database.db, actor, question, corpus);
    outcomes.push({
      kind: question.kind,
      side: question.side,
      set: question.set,
      answered: asked.answered,
      cited: asked.cited,
      inLanguage: asked.inLanguage,
      firstEventMs: asked.firstEventMs,
      totalMs: asked.totalMs,
    });
    // Only dev misses are shown: the test side is looked at to count, never to tune.
    if (question.side === "dev") showMiss(question, asked);
  }

  const share = (part: Outcome[], pick: (outcome: Outcome) => boolean) =>
    part.length === 0 ? 0 : Number((part.filter(pick).length / part.length).toFixed(3));
  const figures = (part: Outcome[]) => ({
    n: part.length,
    right: share(part, (outcome) => outcome.answered && outcome.cited),
    answerAccuracy: share(part, (outcome) => outcome.answered),
    citationAccuracy: share(part, (outcome) => outcome.cited),
    inLanguage: share(part, (outcome) => outcome.inLanguage),
  });
  const sides = (part: Outcome[]) =>
    Object.fromEntries(
      SIDES.map((side) => [side, figures(part.filter((outcome) => outcome.side === side))]),
    ) as Record<Side, ReturnType<typeof figures>>;
  const row = (label: string, each: ReturnType<typeof sides>) =>
    `${label.padEnd(10)} ${SIDES.map((side) => each[side])
      .map(
        (side) =>
          `${String(side.n).padStart(3)} ${side.right.toFixed(3).padStart(6)} ${side.inLanguage.toFixed(3).padStart(6)}`,
      )
      .join("   |")}`;
  const kinds = [...new Set(outcomes.map((outcome) => outcome.kind))].sort();
  const byKind = Object.fromEntries(
    kinds.map((kind) => [kind, sides(outcomes.filter((outcome) => outcome.kind === kind))]),
  );
  console.log(`\n${"".padEnd(10)} ${SIDES.map((side) => side.padEnd(18)).join("   | ")}`);
  console.log(`${"kind".padEnd(10)} ${SIDES.map(() => "  n  right   lang").join("   |")}`);
  for (const [kind, each] of Object.entries(byKind)) console.log(row(kind, each));
  const overall = sides(outcomes);
  console.log(row("all", overall));
  const devOf = (set: JudgedSet) =>
    figures(outcomes.filter((outcome) => outcome.side === "dev" && outcome.set === set));
  const devBySet = {
    first: devOf("first"),
    "2026-11-26": devOf("2026-11-26"),
    "2026-11-26b": devOf("2026-11-26b"),
    "2026-11-27": devOf("2026-11-27"),
    "2026-11-27b": devOf("2026-11-27b"),
    "2026-11-27c": devOf("2026-11-27c"),
    "2026-11-27d": devOf("2026-11-27d"),
    "2026-11-27e": devOf("2026-11-27e"),
    "2026-11-27f": devOf("2026-11-27f"),
    "2026-11-27g": devOf("2026-11-27g"),
    "2026-11-27h": devOf("2026-11-27h"),
    "2026-11-28": devOf("2026-11-28"),
    "2026-11-28b": devOf("2026-11-28b"),
    "2026-11-28c": devOf("2026-11-28c"),
  };
  console.log(
    `dev by set: ${Object.entries(devBySet)
      .map(([set, each]) => `${set} ${each.right.toFixed(3)} (${each.n})`)
      .join(", ")}`,
  );
  const times = (pick: (outcome: Outcome) => number, p: number) =>
    percentile(outcomes.map(pick), p);
  const timing = {
    firstEventMsP50: times((outcome) => outcome.firstEventMs, 0.5),
    firstEventMsP95: times((outcome) => outcome.firstEventMs, 0.95),
    answerMsP50: times((outcome) => outcome.totalMs, 0.5),
    answerMsP95: times((outcome) => outcome.totalMs, 0.95),
  };
  console.log(
    `right = the facts stated and exactly the expected documents cited; lang = answered in the question's language\n` +
      `first event p50 ${timing.firstEventMsP50} ms, p95 ${timing.firstEventMsP95} ms; whole answer p50 ${timing.answerMsP50} ms, p95 ${timing.answerMsP95} ms`,
  );
  console.log(JSON.stringify({ documents: corpus.size, ...overall, devBySet, timing, byKind }));
  for (const { side, floor } of floors) {
    if (overall[side].right < floor) {
      console.error(`${side}: ${overall[side].right} right, below the floor of ${floor}`);
      process.exitCode = 1;
    }
  }
} finally {
  await scratch.close();
}
