import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  DocumentDetail,
  DocumentHistory,
  DocumentList,
  DocumentListItem,
  DocumentOverview,
  ReviewQueue,
  DocumentStatus,
  FeedbackField,
  FieldFeedbackRequest,
} from "../../../../contracts/documents.ts";
import {
  ACTIVE_PROCESSING_STATUSES,
  type documentListQuerySchema,
} from "../../../../contracts/documents.ts";
import type { z } from "zod";
import { PAGE_SIZES, PROCESSING } from "../../../../contracts/limits.ts";
import { apiRequest } from "../../../lib/api-client.ts";
import type { Vertical } from "../../../../contracts/organizations.ts";
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

/** The list's query string as sent (before the server's parsing: `status` is comma-separated). */
export type DocumentListParams = Omit<z.input<typeof documentListQuerySchema>, "organizationId">;

const isAnyActive = (list: DocumentList | undefined) =>
  Boolean(list?.documents.some((document) => isActiveStatus(document.processing_status)));

/**
 * One page of documents as the server sorts and filters them; the page polls while any row is
 * pending, queued or processing (spec §4) and keeps showing the previous page while the next
 * loads, so the table does not jump.
 */
export function useDocumentList(organizationId: string, params: DocumentListParams) {
  const query = new URLSearchParams({ organizationId });
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== "") query.set(key, String(value));
  }
  return useQuery({
    queryKey: ["documents", organizationId, "list", params],
    queryFn: () => apiRequest<DocumentList>(`/api/documents?${query.toString()}`),
    placeholderData: keepPreviousData,
    refetchInterval: (current) =>
      isAnyActive(current.state.data) ? PROCESSING.statusPollIntervalMs : false,
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

/**
 * Deletes one document; the bulk bar calls it for each selected id in turn. A bookkeeping
 * document still under retention goes only with the Owner's confirmation (`confirmRetention`).
 */
export const deleteDocument = (documentId: string, confirmRetention = false) =>
  apiRequest<null>(
    confirmRetention ? `${documentUrl(documentId)}?confirmRetention=true` : documentUrl(documentId),
    { method: "DELETE" },
  );

export function useDeleteDocument(documentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (options: { confirmRetention?: boolean } = {}) =>
      deleteDocument(documentId, options.confirmRetention),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: ["document", documentId] });
      return queryClient.invalidateQueries({ queryKey: ["documents"] });
    },
  });
}

/**
 * A verdict on one field, with the corrected value for a thumbs down that has one; the answer is
 * the document as it now reads, which replaces the cached one.
 */
export function useFieldFeedback(documentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ field, ...request }: FieldFeedbackRequest & { field: FeedbackField }) =>
      apiRequest<DocumentDetail>(`${documentUrl(documentId)}/fields/${field}/feedback`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(request),
      }),
    onSuccess: (detail) => {
      queryClient.setQueryData(["document", documentId], detail);
      return queryClient.invalidateQueries({ queryKey: ["documents"] });
    },
  });
}

/** Stars or unstars a document (the explorer's Starred section lists the starred ones). */
export function useStarDocument(documentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (starred: boolean) =>
      apiRequest<DocumentListItem>(`${documentUrl(documentId)}/star`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ starred }),
      }),
    onMutate: (starred) => {
      queryClient.setQueryData<DocumentDetail>(["document", documentId], (current) =>
        current ? { ...current, starred } : current,
      );
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ["document", documentId] }),
        queryClient.invalidateQueries({ queryKey: ["documents"] }),
      ]),
  });
}

/** Gives a document the name people see, or with null takes it back to the file's name. */
export function useRenameDocument(documentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userFriendlyName: string | null) =>
      apiRequest<DocumentListItem>(documentUrl(documentId), {
        method: "PATCH",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ user_friendly_name: userFriendlyName }),
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ["document", documentId] }),
        queryClient.invalidateQueries({ queryKey: ["documents"] }),
      ]),
  });
}

/** The document's audit entries, newest first, for those who may view the audit log. */
export function useDocumentHistory(documentId: string, enabled: boolean) {
  return useQuery({
    queryKey: ["document", documentId, "history"],
    queryFn: () => apiRequest<DocumentHistory>(`${documentUrl(documentId)}/history`),
    enabled,
    retry: false,
  });
}

/** The explorer's sections in one call: counts, categories, AP/AR, date folders and totals. */
export function useDocumentOverview(organizationId: string, vertical: Vertical) {
  const query = new URLSearchParams({ organizationId, vertical });
  return useQuery({
    queryKey: ["documents", organizationId, "overview", vertical],
    queryFn: () => apiRequest<DocumentOverview>(`/api/documents/overview?${query.toString()}`),
    placeholderData: keepPreviousData,
    // Counts, categories and totals change as documents finish processing.
    refetchInterval: (current) => {
      const statuses = current.state.data?.statuses;
      const active = ACTIVE_PROCESSING_STATUSES.some((status) => (statuses?.[status] ?? 0) > 0);
      return active ? PROCESSING.statusPollIntervalMs : false;
    },
  });
}

const pause = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms));

/** Spec §9: bulk download one file at a time with a 300 ms pause between them. */
export async function downloadDocuments(
  documents: { id: string; original_filename: string }[],
  pauseMs: number,
): Promise<void> {
  for (const [index, document] of documents.entries()) {
    if (index > 0) await pause(pauseMs);
    const link = window.document.createElement("a");
    link.href = documentFileUrl(document.id);
    link.download = document.original_filename;
    link.rel = "noopener";
    window.document.body.append(link);
    link.click();
    link.remove();
  }
}

/**
 * Spec §9: bulk delete one document at a time with a 100 ms pause between them; the lists reload
 * once at the end. Stops at the first refusal, which the caller shows.
 */
export function useBulkDelete(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ ids, pauseMs }: { ids: string[]; pauseMs: number }) => {
      for (const [index, id] of ids.entries()) {
        if (index > 0) await pause(pauseMs);
        await deleteDocument(id);
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["documents", organizationId] }),
  });
}

/** Documents with a field understanding was unsure of, oldest upload first. */
export function useReviewQueue(organizationId: string, vertical: Vertical) {
  const query = new URLSearchParams({ organizationId, vertical, limit: "50" });
  return useQuery({
    queryKey: ["documents", organizationId, "review", vertical],
    queryFn: () => apiRequest<ReviewQueue>(`/api/documents/review?${query.toString()}`),
  });
}
