import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { documentMentionSchema, draftSchema } from "../../../contracts/legal-drafts.ts";
import {
  clauseSchema,
  libraryResponseSchema,
  noteSchema,
} from "../../../contracts/legal-library.ts";
import { mentionListSchema } from "../../../contracts/search.ts";
import {
  asUser,
  personalOrganizationOf,
  signUp,
  type SignedIn,
} from "../../../../test/support/accounts.ts";
import { insertDocument } from "../../../../test/support/documents.ts";
import { apiCaller, createTeamAs, joinAs, type ApiCall } from "../../../../test/support/teams.ts";
import { createTestApp, type TestApp } from "../../../../test/support/test-app.ts";
import { userVerticalPermissions } from "../../db/schema/accounts.ts";
import { listStandardClauses } from "../../domain/legal-library/list-standard-clauses.ts";
import { askAssistant } from "../../../../test/support/chat.ts";

let subject: TestApp;
let call: ApiCall;
let owner: SignedIn;
let cfo: SignedIn;
let accountant: SignedIn;
let clerk: SignedIn;
let outsider: SignedIn;
let organizationId: string;

const PAYMENT = {
  category: "payment",
  title_en: "Payment within 14 days",
  title_id: "Pembayaran dalam 14 hari",
  body_en: "The Buyer pays each valid invoice within 14 (fourteen) days of receiving it.",
  body_id: "Pembeli membayar setiap tagihan yang sah dalam 14 (empat belas) hari sejak diterima.",
};
const CONFIDENTIALITY = {
  category: "confidentiality",
  title_en: "Confidentiality",
  title_id: "Kerahasiaan",
  body_en: "Each Party keeps the other's information confidential for two years.",
  body_id: "Para Pihak merahasiakan informasi Pihak lainnya selama dua tahun.",
};

beforeAll(async () => {
  subject = await createTestApp();
  call = apiCaller(subject.app);
  owner = await signUp(subject.app);
  cfo = await signUp(subject.app);
  accountant = await signUp(subject.app);
  clerk = await signUp(subject.app);
  outsider = await signUp(subject.app);
  ({ organizationId } = await createTeamAs(subject.app, subject.database, {
    owner,
    cfo,
    accountant,
  }));
  await joinAs(subject.database, organizationId, clerk, "level_3");
  await subject.database.db.insert(userVerticalPermissions).values({
    userId: clerk.userId,
    organizationId,
    vertical: "accounting",
    accessLevel: "write",
  });
  await personalOrganizationOf(subject.app, outsider);
});
afterAll(() => subject.close());

async function addClause(person: SignedIn, clause: object, approved: boolean) {
  return call(person, "POST", "/api/legal/library/clauses", {
    organizationId,
    ...clause,
    approved,
  });
}

async function library(person: SignedIn, query: string) {
  const response = await call(
    person,
    "GET",
    `/api/legal/library?organizationId=${organizationId}${query}`,
  );
  expect(response.statusCode, response.body).toBe(200);
  return libraryResponseSchema.parse(response.json());
}

