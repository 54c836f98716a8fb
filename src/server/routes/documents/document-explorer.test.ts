import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  documentHistorySchema,
  documentListItemSchema,
  documentListSchema,
  documentOverviewSchema,
  reviewQueueSchema,
} from "../../../contracts/documents.ts";
import { errorBodySchema } from "../../../contracts/errors.ts";
import { signUp, type SignedIn } from "../../../../test/support/accounts.ts";
import { insertDocument } from "../../../../test/support/documents.ts";
import { apiCaller, createTeamAs, type ApiCall } from "../../../../test/support/teams.ts";
import { createTestApp, type TestApp } from "../../../../test/support/test-app.ts";
import { uploadNew, waitUntilSettled } from "../../../../test/support/uploads.ts";

let subject: TestApp;
let call: ApiCall;
let owner: SignedIn;
let accountant: SignedIn;
let outsider: SignedIn;
let organizationId: string;
/** The seeded documents by letter; see `seed`. */
const ids: Record<string, string> = {};

const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000);

/**
 * Five documents that differ in every sorted and filtered column:
 * A invoice, PT Sinar Jaya, 2025-03-10, IDR 1,500,000, starred, yesterday
 * B receipt, Kafe Kopi, 2025-03-20, IDR 45,000, AR, two days ago
 * C invoice, Amazon Web Services, 2024-12-05, USD 120.50, a month ago
 * D contract (legal, NDA, renamed "Zeta agreement"), no date or amount, failed, three days ago
 * E nothing known yet, pending, now
 */
async function seed() {
  const db = subject.database.db;
  const base = { organizationId, uploadedBy: owner.userId };
  ids["A"] = await insertDocument(db, {
    ...base,
    name: "a-invoice.pdf",
    type: "invoice",
    vendor: "PT Sinar Jaya",
    documentDate: "2025-03-10",
    totalAmount: "1500000.00",
    currency: "IDR",
    starred: true,
    uploadedAt: daysAgo(1),
    content: "RAHASIA-TEKS-FAKTUR",
  });
  ids["B"] = await insertDocument(db, {
    ...base,
    name: "b-receipt.pdf",
    type: "receipt",
    vendor: "kafe kopi",
    documentDate: "2025-03-20",
    totalAmount: "45000.00",
    currency: "IDR",
    apAr: "AR",
    uploadedAt: daysAgo(2),
  });
  ids["C"] = await insertDocument(db, {
    ...base,
    name: "c-invoice.pdf",
    type: "invoice",
    vendor: "Amazon Web Services",
    documentDate: "2024-12-05",
    totalAmount: "120.50",
    currency: "USD",
    uploadedAt: daysAgo(30),
    uploadedBy: accountant.userId,
  });
  ids["D"] = await insertDocument(db, {
    ...base,
    name: "d-contract.pdf",
    type: "contract",
    contractType: "NDA",
    primaryParty: "PT Maju Bersama",
    governingLaw: "Indonesia",
    userFriendlyName: "Zeta agreement",
    processingStatus: "failed",
    uploadedAt: daysAgo(3),
  });
  ids["E"] = await insertDocument(db, {
    ...base,
    name: "e-pending.pdf",
    processingStatus: "pending",
    progress: 0,
    uploadedAt: new Date(),
  });
}

beforeAll(async () => {
  subject = await createTestApp({ worker: true });
  call = apiCaller(subject.app);
  owner = await signUp(subject.app, undefined, "Ibu Owner");
  accountant = await signUp(subject.app, undefined, "Pak Akuntan");
  outsider = await signUp(subject.app);
  const cfo = await signUp(subject.app);
  ({ organizationId } = await createTeamAs(subject.app, subject.database, {
    owner,
    cfo,
    accountant,
  }));
  await seed();
});
afterAll(() => subject.close());

