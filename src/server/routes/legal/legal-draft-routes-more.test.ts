import mammoth from "mammoth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  draftSchema,
  draftTemplateListSchema,
  type DraftTemplate,
} from "../../../contracts/legal-drafts.ts";
import { signUp, type SignedIn } from "../../../../test/support/accounts.ts";
import {
  apiCaller,
  auditEntries,
  createTeamAs,
  type ApiCall,
} from "../../../../test/support/teams.ts";
import { createTestApp, type TestApp } from "../../../../test/support/test-app.ts";

let subject: TestApp;
let call: ApiCall;
let owner: SignedIn;
let accountant: SignedIn;
let organizationId: string;
let templates: DraftTemplate[];

beforeAll(async () => {
  subject = await createTestApp();
  call = apiCaller(subject.app);
  owner = await signUp(subject.app, undefined, "Ibu Pemilik");
  accountant = await signUp(subject.app, undefined, "Pak Akuntan");
  ({ organizationId } = await createTeamAs(subject.app, subject.database, {
    owner,
    cfo: await signUp(subject.app),
    accountant,
  }));
  const response = await call(
    accountant,
    "GET",
    `/api/legal/draft-templates?organizationId=${organizationId}`,
  );
  expect(response.statusCode, response.body).toBe(200);
  ({ templates } = draftTemplateListSchema.parse(response.json()));
});
afterAll(() => subject.close());

const PLACE_AND_DATE = { place: "Surabaya", agreement_date: "2026-08-17" };
const PARTIES = {
  party_a_name: "PT Sinar Jaya Abadi",
  party_a_address: "Jl. Pemuda No. 8, Surabaya",
  party_a_representative: "Budi Santoso",
  party_b_name: "CV Mitra Sejahtera",
  party_b_address: "Jl. Diponegoro No. 21, Malang",
  party_b_representative: "Dewi Lestari",
};

/**
 * Each template with every fill-in field given, and how each value must read in the Indonesian
 * and the English text: dates in words, sums in digits and words, months in words.
 */
