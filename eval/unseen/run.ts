/**
 * `npm run eval:unseen -- <folder> [--dev] [--misses] [--database-url URL] [--search-floor MRR]
 * [--recall-floor R] [--assistant-floor F]`: search and the assistant over a corpus the product
 * was never tuned on, alone — the shape of issue 18's independent measurement (unseen documents,
 * queries and questions), not the 100-document search corpus every other judged set shares.
 *
 * The folder holds its documents and `expected.jsonl` (the datasets format), `search.jsonl`
 * (judged queries, as `../search/judged-queries.ts` reads them) split by `search-split.json`,
 * and `assistant.jsonl` (judged questions, as `../assistant/ask-judged.ts` reads them) split by
 * `assistant-split.json`; both splits are written with the set, before any of it is run. Prints
 * dev and test side by side: search MRR (top 10) and recall@5 beside the naive word-overlap
 * ranking, queries answered empty while their words occur, and the assistant's right answers
 * (every fact stated and exactly the expected documents cited) and answers in the question's
 * language, per kind; the last line is one JSON object. Misses are listed for dev only
 * (`--misses`); the floors apply to the test side.
 */
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { z } from "zod";
import {
  askJudged,
  QuestionSchema,
  showMiss,
  type AskedQuestion,
} from "../assistant/ask-judged.ts";
import { percentile } from "../assistant/percentile.ts";
import {
  figuresOf,
  readJudgedQueries,
  readSplit,
  type QueryScore,
  type Side,
} from "../search/judged-queries.ts";
import { askJudgedQuery } from "../search/ask-judged-query.ts";
import { loadCorpusFolders } from "../search/load-corpus.ts";
import { openScratchDatabase, seedOrganization } from "../search/scratch-organization.ts";
import { WordOverlap } from "../search/word-overlap.ts";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    "database-url": { type: "string" },
    dev: { type: "boolean", default: false },
    misses: { type: "boolean", default: false },
    "search-floor": { type: "string" },
    "recall-floor": { type: "string" },
    "assistant-floor": { type: "string" },
  },
});
const [given] = positionals;
if (!given) throw new Error("usage: npm run eval:unseen -- <folder> [--dev] [--misses]");
const folder = path.resolve(given);
const floorOf = (flag: string | undefined) => (flag === undefined ? null : Number(flag));
const floors = {
  searchMrr: floorOf(values["search-floor"]),
  searchRecall: floorOf(values["recall-floor"]),
  assistantRight: floorOf(values["assistant-floor"]),
};
if (values.dev && Object.values(floors).some((floor) => floor !== null)) {
  throw new Error("--dev asks nothing of the test side: a floor on it cannot be checked");
}
const SIDES: Side[] = values.dev ? ["dev"] : ["dev", "test"];

const AssistantSplitSchema = z.object({ dev: z.array(z.string()), test: z.array(z.string()) });

function readLines(file: string): unknown[] {
  return fs
    .readFileSync(file, "utf8")
    .split("\n")
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as unknown);
}

function questionsOf(file: string, splitFile: string) {
  const split = AssistantSplitSchema.parse(JSON.parse(fs.readFileSync(splitFile, "utf8")));
  return readLines(file).map((line, index) => {
    const question = QuestionSchema.parse(line);
    const id = question.id ?? "";
    const side: Side | null = split.test.includes(id)
      ? "test"
      : split.dev.includes(id)
        ? "dev"
        : null;
    if (!side) throw new Error(`${file}:${index + 1}: question "${id}" is in neither side`);
    return { ...question, side };
  });
}

const share = (part: boolean[]) =>
  part.length === 0 ? 0 : Number((part.filter(Boolean).length / part.length).toFixed(3));

