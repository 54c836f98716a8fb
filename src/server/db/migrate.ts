import fs from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import type { Database } from "./client.ts";

const MIGRATIONS_FOLDER = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");
/** Any constant works; it only has to be the same in every berkas process. */
const MIGRATION_LOCK_KEY = 7_245_011;

/**
 * Applies every migration not yet applied; safe to run on every start. A `web` and a `worker`
 * process starting together on one server take turns through an advisory lock.
 */
export async function migrateDatabase(database: Database): Promise<void> {
  const client = await database.pool.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    try {
      await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_FOLDER });
    } finally {
      await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}

/**
 * How many of this build's migrations the database lacks: drizzle records each applied one
 * with its journal timestamp, so a count of journal entries newer than the last recorded
 * tells. A database never migrated has no table yet and lacks them all.
 */
export async function countPendingMigrations(database: Database): Promise<number> {
  const journal = JSON.parse(
    await fs.readFile(path.join(MIGRATIONS_FOLDER, "meta", "_journal.json"), "utf8"),
  ) as { entries: Array<{ when: number }> };
  const { rows } = await database.pool.query<{ exists: boolean }>(
    `select to_regclass('drizzle.__drizzle_migrations') is not null as exists`,
  );
  if (!rows[0]?.exists) return journal.entries.length;
  const applied = await database.pool.query<{ last: string | null }>(
    "select max(created_at)::text as last from drizzle.__drizzle_migrations",
  );
  const last = Number(applied.rows[0]?.last ?? 0);
  return journal.entries.filter((entry) => entry.when > last).length;
}
