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
import { insertDocument } from "../../../../test/support/documents.ts";

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
    expect((await found("NDA governed by California law"))[0]).toBe(ids["nda"]);
    expect((await found("tagihan telkomsel"))[0]).toBe(ids["telkomsel"]);
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

describe("GET /api/search: filters guessed from words rank; stated ones hold until nothing meets them", () => {
  let person: SignedIn;
  const mine: Record<string, string> = {};
  beforeAll(async () => {
    person = await signUp(subject.app);
    const organization = await personalOrganizationOf(subject.app, person);
    // November's internet bill, dated at the end of October and due in November.
    mine.internet = await insertDocument(subject.database.db, {
      organizationId: organization,
      name: "Tagihan internet",
      type: "billing statement",
      vendor: "PT Jaringan Cepat",
      documentDate: "2025-10-28",
      dueDate: "2025-11-12",
      totalAmount: "450000.00",
      currency: "IDR",
      content: "Tagihan layanan internet kantor. Jatuh tempo 12 November 2025.",
    });
    // A water bill dated in November, which never calls itself a "tagihan".
    mine.water = await insertDocument(subject.database.db, {
      organizationId: organization,
      name: "Rekening air",
      type: "billing statement",
      vendor: "Perumda Air Contoh",
      documentDate: "2025-11-05",
      dueDate: "2025-11-25",
      totalAmount: "180000.00",
      currency: "IDR",
      content: "Rekening air bulan Oktober 2025. Pemakaian 25 m3.",
    });
    // A meal read as an invoice: the guessed type "receipt" must not hide it.
    mine.meal = await insertDocument(subject.database.db, {
      organizationId: organization,
      name: "Nota rumah makan",
      type: "invoice",
      vendor: "Rumah Makan Minang Jaya",
      documentDate: "2025-11-02",
      totalAmount: "275000.00",
      currency: "IDR",
      content: "Rumah Makan Minang Jaya. Nasi rendang 2, teh manis 2.",
    });
  });

  it("a guessed type ranks instead of hiding a document whose words match", async () => {
    const response = await search(person, "struk rumah makan");
    expect(response.results[0]?.id).toBe(mine["meal"]);
    expect(response.relaxed).toEqual([]);
    expect(response.notice).toBeNull();
  });

  it("a month matches the due date too, and says which date matched", async () => {
    const response = await search(person, "tagihan internet november 2025");
    expect(response.results[0]).toMatchObject({
      id: mine["internet"],
      matched_date: { on: "due_date", date: "2025-11-12" },
    });
  });

  it("a month met by a document's own date ranks before one met only by its due date", async () => {
    // The internet bill's name says "tagihan"; the bills dated in November still come first.
    // (The meal read as an invoice is November's too, but a "tagihan" is a bill first.)
    const response = await search(person, "tagihan november 2025");
    const order = response.results.map((result) => result.id);
    expect(order[0]).toBe(mine["water"]);
    const internet = response.results.find((result) => result.id === mine["internet"]);
    expect(internet?.matched_date).toEqual({ on: "due_date", date: "2025-11-12" });
  });

  it("a stated amount holds while documents meet it", async () => {
    const response = await search(person, "rumah makan di atas 200 ribu");
    expect(response.results.map((result) => result.id)).toEqual([mine["meal"]]);
    expect(response.parsed.explicit).toEqual(["amount"]);
    expect(response.relaxed).toEqual([]);
  });

  it("relaxes a stated amount nothing meets, and says so in English and Indonesian", async () => {
    const response = await search(person, "rumah makan di atas 5 juta");
    expect(response.results.map((result) => result.id)).toEqual([mine["meal"]]);
    expect(response.relaxed).toEqual([{ filter: "amount", words: "di atas 5 juta" }]);
    expect(response.notice?.en).toBe(
      "No document meets “di atas 5 juta”, so these match the rest of your search.",
    );
    expect(response.notice?.id).toBe(
      "Tidak ada dokumen yang memenuhi “di atas 5 juta”, jadi yang ditampilkan cocok dengan sisa pencarian Anda.",
    );
  });

  it("holds a filter the user fixed, and relaxes it by name when nothing meets it", async () => {
    const kept = await search(person, "struk rumah makan", "&strict=types");
    expect(kept.relaxed).toEqual([{ filter: "types", words: "struk" }]);
    expect(kept.results.map((result) => result.id)).toEqual([mine["meal"]]);
    const held = await search(person, "tagihan internet", "&strict=types");
    expect(held.results.map((result) => result.id)).toEqual([mine["internet"]]);
    expect(held.relaxed).toEqual([]);
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
