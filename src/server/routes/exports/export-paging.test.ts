import { randomUUID } from "node:crypto";
import ExcelJS from "exceljs";
import Papa from "papaparse";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EXPORT_LIMITS } from "../../../contracts/exports.ts";
import { signUp, type SignedIn } from "../../../../test/support/accounts.ts";
import { apiCaller, createOrganizationAs, type ApiCall } from "../../../../test/support/teams.ts";
import { createTestApp, type TestApp } from "../../../../test/support/test-app.ts";
import { documents } from "../../db/schema/documents.ts";
import { exportDocuments, exportProgress } from "../../domain/exports/export-documents.ts";
import { exportQuerySchema } from "../../../contracts/exports.ts";

/**
 * An export reads its documents a page at a time (EXPORT_LIMITS.pageSize); these documents span
 * four pages, more than the download's stream buffers before it waits for its reader, and most share a date and all an upload time, so only the last key of the
 * order (the id) keeps two pages from overlapping or leaving a document out.
 */
const DOCUMENT_COUNT = 3 * EXPORT_LIMITS.pageSize + 7;
const DATES = ["2025-06-01", "2025-06-02", "2025-06-03"];

let subject: TestApp;
let call: ApiCall;
let owner: SignedIn;
let stranger: SignedIn;
let organizationId: string;
/** Each document's id and date, as written. */
let written: Array<{ id: string; date: string }>;

beforeAll(async () => {
  subject = await createTestApp();
  call = apiCaller(subject.app);
  owner = await signUp(subject.app);
  stranger = await signUp(subject.app);
  organizationId = await createOrganizationAs(subject.app, owner);
  const uploadedAt = new Date("2025-06-10T08:00:00Z");
  written = Array.from({ length: DOCUMENT_COUNT }, (_, index) => ({
    id: randomUUID(),
    date: DATES[index % DATES.length]!,
  }));
  await subject.database.db.insert(documents).values(
    written.map(({ id, date }, index) => ({
      id,
      organizationId,
      uploadedBy: owner.userId,
      name: `nota-${index}.pdf`,
      originalFilename: `nota-${index}.pdf`,
      mimeType: "application/pdf",
      fileKind: "pdf",
      sizeBytes: 100,
      fileHash: randomUUID().replace(/-/g, "").repeat(2),
      processingStatus: "complete",
      progress: 100,
      vertical: "accounting",
      type: "invoice",
      vendor: `PT Pemasok ${index}`,
      documentNumber: `NOTA-${index}`,
      documentDate: date,
      totalAmount: `${1000 + index}.00`,
      currency: "IDR",
      uploadedAt,
    })),
  );
});
afterAll(() => subject.close());

/** Byte order, as PostgreSQL orders uuids and ISO dates. */
const byBytes = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The list's order for date_asc: date, upload time (all the same here), then id descending. */
function expectedOrder(): string[] {
  return [...written]
    .sort((a, b) => byBytes(a.date, b.date) || byBytes(b.id, a.id))
    .map(({ id }) => id);
}

async function download(kind: string) {
  const response = await call(
    owner,
    "GET",
    `/api/exports/${kind}?organizationId=${organizationId}&sort=date_asc`,
  );
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  return response;
}

describe("an export longer than one page", () => {
  it("ledger CSV: every document exactly once, in the list's order", async () => {
    const parsed = Papa.parse<Record<string, string>>((await download("ledger_csv")).body, {
      header: true,
      skipEmptyLines: true,
    });
    expect(parsed.errors).toEqual([]);
    const ids = parsed.data.map((row) => row["Document id"]);
    expect(ids).toHaveLength(DOCUMENT_COUNT);
    expect(new Set(ids).size).toBe(DOCUMENT_COUNT);
    expect(ids).toEqual(expectedOrder());
  });

  it("ledger XLSX: every document exactly once, in the list's order", async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await download("ledger_xlsx")).rawPayload as unknown as ArrayBuffer);
    const ids: string[] = [];
    workbook.worksheets[0]!.eachRow((row, number) => {
      if (number > 1) ids.push(String(row.getCell(1).value));
    });
    expect(ids).toHaveLength(DOCUMENT_COUNT);
    expect(new Set(ids).size).toBe(DOCUMENT_COUNT);
    expect(ids).toEqual(expectedOrder());
  });

  it("a purchases import (Zahir CSV) pages the same way: one payable per document, in order", async () => {
    const parsed = Papa.parse<Record<string, string>>((await download("zahir_csv")).body, {
      header: true,
      skipEmptyLines: true,
    });
    const numberOf = new Map(written.map(({ id }, index) => [id, `NOTA-${index}`]));
    expect(parsed.data.map((row) => row["INV NO"])).toEqual(
      expectedOrder().map((id) => numberOf.get(id)),
    );
  });
});

describe("a long export's progress (issue 21)", () => {
  it("counts the documents written as the download is read, for its starter alone", async () => {
    const progress = randomUUID();
    const response = await call(
      owner,
      "GET",
      `/api/exports/ledger_csv?organizationId=${organizationId}&progress=${progress}`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers["x-document-count"]).toBe(String(DOCUMENT_COUNT));
    // The last page's count is written once the writer has finished with it.
    let seen = await call(owner, "GET", `/api/exports/progress/${progress}`);
    for (let tries = 0; seen.json().state === "running" && tries < 50; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      seen = await call(owner, "GET", `/api/exports/progress/${progress}`);
    }
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toEqual({
      kind: "ledger_csv",
      state: "done",
      written: DOCUMENT_COUNT,
      total: DOCUMENT_COUNT,
    });
    // Another person, or a token no download used, learns nothing.
    expect((await call(stranger, "GET", `/api/exports/progress/${progress}`)).statusCode).toBe(404);
    expect((await call(owner, "GET", `/api/exports/progress/${randomUUID()}`)).statusCode).toBe(
      404,
    );
  });

  it("stands still while nobody reads the download, and reaches the total once it is read", async () => {
    const progress = randomUUID();
    const actor = {
      userId: owner.userId,
      email: "",
      name: "",
      sessionToken: "",
      activeOrganizationId: organizationId,
    };
    const download = await exportDocuments(
      { db: subject.database.db, blobStore: subject.blobStore },
      actor,
      "ledger_csv",
      exportQuerySchema.parse({ organizationId, progress }),
      (error) => {
        throw error;
      },
    );
    // The stream holds a page or two; then the writer waits for its reader, and so does the count.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const waiting = await exportProgress(subject.database.db, actor, progress);
    expect(waiting).toMatchObject({ state: "running", total: DOCUMENT_COUNT });
    expect(waiting.written).toBeLessThan(DOCUMENT_COUNT);
    let bytes = 0;
    for await (const chunk of download.body) bytes += (chunk as Buffer).length;
    expect(bytes).toBeGreaterThan(0);
    let seen = await exportProgress(subject.database.db, actor, progress);
    for (let tries = 0; seen.state === "running" && tries < 50; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      seen = await exportProgress(subject.database.db, actor, progress);
    }
    expect(seen).toMatchObject({ state: "done", written: DOCUMENT_COUNT });
  });
});
