import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SignedIn } from "../../../../test/support/accounts.ts";
import type { TestApp } from "../../../../test/support/test-app.ts";
import { namesOf, openSearchBench, searchAs } from "../../../../test/support/search.ts";

/**
 * Issue 18: a word a document holds deep in its text (past the beginning the rank reads) still
 * orders it, through the route the web app calls; and what the guessed filters add stays above
 * what one such word adds. Runs on PGlite, or on PostgreSQL with TEST_DATABASE_URL.
 */
const TODAY = "2025-11-20";
let subject: TestApp;
let person: SignedIn;
const ids: Record<string, string> = {};

/**
 * The answer's documents by the names the fixture gives them (names no query word, since a
 * name ranks first), in rank order.
 */
async function ranked(q: string): Promise<string[]> {
  return namesOf(await searchAs(subject, person, q, TODAY, { limit: "10" }), ids);
}

/** Words enough to push what follows past the part of the text the rank reads. */
const PREAMBLE = "Para pihak sepakat mengikatkan diri dalam perjanjian ini. ".repeat(12);

beforeAll(async () => {
  const bench = await openSearchBench(ids);
  ({ subject, person } = bench);
  const { add } = bench;
  // Only the lease says "pengakhiran" (termination), past its beginning.
  await add("lease", {
    type: "contract",
    contractType: "lease",
    documentDate: "2024-02-01",
    content: `PERJANJIAN SEWA. ${PREAMBLE} Pasal 9 Pengakhiran Perjanjian oleh salah satu pihak.`,
  });
  // Newer, so recency alone would put it first.
  await add("loan", {
    type: "contract",
    contractType: "loan",
    documentDate: "2025-03-01",
    content: `PERJANJIAN PINJAMAN. ${PREAMBLE} Pasal 4 Bunga dan cara pembayaran.`,
  });
  await add("myr invoice", {
    type: "invoice",
    totalAmount: "3544.29",
    currency: "MYR",
    documentDate: "2025-09-07",
    content: "TAX INVOICE. Johor Bahru. Total MYR 3,544.29.",
  });
  await add("distributor contract", {
    type: "contract",
    contractType: "distribution",
    documentDate: "2025-10-01",
    content: `DISTRIBUTOR AGREEMENT. ${PREAMBLE} Governed by the laws of Malaysia.`,
  });
});

afterAll(async () => {
  await subject.close();
});

describe("a word deep in the text", () => {
  it("puts the contract holding it before one only the guessed type brought in", async () => {
    const order = await ranked("pasal pengakhiran perjanjian");
    expect(order.indexOf("lease")).toBeLessThan(order.indexOf("loan"));
  });

  it("adds less than the guessed type and currency: the Ringgit invoice comes first", async () => {
    expect((await ranked("tagihan ringgit malaysia"))[0]).toBe("myr invoice");
  });
});
