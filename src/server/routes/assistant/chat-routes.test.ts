import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  asUser,
  personalOrganizationOf,
  signUp,
  type SignedIn,
} from "../../../../test/support/accounts.ts";
import { seedSearchCorpus } from "../../../../test/support/search-corpus.ts";
import { createTestApp, type TestApp } from "../../../../test/support/test-app.ts";
import type { Language } from "../../../contracts/languages.ts";
import { askAssistant } from "../../../../test/support/chat.ts";

const TODAY = "2025-11-20";
let subject: TestApp;
let owner: SignedIn;
let stranger: SignedIn;
let ids: Awaited<ReturnType<typeof seedSearchCorpus>>;

/**
 * The events of one answer, read from the server-sent event stream as a client would. Several
 * questions make a conversation: the answer is to the last, after a reply to each before it.
 */
async function ask(person: SignedIn, question: string | string[], language: Language = "en") {
  const answer = await askAssistant(subject.app, person.token, {
    question,
    language,
    today: TODAY,
  });
  expect(answer.status, answer.body).toBe(200);
  expect(answer.contentType).toContain("text/event-stream");
  expect(answer.events.at(-1)?.type).toBe("done");
  return answer;
}

beforeAll(async () => {
  subject = await createTestApp();
  owner = await signUp(subject.app);
  stranger = await signUp(subject.app);
  ids = await seedSearchCorpus(
    subject.database.db,
    await personalOrganizationOf(subject.app, owner),
    await personalOrganizationOf(subject.app, stranger),
  );
});
afterAll(() => subject.close());