async function list(query: string, person = owner) {
  const response = await call(
    person,
    "GET",
    `/api/documents?organizationId=${organizationId}&${query}`,
  );
  expect(response.statusCode, response.body).toBe(200);
  return documentListSchema.parse(response.json());
}

const letters = (page: { documents: { id: string }[] }) =>
  page.documents.map((document) => Object.keys(ids).find((key) => ids[key] === document.id));

describe("GET /api/documents", () => {
  it("sorts on the server in both directions, documents without the value last", async () => {
    const expected: Record<string, string[]> = {
      uploaded_at_desc: ["E", "A", "B", "D", "C"],
      uploaded_at_asc: ["C", "D", "B", "A", "E"],
      date_desc: ["B", "A", "C", "E", "D"],
      date_asc: ["C", "A", "B", "D", "E"],
      name_asc: ["A", "B", "C", "E", "D"],
      name_desc: ["D", "E", "C", "B", "A"],
      vendor_asc: ["C", "B", "A", "E", "D"],
      vendor_desc: ["A", "B", "C", "E", "D"],
      amount_desc: ["A", "B", "C", "E", "D"],
      amount_asc: ["C", "B", "A", "E", "D"],
      status_asc: ["E", "A", "B", "C", "D"],
      status_desc: ["D", "A", "B", "C", "E"],
    };
    for (const [sort, order] of Object.entries(expected)) {
      expect(letters(await list(`sort=${sort}`)), sort).toEqual(order);
    }
  });

  it("filters by each column, and combines filters", async () => {
    const expected: Record<string, string[]> = {
      "status=complete": ["A", "B", "C"],
      "status=pending,failed": ["E", "D"],
      "type=invoice": ["A", "C"],
      "contractType=NDA": ["D"],
      "vendor=KAFE%20KOPI": ["B"],
      "starred=true": ["A"],
      "starred=false": ["E", "B", "D", "C"],
      "recent=true": ["E", "A", "B", "D"],
      "recent=false": ["C"],
      "apAr=AR": ["B"],
      "apAr=AP": ["E", "A", "D", "C"],
      "vertical=legal": ["D"],
      "year=2025": ["A", "B"],
      "year=2025&month=3": ["A", "B"],
      "year=2025&month=4": [],
      "year=2024&month=12": ["C"],
      "dateFrom=2025-03-10&dateTo=2025-03-19": ["A"],
      "amountMin=45000": ["A", "B"],
      "amountMin=100&amountMax=45000": ["B", "C"],
      "currency=usd": ["C"],
      "q=sinar": ["A"],
      "q=maju": ["D"],
      "q=zeta": ["D"],
      // Typed wildcards are matched as themselves, not as "anything".
      "q=_": [],
      "q=%25": [],
      "projectId=none": ["E", "A", "B", "D", "C"],
      "isRepository=true": [],
      "type=invoice&currency=IDR": ["A"],
    };
    for (const [query, found] of Object.entries(expected)) {
      const page = await list(query);
      expect(letters(page), query).toEqual(found);
      expect(page.totalCount, query).toBe(found.length);
    }
  });

  it("pages, and never returns the text or the extraction's detail", async () => {
    const response = await call(
      owner,
      "GET",
      `/api/documents?organizationId=${organizationId}&sort=uploaded_at_desc&limit=2&offset=2`,
    );
    const page = documentListSchema.parse(response.json());
    expect(letters(page)).toEqual(["B", "D"]);
    expect(page.totalCount).toBe(5);
    expect(response.body).not.toContain("RAHASIA-TEKS-FAKTUR");
    for (const key of ["content", "extractedData", "items"]) {
      expect(response.json().documents[0]).not.toHaveProperty(key);
    }
  });

  it("names the uploaders and carries the caller's permissions", async () => {
    const asOwner = await list("sort=uploaded_at_asc&limit=2");
    expect(asOwner.uploaders).toEqual({
      [owner.userId]: "Ibu Owner",
      [accountant.userId]: "Pak Akuntan",
    });
    expect(asOwner.permissions.deleteDocuments).toBe(true);
    const asAccountant = await list("limit=1", accountant);
    expect(asAccountant.permissions).toMatchObject({ deleteDocuments: false, manageTeam: false });
  });

  it("refuses a month without a year and an unknown status", async () => {
    for (const query of ["month=3", "status=lost", "sort=size_desc", "currency=rupiah"]) {
      const response = await call(
        owner,
        "GET",
        `/api/documents?organizationId=${organizationId}&${query}`,
      );
      expect(response.statusCode, query).toBe(400);
    }
  });
});

