import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { standardsCheckSchema } from "../../../contracts/standards-check.ts";
import {
  personalOrganizationOf,
  signUp,
  type SignedIn,
} from "../../../../test/support/accounts.ts";
import { insertDocument } from "../../../../test/support/documents.ts";
import { apiCaller, createTeamAs, joinAs, type ApiCall } from "../../../../test/support/teams.ts";
import { createTestApp, type TestApp } from "../../../../test/support/test-app.ts";
import { userVerticalPermissions } from "../../db/schema/accounts.ts";
import { legalClauses } from "../../db/schema/legal.ts";
import { CATEGORIES } from "../../../../eval/standards-check/clause-texts.ts";

let subject: TestApp;
let call: ApiCall;
let owner: SignedIn;
let accountant: SignedIn;
let clerk: SignedIn;
let outsider: SignedIn;
let organizationId: string;
let contractId: string;
let invoiceId: string;

const byName = (name: string) => CATEGORIES.find((category) => category.category === name)!;

beforeAll(async () => {
  subject = await createTestApp();
  call = apiCaller(subject.app);
  [owner, accountant, clerk, outsider] = (await Promise.all(
    Array.from({ length: 4 }, () => signUp(subject.app)),
  )) as [SignedIn, SignedIn, SignedIn, SignedIn];
  const cfo = await signUp(subject.app);
  ({ organizationId } = await createTeamAs(subject.app, subject.database, {
    owner,
    cfo,
    accountant,
  }));
  await joinAs(subject.database, organizationId, clerk, "level_3");
  await subject.database.db.insert(userVerticalPermissions).values({
    userId: clerk.userId,
    organizationId,
    vertical: "accounting",
    accessLevel: "write",
  });
  const approved = ["confidentiality", "governing_law", "dispute_resolution"].map((name) => {
    const category = byName(name);
    return {
      organizationId,
      category: name,
      titleEn: category.title.en,
      titleId: category.title.id,
      bodyEn: category.standard.en,
      bodyId: category.standard.id,
      approved: true,
    };
  });
  const proposal = byName("liability");
  await subject.database.db.insert(legalClauses).values([
    ...approved,
    {
      organizationId,
      category: "liability",
      titleEn: proposal.title.en,
      titleId: proposal.title.id,
      bodyEn: proposal.standard.en,
      bodyId: proposal.standard.id,
      approved: false,
    },
  ]);
  contractId = await insertDocument(subject.database.db, {
    organizationId,
    name: "Perjanjian Kerja Sama Distribusi",
    type: "contract",
    content: [
      "PERJANJIAN KERJA SAMA",
      `Pasal 1\nKERAHASIAAN\n${byName("confidentiality").standard.id}`,
      // The usual redline: the standard's words, another country's law.
      "Pasal 2\nHUKUM YANG BERLAKU\nPerjanjian ini tunduk pada hukum Negara Republik Singapura.",
      `Pasal 3\nPEMBAYARAN\nPihak Kedua wajib membayar setiap tagihan dalam 14 (empat belas) hari.`,
    ].join("\n\n"),
  });
  invoiceId = await insertDocument(subject.database.db, {
    organizationId,
    name: "INV-77",
    type: "invoice",
    content: "INVOICE 77 Total Rp 1.000.000",
  });
});
afterAll(() => subject.close());

describe("GET /api/documents/:id/standards-check", () => {
  it("reads each approved category as present, deviating or missing, with both texts", async () => {
    const response = await call(owner, "GET", `/api/documents/${contractId}/standards-check`);
    expect(response.statusCode, response.body).toBe(200);
    const check = standardsCheckSchema.parse(response.json());
    expect(check.library_size).toBe(3);
    const byCategory = new Map(check.findings.map((finding) => [finding.category, finding]));
    // The unapproved liability clause is a proposal, not the standard.
    expect([...byCategory.keys()].sort()).toEqual([
      "confidentiality",
      "dispute_resolution",
      "governing_law",
    ]);
    expect(byCategory.get("confidentiality")).toMatchObject({
      status: "present",
      standard: { language: "id", title: "Kerahasiaan" },
    });
    expect(byCategory.get("confidentiality")!.found!.text).toContain("Pasal 1");
    expect(byCategory.get("governing_law")!.status).toBe("deviating");
    expect(byCategory.get("governing_law")!.found!.text).toContain("Republik Singapura");
    expect(byCategory.get("dispute_resolution")).toMatchObject({ status: "missing", found: null });
  });

  it("checks any document a member reads; one the library has nothing for gives missing", async () => {
    const response = await call(accountant, "GET", `/api/documents/${invoiceId}/standards-check`);
    expect(response.statusCode, response.body).toBe(200);
    const check = standardsCheckSchema.parse(response.json());
    expect(check.findings.every((finding) => finding.status === "missing")).toBe(true);
  });

  it("shows another organization nothing, and refuses a member without the legal vertical", async () => {
    const other = await call(outsider, "GET", `/api/documents/${contractId}/standards-check`);
    expect(other.statusCode).toBe(404);
    expect(other.body).not.toContain("merahasiakan");
    // The clerk reads accounting only: the contract is closed to them, the library too.
    expect(
      (await call(clerk, "GET", `/api/documents/${contractId}/standards-check`)).statusCode,
    ).toBe(404);
    const invoice = await call(clerk, "GET", `/api/documents/${invoiceId}/standards-check`);
    expect(invoice.statusCode).toBe(403);
    expect(invoice.body).not.toContain("merahasiakan");
  });

  it("has nothing to check against in an organization without a library", async () => {
    const own = await personalOrganizationOf(subject.app, outsider);
    const document = await insertDocument(subject.database.db, {
      organizationId: own,
      name: "NDA",
      type: "contract",
      content: byName("confidentiality").standard.en,
    });
    const response = await call(outsider, "GET", `/api/documents/${document}/standards-check`);
    expect(standardsCheckSchema.parse(response.json())).toEqual({
      document_id: document,
      library_size: 0,
      findings: [],
    });
  });
});
