import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, expect, it } from "vitest";
import { documentDetailSchema } from "../../../contracts/documents.ts";
import { asUser, personalOrganizationOf, signUp } from "../../../../test/support/accounts.ts";
import { startS3Server, type S3Server } from "../../../../test/support/s3-server.ts";
import { createTestApp, type TestApp } from "../../../../test/support/test-app.ts";
import { sha256Hex, uploadNew, waitUntilSettled } from "../../../../test/support/uploads.ts";
import { createS3BlobStore } from "../../providers/storage/s3-blob-store.ts";

const BUCKET = "berkas-documents";
const CREDENTIALS = { accessKeyId: "berkas-test-key", secretAccessKey: "berkas-test-secret" };

let s3: S3Server;
let subject: TestApp;

beforeAll(async () => {
  s3 = await startS3Server({ bucket: BUCKET, ...CREDENTIALS });
  subject = await createTestApp({
    worker: true,
    blobStore: createS3BlobStore({
      bucket: BUCKET,
      region: s3.region,
      endpoint: s3.endpoint,
      forcePathStyle: true,
      credentials: CREDENTIALS,
    }),
  });
});
afterAll(async () => {
  await subject.close();
  await s3.stop();
});

it("keeps uploads, thumbnails and downloads in S3 when configured, and deletes them there", async () => {
  const owner = await signUp(subject.app);
  const organizationId = await personalOrganizationOf(subject.app, owner);
  // Content no other test file uploads: blobs are shared while any document refers to them.
  const bytes = Buffer.from(
    `Tanggal;Keterangan;Jumlah\n01/08/2025;Faktur ${randomUUID()};1.110.000\n`,
  );
  const documentId = await uploadNew(subject.app, owner, {
    bytes,
    filename: "faktur.csv",
    organizationId,
  });
  expect((await waitUntilSettled(subject.app, owner, documentId)).status).toBe("complete");
  const keys = s3.objectKeys();
  expect(keys.some((key) => key.endsWith(sha256Hex(bytes)))).toBe(true);
  expect(keys).toHaveLength(2);

  const headers = asUser(owner);
  const detail = await subject.app.inject({ url: `/api/documents/${documentId}`, headers });
  expect(documentDetailSchema.parse(detail.json()).content).toContain("Faktur");
  const file = await subject.app.inject({ url: `/api/documents/${documentId}/file`, headers });
  expect(file.rawPayload.equals(bytes)).toBe(true);
  const preview = await subject.app.inject({
    url: `/api/documents/${documentId}/preview`,
    headers,
  });
  expect(preview.statusCode).toBe(200);

  const deleted = await subject.app.inject({
    method: "DELETE",
    url: `/api/documents/${documentId}?confirmRetention=true`,
    headers,
  });
  expect(deleted.statusCode).toBe(204);
  expect(s3.objectKeys()).toEqual([]);
});
