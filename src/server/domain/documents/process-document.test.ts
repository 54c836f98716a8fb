import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { personalOrganizationOf, signUp } from "../../../../test/support/accounts.ts";
import { auditEntries } from "../../../../test/support/teams.ts";
import { processingWithoutWorker } from "../../../../test/support/processing.ts";
import { fixture, uploadNew } from "../../../../test/support/uploads.ts";
import { documentReadings, documents } from "../../db/schema/documents.ts";
import { processDocument } from "./process-document.ts";

const bench = processingWithoutWorker();

it("runs again harmlessly after a crash, and leaves a completed document alone", async () => {
  const owner = await signUp(bench.subject.app);
  const organizationId = await personalOrganizationOf(bench.subject.app, owner);
  const documentId = await uploadNew(bench.subject.app, owner, {
    bytes: fixture("faktur-id.pdf"),
    filename: "faktur.pdf",
    organizationId,
  });
  const signal = new AbortController().signal;

  await processDocument(bench.deps, documentId, signal);
  const first = await bench.rowOf(documentId);
  expect(first).toMatchObject({ processingStatus: "complete", stage: "complete", progress: 100 });

  // As if the worker had died after the preview stage: the job runs the whole pipeline again.
  await bench.subject.database.db
    .update(documents)
    .set({ processingStatus: "processing", stage: "preview", progress: 90 })
    .where(eq(documents.id, documentId));
  await processDocument(bench.deps, documentId, signal);
  const second = await bench.rowOf(documentId);
  expect(second).toMatchObject({
    processingStatus: "complete",
    content: first.content,
    previewHash: first.previewHash,
    searchVector: first.searchVector,
    pageCount: first.pageCount,
  });
  const readings = await bench.subject.database.db
    .select({ id: documentReadings.documentId })
    .from(documentReadings)
    .where(eq(documentReadings.documentId, documentId));
  expect(readings).toHaveLength(1);

  await processDocument(bench.deps, documentId, signal);
  expect((await bench.rowOf(documentId)).processedAt).toEqual(second.processedAt);
  // One entry per completion (the simulated crash came after the first); none for the no-op.
  const processed = await auditEntries(
    bench.subject.app,
    owner,
    organizationId,
    "document_processed",
  );
  expect(processed).toHaveLength(2);
});

it("stores a picture's thumbnail once the document is complete, and a PDF's before", async () => {
  const owner = await signUp(bench.subject.app);
  const organizationId = await personalOrganizationOf(bench.subject.app, owner);
  const statusWhenStored = async (file: string, filename: string) => {
    const documentId = await uploadNew(bench.subject.app, owner, {
      bytes: fixture(file),
      filename,
      organizationId,
    });
    // The thumbnail is the one file processing stores: the row as it stands at that moment.
    const seen: string[] = [];
    const blobStore = {
      ...bench.deps.blobStore,
      put: async (...args: Parameters<typeof bench.deps.blobStore.put>) => {
        seen.push((await bench.rowOf(documentId)).processingStatus);
        return bench.deps.blobStore.put(...args);
      },
    };
    await processDocument({ ...bench.deps, blobStore }, documentId, new AbortController().signal);
    const row = await bench.rowOf(documentId);
    expect(row.processingStatus).toBe("complete");
    expect(row.previewHash).not.toBeNull();
    return seen;
  };
  expect(await statusWhenStored("receipt-photo.jpg", "receipt.jpg")).toEqual(["complete"]);
  expect(await statusWhenStored("invoice-en.pdf", "invoice.pdf")).toEqual(["processing"]);
});
