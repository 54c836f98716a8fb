import { createHash } from "node:crypto";
import { Readable } from "node:stream";
import ExcelJS from "exceljs";
import JSZip from "jszip";
import Papa from "papaparse";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LEDGER_FIELDS } from "../../../contracts/exports.ts";
import type { ExtractedData } from "../../../contracts/extracted-data.ts";
import { signUp, type SignedIn } from "../../../../test/support/accounts.ts";
import { insertDocument } from "../../../../test/support/documents.ts";
import {
  apiCaller,
  createOrganizationAs,
  createTeamAs,
  type ApiCall,
} from "../../../../test/support/teams.ts";
import { createTestApp, type TestApp } from "../../../../test/support/test-app.ts";

let subject: TestApp;
let call: ApiCall;
let owner: SignedIn;
let accountant: SignedIn;
let rival: SignedIn;
let organizationId: string;
let rivalOrganizationId: string;
const ids: Record<string, string> = {};
const originals: Record<string, Buffer> = {};

const field = (value: string | number, confidence: number) => ({
  value,
  confidence,
  source: null,
  needs_review: confidence < 0.6,
});

function extraction(fields: ExtractedData["fields"], more: Partial<ExtractedData> = {}) {
  return {
    type: null,
    contract_type: null,
    fields,
    parties: [],
    clauses: [],
    checks: [],
    ...more,
  } satisfies ExtractedData;
}

/** A file in the blob store, as an upload leaves it. */
async function stored(text: string) {
  const content = Buffer.from(text);
  const blob = await subject.blobStore.put(Readable.from([content]));
  return { content, hash: blob.sha256 };
}

/**
 * An invoice with two lines, a faktur pajak, a receipt we issued (AR), a contract, and the rival
 * organization's invoice that no export of ours may show.
 */
async function seed() {
  const db = subject.database.db;
  const base = { organizationId, uploadedBy: owner.userId, currency: "IDR" };
  const invoiceFile = await stored("%PDF-1.4 the invoice");
  originals["invoice"] = invoiceFile.content;
  ids["invoice"] = await insertDocument(db, {
    ...base,
    name: "invoice.pdf",
    originalFilename: "tagihan maret.pdf",
    fileHash: invoiceFile.hash,
    sizeBytes: invoiceFile.content.length,
    type: "invoice",
    vendor: "PT Contoh Pemasok",
    documentNumber: "INV-001",
    documentDate: "2025-03-05",
    dueDate: "2025-04-04",
    totalAmount: "1110000.00",
    taxAmount: "110000.00",
    taxTypeName: "PPN",
    confidence: 0.82,
    items: [
      { description: "Kertas A4", quantity: 10, unit_price: 50000, amount: 500000 },
      { description: "Tinta", quantity: 2, unit_price: 250000, amount: 500000 },
    ],
    extractedData: extraction({
      vendor: field("PT Contoh Pemasok", 0.9),
      document_number: field("INV-001", 0.85),
      date: field("2025-03-05", 0.95),
      total_amount: field(1110000, 0.8),
      tax_amount: field(110000, 0.55),
    }),
  });
  const fakturFile = await stored("%PDF-1.4 the faktur");
  originals["faktur"] = fakturFile.content;
  ids["faktur"] = await insertDocument(db, {
    ...base,
    name: "faktur.pdf",
    fileHash: fakturFile.hash,
    sizeBytes: fakturFile.content.length,
    type: "invoice",
    vendor: "PT Penjual Pajak",
    documentNumber: "010.000-25.00000001",
    documentDate: "2025-03-12",
    totalAmount: "2220000.00",
    taxAmount: "220000.00",
    extractedData: extraction({
      faktur_pajak_number: field("0100002500000001", 0.9),
      seller_npwp: field("01.234.567.8-901.000", 0.88),
      subtotal: field(2000000, 0.7),
    }),
  });
  ids["sale"] = await insertDocument(db, {
    ...base,
    name: "sale.pdf",
    type: "receipt",
    apAr: "AR",
    vendor: "Pelanggan Kami",
    documentDate: "2025-03-20",
    totalAmount: "45000.00",
  });
  // Still being read: in the ledger, never in an import shape.
  ids["pending"] = await insertDocument(db, {
    ...base,
    name: "pending.pdf",
    processingStatus: "processing",
    documentDate: "2025-03-07",
  });
  ids["contract"] = await insertDocument(db, {
    ...base,
    name: "lease.pdf",
    type: "contract",
    documentTitle: "Perjanjian Sewa Gudang",
    contractType: "lease",
    primaryParty: "PT Kita",
    counterparty: "PT Pemilik Gudang",
    effectiveDate: "2025-01-01",
    expiryDate: "2027-12-31",
    governingLaw: "Indonesia",
    extractedData: extraction(
      { contract_value: field(120000000, 0.7) },
      {
        parties: [{ name: "PT Pemilik Gudang", role: "PIHAK PERTAMA" }],
        clauses: [
          { category: "Governing Law", text: "Hukum Indonesia berlaku.", page: 3, confidence: 0.8 },
        ],
      },
    ),
  });
  ids["rival"] = await insertDocument(db, {
    organizationId: rivalOrganizationId,
    name: "rival.pdf",
    type: "invoice",
    vendor: "PT Rahasia Pesaing",
    documentDate: "2025-03-06",
    totalAmount: "999.00",
  });
}

