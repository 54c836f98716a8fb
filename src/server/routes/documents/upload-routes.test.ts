import fs from "node:fs";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  checkDuplicateResponseSchema,
  documentDetailSchema,
  uploadResponseSchema,
} from "../../../contracts/documents.ts";
import { errorBodySchema } from "../../../contracts/errors.ts";
import { UPLOAD_LIMITS } from "../../../contracts/limits.ts";
import { wordPackage } from "../../../../test/support/file-fixtures.ts";
import {
  asUser,
  personalOrganizationOf,
  signUp,
  type SignedIn,
} from "../../../../test/support/accounts.ts";
import { auditEntries } from "../../../../test/support/teams.ts";
import { createTestApp, type TestApp } from "../../../../test/support/test-app.ts";
import {
  fixture,
  sha256Hex,
  upload,
  uploadNew,
  waitUntilSettled,
} from "../../../../test/support/uploads.ts";
import { documents } from "../../db/schema/documents.ts";
import type { Language } from "../../../contracts/languages.ts";

let subject: TestApp;
let owner: SignedIn;
let organizationId: string;

/** Every file the blob store holds, wherever it put it (the dev outbox lives beside it). */
function storedFiles(): string[] {
  return fs
    .readdirSync(subject.filesRoot, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !entry.parentPath.includes(`${path.sep}outbox`))
    .map((entry) => entry.name);
}

async function documentCount(): Promise<number> {
  const rows = await subject.database.db
    .select({ id: documents.id })
    .from(documents)
    .where(eq(documents.organizationId, organizationId));
  return rows.length;
}

async function readDocument(person: SignedIn, documentId: string) {
  const response = await subject.app.inject({
    method: "GET",
    url: `/api/documents/${documentId}`,
    headers: asUser(person),
  });
  expect(response.statusCode, response.body).toBe(200);
  return documentDetailSchema.parse(response.json());
}

beforeAll(async () => {
  subject = await createTestApp({ worker: true });
  owner = await signUp(subject.app, undefined, "Ibu Owner");
  organizationId = await personalOrganizationOf(subject.app, owner);
});
afterAll(() => subject.close());