const CASES: Array<{
  key: string;
  title: string;
  heading: { id: string; en: string };
  fields: Record<string, string>;
  written: Array<{ id: string; en: string }>;
}> = [
  {
    key: "perjanjian_kerja_sama",
    title: "Perjanjian Kerja Sama — CV Mitra Sejahtera",
    heading: { id: "PERJANJIAN KERJA SAMA", en: "COOPERATION AGREEMENT" },
    fields: {
      ...PLACE_AND_DATE,
      ...PARTIES,
      scope: "pengembangan aplikasi kasir",
      start_date: "2026-09-01",
      end_date: "2027-02-28",
      contract_value: "250000000",
    },
    written: [
      { id: "28 Februari 2027", en: "28 February 2027" },
      {
        id: "Rp 250.000.000 (dua ratus lima puluh juta Rupiah)",
        en: "IDR 250,000,000 (two hundred fifty million Rupiah)",
      },
    ],
  },
  {
    key: "sewa_menyewa",
    title: "Perjanjian Sewa Menyewa — CV Mitra Sejahtera",
    heading: { id: "PERJANJIAN SEWA MENYEWA", en: "LEASE AGREEMENT" },
    fields: {
      ...PLACE_AND_DATE,
      ...PARTIES,
      property: "gudang di Jl. Rungkut Industri 3, Surabaya",
      start_date: "2026-10-01",
      end_date: "2028-09-30",
      rent: "180000000",
      deposit: "15000000",
    },
    written: [
      { id: "1 Oktober 2026", en: "1 October 2026" },
      {
        id: "Rp 180.000.000 (seratus delapan puluh juta Rupiah)",
        en: "IDR 180,000,000 (one hundred eighty million Rupiah)",
      },
      {
        id: "Rp 15.000.000 (lima belas juta Rupiah)",
        en: "IDR 15,000,000 (fifteen million Rupiah)",
      },
    ],
  },
  {
    key: "pkwt",
    title: "Perjanjian Kerja Waktu Tertentu (PKWT) — Rina Wulandari",
    heading: { id: "PERJANJIAN KERJA WAKTU TERTENTU", en: "FIXED-TERM EMPLOYMENT AGREEMENT" },
    fields: {
      ...PLACE_AND_DATE,
      party_a_name: PARTIES.party_a_name,
      party_a_address: PARTIES.party_a_address,
      party_a_representative: PARTIES.party_a_representative,
      employee_name: "Rina Wulandari",
      employee_address: "Jl. Kenanga 4, Sidoarjo",
      employee_id_number: "3515014506950003",
      position: "Staf Gudang",
      start_date: "2026-09-01",
      duration_months: "12",
      monthly_salary: "7250000",
    },
    written: [
      { id: "12 (dua belas) bulan", en: "12 (twelve) months" },
      {
        id: "Rp 7.250.000 (tujuh juta dua ratus lima puluh ribu Rupiah)",
        en: "IDR 7,250,000 (seven million two hundred fifty thousand Rupiah)",
      },
    ],
  },
  {
    key: "nda",
    title: "Perjanjian Kerahasiaan — CV Mitra Sejahtera",
    heading: { id: "PERJANJIAN KERAHASIAAN", en: "NON-DISCLOSURE AGREEMENT" },
    fields: {
      ...PLACE_AND_DATE,
      ...PARTIES,
      purpose: "penjajakan kerja sama distribusi",
      duration_months: "36",
    },
    written: [{ id: "36 (tiga puluh enam) bulan", en: "36 (thirty-six) months" }],
  },
  {
    key: "jual_beli",
    title: "Perjanjian Jual Beli — CV Mitra Sejahtera",
    heading: { id: "PERJANJIAN JUAL BELI", en: "SALE AND PURCHASE AGREEMENT" },
    fields: {
      ...PLACE_AND_DATE,
      ...PARTIES,
      goods: "200 unit rak besi",
      price: "55500000",
      delivery_date: "2026-11-30",
    },
    written: [
      { id: "30 November 2026", en: "30 November 2026" },
      {
        id: "Rp 55.500.000 (lima puluh lima juta lima ratus ribu Rupiah)",
        en: "IDR 55,500,000 (fifty-five million five hundred thousand Rupiah)",
      },
    ],
  },
  {
    key: "surat_kuasa",
    // Titled by the attorney, the party the power is given to, as the others by theirs.
    title: "Surat Kuasa — Agus Salim",
    heading: { id: "SURAT KUASA KHUSUS", en: "SPECIAL POWER OF ATTORNEY" },
    fields: {
      ...PLACE_AND_DATE,
      grantor_name: "Budi Santoso",
      grantor_id_number: "3578010101800001",
      grantor_address: "Jl. Pemuda No. 8, Surabaya",
      attorney_name: "Agus Salim",
      attorney_id_number: "3578010202850002",
      attorney_address: "Jl. Darmo 15, Surabaya",
      matter: "pengurusan balik nama sertifikat tanah",
    },
    written: [],
  },
];

/** The agreement's date, which every template writes, in each language. */
const AGREEMENT_DATE = { id: "17 Agustus 2026", en: "17 August 2026" };

describe("the six templates in both languages", () => {
  it("offers exactly the templates this table covers, each field given a value", () => {
    expect(templates.map((template) => template.key)).toEqual(CASES.map((each) => each.key));
    for (const template of templates) {
      const given = CASES.find((each) => each.key === template.key)!.fields;
      expect(Object.keys(given).sort(), template.key).toEqual(
        template.fields.map((field) => field.key).sort(),
      );
    }
  });

  it("titles a draft by the template's name alone while its party is blank", async () => {
    const blanks = { surat_kuasa: "attorney_name", pkwt: "employee_name", nda: "party_b_name" };
    for (const [key, party] of Object.entries(blanks)) {
      const response = await call(accountant, "POST", "/api/legal/drafts", {
        organizationId,
        template_key: key,
        fields: { [party]: "  " },
      });
      expect(response.statusCode, response.body).toBe(201);
      const template = templates.find((candidate) => candidate.key === key)!;
      expect(draftSchema.parse(response.json()).title).toBe(template.name_id);
    }
  });

  it.each(CASES)("$key: every value written into the Indonesian and English text", async (each) => {
    const template = templates.find((candidate) => candidate.key === each.key)!;
    const response = await call(accountant, "POST", "/api/legal/drafts", {
      organizationId,
      template_key: each.key,
      fields: each.fields,
      bilingual: true,
    });
    expect(response.statusCode, response.body).toBe(201);
    const draft = draftSchema.parse(response.json());
    expect(draft).toMatchObject({
      title: each.title,
      contract_type: template.contract_type,
      bilingual: true,
    });
    const bodies = { id: draft.body_id, en: draft.body_en! };
    for (const language of ["id", "en"] as const) {
      const body = bodies[language];
      expect(body).toContain(`<h1>${each.heading[language]}</h1>`);
      expect(body).toContain(AGREEMENT_DATE[language]);
      for (const phrase of each.written) expect(body).toContain(phrase[language]);
      // Every text value as typed; no field left as its bracketed label or as a placeholder.
      for (const field of template.fields.filter((candidate) => candidate.kind === "text")) {
        expect(body, `${field.key} in ${language}`).toContain(each.fields[field.key]);
      }
      for (const field of template.fields) {
        const label = language === "id" ? field.label_id : field.label_en;
        expect(body, `${field.key} in ${language}`).not.toContain(`[${label}]`);
      }
      expect(body).not.toContain("{{");
    }

    const docx = await call(
      accountant,
      "GET",
      `/api/legal/drafts/${draft.id}/export?organizationId=${organizationId}&format=docx`,
    );
    expect(docx.statusCode, docx.body).toBe(200);
    const { value: text } = await mammoth.extractRawText({ buffer: docx.rawPayload });
    expect(text).toContain(each.heading.id);
    expect(text).toContain(each.heading.en);
    for (const phrase of each.written) {
      expect(text).toContain(phrase.id);
      expect(text).toContain(phrase.en);
    }
  });
});

