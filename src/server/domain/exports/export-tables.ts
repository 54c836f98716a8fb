import { and, eq, isNotNull, sql, type SQL } from "drizzle-orm";
import { LEDGER_FIELDS, type ExportKind } from "../../../contracts/exports.ts";
import { readExtractedData, type ExtractedData } from "../../../contracts/extracted-data.ts";
import type { Language } from "../../../contracts/languages.ts";
import { documents } from "../../db/schema/documents.ts";
import { visibleFileName } from "../documents/present-document.ts";

/** The columns an export reads: everything but the text and its search vectors. */
export const EXPORT_COLUMNS = {
  id: documents.id,
  name: documents.name,
  userFriendlyName: documents.userFriendlyName,
  originalFilename: documents.originalFilename,
  mimeType: documents.mimeType,
  sizeBytes: documents.sizeBytes,
  fileHash: documents.fileHash,
  vertical: documents.vertical,
  processingStatus: documents.processingStatus,
  type: documents.type,
  apAr: documents.apAr,
  documentDate: documents.documentDate,
  dueDate: documents.dueDate,
  vendor: documents.vendor,
  documentNumber: documents.documentNumber,
  totalAmount: documents.totalAmount,
  currency: documents.currency,
  taxAmount: documents.taxAmount,
  taxRate: documents.taxRate,
  taxTypeName: documents.taxTypeName,
  discount: documents.discount,
  items: documents.items,
  extractedData: documents.extractedData,
  confidence: documents.confidence,
  documentTitle: documents.documentTitle,
  contractType: documents.contractType,
  primaryParty: documents.primaryParty,
  parties: documents.parties,
  counterparty: documents.counterparty,
  effectiveDate: documents.effectiveDate,
  expiryDate: documents.expiryDate,
  governingLaw: documents.governingLaw,
  uploadedAt: documents.uploadedAt,
};

type Columns = typeof EXPORT_COLUMNS;
type StoredRow = {
  [Key in keyof Columns]: Columns[Key]["_"]["notNull"] extends true
    ? Columns[Key]["_"]["data"]
    : Columns[Key]["_"]["data"] | null;
};
/** A stored row with its extraction read once. */
export type ExportRow = StoredRow & { extracted: ExtractedData };

/** A calendar date (ISO), written as a date cell in a workbook and in the table's order in CSV. */
export class CalendarDate {
  readonly iso: string;
  constructor(iso: string) {
    this.iso = iso;
  }
}
export type Cell = string | number | boolean | CalendarDate | null;

/** How a table writes dates in CSV: the order its importer reads. */
export type DateOrder = "iso" | "dd/mm/yyyy" | "mm/dd/yyyy";

export interface ExportTable {
  /** The worksheet's name. */
  sheet: string;
  dateOrder: DateOrder;
  headers(language: Language): string[];
  /** A document's rows: one, or one per line item for the import shapes; words in `language`. */
  rows(row: ExportRow, language: Language): Cell[][];
  /** The documents this table is about, within the caller's filter. */
  only?: SQL;
}

const money = (value: string | null) => (value === null ? null : Number(value));
const day = (value: string | null | undefined) => (value ? new CalendarDate(value) : null);
const shownName = (row: ExportRow) => visibleFileName(row.userFriendlyName ?? row.name);

/** A field's value as stored, or null. */
function fieldValue(row: ExportRow, name: string): string | number | null {
  return row.extracted.fields[name]?.value ?? null;
}

const bilingual = (pairs: Array<[string, string]>) => (language: Language) =>
  pairs.map(([en, id]) => (language === "id" ? id : en));

const yesOrNo = (yes: boolean, language: Language) =>
  language === "id" ? (yes ? "Ya" : "Tidak") : yes ? "Yes" : "No";

/** Every document with every field beside its confidence (0–1) and review flag. */
const ledger: ExportTable = {
  sheet: "Ledger",
  dateOrder: "iso",
  headers: (language) => [
    ...bilingual([
      ["Document id", "Id dokumen"],
      ["Name", "Nama"],
      ["Vertical", "Vertikal"],
      ["Type", "Jenis"],
      ["AP/AR", "Utang/Piutang"],
      ["Status", "Status"],
      ["Uploaded at", "Diunggah"],
      ["Confidence", "Keyakinan"],
    ])(language),
    ...LEDGER_FIELDS.flatMap((field) => [field, `${field}_confidence`, `${field}_needs_review`]),
    ...bilingual([
      ["Line items (JSON)", "Rincian barang (JSON)"],
      ["Parties (JSON)", "Para pihak (JSON)"],
    ])(language),
  ],
  rows: (row) => [
    [
      row.id,
      shownName(row),
      row.vertical,
      row.type,
      row.apAr,
      row.processingStatus,
      row.uploadedAt.toISOString(),
      row.confidence,
      ...LEDGER_FIELDS.flatMap((name) => {
        const field = row.extracted.fields[name];
        if (!field) return [null, null, null];
        const isDate = name === "date" || name.endsWith("_date");
        const value = isDate && typeof field.value === "string" ? day(field.value) : field.value;
        return [value, field.confidence, field.needs_review];
      }),
      JSON.stringify(row.items),
      JSON.stringify(row.extracted.parties),
    ],
  ],
};

