import { afterAll, describe, expect, it } from "vitest";
import { connectTestDatabase } from "../../../test/support/test-database.ts";
import { migrateDatabase } from "./migrate.ts";

const database = connectTestDatabase();
afterAll(() => database.close());

async function lexemes(config: string, text: string): Promise<string[]> {
  const { rows } = await database.pool.query<{ lexemes: string[] }>(
    "select tsvector_to_array(to_tsvector($1::regconfig, $2)) as lexemes",
    [config, text],
  );
  return rows[0]?.lexemes ?? [];
}

describe(`the ${database.kind} database`, () => {
  it("has pg_trgm for fuzzy vendor and party names", async () => {
    const { rows } = await database.pool.query<{ similarity: number }>(
      "select similarity('sumber makmur', 'sumber makmr') as similarity",
    );
    expect(rows[0]?.similarity).toBeGreaterThan(0.5);
  });

  it("stems Indonesian with the indonesian text-search config", async () => {
    expect(await lexemes("indonesian", "pembayaran membayar dibayarkan")).toEqual(["bayar"]);
  });

  it("stems English and keeps the simple config literal", async () => {
    expect(await lexemes("english", "invoices invoicing")).toEqual(["invoic"]);
    expect(await lexemes("simple", "Invoices")).toEqual(["invoices"]);
  });

  it("starts every sequential scan at the table's start, so a capped search ranks the same matches each time", async () => {
    const { rows } = await database.pool.query<{ synchronize_seqscans: string }>(
      "show synchronize_seqscans",
    );
    expect(rows[0]?.synchronize_seqscans).toBe("off");
  });

  it("holds exactly one instance row after migration", async () => {
    const { rows } = await database.pool.query("select id from instance");
    expect(rows).toHaveLength(1);
  });

  it("applies migrations idempotently, also when two processes start together", async () => {
    const other = connectTestDatabase(2);
    try {
      await Promise.all([migrateDatabase(database), migrateDatabase(other)]);
    } finally {
      await other.close();
    }
    const { rows } = await database.pool.query("select id from instance");
    expect(rows).toHaveLength(1);
  });
});
