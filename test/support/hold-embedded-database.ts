/**
 * Opens the embedded database in its own process and holds it until killed; prints
 * {childPid, instanceId} once ready. Lets tests kill a "berkas" parent the hard way.
 */
import { connectDatabase } from "../../src/server/db/client.ts";
import { startEmbeddedDatabase } from "../../src/server/db/embedded/start-embedded-database.ts";
import { migrateDatabase } from "../../src/server/db/migrate.ts";

const dataDir = process.argv[2];
if (!dataDir) throw new Error("usage: hold-embedded-database.ts <dataDir>");

const embedded = await startEmbeddedDatabase(dataDir);
const database = connectDatabase("embedded", embedded.connection, 2, embedded.stop);
await migrateDatabase(database);
const { rows } = await database.pool.query<{ id: string }>("select id from instance");
process.stdout.write(JSON.stringify({ childPid: embedded.pid, instanceId: rows[0]?.id }) + "\n");
process.on("SIGTERM", () => {
  database.close().then(() => process.exit(0));
});
setInterval(() => {}, 60_000);
