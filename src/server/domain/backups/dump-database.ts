import { createHash } from "node:crypto";
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGzip } from "node:zlib";
import type pg from "pg";
import type { TableEntry } from "./backup-manifest.ts";

/** Rows fetched from the cursor at a time: memory stays flat whatever a table's size. */
const FETCH_ROWS = 1_000;

export interface DatabaseDump {
  tables: TableEntry[];
  /** Every stored file a row names (documents' files and thumbnails), at the snapshot. */
  blobHashes: string[];
  instanceId: string | null;
  migrations: string[];
}

export const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The public schema's tables, and for each the columns a dump carries (not generated ones). */
export async function tablesAndColumns(client: pg.ClientBase): Promise<Map<string, string[]>> {
  const { rows } = await client.query<{ table: string; column: string }>(
    `select c.relname as table, a.attname as column
       from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
       join pg_attribute a on a.attrelid = c.oid
      where n.nspname = 'public' and c.relkind in ('r', 'p')
        and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
      order by c.relname, a.attnum`,
  );
  const tables = new Map<string, string[]>();
  for (const row of rows) tables.set(row.table, [...(tables.get(row.table) ?? []), row.column]);
  return tables;
}

async function appliedMigrations(client: pg.ClientBase): Promise<number> {
  const { rows } = await client.query<{ count: string }>(
    `select count(*)::text as count from drizzle.__drizzle_migrations`,
  );
  return Number(rows[0]?.count ?? 0);
}

/** Writes one table as gzipped JSON lines (`row_to_json`, so every type keeps its text form). */
async function dumpTable(
  client: pg.ClientBase,
  table: string,
  columns: string[],
  target: string,
): Promise<{ rows: number; bytes: number; sha256: string }> {
  const cursor = `backup_${table.replace(/\W/g, "_")}`;
  await client.query(
    `declare ${quoteIdent(cursor)} no scroll cursor for
       select row_to_json(t)::text as line
         from (select ${columns.map(quoteIdent).join(", ")} from ${quoteIdent(table)}) t`,
  );
  let rows = 0;
  async function* lines() {
    for (;;) {
      const batch = await client.query<{ line: string }>(
        `fetch ${FETCH_ROWS} from ${quoteIdent(cursor)}`,
      );
      if (batch.rows.length === 0) return;
      rows += batch.rows.length;
      yield batch.rows.map((row) => `${row.line}\n`).join("");
    }
  }
  await pipeline(Readable.from(lines()), createGzip(), fs.createWriteStream(target));
  await client.query(`close ${quoteIdent(cursor)}`);
  return { rows, bytes: (await fsp.stat(target)).size, sha256: await hashFile(target) };
}

export async function hashFile(filePath: string): Promise<string> {
  const hash = createHash("sha256");
  for await (const chunk of fs.createReadStream(filePath)) hash.update(chunk as Buffer);
  return hash.digest("hex");
}

/**
 * A consistent logical dump of the public schema into `dir/tables/`: one REPEATABLE READ, READ
 * ONLY transaction sees every table at one instant while the application keeps writing (on
 * PostgreSQL; the embedded database serves one transaction at a time, so there the application
 * waits for the dump, measured in decision 0032). The stored files the rows name are read in
 * the same snapshot, so the files copied afterwards match the rows exactly.
 */
export async function dumpDatabase(pool: pg.Pool, dir: string): Promise<DatabaseDump> {
  await fsp.mkdir(path.join(dir, "tables"), { recursive: true });
  const client = await pool.connect();
  let broken = false;
  try {
    await client.query("begin isolation level repeatable read read only");
    const tables: TableEntry[] = [];
    for (const [table, columns] of await tablesAndColumns(client)) {
      const file = `tables/${table}.jsonl.gz`;
      const written = await dumpTable(client, table, columns, path.join(dir, file));
      tables.push({ name: table, columns, file, ...written });
    }
    const { rows: hashes } = await client.query<{ hash: string }>(
      `select file_hash as hash from documents
        union select preview_hash from documents where preview_hash is not null`,
    );
    const { rows: instance } = await client.query<{ id: string }>(`select id from instance`);
    const migrations = await appliedMigrations(client);
    await client.query("commit");
    return {
      tables,
      blobHashes: hashes.map((row) => row.hash).sort(),
      instanceId: instance[0]?.id ?? null,
      migrations: migrationTags(migrations),
    };
  } catch (error) {
    await client.query("rollback").catch(() => {
      broken = true;
    });
    throw error;
  } finally {
    client.release(broken);
  }
}

/** The journal's first `count` migration tags: what the dumped database had applied. */
function migrationTags(count: number): string[] {
  const journal = JSON.parse(
    fs.readFileSync(
      path.join(import.meta.dirname, "../../db/migrations/meta/_journal.json"),
      "utf8",
    ),
  ) as { entries: Array<{ tag: string }> };
  return journal.entries.slice(0, count).map((entry) => entry.tag);
}