beforeAll(async () => {
  subject = await createTestApp();
  call = apiCaller(subject.app);
  owner = await signUp(subject.app, undefined, "Ibu Owner");
  accountant = await signUp(subject.app);
  rival = await signUp(subject.app);
  ({ organizationId } = await createTeamAs(subject.app, subject.database, {
    owner,
    cfo: await signUp(subject.app),
    accountant,
  }));
  rivalOrganizationId = await createOrganizationAs(subject.app, rival);
  await seed();
});
afterAll(() => subject.close());

async function download(kind: string, query = "", person = owner) {
  const response = await call(
    person,
    "GET",
    `/api/exports/${kind}?organizationId=${organizationId}${query}`,
  );
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  return response;
}

async function workbookRows(body: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const rows: ExcelJS.Row[] = [];
  sheet.eachRow((row) => rows.push(row));
  const headers = (rows[0]!.values as unknown[]).slice(1).map(String);
  return { sheet, headers, rows: rows.slice(1) };
}

const cellOf = (row: ExcelJS.Row, headers: string[], name: string) =>
  row.getCell(headers.indexOf(name) + 1);

function csvRows(body: string) {
  const parsed = Papa.parse<Record<string, string>>(body, { header: true, skipEmptyLines: true });
  expect(parsed.errors).toEqual([]);
  return parsed.data;
}

