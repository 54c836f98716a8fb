import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseSearchQuery } from "../../../understanding/query/index.ts";
import {
  personalOrganizationOf,
  signUp,
  type SignedIn,
} from "../../../../test/support/accounts.ts";
import { insertDocument } from "../../../../test/support/documents.ts";
import { createTestApp, type TestApp } from "../../../../test/support/test-app.ts";
import { namesOf, searchAs } from "../../../../test/support/search.ts";
import { clauseWords } from "./rank-by-clause.ts";

/**
 * Issue 18: a query about a term of a contract ranks the contracts by the clause asked about:
 * one with an article on the topic before one whose first lines only mention a word of it.
 * Through the route the web app calls, on PGlite (or PostgreSQL with TEST_DATABASE_URL).
 */
const TODAY = "2025-11-20";

describe("which queries ask about a term of a contract", () => {
  const asks = (q: string) => clauseWords(parseSearchQuery(q, { today: TODAY })) !== null;

  it.each([
    "klausul denda keterlambatan",
    "notice period termination",
    "klausul force majeur",
    "perpanjangan otomatis",
    "jaminan uang sewa",
    "security deposit",
    "teguran tertulis 14 hari",
  ])("%s asks about a clause", (q) => {
    expect(asks(q)).toBe(true);
  });

  it.each(["servis ac", "beli obat apotik", "kwitansi sewa", "pembayaran lebih dari 10 juta", ""])(
    "%s asks for documents, not a clause",
    (q) => {
      expect(asks(q)).toBe(false);
    },
  );
});

describe("contracts ranked by the clause asked about", () => {
  let subject: TestApp;
  let person: SignedIn;
  const ids: Record<string, string> = {};
  /** Words enough to push what follows past the part of the text the rank reads. */
  const PREAMBLE = "Para pihak sepakat mengikatkan diri dalam perjanjian ini. ".repeat(12);

  async function ranked(q: string): Promise<string[]> {
    return namesOf(await searchAs(subject, person, q, TODAY, { limit: "10" }), ids);
  }

  beforeAll(async () => {
    subject = await createTestApp();
    person = await signUp(subject.app);
    const organizationId = await personalOrganizationOf(subject.app, person);
    // Its first lines name the termination of an earlier agreement; no article sets one.
    ids.mentions = await insertDocument(subject.database.db, {
      organizationId,
      name: "mentions",
      type: "contract",
      contractType: "service",
      documentDate: "2025-03-01",
      content: [
        "PERJANJIAN JASA",
        "Menimbang pengakhiran perjanjian lama, para pihak membuat perjanjian baru.",
        PREAMBLE,
        "Pasal 1",
        "RUANG LINGKUP",
        "Pihak Kedua menyediakan jasa kebersihan gedung setiap hari kerja.",
      ].join("\n"),
    });
    // Older, its termination article deep in the text.
    ids.sets = await insertDocument(subject.database.db, {
      organizationId,
      name: "sets",
      type: "contract",
      contractType: "lease",
      documentDate: "2024-02-01",
      content: [
        "PERJANJIAN SEWA",
        PREAMBLE,
        "Pasal 1",
        "OBJEK SEWA",
        "Pihak Pertama menyewakan sebuah ruko kepada Pihak Kedua.",
        "Pasal 9",
        "PENGAKHIRAN",
        "Perjanjian ini dapat diakhiri oleh salah satu pihak dengan pemberitahuan tertulis tiga puluh hari sebelumnya.",
      ].join("\n"),
    });
  });

  afterAll(async () => {
    await subject.close();
  });

  it("puts the contract with an article on the topic first, asked in either language", async () => {
    expect((await ranked("klausul pengakhiran")).slice(0, 2)).toEqual(["sets", "mentions"]);
    expect((await ranked("termination clause")).slice(0, 2)).toEqual(["sets", "mentions"]);
  });
});
