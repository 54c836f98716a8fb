import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SignedIn } from "../../../../test/support/accounts.ts";
import type { TestApp } from "../../../../test/support/test-app.ts";
import { namesOf, openSearchBench, searchAs } from "../../../../test/support/search.ts";

/**
 * A word with many synonyms (a kind of shop) has its rank estimated on every candidate and
 * computed exactly for the best of them (decision 0014, amendment): what is shown is ordered by
 * the exact rank. Through the route the web app calls; PGlite, or PostgreSQL with
 * TEST_DATABASE_URL.
 */
const TODAY = "2025-11-20";
let subject: TestApp;
let person: SignedIn;
const ids: Record<string, string> = {};

async function ranked(q: string): Promise<string[]> {
  return namesOf(await searchAs(subject, person, q, TODAY, { limit: "10" }), ids);
}

beforeAll(async () => {
  const bench = await openSearchBench(ids);
  ({ subject, person } = bench);
  const { add } = bench;
  // One kind of eatery, named again and again: cover density counts every mention.
  await add("satay stall", {
    type: "receipt",
    vendor: "Sate Pak Kumis",
    documentDate: "2025-10-01",
    content: "SATE PAK KUMIS. Sate ayam 10 tusuk, sate kambing 5 tusuk, sate usus, sate kulit.",
  });
  // Two words of one kind, each once: the estimate (which counts the words found, not how
  // often) prefers it. Newer, so a tie would put it first too.
  await add("eating house", {
    type: "receipt",
    vendor: "Warung Makan Ibu",
    documentDate: "2025-10-20",
    content: "WARUNG MAKAN IBU. Nasi rames, teh manis.",
  });
  await add("hardware slip", {
    type: "receipt",
    vendor: "Toko Bangunan Jaya",
    documentDate: "2025-10-25",
    content: "TOKO BANGUNAN JAYA. Semen 2 sak, paku 1 kg.",
  });
});

afterAll(async () => {
  await subject.close();
});

describe("a kind of shop, asked by a word with many synonyms", () => {
  it("orders what it shows by the exact rank, not the estimate that chose them", async () => {
    expect(await ranked("restaurants")).toEqual(["satay stall", "eating house"]);
  });
});
