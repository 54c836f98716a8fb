import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import { afterAll, describe, expect, it } from "vitest";
import { scratchDatabase, scratchDir } from "../../../../test/support/backup-world.ts";
import { createTestApp } from "../../../../test/support/test-app.ts";
import { readinessSchema } from "../../../contracts/operations.ts";
import { openDatabase } from "../../db/client.ts";
import { migrateDatabase } from "../../db/migrate.ts";

const MIGRATIONS = path.resolve(import.meta.dirname, "../../db/migrations");
const cleanups: Array<() => Promise<void> | void> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** This build's migrations but the newest: what the build before it applied. */
function previousBuildMigrations(): { folder: string; newestTag: string } {
  const folder = path.join(scratchDir("older-migrations"), "migrations");
  fs.cpSync(MIGRATIONS, folder, { recursive: true });
  cleanups.push(() => fs.rmSync(path.dirname(folder), { recursive: true, force: true }));
  const journalPath = path.join(folder, "meta", "_journal.json");
  const journal = JSON.parse(fs.readFileSync(journalPath, "utf8")) as {
    entries: Array<{ tag: string }>;
  };
  const newest = journal.entries.pop();
  if (!newest) throw new Error("the journal lists no migration");
  fs.writeFileSync(journalPath, JSON.stringify(journal));
  return { folder, newestTag: newest.tag };
}

/** One HTTP/1.1 response read off the socket: its status line and JSON body. */
function readResponse(socket: net.Socket): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    let received = "";
    const onData = (chunk: Buffer) => {
      received += chunk.toString("utf8");
      const headerEnd = received.indexOf("\r\n\r\n");
      if (headerEnd < 0) return;
      const head = received.slice(0, headerEnd);
      const length = Number(/content-length: (\d+)/i.exec(head)?.[1] ?? "0");
      const body = received.slice(headerEnd + 4);
      if (Buffer.byteLength(body) < length) return;
      socket.off("data", onData);
      const rest = Buffer.from(body).subarray(length);
      if (rest.length > 0) socket.unshift(rest);
      resolve({
        status: Number(head.split(" ")[1]),
        body: JSON.parse(Buffer.from(body).subarray(0, length).toString("utf8")),
      });
    };
    socket.on("data", onData);
    socket.once("error", reject);
    socket.once("close", () => reject(new Error(`closed before an answer: ${received}`)));
  });
}

describe("GET /api/health/ready, for the reasons a deploy meets", () => {
  it("is not ready while the database lacks this build's newest migration, and ready once migrated", async () => {
    const scratch = await scratchDatabase();
    const dataDir = scratchDir("readiness-db");
    const database = await openDatabase({ databaseUrl: scratch.url, dataDir, poolSize: 2 });
    cleanups.push(async () => {
      await scratch.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    });
    // The database as the previous build left it: every migration applied but this build's newest.
    const older = previousBuildMigrations();
    const client = await database.pool.connect();
    try {
      await migrate(drizzle(client), { migrationsFolder: older.folder });
    } finally {
      client.release();
    }

    const subject = await createTestApp({ database });
    try {
      const pending = await subject.app.inject({ method: "GET", url: "/api/health/ready" });
      expect(pending.statusCode).toBe(503);
      expect(readinessSchema.parse(pending.json())).toEqual({
        status: "not_ready",
        reasons: ["migrations_pending"],
      });
      const live = await subject.app.inject({ method: "GET", url: "/api/health/live" });
      expect(live.statusCode).toBe(200);

      // `berkas migrate` (or the process's own start) applies the newest one.
      await migrateDatabase(database);
      const ready = await subject.app.inject({ method: "GET", url: "/api/health/ready" });
      expect(ready.statusCode, `after applying ${older.newestTag}`).toBe(200);
      expect(ready.json()).toEqual({ status: "ready", reasons: [] });
    } finally {
      await subject.close();
    }
  }, 240_000);

  it("answers shutting_down to a probe on an open connection while the server drains", async () => {
    const subject = await createTestApp();
    cleanups.push(() => subject.close());
    await subject.app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = subject.app.server.address() as net.AddressInfo;
    const socket = net.connect(port, "127.0.0.1");
    await new Promise((resolve) => socket.once("connect", resolve));

    // The load balancer's probe, its headers not yet complete when closing begins: the
    // connection is busy, so the server keeps it open and answers it before it finishes closing.
    socket.write("GET /api/health/ready HTTP/1.1\r\nHost: 127.0.0.1\r\n");
    const before = await subject.app.inject({ method: "GET", url: "/api/health/ready" });
    expect(before.json()).toEqual({ status: "ready", reasons: [] });
    const closed = subject.app.close();
    // Closing has begun once the listener no longer takes new connections.
    while (subject.app.server.listening) await new Promise((resolve) => setTimeout(resolve, 10));

    const answer = readResponse(socket);
    socket.write("\r\n");
    const probe = await answer;
    expect(probe.status).toBe(503);
    expect(readinessSchema.parse(probe.body)).toEqual({
      status: "not_ready",
      reasons: ["shutting_down"],
    });
    socket.end();
    await closed;
  }, 120_000);
});