/**
 * The PPN masukan register: the faktur pajak documents, to reconcile with the tax office's
 * pre-filled input tax. DPP is the faktur's base (its subtotal), else its total less PPN. Whether
 * the verification QR code was present is what the reader saw on the first page: yes or no, and
 * empty for a document read before the reader looked; the URL only when it is the tax office's
 * validation URL (never fetched by us: the accountant opens it to compare with the tax office's
 * record).
 */
const ppnMasukan: ExportTable = {
  sheet: "PPN Masukan",
  dateOrder: "iso",
  only: isNotNull(sql`${documents.extractedData} -> 'fields' -> 'faktur_pajak_number'`),
  headers: bilingual([
    ["Faktur number", "Nomor faktur"],
    ["Faktur date", "Tanggal faktur"],
    ["Seller NPWP", "NPWP penjual"],
    ["Seller", "Nama penjual"],
    ["DPP", "DPP"],
    ["PPN", "PPN"],
    ["Verification QR present", "QR verifikasi ada"],
    ["Verification QR URL", "URL QR verifikasi"],
    ["Document id", "Id dokumen"],
  ]),
  rows: (row, language) => {
    const tax = money(row.taxAmount);
    const subtotal = fieldValue(row, "subtotal");
    const total = money(row.totalAmount);
    const qr = row.extracted.verification_qr;
    const base =
      typeof subtotal === "number"
        ? subtotal
        : total !== null && tax !== null
          ? Math.round((total - tax) * 100) / 100
          : null;
    return [
      [
        fieldValue(row, "faktur_pajak_number"),
        day(row.documentDate),
        fieldValue(row, "seller_npwp"),
        row.vendor,
        base,
        tax,
        qr ? yesOrNo(qr.found, language) : null,
        qr?.validation_url ?? null,
        row.id,
      ],
    ];
  },
};

/** What a purchase's lines are: its line items, or one line of the whole when none were read. */
function purchaseLines(row: ExportRow) {
  const items = row.items.flatMap((item) => {
    const description = typeof item["description"] === "string" ? item["description"] : null;
    if (!description) return [];
    const quantity = typeof item["quantity"] === "number" ? item["quantity"] : 1;
    const amount = typeof item["amount"] === "number" ? item["amount"] : null;
    const unitPrice =
      typeof item["unit_price"] === "number"
        ? item["unit_price"]
        : amount !== null && quantity
          ? amount / quantity
          : null;
    return [{ description, quantity, unitPrice }];
  });
  if (items.length > 0) return items;
  const total = money(row.totalAmount);
  const tax = money(row.taxAmount) ?? 0;
  return [
    {
      description: row.documentTitle ?? shownName(row),
      quantity: 1,
      unitPrice: total === null ? null : Math.round((total - tax) * 100) / 100,
    },
  ];
}

/**
 * Purchases and expenses: what we owe (AP) on accounting documents that finished processing (a
 * document still being read, or one that failed, has no fields an importer would take).
 */
const purchases = and(
  eq(documents.apAr, "AP"),
  eq(documents.vertical, "accounting"),
  eq(documents.processingStatus, "complete"),
);

/**
 * Jurnal's purchase invoice import (Pembelian → Impor → Faktur Pembelian): the columns its help
 * centre marks required, then tax; dates as dd/mm/yyyy; lines of one invoice repeat its number.
 * A bill without a due date is due on its date (the column is required).
 */
const jurnal: ExportTable = {
  sheet: "Purchase Invoice",
  dateOrder: "dd/mm/yyyy",
  only: purchases,
  headers: () => [
    "*Vendor",
    "*Purchase Date",
    "*Due Date",
    "*Purchase Number",
    "*Product Name",
    "Description",
    "*Quantity",
    "*Unit Price",
    "Tax Name",
    "Currency",
  ],
  rows: (row) =>
    purchaseLines(row).map((line) => [
      row.vendor,
      day(row.documentDate),
      day(row.dueDate ?? row.documentDate),
      row.documentNumber,
      line.description,
      line.description,
      line.quantity,
      line.unitPrice,
      row.taxTypeName,
      row.currency,
    ]),
};

