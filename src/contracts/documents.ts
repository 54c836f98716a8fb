import { z } from "zod";
import { PAGE_SIZES } from "./limits.ts";
import { verticalSchema } from "./organizations.ts";

/** Spec §4 processing_status. `pending` is a row waiting for its job to be picked up. */
export const PROCESSING_STATUSES = [
  "pending",
  "queued",
  "processing",
  "complete",
  "failed",
] as const;
export const processingStatusSchema = z.enum(PROCESSING_STATUSES);
export type ProcessingStatus = z.infer<typeof processingStatusSchema>;

/** Statuses the client keeps polling on (spec §4). */
export const ACTIVE_PROCESSING_STATUSES: readonly ProcessingStatus[] = [
  "pending",
  "queued",
  "processing",
];

/** The processing job's stages, in order (DESIGN §5); `understand` is filled by the understanding work. */
export const PROCESSING_STAGES = ["read", "understand", "index", "preview", "complete"] as const;
export const processingStageSchema = z.enum(PROCESSING_STAGES);
export type ProcessingStage = z.infer<typeof processingStageSchema>;

/** Why processing failed, for a translated message; `error_message` carries the English detail. */
export const PROCESSING_ERROR_CODES = [
  "FILE_CORRUPT",
  "FILE_ENCRYPTED",
  "TOO_MANY_PAGES",
  "ARCHIVE_TOO_LARGE",
  "IMAGE_TOO_LARGE",
  "PROCESSING_FAILED",
] as const;
export const processingErrorCodeSchema = z.enum(PROCESSING_ERROR_CODES);
export type ProcessingErrorCode = z.infer<typeof processingErrorCodeSchema>;

/** Accepted kinds, decided on the server by content (spec §5 upload widget file types). */
export const UPLOAD_FILE_KINDS = [
  "pdf",
  "csv",
  "xls",
  "xlsx",
  "doc",
  "docx",
  "jpeg",
  "png",
  "heic",
] as const;
export type UploadFileKind = (typeof UPLOAD_FILE_KINDS)[number];

/** What the browser's file picker and drop zone accept (spec §5), by MIME type and extension. */
export const UPLOAD_ACCEPT: Record<string, string[]> = {
  "application/pdf": [".pdf"],
  "text/csv": [".csv"],
  "application/vnd.ms-excel": [".xls"],
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": [".xlsx"],
  "application/msword": [".doc"],
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": [".docx"],
  "image/jpeg": [".jpg", ".jpeg"],
  "image/png": [".png"],
  "image/heic": [".heic"],
  "image/heif": [".heif"],
};

/** Files the operating system leaves behind, never uploaded (spec §5). */
export const IGNORED_SYSTEM_FILES = [".DS_Store", "Thumbs.db"] as const;

const sha256HexSchema = z
  .string()
  .regex(/^[0-9a-fA-F]{64}$/, "fileHash must be a SHA-256 hex digest")
  .transform((value) => value.toLowerCase());

export const checkDuplicateRequestSchema = z.object({
  fileHash: sha256HexSchema,
  vertical: verticalSchema,
  organizationId: z.string().min(1),
});

export const documentReferenceSchema = z.object({ id: z.string(), name: z.string() });

export const checkDuplicateResponseSchema = z.object({
  isDuplicate: z.boolean(),
  document: documentReferenceSchema.nullable(),
});

/** The non-file multipart fields of both upload calls (spec §7). */
export const uploadFieldsSchema = z.object({
  fileHash: sha256HexSchema,
  vertical: verticalSchema,
  organizationId: z.string().min(1),
  projectId: z.string().min(1).optional(),
  isRepository: z
    .enum(["true", "false"])
    .optional()
    .transform((value) => value === "true"),
  repositoryFolderId: z.string().min(1).optional(),
});
export type UploadFields = z.infer<typeof uploadFieldsSchema>;

/** Spec §3 Upload response. A duplicate is not an error: `isDuplicate` with `duplicateOf`. */
export const uploadResponseSchema = z.object({
  document: z.object({
    id: z.string(),
    status: processingStatusSchema,
    extractedData: z.record(z.string(), z.unknown()).nullable(),
  }),
  isDuplicate: z.boolean(),
  duplicateOf: documentReferenceSchema.nullable(),
  polling: z.object({ statusUrl: z.string(), expectedProcessingTime: z.string() }),
});
export type UploadResponse = z.infer<typeof uploadResponseSchema>;

/** Spec §3 status response: `status` and `error` for pollers, `queue` for the document status call. */
export const documentStatusSchema = z.object({
  status: processingStatusSchema,
  error: z.string().nullable(),
  queue: z.object({
    progress: z.number().int().min(0).max(100),
    stage: processingStageSchema.nullable(),
    error_message: z.string().nullable(),
    error_code: processingErrorCodeSchema.nullable(),
  }),
});
export type DocumentStatus = z.infer<typeof documentStatusSchema>;

