import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { MoveDocumentsRequest } from "../../../../contracts/documents.ts";
import type { Project, ProjectList } from "../../../../contracts/projects.ts";
import { apiRequest } from "../../../lib/api-client.ts";

const json = (method: string, body: unknown): RequestInit => ({
  method,
  headers: { "content-type": "application/json" },
  body: JSON.stringify(body),
});

const projectUrl = (projectId: string) => `/api/projects/${encodeURIComponent(projectId)}`;

export function useProjects(organizationId: string) {
  return useQuery({
    queryKey: ["projects", organizationId],
    queryFn: () =>
      apiRequest<ProjectList>(`/api/projects?${new URLSearchParams({ organizationId })}`),
  });
}

/** Every project change refreshes the projects and the document lists (counts, filters). */
function useProjectMutation<Input, Output>(
  organizationId: string,
  request: (input: Input) => Promise<Output>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ["projects", organizationId] }),
        queryClient.invalidateQueries({ queryKey: ["documents", organizationId] }),
      ]),
  });
}

export const useCreateProject = (organizationId: string) =>
  useProjectMutation(organizationId, (name: string) =>
    apiRequest<Project>("/api/projects", json("POST", { organizationId, name })),
  );

export const useRenameProject = (organizationId: string) =>
  useProjectMutation(organizationId, ({ projectId, name }: { projectId: string; name: string }) =>
    apiRequest<Project>(projectUrl(projectId), json("PATCH", { name })),
  );

export const useDeleteProject = (organizationId: string) =>
  useProjectMutation(organizationId, (projectId: string) =>
    apiRequest<null>(projectUrl(projectId), { method: "DELETE" }),
  );

/** Moves documents into a project, or out of any with `projectId: null`. */
export const useMoveDocuments = (organizationId: string) =>
  useProjectMutation(organizationId, (request: Omit<MoveDocumentsRequest, "organizationId">) =>
    apiRequest<{ movedCount: number }>(
      "/api/documents/move",
      json("POST", { organizationId, ...request }),
    ),
  );
