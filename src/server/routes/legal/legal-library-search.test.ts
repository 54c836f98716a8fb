import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { draftSchema } from "../../../contracts/legal-drafts.ts";
import { libraryResponseSchema } from "../../../contracts/legal-library.ts";
import { mentionListSchema } from "../../../contracts/search.ts";
import { signUp, type SignedIn } from "../../../../test/support/accounts.ts";
import { apiCaller, createTeamAs, type ApiCall } from "../../../../test/support/teams.ts";
import { createTestApp, type TestApp } from "../../../../test/support/test-app.ts";

/**
 * The library's and the drafts' search read a query as document search does (decision 0035
 * "Search"): the query reader's typo corrections, synonyms and English–Indonesian widening
 * (decision 0028), and a clause's name in either language. Each item below is written in one
 * language only, so only that reading finds it from the other. Runs on the embedded database,
 * and on PostgreSQL with TEST_DATABASE_URL.
 */
let subject: TestApp;
let call: ApiCall;
let owner: SignedIn;
let organizationId: string;

const NOTES = {
  termination: {
    kind: "internal_policy",
    title: "Prosedur pengakhiran hubungan kerja",
    reference: "SOP-HR-07",
    body: "Pengakhiran kontrak kerja wajib disetujui direksi dan diberitahukan tertulis.",
  },
  rent: {
    kind: "internal_policy",
    title: "Office rental approvals",
    reference: "",
    body: "Every office rental above one year needs the CFO's approval before it is signed.",
  },
  arbitration: {
    kind: "regulation",
    title: "Penyelesaian melalui arbitrase",
    reference: "UU 30/1999",
    body: "Para pihak dapat memilih arbitrase sebagai penyelesaian di luar pengadilan.",
  },
  payment: {
    kind: "internal_policy",
    title: "Jadwal pembayaran vendor",
    reference: "SOP-FIN-03",
    body: "Tagihan vendor dibayar setiap hari Jumat setelah diverifikasi.",
  },
} as const;

const CLAUSE = {
  category: "force_majeure",
  title_en: "Events beyond control",
  title_id: "Peristiwa di luar kendali",
  body_en: "Neither Party is liable for a delay caused by flood, earthquake or war.",
  body_id:
    "Tidak ada Pihak yang bertanggung jawab atas keterlambatan karena banjir, gempa atau perang.",
};

beforeAll(async () => {
  subject = await createTestApp();
  call = apiCaller(subject.app);
  owner = await signUp(subject.app);
  ({ organizationId } = await createTeamAs(subject.app, subject.database, {
    owner,
    cfo: await signUp(subject.app),
    accountant: await signUp(subject.app),
  }));
  for (const note of Object.values(NOTES)) {
    const saved = await call(owner, "POST", "/api/legal/library/notes", {
      organizationId,
      ...note,
    });
    expect(saved.statusCode, saved.body).toBe(201);
  }
  const clause = await call(owner, "POST", "/api/legal/library/clauses", {
    organizationId,
    ...CLAUSE,
    approved: true,
  });
  expect(clause.statusCode, clause.body).toBe(201);
});
afterAll(() => subject.close());

/** The library's titles a query finds, clauses (English title) then notes. */
async function found(q: string): Promise<string[]> {
  const response = await call(
    owner,
    "GET",
    `/api/legal/library?organizationId=${organizationId}&q=${encodeURIComponent(q)}`,
  );
  expect(response.statusCode, response.body).toBe(200);
  const library = libraryResponseSchema.parse(response.json());
  return [
    ...library.clauses.map((clause) => clause.title_en),
    ...library.notes.map((note) => note.title),
  ];
}

/** The mention picker's drafts and knowledge items for a query, by title. */
async function mentioned(q: string): Promise<string[]> {
  const response = await call(
    owner,
    "GET",
    `/api/legal/document-mentions?organizationId=${organizationId}&q=${encodeURIComponent(q)}`,
  );
  expect(response.statusCode, response.body).toBe(200);
  return mentionListSchema
    .parse(response.json())
    .mentions.filter((item) => item.type !== "uploaded_document")
    .map((item) => item.title);
}

describe("the knowledge library's search reads a query as document search does", () => {
  it("finds an Indonesian item from the English name of its clause, and the other way", async () => {
    expect(await found("termination")).toEqual([NOTES.termination.title]);
    expect(await found("pemutusan hubungan kerja")).toEqual([NOTES.termination.title]);
    expect(await found("force majeure")).toEqual([CLAUSE.title_en]);
    expect(await found("keadaan kahar")).toEqual([CLAUSE.title_en]);
  });

  it("widens a word with the query reader's synonyms and the bilingual word list", async () => {
    // The reader's own synonyms: "sewa" is rent, rental.
    expect(await found("sewa gudang")).toEqual([]);
    expect(await found("sewa")).toEqual([NOTES.rent.title]);
    // The bilingual word list: "arbitration" is "arbitrase".
    expect(await found("arbitration")).toEqual([NOTES.arbitration.title]);
  });

  it("reads a typo as the word it was meant to be", async () => {
    // A clause's name one letter off; the query reader's own word ("paymnet"); a title's word.
    expect(await found("terminaton")).toEqual([NOTES.termination.title]);
    expect(await found("paymnet")).toEqual([NOTES.payment.title]);
    expect(await found("arbitrsae")).toEqual([NOTES.arbitration.title]);
  });

  it("still finds by a typed beginning, and nothing for words no item holds", async () => {
    expect(await found("arbit")).toEqual([NOTES.arbitration.title]);
    expect(await found("asuransi kendaraan")).toEqual([]);
    expect(await found("termination gudang")).toEqual([]);
    // A word document search reads as noise is still looked for as typed.
    expect(await found("vendor")).toEqual([NOTES.payment.title]);
  });
});

describe("the drafts' and knowledge items' mention search reads a query the same way", () => {
  it("finds an Indonesian-only draft and note from English words, and a typo", async () => {
    const lease = draftSchema.parse(
      (
        await call(owner, "POST", "/api/legal/drafts", {
          organizationId,
          template_key: "sewa_menyewa",
          fields: { party_b_name: "CV Gudang Makmur" },
        })
      ).json(),
    );
    expect(lease.bilingual).toBe(false);
    const blank = await call(owner, "POST", "/api/legal/drafts", {
      organizationId,
      title: "Catatan rapat",
    });
    expect(blank.statusCode, blank.body).toBe(201);

    const termination = await mentioned("termination");
    expect(termination).toContain(lease.title);
    expect(termination).toContain(NOTES.termination.title);
    expect(termination).not.toContain("Catatan rapat");
    expect(await mentioned("rental")).toContain(lease.title);
    expect((await mentioned("terminaton")).sort()).toEqual(termination.sort());
    // The picker finds as it is typed.
    expect(await mentioned("gudang mak")).toEqual([lease.title]);
  });
});
