import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type {
  createOrganizationSchema,
  Organization,
  organizationListSchema,
} from "../../../../contracts/organizations.ts";
import { apiRequest } from "../../../lib/api-client.ts";

/** Local storage key for the chosen organization (spec §9). */
export const CURRENT_ORGANIZATION_KEY = "currentOrganizationId";

type OrganizationList = z.infer<typeof organizationListSchema>;

export function readStoredOrganizationId(): string | null {
  try {
    return window.localStorage.getItem(CURRENT_ORGANIZATION_KEY);
  } catch {
    return null;
  }
}

function storeOrganizationId(id: string): void {
  try {
    window.localStorage.setItem(CURRENT_ORGANIZATION_KEY, id);
  } catch {
    // Without storage the server's choice still holds for this session.
  }
}

/** Spec §4: the stored id, then the personal organization, then the first; invitations excluded. */
export function selectOrganization(
  organizations: readonly Organization[],
  storedId: string | null,
  serverActiveId: string | null,
): Organization | undefined {
  const joined = organizations.filter((organization) => organization.memberStatus === "active");
  return (
    joined.find((organization) => organization.id === storedId) ??
    joined.find((organization) => organization.id === serverActiveId) ??
    joined.find((organization) => organization.is_personal) ??
    joined[0]
  );
}

export function useOrganizations(enabled = true) {
  return useQuery({
    queryKey: ["organizations"],
    queryFn: () => apiRequest<OrganizationList>("/api/organizations"),
    enabled,
  });
}

/** The organization the user works in now, with the list it came from. */
export function useCurrentOrganization() {
  const query = useOrganizations();
  const current = query.data
    ? selectOrganization(
        query.data.organizations,
        readStoredOrganizationId(),
        query.data.activeOrganizationId,
      )
    : undefined;
  return { ...query, current };
}

export function useSwitchOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (organizationId: string) =>
      apiRequest<{ activeOrganizationId: string }>("/api/organizations/switch", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ organizationId }),
      }),
    onSuccess: async ({ activeOrganizationId }) => {
      storeOrganizationId(activeOrganizationId);
      await queryClient.invalidateQueries();
    },
  });
}

/** A new organization with the caller as its Owner; switching to it is the caller's next step. */
export function useCreateOrganization() {
  return useMutation({
    mutationFn: (input: z.input<typeof createOrganizationSchema>) =>
      apiRequest<Organization>("/api/organizations", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(input),
      }),
  });
}

/** Accepts with the secret the invitation e-mail's link carried. */
export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ invitationId, token }: { invitationId: string; token: string }) =>
      apiRequest<Organization>(`/api/invitations/${encodeURIComponent(invitationId)}/accept`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ token }),
      }),
    onSuccess: async (organization) => {
      storeOrganizationId(organization.id);
      await queryClient.invalidateQueries();
    },
  });
}
