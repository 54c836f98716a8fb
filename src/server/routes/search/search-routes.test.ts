import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorBodySchema } from "../../../contracts/errors.ts";
import { mentionListSchema, searchResponseSchema } from "../../../contracts/search.ts";
import {
  asUser,
  personalOrganizationOf,
  signUp,
  type SignedIn,
} from "../../../../test/support/accounts.ts";
import { seedSearchCorpus } from "../../../../test/support/search-corpus.ts";
import { createTestApp, type TestApp } from "../../../../test/support/test-app.ts";

const TODAY = "2025-11-20";
let subject: TestApp;
let owner: SignedIn;
let stranger: SignedIn;
let organizationId: string;
let strangerOrganizationId: string;
const ids: Record<string, string> = {};

async function search(person: SignedIn, q: string, extra = "") {
  const response = await subject.app.inject({
    url: `/api/search?q=${encodeURIComponent(q)}&today=${TODAY}${extra}`,
    headers: asUser(person),
  });
  expect(response.statusCode, response.body).toBe(200);
  return searchResponseSchema.parse(response.json());
}

const found = async (q: string, person = owner) =>
  (await search(person, q)).results.map((result) => result.id);

beforeAll(async () => {
  subject = await createTestApp();
  owner = await signUp(subject.app);
  stranger = await signUp(subject.app);
  organizationId = await personalOrganizationOf(subject.app, owner);
  strangerOrganizationId = await personalOrganizationOf(subject.app, stranger);
  Object.assign(
    ids,
    await seedSearchCorpus(subject.database.db, organizationId, strangerOrganizationId),
  );
});
afterAll(() => subject.close());

describe("GET /api/search", () => {
  it("filters by type, vendor, period and amount from an Indonesian sentence", async () => {
    const response = await search(owner, "faktur PLN bulan lalu di atas 2 juta");
    expect(response.results.map((result) => result.id)).toEqual([ids["plnOctober"]]);
    expect(response.total).toBe(1);
    expect(response.parsed.filters).toMatchObject({
      types: ["invoice"],
      date: { from: "2025-10-01", to: "2025-10-31" },
      amount: { min: 2_000_000, max: null },
    });
    expect(response.parsed.chips.length).toBeGreaterThanOrEqual(3);
    expect(response.results[0]).toMatchObject({
      name: "Tagihan PLN Oktober 2025",
      vendor: "PT PLN (Persero)",
      date: "2025-10-20",
      total_amount: 2_500_000,
      currency: "IDR",
    });
  });

  it("finds invoices due this week, and contracts ending next year", async () => {
    expect(await found("unpaid invoices due this week")).toEqual([ids["sumberMakmur"]]);
    expect(new Set(await found("kontrak yang berakhir tahun depan"))).toEqual(
      new Set([ids["nda"], ids["lease"]]),
    );
  });

  it("matches across languages: restaurants ↔ rumah makan, lease ↔ sewa, electricity ↔ listrik", async () => {
    expect(await found("receipts from restaurants in October 2025")).toEqual([ids["restaurant"]]);
    expect((await found("lease"))[0]).toBe(ids["lease"]);
    const electricity = await found("electricity");
    expect(new Set(electricity)).toEqual(new Set([ids["plnOctober"], ids["plnSmall"]]));
  });

  it("finds by governing law and contract type, and by vendor words", async () => {
    expect(await found("NDA governed by California law")).toEqual([ids["nda"]]);
    expect(await found("tagihan telkomsel")).toEqual([ids["telkomsel"]]);
  });

  it("finds a word while it is still being typed", async () => {
    expect(await found("telkoms")).toEqual([ids["telkomsel"]]);
    expect(await found("sumber mak")).toContain(ids["sumberMakmur"]);
  });

  it("forgives a typo in a vendor's name", async () => {
    expect((await found("sumber makmr"))[0]).toBe(ids["sumberMakmur"]);
  });

  it("highlights the matched words in the snippet", async () => {
    const [first] = (await search(owner, "listrik gudang")).results;
    expect(first?.id).toBe(ids["plnSmall"]);
    expect(first?.snippet).toContain("\u0002gudang\u0003");
  });

  it("lists everything newest first for an empty query, and pages", async () => {
    const all = await search(owner, "", "&limit=3");
    expect(all.total).toBe(7);
    expect(all.results.map((result) => result.date)).toEqual([
      "2025-11-07",
      "2025-11-03",
      "2025-10-20",
    ]);
    const next = await search(owner, "", "&limit=3&offset=3");
    expect(next.results).toHaveLength(3);
    expect(next.results.some((result) => all.results.some((seen) => seen.id === result.id))).toBe(
      false,
    );
    const legal = await search(owner, "", "&vertical=legal");
    expect(new Set(legal.results.map((result) => result.id))).toEqual(
      new Set([ids["nda"], ids["lease"]]),
    );
  });

  it("never shows another organization's documents", async () => {
    expect(await found("sumber makmur")).not.toContain(ids["theirs"]);
    expect(await found("sumber makmur", stranger)).toEqual([ids["theirs"]]);
    const foreign = await subject.app.inject({
      url: `/api/search?q=faktur&organizationId=${strangerOrganizationId}`,
      headers: asUser(owner),
    });
    expect(foreign.statusCode).toBe(404);
    expect(errorBodySchema.parse(foreign.json()).error.code).toBe("NOT_FOUND");
  });

  it("refuses a page larger than the limit", async () => {
    const response = await subject.app.inject({
      url: "/api/search?q=faktur&limit=500",
      headers: asUser(owner),
    });
    expect(response.statusCode).toBe(400);
  });
});

describe("GET /api/legal/document-mentions", () => {
  it("offers the organization's documents that match, as mention items", async () => {
    const response = await subject.app.inject({
      url: `/api/legal/document-mentions?q=sewa&limit=8&organizationId=${organizationId}`,
      headers: asUser(owner),
    });
    expect(response.statusCode, response.body).toBe(200);
    const { mentions } = mentionListSchema.parse(response.json());
    expect(mentions[0]).toMatchObject({
      id: ids["lease"],
      title: "Perjanjian Sewa Menyewa Ruko",
      type: "uploaded_document",
      contract_type: "lease",
    });
    expect(mentions.length).toBeLessThanOrEqual(8);
    expect(mentions.map((mention) => mention.id)).not.toContain(ids["theirs"]);
  });
});
