import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { documentListSchema, moveDocumentsResponseSchema } from "../../../contracts/documents.ts";
import { errorBodySchema } from "../../../contracts/errors.ts";
import { projectListSchema, projectSchema } from "../../../contracts/projects.ts";
import {
  personalOrganizationOf,
  signUp,
  type SignedIn,
} from "../../../../test/support/accounts.ts";
import { insertDocument } from "../../../../test/support/documents.ts";
import { apiCaller, createTeamAs, type ApiCall } from "../../../../test/support/teams.ts";
import { createTestApp, type TestApp } from "../../../../test/support/test-app.ts";
import { upload } from "../../../../test/support/uploads.ts";

let subject: TestApp;
let call: ApiCall;
let owner: SignedIn;
let accountant: SignedIn;
let outsider: SignedIn;
let organizationId: string;
let outsiderOrganizationId: string;

beforeAll(async () => {
  subject = await createTestApp();
  call = apiCaller(subject.app);
  owner = await signUp(subject.app);
  accountant = await signUp(subject.app);
  outsider = await signUp(subject.app);
  const cfo = await signUp(subject.app);
  ({ organizationId } = await createTeamAs(subject.app, subject.database, {
    owner,
    cfo,
    accountant,
  }));
  outsiderOrganizationId = await personalOrganizationOf(subject.app, outsider);
});
afterAll(() => subject.close());

async function createProject(person: SignedIn, name: string, inOrganization = organizationId) {
  const response = await call(person, "POST", "/api/projects", {
    organizationId: inOrganization,
    name,
  });
  expect(response.statusCode, response.body).toBe(201);
  return projectSchema.parse(response.json());
}

async function projects(person = owner) {
  const response = await call(person, "GET", `/api/projects?organizationId=${organizationId}`);
  expect(response.statusCode, response.body).toBe(200);
  return projectListSchema.parse(response.json()).projects;
}

async function listed(query: string) {
  const response = await call(
    owner,
    "GET",
    `/api/documents?organizationId=${organizationId}&sort=name_asc&${query}`,
  );
  expect(response.statusCode, response.body).toBe(200);
  return documentListSchema.parse(response.json()).documents.map((document) => document.name);
}

const newDocuments = (...names: string[]) =>
  Promise.all(names.map((name) => insertDocument(subject.database.db, { organizationId, name })));

const move = (person: SignedIn, documentIds: string[], projectId: string | null) =>
  call(person, "POST", "/api/documents/move", { organizationId, documentIds, projectId });

