/**
 * Process entry: `berkas start | web | worker | migrate`. Reached through bin/berkas.js,
 * which first checks the Node version.
 */
import { openDatabase } from "./db/client.ts";
import { migrateDatabase } from "./db/migrate.ts";
import {
  backupCommand,
  restoreCommand,
  rotateFileKeyCommand,
  verifyCommand,
} from "./domain/backups/backup-commands.ts";
import { EnvError, parseEnv, type Env } from "./env.ts";
import type { Roles } from "./runtime.ts";

const ROLES_BY_COMMAND: Record<string, Roles> = {
  start: { web: true, worker: true },
  web: { web: true, worker: false },
  worker: { web: false, worker: true },
};

const USAGE =
  "usage: berkas <start|web|worker|migrate> [--api-only]\n" +
  "       berkas backup [--to DIR|s3://bucket/prefix]\n" +
  "       berkas restore LOCATION | berkas verify LOCATION | berkas rotate-file-key";

/** Commands that run once and exit (issue 22). */
const ONE_SHOT: Record<string, (env: Env, args: string[]) => Promise<void>> = {
  backup: backupCommand,
  restore: restoreCommand,
  verify: verifyCommand,
  "rotate-file-key": rotateFileKeyCommand,
};

async function migrateOnly(env: Env): Promise<void> {
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.dataDir,
    poolSize: 2,
  });
  try {
    await migrateDatabase(database);
    console.log(`Migrations applied (${database.kind} database).`);
  } finally {
    await database.close();
  }
}

async function serve(env: Env, roles: Roles): Promise<void> {
  // Loaded here, so the one-shot commands (backup, verify…) skip the server's modules: seconds.
  const { createLogger, startRuntime } = await import("./runtime.ts");
  const logger = createLogger(env);
  const runtime = await startRuntime(env, roles, logger);
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "stopping");
    runtime.stop().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on("SIGINT", () => shutdown("SIGINT"));
  process.on("SIGTERM", () => shutdown("SIGTERM"));
}

async function main(argv: string[]): Promise<void> {
  const command = argv[0] ?? "start";
  let env: Env;
  try {
    env = parseEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  if (command === "migrate") return migrateOnly(env);
  const oneShot = ONE_SHOT[command];
  if (oneShot) {
    await oneShot(env, argv.slice(1));
    // An S3 client's idle connections would otherwise hold the process open for a while.
    process.exit(0);
  }
  const roles = ROLES_BY_COMMAND[command];
  if (!roles) {
    console.error(USAGE);
    process.exit(2);
  }
  await serve(env, { ...roles, apiOnly: argv.includes("--api-only") });
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
