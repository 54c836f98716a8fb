/**
 * Starts the database every integration test file shares: the embedded PGlite by default, or
 * a fresh database on the PostgreSQL server named by TEST_DATABASE_URL. Migrations run once.
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { connectDatabase } from "../../src/server/db/client.ts";
import type { ConnectionConfig } from "../../src/server/db/connection-config.ts";
import { startEmbeddedDatabase } from "../../src/server/db/embedded/start-embedded-database.ts";
import { migrateDatabase } from "../../src/server/db/migrate.ts";

declare module "vitest" {
  export interface ProvidedContext {
    databaseKind: "embedded" | "server";
    databaseConnection: ConnectionConfig;
  }
}

async function createServerDatabase(adminUrl: string) {
  const name = `berkas_test_${Date.now()}_${randomBytes(3).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    connection: { connectionString: url.toString() },
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

async function createEmbeddedDatabase() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "berkas-test-"));
  const embedded = await startEmbeddedDatabase(dataDir);
  return {
    connection: embedded.connection,
    async drop() {
      await embedded.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const kind = serverUrl ? "server" : "embedded";
  const created = serverUrl
    ? await createServerDatabase(serverUrl)
    : await createEmbeddedDatabase();

  const database = connectDatabase(kind, created.connection, 2);
  await migrateDatabase(database);
  await database.close();

  project.provide("databaseKind", kind);
  project.provide("databaseConnection", created.connection);
  console.log(`integration tests run on the ${kind} database`);
  return () => created.drop();
}
