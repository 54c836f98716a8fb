import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  personalOrganizationOf,
  signUp,
  type SignedIn,
} from "../../../../test/support/accounts.ts";
import { insertDocument } from "../../../../test/support/documents.ts";
import { namesOf, searchAs } from "../../../../test/support/search.ts";
import { createTestApp, type TestApp } from "../../../../test/support/test-app.ts";
import {
  groupWords,
  WORD_GROUPS,
  wordGroupsFingerprint,
  wordGroupsMigration,
} from "./word-groups.ts";

const MIGRATIONS = path.join(path.dirname(fileURLToPath(import.meta.url)), "../../db/migrations");
const FINGERPRINT_LINE = /^-- word groups fingerprint: (\w+)$/m;

describe("a long synonym list matched as one lexeme", () => {
  const restaurant = WORD_GROUPS.find((group) => group.words.includes("restoran"))!;

  it("stands for a list only when the query holds every word of it", () => {
    const typed = ["restaurants", ...restaurant.words];
    expect(groupWords(typed)).toEqual({ lexemes: [restaurant.lexeme], rest: ["restaurants"] });
    expect(groupWords(restaurant.words.slice(1))).toEqual({
      lexemes: [],
      rest: restaurant.words.slice(1),
    });
  });

  it("leaves lists of two words to be written out", () => {
    expect(groupWords(["hotel", "penginapan"])).toEqual({
      lexemes: [],
      rest: ["hotel", "penginapan"],
    });
  });

  it("is computed by the latest migration from the lists as they are now", () => {
    const latest = fs
      .readdirSync(MIGRATIONS)
      .filter((file) => file.endsWith(".sql"))
      .sort()
      .map((file) => fs.readFileSync(path.join(MIGRATIONS, file), "utf8"))
      .filter((text) => FINGERPRINT_LINE.test(text))
      .at(-1);
    const statement = new PgDialect().sqlToQuery(wordGroupsMigration().inlineParams()).sql;
    expect(
      latest?.match(FINGERPRINT_LINE)?.[1],
      `The synonym lists changed: documents keep the lexemes of the old ones. Add a migration ` +
        `(npm run db:generate -- --custom) holding:\n${statement}`,
    ).toBe(wordGroupsFingerprint());
  });
});

/**
 * The lexeme finds the documents the words find, no more and no fewer, through the route the
 * web app calls. Runs on PGlite, or on PostgreSQL with TEST_DATABASE_URL.
 */
describe("searching by a long synonym list", () => {
  const TODAY = "2025-11-20";
  let subject: TestApp;
  let person: SignedIn;
  const ids: Record<string, string> = {};
  const restaurantLexeme = WORD_GROUPS.find((group) => group.words.includes("restoran"))!.lexeme;

  beforeAll(async () => {
    subject = await createTestApp();
    person = await signUp(subject.app);
    const organizationId = await personalOrganizationOf(subject.app, person);
    const add = async (name: string, content: string) => {
      ids[name] = await insertDocument(subject.database.db, {
        organizationId,
        name,
        type: "receipt",
        documentDate: "2025-10-04",
        content,
      });
    };
    await add("diner", "Struk. Warteg Sinar Pagi, Jl. Kenari 3. 2 porsi nasi 30.000");
    await add("grill", `Receipt. ${"Table 4, two guests. ".repeat(30)} Charcoal grill platter`);
    await add("hardware", "Nota. Toko Bangunan Cahaya Timur. Semen 2 sak 130.000");
  });

  afterAll(async () => {
    await subject?.close();
  });

  it("finds the documents holding a word of the list, deep in the text too, and no other", async () => {
    const answer = await searchAs(subject, person, "restaurant", TODAY);
    expect(new Set(namesOf(answer, ids))).toEqual(new Set(["diner", "grill"]));
  });

  it("stores the lexemes of the lists a document's words fall in, and of no other", async () => {
    const { rows } = await subject.database.db.execute<{ lexeme: string }>(sql`
      select lexeme from documents, unnest(search_vector) as stored(lexeme)
      where documents.id = ${ids.hardware} and lexeme like 'synonyms=%'`);
    const stored = rows.map((row) => row.lexeme);
    const holding = (word: string) =>
      WORD_GROUPS.filter((group) => group.words.includes(word)).map((group) => group.lexeme);
    expect(stored).toEqual(
      expect.arrayContaining([...holding("toko bangunan"), ...holding("nota")]),
    );
    expect(stored).not.toContain(restaurantLexeme);
  });

  it("has a word-group migration write back only the rows whose lexemes changed", async () => {
    const { db } = subject.database;
    // The diner's vector as an older list left it: no group lexemes at all.
    await db.execute(sql`update documents set search_vector = ts_delete(search_vector,
        array(select lexeme from unnest(search_vector) as stored(lexeme)
          where lexeme like 'synonyms=%'))
      where id = ${ids.diner}`);
    const where = async () => {
      const { rows } = await db.execute<{ id: string; ctid: string; lexemes: string[] }>(sql`
        select id, ctid::text as ctid, array(select lexeme from unnest(search_vector) as stored(lexeme)
          where lexeme like 'synonyms=%' order by lexeme) as lexemes
        from documents where id in (${ids.diner}, ${ids.grill}, ${ids.hardware})`);
      return new Map(rows.map((row) => [row.id, row]));
    };
    const before = await where();
    await db.execute(wordGroupsMigration());
    const after = await where();
    expect(after.get(ids.diner!)!.lexemes).toContain(restaurantLexeme);
    expect(after.get(ids.diner!)!.ctid).not.toBe(before.get(ids.diner!)!.ctid);
    for (const untouched of [ids.grill!, ids.hardware!]) {
      expect(after.get(untouched)).toEqual(before.get(untouched));
    }
  });
});
