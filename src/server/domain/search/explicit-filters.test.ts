import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SearchResponse } from "../../../contracts/search.ts";
import {
  personalOrganizationOf,
  signUp,
  type SignedIn,
} from "../../../../test/support/accounts.ts";
import { insertDocument } from "../../../../test/support/documents.ts";
import { createTestApp, type TestApp } from "../../../../test/support/test-app.ts";
import { namesOf, searchAs } from "../../../../test/support/search.ts";

/**
 * Issue 18: a filter the user states outright holds exactly, through the route the web app
 * calls. Stated in the words (an amount with a comparison word, in either language, with a
 * currency or a scale word) or fixed by the caller (`strict`, as a kept type chip or a
 * date-range control sends it). Runs on PGlite, or on PostgreSQL with TEST_DATABASE_URL.
 */
const TODAY = "2025-11-20";
let subject: TestApp;
let person: SignedIn;
const ids: Record<string, string> = {};

async function search(q: string, strict?: string): Promise<SearchResponse> {
  return searchAs(subject, person, q, TODAY, { limit: "50", ...(strict ? { strict } : {}) });
}

/** The answer's documents by the names the fixture gives them, in no order. */
async function named(q: string, strict?: string): Promise<string[]> {
  return namesOf(await search(q, strict), ids).sort();
}

beforeAll(async () => {
  subject = await createTestApp();
  person = await signUp(subject.app);
  const organizationId = await personalOrganizationOf(subject.app, person);
  const add = async (
    name: string,
    fields: Omit<Parameters<typeof insertDocument>[1], "organizationId" | "name">,
  ) => {
    ids[name] = await insertDocument(subject.database.db, { organizationId, name, ...fields });
  };
  const receipt = (
    total: string,
    date: string,
    content: string,
    currency: string | null = "IDR",
  ) => ({
    type: "receipt",
    totalAmount: total,
    currency,
    documentDate: date,
    content,
  });
  await add("kopi 75rb", receipt("75000.00", "2025-10-03", "Kedai kopi. Total Rp 75.000."));
  // A slip whose currency was not read counts as Rupiah, as the page shows its amount.
  await add(
    "warung 120rb",
    receipt("120000.00", "2025-10-11", "Warung makan. Total 120.000.", null),
  );
  await add("apotek 150rb", receipt("150000.00", "2025-09-14", "Apotek. Total Rp 150.000."));
  await add("toko 250rb", receipt("250000.00", "2025-06-02", "Toko bangunan. Total Rp 250.000."));
  await add("sewa 1jt", receipt("1000000.00", "2025-06-20", "Kuitansi sewa. Rp 1.000.000."));
  await add("servis 1,5jt", receipt("1500000.00", "2025-05-30", "Nota servis. Rp 1.500.000."));
  const invoice = (total: string, currency: string, date: string, content: string) => ({
    type: "invoice",
    totalAmount: total,
    currency,
    documentDate: date,
    content,
  });
  await add("usd 1000", invoice("1000.00", "USD", "2025-04-01", "Invoice. Total USD 1,000.00."));
  await add("usd 2500", invoice("2500.00", "USD", "2025-04-15", "Invoice. Total USD 2,500.00."));
  await add("sgd 800", invoice("800.00", "SGD", "2025-05-05", "Invoice. Total SGD 800.00."));
  await add(
    "idr 5jt",
    invoice("5000000.00", "IDR", "2025-03-01", "Faktur jasa. Total Rp 5.000.000."),
  );
  await add(
    "idr 20jt juni",
    invoice("20000000.00", "IDR", "2025-06-10", "Invoice jasa. Total Rp 20.000.000."),
  );
  // Dated in May, due in June: a month read from words matches it; a date control does not.
  await add("idr 8jt due juni", {
    ...invoice("8000000.00", "IDR", "2025-05-28", "Invoice jasa. Total Rp 8.000.000."),
    dueDate: "2025-06-27",
  });
  // An invoice whose text speaks of a receipt: the word finds it, a kept type chip does not.
  await add(
    "invoice lampiran struk",
    invoice("300000.00", "IDR", "2025-07-07", "Invoice. Lampiran: struk pembayaran toko."),
  );
  await add("lease 240jt", {
    type: "contract",
    contractType: "lease",
    currency: "IDR",
    documentDate: "2025-01-10",
    content: "Perjanjian sewa ruko. Harga sewa Rp 240.000.000.",
    extractedData: { fields: { contract_value: { value: 240_000_000 } } },
  });
});
afterAll(() => subject.close());

/** The Rupiah documents an amount holds for, whatever their kind; the kind guessed only ranks. */
const OVER_ONE_MILLION = [
  "idr 20jt juni",
  "idr 5jt",
  "idr 8jt due juni",
  "lease 240jt",
  "servis 1,5jt",
];

