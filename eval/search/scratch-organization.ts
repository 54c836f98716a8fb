import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Actor } from "../../src/server/auth/actor.ts";
import { openDatabase, type Database, type Db } from "../../src/server/db/client.ts";
import { migrateDatabase } from "../../src/server/db/migrate.ts";
import { member, organization, user } from "../../src/server/db/schema/auth.ts";
import { CORPUS_DATABASE_START_TIMEOUT_MS } from "./load-corpus.ts";

/** One organization with one Owner, made straight in the tables: what a search needs to run. */
export async function seedOrganization(db: Db, name: string): Promise<Actor> {
  const userId = randomUUID();
  const organizationId = randomUUID();
  const email = `${userId.slice(0, 8)}@bench.berkas.test`;
  await db.insert(user).values({ id: userId, name: "Bench Owner", email });
  await db.insert(organization).values({ id: organizationId, name, slug: organizationId });
  await db.insert(member).values({ id: randomUUID(), organizationId, userId, role: "level_5" });
  return {
    userId,
    email,
    name: "Bench Owner",
    sessionToken: randomUUID(),
    activeOrganizationId: organizationId,
  };
}

/**
 * A database for one evaluation run, migrated: PostgreSQL at `databaseUrl`, else an embedded
 * one in a temporary folder that `close` removes.
 */
export async function openScratchDatabase(
  name: string,
  databaseUrl: string | undefined,
): Promise<{ database: Database; close: () => Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `berkas-eval-${name}-`));
  const database = await openDatabase({
    databaseUrl,
    dataDir,
    poolSize: 3,
    embeddedStartTimeoutMs: CORPUS_DATABASE_START_TIMEOUT_MS,
  });
  await migrateDatabase(database);
  return {
    database,
    close: async () => {
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
