import mammoth from "mammoth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorBodySchema } from "../../../contracts/errors.ts";
import {
  draftDiffSchema,
  draftListSchema,
  draftSchema,
  draftTemplateListSchema,
  draftVersionListSchema,
  type Draft,
} from "../../../contracts/legal-drafts.ts";
import { openPdf } from "../../../reader/pdf.ts";
import {
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

let subject: TestApp;
let call: ApiCall;
let owner: SignedIn;
let cfo: SignedIn;
let accountant: SignedIn;
let clerk: SignedIn;
let outsider: SignedIn;
let organizationId: string;

const PKWT_FIELDS = {
  place: "Jakarta",
  agreement_date: "2026-02-20",
  party_a_name: "PT Sinar Jaya Abadi",
  party_a_address: "Jl. Sudirman No. 5, Jakarta",
  party_a_representative: "Budi Santoso",
  employee_name: "Siti Rahmawati",
  employee_address: "Jl. Melati 12, Bekasi",
  employee_id_number: "3275014501900002",
  position: "Staf Akuntansi",
  start_date: "2026-03-01",
  duration_months: "24",
  monthly_salary: "8500000",
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
  // A clerk of the accounting vertical only (decision 0018): the legal drafts are closed to them.
  await subject.database.db.insert(userVerticalPermissions).values({
    userId: clerk.userId,
    organizationId,
    vertical: "accounting",
    accessLevel: "write",
  });
  await personalOrganizationOf(subject.app, outsider);
});
afterAll(() => subject.close());

async function createPkwt(person: SignedIn, fields: Record<string, string> = PKWT_FIELDS) {
  const response = await call(person, "POST", "/api/legal/drafts", {
    organizationId,
    template_key: "pkwt",
    fields,
    bilingual: true,
    e_meterai: true,
  });
  expect(response.statusCode, response.body).toBe(201);
  return draftSchema.parse(response.json());
}

async function save(person: SignedIn, draft: Draft, change: Record<string, unknown>) {
  return call(person, "PATCH", `/api/legal/drafts/${draft.id}`, {
    organizationId,
    version: draft.version,
    ...change,
  });
}

const errorCode = (response: { json(): unknown }) =>
  errorBodySchema.parse(response.json()).error.code;