describe("GET /api/exports/:kind", () => {
  it("ledger XLSX: every document of the organization with each field and its confidence", async () => {
    const response = await download("ledger_xlsx", "&sort=date_asc");
    expect(response.headers["content-type"]).toContain("spreadsheetml");
    expect(response.headers["content-disposition"]).toMatch(
      /filename\*=UTF-8''PT-Sinar-Jaya-[^_]+_ledger_2025-03-05_2025-03-20\.xlsx/,
    );
    const { headers, rows } = await workbookRows(response.rawPayload);
    for (const name of LEDGER_FIELDS) {
      expect(headers).toContain(name);
      expect(headers).toContain(`${name}_confidence`);
    }
    const byId = new Map(rows.map((row) => [String(row.getCell(1).value), row]));
    expect([...byId.keys()].sort()).toEqual(
      [ids["invoice"], ids["faktur"], ids["pending"], ids["sale"], ids["contract"]].sort(),
    );
    const invoice = byId.get(ids["invoice"]!)!;
    expect(cellOf(invoice, headers, "vendor").value).toBe("PT Contoh Pemasok");
    expect(cellOf(invoice, headers, "vendor_confidence").value).toBe(0.9);
    expect(cellOf(invoice, headers, "tax_amount").value).toBe(110000);
    expect(cellOf(invoice, headers, "tax_amount_needs_review").value).toBe(true);
    expect(cellOf(invoice, headers, "date").value).toEqual(new Date(Date.UTC(2025, 2, 5)));
    expect(JSON.parse(String(cellOf(invoice, headers, "Line items (JSON)").value))).toHaveLength(2);
  });

  it("ledger CSV in Indonesian headers, a selection only", async () => {
    const response = await download(
      "ledger_csv",
      `&language=id&ids=${ids["faktur"]},${ids["rival"]}`,
    );
    const rows = csvRows(response.body);
    expect(rows.map((row) => row["Id dokumen"])).toEqual([ids["faktur"]]);
    expect(rows[0]!["faktur_pajak_number"]).toBe("0100002500000001");
    expect(rows[0]!["seller_npwp_confidence"]).toBe("0.88");
  });

  it("PPN masukan register: the faktur pajak alone, with DPP and PPN", async () => {
    const { headers, rows } = await workbookRows((await download("ppn_masukan_xlsx")).rawPayload);
    expect(rows).toHaveLength(1);
    const [faktur] = rows;
    expect(cellOf(faktur!, headers, "Faktur number").value).toBe("0100002500000001");
    expect(cellOf(faktur!, headers, "Seller NPWP").value).toBe("01.234.567.8-901.000");
    expect(cellOf(faktur!, headers, "DPP").value).toBe(2000000);
    expect(cellOf(faktur!, headers, "PPN").value).toBe(220000);
    expect(cellOf(faktur!, headers, "Faktur date").value).toEqual(new Date(Date.UTC(2025, 2, 12)));
    // Stored before the reader looked for QR codes: neither yes nor no.
    expect(cellOf(faktur!, headers, "Verification QR present").value).toBeNull();
  });

  it("Jurnal: purchases only, a row per line, dates as dd/mm/yyyy date cells", async () => {
    const { headers, rows } = await workbookRows(
      (await download("jurnal_xlsx", "&sort=date_asc")).rawPayload,
    );
    expect(headers.slice(0, 5)).toEqual([
      "*Vendor",
      "*Purchase Date",
      "*Due Date",
      "*Purchase Number",
      "*Product Name",
    ]);
    // The invoice's two lines, then the faktur's one; the receipt we issued (AR), the contract
    // and the document still being read are not purchases to import.
    expect(rows.map((row) => cellOf(row, headers, "*Purchase Number").value)).toEqual([
      "INV-001",
      "INV-001",
      "010.000-25.00000001",
    ]);
    const first = rows[0]!;
    expect(cellOf(first, headers, "*Product Name").value).toBe("Kertas A4");
    expect(cellOf(first, headers, "*Quantity").value).toBe(10);
    expect(cellOf(first, headers, "*Unit Price").value).toBe(50000);
    expect(cellOf(first, headers, "*Purchase Date").numFmt).toBe("dd/mm/yyyy");
    expect(cellOf(first, headers, "*Due Date").value).toEqual(new Date(Date.UTC(2025, 3, 4)));
    // Without lines, one line of the total less its tax; without a due date, due on its date.
    const faktur = rows[2]!;
    expect(cellOf(faktur, headers, "*Unit Price").value).toBe(2000000);
    expect(cellOf(faktur, headers, "*Due Date").value).toEqual(new Date(Date.UTC(2025, 2, 12)));
  });

  it("Accurate CSV and XLSX: the same purchases, the invoice's tax and total once", async () => {
    const rows = csvRows((await download("accurate_csv", "&sort=date_asc")).body);
    expect(rows.map((row) => row["No Faktur"])).toEqual([
      "INV-001",
      "INV-001",
      "010.000-25.00000001",
    ]);
    expect(rows[0]!["Tanggal Faktur"]).toBe("05/03/2025");
    expect(rows[0]!["Nilai PPN"]).toBe("110000");
    expect(rows[1]!["Nilai PPN"]).toBe("");
    expect(rows[0]!["Total Faktur"]).toBe("1110000");
    const { headers, rows: sheetRows } = await workbookRows(
      (await download("accurate_xlsx", "&sort=date_asc")).rawPayload,
    );
    expect(sheetRows.map((row) => cellOf(row, headers, "Keterangan Barang").value)).toEqual(
      rows.map((row) => row["Keterangan Barang"]),
    );
  });

  it("Zahir CSV: one payable per bill in Zahir's columns, dates mm/dd/yyyy", async () => {
    const rows = csvRows((await download("zahir_csv", "&sort=date_asc")).body);
    expect(Object.keys(rows[0]!)).toEqual([
      "KODE",
      "NAMA",
      "TANGGAL",
      "INV NO",
      "PO NO",
      "MATA UANG",
      "NILAI",
      "DISCDAY",
      "DISCDUE",
      "EARLYDISC",
      "LATECHARGE",
    ]);
    expect(
      rows.map((row) => [row["INV NO"], row["TANGGAL"], row["NILAI"], row["DISCDUE"]]),
    ).toEqual([
      ["INV-001", "03/05/2025", "1110000", "30"],
      ["010.000-25.00000001", "03/12/2025", "2220000", "0"],
    ]);
  });

  it("ZIP of the originals with a manifest of hashes and fields", async () => {
    const response = await download("originals_zip", `&ids=${ids["invoice"]},${ids["faktur"]}`);
    expect(response.headers["content-type"]).toBe("application/zip");
    const zip = await JSZip.loadAsync(response.rawPayload);
    const manifest = JSON.parse(await zip.file("manifest.json")!.async("string")) as Array<{
      id: string;
      file: string;
      sha256: string;
      fields: Record<string, { value: unknown; confidence: number }>;
    }>;
    expect(manifest.map((entry) => entry.id).sort()).toEqual(
      [ids["invoice"], ids["faktur"]].sort(),
    );
    for (const entry of manifest) {
      const content = await zip.file(entry.file)!.async("nodebuffer");
      expect(createHash("sha256").update(content).digest("hex")).toBe(entry.sha256);
    }
    const invoice = manifest.find((entry) => entry.id === ids["invoice"])!;
    expect(invoice.file).toMatch(/tagihan maret\.pdf$/);
    expect(await zip.file(invoice.file)!.async("nodebuffer")).toEqual(originals["invoice"]);
    expect(invoice.fields["vendor"]).toMatchObject({ value: "PT Contoh Pemasok", confidence: 0.9 });
  });

  it("contracts XLSX: parties, dates, law, value and clauses", async () => {
    const { headers, rows } = await workbookRows((await download("contracts_xlsx")).rawPayload);
    expect(rows).toHaveLength(1);
    const [lease] = rows;
    expect(cellOf(lease!, headers, "Title").value).toBe("Perjanjian Sewa Gudang");
    expect(cellOf(lease!, headers, "Parties").value).toBe("PT Pemilik Gudang (PIHAK PERTAMA)");
    expect(cellOf(lease!, headers, "Expiry date").value).toEqual(new Date(Date.UTC(2027, 11, 31)));
    expect(cellOf(lease!, headers, "Governing law").value).toBe("Indonesia");
    expect(cellOf(lease!, headers, "Contract value").value).toBe(120000000);
    expect(cellOf(lease!, headers, "Clauses").value).toBe(
      "Governing Law: Hukum Indonesia berlaku.",
    );
  });

  it("follows the list's filter and names the period it asks for", async () => {
    const response = await download("ledger_csv", "&year=2025&month=3&type=receipt");
    expect(csvRows(response.body).map((row) => row["Document id"])).toEqual([ids["sale"]]);
    // Named with the organization (its name's words) and the period.
    expect(response.headers["content-disposition"]).toMatch(
      /PT-Sinar-Jaya-[0-9a-f]{6}_ledger_2025-03\.csv/,
    );
  });
});

