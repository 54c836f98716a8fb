import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  Clause,
  ClauseCategory,
  ClauseRequest,
  LibraryResponse,
  Note,
  NoteRequest,
} from "../../../../contracts/legal-library.ts";
import { apiRequest } from "../../../lib/api-client.ts";

const json = (method: string, body: unknown): RequestInit => ({
  method,
  headers: { "content-type": "application/json" },
  body: JSON.stringify(body),
});

export function useLibrary(
  organizationId: string,
  search: { q: string; category?: ClauseCategory | undefined; approvedOnly?: boolean },
) {
  return useQuery({
    queryKey: [
      "legal-library",
      organizationId,
      search.q,
      search.category ?? "",
      search.approvedOnly ?? false,
    ],
    queryFn: () =>
      apiRequest<LibraryResponse>(
        `/api/legal/library?${new URLSearchParams({
          organizationId,
          q: search.q,
          ...(search.category ? { category: search.category } : {}),
          approvedOnly: String(search.approvedOnly ?? false),
        })}`,
      ),
    placeholderData: (previous) => previous,
  });
}

function useLibraryMutation<Input, Output>(
  organizationId: string,
  request: (input: Input) => Promise<Output>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["legal-library", organizationId] }),
  });
}

type ClauseFields = Omit<ClauseRequest, "organizationId">;
type NoteFields = Omit<NoteRequest, "organizationId">;

export const useSaveClause = (organizationId: string) =>
  useLibraryMutation(organizationId, ({ id, ...clause }: ClauseFields & { id?: string }) =>
    apiRequest<Clause>(
      id ? `/api/legal/library/clauses/${encodeURIComponent(id)}` : "/api/legal/library/clauses",
      json(id ? "PUT" : "POST", { organizationId, ...clause }),
    ),
  );

export const useDeleteClause = (organizationId: string) =>
  useLibraryMutation(organizationId, (id: string) =>
    apiRequest<null>(
      `/api/legal/library/clauses/${encodeURIComponent(id)}?${new URLSearchParams({ organizationId })}`,
      { method: "DELETE" },
    ),
  );

export const useSaveNote = (organizationId: string) =>
  useLibraryMutation(organizationId, ({ id, ...note }: NoteFields & { id?: string }) =>
    apiRequest<Note>(
      id ? `/api/legal/library/notes/${encodeURIComponent(id)}` : "/api/legal/library/notes",
      json(id ? "PUT" : "POST", { organizationId, ...note }),
    ),
  );

export const useDeleteNote = (organizationId: string) =>
  useLibraryMutation(organizationId, (id: string) =>
    apiRequest<null>(
      `/api/legal/library/notes/${encodeURIComponent(id)}?${new URLSearchParams({ organizationId })}`,
      { method: "DELETE" },
    ),
  );
