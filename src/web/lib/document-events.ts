import type { ProcessingStatus } from "../../contracts/documents.ts";

/**
 * Spec §4: the upload widget tells the rest of the page about documents on their way in through
 * two window events, so lists can show a row before the server has one, without knowing the
 * widget. A placeholder shows as 'uploading', then takes the upload result's status.
 */
export const DOCUMENT_PLACEHOLDER_EVENT = "document:placeholder";
export const DOCUMENT_INSERTED_EVENT = "document:inserted";

export type PlaceholderStatus = ProcessingStatus | "uploading" | "duplicate";

export interface DocumentPlaceholderDetail {
  placeholderId: string;
  name: string;
  organizationId: string;
  vertical: string;
}

export interface DocumentInsertedDetail {
  placeholderId: string;
  /** The new document, or the existing one for a duplicate; null when the upload failed. */
  documentId: string | null;
  status: PlaceholderStatus;
}

export function dispatchDocumentPlaceholder(detail: DocumentPlaceholderDetail): void {
  window.dispatchEvent(new CustomEvent(DOCUMENT_PLACEHOLDER_EVENT, { detail }));
}

export function dispatchDocumentInserted(detail: DocumentInsertedDetail): void {
  window.dispatchEvent(new CustomEvent(DOCUMENT_INSERTED_EVENT, { detail }));
}

/** Follows both events; returns the function that stops following them. */
export function onDocumentEvents(handlers: {
  placeholder: (detail: DocumentPlaceholderDetail) => void;
  inserted: (detail: DocumentInsertedDetail) => void;
}): () => void {
  const placeholder = (event: Event) =>
    handlers.placeholder((event as CustomEvent<DocumentPlaceholderDetail>).detail);
  const inserted = (event: Event) =>
    handlers.inserted((event as CustomEvent<DocumentInsertedDetail>).detail);
  window.addEventListener(DOCUMENT_PLACEHOLDER_EVENT, placeholder);
  window.addEventListener(DOCUMENT_INSERTED_EVENT, inserted);
  return () => {
    window.removeEventListener(DOCUMENT_PLACEHOLDER_EVENT, placeholder);
    window.removeEventListener(DOCUMENT_INSERTED_EVENT, inserted);
  };
}
