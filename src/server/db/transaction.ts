import { drizzle } from "drizzle-orm/node-postgres";
import type { Database, Db } from "./client.ts";
import { schema } from "./schema.ts";

/** Raw SQL on the transaction's connection: how pg-boss joins our transaction to create a job. */
export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * One transaction on a client checked out for it alone, offered both as drizzle and as raw SQL,
 * so rows, audit entries and jobs commit together or not at all. Like `db.transaction`, the
 * work must use only what it is given: another connection would wait on the embedded database.
 */
export async function withTransaction<T>(
  database: Database,
  work: (tx: Db, sql: SqlExecutor) => Promise<T>,
): Promise<T> {
  const client = await database.pool.connect();
  let connectionBroken = false;
  try {
    await client.query("begin");
    const result = await work(drizzle(client, { schema }), {
      executeSql: (text, values) => client.query(text, values),
    });
    await client.query("commit");
    return result;
  } catch (error) {
    await client.query("rollback").catch(() => {
      connectionBroken = true;
    });
    throw error;
  } finally {
    // A client whose rollback failed is in an unknown state: the pool drops it.
    client.release(connectionBroken);
  }
}
