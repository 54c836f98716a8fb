import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { documentMentionSchema } from "../../../contracts/legal-drafts.ts";
import { clauseSchema, noteSchema } from "../../../contracts/legal-library.ts";
import {
  asUser,
  personalOrganizationOf,
  signUp,
  type SignedIn,
} from "../../../../test/support/accounts.ts";
import {
  apiCaller,
  auditEntries,
  createTeamAs,
  joinAs,
  type ApiCall,
} from "../../../../test/support/teams.ts";
import { createTestApp, type TestApp } from "../../../../test/support/test-app.ts";
import { userVerticalPermissions } from "../../db/schema/accounts.ts";
import { askAssistant } from "../../../../test/support/chat.ts";

let subject: TestApp;
let call: ApiCall;
let owner: SignedIn;
let accountant: SignedIn;
let clerk: SignedIn;
let outsider: SignedIn;
let organizationId: string;
let clauseId: string;
let noteId: string;

const TERMINATION = {
  category: "termination",
  title_en: "Termination on 30 days' notice",
  title_id: "Pengakhiran dengan pemberitahuan 30 hari",
  body_en:
    "Either Party may terminate this Agreement by giving the other Party written notice of 30 (thirty) days.",
  body_id:
    "Masing-masing Pihak dapat mengakhiri Perjanjian ini dengan pemberitahuan tertulis kepada Pihak lainnya paling lambat 30 (tiga puluh) hari sebelumnya.",
};
const NOTE = {
  kind: "internal_policy",
  title: "Batas tanda tangan direksi",
  reference: "SOP-LEGAL-02",
  body: "Kontrak bernilai di atas Rp 500.000.000 wajib ditandatangani oleh dua orang direksi.",
};

beforeAll(async () => {
  subject = await createTestApp();
  call = apiCaller(subject.app);
  owner = await signUp(subject.app, undefined, "Ibu Pemilik");
  accountant = await signUp(subject.app, undefined, "Pak Akuntan");
  clerk = await signUp(subject.app);
  outsider = await signUp(subject.app);
  ({ organizationId } = await createTeamAs(subject.app, subject.database, {
    owner,
    cfo: await signUp(subject.app),
    accountant,
  }));
  // A clerk of the accounting vertical only: the knowledge library is the legal vertical's.
  await joinAs(subject.database, organizationId, clerk, "level_3");
  await subject.database.db.insert(userVerticalPermissions).values({
    userId: clerk.userId,
    organizationId,
    vertical: "accounting",
    accessLevel: "write",
  });
  await personalOrganizationOf(subject.app, outsider);

  const clause = await call(owner, "POST", "/api/legal/library/clauses", {
    organizationId,
    ...TERMINATION,
    approved: true,
  });
  expect(clause.statusCode, clause.body).toBe(201);
  clauseId = clauseSchema.parse(clause.json()).id;
  const note = await call(accountant, "POST", "/api/legal/library/notes", {
    organizationId,
    ...NOTE,
  });
  expect(note.statusCode, note.body).toBe(201);
  noteId = noteSchema.parse(note.json()).id;
});
afterAll(() => subject.close());

/** A library item saved over (PUT, which the shared caller does not send). */
const replace = (person: SignedIn, url: string, payload: object) =>
  subject.app.inject({ method: "PUT", url, headers: asUser(person), payload });

const readMention = (person: SignedIn, documentId: string, organization = organizationId) =>
  call(person, "POST", "/api/legal/document-mentions", {
    organizationId: organization,
    documentId,
    type: "knowledge_library",
  });

