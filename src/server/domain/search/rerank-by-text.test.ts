import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../../../../test/support/test-app.ts";
import { openSearchBench } from "../../../../test/support/search.ts";
import { rerankByText } from "./rerank-by-text.ts";

/**
 * The one re-reading of a search's rows by their text that the phrase and the clause ranks
 * share: what a read text adds reorders the rows, an unread row keeps its score, and equal
 * scores keep the order they came in. On PGlite, or PostgreSQL with TEST_DATABASE_URL.
 */
let subject: TestApp;
const ids: Record<string, string> = {};

beforeAll(async () => {
  const bench = await openSearchBench(ids);
  subject = bench.subject;
  await bench.add("tenancy", {
    type: "contract",
    content: "Sewa gudang; the rent is paid monthly.",
  });
  await bench.add("receipt", { type: "receipt", content: "Nota pembelian cat tembok, 2 kaleng." });
  await bench.add("letter", { type: "contract", content: "Surat pernyataan tanpa kata kunci." });
});

afterAll(async () => {
  await subject.close();
});

const rowsOf = (names: string[], score: number) =>
  names.map((name) => ({ name, id: ids[name]!, score }));

describe("rows ranked again by their text", () => {
  it("lets what a text adds move a row up, the rest keeping their order", async () => {
    const rows = rowsOf(["letter", "receipt", "tenancy"], 1);
    const reranked = await rerankByText(subject.database.db, rows, {
      characters: 200,
      reads: () => true,
      added: (text) => (text.includes("rent") ? 0.5 : 0),
    });
    expect(reranked.map((row) => row.name)).toEqual(["tenancy", "letter", "receipt"]);
    expect(reranked[0]!.score).toBe(1.5);
  });

  it("reads only the rows chosen, and only as much of a text as asked", async () => {
    const rows = rowsOf(["letter", "receipt", "tenancy"], 1);
    const reranked = await rerankByText(subject.database.db, rows, {
      characters: 12,
      reads: (row) => row.name !== "tenancy",
      added: (text) => (text.includes("cat") || text.includes("rent") ? 0.5 : 0),
    });
    // The receipt's "cat" stands past its first 12 characters; the tenancy is not read.
    expect(reranked.map((row) => row.name)).toEqual(["letter", "receipt", "tenancy"]);
    expect(reranked.every((row) => row.score === 1)).toBe(true);
  });

  it("gives the rows back as they were when none is read", async () => {
    const rows = rowsOf(["receipt", "letter"], 2);
    const reranked = await rerankByText(subject.database.db, rows, {
      characters: 200,
      reads: () => false,
      added: () => 1,
    });
    expect(reranked).toBe(rows);
  });
});
