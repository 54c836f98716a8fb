/**
 * `npm run eval:search [-- --database-url URL] [--floor MRR]`: relevance of natural-language search over our
 * own labelled documents (eval/datasets/berkas), read and understood by the product itself.
 * Each judged query in queries.jsonl names the documents that answer it; the run prints the
 * mean reciprocal rank (first answer in the top 10) and recall at 3, per kind of query and
 * overall, and as its last line one JSON object.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { migrateDatabase } from "../../src/server/db/migrate.ts";
import { openDatabase } from "../../src/server/db/client.ts";
import { runSearch } from "../../src/server/domain/search/search-documents.ts";
import { loadCorpus } from "./load-corpus.ts";
import { readJudgedQueries, scoreRanking, summarise, type QueryScore } from "./judged-queries.ts";
import { seedOrganization } from "./scratch-organization.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");
const { values } = parseArgs({
  options: { "database-url": { type: "string" }, floor: { type: "string" } },
});
/** With --floor, the run fails when the mean reciprocal rank falls below it (CI). */
const floor = values.floor === undefined ? null : Number(values.floor);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "berkas-eval-search-"));
const database = await openDatabase({
  databaseUrl: values["database-url"],
  dataDir,
  poolSize: 3,
});
try {
  await migrateDatabase(database);
  const actor = await seedOrganization(database.db, "Eval search");
  const corpus = await loadCorpus(
    database.db,
    actor.activeOrganizationId!,
    path.join(ROOT, "eval/datasets/berkas"),
  );
  const queries = readJudgedQueries(path.join(ROOT, "eval/search/queries.jsonl"), corpus);
  const scores: QueryScore[] = [];
  for (const query of queries) {
    const { rows } = await runSearch(database.db, actor, {
      q: query.q,
      limit: 10,
      offset: 0,
      today: query.today,
    });
    const score = scoreRanking(
      query,
      rows.map((row) => row.id),
    );
    scores.push(score);
    if (score.reciprocalRank < 1 || score.recallAt3 < 1) {
      const got = rows.slice(0, 3).map((row) => row.name);
      const label = score.reciprocalRank < 1 ? "miss" : "part";
      console.log(`  ${label}  ${query.q}  → ${got.join(" | ") || "(nothing)"}`);
    }
  }
  const summary = summarise(scores);
  console.log(
    `\n${"kind".padEnd(14)} ${"n".padStart(3)} ${"MRR".padStart(6)} ${"R@3".padStart(6)}`,
  );
  for (const [kind, figures] of Object.entries(summary.byKind)) {
    console.log(
      `${kind.padEnd(14)} ${String(figures.n).padStart(3)} ${figures.mrr.toFixed(3).padStart(6)} ${figures.recallAt3.toFixed(3).padStart(6)}`,
    );
  }
  console.log(
    `${"all".padEnd(14)} ${String(summary.queries).padStart(3)} ${summary.mrr.toFixed(3).padStart(6)} ${summary.recallAt3.toFixed(3).padStart(6)}`,
  );
  console.log(JSON.stringify({ documents: corpus.size, ...summary }));
  if (floor !== null && summary.mrr < floor) {
    console.error(`MRR ${summary.mrr} is below the floor of ${floor}`);
    process.exitCode = 1;
  }
} finally {
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
