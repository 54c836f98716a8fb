import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { documentDetailSchema } from "../../../contracts/documents.ts";
import { errorBodySchema } from "../../../contracts/errors.ts";
import {
  asUser,
  personalOrganizationOf,
  signUp,
  type SignedIn,
} from "../../../../test/support/accounts.ts";
import { createTestApp, type TestApp } from "../../../../test/support/test-app.ts";
import { fixture, uploadNew, waitUntilSettled } from "../../../../test/support/uploads.ts";
import { fieldFeedback } from "../../db/schema/feedback.ts";

let subject: TestApp;
let owner: SignedIn;
let documentId: string;

const feedback = (person: SignedIn, field: string, payload: Record<string, unknown>) =>
  subject.app.inject({
    method: "POST",
    url: `/api/documents/${documentId}/fields/${field}/feedback`,
    headers: asUser(person),
    payload,
  });

beforeAll(async () => {
  subject = await createTestApp({ worker: true });
  owner = await signUp(subject.app);
  const organizationId = await personalOrganizationOf(subject.app, owner);
  documentId = await uploadNew(subject.app, owner, {
    bytes: fixture("faktur-id.pdf"),
    filename: "faktur.pdf",
    organizationId,
  });
  await waitUntilSettled(subject.app, owner, documentId);
});
afterAll(() => subject.close());

/** A document once processing is done, as its owner's organization sees it. */
async function settledDocument(person: SignedIn, id: string) {
  await waitUntilSettled(subject.app, person, id);
  const response = await subject.app.inject({
    url: `/api/documents/${id}`,
    headers: asUser(person),
  });
  return documentDetailSchema.parse(response.json());
}

/** A thumbs down with the right value, accepted. */
async function correct(person: SignedIn, id: string, field: string, value: string) {
  const corrected = await subject.app.inject({
    method: "POST",
    url: `/api/documents/${id}/fields/${field}/feedback`,
    headers: asUser(person),
    payload: { verdict: "down", correctedValue: value },
  });
  expect(corrected.statusCode, corrected.body).toBe(200);
}

async function feedbackRows() {
  return subject.database.db
    .select()
    .from(fieldFeedback)
    .where(eq(fieldFeedback.documentId, documentId));
}

