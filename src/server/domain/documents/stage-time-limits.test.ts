import { expect, it } from "vitest";
import { personalOrganizationOf, signUp } from "../../../../test/support/accounts.ts";
import { pdfFlateBomb } from "../../../../test/support/hostile-files.ts";
import { processingWithoutWorker } from "../../../../test/support/processing.ts";
import { fixture, uploadNew } from "../../../../test/support/uploads.ts";
import { handleProcessDocument, processDocument, type ProcessingDeps } from "./process-document.ts";

const MEBIBYTE = 1024 * 1024;

const bench = processingWithoutWorker();

it("fails only the document whose reading runs past its time limit, by the job's retry policy", async () => {
  const owner = await signUp(bench.subject.app);
  const organizationId = await personalOrganizationOf(bench.subject.app, owner);
  // Sixty pages sharing one stream that inflates to 4 MB: pdf.js inflates it for every page,
  // which takes tens of seconds, in little memory.
  const slowId = await uploadNew(bench.subject.app, owner, {
    bytes: pdfFlateBomb(4 * MEBIBYTE, 60),
    filename: "lambat.pdf",
    organizationId,
  });
  const neighbourId = await uploadNew(bench.subject.app, owner, {
    bytes: fixture("transaksi-id.csv"),
    filename: "transaksi.csv",
    organizationId,
  });
  const limited: ProcessingDeps = { ...bench.deps, stageTimeLimitsMs: { read: 2_000 } };
  const attempt = (number: number, lastAttempt: boolean) =>
    handleProcessDocument(limited, slowId, {
      jobId: `attempt-${number}`,
      attempt: number,
      signal: new AbortController().signal,
      jobs: bench.subject.jobQueue,
      lastAttempt,
    });

  // An attempt that is not the last hands the failure to the queue, which retries it.
  const [first] = await Promise.allSettled([
    attempt(0, false),
    processDocument(bench.deps, neighbourId, new AbortController().signal),
  ]);
  expect(first).toMatchObject({
    status: "rejected",
    reason: { message: "Reading took longer than 2 s." },
  });
  expect(await bench.rowOf(slowId)).toMatchObject({ processingStatus: "queued" });
  expect(await bench.rowOf(neighbourId)).toMatchObject({ processingStatus: "complete" });

  await attempt(2, true);
  expect(await bench.rowOf(slowId)).toMatchObject({
    processingStatus: "failed",
    errorCode: "PROCESSING_FAILED",
    errorMessage: "Reading took longer than 2 s.",
  });
});
