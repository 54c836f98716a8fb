import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { organization, user } from "./auth.ts";
import { projects } from "./projects.ts";
import { repositoryFolders } from "./repository.ts";

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/** Money as exact decimals; read back as strings and turned into numbers only when presented. */
const money = (name: string) => numeric(name, { precision: 20, scale: 2 });

/**
 * Spec §3 Document and legal document row in one table: the file (content-addressed by
 * `file_hash`), its processing state, the text read from it, and the fields understanding
 * fills. One organization holds a given file once (the unique index is the duplicate check).
 */
export const documents = pgTable(
  "documents",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organizationId: text("organization_id")
      .notNull()
      .references(() => organization.id, { onDelete: "cascade" }),
    vertical: text("vertical").notNull(),
    uploadedBy: text("uploaded_by").references(() => user.id, { onDelete: "set null" }),
    projectId: text("project_id").references(() => projects.id, { onDelete: "set null" }),
    isRepository: boolean("is_repository").notNull().default(false),
    repositoryFolderId: text("repository_folder_id").references(() => repositoryFolders.id, {
      onDelete: "set null",
    }),

    name: text("name").notNull(),
    originalFilename: text("original_filename").notNull(),
    mimeType: text("mime_type").notNull(),
    fileKind: text("file_kind").notNull(),
    sizeBytes: bigint("size_bytes", { mode: "number" }).notNull(),
    fileHash: text("file_hash").notNull(),

    processingStatus: text("processing_status").notNull().default("queued"),
    stage: text("stage"),
    progress: integer("progress").notNull().default(0),
    errorCode: text("error_code"),
    errorMessage: text("error_message"),
    processedAt: timestamp("processed_at", { withTimezone: true }),

    content: text("content"),
    language: text("language"),
    pageCount: integer("page_count"),
    searchVector: tsvector("search_vector"),
    /** Names, kinds and the text's first lines, weighted: what orders the matches (issue 6). */
    rankVector: tsvector("rank_vector"),
    /** Vendor, parties and title in one string, for typo-tolerant (trigram) name matching. */
    searchNames: text("search_names"),
    previewHash: text("preview_hash"),
    previewFormat: text("preview_format"),

    type: text("type"),
    apAr: text("ap_ar").notNull().default("AP"),
    documentDate: date("document_date"),
    vendor: text("vendor"),
    documentNumber: text("document_number"),
    totalAmount: money("total_amount"),
    currency: text("currency"),
    taxAmount: money("tax_amount"),
    taxRate: real("tax_rate"),
    taxTypeName: text("tax_type_name"),
    serviceChargeAmount: money("service_charge_amount"),
    serviceChargeType: text("service_charge_type"),
    dueDate: date("due_date"),
    discount: money("discount"),
    items: jsonb("items").$type<Record<string, unknown>[]>().notNull().default([]),
    starred: boolean("starred").notNull().default(false),
    extractedData: jsonb("extracted_data").$type<Record<string, unknown>>(),
    confidence: real("confidence"),
    /** Whether understanding left a field for a person to confirm: the review queue's filter. */
    needsReview: boolean("needs_review")
      .notNull()
      .generatedAlwaysAs(
        sql`coalesce(jsonb_path_exists("extracted_data", '$.fields.* ? (@.needs_review == true)'), false)`,
      ),

    userFriendlyName: text("user_friendly_name"),
    documentTitle: text("document_title"),
    contractType: text("contract_type"),
    primaryParty: text("primary_party"),
    parties: jsonb("parties").$type<unknown[]>().notNull().default([]),
    counterparty: text("counterparty"),
    effectiveDate: date("effective_date"),
    expiryDate: date("expiry_date"),
    governingLaw: text("governing_law"),

    /** Spec §3 accounting-package fields: the draft made in Xero and how the last sending went. */
    xeroInvoiceId: text("xero_invoice_id"),
    xeroInvoiceNumber: text("xero_invoice_number"),
    xeroStatus: text("xero_status"),
    xeroSyncedAt: timestamp("xero_synced_at", { withTimezone: true }),
    /** `sent` or `failed`: a document that did not reach Xero says so. */
    lastXeroSyncStatus: text("last_xero_sync_status"),
    lastXeroSyncError: text("last_xero_sync_error"),
    xeroLink: text("xero_link"),

    uploadedAt: timestamp("uploaded_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("documents_organization_file_hash_idx").on(table.organizationId, table.fileHash),
    index("documents_organization_uploaded_idx").on(
      table.organizationId,
      table.vertical,
      table.uploadedAt.desc(),
    ),
    index("documents_file_hash_idx").on(table.fileHash),
    index("documents_preview_hash_idx")
      .on(table.previewHash)
      .where(sql`${table.previewHash} is not null`),
    index("documents_search_idx").using("gin", table.searchVector),
    index("documents_search_names_idx").using("gin", sql`${table.searchNames} gin_trgm_ops`),
    // Newest first is a search's order when it has no words, and its tie-break when it has.
    index("documents_organization_date_idx").on(
      table.organizationId,
      table.documentDate.desc().nullsLast(),
      table.uploadedAt.desc(),
    ),
    index("documents_organization_due_idx").on(table.organizationId, table.dueDate),
    // A contract kind is a search filter of its own ("NDA governed by California law").
    index("documents_organization_contract_type_idx").on(table.organizationId, table.contractType),
    index("documents_organization_expiry_idx").on(table.organizationId, table.expiryDate),
    index("documents_organization_project_idx").on(table.organizationId, table.projectId),
    // The lists' sorts within one workspace (list-documents.ts ORDER), in the direction people
    // use most: without them every page sorts all of the organization's documents.
    index("documents_sort_date_idx").on(
      table.organizationId,
      table.vertical,
      table.documentDate.desc().nullsLast(),
    ),
    index("documents_sort_amount_idx").on(
      table.organizationId,
      table.vertical,
      table.totalAmount.desc().nullsLast(),
    ),
    index("documents_sort_vendor_idx").on(
      table.organizationId,
      table.vertical,
      sql`lower(${table.vendor})`,
    ),
    // Everything the Document Explorer's overview counts and sums, so its aggregates read this
    // narrow index instead of the wide rows (get-document-overview.ts). Key columns, not
    // INCLUDE: drizzle cannot declare the latter.
    index("documents_overview_idx").on(
      table.organizationId,
      table.vertical,
      table.type,
      table.currency,
      table.documentDate,
      table.totalAmount,
      table.contractType,
      table.processingStatus,
      table.apAr,
      table.starred,
      table.needsReview,
      table.uploadedAt,
    ),
    index("documents_sort_name_idx").on(
      table.organizationId,
      table.vertical,
      sql`lower(coalesce(${table.userFriendlyName}, ${table.name}))`,
    ),
    index("documents_organization_review_idx")
      .on(table.organizationId, table.uploadedAt)
      .where(sql`${table.needsReview}`),
    // The admin analytics (issue 23): documents that finished processing, by when, across
    // organizations (weekly engagement, processing time) and within one (first value, the
    // organization's own figures), read from the index alone.
    index("documents_processed_idx")
      .on(table.processedAt, table.vertical, table.uploadedAt)
      .where(sql`${table.processingStatus} = 'complete'`),
    index("documents_organization_processed_idx")
      .on(table.organizationId, table.vertical, table.processedAt)
      .where(sql`${table.processingStatus} = 'complete'`),
  ],
);

/** What the reader found, page by page with line boxes: the source spans understanding cites. */
export const documentReadings = pgTable("document_readings", {
  documentId: uuid("document_id")
    .primaryKey()
    .references(() => documents.id, { onDelete: "cascade" }),
  pages: jsonb("pages").$type<unknown[]>().notNull(),
  warnings: jsonb("warnings").$type<string[]>().notNull().default([]),
  readAt: timestamp("read_at", { withTimezone: true }).notNull().defaultNow(),
});
