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
import { personalOrganizationOf, signUp } from "../../../../test/support/accounts.ts";
import { auditEntries } from "../../../../test/support/teams.ts";
import { createTestApp, type TestApp } from "../../../../test/support/test-app.ts";
import { fixture, uploadNew, waitUntilSettled } from "../../../../test/support/uploads.ts";
import { documents } from "../../db/schema/documents.ts";
import { createLocalBlobStore } from "../../providers/storage/local-blob-store.ts";

let dataDir: string;
let subject: TestApp;
const workers: RunningWorker[] = [];

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "berkas-worker-"));
  // The web side only: documents are processed by the `berkas worker` processes below, which
  // find the files where this app stores them.
  subject = await createTestApp({
    blobStore: createLocalBlobStore(path.join(dataDir, "files")),
    jobNamespace: "",
  });
});
afterAll(async () => {
  for (const worker of workers) await worker.stop();
  await subject.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

function worker(): RunningWorker {
  const started = startWorker({
    DATABASE_URL: databaseUrlOf(inject("databaseConnection")),
    DATA_DIR: dataDir,
    WORKER_CONCURRENCY: "1",
  });
  workers.push(started);
  return started;
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
