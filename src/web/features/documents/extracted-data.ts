import { z } from "zod";
import { FEEDBACK_FIELDS, type FeedbackField } from "../../../contracts/documents.ts";

/**
 * What the processing stage stores in `extractedData` (the contract types it as a record): each
 * field with its confidence, where it was read and whether a person should look at it, and the
 * contract's parties and clauses. Parsed leniently: a field that does not read is left out rather
 * than failing the page.
 */
const extractedFieldSchema = z.object({
  value: z.union([z.string(), z.number()]),
  confidence: z.number().min(0).max(1),
  source: z.object({ page: z.number(), text: z.string() }).nullable().catch(null),
  needs_review: z.boolean().catch(false),
  corrected_by: z.string().optional(),
});
export type ExtractedField = z.infer<typeof extractedFieldSchema>;

const clauseSchema = z.object({
  category: z.string(),
  text: z.string(),
  page: z.number().catch(1),
  confidence: z.number().catch(0),
});
export type Clause = z.infer<typeof clauseSchema>;

const partySchema = z.object({ name: z.string(), role: z.string().nullable().catch(null) });

const extractedDataSchema = z.object({
  fields: z.record(z.string(), z.unknown()).catch({}),
  parties: z.array(z.unknown()).catch([]),
  clauses: z.array(z.unknown()).catch([]),
});

export interface ExtractedData {
  fields: Partial<Record<string, ExtractedField>>;
  parties: z.infer<typeof partySchema>[];
  clauses: Clause[];
}

function keepValid<T>(schema: z.ZodType<T>, values: unknown[]): T[] {
  return values.flatMap((value) => {
    const parsed = schema.safeParse(value);
    return parsed.success ? [parsed.data] : [];
  });
}

export function readExtractedData(raw: unknown): ExtractedData {
  const parsed = extractedDataSchema.safeParse(raw ?? {});
  if (!parsed.success) return { fields: {}, parties: [], clauses: [] };
  const fields = Object.fromEntries(
    Object.entries(parsed.data.fields).flatMap(([name, value]) => {
      const field = extractedFieldSchema.safeParse(value);
      return field.success ? [[name, field.data]] : [];
    }),
  );
  return {
    fields,
    parties: keepValid(partySchema, parsed.data.parties),
    clauses: keepValid(clauseSchema, parsed.data.clauses),
  };
}

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
