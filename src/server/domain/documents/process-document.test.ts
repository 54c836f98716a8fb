import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createOcrEngine, type OcrEngine } from "../../../reader/index.ts";
import { personalOrganizationOf, signUp } from "../../../../test/support/accounts.ts";
import { auditEntries } from "../../../../test/support/teams.ts";
import { createTestApp, type TestApp } from "../../../../test/support/test-app.ts";
import { silentLogger } from "../../../../test/support/test-database.ts";
import { fixture, uploadNew } from "../../../../test/support/uploads.ts";
import { documentReadings, documents } from "../../db/schema/documents.ts";
import { processDocument, type ProcessingDeps } from "./process-document.ts";

let subject: TestApp;
let ocr: Promise<OcrEngine>;
let deps: ProcessingDeps;

beforeAll(async () => {
  // No worker: the test runs the stages itself.
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

it("runs again harmlessly after a crash, and leaves a completed document alone", async () => {
  const owner = await signUp(subject.app);
  const organizationId = await personalOrganizationOf(subject.app, owner);
  const documentId = await uploadNew(subject.app, owner, {
    bytes: fixture("faktur-id.pdf"),
    filename: "faktur.pdf",
    organizationId,
  });
  const signal = new AbortController().signal;

  await processDocument(deps, documentId, signal);
  const first = await rowOf(documentId);
  expect(first).toMatchObject({ processingStatus: "complete", stage: "complete", progress: 100 });

  // As if the worker had died after the preview stage: the job runs the whole pipeline again.
  await subject.database.db
    .update(documents)
    .set({ processingStatus: "processing", stage: "preview", progress: 90 })
    .where(eq(documents.id, documentId));
  await processDocument(deps, documentId, signal);
  const second = await rowOf(documentId);
  expect(second).toMatchObject({
    processingStatus: "complete",
    content: first.content,
    previewHash: first.previewHash,
    searchVector: first.searchVector,
    pageCount: first.pageCount,
  });
  const readings = await subject.database.db
    .select({ id: documentReadings.documentId })
    .from(documentReadings)
    .where(eq(documentReadings.documentId, documentId));
  expect(readings).toHaveLength(1);

  await processDocument(deps, documentId, signal);
  expect((await rowOf(documentId)).processedAt).toEqual(second.processedAt);
  // One entry per completion (the simulated crash came after the first); none for the no-op.
  const processed = await auditEntries(subject.app, owner, organizationId, "document_processed");
  expect(processed).toHaveLength(2);
});