describe("GET /api/search: an amount with a comparison word holds exactly", () => {
  it("above and more than leave the figure out, in both languages and scale words", async () => {
    for (const q of [
      "struk di atas 1 juta",
      "struk lebih dari 1jt",
      "receipts above 1,000,000",
      "receipts more than 1 million",
    ]) {
      expect(await named(q), q).toEqual(OVER_ONE_MILLION);
      // The kind the words name comes first among them.
      expect((await search(q)).results[0]?.id, q).toBe(ids["servis 1,5jt"]);
    }
  });

  it("at least and minimal keep it", async () => {
    const atLeast = [...OVER_ONE_MILLION, "sewa 1jt"].sort();
    for (const q of [
      "struk minimal 1 jt",
      "struk paling sedikit 1.000.000",
      "receipts at least 1 juta",
    ]) {
      expect(await named(q), q).toEqual(atLeast);
    }
  });

  it("below and under leave it out; at most and maksimal keep it", async () => {
    const below = ["kopi 75rb", "warung 120rb"];
    for (const q of ["struk di bawah 150rb", "struk kurang dari 150 ribu", "receipts under 150k"]) {
      expect(await named(q), q).toEqual(below);
    }
    const atMost = ["apotek 150rb", "kopi 75rb", "warung 120rb"];
    for (const q of ["struk maksimal 150 ribu", "receipts at most 150k"]) {
      expect(await named(q), q).toEqual(atMost);
    }
  });

  it("between keeps both ends, a bare number taking the other's scale", async () => {
    const between = ["apotek 150rb", "toko 250rb", "warung 120rb"];
    for (const q of ["struk antara 100rb dan 250rb", "receipts between 100 and 250k"]) {
      expect(await named(q), q).toEqual(between);
    }
  });

  it("holds in the currency named, else Rupiah", async () => {
    expect(await named("invoices over $1,000")).toEqual(["usd 2500"]);
    expect(await named("invoices at least USD 1,000")).toEqual(["usd 1000", "usd 2500"]);
    expect(await named("invoice di atas 500 SGD")).toEqual(["sgd 800"]);
    // No dollar or Singapore dollar figure is "di bawah 10 juta" Rupiah; a slip whose currency
    // was not read counts as Rupiah named outright, as it does for a bare figure.
    const underTenMillion = [
      "apotek 150rb",
      "idr 5jt",
      "idr 8jt due juni",
      "invoice lampiran struk",
      "kopi 75rb",
      "servis 1,5jt",
      "sewa 1jt",
      "toko 250rb",
      "warung 120rb",
    ];
    expect(await named("invoice di bawah Rp 10 juta")).toEqual(underTenMillion);
    expect(await named("invoice di bawah 10 juta")).toEqual(underTenMillion);
    expect(await named("receipts under Rp 150.000")).toEqual(["kopi 75rb", "warung 120rb"]);
  });

  it("a contract's value is its amount", async () => {
    expect(await named("kontrak di atas 200 juta")).toEqual(["lease 240jt"]);
    expect(await named("contracts over 200 million")).toEqual(["lease 240jt"]);
  });
});

describe("GET /api/search: a filter the caller fixed holds exactly", () => {
  it("a kept type chip leaves out another type whose words match", async () => {
    // Read from the words, the type ranks: the invoice that mentions a shop is shown too.
    expect(await named("struk toko")).toContain("invoice lampiran struk");
    const kept = await search("struk toko", "types");
    expect(kept.relaxed).toEqual([]);
    expect(kept.results[0]?.id).toBe(ids["toko 250rb"]);
    expect(new Set(kept.results.map((result) => result.type))).toEqual(new Set(["receipt"]));
  });

  it("a date-range control holds the document's own date, not its due date", async () => {
    // Read from the words alone, June also matches the invoice due in June, and says so.
    const guessed = await search("invoice juni 2025");
    const due = guessed.results.find((result) => result.id === ids["idr 8jt due juni"]);
    expect(due?.matched_date).toEqual({ on: "due_date", date: "2025-06-27" });
    expect(await named("invoice juni 2025", "date")).toEqual([
      "idr 20jt juni",
      "sewa 1jt",
      "toko 250rb",
    ]);
    expect(await named("invoice juni 2025", "types,date")).toEqual(["idr 20jt juni"]);
  });

  it("a kept chip and a stated amount hold together", async () => {
    expect(await named("struk di atas 200rb", "types")).toEqual([
      "servis 1,5jt",
      "sewa 1jt",
      "toko 250rb",
    ]);
  });
});

describe("GET /api/search: never empty while the words match", () => {
  it("relaxes a date control nothing meets, naming it in English and Indonesian", async () => {
    const answer = await search("invoice desember 2030", "types,date");
    expect(answer.results.length).toBeGreaterThan(0);
    expect(answer.relaxed).toEqual([{ filter: "date", words: "desember 2030" }]);
    expect(answer.notice).toEqual({
      en: "No document meets “desember 2030”, so these match the rest of your search.",
      id: "Tidak ada dokumen yang memenuhi “desember 2030”, jadi yang ditampilkan cocok dengan sisa pencarian Anda.",
    });
  });

  it("relaxes an amount nothing meets, in either language's words", async () => {
    for (const [q, words] of [
      ["invoice di atas 1 miliar", "di atas 1 miliar"],
      ["invoices over 1 billion", "over 1 billion"],
    ]) {
      const answer = await search(q!);
      expect(answer.results.length).toBeGreaterThan(0);
      expect(answer.relaxed).toEqual([{ filter: "amount", words }]);
      expect(answer.notice?.en).toContain(`“${words}”`);
      expect(answer.notice?.id).toContain(`“${words}”`);
    }
  });
});
