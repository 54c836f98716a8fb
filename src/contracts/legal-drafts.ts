import { z } from "zod";
import { PAGE_SIZES } from "./limits.ts";

/**
 * Legal drafts (spec §1, issue 24): contracts written in the editor from a template or blank,
 * in Indonesian (UU 24/2009 requires it for agreements with Indonesian parties) and, where the
 * parties need it, side by side in English.
 */
export const LEGAL_DRAFTS = {
  maxBodyCharacters: 400_000,
  maxTitleCharacters: 200,
  maxFieldCharacters: 500,
  /** PKWT: PP 35/2021 art. 8 allows a fixed-term employment contract of at most five years. */
  pkwtMaxMonths: 60,
  /** Bea meterai on a document (UU 10/2020 art. 5): the e-Meterai placeholder's face value. */
  stampDutyRupiah: 10_000,
} as const;

export const DRAFT_STATUSES = ["draft", "review", "final"] as const;
export type DraftStatus = (typeof DRAFT_STATUSES)[number];

export const TEMPLATE_KEYS = [
  "perjanjian_kerja_sama",
  "sewa_menyewa",
  "pkwt",
  "nda",
  "jual_beli",
  "surat_kuasa",
] as const;
export type TemplateKey = (typeof TEMPLATE_KEYS)[number];

export const FIELD_KINDS = ["text", "date", "money", "months"] as const;

export const templateFieldSchema = z.object({
  key: z.string(),
  kind: z.enum(FIELD_KINDS),
  label_en: z.string(),
  label_id: z.string(),
  /** For `months`: the most the law allows (PKWT). */
  max: z.number().int().nullable(),
});
export type TemplateField = z.infer<typeof templateFieldSchema>;

export const draftTemplateSchema = z.object({
  key: z.enum(TEMPLATE_KEYS),
  name_en: z.string(),
  name_id: z.string(),
  description_en: z.string(),
  description_id: z.string(),
  contract_type: z.string(),
  fields: z.array(templateFieldSchema),
});
export type DraftTemplate = z.infer<typeof draftTemplateSchema>;
export const draftTemplateListSchema = z.object({ templates: z.array(draftTemplateSchema) });

const fieldValues = z.record(z.string().max(64), z.string().max(LEGAL_DRAFTS.maxFieldCharacters));
const body = z.string().max(LEGAL_DRAFTS.maxBodyCharacters);
const title = z.string().trim().min(1).max(LEGAL_DRAFTS.maxTitleCharacters);

export const draftSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  template_key: z.enum(TEMPLATE_KEYS).nullable(),
  contract_type: z.string().nullable(),
  status: z.enum(DRAFT_STATUSES),
  bilingual: z.boolean(),
  version: z.number().int(),
  updated_at: z.string(),
  created_at: z.string(),
});
export type DraftSummary = z.infer<typeof draftSummarySchema>;

/** Abilities computed on the server; the editor only reads them. */
export const draftAbilitiesSchema = z.object({
  edit: z.boolean(),
  submit_for_review: z.boolean(),
  finalize: z.boolean(),
  reopen: z.boolean(),
  delete: z.boolean(),
});

export const draftSchema = draftSummarySchema.extend({
  body_id: z.string(),
  body_en: z.string().nullable(),
  fields: z.record(z.string(), z.string()),
  e_meterai: z.boolean(),
  abilities: draftAbilitiesSchema,
});
export type Draft = z.infer<typeof draftSchema>;

/** A page of drafts, the most recently changed first, and how many the organization has. */
export const draftListSchema = z.object({
  drafts: z.array(draftSummarySchema),
  total_count: z.number().int(),
});
export const organizationQuerySchema = z.object({ organizationId: z.string().min(1) });
/** Pages as the documents table's (spec §9): 20 by default, at most 100. */
export const draftListQuerySchema = organizationQuerySchema.extend({
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(Math.max(...PAGE_SIZES.documentsTableOptions))
    .default(PAGE_SIZES.documentsTableDefault),
  offset: z.coerce.number().int().min(0).default(0),
});
export type DraftListQuery = z.infer<typeof draftListQuerySchema>;

/** `POST /api/legal/drafts`: from a template filled with `fields`, or blank. */
export const createDraftRequestSchema = z.object({
  organizationId: z.string().min(1),
  title: title.optional(),
  template_key: z.enum(TEMPLATE_KEYS).nullable().default(null),
  fields: fieldValues.default({}),
  /** Side by side with English; Indonesian is always there. */
  bilingual: z.boolean().default(false),
  e_meterai: z.boolean().default(false),
});
export type CreateDraftRequest = z.infer<typeof createDraftRequestSchema>;

/**
 * `PATCH /api/legal/drafts/{id}`: `version` is the one the editor started from; a save over a
 * newer one is refused (CONFLICT) rather than losing the other person's text.
 */
export const updateDraftRequestSchema = z.object({
  organizationId: z.string().min(1),
  version: z.number().int().min(1),
  title: title.optional(),
  body_id: body.optional(),
  body_en: body.nullable().optional(),
  e_meterai: z.boolean().optional(),
});
export type UpdateDraftRequest = z.infer<typeof updateDraftRequestSchema>;

export const changeDraftStatusRequestSchema = z.object({
  organizationId: z.string().min(1),
  status: z.enum(DRAFT_STATUSES),
});

export const draftVersionSchema = z.object({
  version: z.number().int(),
  title: z.string(),
  status: z.enum(DRAFT_STATUSES),
  created_at: z.string(),
  created_by_name: z.string().nullable(),
});
export const draftVersionListSchema = z.object({ versions: z.array(draftVersionSchema) });

/** A run of text both versions share, or that one of them alone has. */
export const diffPartSchema = z.object({
  text: z.string(),
  change: z.enum(["same", "added", "removed"]),
});
export type DiffPart = z.infer<typeof diffPartSchema>;

export const draftDiffQuerySchema = z.object({
  organizationId: z.string().min(1),
  from: z.coerce.number().int().min(1),
  to: z.coerce.number().int().min(1),
});
export const draftDiffSchema = z.object({
  from: z.number().int(),
  to: z.number().int(),
  title: z.array(diffPartSchema),
  body_id: z.array(diffPartSchema),
  body_en: z.array(diffPartSchema),
});
export type DraftDiff = z.infer<typeof draftDiffSchema>;

export const EXPORT_FORMATS = ["docx", "pdf"] as const;
export const draftExportQuerySchema = z.object({
  organizationId: z.string().min(1),
  format: z.enum(EXPORT_FORMATS),
});

/** `POST /api/legal/document-mentions` (spec §7): one mentioned item in full (spec §3). */
export const documentMentionRequestSchema = z.object({
  documentId: z.string().min(1),
  type: z.enum(["uploaded_document", "legal_draft", "knowledge_library"]),
  organizationId: z.string().min(1).optional(),
});
export const documentMentionSchema = z.object({
  id: z.string(),
  title: z.string(),
  type: z.enum(["uploaded_document", "legal_draft", "knowledge_library"]),
  content: z.string(),
  metadata: z.object({
    parties: z.array(z.string()).optional(),
    effective_date: z.string().nullable().optional(),
    contract_value: z.number().nullable().optional(),
    currency: z.string().nullable().optional(),
    subcategory: z.string().nullable().optional(),
  }),
});
export type DocumentMention = z.infer<typeof documentMentionSchema>;
