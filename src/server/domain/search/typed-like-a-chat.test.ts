import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SignedIn } from "../../../../test/support/accounts.ts";
import type { TestApp } from "../../../../test/support/test-app.ts";
import { namesOf, openSearchBench, searchAs } from "../../../../test/support/search.ts";

/**
 * Issue 18: a search box is typed as a chat box is. Texting shorthand names a period
 * ("bln kmrn", last month) and a utility is asked for by the name owners call it (PDAM for the
 * water company), while the bill prints the company's present form. Through the route the web
 * app calls, on PGlite (or PostgreSQL with TEST_DATABASE_URL).
 */
const TODAY = "2025-11-20";

describe("queries typed the way people chat", () => {
  let subject: TestApp;
  let person: SignedIn;
  const ids: Record<string, string> = {};

  async function top(q: string, count: number): Promise<string[]> {
    const response = await searchAs(subject, person, q, TODAY, { limit: "10" });
    return namesOf(response, ids).slice(0, count);
  }

  beforeAll(async () => {
    const bench = await openSearchBench(ids);
    ({ subject, person } = bench);
    const { add } = bench;
    await add("water bill", {
      type: "billing statement",
      vendor: "Perumda Air Minum Tirta Kencana",
      documentDate: "2025-10-05",
      content:
        "PERUMDA AIR MINUM TIRTA KENCANA\nRekening bulan Oktober 2025\nPemakaian 18 m3\nTotal 212.400",
    });
    await add("electricity bill", {
      type: "billing statement",
      vendor: "PLN",
      documentDate: "2025-10-06",
      content: "TAGIHAN LISTRIK\nPemakaian 412 kWh\nTotal 688.000",
    });
    await add("invoice of last month", {
      type: "invoice",
      vendor: "CV Rangka Baja Sentosa",
      documentDate: "2025-10-14",
      content: "INVOICE\nCV RANGKA BAJA SENTOSA\nRangka atap 4 unit\nTotal 8.400.000",
    });
    await add("invoice of this month", {
      type: "invoice",
      vendor: "PT Lintas Kabel Nusa",
      documentDate: "2025-11-03",
      content: "INVOICE\nPT LINTAS KABEL NUSA\nKabel 200 m\nTotal 3.100.000",
    });
    await add("invoice of the spring", {
      type: "invoice",
      vendor: "PT Sari Cetak Mandiri",
      documentDate: "2025-04-22",
      content: "INVOICE\nPT SARI CETAK MANDIRI\nBrosur 5.000 lembar\nTotal 2.250.000",
    });
  });
  afterAll(() => subject.close());

  it("finds the water company's bill by the utility's customary name", async () => {
    expect(await top("tagihan pdam", 1)).toEqual(["water bill"]);
    expect(await top("pdam", 1)).toEqual(["water bill"]);
  });

  it("reads chat shorthand for a period: 'bln kmrn' is last month", async () => {
    expect(await top("inv bln kmrn", 1)).toEqual(["invoice of last month"]);
    expect(await top("invoice bulan kemarin", 1)).toEqual(["invoice of last month"]);
  });
});