describe("POST /api/documents/{id}/fields/{field}/feedback", () => {
  it("records a thumbs up with the value that was shown", async () => {
    const response = await feedback(owner, "total_amount", { verdict: "up" });
    expect(response.statusCode, response.body).toBe(200);
    const rows = await feedbackRows();
    expect(rows.at(-1)).toMatchObject({
      field: "total_amount",
      verdict: "up",
      shownValue: 1_110_000,
      correctedValue: null,
      userId: owner.userId,
    });
  });

  it("makes a correction the document's value, confirmed by a person", async () => {
    const response = await feedback(owner, "due_date", {
      verdict: "down",
      correctedValue: "11 April 2025",
    });
    expect(response.statusCode, response.body).toBe(200);
    const document = documentDetailSchema.parse(response.json());
    expect(document.due_date).toBe("2025-04-11");
    expect(document.extractedData?.["fields"]).toMatchObject({
      due_date: { value: "2025-04-11", confidence: 1, needs_review: false },
    });
    const vendor = await feedback(owner, "vendor", {
      verdict: "down",
      correctedValue: "CV Cahaya Mandiri Sejahtera",
    });
    expect(documentDetailSchema.parse(vendor.json()).vendor).toBe("CV Cahaya Mandiri Sejahtera");
    const amount = await feedback(owner, "tax_amount", {
      verdict: "down",
      correctedValue: "Rp 120.000",
    });
    expect(documentDetailSchema.parse(amount.json()).tax_amount).toBe(120_000);
    expect((await feedbackRows()).filter((row) => row.verdict === "down")).toHaveLength(3);
  });

  it("teaches the organization: the vendor and the type come out corrected on its next document", async () => {
    // The vendor was corrected above; now the type too.
    const typed = await feedback(owner, "type", {
      verdict: "down",
      correctedValue: "billing statement",
    });
    expect(typed.statusCode, typed.body).toBe(200);

    const organizationId = await personalOrganizationOf(subject.app, owner);
    const next = await uploadNew(subject.app, owner, {
      bytes: Buffer.from(
        "Penjual;CV Cahaya Mandiri\nDokumen;FAKTUR\nNomor;FK/2025/04/0099\nTanggal;14 April 2025\nTotal;Rp 500.000\n",
      ),
      filename: "faktur-april.csv",
      organizationId,
    });
    await waitUntilSettled(subject.app, owner, next);
    const response = await subject.app.inject({
      url: `/api/documents/${next}`,
      headers: asUser(owner),
    });
    const document = documentDetailSchema.parse(response.json());
    expect(document.vendor).toBe("CV Cahaya Mandiri Sejahtera");
    expect(document.type).toBe("billing statement");

    // Another organization has its own memory.
    const stranger = await signUp(subject.app);
    const theirs = await uploadNew(subject.app, stranger, {
      bytes: Buffer.from(
        "Penjual;CV Cahaya Mandiri\nDokumen;FAKTUR\nNomor;FK/2025/04/0100\nTotal;Rp 700.000\n",
      ),
      filename: "faktur.csv",
      organizationId: await personalOrganizationOf(subject.app, stranger),
    });
    await waitUntilSettled(subject.app, stranger, theirs);
    const their = await subject.app.inject({
      url: `/api/documents/${theirs}`,
      headers: asUser(stranger),
    });
    expect(documentDetailSchema.parse(their.json()).vendor).toBe("CV Cahaya Mandiri");
  });

  it("teaches the organization's type classifier: a like document from another seller takes the corrected type", async () => {
    const organizationId = await personalOrganizationOf(subject.app, owner);
    const nota = (seller: string, street: string, number: string) =>
      Buffer.from(
        [
          "NOTA PEMBELIAN BAHAN BANGUNAN;;;",
          `${seller};;;`,
          `${street};;;`,
          `No. Nota;${number};Tanggal;12/05/2025`,
          "Nama Barang;Banyak;Harga Satuan;Jumlah",
          "Semen Gresik 50 kg;10 sak;65.000;650.000",
          "Pasir beton;1 rit;450.000;450.000",
          "Besi beton 10 mm;20 batang;85.000;1.700.000",
          "Total;;;2.800.000",
          "Tunai;;;3.000.000",
          "Kembali;;;200.000",
          "Barang yang sudah dibeli tidak dapat ditukar atau dikembalikan;;;",
          "Terima kasih atas kunjungan Anda;;;",
        ].join("\n"),
      );
    const settledType = async (person: SignedIn, id: string) =>
      (await settledDocument(person, id)).type;

    const first = await uploadNew(subject.app, owner, {
      bytes: nota("TB Sumber Rejeki", "Jl. Raya Bogor Km 30", "SR-1102"),
      filename: "nota-sumber-rejeki.csv",
      organizationId,
    });
    expect(await settledType(owner, first)).toBe("receipt");
    await correct(owner, first, "type", "invoice");

    const like = nota("UD Bangun Jaya", "Jl. Siliwangi 12", "BJ-0457");
    const next = await uploadNew(subject.app, owner, {
      bytes: like,
      filename: "nota-bangun-jaya.csv",
      organizationId,
    });
    expect(await settledType(owner, next)).toBe("invoice");

    // What one organization taught does not change another's documents.
    const stranger = await signUp(subject.app);
    const theirs = await uploadNew(subject.app, stranger, {
      bytes: like,
      filename: "nota.csv",
      organizationId: await personalOrganizationOf(subject.app, stranger),
    });
    expect(await settledType(stranger, theirs)).toBe("receipt");
  });

  it("recognises a corrected vendor by its document's look when the name is misread again", async () => {
    const organizationId = await personalOrganizationOf(subject.app, owner);
    // One shop's printed nota; the name as a blurred print reads it, differently each time.
    const nota = (seller: string, number: string, item: string) =>
      Buffer.from(
        [
          `${seller};;;`,
          "Jl. Raya Bogor Km 30, Cibinong;;;",
          "NOTA;;;",
          `No. Nota;${number};Tanggal;12/05/2025`,
          "Nama Barang;Banyak;Harga Satuan;Jumlah",
          `${item};10 sak;65.000;650.000`,
          "Total;;;650.000",
          "Barang yang sudah dibeli tidak dapat ditukar;;;",
          "Terima kasih;;;",
        ].join("\n"),
      );
    const settledVendor = async (person: SignedIn, id: string) =>
      (await settledDocument(person, id)).vendor;
    const upload = (person: SignedIn, bytes: Buffer, inOrganization = organizationId) =>
      uploadNew(subject.app, person, {
        bytes,
        filename: "nota.csv",
        organizationId: inOrganization,
      });

    const first = await upload(owner, nota("TB SUMBAR REJEKI", "SR-1102", "Semen Gresik 50 kg"));
    expect(await settledVendor(owner, first)).toBe("TB SUMBAR REJEKI");
    await correct(owner, first, "vendor", "TB Sumber Rejeki");

    const misread = nota("T8 SUMBER REJEK1", "SR-1177", "Pasir beton 1 rit");
    expect(await settledVendor(owner, await upload(owner, misread))).toBe("TB Sumber Rejeki");
    // Another shop on the same stationer's form, its name read as doubtfully, keeps it.
    const other = nota("TB BANGUN JAYA", "BJ-0457", "Besi beton 10 mm");
    expect(await settledVendor(owner, await upload(owner, other))).toBe("TB BANGUN JAYA");
    // Another organization has its own memory.
    const stranger = await signUp(subject.app);
    const theirs = await upload(
      stranger,
      misread,
      await personalOrganizationOf(subject.app, stranger),
    );
    expect(await settledVendor(stranger, theirs)).toBe("T8 SUMBER REJEKI");
  });

  it("refuses unknown fields, bad values and a correction with a thumbs up", async () => {
    for (const [field, payload] of [
      ["favourite_colour", { verdict: "up" }],
      ["date", { verdict: "down", correctedValue: "not a date" }],
      ["total_amount", { verdict: "down", correctedValue: "banyak" }],
      ["currency", { verdict: "down", correctedValue: "rupiah" }],
      ["vendor", { verdict: "up", correctedValue: "PT Lain" }],
      ["vendor", { verdict: "maybe" }],
    ] as const) {
      const response = await feedback(owner, field, payload);
      expect(response.statusCode, `${field} ${JSON.stringify(payload)}`).toBe(400);
      expect(errorBodySchema.parse(response.json()).error.code).toBe("VALIDATION_FAILED");
    }
  });

  it("is not found for anyone outside the organization, and changes nothing", async () => {
    const before = (await feedbackRows()).length;
    const outsider = await signUp(subject.app);
    const response = await feedback(outsider, "vendor", {
      verdict: "down",
      correctedValue: "PT Penyusup",
    });
    expect(response.statusCode).toBe(404);
    expect((await feedbackRows()).length).toBe(before);
  });
});