describe("uploading every supported type", () => {
  const cases: Array<{ file: string; phrases: string[]; language?: Language; ocr?: boolean }> = [
    { file: "invoice-en.pdf", phrases: ["INVOICE", "INV-2025-0142"], language: "en" },
    { file: "faktur-id.pdf", phrases: ["FAKTUR", "Pembayaran paling lambat"], language: "id" },
    { file: "scanned-id.pdf", phrases: ["KUITANSI", "2.750.000"], language: "id", ocr: true },
    { file: "receipt-photo.jpg", phrases: ["TOTAL", "159.500"], ocr: true },
    { file: "receipt-en.png", phrases: ["CORNER COFFEE", "14.03"], ocr: true },
    { file: "receipt-id.heic", phrases: ["RUMAH MAKAN", "86.000"], ocr: true },
    {
      file: "kontrak-id.docx",
      phrases: ["PERJANJIAN SEWA MENYEWA GUDANG", "Pihak Pertama"],
      language: "id",
    },
    {
      file: "contract-en.doc",
      phrases: ["Service Agreement", "Blue Ocean Trading"],
      language: "en",
    },
    { file: "laporan-id.xlsx", phrases: ["Laporan Penjualan Kuartal I 2025", "Catatan"] },
    { file: "ledger-en.xls", phrases: ["General Ledger - April 2025"] },
    { file: "transaksi-id.csv", phrases: ["Transfer ke CV Maju Bersama; termin 1", "Saldo awal"] },
    { file: "contract-en.docx", phrases: ["LEASE AGREEMENT", "USD 12,000.00"], language: "en" },
    {
      file: "surat-id.doc",
      phrases: ["SURAT PERJANJIAN KERJA SAMA", "Pihak Pertama"],
      language: "id",
    },
    { file: "expenses-en.xlsx", phrases: ["Expense Report Q2 2025"], language: "en" },
    { file: "neraca-id.xls", phrases: ["Neraca per 30 Juni 2025", "Jumlah aset"], language: "id" },
    {
      file: "transactions-en.csv",
      phrases: ["Payment, invoice INV-2025-0142", "Opening balance"],
      language: "en",
    },
  ];

  it.each(cases)("$file reaches complete with its text", async ({ file, phrases, language }) => {
    const bytes = fixture(file);
    const documentId = await uploadNew(subject.app, owner, {
      bytes,
      filename: file,
      organizationId,
    });
    const status = await waitUntilSettled(subject.app, owner, documentId);
    expect(status, JSON.stringify(status)).toMatchObject({ status: "complete", error: null });
    expect(status.queue).toMatchObject({ progress: 100, stage: "complete" });

    const document = await readDocument(owner, documentId);
    for (const phrase of phrases) expect(document.content).toContain(phrase);
    if (language) expect(document.language).toBe(language);
    expect(document).toMatchObject({
      name: file,
      original_filename: file,
      size_bytes: bytes.length,
      file_hash: sha256Hex(bytes),
      processing_status: "complete",
      uploaded_by: owner.userId,
      apAr: "AP",
      vertical: "accounting",
    });
    expect(document.page_count).toBeGreaterThanOrEqual(1);

    const original = await subject.app.inject({
      method: "GET",
      url: `/api/documents/${documentId}/file`,
      headers: asUser(owner),
    });
    expect(original.statusCode).toBe(200);
    expect(original.rawPayload.equals(bytes)).toBe(true);
    expect(original.headers["content-disposition"]).toContain(`filename="${file}"`);

    // A picture's thumbnail is stored just after the document is complete (process-document.ts).
    let { preview_path: previewPath } = document;
    for (let tries = 0; previewPath === null && tries < 100; tries++) {
      await sleep(100);
      previewPath = (await readDocument(owner, documentId)).preview_path;
    }
    expect(previewPath).toBe(`/api/documents/${documentId}/preview`);
    const preview = await subject.app.inject({
      method: "GET",
      url: previewPath ?? "",
      headers: asUser(owner),
    });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers["content-type"]).toBe("image/webp");
    expect(preview.rawPayload.subarray(8, 12).toString("latin1")).toBe("WEBP");
  });

  it("records the upload and the processing in the audit log", async () => {
    const uploaded = await auditEntries(subject.app, owner, organizationId, "document_uploaded");
    const processed = await auditEntries(subject.app, owner, organizationId, "document_processed");
    expect(uploaded.length).toBeGreaterThanOrEqual(cases.length);
    expect(processed.length).toBeGreaterThanOrEqual(cases.length);
    expect(uploaded.map((entry) => entry.details["name"])).toContain("faktur-id.pdf");
    expect(uploaded[0]).toMatchObject({ user_email: owner.email, resource_type: "document" });
  });
});

describe("understanding during processing", () => {
  it("stores the fields, their confidence and their source, and returns them", async () => {
    // A fresh organization: the owner's already holds these files.
    const other = await signUp(subject.app);
    const otherOrganization = await personalOrganizationOf(subject.app, other);
    const documentId = await uploadNew(subject.app, other, {
      bytes: fixture("faktur-id.pdf"),
      filename: "faktur.pdf",
      organizationId: otherOrganization,
    });
    expect((await waitUntilSettled(subject.app, other, documentId)).status).toBe("complete");
    const document = await readDocument(other, documentId);
    expect(document).toMatchObject({
      type: "invoice",
      total_amount: 1_110_000,
      tax_amount: 110_000,
      tax_type_name: "PPN",
      currency: "IDR",
    });
    expect(document.confidence).toBeGreaterThan(0.5);
    const total = (document.extractedData?.["fields"] as Record<string, Record<string, unknown>>)[
      "total_amount"
    ];
    expect(total).toMatchObject({ value: 1_110_000, needs_review: false });
    expect(total?.["source"]).toMatchObject({ page: 1 });

    const contractId = await uploadNew(subject.app, other, {
      bytes: fixture("kontrak-id.docx"),
      filename: "kontrak.docx",
      organizationId: otherOrganization,
      vertical: "legal",
    });
    await waitUntilSettled(subject.app, other, contractId);
    expect(await readDocument(other, contractId)).toMatchObject({
      type: "contract",
      contract_type: "lease",
      governing_law: "Indonesia",
    });
  });
});

