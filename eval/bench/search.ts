/**
 * `npm run bench:search [-- --documents N] [--runs N] [--database pglite|postgres|both] [--as-loaded]`:
 * search at scale (issue 6). Fills a scratch database with N generated documents in one
 * organization (and a few hundred in another, so every search filters by tenant), builds the
 * search index, then times representative queries through `runSearch`. Prints a table per
 * database and, as its last line, one JSON object with every figure. Targets: p95 under 50 ms
 * on PostgreSQL and under 150 ms on PGlite at 100,000 documents. `--as-loaded` measures the
 * table as the bulk load leaves it, before it is compacted (search-load.ts, `settle`).
 */
import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";
import { migrateDatabase } from "../../src/server/db/migrate.ts";
import { openDatabase, type Database } from "../../src/server/db/client.ts";
import { seedOrganization } from "../search/scratch-organization.ts";
import { postgresReachable, withDataDir, withServerDatabase } from "./scratch.ts";
import { measureQueries, type QueryLatency } from "./search-latency.ts";
import {
  buildSearchIndex,
  databaseBytes,
  directoryBytes,
  insertDocuments,
  settle,
} from "./search-load.ts";

const POSTGRES_URL =
  process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
/** A fixed "today", so the generated dates and the queries' periods always line up. */
const TODAY = "2026-11-18";
const OTHER_ORGANIZATION_DOCUMENTS = 300;
const SEED = 20_261_118;

const { values } = parseArgs({
  options: {
    documents: { type: "string", default: "100000" },
    runs: { type: "string", default: "30" },
    database: { type: "string", default: "both" },
    "as-loaded": { type: "boolean", default: false },
  },
});
const documentCount = Number(values.documents);
const runs = Number(values.runs);

interface DatabaseFigures {
  database: string;
  documents: number;
  insertSeconds: number;
  indexSeconds: number;
  vacuumSeconds: number;
  databaseMb: number;
  dataDirectoryMb: number | null;
  queries: QueryLatency[];
}

const seconds = (since: number) => Number(((performance.now() - since) / 1000).toFixed(1));
const megabytes = (bytes: number) => Number((bytes / 1_048_576).toFixed(0));

async function timed<T>(work: () => Promise<T>): Promise<{ value: T; seconds: number }> {
  const start = performance.now();
  const value = await work();
  return { value, seconds: seconds(start) };
}

async function benchDatabase(label: string, database: Database, dataDir: string | null) {
  await migrateDatabase(database);
  const { db } = database;
  const actor = await seedOrganization(db, "Bench search");
  const other = await seedOrganization(db, "Bench search, another tenant");
  const inserting = await timed(async () => [
    ...(await insertDocuments(db, {
      organizationId: actor.activeOrganizationId!,
      count: documentCount,
      seed: SEED,
      today: TODAY,
    })),
    ...(await insertDocuments(db, {
      organizationId: other.activeOrganizationId!,
      count: OTHER_ORGANIZATION_DOCUMENTS,
      seed: SEED + 1,
      today: TODAY,
    })),
  ]);
  console.log(`${label}: ${inserting.value.length} documents inserted in ${inserting.seconds} s`);
  const indexing = await timed(() => buildSearchIndex(db, inserting.value));
  console.log(`${label}: index built in ${indexing.seconds} s`);
  const vacuuming = await timed(() => settle(db, { asLoaded: values["as-loaded"] }));
  const figures: DatabaseFigures = {
    database: label,
    documents: inserting.value.length,
    insertSeconds: inserting.seconds,
    indexSeconds: indexing.seconds,
    vacuumSeconds: vacuuming.seconds,
    databaseMb: megabytes(await databaseBytes(db)),
    dataDirectoryMb: dataDir === null ? null : megabytes(directoryBytes(dataDir)),
    queries: await measureQueries({ db, databaseKind: database.kind, actor, today: TODAY, runs }),
  };
  printFigures(figures);
  return figures;
}

function printFigures(figures: DatabaseFigures) {
  const directory =
    figures.dataDirectoryMb === null ? "" : `, data directory ${figures.dataDirectoryMb} MB`;
  console.log(
    `\n${figures.database}: ${figures.documents} documents; insert ${figures.insertSeconds} s, ` +
      `index ${figures.indexSeconds} s, vacuum ${figures.vacuumSeconds} s; ` +
      `database ${figures.databaseMb} MB${directory}; ${runs} runs per query`,
  );
  console.table(
    figures.queries.map((query) => ({
      query: query.q || "(empty: newest first)",
      matches: query.matches,
      "p50 ms": Number(query.p50Ms.toFixed(1)),
      "p95 ms": Number(query.p95Ms.toFixed(1)),
      "max ms": Number(query.maxMs.toFixed(1)),
      "CPU ms": Number(query.cpuMs.toFixed(1)),
    })),
  );
}

async function onPglite(): Promise<DatabaseFigures> {
  return withDataDir(async (dataDir) => {
    const database = await openDatabase({ databaseUrl: undefined, dataDir, poolSize: 2 });
    try {
      return await benchDatabase("PGlite (embedded)", database, dataDir);
    } finally {
      await database.close();
    }
  });
}

async function onPostgres(): Promise<DatabaseFigures> {
  return withServerDatabase(POSTGRES_URL, async (url) => {
    const database = await openDatabase({ databaseUrl: url, dataDir: "", poolSize: 2 });
    try {
      return await benchDatabase("PostgreSQL 15", database, null);
    } finally {
      await database.close();
    }
  });
}

const results: DatabaseFigures[] = [];
if (values.database !== "postgres") results.push(await onPglite());
if (values.database !== "pglite") {
  if (await postgresReachable(POSTGRES_URL)) results.push(await onPostgres());
  else console.log(`PostgreSQL at ${POSTGRES_URL} is not reachable: its figures are left out.`);
}
console.log(JSON.stringify({ today: TODAY, runs, results }));