/**
 * Accurate Online's purchase invoice import maps the file's columns to its own at upload, so the
 * names are the purchase invoice form's; no published template was found (decision 0029).
 */
const accurate: ExportTable = {
  sheet: "Faktur Pembelian",
  dateOrder: "dd/mm/yyyy",
  only: purchases,
  headers: () => [
    "No Faktur",
    "Tanggal Faktur",
    "Jatuh Tempo",
    "Pemasok",
    "NPWP Pemasok",
    "Keterangan Barang",
    "Kuantitas",
    "Harga Satuan",
    "Kode Pajak",
    "Nilai PPN",
    "Total Faktur",
    "Mata Uang",
  ],
  rows: (row) =>
    purchaseLines(row).map((line, index) => [
      row.documentNumber,
      day(row.documentDate),
      day(row.dueDate),
      row.vendor,
      fieldValue(row, "seller_npwp"),
      line.description,
      line.quantity,
      line.unitPrice,
      row.taxTypeName,
      // The invoice's own figures once, on its first line, so that a sum of the column is right.
      index === 0 ? money(row.taxAmount) : null,
      index === 0 ? money(row.totalAmount) : null,
      row.currency,
    ]),
};

const DAY_MS = 24 * 60 * 60 * 1000;
const daysBetween = (from: string | null, to: string | null) =>
  from && to ? Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS) : null;

/**
 * Zahir's published CSV for payables (Saldo Awal Hutang Usaha), in its fixed column names and
 * order; dates mm/dd/yyyy as Zahir's CSV imports read them. One row per bill: Zahir publishes no
 * line-level purchase import (decision 0029).
 */
const zahir: ExportTable = {
  sheet: "Hutang Usaha",
  dateOrder: "mm/dd/yyyy",
  only: purchases,
  headers: () => [
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
  ],
  rows: (row) => [
    [
      fieldValue(row, "seller_npwp"),
      row.vendor,
      day(row.documentDate),
      row.documentNumber,
      null,
      row.currency,
      money(row.totalAmount),
      0,
      daysBetween(row.documentDate, row.dueDate) ?? 0,
      0,
      0,
    ],
  ],
};

/** Contracts: who, when, under which law, for how much, and each clause found (category: text). */
const contracts: ExportTable = {
  sheet: "Contracts",
  dateOrder: "iso",
  only: eq(documents.vertical, "legal"),
  headers: bilingual([
    ["Document id", "Id dokumen"],
    ["Title", "Judul"],
    ["Contract type", "Jenis kontrak"],
    ["Primary party", "Pihak pertama"],
    ["Counterparty", "Pihak lawan"],
    ["Parties", "Para pihak"],
    ["Effective date", "Tanggal berlaku"],
    ["Expiry date", "Tanggal berakhir"],
    ["Governing law", "Hukum yang berlaku"],
    ["Contract value", "Nilai kontrak"],
    ["Currency", "Mata uang"],
    ["Renewal", "Perpanjangan"],
    ["Termination notice", "Pemberitahuan pengakhiran"],
    ["Clauses", "Klausul"],
  ]),
  rows: (row) => [
    [
      row.id,
      row.documentTitle ?? shownName(row),
      row.contractType,
      row.primaryParty,
      row.counterparty,
      row.extracted.parties
        .map((party) => (party.role ? `${party.name} (${party.role})` : party.name))
        .join("; "),
      day(row.effectiveDate),
      day(row.expiryDate),
      row.governingLaw,
      fieldValue(row, "contract_value"),
      row.currency,
      fieldValue(row, "renewal"),
      fieldValue(row, "termination_notice"),
      row.extracted.clauses.map((clause) => `${clause.category}: ${clause.text}`).join("\n\n"),
    ],
  ],
};

/** Each tabular export's table and file format. */
export const TABLES: Record<
  Exclude<ExportKind, "originals_zip">,
  { table: ExportTable; format: "csv" | "xlsx" }
> = {
  ledger_csv: { table: ledger, format: "csv" },
  ledger_xlsx: { table: ledger, format: "xlsx" },
  ppn_masukan_xlsx: { table: ppnMasukan, format: "xlsx" },
  jurnal_xlsx: { table: jurnal, format: "xlsx" },
  accurate_csv: { table: accurate, format: "csv" },
  accurate_xlsx: { table: accurate, format: "xlsx" },
  zahir_csv: { table: zahir, format: "csv" },
  contracts_xlsx: { table: contracts, format: "xlsx" },
};

export function withExtraction(row: StoredRow): ExportRow {
  return { ...row, extracted: readExtractedData(row.extractedData) };
}
