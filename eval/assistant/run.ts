/**
 * `npm run eval:assistant [-- --database-url URL] [--floor F]`: the document assistant without a
 * language model, over our own labelled documents (eval/datasets/berkas) as the product reads
 * and understands them. Each question in questions.jsonl names the facts its answer must state
 * and the documents it must cite; the run prints exact-answer accuracy, citation accuracy (the
 * cited set equals the expected one), time to first event and full answer time, per kind and
 * overall, and as its last line one JSON object.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { z } from "zod";
import type { StreamEvent } from "../../src/contracts/assistant.ts";
import { openDatabase } from "../../src/server/db/client.ts";
import { migrateDatabase } from "../../src/server/db/migrate.ts";
import { streamAnswer } from "../../src/server/domain/assistant/stream-answer.ts";
import { loadCorpus } from "../search/load-corpus.ts";
import { seedOrganization } from "../search/scratch-organization.ts";
import { percentile } from "./percentile.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");
const { values } = parseArgs({
  options: { "database-url": { type: "string" }, floor: { type: "string" } },
});
const floor = values.floor === undefined ? null : Number(values.floor);

const QuestionSchema = z.object({
  q: z.string().min(1),
  language: z.enum(["en", "id"]),
  today: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  kind: z.string().min(1),
  /** Text the answer must contain: amounts and dates as the language writes them, names. */
  expect: z.array(z.string().min(1)).min(1),
  /** Dataset ids of the documents the answer must cite, no more, no fewer. */
  cites: z.array(z.string().min(1)),
});

interface Outcome {
  kind: string;
  answered: boolean;
  cited: boolean;
  firstEventMs: number;
  totalMs: number;
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "berkas-eval-assistant-"));
const database = await openDatabase({ databaseUrl: values["database-url"], dataDir, poolSize: 3 });
try {
  await migrateDatabase(database);
  const actor = await seedOrganization(database.db, "Eval assistant");
  const corpus = await loadCorpus(
    database.db,
    actor.activeOrganizationId!,
    path.join(ROOT, "eval/datasets/berkas"),
  );
  const questions = fs
    .readFileSync(path.join(ROOT, "eval/assistant/questions.jsonl"), "utf8")
    .split("\n")
    .filter((line) => line.trim())
    .map((line) => QuestionSchema.parse(JSON.parse(line)));
  const outcomes: Outcome[] = [];
  for (const question of questions) {
    const events: StreamEvent[] = [];
    const started = performance.now();
    let firstEventMs = 0;
    await streamAnswer(
      database.db,
      actor,
      {
        messages: [{ role: "user", content: question.q }],
        language: question.language,
        today: question.today,
      },
      {
        model: null,
        signal: new AbortController().signal,
        emit: (event) => {
          if (events.length === 0) firstEventMs = performance.now() - started;
          events.push(event);
        },
      },
    );
    const totalMs = performance.now() - started;
    const text = events.flatMap((event) => (event.type === "text" ? [event.content] : [])).join("");
    const done = events.at(-1);
    const citedIds = new Set(done?.type === "done" ? done.data.documentIds : []);
    const expectedIds = new Set(
      question.cites.map((id) => {
        const documentId = corpus.get(id);
        if (!documentId) throw new Error(`questions.jsonl: no document "${id}"`);
        return documentId;
      }),
    );
    // A name's letter case is not a fact: 'JIMBARAN BAY SEAFOOD GRILL' as printed on the slip
    // names the same vendor as 'Jimbaran Bay Seafood Grill'.
    const states = (fact: string) => text.toLowerCase().includes(fact.toLowerCase());
    const answered = question.expect.every(states);
    const cited =
      citedIds.size === expectedIds.size && [...expectedIds].every((id) => citedIds.has(id));
    outcomes.push({ kind: question.kind, answered, cited, firstEventMs, totalMs });
    if (!answered || !cited) {
      const missing = question.expect.filter((fact) => !states(fact));
      console.log(
        `  ${answered ? "    " : "fact"} ${cited ? "    " : "cite"}  ${question.q}` +
          (missing.length > 0 ? `  (missing: ${missing.join(" | ")})` : "") +
          `  → ${text.replace(/\s+/g, " ").slice(0, 160)}`,
      );
    }
  }

  const share = (part: Outcome[], pick: (outcome: Outcome) => boolean) =>
    part.length === 0 ? 0 : Number((part.filter(pick).length / part.length).toFixed(3));
  const figures = (part: Outcome[]) => ({
    n: part.length,
    answerAccuracy: share(part, (outcome) => outcome.answered),
    citationAccuracy: share(part, (outcome) => outcome.cited),
  });
  const kinds = [...new Set(outcomes.map((outcome) => outcome.kind))].sort();
  const byKind = Object.fromEntries(
    kinds.map((kind) => [kind, figures(outcomes.filter((outcome) => outcome.kind === kind))]),
  );
  console.log(
    `\n${"kind".padEnd(10)} ${"n".padStart(3)} ${"answer".padStart(7)} ${"cites".padStart(7)}`,
  );
  for (const [kind, each] of Object.entries(byKind)) {
    console.log(
      `${kind.padEnd(10)} ${String(each.n).padStart(3)} ${each.answerAccuracy.toFixed(3).padStart(7)} ${each.citationAccuracy.toFixed(3).padStart(7)}`,
    );
  }
  const overall = figures(outcomes);
  const timing = {
    firstEventMsP50: percentile(
      outcomes.map((outcome) => outcome.firstEventMs),
      0.5,
    ),
    firstEventMsP95: percentile(
      outcomes.map((outcome) => outcome.firstEventMs),
      0.95,
    ),
    answerMsP50: percentile(
      outcomes.map((outcome) => outcome.totalMs),
      0.5,
    ),
    answerMsP95: percentile(
      outcomes.map((outcome) => outcome.totalMs),
      0.95,
    ),
  };
  console.log(
    `${"all".padEnd(10)} ${String(overall.n).padStart(3)} ${overall.answerAccuracy.toFixed(3).padStart(7)} ${overall.citationAccuracy.toFixed(3).padStart(7)}`,
  );
  console.log(
    `first event p50 ${timing.firstEventMsP50} ms, p95 ${timing.firstEventMsP95} ms; whole answer p50 ${timing.answerMsP50} ms, p95 ${timing.answerMsP95} ms`,
  );
  console.log(JSON.stringify({ documents: corpus.size, ...overall, timing, byKind }));
  if (floor !== null && (overall.answerAccuracy < floor || overall.citationAccuracy < floor)) {
    console.error(`accuracy below the floor of ${floor}`);
    process.exitCode = 1;
  }
} finally {
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
