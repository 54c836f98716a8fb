import type {
  DocumentDetail,
  DocumentListItem,
  DocumentStatus,
  DocumentSummary,
  ProcessingErrorCode,
  ProcessingStage,
  ProcessingStatus,
  UploadFileKind,
} from "../../../contracts/documents.ts";
import { readExtractedData } from "../../../contracts/extracted-data.ts";
import type { XeroDocumentState } from "../../../contracts/integrations.ts";
import type { Vertical } from "../../../contracts/organizations.ts";
import type { documents } from "../../db/schema/documents.ts";
import type { Language } from "../../../contracts/languages.ts";

export type DocumentRow = typeof documents.$inferSelect;
/** Every column but the text and its search vectors: what single-document checks read. */
export type DocumentListRow = Omit<DocumentRow, "content" | "searchVector" | "rankVector">;
/** What a list reads: neither the text nor the extraction's detail. */
export type DocumentListItemRow = Omit<DocumentListRow, "extractedData" | "items">;

const toNumber = (value: string | null) => (value === null ? null : Number(value));

/**
 * Controls (C0, C1), format characters (bidi embeddings, overrides and isolates, the LRM/RLM and
 * Arabic marks, zero-width characters) and line separators: invisible in a name, and the bidi
 * ones make "invoice\u202Efdp.exe" read as "invoiceexe.pdf".
 */
const INVISIBLE_CHARACTERS = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu;

/** A file name as it may be shown: without characters that hide or reorder what it says. */
export function visibleFileName(name: string): string {
  return name.replace(INVISIBLE_CHARACTERS, "");
}

/** The whitelist between a row and the API: nothing reaches a client unless it is named here. */
export function presentDocumentListItem(row: DocumentListItemRow): DocumentListItem {
  return {
    id: row.id,
    organization_id: row.organizationId,
    vertical: row.vertical as Vertical,
    name: visibleFileName(row.name),
    original_filename: visibleFileName(row.originalFilename),
    mime_type: row.mimeType,
    file_kind: row.fileKind as UploadFileKind,
    size_bytes: row.sizeBytes,
    file_hash: row.fileHash,
    project_id: row.projectId,
    is_repository: row.isRepository,
    repository_folder_id: row.repositoryFolderId,
    processing_status: row.processingStatus as ProcessingStatus,
    stage: row.stage as ProcessingStage | null,
    progress: row.progress,
    error_message: row.errorMessage,
    error_code: row.errorCode as ProcessingErrorCode | null,
    language: row.language as Language | null,
    page_count: row.pageCount,
    preview_path: row.previewHash ? `/api/documents/${row.id}/preview` : null,
    preview_format: row.previewFormat,
    type: row.type,
    apAr: row.apAr === "AR" ? "AR" : "AP",
    date: row.documentDate,
    vendor: row.vendor,
    document_number: row.documentNumber,
    total_amount: toNumber(row.totalAmount),
    currency: row.currency,
    tax_amount: toNumber(row.taxAmount),
    tax_rate: row.taxRate,
    tax_type_name: row.taxTypeName,
    service_charge_amount: toNumber(row.serviceChargeAmount),
    service_charge_type: row.serviceChargeType,
    due_date: row.dueDate,
    discount: toNumber(row.discount),
    starred: row.starred,
    confidence: row.confidence,
    user_friendly_name: row.userFriendlyName && visibleFileName(row.userFriendlyName),
    document_title: row.documentTitle,
    contract_type: row.contractType,
    primary_party: row.primaryParty,
    parties: row.parties,
    counterparty: row.counterparty,
    effective_date: row.effectiveDate,
    expiry_date: row.expiryDate,
    governing_law: row.governingLaw,
    uploaded_by: row.uploadedBy,
    uploaded_at: row.uploadedAt.toISOString(),
    added: row.uploadedAt.toISOString(),
    processed_at: row.processedAt?.toISOString() ?? null,
    updated_at: row.updatedAt.toISOString(),
  };
}

export function presentDocumentSummary(row: DocumentListRow): DocumentSummary {
  return {
    ...presentDocumentListItem(row),
    items: row.items,
    extractedData: row.extractedData && readExtractedData(row.extractedData),
  };
}

export function presentDocumentDetail(row: DocumentRow): DocumentDetail {
  return { ...presentDocumentSummary(row), content: row.content, xero: presentXeroState(row) };
}

/** The Document's xero_* fields (spec §3). */
export function presentXeroState(
  row: Pick<
    DocumentRow,
    | "xeroInvoiceId"
    | "xeroInvoiceNumber"
    | "xeroStatus"
    | "xeroSyncedAt"
    | "lastXeroSyncStatus"
    | "lastXeroSyncError"
    | "xeroLink"
  >,
): XeroDocumentState {
  return {
    xero_invoice_id: row.xeroInvoiceId,
    xero_invoice_number: row.xeroInvoiceNumber,
    xero_status: row.xeroStatus,
    xero_synced_at: row.xeroSyncedAt?.toISOString() ?? null,
    last_xero_sync_status: row.lastXeroSyncStatus as XeroDocumentState["last_xero_sync_status"],
    last_xero_sync_error: row.lastXeroSyncError,
    xero_link: row.xeroLink,
  };
}

export function presentDocumentStatus(
  row: Pick<DocumentRow, "processingStatus" | "progress" | "stage" | "errorMessage" | "errorCode">,
): DocumentStatus {
  return {
    status: row.processingStatus as ProcessingStatus,
    error: row.errorMessage,
    queue: {
      progress: row.progress,
      stage: row.stage as ProcessingStage | null,
      error_message: row.errorMessage,
      error_code: row.errorCode as ProcessingErrorCode | null,
    },
  };
}
