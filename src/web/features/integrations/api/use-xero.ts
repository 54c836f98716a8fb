import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import type {
  XeroConnectionStatus,
  XeroDocumentState,
} from "../../../../contracts/integrations.ts";
import { apiRequest } from "../../../lib/api-client.ts";

export const xeroStatusKey = (organizationId: string) => ["xero", organizationId] as const;

export function useXeroStatus(organizationId: string) {
  return useQuery({
    queryKey: xeroStatusKey(organizationId),
    queryFn: () =>
      apiRequest<XeroConnectionStatus>(
        `/api/integrations/xero?organizationId=${encodeURIComponent(organizationId)}`,
      ),
  });
}

/** Consent happens at Xero: the browser goes there and comes back to the settings page. */
export function useConnectXero(organizationId: string) {
  return useMutation({
    mutationFn: () =>
      apiRequest<{ url: string }>("/api/integrations/xero/connect", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ organizationId }),
      }),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}

export function useDisconnectXero(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest<null>(
        `/api/integrations/xero?organizationId=${encodeURIComponent(organizationId)}`,
        { method: "DELETE" },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: xeroStatusKey(organizationId) }),
  });
}

export function useSendToXero(documentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest<XeroDocumentState>(`/api/documents/${documentId}/xero`, { method: "POST" }),
    // A failure is written on the document too: the detail shows it either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["document", documentId] }),
  });
}

/** How often a document whose sending waits in the queue is read again. */
const QUEUED_REFRESH_MS = 15_000;

/** While the server retries a sending, the detail is read again until it is sent or failed. */
export function useRefreshWhileQueued(documentId: string, queued: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!queued) return;
    const timer = setInterval(
      () => void queryClient.invalidateQueries({ queryKey: ["document", documentId] }),
      QUEUED_REFRESH_MS,
    );
    return () => clearInterval(timer);
  }, [documentId, queued, queryClient]);
}
