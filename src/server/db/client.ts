import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import pg from "pg";
import type { ConnectionConfig } from "./connection-config.ts";
import { startEmbeddedDatabase } from "./embedded/start-embedded-database.ts";
import { schema, type Schema } from "./schema.ts";

export type Db = NodePgDatabase<Schema>;
/** The `tx` of `db.transaction(async (tx) => ...)`: inside it, the only connection to use (0002). */
export type DbTransaction = Parameters<Parameters<Db["transaction"]>[0]>[0];

export interface Database {
  kind: "embedded" | "server";
  connection: ConnectionConfig;
  pool: pg.Pool;
  db: Db;
  /** One short round trip; throws when the database cannot answer. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** Longest a stop waits for queries still running (a request whose client already left). */
const DRAIN_TIMEOUT_MS = 10_000;

/**
 * Work that outlives its HTTP request (the client hung up mid-sign-in, say) still holds pool
 * clients when the server stops; ending the pool under it would fail that work half-done.
 */
async function waitUntilIdle(pool: pg.Pool): Promise<void> {
  const deadline = Date.now() + DRAIN_TIMEOUT_MS;
  while (pool.totalCount > pool.idleCount || pool.waitingCount > 0) {
    if (Date.now() > deadline) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export interface OpenDatabaseOptions {
  databaseUrl: string | undefined;
  dataDir: string;
  poolSize: number;
  /** How long the embedded database may take to start, when not the product's own wait. */
  embeddedStartTimeoutMs?: number;
}

/**
 * A search ranks at most SEARCH.candidateLimit of a common word's matches, read lazily. With
 * synchronized scans a sequential scan starts wherever another one is, so which matches were
 * ranked, and the pages built on them, changed from one request to the next on a large table.
 * The embedded database has one backend, where scans cannot be synchronized, and ignores
 * startup options; each new connection sets it anyway, so both kinds run every query alike.
 */
const SESSION_SETUP = "set synchronize_seqscans = off";

export function connectDatabase(
  kind: Database["kind"],
  connection: ConnectionConfig,
  poolSize: number,
  onClose: () => Promise<void> = async () => {},
): Database {
  const pool = new pg.Pool({
    ...connection,
    max: poolSize,
    connectionTimeoutMillis: 10_000,
    // Awaited before the pool hands the connection out, so no query runs before it.
    onConnect: async (client) => {
      await client.query(SESSION_SETUP);
    },
  });
  // An idle client that loses its server (restart, network) emits here; without a listener the
  // process would crash. The pool replaces the client on the next checkout.
  pool.on("error", () => {});
  return {
    kind,
    connection,
    pool,
    db: drizzle(pool, { schema }),
    async ping() {
      await pool.query("select 1");
    },
    async close() {
      await waitUntilIdle(pool);
      await pool.end();
      await onClose();
    },
  };
}

/** With a DATABASE_URL, that server; without, the embedded PGlite in DATA_DIR/db. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    return connectDatabase("server", { connectionString: options.databaseUrl }, options.poolSize);
  }
  const embedded = await startEmbeddedDatabase(options.dataDir, options.embeddedStartTimeoutMs);
  return connectDatabase("embedded", embedded.connection, options.poolSize, embedded.stop);
}
