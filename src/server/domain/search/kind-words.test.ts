import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SignedIn } from "../../../../test/support/accounts.ts";
import type { TestApp } from "../../../../test/support/test-app.ts";
import { namesOf, openSearchBench, searchAs } from "../../../../test/support/search.ts";

/**
 * Issue 18: "tagihan" and "bill" name a monthly bill or an invoice until the document says
 * which, and people mostly mean the bill. A guess of the kind ranks the bills first, and the
 * invoices still before papers of neither kind; kinds named by words of their own count
 * alike. Through the route the web app calls, on PGlite (or PostgreSQL with TEST_DATABASE_URL).
 */
const TODAY = "2025-11-20";

describe("a word naming two kinds of paper", () => {
  let subject: TestApp;
  let person: SignedIn;
  const ids: Record<string, string> = {};

  async function ranked(q: string): Promise<string[]> {
    const response = await searchAs(subject, person, q, TODAY, { limit: "10" });
    return namesOf(response, ids);
  }

  beforeAll(async () => {
    const bench = await openSearchBench(ids);
    ({ subject, person } = bench);
    const { add } = bench;
    // The invoice calls itself a "tagihan" and is the newest: only the kind puts it after.
    await add("invoice called a tagihan", {
      type: "invoice",
      vendor: "CV Kebun Rasa Lestari",
      documentDate: "2025-09-28",
      totalAmount: "4200000.00",
      content:
        "TAGIHAN / BILL\nCV KEBUN RASA LESTARI\nTagihan nasi kotak rapat 120 porsi\nTotal tagihan 4.200.000",
    });
    await add("internet bill", {
      type: "billing statement",
      vendor: "PT Serat Cepat Nusantara",
      documentDate: "2025-09-02",
      totalAmount: "1650000.00",
      content: "PT SERAT CEPAT NUSANTARA\nLayanan fiber 100 Mbps, Agustus 2025\nTotal 1.650.000",
    });
    await add("water bill", {
      type: "billing statement",
      vendor: "Perumda Air Minum Wening Tirta",
      documentDate: "2025-08-05",
      totalAmount: "1240000.00",
      content: "PERUMDA AIR MINUM WENING TIRTA\nRekening Agustus 2025\nTotal 1.240.000",
    });
    await add("shop receipt", {
      type: "receipt",
      vendor: "Toko Sumber Pangan",
      documentDate: "2025-09-30",
      totalAmount: "1300000.00",
      content: "TOKO SUMBER PANGAN\nBeras 50 kg\nTotal 1.300.000",
    });
  });
  afterAll(() => subject.close());

  it("ranks the monthly bills first for 'tagihan' and 'bills', the invoice next", async () => {
    for (const q of ["tagihan 2025", "bills over 1 million", "tagihan minimal 1 juta"]) {
      expect((await ranked(q)).slice(0, 3), q).toEqual([
        "internet bill",
        "water bill",
        "invoice called a tagihan",
      ]);
    }
  });

  it("counts alike the kinds that words of their own name", async () => {
    expect((await ranked("invoice dan tagihan 2025"))[0]).toBe("invoice called a tagihan");
    expect((await ranked("invoices"))[0]).toBe("invoice called a tagihan");
  });
});

describe("a kind's short name", () => {
  let subject: TestApp;
  let person: SignedIn;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    const bench = await openSearchBench(ids);
    ({ subject, person } = bench);
    const { add } = bench;
    // Both are billing statements; the newer one would come first were the heading not read.
    await add("phone bill", {
      type: "billing statement",
      vendor: "PT Suara Seluler Raya",
      documentDate: "2025-10-02",
      content: "PT SUARA SELULER RAYA\nTagihan pascabayar Oktober 2025\nTotal 310.000",
    });
    await add("supplier statement", {
      type: "billing statement",
      vendor: "PT Kimia Daun Hijau",
      documentDate: "2025-07-31",
      content:
        "PT KIMIA DAUN HIJAU\nSTATEMENT OF ACCOUNT\nNo. SOA/KDH/2507/014\nSisa tagihan 18.400.000",
    });
  });
  afterAll(() => subject.close());

  it("finds by 'soa' the statement that heads itself a statement of account", async () => {
    for (const q of ["soa", "rekap soa dari supplier"]) {
      const response = await searchAs(subject, person, q, TODAY, { limit: "10" });
      expect(namesOf(response, ids)[0], q).toBe("supplier statement");
    }
  });
});

describe("papers that ask to be paid later", () => {
  let subject: TestApp;
  let person: SignedIn;
  const ids: Record<string, string> = {};
  /** Lines enough to push what follows past the part of the text the rank reads. */
  const ADDRESS =
    "Jl. Kenari Raya No. 8, Kota Depok, Jawa Barat 16424, NPWP 03.555.666.7-888.000\n";

  beforeAll(async () => {
    const bench = await openSearchBench(ids);
    ({ subject, person } = bench);
    const { add } = bench;
    // A cloud provider's monthly statement, which names the cloud but not the hosting; older.
    await add("cloud statement", {
      type: "billing statement",
      vendor: "PT Awan Cloud Nusantara",
      documentDate: "2025-06-01",
      content: "PT AWAN CLOUD NUSANTARA\nMONTHLY STATEMENT\nCloud compute 4 vCPU 1.800.000",
    });
    await add("furniture invoice", {
      type: "invoice",
      vendor: "CV Meja Kayu Jati",
      documentDate: "2025-09-15",
      content: "INVOICE\nCV MEJA KAYU JATI\nKursi kantor 4 unit\nTotal 3.600.000",
    });
    await add("cloud receipt", {
      type: "receipt",
      vendor: "Kedai Awan Senja",
      documentDate: "2025-09-20",
      content: ["STRUK", ADDRESS.repeat(5), "Es kopi cloud 2 x 25.000"].join("\n"),
    });
  });
  afterAll(() => subject.close());

  it("finds a statement by its words when an invoice is asked for, before papers of neither kind", async () => {
    const response = await searchAs(subject, person, "cloud hosting invoice", TODAY, {
      limit: "10",
    });
    expect(namesOf(response, ids)).toEqual([
      "cloud statement",
      "furniture invoice",
      "cloud receipt",
    ]);
  });
});
