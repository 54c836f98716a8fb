import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { RoleLevel, teamSchema } from "../../../../contracts/organizations.ts";
import { apiRequest } from "../../../lib/api-client.ts";

type Team = z.infer<typeof teamSchema>;

const json = (method: string, body?: unknown): RequestInit => ({
  method,
  ...(body === undefined
    ? {}
    : { headers: { "content-type": "application/json" }, body: JSON.stringify(body) }),
});

export function useTeam(organizationId: string | undefined) {
  return useQuery({
    queryKey: ["team", organizationId],
    queryFn: () => apiRequest<Team>(`/api/organizations/${organizationId}/team`),
    enabled: Boolean(organizationId),
  });
}

/** Every team change refreshes the team and the organization list (badges, permissions). */
function useTeamMutation<Input>(
  organizationId: string,
  request: (input: Input) => Promise<unknown>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ["team", organizationId] }),
        queryClient.invalidateQueries({ queryKey: ["organizations"] }),
      ]),
  });
}

export function useInviteMember(organizationId: string) {
  return useTeamMutation(organizationId, (input: { email: string; role: RoleLevel }) =>
    apiRequest(`/api/organizations/${organizationId}/invitations`, json("POST", input)),
  );
}

export function useChangeRole(organizationId: string) {
  return useTeamMutation(organizationId, (input: { memberId: string; role: RoleLevel }) =>
    apiRequest(
      `/api/organizations/${organizationId}/members/${input.memberId}`,
      json("PATCH", { role: input.role }),
    ),
  );
}

export function useRemoveMember(organizationId: string) {
  return useTeamMutation(organizationId, (memberId: string) =>
    apiRequest(`/api/organizations/${organizationId}/members/${memberId}`, json("DELETE")),
  );
}

export function useCancelInvitation(organizationId: string) {
  return useTeamMutation(organizationId, (invitationId: string) =>
    apiRequest(`/api/organizations/${organizationId}/invitations/${invitationId}`, json("DELETE")),
  );
}
