import { spawn, type ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { z } from "zod";
import { personalOrganizationOf, signUp } from "../../../test/support/accounts.ts";
import { databaseUrlOf, startWorker } from "../../../test/support/berkas-process.ts";
import { leaseProductQueues } from "../../../test/support/product-queue-lease.ts";
import { createTestApp, createTestJobQueue } from "../../../test/support/test-app.ts";
import { connectTestDatabase } from "../../../test/support/test-database.ts";
import { fixture, uploadNew } from "../../../test/support/uploads.ts";
import { documents } from "../db/schema/documents.ts";
import { createLocalBlobStore } from "../providers/storage/local-blob-store.ts";
import { defineJob } from "./job-definition.ts";

const database = connectTestDatabase();
const WORKER_SCRIPT = path.join(import.meta.dirname, "../../../test/support/job-worker-process.ts");
const children: ChildProcess[] = [];

beforeAll(async () => {
  await database.pool.query(`
    create table if not exists test_job_runs (
      queue text not null, job_id text not null, n int not null, pid int not null,
      event text not null, at timestamptz not null default clock_timestamp()
    )`);
});
afterAll(async () => {
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGKILL");
      await new Promise((resolve) => child.once("exit", resolve));
    }
  }
  await database.close();
});

async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out; last value: ${JSON.stringify(value)}`);
    await sleep(100);
  }
}

async function startRecordingWorker(
  queueName: string,
  mode: "work" | "slow" | "hang",
  graceSeconds: number,
): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    [
      WORKER_SCRIPT,
      JSON.stringify(inject("databaseConnection")),
      queueName,
      mode,
      String(graceSeconds),
    ],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  children.push(child);
  await new Promise<void>((resolve, reject) => {
    child.stdout?.once("data", () => resolve());
    child.once("exit", (code) => reject(new Error(`worker exited early (${code})`)));
  });
  return child;
}

/** SIGTERM, as `docker stop` or Kubernetes sends, and the exit code it ends with. */
async function terminate(child: ChildProcess): Promise<number | null> {
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  return exited;
}

async function runs(queueName: string, event: "started" | "finished") {
  const { rows } = await database.pool.query<{ job_id: string; attempt: number; pid: number }>(
    "select job_id, n as attempt, pid from test_job_runs where queue = $1 and event = $2",
    [queueName, event],
  );
  return rows;
}

async function jobState(id: string) {
  const { rows } = await database.pool.query<{ state: string; retry_count: number }>(
    "select state, retry_count from pgboss.job where id = $1",
    [id],
  );
  return rows[0];
}

describe("a worker told to stop", () => {
  const payload = z.object({ n: z.number() });

  it("finishes the job it is running within the grace period, then exits cleanly", async () => {
    const queueName = `test-finish-${randomUUID().slice(0, 8)}`;
    const definition = defineJob({ name: queueName, payload, async handle() {} });
    const producer = createTestJobQueue([definition]);
    await producer.start();
    try {
      const worker = await startRecordingWorker(queueName, "slow", 20);
      const jobId = await producer.send(definition, { n: 1 });
      await waitFor(
        () => runs(queueName, "started"),
        (rows) => rows.length === 1,
        30_000,
      );
      expect(await terminate(worker)).toBe(0);
      const finished = await runs(queueName, "finished");
      expect(finished.map((row) => row.pid)).toEqual([worker.pid]);
      expect(await jobState(jobId)).toMatchObject({ state: "completed", retry_count: 0 });
    } finally {
      await producer.stop();
    }
  });

  it("hands a job that outlasts the grace period back to the queue for another worker", async () => {
    const queueName = `test-hand-back-${randomUUID().slice(0, 8)}`;
    const definition = defineJob({
      name: queueName,
      payload,
      retry: { limit: 3, delaySeconds: 1, maxDelaySeconds: 2 },
      async handle() {},
    });
    const producer = createTestJobQueue([definition]);
    await producer.start();
    try {
      const stuck = await startRecordingWorker(queueName, "hang", 1);
      const jobId = await producer.send(definition, { n: 1 });
      await waitFor(
        () => runs(queueName, "started"),
        (rows) => rows.length === 1,
        30_000,
      );
      expect(await terminate(stuck)).toBe(0);
      // Given back at once, not left active until the heartbeat supervisor notices; pg-boss
      // counts the retry when a worker takes it.
      expect(await jobState(jobId)).toMatchObject({ state: "retry" });

      const next = await startRecordingWorker(queueName, "work", 1);
      const [finished] = await waitFor(
        () => runs(queueName, "finished"),
        (rows) => rows.length === 1,
        60_000,
      );
      expect(finished).toMatchObject({ job_id: jobId, pid: next.pid, attempt: 1 });
      await terminate(next);
    } finally {
      await producer.stop();
    }
  });
});

describe("`berkas worker` told to stop mid-document", () => {
  it("finishes reading the document before it exits", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "berkas-shutdown-"));
    // The web side only: the `berkas worker` process reads the files where this app stores them.
    const subject = await createTestApp({
      blobStore: createLocalBlobStore(path.join(dataDir, "files")),
      jobNamespace: "",
    });
    const releaseQueues = await leaseProductQueues(subject.database.pool, "graceful-shutdown");
    try {
      const owner = await signUp(subject.app);
      const organizationId = await personalOrganizationOf(subject.app, owner);
      const documentId = await uploadNew(subject.app, owner, {
        bytes: fixture("scanned-id.pdf"),
        filename: "kuitansi-saat-deploy.pdf",
        organizationId,
      });
      const worker = startWorker({
        DATABASE_URL: databaseUrlOf(inject("databaseConnection")),
        DATA_DIR: dataDir,
        WORKER_CONCURRENCY: "1",
        // Room for the OCR to finish on a busy machine: this test is about finishing, not timing.
        SHUTDOWN_GRACE_SECONDS: "150",
      });
      const statusOf = async () => {
        const [row] = await subject.database.db
          .select({ status: documents.processingStatus })
          .from(documents)
          .where(eq(documents.id, documentId));
        return row?.status;
      };
      await waitFor(statusOf, (status) => status === "processing", 120_000);
      const exited = new Promise<number | null>((resolve) => worker.process.once("exit", resolve));
      worker.process.kill("SIGTERM");
      expect(await exited).toBe(0);
      expect(await statusOf()).toBe("complete");
    } finally {
      await releaseQueues();
      await subject.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 900_000);
});
