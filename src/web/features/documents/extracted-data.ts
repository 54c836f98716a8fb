import { FEEDBACK_FIELDS, type FeedbackField } from "../../../contracts/documents.ts";
import type { ExtractedField } from "../../../contracts/extracted-data.ts";

/** Groups on the detail page, each with the correctable fields it shows, in order. */
export const ACCOUNTING_FIELD_GROUPS: { group: string; fields: FeedbackField[] }[] = [
  { group: "document", fields: ["type", "document_number", "vendor"] },
  { group: "dates", fields: ["date", "due_date"] },
  { group: "amounts", fields: ["total_amount", "currency", "discount", "service_charge_amount"] },
  { group: "tax", fields: ["tax_amount", "tax_rate", "tax_type_name"] },
];

export const LEGAL_FIELD_GROUPS: { group: string; fields: FeedbackField[] }[] = [
  { group: "document", fields: ["document_title", "contract_type"] },
  { group: "parties", fields: ["primary_party", "counterparty"] },
  { group: "dates", fields: ["effective_date", "expiry_date"] },
  { group: "law", fields: ["governing_law"] },
];

export const fieldKind = (field: FeedbackField) => FEEDBACK_FIELDS[field];

/** The server flags fields a person should confirm; a correction settles them. */
export const needsReview = (field: ExtractedField | undefined): boolean =>
  Boolean(field && !field.corrected_by && field.needs_review);
