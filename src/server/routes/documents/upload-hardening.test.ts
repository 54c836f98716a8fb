import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import multipart from "@fastify/multipart";
import { eq } from "drizzle-orm";
import Fastify from "fastify";
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
import { isAppError } from "../../errors.ts";
import { receiveUpload } from "./receive-upload.ts";

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
    const download = await subject.app.inject({
      url: `/api/documents/${documentId}/file`,
      headers: asUser(owner),
    });
    expect(download.statusCode).toBe(200);
    expect(decodeURIComponent(String(download.headers["content-disposition"]))).toContain(
      "fakturfdp.exe",
    );
    expect(String(download.headers["content-disposition"])).not.toMatch(/%E2%80%AE/i);
  });

  it("keeps no invisible characters in a name a person gives a document", async () => {
    const response = await upload(subject.app, owner, {
      bytes: uniqueCsv(),
      filename: "biasa.csv",
      organizationId,
    });
    const documentId = uploadResponseSchema.parse(response.json()).document.id;
    const renamed = await subject.app.inject({
      method: "PATCH",
      url: `/api/documents/${documentId}`,
      headers: asUser(owner),
      payload: { user_friendly_name: "Tagihan\u202Efdp.exe" },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const [stored] = await subject.database.db
      .select({ userFriendlyName: documents.userFriendlyName })
      .from(documents)
      .where(eq(documents.id, documentId));
    expect(stored?.userFriendlyName).toBe("Tagihanfdp.exe");
  });
});

/** Every file under `dir`, the blob store's own tmp/ included. */
function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !entry.parentPath.includes(`${path.sep}outbox`))
    .map((entry) => entry.name);
}

describe("uploads too large for their limit", () => {
  const MEBIBYTE = 1024 * 1024;
  let limited: TestApp;
  let person: SignedIn;
  let organization: string;
  beforeAll(async () => {
    limited = await createTestApp({
      uploadLimits: { maxBytesDefault: MEBIBYTE, maxBytesLegal: 2 * MEBIBYTE },
    });
    person = await signUp(limited.app);
    organization = await personalOrganizationOf(limited.app, person);
  });
  afterAll(() => limited.close());

  const csvOf = (bytes: number) =>
    Buffer.concat([Buffer.from("Tanggal;Jumlah\n"), Buffer.alloc(bytes, "01/05/2025;1.000\n")]);

  it("refuses a file cut off by the endpoint's limit while it streams, and keeps nothing", async () => {
    const response = await upload(limited.app, person, {
      bytes: csvOf(3 * MEBIBYTE),
      filename: "terlalu-besar.csv",
      organizationId: organization,
      vertical: "legal",
      endpoint: "/api/simple-upload-large",
    });
    expect(response.statusCode, response.body).toBe(413);
    expect(response.json()).toMatchObject({ error: { code: "PAYLOAD_TOO_LARGE" } });
    expect(filesUnder(limited.filesRoot)).toEqual([]);
    const rows = await limited.database.db
      .select({ id: documents.id })
      .from(documents)
      .where(eq(documents.organizationId, organization));
    expect(rows).toEqual([]);
  });

  it("refuses a whole file over its vertical's limit, and keeps nothing", async () => {
    const response = await upload(limited.app, person, {
      bytes: csvOf(1.5 * MEBIBYTE),
      filename: "besar.csv",
      organizationId: organization,
    });
    expect(response.statusCode, response.body).toBe(413);
    expect(filesUnder(limited.filesRoot)).toEqual([]);
  });
});

describe("receiving a file", () => {
  let spoolDir: string;
  const seen: Array<{ size: number; sha256: string; bytes: Buffer } | null> = [];
  const server = Fastify();
  beforeAll(async () => {
    spoolDir = fs.mkdtempSync(path.join(os.tmpdir(), "berkas-spool-test-"));
    await server.register(multipart);
    server.post("/receive", async (request, reply) => {
      try {
        const received = await receiveUpload(request, 64 * 1024, spoolDir);
        const file = received.file;
        seen.push(file && { ...file, bytes: fs.readFileSync(file.path) });
        await received.discard();
        return reply.send({ ok: true });
      } catch (error) {
        if (isAppError(error)) return reply.code(error.httpStatus).send({ code: error.code });
        throw error;
      }
    });
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(spoolDir, { recursive: true, force: true });
  });

  async function send(bytes: Buffer) {
    const form = new FormData();
    form.append("fileHash", sha256Hex(bytes));
    form.append("file", new Blob([new Uint8Array(bytes)]), "nota.csv");
    const request = new Request("http://localhost/", { method: "POST", body: form });
    return server.inject({
      method: "POST",
      url: "/receive",
      headers: { "content-type": request.headers.get("content-type") ?? "" },
      payload: Buffer.from(await request.arrayBuffer()),
    });
  }

  it("spools the file with its hash and size, and removes it when discarded", async () => {
    const bytes = uniqueCsv();
    const response = await send(bytes);
    expect(response.statusCode, response.body).toBe(200);
    expect(seen.at(-1)).toMatchObject({ size: bytes.length, sha256: sha256Hex(bytes), bytes });
    expect(fs.readdirSync(spoolDir)).toEqual([]);
  });

  it("stops at the limit and leaves no partial copy", async () => {
    const response = await send(Buffer.alloc(256 * 1024, "01/05/2025;1.000\n"));
    expect(response.statusCode, response.body).toBe(413);
    expect(response.json()).toEqual({ code: "PAYLOAD_TOO_LARGE" });
    expect(fs.readdirSync(spoolDir)).toEqual([]);
  });
});
