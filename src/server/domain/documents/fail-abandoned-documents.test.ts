import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, expect, it } from "vitest";
import { documentStatusSchema, uploadResponseSchema } from "../../../contracts/documents.ts";
import { asUser, personalOrganizationOf, signUp } from "../../../../test/support/accounts.ts";
import { createTestApp, type TestApp } from "../../../../test/support/test-app.ts";
import { upload, uploadNew } from "../../../../test/support/uploads.ts";
import { failAbandonedDocuments } from "./fail-abandoned-documents.ts";

// No worker: every job stays waiting unless the test removes it.
let subject: TestApp;
beforeAll(async () => {
  subject = await createTestApp();
});
afterAll(() => subject.close());

const uniqueCsv = () =>
  Buffer.from(`Tanggal;Keterangan;Jumlah\n01/05/2025;${randomUUID()};1.000\n`);

/**
 * As if nothing had happened to them for an hour. The test database is shared with other test
 * files, so the round runs with its real grace, which their fresh documents are within.
 */
async function untouchedForAnHour(documentIds: string[]) {
  await subject.database.pool.query(
    `update documents set updated_at = now() - interval '1 hour' where id = any($1::uuid[])`,
    [documentIds],
  );
}

async function statusOf(person: Parameters<typeof asUser>[0], documentId: string) {
  const response = await subject.app.inject({
    method: "GET",
    url: `/api/documents/${documentId}/status`,
    headers: asUser(person),
  });
  expect(response.statusCode, response.body).toBe(200);
  return documentStatusSchema.parse(response.json());
}

it("fails a waiting document whose job vanished, leaves one whose job waits, and retries it", async () => {
  const owner = await signUp(subject.app);
  const organizationId = await personalOrganizationOf(subject.app, owner);
  const lost = await uploadNew(subject.app, owner, {
    bytes: uniqueCsv(),
    filename: "hilang.csv",
    organizationId,
  });
  const waiting = await uploadNew(subject.app, owner, {
    bytes: uniqueCsv(),
    filename: "menunggu.csv",
    organizationId,
  });
  await subject.database.pool.query(`delete from pgboss.job where data->>'documentId' = $1`, [
    lost,
  ]);
  await untouchedForAnHour([lost, waiting]);

  const failed = await failAbandonedDocuments(subject.database, subject.jobQueue);

  expect(failed).toContain(lost);
  expect(failed).not.toContain(waiting);
  expect(await statusOf(owner, lost)).toMatchObject({
    status: "failed",
    queue: { error_code: "PROCESSING_INTERRUPTED" },
  });
  expect((await statusOf(owner, waiting)).status).toBe("queued");

  const retried = await subject.app.inject({
    method: "POST",
    url: `/api/documents/${lost}/retry`,
    headers: asUser(owner),
  });
  expect(retried.statusCode, retried.body).toBe(200);
  await untouchedForAnHour([lost]);
  expect(await failAbandonedDocuments(subject.database, subject.jobQueue)).not.toContain(lost);
  expect((await statusOf(owner, lost)).status).toBe("queued");
});

it("leaves a document changed within the grace, whatever its job", async () => {
  const owner = await signUp(subject.app);
  const organizationId = await personalOrganizationOf(subject.app, owner);
  const fresh = await uploadNew(subject.app, owner, {
    bytes: uniqueCsv(),
    filename: "baru.csv",
    organizationId,
  });
  await subject.database.pool.query(`delete from pgboss.job where data->>'documentId' = $1`, [
    fresh,
  ]);
  expect(await failAbandonedDocuments(subject.database, subject.jobQueue)).not.toContain(fresh);
  expect((await statusOf(owner, fresh)).status).toBe("queued");
});

it("retries a failed document when its file is uploaded again, rather than calling it a duplicate", async () => {
  const owner = await signUp(subject.app);
  const organizationId = await personalOrganizationOf(subject.app, owner);
  const bytes = uniqueCsv();
  const lost = await uploadNew(subject.app, owner, {
    bytes,
    filename: "hilang.csv",
    organizationId,
  });
  await subject.database.pool.query(`delete from pgboss.job where data->>'documentId' = $1`, [
    lost,
  ]);
  await untouchedForAnHour([lost]);
  expect(await failAbandonedDocuments(subject.database, subject.jobQueue)).toContain(lost);

  const again = await upload(subject.app, owner, {
    bytes,
    filename: "hilang-lagi.csv",
    organizationId,
  });
  expect(again.statusCode, again.body).toBe(200);
  expect(uploadResponseSchema.parse(again.json())).toMatchObject({
    isDuplicate: false,
    document: { id: lost, status: "queued" },
  });
  expect((await statusOf(owner, lost)).status).toBe("queued");

  const thirdTime = await upload(subject.app, owner, {
    bytes,
    filename: "hilang.csv",
    organizationId,
  });
  expect(uploadResponseSchema.parse(thirdTime.json())).toMatchObject({
    isDuplicate: true,
    duplicateOf: { id: lost },
  });
});
