import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";

/** A fresh database on the server for one benchmark, dropped afterwards. */
export async function withServerDatabase<T>(adminUrl: string, run: (url: string) => Promise<T>) {
  const name = `berkas_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    return await run(url.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

/** A fresh DATA_DIR for one benchmark, removed afterwards. */
export async function withDataDir<T>(run: (dataDir: string) => Promise<T>) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "berkas-bench-"));
  try {
    return await run(dataDir);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function postgresReachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}
