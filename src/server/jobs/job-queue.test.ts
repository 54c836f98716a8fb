import { spawn, type ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inject } from "vitest";
import { z } from "zod";
import { createTestJobQueue } from "../../../test/support/test-app.ts";
import { connectTestDatabase, silentLogger } from "../../../test/support/test-database.ts";
import { defineJob } from "./job-definition.ts";
import { createJobQueue } from "./job-queue.ts";

const database = connectTestDatabase();
const WORKER_SCRIPT = path.join(import.meta.dirname, "../../../test/support/job-worker-process.ts");

beforeAll(async () => {
  await database.pool.query(`
    create table if not exists test_job_runs (
      queue text not null, job_id text not null, n int not null, pid int not null,
      event text not null, at timestamptz not null default clock_timestamp()
    )`);
});
afterAll(() => database.close());

const uniqueQueueName = (purpose: string) => `test-${purpose}-${randomUUID().slice(0, 8)}`;

async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out; last value: ${JSON.stringify(value)}`);
    await sleep(200);
  }
}

async function jobCount(name: string): Promise<number> {
  const { rows } = await database.pool.query<{ count: number }>(
    "select count(*)::int as count from pgboss.job where name = $1",
    [name],
  );
  return rows[0]?.count ?? 0;
}

describe("job queue in one process", () => {
  it("runs every job exactly once, at most `concurrency` at a time", async () => {
    const runs = new Map<number, number>();
    let running = 0;
    let mostAtOnce = 0;
    const job = defineJob({
      name: uniqueQueueName("concurrency"),
      payload: z.object({ n: z.number() }),
      async handle({ n }) {
        running++;
        mostAtOnce = Math.max(mostAtOnce, running);
        await sleep(300);
        runs.set(n, (runs.get(n) ?? 0) + 1);
        running--;
      },
    });
    const queue = createTestJobQueue([job]);
    await queue.start();
    try {
      for (let n = 0; n < 12; n++) await queue.send(job, { n });
      await queue.work(3);
      await waitFor(
        async () => runs.size,
        (size) => size === 12,
        30_000,
      );
      await sleep(500);
      expect([...runs.values()].every((count) => count === 1)).toBe(true);
      expect(mostAtOnce).toBe(3);
    } finally {
      await queue.stop();
    }
  });

  it("wakes an idle worker at once while another is busy, not at its next poll", async () => {
    const started = new Map<number, number>();
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const job = defineJob({
      name: uniqueQueueName("wake"),
      payload: z.object({ n: z.number() }),
      async handle({ n }) {
        started.set(n, performance.now());
        if (n === 1) await held;
      },
    });
    // Polls far apart: a job started within them was woken.
    const queue = createJobQueue({
      connection: inject("databaseConnection"),
      poolSize: 3,
      definitions: [job],
      logger: silentLogger,
      pollingIntervalSeconds: 30,
    });
    await queue.start();
    try {
      await queue.work(2);
      // Past the workers' first fetch, which finds the queue empty.
      await sleep(1_000);
      for (const n of [1, 2]) {
        const sent = performance.now();
        await queue.send(job, { n });
        queue.wake(job);
        await waitFor(
          async () => started.get(n),
          (at) => at !== undefined,
          10_000,
        );
        expect(started.get(n)! - sent).toBeLessThan(5_000);
      }
    } finally {
      release();
      await queue.stop();
    }
  });

  it("retries a failing job with growing delays until it succeeds", async () => {
    const attempts: number[] = [];
    const job = defineJob({
      name: uniqueQueueName("retry"),
      payload: z.object({}),
      retry: { limit: 3, delaySeconds: 1, maxDelaySeconds: 8 },
      async handle() {
        attempts.push(Date.now());
        if (attempts.length < 3) throw new Error(`attempt ${attempts.length} fails`);
      },
    });
    const queue = createTestJobQueue([job]);
    await queue.start();
    try {
      await queue.send(job, {});
      await queue.work(1);
      await waitFor(
        async () => attempts.length,
        (count) => count >= 3,
        45_000,
      );
      await sleep(1_000);
      expect(attempts).toHaveLength(3);
      const [first, second, third] = attempts as [number, number, number];
      expect(second - first).toBeGreaterThanOrEqual(500);
      expect(third - second).toBeGreaterThanOrEqual(500);
    } finally {
      await queue.stop();
    }
  });

  it("creates a job only when the surrounding transaction commits", async () => {
    const job = defineJob({
      name: uniqueQueueName("transaction"),
      payload: z.object({ documentId: z.string() }),
      async handle() {},
    });
    const queue = createTestJobQueue([job]);
    await queue.start();
    const client = await database.pool.connect();
    try {
      const transaction = {
        executeSql: (text: string, values?: unknown[]) => client.query(text, values),
      };
      await client.query("begin");
      await queue.send(job, { documentId: "rolled-back" }, { transaction });
      await client.query("rollback");
      expect(await jobCount(job.name)).toBe(0);

      await client.query("begin");
      await queue.send(job, { documentId: "committed" }, { transaction });
      await client.query("commit");
      expect(await jobCount(job.name)).toBe(1);
    } finally {
      client.release();
      await queue.stop();
    }
  });

  it("refuses a payload that does not match the job's schema", async () => {
    const job = defineJob({
      name: uniqueQueueName("payload"),
      payload: z.object({ documentId: z.uuid() }),
      async handle() {},
    });
    const queue = createTestJobQueue([job]);
    await queue.start();
    try {
      await expect(queue.send(job, { documentId: "not-a-uuid" })).rejects.toThrow();
      expect(await jobCount(job.name)).toBe(0);
    } finally {
      await queue.stop();
    }
  });
});

describe("housekeeping and reconciling", () => {
  it("runs a periodic definition on its own clock, one round at a time, until the queue stops", async () => {
    let running = 0;
    let mostAtOnce = 0;
    let rounds = 0;
    const job = defineJob({
      name: uniqueQueueName("periodic"),
      payload: z.object({}),
      everySeconds: 0.1,
      async handle() {
        running++;
        mostAtOnce = Math.max(mostAtOnce, running);
        await sleep(350);
        rounds++;
        running--;
      },
    });
    const queue = createTestJobQueue([job]);
    await queue.start();
    try {
      await queue.work(3);
      await waitFor(
        async () => rounds,
        (count) => count >= 3,
        15_000,
      );
    } finally {
      await queue.stop();
    }
    const roundsAtStop = rounds;
    await sleep(500);
    expect(rounds).toBe(roundsAtStop);
    expect(mostAtOnce).toBe(1);
    expect(await jobCount(job.name)).toBe(0);
  });

  it("tells which payload keys have a job waiting, running or due for a retry, in any namespace", async () => {
    const job = defineJob({
      name: uniqueQueueName("live"),
      payload: z.object({ documentId: z.string() }),
      retry: { limit: 0, delaySeconds: 1, maxDelaySeconds: 1 },
      async handle({ documentId }) {
        if (documentId === "unreadable") throw new Error("the last attempt fails");
      },
    });
    const producer = createTestJobQueue([job], "tenant-a.");
    const onlooker = createTestJobQueue([], "tenant-b.");
    await producer.start();
    await onlooker.start();
    try {
      await producer.send(job, { documentId: "readable" });
      await producer.send(job, { documentId: "unreadable" });
      const asked = ["readable", "unreadable", "never-sent"];
      expect(await onlooker.liveJobKeys(job, "documentId", asked)).toEqual(
        new Set(["readable", "unreadable"]),
      );
      await producer.work(1);
      await waitFor(
        () => onlooker.liveJobKeys(job, "documentId", asked),
        (live) => live.size === 0,
        30_000,
      );
    } finally {
      await onlooker.stop();
      await producer.stop();
    }
  });
});

describe("job queue across worker processes", () => {
  const children: ChildProcess[] = [];
  afterAll(async () => {
    for (const child of children) {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill("SIGKILL");
        await new Promise((resolve) => child.once("exit", resolve));
      }
    }
  });

  async function startWorker(queueName: string, mode: "work" | "hang"): Promise<ChildProcess> {
    const child = spawn(
      process.execPath,
      [WORKER_SCRIPT, JSON.stringify(inject("databaseConnection")), queueName, mode],
      { stdio: ["ignore", "pipe", "inherit"] },
    );
    children.push(child);
    await new Promise<void>((resolve, reject) => {
      child.stdout?.once("data", () => resolve());
      child.once("exit", (code) => reject(new Error(`worker exited early (${code})`)));
    });
    return child;
  }

  async function runs(queueName: string, event: "started" | "finished") {
    const { rows } = await database.pool.query<{ job_id: string; attempt: number; pid: number }>(
      "select job_id, n as attempt, pid from test_job_runs where queue = $1 and event = $2",
      [queueName, event],
    );
    return rows;
  }

  it("never runs one job twice when two workers share the queue", async () => {
    const queueName = uniqueQueueName("two-workers");
    const producer = createTestJobQueue([
      defineJob({ name: queueName, payload: z.object({ n: z.number() }), async handle() {} }),
    ]);
    await producer.start();
    const definition = defineJob({
      name: queueName,
      payload: z.object({ n: z.number() }),
      async handle() {},
    });
    try {
      await Promise.all([startWorker(queueName, "work"), startWorker(queueName, "work")]);
      for (let n = 0; n < 40; n++) await producer.send(definition, { n });
      const finished = await waitFor(
        () => runs(queueName, "finished"),
        (rows) => rows.length >= 40,
        60_000,
      );
      await sleep(1_500);
      // A retry after a failed attempt is a new attempt; what must never happen is one attempt
      // claimed by two workers, or a job finishing twice.
      const started = await runs(queueName, "started");
      const attempts = started.map((row) => `${row.job_id}#${row.attempt}`);
      expect(new Set(attempts).size).toBe(attempts.length);
      expect(new Set(started.map((row) => row.job_id)).size).toBe(40);
      const finishedNow = await runs(queueName, "finished");
      expect(finishedNow).toHaveLength(40);
      expect(new Set(finishedNow.map((row) => row.job_id)).size).toBe(40);
      expect(new Set(finished.map((row) => row.pid)).size).toBe(2);
    } finally {
      await producer.stop();
    }
  });

  it("hands the job of a worker that died to another worker", async () => {
    const queueName = uniqueQueueName("dead-worker");
    const definition = defineJob({
      name: queueName,
      payload: z.object({ n: z.number() }),
      heartbeatSeconds: 10,
      async handle() {},
    });
    const producer = createTestJobQueue([definition]);
    await producer.start();
    try {
      const doomed = await startWorker(queueName, "hang");
      await producer.send(definition, { n: 1 });
      const [started] = await waitFor(
        () => runs(queueName, "started"),
        (rows) => rows.length === 1,
        30_000,
      );
      doomed.kill("SIGKILL");
      await new Promise((resolve) => doomed.once("exit", resolve));

      const survivor = await startWorker(queueName, "work");
      const [finished] = await waitFor(
        () => runs(queueName, "finished"),
        (rows) => rows.length === 1,
        60_000,
      );
      expect(finished?.job_id).toBe(started?.job_id);
      expect(finished?.pid).toBe(survivor.pid);
    } finally {
      await producer.stop();
    }
  });
});