describe("who may export", () => {
  it("the Accountant (no exportData) is refused", async () => {
    const response = await call(
      accountant,
      "GET",
      `/api/exports/ledger_csv?organizationId=${organizationId}`,
    );
    expect(response.statusCode).toBe(403);
  });

  it("another organization's Owner finds nothing, and their own export holds none of ours", async () => {
    const theirs = await call(
      rival,
      "GET",
      `/api/exports/ledger_csv?organizationId=${organizationId}`,
    );
    expect(theirs.statusCode).toBe(404);
    expect(theirs.body).not.toContain("PT Contoh Pemasok");
    const own = await call(
      rival,
      "GET",
      `/api/exports/originals_zip?organizationId=${rivalOrganizationId}&ids=${ids["invoice"]},${ids["rival"]}`,
    );
    expect(own.statusCode).toBe(200);
    const zip = await JSZip.loadAsync(own.rawPayload);
    const manifest = JSON.parse(await zip.file("manifest.json")!.async("string")) as {
      id: string;
      file: string | null;
      missing: boolean;
    }[];
    // Their own document only; its original was never stored, which the manifest says.
    expect(manifest).toEqual([
      expect.objectContaining({ id: ids["rival"], file: null, missing: true }),
    ]);
  });

  it("nobody signed in is asked to sign in", async () => {
    const response = await call(
      null,
      "GET",
      `/api/exports/ledger_csv?organizationId=${organizationId}`,
    );
    expect(response.statusCode).toBe(401);
  });
});
