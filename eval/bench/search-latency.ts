/** How long searches take through `runSearch`, query by query, after a warm-up round. */
import fs from "node:fs";
import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import type { Actor } from "../../src/server/auth/actor.ts";
import type { Database, Db } from "../../src/server/db/client.ts";
import { runSearch } from "../../src/server/domain/search/search-documents.ts";

/**
 * What people type, in both languages: filters, vendors, a typo, a common word, a clause
 * topic, nothing.
 */
export const BENCH_QUERIES = [
  "faktur PLN bulan lalu di atas 2 juta",
  "unpaid invoices due this week",
  "kontrak yang berakhir tahun depan",
  "receipts from restaurants in October 2025",
  "NDA governed by California law",
  "tagihan telkomsel",
  "sumber makmr",
  "pembayaran",
  "klausul force majeure",
  "",
  "electricity",
];

export interface QueryLatency {
  q: string;
  /** Matches ranked (at most the candidate limit). */
  matches: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
  /**
   * CPU a search used, on average: this process's and the database's (databaseProcesses).
   * Unlike the wall times it barely moves when other work shares the cores.
   */
  cpuMs: number;
}

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!;
}

interface LatencyRun {
  db: Db;
  databaseKind: Database["kind"];
  actor: Actor;
  today: string;
  runs: number;
}

/** Clock ticks of /proc/PID/stat are hundredths of a second on Linux. */
const MS_PER_TICK = 10;

/**
 * The processes doing the database's work: the embedded database's child process, or the
 * server's backends serving this database when they run on this machine (a process by that
 * pid named postgres). A remote server's are out of reach: then only this process counts.
 */
async function databaseProcesses(db: Db, kind: Database["kind"]): Promise<number[]> {
  if (kind === "embedded") {
    return fs
      .readdirSync(`/proc/${process.pid}/task`)
      .flatMap((task) =>
        fs.readFileSync(`/proc/${process.pid}/task/${task}/children`, "utf8").split(" "),
      )
      .filter(Boolean)
      .map(Number);
  }
  const result = await db.execute<{ pid: number }>(
    sql`select pid from pg_stat_activity where datname = current_database()`,
  );
  return result.rows
    .map((row) => row.pid)
    .filter((pid) => {
      const stat = `/proc/${pid}/stat`;
      return fs.existsSync(stat) && fs.readFileSync(stat, "utf8").includes("(postgres)");
    });
}

/** The CPU the given processes have used so far, in milliseconds. */
function cpuOf(pids: number[]): () => number {
  const stats = pids.map((pid) => `/proc/${pid}/stat`).filter((file) => fs.existsSync(file));
  return () =>
    stats.reduce((total, file) => {
      const fields = fs.readFileSync(file, "utf8").split(") ")[1]!.split(" ");
      return total + (Number(fields[11]) + Number(fields[12])) * MS_PER_TICK;
    }, 0);
}

const processCpu = () => {
  const used = process.cpuUsage();
  return (used.user + used.system) / 1000;
};

/** Each query `runs` times, the queries taking turns, after one untimed round. */
export async function measureQueries({
  db,
  databaseKind,
  actor,
  today,
  runs,
}: LatencyRun): Promise<QueryLatency[]> {
  const search = (q: string) => runSearch(db, actor, { q, limit: 20, offset: 0, today });
  const matches = new Map<string, number>();
  for (const q of BENCH_QUERIES) {
    const { rows } = await search(q);
    matches.set(q, rows[0]?.total ?? 0);
  }
  const timings = new Map<string, number[]>(BENCH_QUERIES.map((q) => [q, []]));
  const cpu = new Map<string, number>(BENCH_QUERIES.map((q) => [q, 0]));
  const databaseCpu = cpuOf(await databaseProcesses(db, databaseKind));
  for (let round = 0; round < runs; round++) {
    for (const q of BENCH_QUERIES) {
      const cpuBefore = processCpu() + databaseCpu();
      const start = performance.now();
      await search(q);
      timings.get(q)!.push(performance.now() - start);
      cpu.set(q, cpu.get(q)! + processCpu() + databaseCpu() - cpuBefore);
    }
  }
  return BENCH_QUERIES.map((q) => {
    const sorted = timings.get(q)!.sort((a, b) => a - b);
    return {
      q,
      matches: matches.get(q)!,
      p50Ms: percentile(sorted, 0.5),
      p95Ms: percentile(sorted, 0.95),
      maxMs: sorted.at(-1)!,
      cpuMs: cpu.get(q)! / runs,
    };
  });
}
