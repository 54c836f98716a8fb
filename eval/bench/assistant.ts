/**
 * `npm run bench:assistant [-- --documents N] [--runs N] [--database-url URL]`: the document
 * assistant without a language model on a generated organization (issue 8: 10,000 documents):
 * time to the first stream event and to the whole answer, p50 and p95, per question. Prints a
 * table and, as its last line, one JSON object.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import type { Language } from "../../src/contracts/languages.ts";
import { openDatabase } from "../../src/server/db/client.ts";
import { migrateDatabase } from "../../src/server/db/migrate.ts";
import { streamAnswer } from "../../src/server/domain/assistant/stream-answer.ts";
import { percentile } from "../assistant/percentile.ts";
import { seedOrganization } from "../search/scratch-organization.ts";
import { buildSearchIndex, insertDocuments, settle } from "./search-load.ts";

/** The generated corpus's "today" (eval/bench/search-corpus.ts), so periods line up. */
const TODAY = "2026-11-18";
const SEED = 20_261_118;
const QUESTIONS: Array<{ q: string; language: Language }> = [
  { q: "Berapa total tagihan PLN tahun ini?", language: "id" },
  { q: "How much did we spend at restaurants last month?", language: "en" },
  { q: "Which contracts expire before 2028?", language: "en" },
  { q: "Tampilkan faktur yang jatuh tempo minggu ini", language: "id" },
  { q: "What is the governing law of the distribution agreement?", language: "en" },
  { q: "Siapa pihak kedua dalam perjanjian sewa?", language: "id" },
  { q: "How many receipts do we have from October 2026?", language: "en" },
  { q: "Berapa banyak kontrak yang berakhir tahun depan?", language: "id" },
  { q: "Compare the lease with the loan agreement", language: "en" },
  { q: "Explain the termination clause in the service agreement", language: "en" },
  { q: "Which contracts expire before the end of 2027?", language: "en" },
  { q: "total of our invoices in USD", language: "en" },
  { q: "berapa service charge di restoran bulan lalu?", language: "id" },
  { q: "notice period to terminate the lease", language: "en" },
  { q: "invoice paling mahal tahun ini", language: "id" },
  { q: "which vendor did we spend the most with this year", language: "en" },
  { q: "rata-rata struk restoran bulan lalu", language: "id" },
  { q: "compare electricity bills 2025 vs 2026", language: "en" },
];

const { values } = parseArgs({
  options: {
    documents: { type: "string", default: "10000" },
    runs: { type: "string", default: "20" },
    "database-url": { type: "string" },
  },
});
const documentCount = Number(values.documents);
const runs = Number(values.runs);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "berkas-bench-assistant-"));
const database = await openDatabase({ databaseUrl: values["database-url"], dataDir, poolSize: 3 });
try {
  await migrateDatabase(database);
  const actor = await seedOrganization(database.db, "Bench assistant");
  const loading = performance.now();
  const ids = await insertDocuments(database.db, {
    organizationId: actor.activeOrganizationId!,
    count: documentCount,
    seed: SEED,
    today: TODAY,
  });
  await buildSearchIndex(database.db, ids);
  await settle(database.db);
  console.log(
    `${documentCount} documents loaded and indexed in ${((performance.now() - loading) / 1000).toFixed(0)} s (${database.kind})`,
  );

  const rows = [];
  for (const question of QUESTIONS) {
    const firstEvent: number[] = [];
    const whole: number[] = [];
    for (let run = 0; run <= runs; run++) {
      const started = performance.now();
      let first = 0;
      await streamAnswer(
        database.db,
        actor,
        {
          messages: [{ role: "user", content: question.q }],
          language: question.language,
          today: TODAY,
        },
        {
          model: null,
          signal: new AbortController().signal,
          emit: () => {
            first ||= performance.now() - started;
          },
        },
      );
      // The first run warms caches and plans; it is not counted.
      if (run === 0) continue;
      firstEvent.push(first);
      whole.push(performance.now() - started);
    }
    rows.push({
      question: question.q,
      firstEventP50: percentile(firstEvent, 0.5),
      firstEventP95: percentile(firstEvent, 0.95),
      answerP50: percentile(whole, 0.5),
      answerP95: percentile(whole, 0.95),
    });
  }
  console.log(`\n${"question".padEnd(62)} first event p50/p95 ms   answer p50/p95 ms`);
  for (const row of rows) {
    console.log(
      `${row.question.padEnd(62)} ${`${row.firstEventP50} / ${row.firstEventP95}`.padStart(20)}   ${`${row.answerP50} / ${row.answerP95}`.padStart(17)}`,
    );
  }
  console.log(
    JSON.stringify({ database: database.kind, documents: documentCount, runs, questions: rows }),
  );
} finally {
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
