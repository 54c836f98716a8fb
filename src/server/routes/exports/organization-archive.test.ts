import JSZip from "jszip";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUp, type SignedIn } from "../../../../test/support/accounts.ts";
import { insertDocument } from "../../../../test/support/documents.ts";
import { apiCaller, createTeamAs, type ApiCall } from "../../../../test/support/teams.ts";
import { createTestApp, type TestApp } from "../../../../test/support/test-app.ts";
import { fixture, sha256Hex, uploadNew } from "../../../../test/support/uploads.ts";

let subject: TestApp;
let call: ApiCall;
let owner: SignedIn;
let cfo: SignedIn;
let accountant: SignedIn;
let organizationId: string;

beforeAll(async () => {
  subject = await createTestApp();
  call = apiCaller(subject.app);
  [owner, cfo, accountant] = [
    await signUp(subject.app, undefined, "Siti Pemilik"),
    await signUp(subject.app),
    await signUp(subject.app),
  ];
  ({ organizationId } = await createTeamAs(subject.app, subject.database, {
    owner,
    cfo,
    accountant,
  }));
});
afterAll(() => subject.close());

const archiveUrl = (id: string) => `/api/organizations/${id}/archive`;

describe("GET /api/organizations/:id/archive", () => {
  it("gives the Owner every document, its original and the organization's data in one ZIP", async () => {
    const invoiceBytes = fixture("invoice-en.pdf");
    const uploaded = await uploadNew(subject.app, owner, {
      bytes: invoiceBytes,
      filename: "faktur-maret.pdf",
      organizationId,
    });
    const contract = await insertDocument(subject.database.db, {
      organizationId,
      name: "Perjanjian sewa gudang",
      type: "contract",
      content: "Pihak pertama menyewakan gudang",
    });

    const response = await call(owner, "GET", archiveUrl(organizationId));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-type"]).toBe("application/zip");
    expect(response.headers["content-disposition"]).toContain("berkas-archive_");
    const zip = await JSZip.loadAsync(response.rawPayload);

    const names = Object.keys(zip.files);
    expect(names).toEqual(
      expect.arrayContaining([
        "README.txt",
        "organization.json",
        "projects.json",
        "documents.jsonl",
        "manifest.json",
        "audit-log.jsonl",
        `originals/${uploaded}-faktur-maret.pdf`,
      ]),
    );
    const original = await zip.file(`originals/${uploaded}-faktur-maret.pdf`)!.async("uint8array");
    expect(sha256Hex(original)).toBe(sha256Hex(invoiceBytes));

    const lines = (await zip.file("documents.jsonl")!.async("string")).trim().split("\n");
    const rows = lines.map((line) => JSON.parse(line) as { id: string; content: string });
    expect(rows.map((row) => row.id).sort()).toEqual([uploaded, contract].sort());
    expect(rows.find((row) => row.id === contract)?.content).toBe(
      "Pihak pertama menyewakan gudang",
    );
    // The inserted contract's file was never stored: listed as missing, not dropped.
    const manifest = JSON.parse(await zip.file("manifest.json")!.async("string"));
    expect(manifest).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: uploaded, missing: false }),
        expect.objectContaining({ id: contract, missing: true, file: null }),
      ]),
    );

    const organization = JSON.parse(await zip.file("organization.json")!.async("string"));
    expect(organization.organization.id).toBe(organizationId);
    expect(organization.members.map((each: { email: string }) => each.email).sort()).toEqual(
      [owner.email, cfo.email, accountant.email].sort(),
    );
    const audit = await zip.file("audit-log.jsonl")!.async("string");
    expect(audit).toContain('"actionType":"document_uploaded"');
  });

  it("is the Owner's alone: a CFO or an Accountant is refused, another organization sees nothing", async () => {
    for (const person of [cfo, accountant]) {
      const refused = await call(person, "GET", archiveUrl(organizationId));
      expect(refused.statusCode).toBe(403);
    }
    const rival = await signUp(subject.app);
    const hidden = await call(rival, "GET", archiveUrl(organizationId));
    expect(hidden.statusCode).toBe(404);
    expect(hidden.body).not.toContain(organizationId);
  });
});
