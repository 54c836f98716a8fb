import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  CreateDraftRequest,
  Draft,
  DraftDiff,
  DraftStatus,
  DraftSummary,
  DraftTemplate,
  UpdateDraftRequest,
} from "../../../../contracts/legal-drafts.ts";
import { apiRequest } from "../../../lib/api-client.ts";

const json = (method: string, body: unknown): RequestInit => ({
  method,
  headers: { "content-type": "application/json" },
  body: JSON.stringify(body),
});

const draftUrl = (draftId: string, suffix = "") =>
  `/api/legal/drafts/${encodeURIComponent(draftId)}${suffix}`;

export function useDraftTemplates(organizationId: string) {
  return useQuery({
    queryKey: ["draft-templates", organizationId],
    queryFn: () =>
      apiRequest<{ templates: DraftTemplate[] }>(
        `/api/legal/draft-templates?${new URLSearchParams({ organizationId })}`,
      ),
  });
}

/** One page of the drafts; the page shown stays while the next one loads. */
export function useDrafts(organizationId: string, page: number, pageSize: number) {
  return useQuery({
    queryKey: ["drafts", organizationId, "list", page, pageSize],
    queryFn: () =>
      apiRequest<{ drafts: DraftSummary[]; total_count: number }>(
        `/api/legal/drafts?${new URLSearchParams({
          organizationId,
          limit: String(pageSize),
          offset: String(page * pageSize),
        })}`,
      ),
    placeholderData: keepPreviousData,
  });
}

export function useDraft(organizationId: string, draftId: string) {
  return useQuery({
    queryKey: ["drafts", organizationId, draftId],
    queryFn: () =>
      apiRequest<Draft>(`${draftUrl(draftId)}?${new URLSearchParams({ organizationId })}`),
  });
}

export function useDraftVersions(organizationId: string, draftId: string) {
  return useQuery({
    queryKey: ["drafts", organizationId, draftId, "versions"],
    queryFn: () =>
      apiRequest<{
        versions: Array<{
          version: number;
          status: DraftStatus;
          created_at: string;
          created_by_name: string | null;
        }>;
      }>(`${draftUrl(draftId, "/versions")}?${new URLSearchParams({ organizationId })}`),
  });
}

export function useDraftDiff(
  organizationId: string,
  draftId: string,
  range: { from: number; to: number } | null,
) {
  return useQuery({
    queryKey: ["drafts", organizationId, draftId, "diff", range?.from, range?.to],
    enabled: range !== null,
    queryFn: () =>
      apiRequest<DraftDiff>(
        `${draftUrl(draftId, "/diff")}?${new URLSearchParams({
          organizationId,
          from: String(range!.from),
          to: String(range!.to),
        })}`,
      ),
  });
}

/** Every change to a draft refreshes it, its versions and the list; the saved draft is kept at once. */
function useDraftMutation<Input>(
  organizationId: string,
  request: (input: Input) => Promise<Draft>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (draft) => {
      queryClient.setQueryData(["drafts", organizationId, draft.id], draft);
      return queryClient.invalidateQueries({ queryKey: ["drafts", organizationId] });
    },
  });
}

export const useCreateDraft = (organizationId: string) =>
  useDraftMutation(organizationId, (request: Omit<CreateDraftRequest, "organizationId">) =>
    apiRequest<Draft>("/api/legal/drafts", json("POST", { organizationId, ...request })),
  );

export const useSaveDraft = (organizationId: string, draftId: string) =>
  useDraftMutation(organizationId, (change: Omit<UpdateDraftRequest, "organizationId">) =>
    apiRequest<Draft>(draftUrl(draftId), json("PATCH", { organizationId, ...change })),
  );

export const useChangeDraftStatus = (organizationId: string, draftId: string) =>
  useDraftMutation(organizationId, (status: DraftStatus) =>
    apiRequest<Draft>(draftUrl(draftId, "/status"), json("POST", { organizationId, status })),
  );

export function useDeleteDraft(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (draftId: string) =>
      apiRequest<null>(`${draftUrl(draftId)}?${new URLSearchParams({ organizationId })}`, {
        method: "DELETE",
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["drafts", organizationId] }),
  });
}

/** Where the browser downloads a draft's file (the session cookie goes with it). */
export const draftExportUrl = (organizationId: string, draftId: string, format: "docx" | "pdf") =>
  `${draftUrl(draftId, "/export")}?${new URLSearchParams({ organizationId, format })}`;
