/** How long searches take through `runSearch`, query by query, after a warm-up round. */
import { performance } from "node:perf_hooks";
import type { Actor } from "../../src/server/auth/actor.ts";
import type { Db } from "../../src/server/db/client.ts";
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
}

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!;
}

interface LatencyRun {
  db: Db;
  actor: Actor;
  today: string;
  runs: number;
}

/** Each query `runs` times, the queries taking turns, after one untimed round. */
export async function measureQueries({
  db,
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
  for (let round = 0; round < runs; round++) {
    for (const q of BENCH_QUERIES) {
      const start = performance.now();
      await search(q);
      timings.get(q)!.push(performance.now() - start);
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
    };
  });
}