describe("duplicates", () => {
  it("answers a second upload of the same file with the first document, per organization", async () => {
    const bytes = Buffer.from("Tanggal;Jumlah\n01/05/2025;1.000\n02/05/2025;2.000\n");
    const first = await uploadNew(subject.app, owner, {
      bytes,
      filename: "mei.csv",
      organizationId,
    });
    const again = await upload(subject.app, owner, {
      bytes,
      filename: "mei (1).csv",
      organizationId,
    });
    expect(again.statusCode).toBe(200);
    const body = uploadResponseSchema.parse(again.json());
    expect(body).toMatchObject({ isDuplicate: true, duplicateOf: { id: first, name: "mei.csv" } });

    const check = await subject.app.inject({
      method: "POST",
      url: "/api/check-duplicate",
      headers: asUser(owner),
      payload: { fileHash: sha256Hex(bytes), vertical: "accounting", organizationId },
    });
    expect(checkDuplicateResponseSchema.parse(check.json())).toEqual({
      isDuplicate: true,
      document: { id: first, name: "mei.csv" },
    });

    const other = await signUp(subject.app);
    const otherOrganization = await personalOrganizationOf(subject.app, other);
    const theirs = await uploadNew(subject.app, other, {
      bytes,
      filename: "mei.csv",
      organizationId: otherOrganization,
    });
    expect(theirs).not.toBe(first);
    // Processing writes thumbnails; let it finish before tests that count stored files.
    await waitUntilSettled(subject.app, owner, first);
    await waitUntilSettled(subject.app, other, theirs);
  });
});

