import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  checkDuplicateResponseSchema,
  documentDetailSchema,
  documentListSchema,
  uploadResponseSchema,
} from "../../../contracts/documents.ts";
import {
  asUser,
  personalOrganizationOf,
  signUp,
  type SignedIn,
} from "../../../../test/support/accounts.ts";
import { createTestApp, type TestApp } from "../../../../test/support/test-app.ts";
import { sha256Hex, upload } from "../../../../test/support/uploads.ts";
import { documents } from "../../db/schema/documents.ts";

let subject: TestApp;
let owner: SignedIn;
let organizationId: string;

beforeAll(async () => {
  subject = await createTestApp();
  owner = await signUp(subject.app);
  organizationId = await personalOrganizationOf(subject.app, owner);
});
afterAll(() => subject.close());

function uniqueCsv(): Buffer {
  return Buffer.from(`Tanggal;Keterangan;Jumlah\n01/05/2025;${randomUUID()};1.000\n`);
}

async function shownNames(documentId: string) {
  const detail = await subject.app.inject({
    method: "GET",
    url: `/api/documents/${documentId}`,
    headers: asUser(owner),
  });
  expect(detail.statusCode, detail.body).toBe(200);
  const list = await subject.app.inject({
    method: "GET",
    url: `/api/documents?organizationId=${organizationId}`,
    headers: asUser(owner),
  });
  expect(list.statusCode, list.body).toBe(200);
  const listed = documentListSchema
    .parse(list.json())
    .documents.find((document) => document.id === documentId);
  const { name, original_filename } = documentDetailSchema.parse(detail.json());
  return {
    name,
    original_filename,
    listedName: listed?.name,
    listedOriginal: listed?.original_filename,
  };
}

describe("file names as they are shown", () => {
  const disguises = [
    // Shown as "invoiceexe.pdf" by a bidi-aware screen, though it ends in ".exe".
    { sent: "invoice\u202Efdp.exe", shown: "invoicefdp.exe" },
    { sent: "\u2067kontrak\u2069\u200E-\u200Fsewa\u061C.csv", shown: "kontrak-sewa.csv" },
    { sent: "nota\u202A\u202B\u202C\u202D\u2066\u2068\u200B\uFEFF.csv", shown: "nota.csv" },
    { sent: "laporan\u0007\u0085\u009B\u2028.csv", shown: "laporan.csv" },
  ];

  for (const { sent, shown } of disguises) {
    it(`stores and shows ${JSON.stringify(sent)} as ${JSON.stringify(shown)}`, async () => {
      const response = await upload(subject.app, owner, {
        bytes: uniqueCsv(),
        filename: sent,
        organizationId,
      });
      expect(response.statusCode, response.body).toBe(200);
      const documentId = uploadResponseSchema.parse(response.json()).document.id;
      const [stored] = await subject.database.db
        .select({ name: documents.name, originalFilename: documents.originalFilename })
        .from(documents)
        .where(eq(documents.id, documentId));
      expect(stored).toEqual({ name: shown, originalFilename: shown });
      expect(await shownNames(documentId)).toEqual({
        name: shown,
        original_filename: shown,
        listedName: shown,
        listedOriginal: shown,
      });
    });
  }

  it("shows names stored before the cleaning without their invisible characters", async () => {
    const bytes = uniqueCsv();
    const response = await upload(subject.app, owner, {
      bytes,
      filename: "lama.csv",
      organizationId,
    });
    const documentId = uploadResponseSchema.parse(response.json()).document.id;
    await subject.database.db
      .update(documents)
      .set({ name: "faktur\u202Efdp.exe", originalFilename: "faktur\u202Efdp.exe" })
      .where(eq(documents.id, documentId));

    expect(await shownNames(documentId)).toEqual({
      name: "fakturfdp.exe",
      original_filename: "fakturfdp.exe",
      listedName: "fakturfdp.exe",
      listedOriginal: "fakturfdp.exe",
    });
    const duplicate = await subject.app.inject({
      method: "POST",
      url: "/api/check-duplicate",
      headers: asUser(owner),
      payload: { fileHash: sha256Hex(bytes), vertical: "accounting", organizationId },
    });
    expect(checkDuplicateResponseSchema.parse(duplicate.json()).document?.name).toBe(
      "fakturfdp.exe",
    );
  });
});
