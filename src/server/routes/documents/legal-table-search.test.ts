import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { documentListSchema } from "../../../contracts/documents.ts";
import { signUp, type SignedIn } from "../../../../test/support/accounts.ts";
import { insertDocument } from "../../../../test/support/documents.ts";
import { apiCaller, createOrganizationAs, type ApiCall } from "../../../../test/support/teams.ts";
import { createTestApp, type TestApp } from "../../../../test/support/test-app.ts";

let subject: TestApp;
let call: ApiCall;
let owner: SignedIn;
let organizationId: string;
const ids: Record<string, string> = {};

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 60 * 60 * 1000);

/**
 * W a warehouse lease in Indonesian with PT Sumber Makmur Abadi, uploaded last;
 * V a vehicle rental in Indonesian, uploaded before it;
 * N a mutual NDA under California law, uploaded first.
 * Another organization holds a lease with the same party, which must never be listed.
 */
async function seed(outsiderOrganizationId: string) {
  const db = subject.database.db;
  const contract = { organizationId, type: "contract" as const };
  ids["W"] = await insertDocument(db, {
    ...contract,
    name: "ruko-bsd-c17.pdf",
    contractType: "lease",
    primaryParty: "PT Sumber Makmur Abadi",
    counterparty: "CV Tunas Harapan",
    uploadedAt: hoursAgo(1),
    content: "PERJANJIAN SEWA MENYEWA GUDANG\nPT Sumber Makmur Abadi menyewakan gudang di BSD.",
  });
  ids["V"] = await insertDocument(db, {
    ...contract,
    name: "pks-tmr-2025.pdf",
    contractType: "lease",
    primaryParty: "PT Trans Mandiri Raya",
    uploadedAt: hoursAgo(2),
    content:
      "PERJANJIAN SEWA KENDARAAN\nPihak Pertama menyewakan kendaraan (mobil) kepada Pihak Kedua.",
  });
  ids["N"] = await insertDocument(db, {
    ...contract,
    name: "meridian-mutual.pdf",
    contractType: "nda",
    governingLaw: "California",
    primaryParty: "Meridian Analytics Inc.",
    uploadedAt: hoursAgo(3),
    content:
      "MUTUAL NON-DISCLOSURE AGREEMENT\nThis Agreement is governed by the laws of the State of California.",
  });
  ids["elsewhere"] = await insertDocument(db, {
    organizationId: outsiderOrganizationId,
    type: "contract",
    name: "gudang-lain.pdf",
    contractType: "lease",
    primaryParty: "PT Sumber Makmur Abadi",
    content: "PERJANJIAN SEWA MENYEWA GUDANG\nPT Sumber Makmur Abadi",
  });
}

beforeAll(async () => {
  subject = await createTestApp();
  call = apiCaller(subject.app);
  owner = await signUp(subject.app);
  organizationId = await createOrganizationAs(subject.app, owner);
  const outsider = await signUp(subject.app);
  await seed(await createOrganizationAs(subject.app, outsider));
});
afterAll(() => subject.close());

/** The legal table's request, as the web sends it while the user types. */
async function legalTable(q: string, sort = "relevance") {
  const response = await call(
    owner,
    "GET",
    `/api/documents?organizationId=${organizationId}&vertical=legal&sort=${sort}` +
      `&q=${encodeURIComponent(q)}`,
  );
  expect(response.statusCode, response.body).toBe(200);
  const page = documentListSchema.parse(response.json());
  return page.documents.map((document) => Object.keys(ids).find((key) => ids[key] === document.id));
}

describe("the legal table's search box", () => {
  it("finds what search finds: other languages, typos, understood filters", async () => {
    // "warehouse" is "gudang" in the lease; no name holds the English word.
    expect(await legalTable("warehouse")).toEqual(["W"]);
    expect(await legalTable("sumber makmr")).toEqual(["W"]);
    expect(await legalTable("NDA governed by California law")).toEqual(["N"]);
    expect(await legalTable("kontrak sewa")).toEqual(["W", "V"]);
  });

  it("still matches a part of a name, and typed wildcards only as themselves", async () => {
    expect(await legalTable("bsd-c1")).toEqual(["W"]);
    expect(await legalTable("_")).toEqual([]);
    expect(await legalTable("%")).toEqual([]);
  });

  it("puts what answers best first by relevance, and keeps the chosen order otherwise", async () => {
    expect(await legalTable("sewa kendaraan")).toEqual(["V", "W"]);
    expect(await legalTable("sewa kendaraan", "uploaded_at_desc")).toEqual(["W", "V"]);
  });
});