const scratch = await openScratchDatabase("unseen", values["database-url"]);
const database = scratch.database;
try {
  const actor = await seedOrganization(database.db, "Eval unseen");
  const started = performance.now();
  const corpus = await loadCorpusFolders(database.db, actor.activeOrganizationId!, [
    { folder, prefix: "" },
  ]);
  const loadSeconds = Number(((performance.now() - started) / 1000).toFixed(1));
  const databaseIds = new Map([...corpus].map(([id, document]) => [id, document.documentId]));
  const corpusIds = new Map([...databaseIds].map(([id, documentId]) => [documentId, id]));

  const queries = readJudgedQueries(
    path.join(folder, "search.jsonl"),
    databaseIds,
    readSplit(path.join(folder, "search-split.json")),
    "unseen",
  ).filter((query) => SIDES.includes(query.side));
  const overlap = new WordOverlap(
    [...corpus.values()].map((document) => ({ id: document.documentId, text: document.text })),
  );
  const product: QueryScore[] = [];
  const naive: QueryScore[] = [];
  const searchMs: number[] = [];
  for (const query of queries) {
    const asked = await askJudgedQuery(database.db, actor, query, overlap, 10);
    const { rows, score } = asked;
    searchMs.push(asked.searchMs);
    product.push(score);
    naive.push(asked.naive);
    if (values.misses && query.side === "dev" && score.recallAt5 < 1) {
      const top = rows.slice(0, 5).map((row) => corpusIds.get(row.id) ?? row.id);
      const wanted = [...query.relevantIds].map((id) => corpusIds.get(id) ?? id);
      console.log(
        `  search ${query.kind.padEnd(10)} ${query.q}  RR ${score.reciprocalRank.toFixed(2)} R@5 ${score.recallAt5.toFixed(2)}  want ${wanted.join(" ")}  got ${top.join(" ") || "(nothing)"}`,
      );
    }
  }

  const questions = questionsOf(
    path.join(folder, "assistant.jsonl"),
    path.join(folder, "assistant-split.json"),
  ).filter((question) => SIDES.includes(question.side));
  const outcomes: Array<AskedQuestion & { kind: string; side: Side }> = [];
  for (const question of questions) {
    const asked = await askJudged(database.db, actor, question, databaseIds);
    outcomes.push({ kind: question.kind, side: question.side, ...asked });
    if (values.misses && question.side === "dev") showMiss(question, asked);
  }

  const searchFigures = (side: Side) => ({
    search: figuresOf(product.filter((score) => score.side === side)),
    wordOverlap: figuresOf(naive.filter((score) => score.side === side)),
  });
  const assistantFigures = (part: typeof outcomes) => ({
    n: part.length,
    right: share(part.map((outcome) => outcome.answered && outcome.cited)),
    facts: share(part.map((outcome) => outcome.answered)),
    citations: share(part.map((outcome) => outcome.cited)),
    inLanguage: share(part.map((outcome) => outcome.inLanguage)),
  });
  const bySide = Object.fromEntries(
    SIDES.map((side) => [
      side,
      {
        ...searchFigures(side),
        assistant: assistantFigures(outcomes.filter((outcome) => outcome.side === side)),
      },
    ]),
  ) as Record<
    Side,
    ReturnType<typeof searchFigures> & { assistant: ReturnType<typeof assistantFigures> }
  >;

  const cell = (text: string) => text.padStart(14);
  const row = (label: string, pick: (side: Side) => string) =>
    console.log(`${label.padEnd(34)}${SIDES.map((side) => cell(pick(side))).join("")}`);
  console.log(`\n${path.relative(process.cwd(), folder)}: ${corpus.size} documents`);
  row("", (side) => side);
  row("search queries", (side) => String(bySide[side].search.n));
  row("search MRR (top 10)", (side) => bySide[side].search.mrr.toFixed(3));
  row("search recall@5", (side) => bySide[side].search.recallAt5.toFixed(3));
  row("empty while words occur", (side) => String(bySide[side].search.emptyWhileWordsOccur));
  row("word-overlap MRR", (side) => bySide[side].wordOverlap.mrr.toFixed(3));
  row("word-overlap recall@5", (side) => bySide[side].wordOverlap.recallAt5.toFixed(3));
  row("assistant questions", (side) => String(bySide[side].assistant.n));
  row("assistant right", (side) => bySide[side].assistant.right.toFixed(3));
  row("  facts stated", (side) => bySide[side].assistant.facts.toFixed(3));
  row("  citations exact", (side) => bySide[side].assistant.citations.toFixed(3));
  row("  in the question's language", (side) => bySide[side].assistant.inLanguage.toFixed(3));
  console.log("\nassistant per kind, right of n (dev | test)");
  for (const kind of [...new Set(outcomes.map((outcome) => outcome.kind))].sort()) {
    const counted = SIDES.map((side) => {
      const part = outcomes.filter((outcome) => outcome.kind === kind && outcome.side === side);
      return `${part.filter((outcome) => outcome.answered && outcome.cited).length}/${part.length}`;
    });
    console.log(`  ${kind.padEnd(12)} ${counted.join(" | ")}`);
  }
  const timing = {
    loadSeconds,
    searchMsP95: percentile(searchMs, 0.95),
    firstEventMsP95: percentile(
      outcomes.map((outcome) => outcome.firstEventMs),
      0.95,
    ),
    answerMsP95: percentile(
      outcomes.map((outcome) => outcome.totalMs),
      0.95,
    ),
  };
  console.log(
    `\nload ${timing.loadSeconds} s; search p95 ${timing.searchMsP95} ms; assistant first event p95 ${timing.firstEventMsP95} ms, whole answer p95 ${timing.answerMsP95} ms`,
  );
  console.log(JSON.stringify({ documents: corpus.size, ...bySide, timing }));
  const test = bySide.test;
  const checks: Array<[string, number | undefined, number | null]> = [
    ["search MRR", test?.search.mrr, floors.searchMrr],
    ["search recall@5", test?.search.recallAt5, floors.searchRecall],
    ["assistant right", test?.assistant.right, floors.assistantRight],
  ];
  for (const [label, figure, floor] of checks) {
    if (floor !== null && figure !== undefined && figure < floor) {
      console.error(`test ${label} ${figure} is below the floor of ${floor}`);
      process.exitCode = 1;
    }
  }
} finally {
  await scratch.close();
}
