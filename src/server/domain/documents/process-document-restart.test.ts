import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, inject, it } from "vitest";
import {
  databaseUrlOf,
  startWorker,
  type RunningWorker,
} from "../../../../test/support/berkas-process.ts";
import { asUser, personalOrganizationOf, signUp } from "../../../../test/support/accounts.ts";
import { auditEntries } from "../../../../test/support/teams.ts";
import { leaseProductQueues } from "../../../../test/support/product-queue-lease.ts";
import { createTestApp, type TestApp } from "../../../../test/support/test-app.ts";
import {
  fixture,
  sha256Hex,
  uploadNew,
  waitUntilSettled,
} from "../../../../test/support/uploads.ts";
import { documents } from "../../db/schema/documents.ts";
import { PROCESS_DOCUMENT_JOB, PROCESS_DOCUMENT_RETRY } from "../../jobs/document-jobs.ts";
import { createLocalBlobStore } from "../../providers/storage/local-blob-store.ts";

let dataDir: string;
let subject: TestApp;
let releaseQueues: (() => Promise<void>) | undefined;
const workers: RunningWorker[] = [];

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "berkas-worker-"));
  // The web side only: documents are processed by the `berkas worker` processes below, which
  // find the files where this app stores them.
  subject = await createTestApp({
    blobStore: createLocalBlobStore(path.join(dataDir, "files")),
    jobNamespace: "",
  });
  releaseQueues = await leaseProductQueues(subject.database.pool, "process-document-restart");
}, 900_000);
afterAll(async () => {
  for (const worker of workers) await worker.stop();
  await releaseQueues?.();
  await subject.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

function worker(): RunningWorker {
  const started = startWorker({
    DATABASE_URL: databaseUrlOf(inject("databaseConnection")),
    DATA_DIR: dataDir,
    WORKER_CONCURRENCY: "1",
    // A killed worker's job is noticed a second after its heartbeat lapses, not up to ten.
    JOB_SUPERVISE_SECONDS: "1",
  });
  workers.push(started);
  return started;
}

/** The document's newest processing job, as pg-boss holds it. */
async function jobOf(documentId: string) {
  const { rows } = await subject.database.pool.query<{ state: string; retry_count: number }>(
    `select state, retry_count from pgboss.job where name = $1 and data->>'documentId' = $2
      order by created_on desc limit 1`,
    [PROCESS_DOCUMENT_JOB.name, documentId],
  );
  return rows[0];
}

async function statusOf(documentId: string): Promise<string | undefined> {
  const [row] = await subject.database.db
    .select({ status: documents.processingStatus })
    .from(documents)
    .where(eq(documents.id, documentId));
  return row?.status;
}

it("completes a document whose worker was killed mid-job, once a worker runs again", async () => {
  const owner = await signUp(subject.app);
  const organizationId = await personalOrganizationOf(subject.app, owner);
  const documentId = await uploadNew(subject.app, owner, {
    bytes: fixture("scanned-id.pdf"),
    filename: "kuitansi-scan.pdf",
    organizationId,
  });
  expect(await statusOf(documentId)).toBe("queued");

  const doomed = worker();
  const deadline = Date.now() + 60_000;
  while ((await statusOf(documentId)) !== "processing") {
    if (Date.now() > deadline) throw new Error("the first worker never started the document");
    await sleep(25);
  }
  await doomed.kill();
  expect(await statusOf(documentId)).toBe("processing");

  worker();
  const settled = await waitUntilSettled(subject.app, owner, documentId, 120_000);
  expect(settled.status).toBe("complete");
  const processed = await auditEntries(subject.app, owner, organizationId, "document_processed");
  expect(processed.filter((entry) => entry.details["name"] === "kuitansi-scan.pdf")).toHaveLength(
    1,
  );
}, 180_000);

it("fails a document whose worker dies on every attempt, with the reason, and retries it", async () => {
  for (const running of workers.splice(0)) await running.stop();
  const owner = await signUp(subject.app);
  const organizationId = await personalOrganizationOf(subject.app, owner);
  const documentId = await uploadNew(subject.app, owner, {
    bytes: fixture("scanned-id.pdf"),
    filename: "kuitansi-yang-menjatuhkan-worker.pdf",
    organizationId,
  });

  for (let attempt = 0; attempt <= PROCESS_DOCUMENT_RETRY.limit; attempt++) {
    const doomed = worker();
    const deadline = Date.now() + 120_000;
    for (;;) {
      const job = await jobOf(documentId);
      if (job?.state === "active" && job.retry_count === attempt) break;
      if (Date.now() > deadline) throw new Error(`attempt ${attempt} never started: ${job?.state}`);
      await sleep(25);
    }
    await doomed.kill();
  }

  // Every attempt is spent; a healthy worker finds the document its job left behind.
  worker();
  const failed = await waitUntilSettled(subject.app, owner, documentId, 180_000);
  expect(failed).toMatchObject({
    status: "failed",
    queue: { error_code: "PROCESSING_INTERRUPTED" },
  });
  expect(failed.error).toMatch(/stopped before it finished/);
  const duplicateCheck = await subject.app.inject({
    method: "POST",
    url: "/api/check-duplicate",
    headers: asUser(owner),
    payload: {
      fileHash: sha256Hex(fixture("scanned-id.pdf")),
      vertical: "accounting",
      organizationId,
    },
  });
  expect(duplicateCheck.json()).toMatchObject({ isDuplicate: false, document: { id: documentId } });

  const retried = await subject.app.inject({
    method: "POST",
    url: `/api/documents/${documentId}/retry`,
    headers: asUser(owner),
  });
  expect(retried.statusCode, retried.body).toBe(200);
  const settled = await waitUntilSettled(subject.app, owner, documentId, 180_000);
  expect(settled.status).toBe("complete");
}, 600_000);
