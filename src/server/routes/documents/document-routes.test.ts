import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { documentListSchema, documentStatusSchema } from "../../../contracts/documents.ts";
import { errorBodySchema } from "../../../contracts/errors.ts";
import {
  asUser,
  personalOrganizationOf,
  signUp,
  type SignedIn,
} from "../../../../test/support/accounts.ts";
import { auditEntries, createTeamAs } from "../../../../test/support/teams.ts";
import { createTestApp, type TestApp } from "../../../../test/support/test-app.ts";
import { wordPackage } from "../../../../test/support/file-fixtures.ts";
import { sha256Hex, uploadNew, waitUntilSettled } from "../../../../test/support/uploads.ts";

let subject: TestApp;
let owner: SignedIn;
let accountant: SignedIn;
let outsider: SignedIn;
let organizationId: string;

const call = (person: SignedIn, method: "GET" | "POST" | "DELETE", url: string) =>
  subject.app.inject({ method, url, headers: asUser(person) });

const csv = (marker: string) =>
  Buffer.from(
    `Tanggal;Keterangan;Jumlah\n01/06/2025;${marker};1.500.000\n02/06/2025;Biaya;250.000\n`,
  );

beforeAll(async () => {
  subject = await createTestApp({ worker: true });
  owner = await signUp(subject.app, undefined, "Ibu Owner");
  accountant = await signUp(subject.app, undefined, "Pak Akuntan");
  outsider = await signUp(subject.app);
  const cfo = await signUp(subject.app);
  ({ organizationId } = await createTeamAs(subject.app, subject.database, {
    owner,
    cfo,
    accountant,
  }));
});
afterAll(() => subject.close());

describe("reading documents", () => {
  it("lists the organization's documents without their text, filtered and paged", async () => {
    const ids: string[] = [];
    for (const marker of ["Sewa kantor", "Listrik", "Air"]) {
      ids.push(
        await uploadNew(subject.app, owner, {
          bytes: csv(marker),
          filename: `${marker}.csv`,
          organizationId,
        }),
      );
    }
    const legal = await uploadNew(subject.app, owner, {
      bytes: csv("Kontrak"),
      filename: "kontrak.csv",
      organizationId,
      vertical: "legal",
    });
    for (const id of [...ids, legal]) await waitUntilSettled(subject.app, owner, id);

    const response = await call(
      accountant,
      "GET",
      `/api/documents?organizationId=${organizationId}&vertical=accounting&limit=2`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const page = documentListSchema.parse(response.json());
    expect(page.totalCount).toBe(3);
    expect(page.documents.map((document) => document.id)).toEqual([ids[2], ids[1]]);
    expect(response.json().documents[0]).not.toHaveProperty("content");

    const complete = documentListSchema.parse(
      (
        await call(
          owner,
          "GET",
          `/api/documents?organizationId=${organizationId}&status=complete&sort=name_asc`,
        )
      ).json(),
    );
    expect(complete.documents.map((document) => document.name)).toEqual([
      "Air.csv",
      "kontrak.csv",
      "Listrik.csv",
      "Sewa kantor.csv",
    ]);
  });

  it("shows another organization's documents to no one outside it", async () => {
    const documentId = await uploadNew(subject.app, owner, {
      bytes: csv("Rahasia"),
      filename: "rahasia.csv",
      organizationId,
    });
    await waitUntilSettled(subject.app, owner, documentId);
    for (const [method, url] of [
      ["GET", `/api/documents/${documentId}`],
      ["GET", `/api/documents/${documentId}/status`],
      ["GET", `/api/documents/${documentId}/file`],
      ["GET", `/api/documents/${documentId}/preview`],
      ["POST", `/api/documents/${documentId}/retry`],
      ["DELETE", `/api/documents/${documentId}`],
      ["GET", `/api/documents?organizationId=${organizationId}`],
    ] as const) {
      const response = await call(outsider, method, url);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    const check = await subject.app.inject({
      method: "POST",
      url: "/api/check-duplicate",
      headers: asUser(outsider),
      payload: { fileHash: sha256Hex(csv("Rahasia")), vertical: "accounting", organizationId },
    });
    expect(check.statusCode).toBe(404);
    expect((await call(owner, "GET", `/api/documents/${documentId}`)).statusCode).toBe(200);
    expect((await call(outsider, "GET", "/api/documents/not-a-uuid")).statusCode).toBe(404);
  });
});

describe("retrying", () => {
  it("sends a failed document back through processing, and refuses one that did not fail", async () => {
    const broken = Buffer.from(wordPackage("this is not XML <<<"));
    const documentId = await uploadNew(subject.app, owner, {
      bytes: broken,
      filename: "rusak.docx",
      organizationId,
    });
    const failed = await waitUntilSettled(subject.app, owner, documentId);
    expect(failed.status).toBe("failed");
    expect(failed.queue.error_code).toBe("FILE_CORRUPT");
    expect(failed.error).toBeTruthy();

    const retried = await call(accountant, "POST", `/api/documents/${documentId}/retry`);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(documentStatusSchema.parse(retried.json())).toMatchObject({
      status: "queued",
      error: null,
      queue: { progress: 0 },
    });
    expect((await waitUntilSettled(subject.app, owner, documentId)).status).toBe("failed");

    const fine = await uploadNew(subject.app, owner, {
      bytes: csv("Baik"),
      filename: "baik.csv",
      organizationId,
    });
    await waitUntilSettled(subject.app, owner, fine);
    const refused = await call(owner, "POST", `/api/documents/${fine}/retry`);
    expect(refused.statusCode).toBe(409);
  });
});

describe("deleting", () => {
  it("needs the delete permission, records it, and keeps a file another document still uses", async () => {
    // Content no other test file uploads: the database (and so the reference count) is shared.
    const shared = csv(`Dibagi ${randomUUID()}`);
    const documentId = await uploadNew(subject.app, owner, {
      bytes: shared,
      filename: "dibagi.csv",
      organizationId,
    });
    await waitUntilSettled(subject.app, owner, documentId);
    const elsewhere = await personalOrganizationOf(subject.app, outsider);
    const theirs = await uploadNew(subject.app, outsider, {
      bytes: shared,
      filename: "dibagi.csv",
      organizationId: elsewhere,
    });
    await waitUntilSettled(subject.app, outsider, theirs);

    const denied = await call(accountant, "DELETE", `/api/documents/${documentId}`);
    expect(denied.statusCode).toBe(403);
    expect(errorBodySchema.parse(denied.json()).error.code).toBe("FORBIDDEN");

    expect(
      (await call(owner, "DELETE", `/api/documents/${documentId}?confirmRetention=true`))
        .statusCode,
    ).toBe(204);
    expect((await call(owner, "GET", `/api/documents/${documentId}`)).statusCode).toBe(404);
    expect(await subject.blobStore.exists(sha256Hex(shared))).toBe(true);
    const deletedEntries = await auditEntries(
      subject.app,
      owner,
      organizationId,
      "document_deleted",
    );
    expect(deletedEntries[0]).toMatchObject({
      user_email: owner.email,
      details: { name: "dibagi.csv" },
    });

    expect(
      (await call(outsider, "DELETE", `/api/documents/${theirs}?confirmRetention=true`)).statusCode,
    ).toBe(204);
    expect(await subject.blobStore.exists(sha256Hex(shared))).toBe(false);
  });
});
