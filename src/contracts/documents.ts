import { z } from "zod";
import { auditLogPageSchema } from "./audit.ts";
import { extractedDataSchema } from "./extracted-data.ts";
import { xeroDocumentStateSchema } from "./integrations.ts";
import { languageSchema } from "./languages.ts";
import { DOCUMENT_EXPLORER, PAGE_SIZES } from "./limits.ts";
import { permissionsSchema, verticalSchema } from "./organizations.ts";

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
  /** Checking or reading the file needed more memory or time than its limits. */
  "FILE_TOO_COMPLEX",
  "PROCESSING_FAILED",
  /** The job ended (its worker died on every attempt, it expired or was lost) without a result. */
  "PROCESSING_INTERRUPTED",
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

/**
 * Files the operating system leaves behind, never uploaded: spec §5 names .DS_Store and Thumbs.db;
 * Windows' folder settings and thumbnail caches come along with a dropped folder the same way.
 */
export const IGNORED_SYSTEM_FILES = [
  ".DS_Store",
  "Thumbs.db",
  "ehthumbs.db",
  "desktop.ini",
] as const;
/** macOS AppleDouble companions ("._report.pdf") hold a file's metadata, not the file. */
export const APPLE_DOUBLE_PREFIX = "._";

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
    extractedData: extractedDataSchema.nullable(),
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
  language: languageSchema.nullable(),
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
  extractedData: extractedDataSchema.nullable(),
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

export const documentDetailSchema = documentSummarySchema.extend({
  content: nullableString,
  xero: xeroDocumentStateSchema,
});
export type DocumentDetail = z.infer<typeof documentDetailSchema>;

/**
 * What a list shows of a document: the summary without the extraction's detail (fields with
 * their sources, clauses, line items), which only the detail call returns.
 */
export const documentListItemSchema = documentSummarySchema.omit({
  extractedData: true,
  items: true,
});
export type DocumentListItem = z.infer<typeof documentListItemSchema>;

/** Every sort the lists offer, as `<column>_<direction>`; names sort by the name shown. */
export const DOCUMENT_SORTS = [
  "uploaded_at_desc",
  "uploaded_at_asc",
  "name_asc",
  "name_desc",
  "date_desc",
  "date_asc",
  "vendor_asc",
  "vendor_desc",
  "amount_desc",
  "amount_asc",
  "status_asc",
  "status_desc",
  // How well a document answers `q` (the search engine's rank), newest first without one.
  "relevance",
] as const;
export const documentSortSchema = z.enum(DOCUMENT_SORTS);
export type DocumentSort = z.infer<typeof documentSortSchema>;

/** A query-string boolean: only the words `true` and `false`. */
const booleanParam = z.enum(["true", "false"]).transform((value) => value === "true");
const isoDateParam = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "a date as YYYY-MM-DD");
const currencyParam = z
  .string()
  .regex(/^[A-Za-z]{3}$/, "a three-letter currency code")
  .transform((value) => value.toUpperCase());
const pageLimit = (defaultSize: number) =>
  z.coerce
    .number()
    .int()
    .min(1)
    .max(Math.max(...PAGE_SIZES.documentsTableOptions))
    .default(defaultSize);
const pageOffset = z.coerce.number().int().min(0).default(0);

/** Documents outside any project, for `projectId`. */
export const NO_PROJECT = "none";

/**
 * `GET /api/documents`: every filter is optional and they combine with AND. `status` takes one
 * status or several separated by commas (`queued,processing`); `month` needs `year` (a date
 * folder); `dateFrom`/`dateTo` and `amountMin`/`amountMax` are inclusive; `q` matches names,
 * title, type, parties, vendor and governing law as a substring, and whatever search finds for
 * it (its filters, words in either language, names with a typo).
 */
export const documentListQuerySchema = z
  .object({
    organizationId: z.string().min(1),
    vertical: verticalSchema.optional(),
    status: z
      .string()
      .transform((value) => value.split(","))
      .pipe(z.array(processingStatusSchema).min(1))
      .optional(),
    type: z.string().min(1).optional(),
    contractType: z.string().min(1).optional(),
    vendor: z.string().min(1).optional(),
    starred: booleanParam.optional(),
    /** Uploaded within the last `DOCUMENT_EXPLORER.recentDays` days: the Recent section. */
    recent: booleanParam.optional(),
    apAr: z.enum(["AP", "AR"]).optional(),
    /** A project's id, or `none` for documents in no project. */
    projectId: z.string().min(1).optional(),
    isRepository: booleanParam.optional(),
    repositoryFolderId: z.string().min(1).optional(),
    year: z.coerce.number().int().min(1900).max(2999).optional(),
    month: z.coerce.number().int().min(1).max(12).optional(),
    dateFrom: isoDateParam.optional(),
    dateTo: isoDateParam.optional(),
    amountMin: z.coerce.number().min(0).optional(),
    amountMax: z.coerce.number().min(0).optional(),
    currency: currencyParam.optional(),
    q: z.string().trim().min(1).max(200).optional(),
    sort: documentSortSchema.default("uploaded_at_desc"),
    limit: pageLimit(PAGE_SIZES.documentsTableDefault),
    offset: pageOffset,
  })
  .refine((query) => query.month === undefined || query.year !== undefined, {
    message: "month needs year",
    path: ["month"],
  });
