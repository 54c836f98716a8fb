/**
 * Spec §2: a `preview:` link in an answer opens the document preview modal through a window
 * event named openPreview carrying the document id; the modal, mounted once for the app, follows it.
 */
export const OPEN_PREVIEW_EVENT = "openPreview";

export interface OpenPreviewDetail {
  documentId: string;
}

export function dispatchOpenPreview(documentId: string): void {
  window.dispatchEvent(
    new CustomEvent<OpenPreviewDetail>(OPEN_PREVIEW_EVENT, { detail: { documentId } }),
  );
}

/** Follows the event; returns the function that stops following it. */
export function onOpenPreview(handler: (documentId: string) => void): () => void {
  const listener = (event: Event) => {
    const documentId = (event as CustomEvent<OpenPreviewDetail>).detail?.documentId;
    if (typeof documentId === "string" && documentId) handler(documentId);
  };
  window.addEventListener(OPEN_PREVIEW_EVENT, listener);
  return () => window.removeEventListener(OPEN_PREVIEW_EVENT, listener);
}