describe("the drafts' audit entries", () => {
  it("records who created, saved and deleted a draft, with its title, template and version", async () => {
    const created = await call(accountant, "POST", "/api/legal/drafts", {
      organizationId,
      template_key: "nda",
      fields: { party_b_name: "PT Audit Jejak" },
    });
    expect(created.statusCode, created.body).toBe(201);
    const draft = draftSchema.parse(created.json());
    const saved = await call(accountant, "PATCH", `/api/legal/drafts/${draft.id}`, {
      organizationId,
      version: draft.version,
      body_id: `${draft.body_id}<p>Tambahan pasal.</p>`,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const renamed = await call(accountant, "PATCH", `/api/legal/drafts/${draft.id}`, {
      organizationId,
      version: 2,
      title: "NDA PT Audit Jejak",
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const deleted = await call(
      owner,
      "DELETE",
      `/api/legal/drafts/${draft.id}?organizationId=${organizationId}`,
    );
    expect(deleted.statusCode).toBe(204);

    const entries = async (actionType: string) =>
      (await auditEntries(subject.app, owner, organizationId, actionType)).filter((entry) =>
        String(entry.details.title).includes("PT Audit Jejak"),
      );
    expect(await entries("draft_created")).toEqual([
      expect.objectContaining({
        resource_type: "legal_draft",
        user_name: "Pak Akuntan",
        user_email: accountant.email,
        details: { title: draft.title, template: "nda" },
      }),
    ]);
    const updates = await entries("draft_updated");
    expect(
      updates.map((entry) => [entry.details.title, entry.details.version, entry.user_email]),
    ).toEqual([
      ["NDA PT Audit Jejak", 3, accountant.email],
      [draft.title, 2, accountant.email],
    ]);
    expect(updates.every((entry) => entry.resource_type === "legal_draft")).toBe(true);
    expect(await entries("draft_deleted")).toEqual([
      expect.objectContaining({
        resource_type: "legal_draft",
        user_name: "Ibu Pemilik",
        details: { title: "NDA PT Audit Jejak" },
      }),
    ]);
  });

  it("records nothing for a save refused as stale or a delete refused to the Accountant", async () => {
    const created = await call(accountant, "POST", "/api/legal/drafts", {
      organizationId,
      title: "Draf Ditolak Simpan",
    });
    const draft = draftSchema.parse(created.json());
    const fresh = await call(accountant, "PATCH", `/api/legal/drafts/${draft.id}`, {
      organizationId,
      version: 1,
      body_id: "<p>Versi dua.</p>",
    });
    expect(fresh.statusCode).toBe(200);
    const stale = await call(accountant, "PATCH", `/api/legal/drafts/${draft.id}`, {
      organizationId,
      version: 1,
      body_id: "<p>Menimpa versi dua.</p>",
    });
    expect(stale.statusCode).toBe(409);
    const refused = await call(
      accountant,
      "DELETE",
      `/api/legal/drafts/${draft.id}?organizationId=${organizationId}`,
    );
    expect(refused.statusCode).toBe(403);
    const mine = async (actionType: string) =>
      (await auditEntries(subject.app, owner, organizationId, actionType)).filter(
        (entry) => entry.details.title === "Draf Ditolak Simpan",
      );
    expect(await mine("draft_updated")).toHaveLength(1);
    expect(await mine("draft_deleted")).toEqual([]);
  });
});
