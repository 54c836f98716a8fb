import { z } from "zod";
import { verificationQrSchema } from "./verification-qr.ts";

/**
 * What understanding makes of a document, as the server stores it on the document
 * (`extractedData`) and the detail call returns it: one schema for understanding, server and
 * web, every type inferred from it.
 */

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

export const textBoxSchema = z.object({
  x: z.number(),
  y: z.number(),
  width: z.number(),
  height: z.number(),
});
export type TextBox = z.infer<typeof textBoxSchema>;

/** Where a value was found: the page and the exact text it was read from. */
export const fieldSourceSchema = z.object({
  page: z.number().int(),
  /** Index of the line on its page. */
  line: z.number().int(),
  text: z.string(),
  /** Null where the source has no layout (Office files, sheets, plain text). */
  box: textBoxSchema.nullable(),
});
export type FieldSource = z.infer<typeof fieldSourceSchema>;

const foundField = <Value extends z.ZodType>(value: Value) =>
  z.object({
    value,
    /** 0–1: how sure the extractor is; below the review threshold a person should confirm it. */
    confidence: z.number().min(0).max(1),
    /** Null where a language model or a person gave the value. */
    source: fieldSourceSchema.nullable(),
  });

/** A field's value: text (names, ISO dates, codes) or a number (amounts, rates). */
export const fieldValueSchema = z.union([z.string(), z.number()]);

/** A field as stored: what was found, whether a person should look at it, and who settled it. */
export const extractedFieldSchema = foundField(fieldValueSchema).extend({
  needs_review: z.boolean(),
  /** The user who corrected the value through field feedback. */
  corrected_by: z.string().optional(),
  /** The user who confirmed the value as read through field feedback. */
  confirmed_by: z.string().optional(),
});
export type ExtractedField = z.infer<typeof extractedFieldSchema>;

export const partySchema = z.object({
  name: z.string(),
  /** As the document calls it: PIHAK PERTAMA, Supplier, Lessor… */
  role: z.string().nullable(),
});
export type Party = z.infer<typeof partySchema>;

export const clauseSchema = z.object({
  /** A CUAD category name, or an Indonesian one (keadaan kahar, domisili hukum…). */
  category: z.string(),
  text: z.string(),
  page: z.number().int(),
  confidence: z.number(),
});
export type Clause = z.infer<typeof clauseSchema>;

/** An arithmetic or consistency check run on the fields, and whether it held. */
export const fieldCheckSchema = z.object({ name: z.string(), passed: z.boolean() });
export type FieldCheck = z.infer<typeof fieldCheckSchema>;

export const extractedDataSchema = z.object({
  type: foundField(z.enum(DOCUMENT_TYPES)).nullable(),
  contract_type: foundField(z.enum(CONTRACT_TYPES)).nullable(),
  /** By the spec's field names; `type` and `contract_type` too once a person corrected them. */
  fields: z.record(z.string(), extractedFieldSchema),
  parties: z.array(partySchema),
  clauses: z.array(clauseSchema),
  checks: z.array(fieldCheckSchema),
  /** A QR code on the first page (the e-Faktur's verification code); absent where not looked for. */
  verification_qr: verificationQrSchema.optional(),
});
export type ExtractedData = z.infer<typeof extractedDataSchema>;

/** A field as understanding finds it, its value typed by the field. */
export type FoundField<Value> = Omit<z.infer<ReturnType<typeof foundField>>, "value"> & {
  value: Value;
};

function parsedOrNull<Schema extends z.ZodType>(schema: Schema, raw: unknown) {
  const parsed = schema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

function validItems<Schema extends z.ZodType>(schema: Schema, raw: unknown): z.output<Schema>[] {
  return Array.isArray(raw) ? raw.flatMap((item) => parsedOrNull(schema, item) ?? []) : [];
}

const withQr = (qr: ExtractedData["verification_qr"] | null) => (qr ? { verification_qr: qr } : {});

/**
 * The stored JSON read leniently, as documents stored by earlier versions (or written by hand)
 * may lack a part: what does not read is left out (a field without a value or confidence, a
 * malformed clause), a missing source is none and a missing review flag is false, rather than
 * failing the whole document.
 */
export function readExtractedData(raw: unknown): ExtractedData {
  const stored = (raw !== null && typeof raw === "object" ? raw : {}) as Record<string, unknown>;
  const storedFields = stored["fields"];
  const fields: ExtractedData["fields"] = {};
  if (storedFields !== null && typeof storedFields === "object") {
    for (const [name, field] of Object.entries(storedFields)) {
      const given = (field !== null && typeof field === "object" ? field : {}) as Record<
        string,
        unknown
      >;
      const parsed = parsedOrNull(extractedFieldSchema, {
        ...given,
        source: parsedOrNull(fieldSourceSchema, given["source"]),
        needs_review: given["needs_review"] === true,
      });
      if (parsed) fields[name] = parsed;
    }
  }
  return {
    type: parsedOrNull(extractedDataSchema.shape.type, stored["type"]),
    contract_type: parsedOrNull(extractedDataSchema.shape.contract_type, stored["contract_type"]),
    fields,
    parties: validItems(partySchema, stored["parties"]),
    clauses: validItems(clauseSchema, stored["clauses"]),
    checks: validItems(fieldCheckSchema, stored["checks"]),
    ...withQr(parsedOrNull(verificationQrSchema, stored["verification_qr"])),
  };
}
