import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { personalOrganizationOf, signUp } from "../../../test/support/accounts.ts";
import {
  databaseUrlOf,
  freePort,
  startWorker,
  type RunningWorker,
} from "../../../test/support/berkas-process.ts";
import { leaseProductQueues } from "../../../test/support/product-queue-lease.ts";
import { createTestApp, type TestApp } from "../../../test/support/test-app.ts";
import { uploadNew, waitUntilSettled } from "../../../test/support/uploads.ts";
import { createLocalBlobStore } from "../providers/storage/local-blob-store.ts";

const TOKEN = "worker-metrics-token-0123456789";
let dataDir: string;
let web: TestApp;
let worker: RunningWorker;
let metricsUrl: string;
let releaseQueues: (() => Promise<void>) | undefined;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "berkas-worker-metrics-"));
  // The web side only, on the product's job namespace: the `berkas worker` process takes the
  // jobs and reads the files where this app stores them.
  web = await createTestApp({
    blobStore: createLocalBlobStore(path.join(dataDir, "files")),
    jobNamespace: "",
  });
  releaseQueues = await leaseProductQueues(web.database.pool, "worker-metrics");
  const port = await freePort();
  metricsUrl = `http://127.0.0.1:${port}/metrics`;
  worker = startWorker({
    DATABASE_URL: databaseUrlOf(inject("databaseConnection")),
    DATA_DIR: dataDir,
    WORKER_CONCURRENCY: "1",
    HOST: "127.0.0.1",
    METRICS_PORT: String(port),
    METRICS_TOKEN: TOKEN,
    BACKUP_SCHEDULE: "false",
  });
  for (;;) {
    if (worker.process.exitCode !== null) throw new Error("berkas worker exited");
    const up = await fetch(metricsUrl).then(
      () => true,
      () => false,
    );
    if (up) break;
    await sleep(50);
  }
}, 900_000);

afterAll(async () => {
  await worker?.stop();
  await releaseQueues?.();
  await web?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const scrape = (token?: string) =>
  fetch(metricsUrl, token ? { headers: { authorization: `Bearer ${token}` } } : {});

describe("`berkas worker` with METRICS_PORT", () => {
  it("asks for the token, as the web's /metrics does", async () => {
    expect((await scrape()).status).toBe(401);
    expect((await scrape("not-the-token-at-all")).status).toBe(401);
  });

  it("counts the jobs it handled and reads the queue's depth", async () => {
    const owner = await signUp(web.app);
    const organizationId = await personalOrganizationOf(web.app, owner);
    const documentId = await uploadNew(web.app, owner, {
      bytes: Buffer.from("Date,Description,Debit\n2025-07-01,Kuitansi pekerja,12.00\n"),
      filename: "diproses-pekerja.csv",
      organizationId,
    });
    await waitUntilSettled(web.app, owner, documentId);

    // The document is settled once its row is written; the worker counts the job a moment
    // later, when its handler returns, so the figure is read until it appears.
    const completedCount = (text: string) =>
      Number(
        /berkas_job_duration_seconds_count\{job="process-document",outcome="completed"\} (\d+)/.exec(
          text,
        )?.[1] ?? 0,
      );
    let text = "";
    for (let tries = 0; tries < 100; tries++) {
      const response = await scrape(TOKEN);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toContain("text/plain");
      text = await response.text();
      if (completedCount(text) >= 1) break;
      await sleep(100);
    }
    expect(completedCount(text)).toBeGreaterThanOrEqual(1);
    expect(text).toMatch(/^berkas_queue_depth\{queue="[^"]+"\} \d+$/m);
    // A worker serves nothing but its figures.
    const other = await fetch(metricsUrl.replace("/metrics", "/api/health"));
    expect(other.status).toBe(404);
  }, 180_000);
});
