import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { documentListSchema } from "../../../contracts/documents.ts";
import { errorBodySchema } from "../../../contracts/errors.ts";
import {
  repositoryFolderListSchema,
  repositoryFolderSchema,
} from "../../../contracts/repository.ts";
import {
  personalOrganizationOf,
  signUp,
  type SignedIn,
} from "../../../../test/support/accounts.ts";
import { apiCaller, type ApiCall } from "../../../../test/support/teams.ts";
import { createTestApp, type TestApp } from "../../../../test/support/test-app.ts";
import { upload } from "../../../../test/support/uploads.ts";

let subject: TestApp;
let call: ApiCall;
let owner: SignedIn;
let outsider: SignedIn;
let organizationId: string;
let outsiderOrganizationId: string;

beforeAll(async () => {
  subject = await createTestApp();
  call = apiCaller(subject.app);
  owner = await signUp(subject.app);
  outsider = await signUp(subject.app);
  organizationId = await personalOrganizationOf(subject.app, owner);
  outsiderOrganizationId = await personalOrganizationOf(subject.app, outsider);
});
afterAll(() => subject.close());

async function createFolder(person: SignedIn, name: string, inOrganization: string) {
  const response = await call(person, "POST", "/api/repository-folders", {
    organizationId: inOrganization,
    name,
  });
  expect(response.statusCode, response.body).toBe(201);
  return repositoryFolderSchema.parse(response.json());
}

const csv = () => Buffer.from(`Tanggal;Jumlah\n01/06/2025;${randomUUID()}\n`);

async function uploadTo(filename: string, extraFields: Record<string, string>) {
  return upload(subject.app, owner, {
    bytes: csv(),
    filename,
    organizationId,
    vertical: "legal",
    extraFields,
  });
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

describe("repository folders", () => {
  it("creates folders with names unique whatever their case, and lists them with their counts", async () => {
    await createFolder(owner, "Templat Kontrak", organizationId);
    await createFolder(owner, "Akta Perusahaan", organizationId);
    const clash = await call(owner, "POST", "/api/repository-folders", {
      organizationId,
      name: "templat kontrak",
    });
    expect(clash.statusCode).toBe(409);
    expect(errorBodySchema.parse(clash.json()).error.code).toBe("CONFLICT");

    const list = repositoryFolderListSchema.parse(
      (await call(owner, "GET", `/api/repository-folders?organizationId=${organizationId}`)).json(),
    );
    expect(list.folders.map((folder) => [folder.name, folder.document_count])).toEqual([
      ["Akta Perusahaan", 0],
      ["Templat Kontrak", 0],
    ]);
  });

  it("takes uploads into the repository and its folders, and the list filters by them", async () => {
    const folder = await createFolder(owner, "Kebijakan Internal", organizationId);
    const loose = await uploadTo("repositori-lepas.csv", { isRepository: "true" });
    expect(loose.statusCode, loose.body).toBe(200);
    const filed = await uploadTo("repositori-map.csv", {
      isRepository: "true",
      repositoryFolderId: folder.id,
    });
    expect(filed.statusCode, filed.body).toBe(200);
    const working = await uploadTo("dokumen-kerja.csv", {});
    expect(working.statusCode, working.body).toBe(200);

    expect(await listed("isRepository=true")).toEqual([
      "repositori-lepas.csv",
      "repositori-map.csv",
    ]);
    expect(await listed(`repositoryFolderId=${folder.id}`)).toEqual(["repositori-map.csv"]);
    expect(await listed("isRepository=false&q=dokumen-kerja")).toEqual(["dokumen-kerja.csv"]);
    const list = repositoryFolderListSchema.parse(
      (await call(owner, "GET", `/api/repository-folders?organizationId=${organizationId}`)).json(),
    );
    expect(list.folders.find((each) => each.id === folder.id)?.document_count).toBe(1);
  });

  it("refuses a folder without isRepository, and a folder that is not the organization's, keeping nothing", async () => {
    const theirs = await createFolder(outsider, "Milik Orang Lain", outsiderOrganizationId);
    const mine = await createFolder(owner, "Hanya Milik Saya", organizationId);

    const withoutFlag = await uploadTo("tanpa-tanda.csv", { repositoryFolderId: mine.id });
    expect(withoutFlag.statusCode).toBe(400);
    expect(errorBodySchema.parse(withoutFlag.json()).error.code).toBe("VALIDATION_FAILED");

    const foreign = await uploadTo("map-asing.csv", {
      isRepository: "true",
      repositoryFolderId: theirs.id,
    });
    expect(foreign.statusCode).toBe(404);
    expect(await listed("q=tanpa-tanda")).toEqual([]);
    expect(await listed("q=map-asing")).toEqual([]);
  });

  it("shows an outsider none of the folders and lets them create none here", async () => {
    const list = await call(
      outsider,
      "GET",
      `/api/repository-folders?organizationId=${organizationId}`,
    );
    expect(list.statusCode).toBe(404);
    const create = await call(outsider, "POST", "/api/repository-folders", {
      organizationId,
      name: "Susupan",
    });
    expect(create.statusCode).toBe(404);
  });
});
