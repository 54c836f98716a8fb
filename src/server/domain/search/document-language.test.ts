import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  personalOrganizationOf,
  signUp,
  type SignedIn,
} from "../../../../test/support/accounts.ts";
import { insertDocument } from "../../../../test/support/documents.ts";
import { namesOf, searchAs } from "../../../../test/support/search.ts";
import { createTestApp, type TestApp } from "../../../../test/support/test-app.ts";

/**
 * The language a query asks its documents to be in ("kontrak dalam bahasa Inggris") is read
 * from the language each document's text was read in, not looked for as words: an Indonesian
 * contract that says it was also made in English is no English contract. Through the route
 * the web app calls, on PGlite (or PostgreSQL with TEST_DATABASE_URL).
 */
describe("searching by a document's language", () => {
  const TODAY = "2025-11-20";
  let subject: TestApp;
  let person: SignedIn;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    subject = await createTestApp();
    person = await signUp(subject.app);
    const organizationId = await personalOrganizationOf(subject.app, person);
    const add = async (name: string, fields: Parameters<typeof insertDocument>[1]) => {
      ids[name] = await insertDocument(subject.database.db, fields);
    };
    await add("english", {
      organizationId,
      name: "english",
      type: "contract",
      language: "en",
      documentDate: "2025-02-01",
      content: "SUPPLY AGREEMENT between Larkspur Vell Ltd and Quonta Brae Ltd. Term: two years.",
    });
    await add("indonesian", {
      organizationId,
      name: "indonesian",
      type: "contract",
      language: "id",
      documentDate: "2025-03-01",
      content:
        "PERJANJIAN PASOKAN antara PT Selar Wungu dan CV Tirta Kamblang. Perjanjian ini dibuat " +
        "dalam Bahasa Indonesia dan Bahasa Inggris; bila berbeda, Bahasa Indonesia yang berlaku.",
    });
    await add("english invoice", {
      organizationId,
      name: "english invoice",
      type: "invoice",
      language: "en",
      documentDate: "2025-04-01",
      content: "INVOICE from Larkspur Vell Ltd. Consulting, April. Total 4,000.",
    });
  });

  afterAll(async () => {
    await subject?.close();
  });

  it("puts the contracts in the language asked for first, whatever their words say", async () => {
    const english = await searchAs(subject, person, "perjanjian dlm bahasa inggris", TODAY);
    expect(english.parsed.filters.language).toEqual(["en"]);
    expect(namesOf(english, ids)[0]).toBe("english");
    const indonesian = await searchAs(subject, person, "contracts in Indonesian", TODAY);
    expect(namesOf(indonesian, ids)[0]).toBe("indonesian");
  });

  it("holds as a condition when the chip is kept", async () => {
    const kept = await searchAs(subject, person, "dokumen berbahasa inggris", TODAY, {
      strict: "language",
    });
    expect(new Set(namesOf(kept, ids))).toEqual(new Set(["english", "english invoice"]));
  });
});