describe("rejections leave nothing behind", () => {
  const pdf = fixture("invoice-en.pdf");
  const rejections: Array<{
    name: string;
    input: () => Parameters<typeof upload>[2];
    status: number;
    code: string;
    extra?: Record<string, unknown>;
  }> = [
    {
      name: "a file whose type is not accepted, whatever its name",
      input: () => ({
        bytes: Buffer.from("GIF89a\x01\x00\x01\x00\x00\x00\x00;", "latin1"),
        filename: "struk.jpg",
        organizationId,
      }),
      status: 415,
      code: "UNSUPPORTED_MEDIA_TYPE",
    },
    {
      name: "a hash that does not match the bytes",
      input: () => ({
        bytes: pdf,
        filename: "invoice.pdf",
        organizationId,
        fileHash: sha256Hex(Buffer.from("something else")),
      }),
      status: 422,
      code: "HASH_MISMATCH",
    },
    {
      name: "a PDF locked with a password",
      input: () => ({ bytes: fixture("encrypted.pdf"), filename: "locked.pdf", organizationId }),
      status: 422,
      code: "FILE_ENCRYPTED",
    },
    {
      name: "a broken PDF",
      input: () => ({ bytes: fixture("corrupt.pdf"), filename: "broken.pdf", organizationId }),
      status: 422,
      code: "FILE_CORRUPT",
    },
    {
      name: "a DOCX package that declares gigabytes inside (a ZIP bomb)",
      input: () => ({ bytes: zipBomb(), filename: "bomb.docx", organizationId }),
      status: 422,
      code: "ARCHIVE_TOO_LARGE",
    },
    {
      name: "a request without a file",
      input: () => ({ bytes: new Uint8Array(), filename: "", organizationId }),
      status: 400,
      code: "VALIDATION_FAILED",
    },
    {
      name: "an unknown vertical",
      input: () => ({ bytes: pdf, filename: "a.pdf", organizationId, vertical: "hr" as never }),
      status: 400,
      code: "VALIDATION_FAILED",
    },
    {
      name: "an organization the uploader is not a member of",
      input: () => ({ bytes: pdf, filename: "a.pdf", organizationId: strangersOrganization }),
      status: 404,
      code: "NOT_FOUND",
    },
    {
      name: "a small file sent to the large endpoint",
      input: () => ({
        bytes: pdf,
        filename: "a.pdf",
        organizationId,
        endpoint: "/api/simple-upload-large",
      }),
      status: 400,
      code: "VALIDATION_FAILED",
      extra: { shouldUseSmallEndpoint: true },
    },
    {
      name: "a file over 10 MB sent to the small endpoint",
      input: () => ({
        bytes: Buffer.alloc(UPLOAD_LIMITS.smallEndpointMaxBytes + 1, 0x20),
        filename: "big.csv",
        organizationId,
      }),
      status: 413,
      code: "PAYLOAD_TOO_LARGE",
      extra: { shouldUseLargeEndpoint: true },
    },
  ];

  let strangersOrganization: string;
  beforeAll(async () => {
    const stranger = await signUp(subject.app);
    strangersOrganization = await personalOrganizationOf(subject.app, stranger);
  });

  it.each(rejections)("rejects $name", async ({ input, status, code, extra }) => {
    const documentsBefore = await documentCount();
    const filesBefore = storedFiles().length;
    const uploadedBefore = (
      await auditEntries(subject.app, owner, organizationId, "document_uploaded")
    ).length;

    const given = input();
    const response =
      given.filename === ""
        ? await subject.app.inject({
            method: "POST",
            url: "/api/simple-upload",
            headers: asUser(owner),
            payload: { organizationId },
          })
        : await upload(subject.app, owner, given);
    expect(response.statusCode, response.body).toBe(status);
    const body = response.json();
    expect(errorBodySchema.parse(body).error.code).toBe(code);
    if (extra) expect(body).toMatchObject(extra);

    expect(await documentCount()).toBe(documentsBefore);
    expect(storedFiles().length).toBe(filesBefore);
    const uploadedAfter = await auditEntries(
      subject.app,
      owner,
      organizationId,
      "document_uploaded",
    );
    expect(uploadedAfter.length).toBe(uploadedBefore);
  });

  it("refuses anyone not signed in", async () => {
    const response = await upload(subject.app, null, {
      bytes: pdf,
      filename: "a.pdf",
      organizationId,
    });
    expect(response.statusCode).toBe(401);
  });

  it("holds each vertical to its size limit, with the spec's message", async () => {
    const limited = await createTestApp({
      uploadLimits: { maxBytesDefault: 1024 * 1024, maxBytesLegal: 2 * 1024 * 1024 },
    });
    try {
      const person = await signUp(limited.app);
      const organization = await personalOrganizationOf(limited.app, person);
      const bytes = Buffer.concat([
        Buffer.from("Tanggal;Jumlah\n"),
        Buffer.alloc(1536 * 1024, "01/05/2025;1.000\n"),
      ]);
      const accounting = await upload(limited.app, person, {
        bytes,
        filename: "besar.csv",
        organizationId: organization,
      });
      expect(accounting.statusCode).toBe(413);
      expect(errorBodySchema.parse(accounting.json()).error).toMatchObject({
        code: "PAYLOAD_TOO_LARGE",
        message: "File is larger than 1MB limit.",
      });
      const legal = await upload(limited.app, person, {
        bytes,
        filename: "besar.csv",
        organizationId: organization,
        vertical: "legal",
      });
      expect(legal.statusCode, legal.body).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

/** A DOCX-shaped package whose central directory claims a 4 GB part. */
function zipBomb(): Uint8Array {
  const zip = Buffer.from(wordPackage("<w:document/>"));
  const central = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
  zip.writeUInt32LE(0xfffffff0, central + 24);
  return zip;
}
