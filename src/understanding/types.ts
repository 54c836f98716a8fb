/**
 * What understanding takes and gives. The input is the reader's output by shape (a ReadResult
 * fits), so understanding stays independent of how a file was read: a dataset's own OCR text
 * works as well as our reader's.
 */
import type {
  Clause,
  ContractType,
  DocumentType,
  FieldCheck,
  FieldSource,
  FoundField,
  Party,
  TextBox,
} from "../contracts/extracted-data.ts";
import type { Language } from "../contracts/languages.ts";
import type { Vertical } from "../contracts/organizations.ts";

export { CONTRACT_TYPES, DOCUMENT_TYPES } from "../contracts/extracted-data.ts";
export type { Clause, ContractType, DocumentType, FieldCheck, FieldSource, Party, TextBox };

export interface TextLine {
  text: string;
  /** Null where the source has no layout (Office files, sheets, plain text). */
  box: TextBox | null;
  /** OCR's confidence in the line, 0–1; absent or null where the text was not recognised. */
  confidence?: number | null;
  /** The line's pieces in columns parted by wide gaps, left to right (the reader's segments). */
  segments?: Array<{ text: string; box: TextBox }>;
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
  language: Language | null;
}

/** A field as found: its value, how sure (0–1; below REVIEW_THRESHOLD flagged), and its source. */
export type ExtractedField<Value> = FoundField<Value>;

/** Fields flagged for a person to confirm below this confidence. */
export const REVIEW_THRESHOLD = 0.6;

export interface LineItem {
  description: string;
  quantity: number | null;
  unit_price: number | null;
  amount: number | null;
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
  vertical: Vertical;
  contractType: ExtractedField<ContractType> | null;
  language: Language | null;
  apAr: "AP" | "AR";
  fields: UnderstoodFields;
  items: LineItem[];
  parties: Party[];
  clauses: Clause[];
  /** Arithmetic and consistency checks run on the fields, and whether each held. */
  checks: FieldCheck[];
  /** 0–1 over the fields found; what the spec's Document.confidence shows. */
  confidence: number;
}