export type DocumentListQuery = z.infer<typeof documentListQuerySchema>;

/**
 * One page of documents, how many match, the names of the people who uploaded them (user id →
 * name; the web shows the caller as 'You') and what the caller may do in the organization.
 */
export const documentListSchema = z.object({
  documents: z.array(documentListItemSchema),
  totalCount: z.number().int(),
  uploaders: z.record(z.string(), z.string()),
  permissions: permissionsSchema,
});
export type DocumentList = z.infer<typeof documentListSchema>;

/** An amount per currency; `currency` is null for amounts read without one. */
export const currencyTotalSchema = z.object({
  currency: z.string().nullable(),
  amount: z.number(),
});
export type CurrencyTotal = z.infer<typeof currencyTotalSchema>;

const countWithTotals = {
  count: z.number().int(),
  /** Sums of `total_amount` per currency, largest first; never added across currencies. */
  totals: z.array(currencyTotalSchema),
};

export const documentOverviewQuerySchema = z.object({
  organizationId: z.string().min(1),
  vertical: verticalSchema.optional(),
});
export type DocumentOverviewQuery = z.infer<typeof documentOverviewQuerySchema>;

/**
 * `GET /api/documents/overview`: the Document Explorer's sections in one call. Categories are
 * by `type` (null: not yet known), date folders by the document's own date (year, then month
 * 1–12, newest first); documents without a date are only counted (`undatedCount`).
 */
export const documentOverviewSchema = z.object({
  totalCount: z.number().int(),
  recentCount: z.number().int(),
  starredCount: z.number().int(),
  undatedCount: z.number().int(),
  needsReviewCount: z.number().int(),
  apAr: z.object({ AP: z.number().int(), AR: z.number().int() }),
  statuses: z.record(processingStatusSchema, z.number().int()),
  categories: z.array(z.object({ type: z.string().nullable(), ...countWithTotals })),
  contractTypes: z.array(z.object({ contractType: z.string(), count: z.number().int() })),
  dateFolders: z.array(
    z.object({
      year: z.number().int(),
      ...countWithTotals,
      months: z.array(z.object({ month: z.number().int().min(1).max(12), ...countWithTotals })),
    }),
  ),
  permissions: permissionsSchema,
});
export type DocumentOverview = z.infer<typeof documentOverviewSchema>;

/** `POST /api/documents/{id}/star`. */
export const starDocumentRequestSchema = z.object({ starred: z.boolean() });

/** `PATCH /api/documents/{id}`: the name people see; null goes back to the found title or file name. */
export const renameDocumentRequestSchema = z.object({
  user_friendly_name: z.string().trim().min(1).max(255).nullable(),
});

/** `POST /api/documents/move`: into a project, or out of any with `projectId: null`. */
export const moveDocumentsRequestSchema = z.object({
  organizationId: z.string().min(1),
  documentIds: z.array(z.string().min(1)).min(1).max(DOCUMENT_EXPLORER.maxBulkDocuments),
  projectId: z.string().min(1).nullable(),
});
export type MoveDocumentsRequest = z.infer<typeof moveDocumentsRequestSchema>;
export const moveDocumentsResponseSchema = z.object({ movedCount: z.number().int() });

/**
 * `GET /api/documents/{id}/history`: the document's audit entries, newest first, in the audit
 * log's own page shape; like the audit log, for those who may view it (spec §6).
 */
export const documentHistoryQuerySchema = z.object({
  limit: pageLimit(DOCUMENT_EXPLORER.historyPageSize),
  offset: pageOffset,
});
export const documentHistorySchema = auditLogPageSchema;
export type DocumentHistory = z.infer<typeof documentHistorySchema>;

/** `GET /api/documents/review`: documents with a field to confirm, oldest upload first. */
export const reviewQueueQuerySchema = z.object({
  organizationId: z.string().min(1),
  vertical: verticalSchema.optional(),
  limit: pageLimit(DOCUMENT_EXPLORER.reviewQueuePageSize),
  offset: pageOffset,
});
export type ReviewQueueQuery = z.infer<typeof reviewQueueQuerySchema>;

export const reviewQueueSchema = z.object({
  documents: z.array(
    documentListItemSchema.extend({
      /** The fields understanding was unsure of, to confirm or correct through field feedback. */
      flaggedFields: z.array(z.string()),
    }),
  ),
  totalCount: z.number().int(),
});
export type ReviewQueue = z.infer<typeof reviewQueueSchema>;

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
