import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectDatabase, type Database } from "../client.ts";
import { startEmbeddedDatabase } from "./start-embedded-database.ts";

/*
 * The embedded database is one Postgres session shared by every connection. Concurrent
 * parameterized queries (Parse, Bind, Execute, Sync) and transactions from different connections
 * must still each get their own answer.
 */

let dataDir: string;
let database: Database;
beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "berkas-concurrent-"));
  const embedded = await startEmbeddedDatabase(dataDir);
  database = connectDatabase("embedded", embedded.connection, 8, embedded.stop);
});
afterAll(async () => {
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("concurrent connections to the embedded database", () => {
  it("keep a transaction's statements apart from other connections' queries", async () => {
    await database.pool.query("create table counter (id int primary key, value int not null)");
    await database.pool.query("insert into counter values (1, 0)");
    const increments = Array.from({ length: 40 }, async () => {
      const client = await database.pool.connect();
      try {
        await client.query("begin");
        const { rows } = await client.query<{ value: number }>(
          "select value from counter where id = $1 for update",
          [1],
        );
        await client.query("update counter set value = $1 where id = $2", [
          (rows[0]?.value ?? 0) + 1,
          1,
        ]);
        await client.query("commit");
      } finally {
        client.release();
      }
    });
    const reads = Array.from({ length: 40 }, (_, n) =>
      database.pool.query("select $1::int as n", [n]),
    );
    await Promise.all([...increments, ...reads]);
    const { rows } = await database.pool.query<{ value: number }>(
      "select value from counter where id = 1",
    );
    expect(rows[0]?.value).toBe(40);
  });

  it("ends a transaction whose connection went away inside it, so others are not swallowed", async () => {
    const leaving = await database.pool.connect();
    await leaving.query("begin");
    await expect(leaving.query("select 1 / 0")).rejects.toThrow(/division by zero/);
    // Destroying the client closes its connection with the transaction still open (aborted).
    leaving.release(true);
    const { rows } = await database.pool.query<{ answer: number }>("select 42 as answer");
    expect(rows[0]?.answer).toBe(42);
  });
});