describe("legal drafts", () => {
  it("offers the six templates with their fill-in fields", async () => {
    const response = await call(
      accountant,
      "GET",
      `/api/legal/draft-templates?organizationId=${organizationId}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const { templates } = draftTemplateListSchema.parse(response.json());
    expect(templates.map((template) => template.key)).toEqual([
      "perjanjian_kerja_sama",
      "sewa_menyewa",
      "pkwt",
      "nda",
      "jual_beli",
      "surat_kuasa",
    ]);
    const pkwt = templates.find((template) => template.key === "pkwt")!;
    expect(pkwt.fields.find((field) => field.key === "duration_months")).toMatchObject({
      kind: "months",
      max: 60,
    });
  });

  it("drafts a PKWT from its template in Indonesian beside English, the values written in", async () => {
    const draft = await createPkwt(accountant);
    expect(draft).toMatchObject({
      title: "Perjanjian Kerja Waktu Tertentu (PKWT) — Siti Rahmawati",
      status: "draft",
      version: 1,
      bilingual: true,
      e_meterai: true,
      contract_type: "Employment Agreement",
    });
    expect(draft.body_id).toContain("<h1>PERJANJIAN KERJA WAKTU TERTENTU</h1>");
    expect(draft.body_id).toContain("Rp 8.500.000 (delapan juta lima ratus ribu Rupiah)");
    expect(draft.body_id).toContain("24 (dua puluh empat) bulan sejak 1 Maret 2026");
    expect(draft.body_id).toContain("Peraturan Pemerintah Nomor 35 Tahun 2021");
    expect(draft.body_en).toContain("IDR 8,500,000 (eight million five hundred thousand Rupiah)");
    expect(draft.body_en).toContain("24 (twenty-four) months from 1 March 2026");
  });

  it("shows a blank field as its label, and refuses a PKWT longer than five years", async () => {
    const blank = await createPkwt(accountant, { ...PKWT_FIELDS, employee_name: " " });
    expect(blank.body_id).toContain("[Pekerja: nama]");
    expect(blank.body_en).toContain("[Employee: name]");

    const tooLong = await call(accountant, "POST", "/api/legal/drafts", {
      organizationId,
      template_key: "pkwt",
      fields: { ...PKWT_FIELDS, duration_months: "61" },
    });
    expect(tooLong.statusCode).toBe(400);
    expect(errorBodySchema.parse(tooLong.json()).error.details).toMatchObject({
      field: "duration_months",
      max: 60,
    });
  });

  it("keeps each saved text as a version, refuses a save over a newer one, and diffs two", async () => {
    const first = await createPkwt(accountant);
    const edited = first.body_id.replace("Staf Akuntansi", "Kepala Akuntansi");
    const second = await save(accountant, first, { body_id: edited });
    expect(second.statusCode, second.body).toBe(200);
    expect(draftSchema.parse(second.json()).version).toBe(2);

    // Someone who opened version 1 and saves now would overwrite version 2.
    const stale = await save(cfo, first, { body_id: `${first.body_id}<p>Tambahan</p>` });
    expect(stale.statusCode).toBe(409);
    expect(errorCode(stale)).toBe("CONFLICT");

    const markOnly = await save(cfo, draftSchema.parse(second.json()), { e_meterai: false });
    expect(draftSchema.parse(markOnly.json())).toMatchObject({ version: 2, e_meterai: false });

    const versions = await call(
      accountant,
      "GET",
      `/api/legal/drafts/${first.id}/versions?organizationId=${organizationId}`,
    );
    expect(
      draftVersionListSchema.parse(versions.json()).versions.map((each) => each.version),
    ).toEqual([2, 1]);

    const diff = await call(
      accountant,
      "GET",
      `/api/legal/drafts/${first.id}/diff?organizationId=${organizationId}&from=1&to=2`,
    );
    expect(diff.statusCode, diff.body).toBe(200);
    const parts = draftDiffSchema.parse(diff.json()).body_id;
    expect(
      parts.filter((part) => part.change === "removed").map((part) => part.text.trim()),
    ).toEqual(["Staf"]);
    expect(parts.filter((part) => part.change === "added").map((part) => part.text.trim())).toEqual(
      ["Kepala"],
    );
    expect(draftDiffSchema.parse(diff.json()).body_en.every((part) => part.change === "same")).toBe(
      true,
    );
  });

  it("moves draft → review → final; only a CFO or Owner finalizes or reopens, and a final draft is not edited", async () => {
    const draft = await createPkwt(accountant);
    const status = (person: SignedIn, to: string) =>
      call(person, "POST", `/api/legal/drafts/${draft.id}/status`, { organizationId, status: to });

    expect((await status(accountant, "final")).statusCode).toBe(409);
    const review = await status(accountant, "review");
    expect(draftSchema.parse(review.json()).abilities).toMatchObject({
      finalize: false,
      reopen: true,
    });
    const refused = await status(accountant, "final");
    expect(refused.statusCode).toBe(403);
    const final = await status(cfo, "final");
    expect(draftSchema.parse(final.json())).toMatchObject({
      status: "final",
      abilities: { edit: false, reopen: true },
    });
    const edit = await save(cfo, draftSchema.parse(final.json()), { title: "Diubah" });
    expect(edit.statusCode).toBe(409);
    expect((await status(accountant, "draft")).statusCode).toBe(403);
    expect(draftSchema.parse((await status(owner, "draft")).json()).status).toBe("draft");

    const moves = (await auditEntries(subject.app, owner, organizationId, "draft_status_changed"))
      .filter((entry) => entry.details.title === draft.title)
      .map((entry) => `${String(entry.details.from)}→${String(entry.details.to)}`);
    expect(moves.reverse()).toEqual(["draft→review", "review→final", "final→draft"]);
  });

  it("exports DOCX (read back with mammoth) and PDF, side by side, with the e-Meterai place", async () => {
    const draft = await createPkwt(accountant);
    const docx = await call(
      accountant,
      "GET",
      `/api/legal/drafts/${draft.id}/export?organizationId=${organizationId}&format=docx`,
    );
    expect(docx.statusCode, docx.body).toBe(200);
    expect(docx.headers["content-disposition"]).toContain(".docx");
    const { value: text } = await mammoth.extractRawText({ buffer: docx.rawPayload });
    expect(text).toContain("PERJANJIAN KERJA WAKTU TERTENTU");
    expect(text).toContain("FIXED-TERM EMPLOYMENT AGREEMENT");
    expect(text).toContain("Siti Rahmawati");
    expect(text).toContain("e-Meterai Rp10.000");

    const pdf = await call(
      accountant,
      "GET",
      `/api/legal/drafts/${draft.id}/export?organizationId=${organizationId}&format=pdf`,
    );
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    const { document, close } = await openPdf(new Uint8Array(pdf.rawPayload));
    try {
      const page = await document.getPage(1);
      const items = (await page.getTextContent()).items.flatMap((item) =>
        "str" in item
          ? [{ text: item.str, x: item.transform[4] as number, y: item.transform[5] as number }]
          : [],
      );
      const words = items.map((item) => item.text).join(" ");
      expect(words).toContain("DRAF — BELUM FINAL");
      expect(words).toContain("Siti Rahmawati");
      // Side by side: the Indonesian title on the left of the English one, on the same line.
      const indonesian = items.find((item) => item.text.startsWith("PERJANJIAN KERJA WAKTU"))!;
      const english = items.find((item) => item.text.startsWith("FIXED-TERM EMPLOYMENT"))!;
      expect(english.y).toBe(indonesian.y);
      expect(english.x).toBeGreaterThan(indonesian.x + 200);
    } finally {
      await close();
    }
    const exported = await auditEntries(subject.app, owner, organizationId, "draft_exported");
    expect(
      exported
        .filter((entry) => entry.details.title === draft.title)
        .map((entry) => entry.details.format),
    ).toEqual(["pdf", "docx"]);
  });

  it("is deleted only by a CFO or Owner", async () => {
    const draft = await createPkwt(accountant);
    const url = `/api/legal/drafts/${draft.id}?organizationId=${organizationId}`;
    expect((await call(accountant, "DELETE", url)).statusCode).toBe(403);
    expect((await call(owner, "DELETE", url)).statusCode).toBe(204);
    expect((await call(owner, "GET", url)).statusCode).toBe(404);
  });

  it("shows nothing to another organization or to a member without the legal vertical", async () => {
    const draft = await createPkwt(accountant);
    const url = `/api/legal/drafts/${draft.id}?organizationId=${organizationId}`;
    const foreign = await call(outsider, "GET", url);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain("Siti");
    const outsiderOwn = await personalOrganizationOf(subject.app, outsider);
    expect(
      (await call(outsider, "GET", `/api/legal/drafts/${draft.id}?organizationId=${outsiderOwn}`))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await call(outsider, "PATCH", `/api/legal/drafts/${draft.id}`, {
          organizationId: outsiderOwn,
          version: 1,
          title: "x",
        })
      ).statusCode,
    ).toBe(404);

    const clerkList = await call(
      clerk,
      "GET",
      `/api/legal/drafts?organizationId=${organizationId}`,
    );
    expect(clerkList.statusCode).toBe(403);
    expect(clerkList.body).not.toContain("Siti");
    expect((await call(clerk, "GET", url)).statusCode).toBe(403);
    const clerkMention = await call(clerk, "POST", "/api/legal/document-mentions", {
      organizationId,
      documentId: draft.id,
      type: "legal_draft",
    });
    expect(clerkMention.statusCode).toBe(404);

    const list = await call(cfo, "GET", `/api/legal/drafts?organizationId=${organizationId}`);
    expect(draftListSchema.parse(list.json()).drafts.map((each) => each.id)).toContain(draft.id);
  });
});

describe("the drafts list", () => {
  it("pages the drafts, the last changed first, and counts them all", async () => {
    const writer = await signUp(subject.app);
    const own = await personalOrganizationOf(subject.app, writer);
    for (const title of ["First lease", "Second lease", "Third lease"]) {
      const created = await call(writer, "POST", "/api/legal/drafts", {
        organizationId: own,
        title,
      });
      expect(created.statusCode, created.body).toBe(201);
    }
    const page = async (query: string) =>
      call(writer, "GET", `/api/legal/drafts?organizationId=${own}&${query}`);
    const titles = async (query: string) => {
      const list = draftListSchema.parse((await page(query)).json());
      expect(list.total_count).toBe(3);
      return list.drafts.map((draft) => draft.title);
    };
    expect(await titles("limit=2&offset=0")).toEqual(["Third lease", "Second lease"]);
    expect(await titles("limit=2&offset=2")).toEqual(["First lease"]);
    expect(await titles("")).toHaveLength(3);
    expect((await page("limit=101")).statusCode).toBe(400);
  });
});
