import type { Row } from "../rows.ts";
import type { FieldCheck, UnderstoodFields } from "../types.ts";
import { findVendor } from "../vendor-name.ts";
import { mendCompanyForm } from "./company-form.ts";
import { extractCurrency } from "./currency.ts";
import { extractDates } from "./dates.ts";
import { extractDocumentNumber, numberConfidence } from "./document-number.ts";
import { field } from "./found-field.ts";
import { withMendedLabels } from "./label-words.ts";
import { readSummary } from "./summary.ts";
import { summaryFields } from "./summary-fields.ts";
import { extractNpwps, fakturPajakNumber } from "./tax-identifiers.ts";
import type { Language } from "../../contracts/languages.ts";

export interface AccountingResult {
  fields: UnderstoodFields;
  checks: FieldCheck[];
}

/**
 * Indonesian VAT is PPN; a plain "Tax" of 10 % beside a service charge is the restaurant tax.
 * A document that names PPN but whose tax line was not read still says which tax it charges.
 */
function nameIndonesianTax(fields: UnderstoodFields, rows: Row[], language: Language | null): void {
  if (!fields.tax_type_name && rows.some((row) => /\b(jumlah ppn|ppn\b)/i.test(row.text))) {
    const row = rows.find((each) => /\bppn\b/i.test(each.text));
    if (row) fields.tax_type_name = field({ value: "PPN", strength: 1, row }, 0.6);
  }
  const taxName = fields.tax_type_name;
  const rupiah = fields.currency?.value === "IDR" || language === "id";
  if (!taxName || !rupiah) return;
  if (taxName.value === "VAT") taxName.value = "PPN";
  if (taxName.value === "Tax" && (fields.tax_rate?.value === 0.1 || fields.service_charge_amount)) {
    taxName.value = "PB1";
  }
}

/**
 * Fields of an invoice, receipt or statement from its rows: each found by its labels in both
 * languages, then checked against the others (subtotal + tax + service − discount = total,
 * terbilang = total, tax = rate × base); a failed check lowers the confidence of what it joins.
 */
export function extractAccountingFields(rows: Row[], language: Language | null): AccountingResult {
  const checks: FieldCheck[] = [];
  // Labels are found with the words OCR misread by a letter mended; names, dates and tax
  // numbers are read as printed.
  const labelled = withMendedLabels(rows);
  const summary = readSummary(labelled);
  const dates = extractDates(rows);
  const fields: UnderstoodFields = summaryFields(
    labelled,
    summary,
    checks,
    dates.date?.value ?? null,
  );

  const currency = extractCurrency(rows, summary.total, language);
  if (currency) fields.currency = currency;
  Object.assign(fields, dates);
  const number = extractDocumentNumber(labelled);
  if (number) fields.document_number = number;
  const seller = findVendor(rows);
  if (seller) {
    const name = { ...seller, value: mendCompanyForm(seller.value) };
    fields.vendor = field(name, 0.4 + 0.15 * seller.strength);
  }
  Object.assign(fields, extractNpwps(rows, seller));

  const faktur = fakturPajakNumber(labelled);
  if (faktur) {
    fields.faktur_pajak_number = field({ value: faktur.digits, strength: 3, row: faktur.row }, 0.9);
    // A faktur pajak is numbered by its serial (Kode dan Nomor Seri Faktur Pajak), unless a
    // number named for the document (an invoice's own) stands beside it: a bare "No." on a
    // faktur is an address's or an item's.
    if (!fields.document_number || fields.document_number.confidence < numberConfidence(3)) {
      fields.document_number = field(
        { value: faktur.formatted, strength: 3, row: faktur.row },
        0.85,
      );
    }
  }
  nameIndonesianTax(fields, labelled, language);
  return { fields, checks };
}
