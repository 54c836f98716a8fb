import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  documentListSchema,
  documentOverviewSchema,
  reviewQueueSchema,
} from "../../../contracts/documents.ts";
import { errorBodySchema } from "../../../contracts/errors.ts";
import { organizationListSchema } from "../../../contracts/organizations.ts";
import { projectListSchema } from "../../../contracts/projects.ts";
import { mentionListSchema, searchResponseSchema } from "../../../contracts/search.ts";
import { userVerticalPermissions } from "../../db/schema/accounts.ts";
import { signUp, type SignedIn } from "../../../../test/support/accounts.ts";
import { insertDocument } from "../../../../test/support/documents.ts";
import { apiCaller, createTeamAs, type ApiCall } from "../../../../test/support/teams.ts";
import { createTestApp, type TestApp } from "../../../../test/support/test-app.ts";
import { sha256Hex, upload, uploadNew } from "../../../../test/support/uploads.ts";
import { askAssistant } from "../../../../test/support/chat.ts";

/**
 * Issue 16, hole 10: the vertical permissions onboarding writes are what a member may do. A CFO
 * given read on accounting only tries every document route on legal documents as an attacker
 * would (ids seen elsewhere, guessed or mentioned), and every change on accounting ones.
 */
let subject: TestApp;
let call: ApiCall;
let owner: SignedIn;
let cfo: SignedIn;
let accountant: SignedIn;
let organizationId: string;
const ids = {
  accountingFile: "",
  legalFile: "",
  invoice: "",
  contract: "",
  project: "",
};

const csv = (marker: string) =>
  Buffer.from(`Tanggal;Keterangan;Jumlah\n01/06/2025;${marker};1.500.000\n`);

/**
 * Writes a grant as a team-page control would: no route gives read alone yet (onboarding only
 * narrows a member's own grants, decision 0018).
 */
const grant = (person: SignedIn, vertical: string, accessLevel: string) =>
  subject.database.db
    .insert(userVerticalPermissions)
    .values({ userId: person.userId, organizationId, vertical, accessLevel })
    .onConflictDoUpdate({
      target: [
        userVerticalPermissions.userId,
        userVerticalPermissions.organizationId,
        userVerticalPermissions.vertical,
      ],
      set: { accessLevel },
    });

function expectRefused(
  response: { statusCode: number; json(): unknown; body: string },
  code: string,
) {
  expect(response.statusCode, response.body).toBe(code === "NOT_FOUND" ? 404 : 403);
  expect(errorBodySchema.parse(response.json()).error.code).toBe(code);
}

async function listedIds(person: SignedIn, query = "") {
  const response = await call(
    person,
    "GET",
    `/api/documents?organizationId=${organizationId}${query}`,
  );
  expect(response.statusCode, response.body).toBe(200);
  return documentListSchema.parse(response.json()).documents.map((document) => document.id);
}

async function ask(person: SignedIn, question: string) {
  const answer = await askAssistant(subject.app, person.token, {
    question,
    language: "en",
    organizationId,
  });
  expect(answer.status, answer.body).toBe(200);
  return answer;
}

