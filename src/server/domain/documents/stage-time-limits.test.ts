import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createOcrEngine, type OcrEngine } from "../../../reader/index.ts";
import { personalOrganizationOf, signUp } from "../../../../test/support/accounts.ts";
import { pdfFlateBomb } from "../../../../test/support/hostile-files.ts";
import { createTestApp, type TestApp } from "../../../../test/support/test-app.ts";
import { silentLogger } from "../../../../test/support/test-database.ts";
import { fixture, uploadNew } from "../../../../test/support/uploads.ts";
import { documents } from "../../db/schema/documents.ts";
import { handleProcessDocument, processDocument, type ProcessingDeps } from "./process-document.ts";

const MEBIBYTE = 1024 * 1024;

let subject: TestApp;
let ocr: Promise<OcrEngine>;
let deps: ProcessingDeps;

beforeAll(async () => {
  // No worker: the test runs the job's handler itself, attempt by attempt.
  subject = await createTestApp();
  ocr = createOcrEngine();
  deps = {
    database: subject.database,
    blobStore: subject.blobStore,
    ocr: () => ocr,
    logger: silentLogger,
  };
});
afterAll(async () => {
  await (await ocr).terminate();
  await subject.close();
});

async function rowOf(documentId: string) {
  const [row] = await subject.database.db
    .select()
    .from(documents)
    .where(eq(documents.id, documentId));
  if (!row) throw new Error("no such document");
  return row;
}

it("fails only the document whose reading runs past its time limit, by the job's retry policy", async () => {
  const owner = await signUp(subject.app);
  const organizationId = await personalOrganizationOf(subject.app, owner);
  // Sixty pages sharing one stream that inflates to 4 MB: pdf.js inflates it for every page,
  // which takes tens of seconds, in little memory.
  const slowId = await uploadNew(subject.app, owner, {
    bytes: pdfFlateBomb(4 * MEBIBYTE, 60),
    filename: "lambat.pdf",
    organizationId,
  });
  const neighbourId = await uploadNew(subject.app, owner, {
    bytes: fixture("transaksi-id.csv"),
    filename: "transaksi.csv",
    organizationId,
  });
  const limited: ProcessingDeps = { ...deps, stageTimeLimitsMs: { read: 2_000 } };
  const attempt = (number: number, lastAttempt: boolean) =>
    handleProcessDocument(limited, slowId, {
      jobId: `attempt-${number}`,
      attempt: number,
      signal: new AbortController().signal,
      jobs: subject.jobQueue,
      lastAttempt,
    });

  // An attempt that is not the last hands the failure to the queue, which retries it.
  const [first] = await Promise.allSettled([
    attempt(0, false),
    processDocument(deps, neighbourId, new AbortController().signal),
  ]);
  expect(first).toMatchObject({
    status: "rejected",
    reason: { message: "Reading took longer than 2 s." },
  });
  expect(await rowOf(slowId)).toMatchObject({ processingStatus: "queued" });
  expect(await rowOf(neighbourId)).toMatchObject({ processingStatus: "complete" });

  await attempt(2, true);
  expect(await rowOf(slowId)).toMatchObject({
    processingStatus: "failed",
    errorCode: "PROCESSING_FAILED",
    errorMessage: "Reading took longer than 2 s.",
  });
});