describe("POST /api/chat-stream", () => {
  it("totals this year's PLN bills in Indonesian, with the amount written the Indonesian way", async () => {
    const { events, text, cited } = await ask(owner, "Berapa total tagihan PLN tahun ini?", "id");
    expect(text).toContain("Totalnya **Rp 3.700.000** dari 2 dokumen.");
    expect(new Set(cited)).toEqual(new Set([ids.plnOctober, ids.plnSmall]));
    expect(text).toContain(`(preview:${ids.plnOctober})`);
    expect(events.map((event) => event.type)).toEqual(
      expect.arrayContaining(["tool_call", "tool_result", "text", "done"]),
    );
  });

  it("totals in English with the currency code", async () => {
    const { text } = await ask(owner, "How much did we pay for PLN bills this year?");
    expect(text).toContain("The total is **IDR 3,700,000** across 2 documents.");
  });

  it("lists contracts expiring before a year, with their expiry dates", async () => {
    const { text, cited } = await ask(owner, "Which contracts expire before 2027?");
    expect(new Set(cited)).toEqual(new Set([ids.nda, ids.lease]));
    expect(text).toContain("Jun 30, 2026");
    expect(text).toContain("Dec 31, 2026");
    const renewing = await ask(owner, "Kontrak apa saja yang diperpanjang tahun depan?", "id");
    expect(new Set(renewing.cited)).toEqual(new Set([ids.nda, ids.lease]));
    expect(renewing.text).toContain("31 Des 2026");
  });

  it("shows invoices due this week, in Indonesian", async () => {
    const { text, cited } = await ask(owner, "Tampilkan faktur yang jatuh tempo minggu ini", "id");
    expect(cited).toEqual([ids.sumberMakmur]);
    expect(text).toContain("21 Nov 2025");
  });

  it("answers a field of one contract, in both languages", async () => {
    const law = await ask(owner, "What is the governing law of the NDA?");
    expect(law.text).toContain("is **State of California**");
    expect(law.cited).toEqual([ids.nda]);
    const counterparty = await ask(owner, "Who is the counterparty in the lease?");
    expect(counterparty.text).toContain("**CV Tunas Harapan**");
    const indonesian = await ask(owner, "Siapa pihak kedua dalam perjanjian sewa?", "id");
    expect(indonesian.text).toContain("Pihak kedua");
    expect(indonesian.text).toContain("**CV Tunas Harapan**");
    expect(indonesian.cited).toEqual([ids.lease]);
  });

  it("quotes a clause it was asked to explain", async () => {
    const { text, cited } = await ask(owner, "Explain the termination clause in the lease");
    expect(text).toContain("> PIHAK KEDUA dapat mengakhiri Perjanjian ini");
    expect(cited).toEqual([ids.lease]);
  });

  it("compares two documents side by side", async () => {
    const { text, cited } = await ask(owner, "Compare the lease with the NDA");
    expect(new Set(cited)).toEqual(new Set([ids.lease, ids.nda]));
    expect(text).toContain("| expiry date | Dec 31, 2026 | Jun 30, 2026 |");
  });

  it("counts documents, in both languages", async () => {
    const english = await ask(owner, "How many invoices from PLN do we have?");
    expect(english.text).toContain("There are 2");
    expect(new Set(english.cited)).toEqual(new Set([ids.plnOctober, ids.plnSmall]));
    const indonesian = await ask(owner, "Ada berapa kontrak yang kita punya?", "id");
    expect(indonesian.text).toContain("Ada 2 dokumen");
    expect(new Set(indonesian.cited)).toEqual(new Set([ids.nda, ids.lease]));
  });

  it("explains a clause and compares two documents in Indonesian too", async () => {
    const clause = await ask(owner, "Jelaskan pasal keadaan kahar dalam perjanjian sewa", "id");
    expect(clause.text).toContain("> Para Pihak dibebaskan dari kewajibannya");
    expect(clause.cited).toEqual([ids.lease]);
    const compared = await ask(owner, "Bandingkan perjanjian sewa dengan NDA", "id");
    expect(new Set(compared.cited)).toEqual(new Set([ids.lease, ids.nda]));
    expect(compared.text).toContain("31 Des 2026");
    expect(compared.text).toContain("30 Jun 2026");
  });

  it("says honestly when nothing matches", async () => {
    const { text, cited } = await ask(owner, "Berapa total tagihan PLN tahun 2019?", "id");
    expect(text).toContain("Saya tidak menemukan dokumen");
    expect(cited).toEqual([]);
  });

  it("never answers from another organization's documents, even when one is mentioned", async () => {
    const theirs = await ask(stranger, "Show invoices from Sumber Makmur");
    expect(theirs.cited).toEqual([ids.theirs]);
    const mine = await ask(owner, "Show invoices from Sumber Makmur");
    expect(mine.cited).toEqual([ids.sumberMakmur]);
    const foreignMention = await ask(
      owner,
      `What is the due date of @[Faktur Sumber Makmur](uploaded_document:${ids.theirs})?`,
    );
    expect(foreignMention.text).toContain("not available to you");
    expect(foreignMention.cited).not.toContain(ids.theirs);
  });

  it("answers about a mentioned document of the organization", async () => {
    const { text, cited } = await ask(
      owner,
      `When is @[INV-SMA-2025-11-0153](uploaded_document:${ids.sumberMakmur}) due?`,
    );
    expect(text).toContain("Nov 21, 2025");
    expect(cited).toEqual([ids.sumberMakmur]);
  });

  it("answers a follow-up about the document mentioned last", async () => {
    const response = await subject.app.inject({
      method: "POST",
      url: "/api/chat-stream",
      headers: { authorization: `Bearer ${owner.token}` },
      payload: {
        language: "en",
        today: TODAY,
        messages: [
          {
            role: "user",
            content: `Who is the counterparty of @[NDA](uploaded_document:${ids.nda})?`,
          },
          { role: "assistant", content: "The counterparty of NDA is **Acme Inc.**." },
          {
            role: "user",
            content: `Who is the counterparty of @[Sewa](uploaded_document:${ids.lease})?`,
          },
        ],
      },
    });
    expect(response.body).toContain("**CV Tunas Harapan**");
  });

  it("reads a follow-up with the question before it, in both languages", async () => {
    const lastYear = await ask(
      owner,
      ["Berapa total tagihan PLN tahun ini?", "dan tahun lalu?"],
      "id",
    );
    expect(lastYear.text).toContain("Saya tidak menemukan dokumen");
    expect(lastYear.text).toContain("tahun lalu");
    expect(lastYear.text).toContain("PLN");
    expect(lastYear.cited).toEqual([]);
    const expiry = await ask(owner, [
      "Who is the counterparty in the lease?",
      "When does it expire?",
    ]);
    expect(expiry.text).toContain("**Dec 31, 2026**");
    expect(expiry.cited).toEqual([ids.lease]);
    const otherDocument = await ask(owner, [
      "What is the governing law of the lease?",
      "And the NDA?",
    ]);
    expect(otherDocument.text).toContain("**State of California**");
    expect(otherDocument.cited).toEqual([ids.nda]);
  });

  it("takes the session cookie too, and refuses anyone signed out", async () => {
    const withCookie = await subject.app.inject({
      method: "POST",
      url: "/api/chat-stream",
      headers: asUser(owner),
      payload: { messages: [{ role: "user", content: "kontrak" }], language: "id" },
    });
    expect(withCookie.statusCode).toBe(200);
    const signedOut = await subject.app.inject({
      method: "POST",
      url: "/api/chat-stream",
      payload: { messages: [{ role: "user", content: "kontrak" }], language: "id" },
    });
    expect(signedOut.statusCode).toBe(401);
  });
});
