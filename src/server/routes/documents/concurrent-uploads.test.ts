import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { uploadResponseSchema } from "../../../contracts/documents.ts";
import { auditLogPageSchema } from "../../../contracts/audit.ts";
import { asUser, personalOrganizationOf, signUp } from "../../../../test/support/accounts.ts";
import { createTestApp, type TestApp } from "../../../../test/support/test-app.ts";
import { upload, waitUntilSettled } from "../../../../test/support/uploads.ts";
import { documents } from "../../db/schema/documents.ts";

let subject: TestApp;
beforeAll(async () => {
  subject = await createTestApp({ worker: true });
});
afterAll(() => subject.close());

const DISTINCT_FILES = 50;
const SAME_FILE_COPIES = 5;

it("loses and doubles nothing when 50 different files and 5 copies of one arrive at once", async () => {
  const owner = await signUp(subject.app);
  const organizationId = await personalOrganizationOf(subject.app, owner);
  const distinct = Array.from({ length: DISTINCT_FILES }, (_, index) =>
    Buffer.from(
      `Tanggal;Keterangan;Jumlah\n0${(index % 9) + 1}/07/2025;Nota ${index};${index}.000\n`,
    ),
  );
  const copy = Buffer.from("Tanggal;Keterangan;Jumlah\n31/07/2025;Nota yang sama;99.000\n");
  const uploads = [
    ...distinct.map((bytes, index) => ({ bytes, filename: `nota-${index}.csv` })),
    ...Array.from({ length: SAME_FILE_COPIES }, (_, index) => ({
      bytes: copy,
      filename: `salinan-${index}.csv`,
    })),
  ];

  const responses = await Promise.all(
    uploads.map((file) => upload(subject.app, owner, { ...file, organizationId })),
  );
  for (const response of responses) expect(response.statusCode, response.body).toBe(200);
  const bodies = responses.map((response) => uploadResponseSchema.parse(response.json()));

  const created = bodies.filter((body) => !body.isDuplicate);
  expect(created).toHaveLength(DISTINCT_FILES + 1);
  const copies = bodies.slice(DISTINCT_FILES);
  expect(new Set(copies.map((body) => body.document.id)).size).toBe(1);
  expect(copies.filter((body) => body.isDuplicate)).toHaveLength(SAME_FILE_COPIES - 1);

  const rows = await subject.database.db
    .select({ id: documents.id, name: documents.name })
    .from(documents)
    .where(eq(documents.organizationId, organizationId));
  expect(rows).toHaveLength(DISTINCT_FILES + 1);

  for (const body of created) {
    expect((await waitUntilSettled(subject.app, owner, body.document.id)).status).toBe("complete");
  }
  for (const actionType of ["document_uploaded", "document_processed"]) {
    const page = await subject.app.inject({
      method: "GET",
      url: `/api/audit/logs?organizationId=${organizationId}&actionType=${actionType}&limit=100`,
      headers: asUser(owner),
    });
    const logs = auditLogPageSchema.parse(page.json()).logs;
    expect(logs, actionType).toHaveLength(DISTINCT_FILES + 1);
    expect(new Set(logs.map((entry) => entry.details["name"])).size).toBe(DISTINCT_FILES + 1);
  }
}, 180_000);
