import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import pg from "pg";
import { residentMiB, startServer } from "./server-process.ts";

export interface StartupRow {
  database: string;
  firstStartMs: number;
  restartMs: number;
  healthRequestsPerSecond: number;
  healthP50Ms: number;
  healthP99Ms: number;
  residentMiB: number;
}

const LOAD = { connections: 10, durationSeconds: 10 };

async function measure(database: string, env: Record<string, string>, port: number) {
  const first = await startServer(env, port);
  await first.stop();
  const second = await startServer(env, port);
  try {
    const load = await autocannon({
      url: `${second.baseUrl}/api/health`,
      connections: LOAD.connections,
      duration: LOAD.durationSeconds,
    });
    if (load.non2xx > 0) throw new Error(`${load.non2xx} health checks failed under load`);
    return {
      database,
      firstStartMs: first.msToHealthy,
      restartMs: second.msToHealthy,
      healthRequestsPerSecond: load.requests.average,
      healthP50Ms: load.latency.p50,
      healthP99Ms: load.latency.p99,
      residentMiB: residentMiB(second.process.pid as number),
    } satisfies StartupRow;
  } finally {
    await second.stop();
  }
}

export async function benchEmbedded(port: number): Promise<StartupRow> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "berkas-bench-"));
  try {
    return await measure("PGlite (embedded)", { DATA_DIR: dataDir }, port);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function benchPostgres(adminUrl: string, port: number): Promise<StartupRow> {
  const name = `berkas_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "berkas-bench-"));
  try {
    return await measure(
      "PostgreSQL 15",
      { DATABASE_URL: url.toString(), DATA_DIR: dataDir },
      port,
    );
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export const LOAD_DESCRIPTION = `${LOAD.connections} connections for ${LOAD.durationSeconds} s`;
