import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { draftSchema } from "../../../contracts/legal-drafts.ts";
import { clauseSchema, libraryResponseSchema } from "../../../contracts/legal-library.ts";
import { mentionListSchema } from "../../../contracts/search.ts";
import { asUser, signUp, type SignedIn } from "../../../../test/support/accounts.ts";
import {
  apiCaller,
  auditEntries,
  createTeamAs,
  joinAs,
  type ApiCall,
} from "../../../../test/support/teams.ts";
import { createTestApp, type TestApp } from "../../../../test/support/test-app.ts";
import { userVerticalPermissions } from "../../db/schema/accounts.ts";

/**
 * Vertical permissions (decision 0018) on drafts and the knowledge library (decision 0035): a
 * member granted read on the legal vertical reads, searches, exports and mentions its drafts
 * and library, and is refused every change, which leaves no audit entry.
 */
let subject: TestApp;
let call: ApiCall;
let owner: SignedIn;
let reader: SignedIn;
let organizationId: string;
let draftId: string;
let clauseId: string;

const CLAUSE = {
  category: "termination",
  title_en: "Termination for breach",
  title_id: "Pengakhiran karena pelanggaran",
  body_en: "Either Party may terminate this Agreement if the other breaches it.",
  body_id: "Masing-masing Pihak dapat mengakhiri Perjanjian ini jika Pihak lain melanggarnya.",
};

beforeAll(async () => {
  subject = await createTestApp();
  call = apiCaller(subject.app);
  owner = await signUp(subject.app);
  reader = await signUp(subject.app);
  ({ organizationId } = await createTeamAs(subject.app, subject.database, {
    owner,
    cfo: await signUp(subject.app),
    accountant: await signUp(subject.app),
  }));
  await joinAs(subject.database, organizationId, reader, "level_3");
  await subject.database.db.insert(userVerticalPermissions).values({
    userId: reader.userId,
    organizationId,
    vertical: "legal",
    accessLevel: "read",
  });
  const draft = await call(owner, "POST", "/api/legal/drafts", {
    organizationId,
    template_key: "nda",
    fields: { party_b_name: "PT Baca Saja" },
  });
  expect(draft.statusCode, draft.body).toBe(201);
  draftId = draftSchema.parse(draft.json()).id;
  const clause = await call(owner, "POST", "/api/legal/library/clauses", {
    organizationId,
    ...CLAUSE,
    approved: true,
  });
  expect(clause.statusCode, clause.body).toBe(201);
  clauseId = clauseSchema.parse(clause.json()).id;
});
afterAll(() => subject.close());

/** The audit entries of every change to drafts and the library, oldest kind first. */
const changes = async () => {
  const kinds = ["draft_created", "draft_updated", "draft_status_changed", "draft_deleted"];
  const entries = [];
  for (const kind of [...kinds, "library_updated"]) {
    entries.push(...(await auditEntries(subject.app, owner, organizationId, kind)));
  }
  return entries;
};

const send = (person: SignedIn, method: "PUT" | "PATCH", url: string, payload: object) =>
  subject.app.inject({ method, url, headers: asUser(person), payload });

describe("a member who reads the legal vertical without writing it", () => {
  it("reads, searches, exports and mentions the drafts and the library", async () => {
    const draft = await call(
      reader,
      "GET",
      `/api/legal/drafts/${draftId}?organizationId=${organizationId}`,
    );
    expect(draft.statusCode, draft.body).toBe(200);
    expect(draftSchema.parse(draft.json()).abilities).toMatchObject({
      edit: false,
      submit_for_review: false,
    });
    const list = await call(reader, "GET", `/api/legal/drafts?organizationId=${organizationId}`);
    expect(list.statusCode, list.body).toBe(200);
    const docx = await call(
      reader,
      "GET",
      `/api/legal/drafts/${draftId}/export?organizationId=${organizationId}&format=docx`,
    );
    expect(docx.statusCode).toBe(200);

    const library = await call(
      reader,
      "GET",
      `/api/legal/library?organizationId=${organizationId}&q=termination`,
    );
    expect(library.statusCode, library.body).toBe(200);
    const read = libraryResponseSchema.parse(library.json());
    expect(read.clauses.map((clause) => clause.id)).toEqual([clauseId]);
    expect([read.can_edit, read.can_approve]).toEqual([false, false]);

    const mentions = await call(
      reader,
      "GET",
      `/api/legal/document-mentions?organizationId=${organizationId}&q=baca`,
    );
    expect(mentionListSchema.parse(mentions.json()).mentions.map((item) => item.id)).toEqual([
      draftId,
    ]);
  });

  it("is refused every change to a draft or the library, and no audit entry is made", async () => {
    const before = await changes();
    expect(before.length).toBeGreaterThan(0);
    const refused = [
      await call(reader, "POST", "/api/legal/drafts", { organizationId, title: "Draf saya" }),
      await send(reader, "PATCH", `/api/legal/drafts/${draftId}`, {
        organizationId,
        version: 1,
        title: "Diubah",
      }),
      await call(reader, "POST", `/api/legal/drafts/${draftId}/status`, {
        organizationId,
        status: "review",
      }),
      await call(reader, "DELETE", `/api/legal/drafts/${draftId}?organizationId=${organizationId}`),
      await call(reader, "POST", "/api/legal/library/clauses", {
        organizationId,
        ...CLAUSE,
        approved: false,
      }),
      await send(reader, "PUT", `/api/legal/library/clauses/${clauseId}`, {
        organizationId,
        ...CLAUSE,
        approved: true,
      }),
      await call(
        reader,
        "DELETE",
        `/api/legal/library/clauses/${clauseId}?organizationId=${organizationId}`,
      ),
      await call(reader, "POST", "/api/legal/library/notes", {
        organizationId,
        kind: "internal_policy",
        title: "Catatan",
        reference: "",
        body: "Isi catatan.",
      }),
    ];
    expect(refused.map((response) => response.statusCode)).toEqual(Array(8).fill(403));
    expect(await changes()).toEqual(before);
  });
});