beforeAll(async () => {
  subject = await createTestApp();
  call = apiCaller(subject.app);
  owner = await signUp(subject.app);
  cfo = await signUp(subject.app);
  accountant = await signUp(subject.app);
  ({ organizationId } = await createTeamAs(subject.app, subject.database, {
    owner,
    cfo,
    accountant,
  }));
  ids.accountingFile = await uploadNew(subject.app, owner, {
    bytes: csv("Listrik"),
    filename: "listrik.csv",
    organizationId,
  });
  ids.legalFile = await uploadNew(subject.app, owner, {
    bytes: csv("Kontrak"),
    filename: "kontrak.csv",
    organizationId,
    vertical: "legal",
  });
  const db = subject.database.db;
  ids.invoice = await insertDocument(db, {
    organizationId,
    name: "Faktur Nusantara Oktober",
    type: "invoice",
    vendor: "PT Nusantara Energi",
    totalAmount: "1500000.00",
    currency: "IDR",
    content: "Faktur PT Nusantara Energi jumlah Rp 1.500.000",
    extractedData: { fields: { vendor: { value: "PT Nusantara Energi", needs_review: true } } },
  });
  ids.contract = await insertDocument(db, {
    organizationId,
    name: "Kontrak Sewa Nusantara",
    type: "contract",
    contractType: "lease",
    counterparty: "PT Nusantara Properti",
    totalAmount: "9000000.00",
    currency: "IDR",
    content: "Perjanjian sewa dengan PT Nusantara Properti",
    extractedData: {
      fields: { counterparty: { value: "PT Nusantara Properti", needs_review: true } },
    },
  });
  const project = await call(owner, "POST", "/api/projects", { organizationId, name: "Kantor" });
  expect(project.statusCode, project.body).toBe(201);
  ids.project = project.json().id;
  const moved = await call(owner, "POST", "/api/documents/move", {
    organizationId,
    documentIds: [ids.invoice, ids.contract],
    projectId: ids.project,
  });
  expect(moved.statusCode, moved.body).toBe(200);

  // The CFO chose accounting at onboarding and was given read on it only.
  await grant(cfo, "accounting", "read");
});
afterAll(() => subject.close());

describe("a member without read on a vertical never sees its documents", () => {
  it("tells the web app which verticals the member reads and writes", async () => {
    const listed = async (person: SignedIn) => {
      const response = await call(person, "GET", "/api/organizations");
      const organizations = organizationListSchema.parse(response.json()).organizations;
      return organizations.find((each) => each.id === organizationId)?.verticalAccess;
    };
    expect(await listed(cfo)).toEqual({ read: ["accounting"], write: [] });
    expect(await listed(owner)).toEqual({
      read: ["accounting", "legal"],
      write: ["accounting", "legal"],
    });
  });

  it("leaves legal documents out of lists, the overview, the review queue and projects", async () => {
    expect(new Set(await listedIds(cfo))).toEqual(new Set([ids.accountingFile, ids.invoice]));
    expect(await listedIds(cfo, "&vertical=legal")).toEqual([]);
    expect(await listedIds(cfo, `&projectId=${ids.project}`)).toEqual([ids.invoice]);
    expect(await listedIds(owner, "&vertical=legal")).toHaveLength(2);

    const overview = await call(
      cfo,
      "GET",
      `/api/documents/overview?organizationId=${organizationId}`,
    );
    expect(overview.statusCode, overview.body).toBe(200);
    const { totalCount, categories } = documentOverviewSchema.parse(overview.json());
    expect(totalCount).toBe(2);
    expect(categories.map((category) => category.type)).not.toContain("contract");

    const review = await call(cfo, "GET", `/api/documents/review?organizationId=${organizationId}`);
    expect(reviewQueueSchema.parse(review.json()).documents.map((row) => row.id)).toEqual([
      ids.invoice,
    ]);

    const projects = await call(cfo, "GET", `/api/projects?organizationId=${organizationId}`);
    expect(projectListSchema.parse(projects.json()).projects[0]?.document_count).toBe(1);
  });

  it("answers NOT_FOUND for a legal document's detail, status, file, preview and history", async () => {
    for (const id of [ids.legalFile, ids.contract]) {
      for (const path of ["", "/status", "/file", "/preview", "/history"]) {
        expectRefused(await call(cfo, "GET", `/api/documents/${id}${path}`), "NOT_FOUND");
      }
    }
    expect((await call(cfo, "GET", `/api/documents/${ids.invoice}`)).statusCode).toBe(200);
    const original = await call(cfo, "GET", `/api/documents/${ids.accountingFile}/file`);
    expect(original.statusCode, original.body).toBe(200);
    expect(original.body).toContain("Listrik");
  });

  it("leaves legal documents out of search and mentions", async () => {
    const search = async (person: SignedIn) => {
      const response = await call(
        person,
        "GET",
        `/api/search?q=nusantara&organizationId=${organizationId}`,
      );
      expect(response.statusCode, response.body).toBe(200);
      return searchResponseSchema.parse(response.json());
    };
    const restricted = await search(cfo);
    expect(restricted.results.map((result) => result.id)).toEqual([ids.invoice]);
    expect(restricted.total).toBe(1);
    expect((await search(owner)).results.map((result) => result.id)).toContain(ids.contract);

    const asked = await call(
      cfo,
      "GET",
      `/api/legal/document-mentions?q=nusantara&organizationId=${organizationId}`,
    );
    expect(asked.statusCode, asked.body).toBe(200);
    expect(mentionListSchema.parse(asked.json()).mentions.map((mention) => mention.id)).toEqual([
      ids.invoice,
    ]);
  });

  it("keeps legal documents out of the assistant's answers, totals and citations", async () => {
    const mentioned = await ask(
      cfo,
      `Who is the counterparty of @[Kontrak](uploaded_document:${ids.contract})?`,
    );
    expect(mentioned.text).toContain("not available to you");
    expect(mentioned.text).not.toContain("Nusantara Properti");
    expect(mentioned.cited).not.toContain(ids.contract);

    const total = await ask(cfo, "What is the total of documents from Nusantara?");
    expect(total.cited).not.toContain(ids.contract);
    expect(total.text).not.toContain("10,500,000");
    const ownerTotal = await ask(owner, "What is the total of documents from Nusantara?");
    expect(ownerTotal.cited).toContain(ids.contract);
  });
});