describe("POST /api/legal/document-mentions for knowledge items", () => {
  it("reads a library clause in full: both languages' titles and text, its category", async () => {
    const response = await readMention(accountant, clauseId);
    expect(response.statusCode, response.body).toBe(200);
    const mention = documentMentionSchema.parse(response.json());
    expect(mention).toMatchObject({
      id: clauseId,
      type: "knowledge_library",
      title: `${TERMINATION.title_id} / ${TERMINATION.title_en}`,
      metadata: { subcategory: "termination" },
    });
    // Indonesian first: it is the text that prevails (UU 24/2009).
    expect(mention.content).toBe(`${TERMINATION.body_id}\n\n${TERMINATION.body_en}`);
  });

  it("reads a note in full, with its reference and kind", async () => {
    const response = await readMention(accountant, noteId);
    expect(response.statusCode, response.body).toBe(200);
    expect(documentMentionSchema.parse(response.json())).toEqual({
      id: noteId,
      type: "knowledge_library",
      title: `${NOTE.title} (${NOTE.reference})`,
      content: NOTE.body,
      metadata: { subcategory: "internal_policy" },
    });
  });

  it("is not found for another organization, a member without the legal vertical, or a wrong type", async () => {
    const outsiderOwn = await personalOrganizationOf(subject.app, outsider);
    for (const response of [
      await readMention(outsider, clauseId),
      await readMention(outsider, clauseId, outsiderOwn),
      await readMention(outsider, noteId, outsiderOwn),
      await readMention(clerk, clauseId),
      await readMention(clerk, noteId),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain("Pengakhiran");
      expect(response.body).not.toContain("direksi");
    }
    const asDraft = await call(accountant, "POST", "/api/legal/document-mentions", {
      organizationId,
      documentId: clauseId,
      type: "legal_draft",
    });
    expect(asDraft.statusCode).toBe(404);
  });
});

/** The assistant's answer text to one question, asked in the person's active organization. */
async function ask(person: SignedIn, content: string, language: "en" | "id" = "en") {
  const answer = await askAssistant(subject.app, person.token, { question: content, language });
  expect(answer.status, answer.body).toBe(200);
  return answer.text;
}

describe("the assistant and a mentioned knowledge item", () => {
  it("answers from a mentioned library clause, quoting it, and not another organization's", async () => {
    await call(accountant, "POST", "/api/organizations/switch", { organizationId });
    const clause = `@[${TERMINATION.title_en}](knowledge_library:${clauseId})`;
    const quoted = await ask(accountant, `What does the termination clause of ${clause} say?`);
    expect(quoted).toContain(`(preview:${clauseId})`);
    // The clause in the question's language: its English text to an English question, with
    // Indonesian interface (the interface's language is not the question's).
    expect(quoted).toContain(TERMINATION.body_en);
    expect(quoted).not.toContain(TERMINATION.body_id);
    for (const question of [
      `What does ${clause} say?`,
      `Explain ${clause}`,
      `Can the agreement be ended early under ${clause}?`,
    ]) {
      const answered = await ask(accountant, question, "id");
      expect(answered, question).toContain(TERMINATION.body_en);
      expect(answered, question).not.toContain(TERMINATION.body_id);
    }
    for (const question of [
      `Apa isi klausul pengakhiran di ${clause}?`,
      `Jelaskan ${clause}`,
      `Bisakah perjanjian diakhiri lebih awal menurut ${clause}?`,
    ]) {
      const answered = await ask(accountant, question, "en");
      expect(answered, question).toContain(TERMINATION.body_id);
      expect(answered, question).not.toContain(TERMINATION.body_en);
    }
    const period = await ask(
      accountant,
      `Berapa lama pemberitahuan pengakhiran di ${clause}?`,
      "id",
    );
    expect(period).toContain("**30 hari**");
    expect(period).toContain(`(preview:${clauseId})`);

    const theirs = await ask(outsider, `What does the termination clause of ${clause} say?`);
    expect(theirs).toContain("not available to you");
    expect(theirs).not.toContain("30 (thirty)");
    expect(theirs).not.toContain("30 (tiga puluh)");
  });

  it("cites a mentioned note as its source; the accounting-only clerk gets nothing of it", async () => {
    await call(clerk, "POST", "/api/organizations/switch", { organizationId });
    const note = `@[${NOTE.title}](knowledge_library:${noteId})`;
    const cited = await ask(accountant, note, "id");
    expect(cited).toContain(`(preview:${noteId})`);
    expect(cited).toContain(NOTE.title);
    for (const question of [`Apa isi ${note}?`, `What does ${note} say?`, `jelaskan ${note}`]) {
      const answered = await ask(accountant, question, question.startsWith("What") ? "en" : "id");
      expect(answered, question).toContain(NOTE.body);
      expect(answered, question).toContain(`(preview:${noteId})`);
    }
    const closed = await ask(clerk, note, "id");
    expect(closed).toContain("tidak tersedia untuk Anda");
    expect(closed).not.toContain(noteId);
    expect(closed).not.toContain(NOTE.title);
  });
});

describe("the library's audit entries", () => {
  it("records each clause and note added, changed, approved and removed as library_updated", async () => {
    const proposed = await call(accountant, "POST", "/api/legal/library/clauses", {
      organizationId,
      category: "payment",
      title_en: "Audit trail payment",
      title_id: "Pembayaran jejak audit",
      body_en: "Payment within 30 days.",
      body_id: "Pembayaran dalam 30 hari.",
      approved: false,
    });
    expect(proposed.statusCode, proposed.body).toBe(201);
    const { id } = clauseSchema.parse(proposed.json());
    const put = (person: SignedIn, change: object) =>
      replace(person, `/api/legal/library/clauses/${id}`, {
        organizationId,
        category: "payment",
        title_en: "Audit trail payment",
        title_id: "Pembayaran jejak audit",
        body_en: "Payment within 30 days.",
        body_id: "Pembayaran dalam 30 hari.",
        approved: false,
        ...change,
      });
    expect(
      (await put(accountant, { body_en: "Payment within 30 (thirty) days." })).statusCode,
    ).toBe(200);
    expect((await put(owner, { approved: true })).statusCode).toBe(200);
    expect(
      (
        await call(
          owner,
          "DELETE",
          `/api/legal/library/clauses/${id}?organizationId=${organizationId}`,
        )
      ).statusCode,
    ).toBe(204);

    const note = await call(accountant, "POST", "/api/legal/library/notes", {
      organizationId,
      kind: "regulation",
      title: "Audit trail regulation",
      reference: null,
      body: "PP 35/2021.",
    });
    expect(note.statusCode, note.body).toBe(201);
    const noteUrl = `/api/legal/library/notes/${noteSchema.parse(note.json()).id}`;
    const changed = await replace(accountant, noteUrl, {
      organizationId,
      kind: "regulation",
      title: "Audit trail regulation",
      reference: "PP 35/2021 Pasal 8",
      body: "PP 35/2021 Pasal 8.",
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(
      (await call(accountant, "DELETE", `${noteUrl}?organizationId=${organizationId}`)).statusCode,
    ).toBe(204);

    const changes = (await auditEntries(subject.app, owner, organizationId, "library_updated"))
      .filter((entry) => String(entry.details.title).startsWith("Audit trail"))
      .reverse()
      .map((entry) => [entry.details.change, entry.user_name, entry.resource_type]);
    expect(changes).toEqual([
      ["clause_added", "Pak Akuntan", "knowledge_library"],
      ["clause_changed", "Pak Akuntan", "knowledge_library"],
      ["clause_approved", "Ibu Pemilik", "knowledge_library"],
      ["clause_removed", "Ibu Pemilik", "knowledge_library"],
      ["note_added", "Pak Akuntan", "knowledge_library"],
      ["note_changed", "Pak Akuntan", "knowledge_library"],
      ["note_removed", "Pak Akuntan", "knowledge_library"],
    ]);
  });

  it("records nothing when a writer's change to the approved standard is refused", async () => {
    const refused = await replace(accountant, `/api/legal/library/clauses/${clauseId}`, {
      organizationId,
      ...TERMINATION,
      body_en: "Either Party may terminate at any time.",
      approved: true,
    });
    expect(refused.statusCode).toBe(403);
    const entries = await auditEntries(subject.app, owner, organizationId, "library_updated");
    expect(
      entries.filter(
        (entry) =>
          entry.details.title === TERMINATION.title_en && entry.details.change !== "clause_added",
      ),
    ).toEqual([]);
  });
});
