import readline from "node:readline";
import type { Readable } from "node:stream";
import { createGunzip } from "node:zlib";
import type pg from "pg";
import { BACKUPS } from "../../../contracts/backups.ts";
import type { Manifest } from "./backup-manifest.ts";
import { quoteIdent, tablesAndColumns } from "./dump-database.ts";

/** Whether the database holds any table of ours (or drizzle's record of migrations). */
export async function databaseIsEmpty(pool: pg.Pool): Promise<boolean> {
  const { rows } = await pool.query<{ tables: string }>(
    `select count(*)::text as tables from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('r', 'p') and n.nspname in ('public', 'drizzle', 'pgboss')`,
  );
  return Number(rows[0]?.tables ?? 0) === 0;
}

async function insertBatch(
  client: pg.ClientBase,
  table: string,
  columns: string[],
  lines: string[],
): Promise<void> {
  const list = columns.map(quoteIdent).join(", ");
  await client.query(
    `insert into ${quoteIdent(table)} (${list})
     select ${list} from json_populate_recordset(null::${quoteIdent(table)}, $1::json)`,
    [`[${lines.join(",")}]`],
  );
}

/**
 * Loads a dump into a freshly migrated, empty database in one transaction: foreign keys are
 * dropped and added back at the end (which checks every row against them), so tables load in
 * any order; rows the migrations seeded are replaced by the backup's; sequences continue after
 * the highest restored value. Only the columns the dump has are inserted, so a column added by
 * a later migration takes its default. A table whose rows differ in number from the manifest
 * undoes it all. Returns the rows loaded per table.
 */
export async function loadDatabase(
  pool: pg.Pool,
  manifest: Manifest,
  openTable: (file: string) => Promise<Readable>,
): Promise<Map<string, number>> {
  const client = await pool.connect();
  let broken = false;
  try {
    await client.query("begin");
    const present = await tablesAndColumns(client);
    const missing = manifest.tables.filter((table) => !present.has(table.name));
    if (missing.length > 0) {
      throw new Error(
        `The backup has tables this berkas does not: ${missing.map((t) => t.name).join(", ")}. Restore it with the berkas version that wrote it, or a newer one.`,
      );
    }
    const { rows: foreignKeys } = await client.query<{
      table: string;
      name: string;
      definition: string;
    }>(
      `select cl.relname as table, co.conname as name, pg_get_constraintdef(co.oid) as definition
         from pg_constraint co
         join pg_class cl on cl.oid = co.conrelid
         join pg_namespace n on n.oid = cl.relnamespace
        where co.contype = 'f' and n.nspname = 'public'`,
    );
    for (const key of foreignKeys) {
      await client.query(
        `alter table ${quoteIdent(key.table)} drop constraint ${quoteIdent(key.name)}`,
      );
    }
    const loaded = new Map<string, number>();
    for (const table of manifest.tables) {
      // Rows the migrations seeded (the instance's id) give way to the backup's.
      await client.query(`delete from ${quoteIdent(table.name)}`);
      let batch: string[] = [];
      let count = 0;
      const lines = readline.createInterface({
        input: (await openTable(table.file)).pipe(createGunzip()),
        crlfDelay: Infinity,
      });
      for await (const line of lines) {
        if (!line) continue;
        batch.push(line);
        count++;
        if (batch.length === BACKUPS.restoreBatchRows) {
          await insertBatch(client, table.name, table.columns, batch);
          batch = [];
        }
      }
      if (batch.length > 0) await insertBatch(client, table.name, table.columns, batch);
      if (count !== table.rows) {
        throw new Error(`${table.file} holds ${count} rows; the manifest says ${table.rows}`);
      }
      loaded.set(table.name, count);
    }
    for (const key of foreignKeys) {
      await client.query(
        `alter table ${quoteIdent(key.table)} add constraint ${quoteIdent(key.name)} ${key.definition}`,
      );
    }
    const { rows: sequences } = await client.query<{ table: string; column: string }>(
      `select table_name as table, column_name as column from information_schema.columns
        where table_schema = 'public'
          and (column_default like 'nextval(%' or is_identity = 'YES')`,
    );
    for (const { table, column } of sequences) {
      await client.query(
        `select setval(pg_get_serial_sequence($1, $2), coalesce(max(${quoteIdent(column)}), 0) + 1, false)
           from ${quoteIdent(table)}`,
        [quoteIdent(table), column],
      );
    }
    await client.query("commit");
    return loaded;
  } catch (error) {
    await client.query("rollback").catch(() => {
      broken = true;
    });
    throw error;
  } finally {
    client.release(broken);
  }
}