describe("projects", () => {
  it("are created, listed by name with their document counts, and renamed by any member", async () => {
    const tax = await createProject(accountant, "  Pajak 2025 ");
    expect(tax).toMatchObject({ name: "Pajak 2025", organization_id: organizationId });
    await createProject(owner, "Audit");
    const [invoice] = await newDocuments("faktur-pajak.pdf");
    expect((await move(accountant, [invoice!], tax.id)).statusCode).toBe(200);

    expect(
      (await projects(accountant)).map(({ name, document_count }) => [name, document_count]),
    ).toEqual([
      ["Audit", 0],
      ["Pajak 2025", 1],
    ]);

    const renamed = await call(accountant, "PATCH", `/api/projects/${tax.id}`, {
      name: "Pajak Tahunan",
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(projectSchema.parse(renamed.json())).toMatchObject({
      name: "Pajak Tahunan",
      document_count: 1,
    });
  });

  it("keep names unique in an organization whatever their case, but not across organizations", async () => {
    const first = await createProject(owner, "Kontrak Vendor");
    const again = await call(owner, "POST", "/api/projects", {
      organizationId,
      name: "KONTRAK vendor",
    });
    expect(again.statusCode).toBe(409);
    expect(errorBodySchema.parse(again.json()).error.code).toBe("CONFLICT");

    const other = await createProject(owner, "Kontrak Pelanggan");
    const clash = await call(owner, "PATCH", `/api/projects/${other.id}`, {
      name: "kontrak vendor",
    });
    expect(clash.statusCode).toBe(409);
    const ownCase = await call(owner, "PATCH", `/api/projects/${first.id}`, {
      name: "Kontrak VENDOR",
    });
    expect(ownCase.statusCode, ownCase.body).toBe(200);

    await createProject(outsider, "Kontrak Vendor", outsiderOrganizationId);
    const empty = await call(owner, "POST", "/api/projects", { organizationId, name: "   " });
    expect(empty.statusCode).toBe(400);
  });

  it("when deleted, move their documents out and never delete them", async () => {
    const project = await createProject(owner, "Sementara");
    const documentIds = await newDocuments("sementara-1.pdf", "sementara-2.pdf");
    expect((await move(owner, documentIds, project.id)).statusCode).toBe(200);
    expect(await listed(`projectId=${project.id}`)).toEqual(["sementara-1.pdf", "sementara-2.pdf"]);

    const deleted = await call(accountant, "DELETE", `/api/projects/${project.id}`);
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect((await projects()).map((found) => found.id)).not.toContain(project.id);
    expect(await listed(`projectId=${project.id}`)).toEqual([]);
    expect(await listed("projectId=none&q=sementara")).toEqual([
      "sementara-1.pdf",
      "sementara-2.pdf",
    ]);
    expect((await call(owner, "DELETE", `/api/projects/${project.id}`)).statusCode).toBe(404);
  });
});

describe("POST /api/documents/move", () => {
  it("moves documents into a project and out again, and the list filters by project", async () => {
    const project = await createProject(owner, "Sewa Gedung");
    const [lease, deposit] = await newDocuments("sewa.pdf", "deposit.pdf", "lain.pdf");
    const moved = await move(accountant, [lease!, deposit!, lease!], project.id);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moveDocumentsResponseSchema.parse(moved.json())).toEqual({ movedCount: 2 });
    expect(await listed(`projectId=${project.id}`)).toEqual(["deposit.pdf", "sewa.pdf"]);
    expect(await listed("projectId=none&q=lain")).toEqual(["lain.pdf"]);

    expect((await move(owner, [deposit!], null)).statusCode).toBe(200);
    expect(await listed(`projectId=${project.id}`)).toEqual(["sewa.pdf"]);
  });

  it("moves nothing when one id is not the organization's, or the project is another's", async () => {
    const project = await createProject(owner, "Ketat");
    const [mine] = await newDocuments("milik-kami.pdf");
    const theirs = await insertDocument(subject.database.db, {
      organizationId: outsiderOrganizationId,
      name: "milik-mereka.pdf",
    });
    const theirProject = await createProject(outsider, "Proyek Mereka", outsiderOrganizationId);

    for (const [documentIds, projectId] of [
      [[mine!, theirs], project.id],
      [[mine!, randomUUID()], project.id],
      [[mine!, "not-a-uuid"], project.id],
      [[mine!], theirProject.id],
      [[mine!], "no-such-project"],
    ] as const) {
      const response = await move(owner, [...documentIds], projectId);
      expect(response.statusCode, JSON.stringify(documentIds)).toBe(404);
      expect(errorBodySchema.parse(response.json()).error.code).toBe("NOT_FOUND");
    }
    expect(await listed(`projectId=${project.id}`)).toEqual([]);
    const untouched = await call(outsider, "GET", `/api/documents/${theirs}`);
    expect(untouched.json()).toMatchObject({ project_id: null });
  });

  it("caps how many documents one move names", async () => {
    const response = await move(
      owner,
      Array.from({ length: 101 }, () => randomUUID()),
      null,
    );
    expect(response.statusCode).toBe(400);
  });
});

// Uploads into the repository and its folders: repository-routes.test.ts.
describe("uploading into a project", () => {
  it("accepts a project of the organization and refuses another's", async () => {
    const project = await createProject(owner, "Unggahan");
    const csv = (marker: string) => Buffer.from(`Tanggal;Jumlah\n01/06/2025;${marker}\n`);
    const into = await upload(subject.app, owner, {
      bytes: csv(randomUUID()),
      filename: "ke-proyek.csv",
      organizationId,
      extraFields: { projectId: project.id },
    });
    expect(into.statusCode, into.body).toBe(200);
    expect(await listed(`projectId=${project.id}`)).toEqual(["ke-proyek.csv"]);

    const theirProject = await createProject(outsider, "Bukan Milikmu", outsiderOrganizationId);
    const refused = await upload(subject.app, owner, {
      bytes: csv(randomUUID()),
      filename: "salah-proyek.csv",
      organizationId,
      extraFields: { projectId: theirProject.id },
    });
    expect(refused.statusCode).toBe(404);
    expect(await listed("q=salah-proyek")).toEqual([]);
  });
});

describe("another organization", () => {
  it("sees no project and changes none: every project call is a 404", async () => {
    const project = await createProject(owner, "Rahasia Perusahaan");
    const [document] = await newDocuments("rahasia.pdf");
    for (const [method, url, payload] of [
      ["GET", `/api/projects?organizationId=${organizationId}`],
      ["POST", "/api/projects", { organizationId, name: "Susupan" }],
      ["PATCH", `/api/projects/${project.id}`, { name: "Diambil alih" }],
      ["DELETE", `/api/projects/${project.id}`],
      ["POST", "/api/documents/move", { organizationId, documentIds: [document], projectId: null }],
    ] as const) {
      const response = await call(outsider, method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    const names = (await projects()).map((found) => found.name);
    expect(names).toContain("Rahasia Perusahaan");
    expect(names).not.toContain("Susupan");
  });
});