describe("the knowledge library", () => {
  it("takes a writer's clause as a proposal; only a CFO or Owner approves or changes the standard", async () => {
    expect((await addClause(accountant, PAYMENT, true)).statusCode).toBe(403);
    const proposed = await addClause(accountant, PAYMENT, false);
    expect(proposed.statusCode, proposed.body).toBe(201);
    const { id } = clauseSchema.parse(proposed.json());
    const approve = (person: SignedIn, approved: boolean) =>
      subject.app.inject({
        method: "PUT",
        url: `/api/legal/library/clauses/${id}`,
        headers: asUser(person),
        payload: { organizationId, ...PAYMENT, approved },
      });
    expect((await approve(accountant, true)).statusCode).toBe(403);
    expect(clauseSchema.parse((await approve(cfo, true)).json()).approved).toBe(true);
    // Now the standard: the writer may neither change nor remove it.
    expect((await approve(accountant, false)).statusCode).toBe(403);
    expect(
      (
        await call(
          accountant,
          "DELETE",
          `/api/legal/library/clauses/${id}?organizationId=${organizationId}`,
        )
      ).statusCode,
    ).toBe(403);
    expect((await addClause(owner, CONFIDENTIALITY, true)).statusCode).toBe(201);

    const standard = await listStandardClauses(subject.database.db, organizationId);
    expect(standard.map((clause) => [clause.category, clause.approved])).toEqual([
      ["confidentiality", true],
      ["payment", true],
    ]);
    expect((await library(accountant, "")).can_approve).toBe(false);
    expect((await library(cfo, "")).can_approve).toBe(true);
  });

  it("finds clauses and notes by either language's words, their stems and a typed beginning", async () => {
    const note = await call(accountant, "POST", "/api/legal/library/notes", {
      organizationId,
      kind: "regulation",
      title: "Kewajiban Bahasa Indonesia dalam perjanjian",
      reference: "UU 24/2009 Pasal 31",
      body: "Nota kesepahaman atau perjanjian yang melibatkan pihak Indonesia wajib menggunakan Bahasa Indonesia.",
    });
    expect(note.statusCode, note.body).toBe(201);
    const noteId = noteSchema.parse(note.json()).id;

    const titles = async (q: string) => {
      const found = await library(accountant, `&q=${encodeURIComponent(q)}`);
      return [
        ...found.clauses.map((clause) => clause.title_en),
        ...found.notes.map((each) => each.title),
      ];
    };
    // "pembayaran" and "membayar" share the stem "bayar".
    expect(await titles("pembayaran")).toEqual(["Payment within 14 days"]);
    expect(await titles("confidential")).toEqual(["Confidentiality"]);
    expect(await titles("rahas")).toEqual(["Confidentiality"]);
    expect(await titles("UU 24/2009")).toEqual(["Kewajiban Bahasa Indonesia dalam perjanjian"]);
    expect(await titles("sewa gudang")).toEqual([]);

    const payment = await library(accountant, "&category=payment&approvedOnly=true");
    expect(payment.clauses.map((clause) => clause.title_id)).toEqual(["Pembayaran dalam 14 hari"]);
    expect(payment.notes).toEqual([]);

    const read = await call(accountant, "POST", "/api/legal/document-mentions", {
      organizationId,
      documentId: noteId,
      type: "knowledge_library",
    });
    expect(documentMentionSchema.parse(read.json())).toMatchObject({
      title: "Kewajiban Bahasa Indonesia dalam perjanjian (UU 24/2009 Pasal 31)",
      metadata: { subcategory: "regulation" },
    });
  });

  it("puts drafts and knowledge items in the mention picker beside documents, and reads them in full", async () => {
    const draft = draftSchema.parse(
      (
        await call(accountant, "POST", "/api/legal/drafts", {
          organizationId,
          template_key: "sewa_menyewa",
          fields: { party_b_name: "CV Gudang Makmur", rent: "120000000", start_date: "2026-01-01" },
        })
      ).json(),
    );
    await insertDocument(subject.database.db, {
      organizationId,
      name: "Sewa gudang 2025.pdf",
      type: "contract",
      contractType: "Lease Agreement",
      content: "Perjanjian sewa gudang",
    });

    const mentions = async (person: SignedIn, q: string) => {
      const response = await call(
        person,
        "GET",
        `/api/legal/document-mentions?organizationId=${organizationId}&q=${q}`,
      );
      expect(response.statusCode, response.body).toBe(200);
      return mentionListSchema.parse(response.json()).mentions;
    };
    const found = await mentions(accountant, "sewa");
    expect(found.map((item) => item.type).sort()).toEqual(["legal_draft", "uploaded_document"]);
    expect(found.find((item) => item.type === "legal_draft")).toMatchObject({
      id: draft.id,
      title: "Perjanjian Sewa Menyewa — CV Gudang Makmur",
      contract_type: "Lease Agreement",
    });
    expect((await mentions(accountant, "kerahasiaan")).map((item) => item.type)).toContain(
      "knowledge_library",
    );
    // The accounting-only clerk sees neither the contract nor the draft.
    expect(await mentions(clerk, "sewa")).toEqual([]);

    const full = await call(accountant, "POST", "/api/legal/document-mentions", {
      organizationId,
      documentId: draft.id,
      type: "legal_draft",
    });
    expect(documentMentionSchema.parse(full.json())).toMatchObject({
      type: "legal_draft",
      metadata: {
        parties: ["CV Gudang Makmur"],
        effective_date: "2026-01-01",
        contract_value: 120000000,
        currency: "IDR",
        subcategory: "Lease Agreement",
      },
    });
    expect(documentMentionSchema.parse(full.json()).content).toContain(
      "Rp 120.000.000 (seratus dua puluh juta Rupiah)",
    );
    const foreign = await call(outsider, "POST", "/api/legal/document-mentions", {
      documentId: draft.id,
      type: "legal_draft",
    });
    expect(foreign.statusCode).toBe(404);
  });

  it("lets the assistant read a mentioned draft, and not another organization's", async () => {
    const draft = draftSchema.parse(
      (
        await call(accountant, "POST", "/api/legal/drafts", {
          organizationId,
          template_key: "nda",
          fields: { party_b_name: "PT Rahasia Dagang", duration_months: "18" },
        })
      ).json(),
    );
    const ask = async (person: SignedIn, content: string) => {
      const answer = await askAssistant(subject.app, person.token, {
        question: content,
        language: "en",
      });
      expect(answer.status, answer.body).toBe(200);
      return answer.text;
    };
    const token = `@[${draft.title}](legal_draft:${draft.id})`;
    await call(accountant, "POST", "/api/organizations/switch", { organizationId });
    const mine = await ask(accountant, `What does the confidentiality clause of ${token} say?`);
    expect(mine).not.toContain("not available to you");
    expect(mine.toLowerCase()).toContain("confidential");
    const theirs = await ask(outsider, `What does ${token} say about confidentiality?`);
    expect(theirs).toContain("not available to you");
  });
});