const nullableString = z.string().nullable();
const nullableNumber = z.number().nullable();

/** Spec §3 Document and legal document row, as one whitelist; the list leaves out `content`. */
export const documentSummarySchema = z.object({
  id: z.string(),
  organization_id: z.string(),
  vertical: verticalSchema,
  name: z.string(),
  original_filename: z.string(),
  mime_type: z.string(),
  file_kind: z.enum(UPLOAD_FILE_KINDS),
  size_bytes: z.number().int(),
  file_hash: z.string(),
  project_id: nullableString,
  is_repository: z.boolean(),
  repository_folder_id: nullableString,
  processing_status: processingStatusSchema,
  stage: processingStageSchema.nullable(),
  progress: z.number().int(),
  error_message: nullableString,
  error_code: processingErrorCodeSchema.nullable(),
  language: z.enum(["en", "id"]).nullable(),
  page_count: nullableNumber,
  preview_path: nullableString,
  preview_format: nullableString,
  type: nullableString,
  apAr: z.enum(["AP", "AR"]),
  date: nullableString,
  vendor: nullableString,
  document_number: nullableString,
  total_amount: nullableNumber,
  currency: nullableString,
  tax_amount: nullableNumber,
  tax_rate: nullableNumber,
  tax_type_name: nullableString,
  service_charge_amount: nullableNumber,
  service_charge_type: nullableString,
  due_date: nullableString,
  discount: nullableNumber,
  items: z.array(z.record(z.string(), z.unknown())),
  starred: z.boolean(),
  extractedData: z.record(z.string(), z.unknown()).nullable(),
  confidence: nullableNumber,
  user_friendly_name: nullableString,
  document_title: nullableString,
  contract_type: nullableString,
  primary_party: nullableString,
  parties: z.array(z.unknown()),
  counterparty: nullableString,
  effective_date: nullableString,
  expiry_date: nullableString,
  governing_law: nullableString,
  uploaded_by: nullableString,
  uploaded_at: z.string(),
  added: z.string(),
  processed_at: nullableString,
  updated_at: z.string(),
});
export type DocumentSummary = z.infer<typeof documentSummarySchema>;

export const documentDetailSchema = documentSummarySchema.extend({ content: nullableString });
export type DocumentDetail = z.infer<typeof documentDetailSchema>;

export const DOCUMENT_SORTS = [
  "uploaded_at_desc",
  "uploaded_at_asc",
  "name_asc",
  "name_desc",
  "date_desc",
  "date_asc",
] as const;

export const documentListQuerySchema = z.object({
  organizationId: z.string().min(1),
  vertical: verticalSchema.optional(),
  status: processingStatusSchema.optional(),
  type: z.string().min(1).optional(),
  projectId: z.string().min(1).optional(),
  sort: z.enum(DOCUMENT_SORTS).default("uploaded_at_desc"),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(Math.max(...PAGE_SIZES.documentsTableOptions))
    .default(PAGE_SIZES.documentsTableDefault),
  offset: z.coerce.number().int().min(0).default(0),
});
export type DocumentListQuery = z.infer<typeof documentListQuerySchema>;

export const documentListSchema = z.object({
  documents: z.array(documentSummarySchema),
  totalCount: z.number().int(),
});
export type DocumentList = z.infer<typeof documentListSchema>;

/** Fields a person can confirm or correct (spec §3 Document and legal row). */
export const FEEDBACK_FIELDS = {
  type: "text",
  vendor: "text",
  document_number: "text",
  date: "date",
  due_date: "date",
  total_amount: "amount",
  currency: "currency",
  tax_amount: "amount",
  tax_rate: "rate",
  tax_type_name: "text",
  service_charge_amount: "amount",
  discount: "amount",
  document_title: "text",
  contract_type: "text",
  primary_party: "text",
  counterparty: "text",
  effective_date: "date",
  expiry_date: "date",
  governing_law: "text",
} as const;
export type FeedbackField = keyof typeof FEEDBACK_FIELDS;
export const feedbackFieldSchema = z.enum(
  Object.keys(FEEDBACK_FIELDS) as [FeedbackField, ...FeedbackField[]],
);

/** Thumbs up or down on a field, with the right value when the reader has it. */
export const fieldFeedbackRequestSchema = z.object({
  verdict: z.enum(["up", "down"]),
  correctedValue: z.union([z.string().trim().min(1).max(500), z.number()]).optional(),
});
export type FieldFeedbackRequest = z.infer<typeof fieldFeedbackRequestSchema>;
