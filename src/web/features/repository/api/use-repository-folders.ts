import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { RepositoryFolder, RepositoryFolderList } from "../../../../contracts/repository.ts";
import { apiRequest } from "../../../lib/api-client.ts";

export function useRepositoryFolders(organizationId: string) {
  return useQuery({
    queryKey: ["repository-folders", organizationId],
    queryFn: () =>
      apiRequest<RepositoryFolderList>(
        `/api/repository-folders?${new URLSearchParams({ organizationId })}`,
      ),
  });
}

export function useCreateRepositoryFolder(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) =>
      apiRequest<RepositoryFolder>("/api/repository-folders", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ organizationId, name }),
      }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: ["repository-folders", organizationId] }),
  });
}
