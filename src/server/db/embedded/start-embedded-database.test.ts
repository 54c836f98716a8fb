import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { connectDatabase } from "../client.ts";
import { migrateDatabase } from "../migrate.ts";
import { DataDirectoryInUseError, startEmbeddedDatabase } from "./start-embedded-database.ts";

const dataDirs: string[] = [];
function freshDataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "berkas-embedded-"));
  dataDirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dataDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

async function instanceIdIn(dataDir: string): Promise<string> {
  const embedded = await startEmbeddedDatabase(dataDir);
  const database = connectDatabase("embedded", embedded.connection, 2, embedded.stop);
  try {
    await migrateDatabase(database);
    const { rows } = await database.pool.query<{ id: string }>("select id from instance");
    return rows[0]?.id as string;
  } finally {
    await database.close();
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function waitUntil(condition: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Opens the data directory in another process, like a second berkas, until that is killed. */
async function holdInAnotherProcess(dataDir: string) {
  const holder = spawn(
    process.execPath,
    [path.join(import.meta.dirname, "../../../../test/support/hold-embedded-database.ts"), dataDir],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  const output = await new Promise<string>((resolve) =>
    holder.stdout.once("data", (chunk: Buffer) => resolve(chunk.toString())),
  );
  const opened = JSON.parse(output) as { childPid: number; instanceId: string };
  return { holder, ...opened };
}

/**
 * One data directory initialised and migrated by a first start, once for the file: a fresh
 * directory's initialisation is most of a start's cost, and the run's global setup initialises
 * one too. The restart test starts it a second time; the others each open a copy of it.
 */
let firstStarted: { dataDir: string; instanceId: string };
beforeAll(async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "berkas-embedded-first-"));
  firstStarted = { dataDir, instanceId: await instanceIdIn(dataDir) };
}, 180_000);
afterAll(() => {
  if (firstStarted) fs.rmSync(firstStarted.dataDir, { recursive: true, force: true });
});

/** A data directory holding what the first start left, stopped cleanly. */
function copyOfFirstStarted(): string {
  const dir = freshDataDir();
  fs.cpSync(path.join(firstStarted.dataDir, "db"), path.join(dir, "db"), { recursive: true });
  return dir;
}

// Each test starts the database in its own processes: tens of seconds when the machine is busy,
// so the limit is the start-up budget of three processes, not one request.
describe("embedded database", { timeout: 180_000 }, () => {
  it("keeps its data across a clean stop and a new start", async () => {
    const { dataDir, instanceId } = firstStarted;
    expect(instanceId).toMatch(/^[0-9a-f-]{36}$/);
    expect(await instanceIdIn(dataDir)).toBe(instanceId);
    expect(fs.existsSync(path.join(dataDir, "db.lock"))).toBe(false);
  });

  it("refuses a second process on the same data directory", async () => {
    const dataDir = copyOfFirstStarted();
    const { holder } = await holdInAnotherProcess(dataDir);
    try {
      await expect(startEmbeddedDatabase(dataDir)).rejects.toBeInstanceOf(DataDirectoryInUseError);
    } finally {
      holder.kill("SIGTERM");
      await new Promise((resolve) => holder.once("exit", resolve));
    }
  });

  it("stops the database child when its parent is killed, and the data opens again", async () => {
    const dataDir = copyOfFirstStarted();
    const { holder, childPid, instanceId } = await holdInAnotherProcess(dataDir);
    holder.kill("SIGKILL");
    await waitUntil(() => !isRunning(childPid), 30_000);

    expect(await instanceIdIn(dataDir)).toBe(instanceId);
  });
});
