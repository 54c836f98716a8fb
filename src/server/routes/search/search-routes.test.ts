import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorBodySchema } from "../../../contracts/errors.ts";
import { mentionListSchema, searchResponseSchema } from "../../../contracts/search.ts";
import {
  asUser,
  personalOrganizationOf,
  signUp,
  type SignedIn,
} from "../../../../test/support/accounts.ts";
import { insertDocument } from "../../../../test/support/documents.ts";
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
  const db = subject.database.db;
  ids["plnOctober"] = await insertDocument(db, {
    organizationId,
    name: "Tagihan PLN Oktober 2025",
    type: "invoice",
    vendor: "PT PLN (Persero)",
    documentDate: "2025-10-20",
    totalAmount: "2500000.00",
    currency: "IDR",
    content: "PT PLN (Persero) Tagihan listrik pascabayar. Pemakaian kWh bulan Oktober 2025.",
  });
  ids["plnSmall"] = await insertDocument(db, {
    organizationId,
    name: "Tagihan PLN gudang",
    type: "invoice",
    vendor: "PT PLN (Persero)",
    documentDate: "2025-10-05",
    totalAmount: "1200000.00",
    currency: "IDR",
    content: "PT PLN (Persero) Tagihan listrik gudang.",
  });
  ids["restaurant"] = await insertDocument(db, {
    organizationId,
    name: "Struk makan siang",
    type: "receipt",
    vendor: "Rumah Makan Sederhana",
    documentDate: "2025-10-12",
    totalAmount: "185000.00",
    currency: "IDR",
    content: "Rumah Makan Sederhana. Nasi rendang 2, es teh 2. Tunai 200.000 Kembali 15.000.",
  });
  ids["nda"] = await insertDocument(db, {
    organizationId,
    name: "Mutual NDA Acme",
    type: "contract",
    contractType: "nda",
    documentTitle: "Mutual Non-Disclosure Agreement",
    primaryParty: "PT Berkas Digital",
    counterparty: "Acme Inc.",
    governingLaw: "State of California",
    effectiveDate: "2024-07-01",
    expiryDate: "2026-06-30",
    content:
      "This Mutual Non-Disclosure Agreement is governed by the laws of the State of California.",
  });
  ids["lease"] = await insertDocument(db, {
    organizationId,
    name: "Perjanjian Sewa Ruko BSD",
    type: "contract",
    contractType: "lease",
    documentTitle: "Perjanjian Sewa Menyewa Ruko",
    primaryParty: "Budi Santoso",
    counterparty: "CV Tunas Harapan",
    governingLaw: "Republik Indonesia",
    effectiveDate: "2025-01-01",
    expiryDate: "2026-12-31",
    content:
      "PIHAK PERTAMA menyewakan kepada PIHAK KEDUA sebuah ruko. Jangka waktu sewa dua tahun.",
  });
  ids["sumberMakmur"] = await insertDocument(db, {
    organizationId,
    name: "INV-SMA-2025-11-0153",
    type: "invoice",
    vendor: "PT Sumber Makmur Abadi",
    documentDate: "2025-11-07",
    dueDate: "2025-11-21",
    totalAmount: "3537847.00",
    currency: "IDR",
    content: "FAKTUR PT Sumber Makmur Abadi. Pembayaran paling lambat 21 November 2025.",
  });
  ids["telkomsel"] = await insertDocument(db, {
    organizationId,
    name: "Tagihan Halo November",
    type: "billing statement",
    vendor: "PT Telekomunikasi Selular (Telkomsel)",
    documentDate: "2025-11-03",
    totalAmount: "349000.00",
    currency: "IDR",
    content: "Telkomsel Halo. Tagihan bulanan periode Oktober 2025.",
  });
  ids["theirs"] = await insertDocument(db, {
    organizationId: strangerOrganizationId,
    name: "Faktur Sumber Makmur",
    type: "invoice",
    vendor: "PT Sumber Makmur Abadi",
    documentDate: "2025-11-10",
    dueDate: "2025-11-21",
    totalAmount: "900000.00",
    currency: "IDR",
    content: "FAKTUR PT Sumber Makmur Abadi untuk pelanggan lain.",
  });
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