describe("GET /api/documents/overview", () => {
  it("counts the explorer's sections and groups categories and date folders per currency", async () => {
    const response = await call(
      owner,
      "GET",
      `/api/documents/overview?organizationId=${organizationId}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const overview = documentOverviewSchema.parse(response.json());
    expect(overview).toMatchObject({
      totalCount: 5,
      recentCount: 4,
      starredCount: 1,
      undatedCount: 2,
      apAr: { AP: 4, AR: 1 },
      statuses: { pending: 1, queued: 0, processing: 0, complete: 3, failed: 1 },
      contractTypes: [{ contractType: "NDA", count: 1 }],
      permissions: { deleteDocuments: true },
    });
    expect(overview.categories).toEqual([
      {
        type: "invoice",
        count: 2,
        totals: [
          { currency: "IDR", amount: 1_500_000 },
          { currency: "USD", amount: 120.5 },
        ],
      },
      { type: "contract", count: 1, totals: [] },
      { type: "receipt", count: 1, totals: [{ currency: "IDR", amount: 45_000 }] },
      { type: null, count: 1, totals: [] },
    ]);
    expect(overview.dateFolders).toEqual([
      {
        year: 2025,
        count: 2,
        totals: [{ currency: "IDR", amount: 1_545_000 }],
        months: [{ month: 3, count: 2, totals: [{ currency: "IDR", amount: 1_545_000 }] }],
      },
      {
        year: 2024,
        count: 1,
        totals: [{ currency: "USD", amount: 120.5 }],
        months: [{ month: 12, count: 1, totals: [{ currency: "USD", amount: 120.5 }] }],
      },
    ]);

    const legal = documentOverviewSchema.parse(
      (
        await call(
          accountant,
          "GET",
          `/api/documents/overview?organizationId=${organizationId}&vertical=legal`,
        )
      ).json(),
    );
    expect(legal).toMatchObject({ totalCount: 1, dateFolders: [], undatedCount: 1 });
    expect(legal.permissions.deleteDocuments).toBe(false);
  });
});

describe("starring and renaming", () => {
  it("stars and unstars for any member, and the Starred filter follows", async () => {
    const starred = await call(accountant, "POST", `/api/documents/${ids["C"]}/star`, {
      starred: true,
    });
    expect(starred.statusCode, starred.body).toBe(200);
    expect(documentListItemSchema.parse(starred.json()).starred).toBe(true);
    expect(letters(await list("starred=true"))).toEqual(["A", "C"]);

    await call(accountant, "POST", `/api/documents/${ids["C"]}/star`, { starred: false });
    expect(letters(await list("starred=true"))).toEqual(["A"]);
  });

  it("renames a document, sorts and finds it by the new name, and takes the name back", async () => {
    const renamed = await call(owner, "PATCH", `/api/documents/${ids["B"]}`, {
      user_friendly_name: "  1 Aardvark receipt ",
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(documentListItemSchema.parse(renamed.json()).user_friendly_name).toBe(
      "1 Aardvark receipt",
    );
    expect(letters(await list("sort=name_asc&limit=1"))).toEqual(["B"]);
    const search = await call(
      owner,
      "GET",
      `/api/search?organizationId=${organizationId}&q=aardvark`,
    );
    expect(search.body).toContain(ids["B"]);

    await call(owner, "PATCH", `/api/documents/${ids["B"]}`, { user_friendly_name: null });
    expect(letters(await list("sort=name_asc&limit=1"))).toEqual(["A"]);
    const empty = await call(owner, "PATCH", `/api/documents/${ids["B"]}`, {
      user_friendly_name: " ",
    });
    expect(empty.statusCode).toBe(400);
  });
});

describe("GET /api/documents/review", () => {
  it("lists documents with fields to confirm, oldest first, until each is confirmed or corrected", async () => {
    const db = subject.database.db;
    const unsure = (value: unknown) => ({ value, confidence: 0.4, needs_review: true });
    const sure = (value: unknown) => ({ value, confidence: 0.95, needs_review: false });
    const older = await insertDocument(db, {
      organizationId,
      name: "ragu-lama.pdf",
      vendor: "CV Ragu",
      totalAmount: "99000.00",
      uploadedAt: daysAgo(5),
      extractedData: {
        fields: {
          vendor: unsure("CV Ragu"),
          total_amount: unsure(99000),
          date: sure("2025-01-02"),
        },
      },
    });
    const newer = await insertDocument(db, {
      organizationId,
      name: "ragu-baru.pdf",
      uploadedAt: daysAgo(4),
      extractedData: { fields: { document_number: unsure("INV-1") } },
    });
    await insertDocument(db, {
      organizationId,
      name: "yakin.pdf",
      extractedData: { fields: { vendor: sure("PT Yakin") } },
    });

    const queue = async () => {
      const response = await call(
        accountant,
        "GET",
        `/api/documents/review?organizationId=${organizationId}`,
      );
      expect(response.statusCode, response.body).toBe(200);
      return reviewQueueSchema.parse(response.json());
    };
    const first = await queue();
    expect(first.totalCount).toBe(2);
    expect(first.documents.map((document) => [document.id, document.flaggedFields])).toEqual([
      [older, ["total_amount", "vendor"]],
      [newer, ["document_number"]],
    ]);
    const overview = await call(
      owner,
      "GET",
      `/api/documents/overview?organizationId=${organizationId}`,
    );
    expect(documentOverviewSchema.parse(overview.json()).needsReviewCount).toBe(2);

    const feedback = (field: string, payload: object) =>
      call(accountant, "POST", `/api/documents/${older}/fields/${field}/feedback`, payload);
    expect((await feedback("vendor", { verdict: "up" })).statusCode).toBe(200);
    expect((await queue()).documents[0]?.flaggedFields).toEqual(["total_amount"]);
    expect((await feedback("total_amount", { verdict: "down" })).statusCode).toBe(200);
    expect((await queue()).documents[0]?.flaggedFields).toEqual(["total_amount"]);
    const corrected = await feedback("total_amount", {
      verdict: "down",
      correctedValue: "Rp 98.000",
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect((await queue()).documents.map((document) => document.id)).toEqual([newer]);
  });
});

describe("GET /api/documents/{id}/history", () => {
  it("shows the document's own audit entries, newest first, to those who may view the audit log", async () => {
    const documentId = await uploadNew(subject.app, owner, {
      bytes: Buffer.from("Tanggal;Keterangan;Jumlah\n01/06/2025;Riwayat;1.000\n"),
      filename: "riwayat.csv",
      organizationId,
    });
    await waitUntilSettled(subject.app, owner, documentId);

    const response = await call(owner, "GET", `/api/documents/${documentId}/history`);
    expect(response.statusCode, response.body).toBe(200);
    const history = documentHistorySchema.parse(response.json());
    expect(history.totalCount).toBe(2);
    expect(history.logs.map((entry) => entry.action_type)).toEqual([
      "document_processed",
      "document_uploaded",
    ]);
    expect(history.logs[1]).toMatchObject({ user_email: owner.email, resource_type: "document" });

    const paged = documentHistorySchema.parse(
      (await call(owner, "GET", `/api/documents/${documentId}/history?limit=1&offset=1`)).json(),
    );
    expect(paged.logs.map((entry) => entry.action_type)).toEqual(["document_uploaded"]);

    const denied = await call(accountant, "GET", `/api/documents/${documentId}/history`);
    expect(denied.statusCode).toBe(403);
    expect(errorBodySchema.parse(denied.json()).error.code).toBe("FORBIDDEN");
  });
});

describe("document history of changes", () => {
  it("records starring, renaming, moving and correcting a document, with what changed", async () => {
    const documentId = await insertDocument(subject.database.db, {
      organizationId,
      uploadedBy: owner.userId,
      name: "riwayat-perubahan.pdf",
      type: "invoice",
      vendor: "PT Salah Baca",
    });
    const project = await call(owner, "POST", "/api/projects", {
      organizationId,
      name: "Riwayat Q4",
    });
    expect(project.statusCode, project.body).toBe(201);
    const projectId = (project.json() as { id: string }).id;

    await call(accountant, "POST", `/api/documents/${documentId}/star`, { starred: true });
    await call(owner, "PATCH", `/api/documents/${documentId}`, { user_friendly_name: "Faktur Q4" });
    await call(owner, "POST", "/api/documents/move", {
      organizationId,
      documentIds: [documentId],
      projectId,
    });
    const corrected = await call(
      owner,
      "POST",
      `/api/documents/${documentId}/fields/vendor/feedback`,
      {
        verdict: "down",
        correctedValue: "PT Benar Sekali",
      },
    );
    expect(corrected.statusCode, corrected.body).toBe(200);

    const history = documentHistorySchema.parse(
      (await call(owner, "GET", `/api/documents/${documentId}/history`)).json(),
    );
    expect(history.logs.map((entry) => entry.details["change"])).toEqual([
      "field_corrected",
      "moved",
      "renamed",
      "starred",
    ]);
    expect(history.logs.every((entry) => entry.action_type === "document_updated")).toBe(true);
    expect(history.logs[0]?.details).toMatchObject({
      field: "vendor",
      from: "PT Salah Baca",
      to: "PT Benar Sekali",
    });
    expect(history.logs[1]?.details).toMatchObject({ project_name: "Riwayat Q4" });
    expect(history.logs[2]?.details).toMatchObject({ to: "Faktur Q4" });
    expect(history.logs[3]).toMatchObject({ user_email: accountant.email });
  });

  it("records nothing when a move fails part way", async () => {
    const documentId = await insertDocument(subject.database.db, {
      organizationId,
      uploadedBy: owner.userId,
      name: "tidak-dipindah.pdf",
    });
    const failed = await call(owner, "POST", "/api/documents/move", {
      organizationId,
      documentIds: [documentId, "00000000-0000-4000-8000-000000000000"],
      projectId: null,
    });
    expect(failed.statusCode).toBe(404);
    const history = documentHistorySchema.parse(
      (await call(owner, "GET", `/api/documents/${documentId}/history`)).json(),
    );
    expect(history.totalCount).toBe(0);
  });
});

describe("another organization", () => {
  it("sees none of it and changes nothing: every explorer call is a 404", async () => {
    const target = ids["E"]!;
    for (const [method, url, payload] of [
      ["GET", `/api/documents?organizationId=${organizationId}`],
      ["GET", `/api/documents/overview?organizationId=${organizationId}`],
      ["GET", `/api/documents/review?organizationId=${organizationId}`],
      ["GET", `/api/documents/${target}/history`],
      ["POST", `/api/documents/${target}/star`, { starred: true }],
      ["PATCH", `/api/documents/${target}`, { user_friendly_name: "Milik saya" }],
    ] as const) {
      const response = await call(outsider, method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(errorBodySchema.parse(response.json()).error.code).toBe("NOT_FOUND");
    }
    const unchanged = await call(owner, "GET", `/api/documents/${target}`);
    expect(unchanged.json()).toMatchObject({ starred: false, user_friendly_name: null });
  });
});
