/**
 * `npm run bench`: figures, not assertions. Prints a table per benchmark. PostgreSQL rows need
 * a reachable server (BENCH_DATABASE_URL, default the local one) and are left out otherwise.
 */
import pg from "pg";
import { pino } from "pino";
import { ensureWebBuild } from "../../src/server/web-build.ts";
import {
  benchEmbedded,
  benchPostgres,
  LOAD_DESCRIPTION,
  type StartupRow,
} from "./startup-and-health.ts";

const PORT = Number(process.env.BENCH_PORT ?? 3900);
const POSTGRES_URL =
  process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

async function postgresReachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

const round = (value: number, digits = 0) => Number(value.toFixed(digits));

// The build is a one-off cost of a fresh clone, not of starting; keep it out of the timings.
ensureWebBuild(pino({ level: "info" }));

const rows: StartupRow[] = [await benchEmbedded(PORT)];
if (await postgresReachable(POSTGRES_URL)) rows.push(await benchPostgres(POSTGRES_URL, PORT + 1));
else console.log(`PostgreSQL at ${POSTGRES_URL} is not reachable: its row is left out.`);

console.log(`\nStart-up and GET /api/health (load: ${LOAD_DESCRIPTION})`);
console.table(
  rows.map((row) => ({
    database: row.database,
    "first start → healthy (ms)": round(row.firstStartMs),
    "restart → healthy (ms)": round(row.restartMs),
    "health req/s": round(row.healthRequestsPerSecond),
    "p50 (ms)": round(row.healthP50Ms, 1),
    "p99 (ms)": round(row.healthP99Ms, 1),
    "RSS after load (MiB)": round(row.residentMiB),
  })),
);