describe("a member without write on a vertical cannot change its documents", () => {
  it("refuses uploads into a vertical without write", async () => {
    for (const vertical of ["legal", "accounting"] as const) {
      const response = await upload(subject.app, cfo, {
        bytes: csv(`Baru ${vertical}`),
        filename: `baru-${vertical}.csv`,
        organizationId,
        vertical,
      });
      expectRefused(response, "FORBIDDEN");
    }
  });

  it("answers NOT_FOUND to changes of a legal document it cannot see", async () => {
    const id = ids.contract;
    expectRefused(
      await call(cfo, "PATCH", `/api/documents/${id}`, { user_friendly_name: "Milik saya" }),
      "NOT_FOUND",
    );
    expectRefused(
      await call(cfo, "POST", `/api/documents/${id}/star`, { starred: true }),
      "NOT_FOUND",
    );
    expectRefused(
      await call(cfo, "POST", `/api/documents/${id}/fields/counterparty/feedback`, {
        verdict: "down",
        correctedValue: "PT Lain",
      }),
      "NOT_FOUND",
    );
    expectRefused(await call(cfo, "POST", `/api/documents/${ids.legalFile}/retry`), "NOT_FOUND");
    expectRefused(
      await call(cfo, "POST", "/api/documents/move", {
        organizationId,
        documentIds: [id],
        projectId: null,
      }),
      "NOT_FOUND",
    );
    expectRefused(await call(cfo, "DELETE", `/api/documents/${id}`), "NOT_FOUND");
    expect((await call(owner, "GET", `/api/documents/${id}`)).json().user_friendly_name).toBeNull();
  });

  it("answers FORBIDDEN to changes of an accounting document it only reads", async () => {
    const id = ids.invoice;
    expectRefused(
      await call(cfo, "PATCH", `/api/documents/${id}`, { user_friendly_name: "Milik saya" }),
      "FORBIDDEN",
    );
    expectRefused(
      await call(cfo, "POST", `/api/documents/${id}/star`, { starred: true }),
      "FORBIDDEN",
    );
    expectRefused(
      await call(cfo, "POST", `/api/documents/${id}/fields/vendor/feedback`, {
        verdict: "down",
        correctedValue: "PT Lain",
      }),
      "FORBIDDEN",
    );
    expectRefused(
      await call(cfo, "POST", "/api/documents/move", {
        organizationId,
        documentIds: [id],
        projectId: null,
      }),
      "FORBIDDEN",
    );
    expectRefused(await call(cfo, "DELETE", `/api/documents/${id}`), "FORBIDDEN");
    expect(await listedIds(owner, `&projectId=${ids.project}`)).toContain(id);
  });

  it("lets the same member change accounting documents once given write, at once", async () => {
    await grant(cfo, "accounting", "write");
    const renamed = await call(cfo, "PATCH", `/api/documents/${ids.invoice}`, {
      user_friendly_name: "Listrik Oktober",
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const uploaded = await upload(subject.app, cfo, {
      bytes: csv("Air"),
      filename: "air.csv",
      organizationId,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const legal = await upload(subject.app, cfo, {
      bytes: csv("Air"),
      filename: "air.csv",
      organizationId,
      vertical: "legal",
    });
    expectRefused(legal, "FORBIDDEN");
    await grant(cfo, "accounting", "read");
  });

  it("names no legal document when the member checks or uploads the same file as accounting", async () => {
    await grant(cfo, "accounting", "write");
    const legalBytes = csv("Kontrak");
    const checked = await call(cfo, "POST", "/api/check-duplicate", {
      organizationId,
      fileHash: sha256Hex(legalBytes),
      vertical: "accounting",
    });
    expect(checked.statusCode, checked.body).toBe(200);
    expect(checked.json()).toEqual({ isDuplicate: true, document: null });
    const uploaded = await upload(subject.app, cfo, {
      bytes: legalBytes,
      filename: "kontrak-lagi.csv",
      organizationId,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(409);
    expect(errorBodySchema.parse(uploaded.json()).error.code).toBe("CONFLICT");
    for (const answer of [checked.body, uploaded.body]) {
      expect(answer).not.toContain(ids.legalFile);
      expect(answer).not.toContain("kontrak.csv");
    }
    const ownerChecks = await call(owner, "POST", "/api/check-duplicate", {
      organizationId,
      fileHash: sha256Hex(legalBytes),
      vertical: "accounting",
    });
    expect(ownerChecks.json().document?.id).toBe(ids.legalFile);
    await grant(cfo, "accounting", "read");
  });

  it("does not let onboarding give the member a vertical they were not given", async () => {
    const response = await call(cfo, "POST", "/api/onboarding/complete", {
      organizationId,
      organization: { name: "Nama apa saja", type: "bpo" },
      profile: { roleLevel: "executive", primaryVertical: "both" },
      multiVertical: true,
    });
    expect(response.statusCode, response.body).toBe(200);
    expectRefused(await call(cfo, "GET", `/api/documents/${ids.contract}`), "NOT_FOUND");
    expectRefused(
      await call(cfo, "PATCH", `/api/documents/${ids.invoice}`, { user_friendly_name: "Lagi" }),
      "FORBIDDEN",
    );
  });

  it("gives the Owner both verticals whatever their own onboarding chose", async () => {
    await grant(owner, "accounting", "read");
    const response = await call(owner, "GET", "/api/organizations");
    const organizations = organizationListSchema.parse(response.json()).organizations;
    expect(organizations.find((each) => each.id === organizationId)?.verticalAccess).toEqual({
      read: ["accounting", "legal"],
      write: ["accounting", "legal"],
    });
    expect((await call(owner, "GET", `/api/documents/${ids.contract}`)).statusCode).toBe(200);
    const renamed = await call(owner, "PATCH", `/api/documents/${ids.contract}`, {
      user_friendly_name: "Sewa kantor",
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
  });
});

describe("exporting originals needs exportData (issue 16, hole 9)", () => {
  it("refuses an Accountant the originals, one or several, but not the preview", async () => {
    for (const id of [ids.accountingFile, ids.legalFile]) {
      expectRefused(await call(accountant, "GET", `/api/documents/${id}/file`), "FORBIDDEN");
      const preview = await call(accountant, "GET", `/api/documents/${id}/preview`);
      expect(preview.statusCode).not.toBe(403);
    }
    const cfoDownload = await call(cfo, "GET", `/api/documents/${ids.accountingFile}/file`);
    expect(cfoDownload.statusCode, cfoDownload.body).toBe(200);
    const ownerDownload = await call(owner, "GET", `/api/documents/${ids.legalFile}/file`);
    expect(ownerDownload.statusCode, ownerDownload.body).toBe(200);
  });
});
