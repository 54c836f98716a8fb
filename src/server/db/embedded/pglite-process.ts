/**
 * Child-process entry that owns the embedded database. PGlite runs on the thread that calls it
 * and blocks that thread for a whole query, so it lives here, behind the Postgres wire protocol,
 * and the web process talks to it with `pg` like to any server (docs/decisions/0002).
 *
 * Parent → child messages: { type: "stop" }. Child → parent: { type: "ready" } or
 * { type: "failed", message }.
 */
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";
import { EMBEDDED_SETTINGS } from "./embedded-settings.ts";
import { ProtocolQueue } from "./protocol-queue.ts";

const [dataDir, socketPath] = process.argv.slice(2);
if (!dataDir || !socketPath || !process.send) {
  console.error("usage: fork pglite-process.ts <dataDir> <socketPath> with an IPC channel");
  process.exit(2);
}

function tell(message: { type: "ready" } | { type: "failed"; message: string }): void {
  process.send?.(message);
}

let stopping: Promise<void> | undefined;

async function run(): Promise<void> {
  const db = await PGlite.create(dataDir as string, {
    extensions: { pg_trgm },
    postgresqlconf: [...EMBEDDED_SETTINGS.postgresqlConf],
  });
  const server = new PGLiteSocketServer({
    db,
    path: socketPath as string,
    maxConnections: EMBEDDED_SETTINGS.maxConnections,
  });
  // pglite-socket's own queue interleaves concurrent connections (see protocol-queue.ts). A
  // private field, set before start() because each connection's handler takes it when it opens;
  // concurrent-connections.test.ts fails if an upgrade stops using it.
  (server as unknown as { queryQueue: ProtocolQueue }).queryQueue = new ProtocolQueue(db);
  await server.start();

  // Postgres recycles WAL segments by default; in PGlite they pile up on disk (929 MB of a
  // 1.3 GB store after 100k documents), so checkpoint on a timer as well as on close.
  const checkpointTimer = setInterval(() => {
    db.exec("CHECKPOINT").catch((error: unknown) => console.error("checkpoint failed", error));
  }, EMBEDDED_SETTINGS.checkpointIntervalMs);

  const stop = (): Promise<void> => {
    stopping ??= (async () => {
      clearInterval(checkpointTimer);
      await server.stop();
      await db.exec("CHECKPOINT");
      await db.close();
    })();
    return stopping;
  };

  const stopAndExit = (): void => {
    stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error("embedded database stopped with an error", error);
        process.exit(1);
      },
    );
  };

  process.on("message", (message: { type?: string }) => {
    if (message?.type === "stop") stopAndExit();
  });
  // The parent died without saying goodbye (SIGKILL, crash): close the data files cleanly.
  process.on("disconnect", stopAndExit);
  process.on("SIGTERM", stopAndExit);
  process.on("SIGINT", stopAndExit);

  tell({ type: "ready" });
}

run().catch((error: unknown) => {
  tell({ type: "failed", message: error instanceof Error ? error.message : String(error) });
  process.exit(1);
});
