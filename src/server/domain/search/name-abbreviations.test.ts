import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SignedIn } from "../../../../test/support/accounts.ts";
import type { TestApp } from "../../../../test/support/test-app.ts";
import { namesOf, openSearchBench, searchAs } from "../../../../test/support/search.ts";

/**
 * Issue 18: "TB" and "RM", how a hardware store and an eatery abbreviate their names, are also
 * a unit, a currency and a title in a street's name. They rank a document as that kind of shop
 * only where they stand in its names; elsewhere in its text they still find it. Through the
 * route the web app calls, on PGlite (or PostgreSQL with TEST_DATABASE_URL).
 */
const TODAY = "2025-11-20";
/** Lines enough to push what follows past the part of the text the rank reads. */
const FILLER = "Customer support: help@example.test, open Monday to Friday, 09.00-17.00 WIB.\n";

describe("a shop's abbreviation ranks only among a document's names", () => {
  let subject: TestApp;
  let person: SignedIn;
  const ids: Record<string, string> = {};

  async function answer(q: string) {
    return searchAs(subject, person, q, TODAY, { limit: "10" });
  }

  function scoreOf(response: Awaited<ReturnType<typeof answer>>, name: string): number {
    const found = response.results.find((result) => result.id === ids[name]);
    expect(found, name).toBeDefined();
    return found!.score;
  }

  beforeAll(async () => {
    const bench = await openSearchBench(ids);
    ({ subject, person } = bench);
    const { add } = bench;
    await add("hardware slip", {
      type: "receipt",
      vendor: "TB. Maju Lestari",
      documentDate: "2025-05-12",
      content: "TB. MAJU LESTARI\nSemen 40 kg 2 x 68.000\nTotal 136.000",
    });
    // The abbreviation in their first lines as a unit, a street's title and a currency.
    await add("storage bill, unit near the top", {
      type: "billing statement",
      vendor: "PT Awan Data Prima",
      documentDate: "2025-09-01",
      content: "PT AWAN DATA PRIMA\nMonthly statement\nObject storage 4 TB 1.200.000",
    });
    await add("storage bill, unit deep", {
      type: "billing statement",
      vendor: "PT Awan Data Prima",
      documentDate: "2025-09-01",
      content: `PT AWAN DATA PRIMA\nMonthly statement\n${FILLER.repeat(6)}Object storage 4 TB 1.200.000`,
    });
    await add("office on a titled street", {
      type: "invoice",
      vendor: "PT Kirana Solusi",
      documentDate: "2025-09-02",
      content: "PT KIRANA SOLUSI\nJl. TB Cendana No. 4, Jakarta\nJasa konsultasi 5.000.000",
    });
    await add("ringgit invoice, near the top", {
      type: "invoice",
      vendor: "Teratai Trading Sdn Bhd",
      documentDate: "2025-09-04",
      content: "TERATAI TRADING SDN BHD\nTotal RM 350.00",
    });
    await add("ringgit invoice, deep", {
      type: "invoice",
      vendor: "Teratai Trading Sdn Bhd",
      documentDate: "2025-09-04",
      content: `TERATAI TRADING SDN BHD\n${FILLER.repeat(6)}Total RM 350.00`,
    });
    await add("eatery slip", {
      type: "receipt",
      vendor: "RM. Selera Bundo",
      documentDate: "2025-04-02",
      content: "RM. SELERA BUNDO\nNasi rendang 2 x 30.000\nTotal 60.000",
    });
  });

  afterAll(async () => {
    await subject.close();
  });

  it("ranks a unit or a street's title near the top as one deep in the text", async () => {
    for (const q of ["toko bangunan", "tb", "hardware store"]) {
      const response = await answer(q);
      expect(namesOf(response, ids)[0], q).toBe("hardware slip");
      expect(scoreOf(response, "storage bill, unit near the top"), q).toBe(
        scoreOf(response, "storage bill, unit deep"),
      );
    }
    const street = await answer("tb");
    expect(scoreOf(street, "office on a titled street")).toBe(
      scoreOf(street, "storage bill, unit deep"),
    );
  });

  it("ranks a currency near the top as one deep in the text", async () => {
    for (const q of ["rumah makan", "rm"]) {
      const response = await answer(q);
      expect(namesOf(response, ids)[0], q).toBe("eatery slip");
      expect(scoreOf(response, "ringgit invoice, near the top"), q).toBe(
        scoreOf(response, "ringgit invoice, deep"),
      );
    }
  });
});
