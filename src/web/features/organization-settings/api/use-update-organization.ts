import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type {
  Organization,
  updateOrganizationSchema,
} from "../../../../contracts/organizations.ts";
import { apiRequest } from "../../../lib/api-client.ts";

export function useUpdateOrganization(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: z.input<typeof updateOrganizationSchema>) =>
      apiRequest<Organization>(`/api/organizations/${organizationId}`, {
        method: "PATCH",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(changes),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["organizations"] }),
  });
}
