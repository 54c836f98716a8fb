import { useQuery } from "@tanstack/react-query";
import type { DocumentDetail } from "../../../../contracts/documents.ts";
import { apiRequest } from "../../../lib/api-client.ts";

export const previewImageUrl = (documentId: string) =>
  `/api/documents/${encodeURIComponent(documentId)}/preview`;

/** One document, for the preview modal and for mentioning it; the organization's own only. */
export const previewDocumentQuery = (documentId: string) => ({
  queryKey: ["assistant-document", documentId],
  queryFn: ({ signal }: { signal?: AbortSignal }) =>
    apiRequest<DocumentDetail>(`/api/documents/${encodeURIComponent(documentId)}`, { signal }),
});

export function usePreviewDocument(documentId: string) {
  return useQuery(previewDocumentQuery(documentId));
}
