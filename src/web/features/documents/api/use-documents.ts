import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  DocumentDetail,
  DocumentList,
  DocumentStatus,
} from "../../../../contracts/documents.ts";
import { PAGE_SIZES, PROCESSING } from "../../../../contracts/limits.ts";
import { apiRequest } from "../../../lib/api-client.ts";
import type { Vertical } from "../../../lib/paths.ts";
import { isActiveStatus } from "../document-status.ts";

const documentUrl = (documentId: string) => `/api/documents/${encodeURIComponent(documentId)}`;

export const documentFileUrl = (documentId: string) => `${documentUrl(documentId)}/file`;
export const documentPreviewUrl = (documentId: string) => `${documentUrl(documentId)}/preview`;

/** The newest documents of one organization and vertical, refreshed while any is processing. */
export function useRecentDocuments(organizationId: string, vertical: Vertical) {
  const query = new URLSearchParams({
    organizationId,
    vertical,
    limit: String(PAGE_SIZES.documentsTableDefault),
    offset: "0",
  });
  return useQuery({
    queryKey: ["documents", organizationId, vertical],
    queryFn: () => apiRequest<DocumentList>(`/api/documents?${query.toString()}`),
    refetchInterval: (current) =>
      current.state.data?.documents.some((document) => isActiveStatus(document.processing_status))
        ? PROCESSING.statusPollIntervalMs
        : false,
  });
}

export function useDocument(documentId: string) {
  return useQuery({
    queryKey: ["document", documentId],
    queryFn: () => apiRequest<DocumentDetail>(documentUrl(documentId)),
    refetchInterval: (current) =>
      current.state.data && isActiveStatus(current.state.data.processing_status)
        ? PROCESSING.statusPollIntervalMs
        : false,
  });
}

export function useRetryDocument(documentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest<DocumentStatus>(`${documentUrl(documentId)}/retry`, { method: "POST" }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ["document", documentId] }),
        queryClient.invalidateQueries({ queryKey: ["documents"] }),
      ]),
  });
}

export function useDeleteDocument(documentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<null>(documentUrl(documentId), { method: "DELETE" }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: ["document", documentId] });
      return queryClient.invalidateQueries({ queryKey: ["documents"] });
    },
  });
}
