/**
 * What understanding takes and gives. The input is the reader's output by shape (a ReadResult
 * fits), so understanding stays independent of how a file was read: a dataset's own OCR text
 * works as well as our reader's.
 */

export interface TextBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface TextLine {
  text: string;
  /** Null where the source has no layout (Office files, sheets, plain text). */
  box: TextBox | null;
  /** OCR's confidence in the line, 0–1; absent or null where the text was not recognised. */
  confidence?: number | null;
}

export interface TextPage {
  /** 1-based. */
  number: number;
  width: number | null;
  height: number | null;
  lines: TextLine[];
}

export interface DocumentText {
  pages: TextPage[];
  /** All pages' text, pages separated by a blank line. */
  text: string;
  language: "en" | "id" | null;
}

/** Where a value was found: the page and the exact text it was read from. */
export interface FieldSource {
  page: number;
  /** Index of the line on its page. */
  line: number;
  text: string;
  box: TextBox | null;
}

export interface ExtractedField<Value> {
  value: Value;
  /** 0–1: how sure the extractor is; below REVIEW_THRESHOLD the field is flagged for review. */
  confidence: number;
  source: FieldSource | null;
}

/** Fields flagged for a person to confirm below this confidence. */
export const REVIEW_THRESHOLD = 0.6;

/** Spec §3 accounting types, plus contract; locally created rows use 'Document' in the spec. */
export const DOCUMENT_TYPES = [
  "invoice",
  "billing statement",
  "receipt",
  "contract",
  "uncategorized",
] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

export const CONTRACT_TYPES = [
  "lease",
  "service",
  "cooperation",
  "employment",
  "nda",
  "distribution",
  "sale",
  "loan",
  "mou",
  "power_of_attorney",
  "license",
  "other",
] as const;
export type ContractType = (typeof CONTRACT_TYPES)[number];

export interface LineItem {
  description: string;
  quantity: number | null;
  unit_price: number | null;
  amount: number | null;
}

export interface Party {
  name: string;
  /** As the document calls it: PIHAK PERTAMA, Supplier, Lessor… */
  role: string | null;
}

export interface Clause {
  /** A CUAD category name, or an Indonesian one (keadaan kahar, domisili hukum…). */
  category: string;
  text: string;
  page: number;
  confidence: number;
}

/** Every field the product extracts, by the spec's names (§3 Document and legal row). */
export interface UnderstoodFields {
  vendor?: ExtractedField<string>;
  document_number?: ExtractedField<string>;
  date?: ExtractedField<string>;
  due_date?: ExtractedField<string>;
  total_amount?: ExtractedField<number>;
  currency?: ExtractedField<string>;
  tax_amount?: ExtractedField<number>;
  tax_rate?: ExtractedField<number>;
  tax_type_name?: ExtractedField<string>;
  service_charge_amount?: ExtractedField<number>;
  service_charge_type?: ExtractedField<string>;
  discount?: ExtractedField<number>;
  subtotal?: ExtractedField<number>;
  seller_npwp?: ExtractedField<string>;
  buyer_npwp?: ExtractedField<string>;
  faktur_pajak_number?: ExtractedField<string>;
  document_title?: ExtractedField<string>;
  primary_party?: ExtractedField<string>;
  counterparty?: ExtractedField<string>;
  effective_date?: ExtractedField<string>;
  expiry_date?: ExtractedField<string>;
  governing_law?: ExtractedField<string>;
  contract_value?: ExtractedField<number>;
  renewal?: ExtractedField<string>;
  termination_notice?: ExtractedField<string>;
}
export type FieldName = keyof UnderstoodFields;

export interface Understanding {
  type: ExtractedField<DocumentType>;
  vertical: "accounting" | "legal";
  contractType: ExtractedField<ContractType> | null;
  language: "en" | "id" | null;
  apAr: "AP" | "AR";
  fields: UnderstoodFields;
  items: LineItem[];
  parties: Party[];
  clauses: Clause[];
  /** Arithmetic and consistency checks run on the fields, and whether each held. */
  checks: Array<{ name: string; passed: boolean }>;
  /** 0–1 over the fields found; what the spec's Document.confidence shows. */
  confidence: number;
}
