import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { auditLogPageSchema } from "../../../../contracts/audit.ts";
import { PAGE_SIZES } from "../../../../contracts/limits.ts";
import type { teamSchema } from "../../../../contracts/organizations.ts";
import { apiRequest } from "../../../lib/api-client.ts";

/** Spec §7 audit call's filters; 'all' means no filter (spec §5). */
export interface AuditFilters {
  actionType: string;
  resourceType: string;
  userId: string;
}

export function useAuditLog(organizationId: string, filters: AuditFilters, page: number) {
  const query = new URLSearchParams({
    organizationId,
    limit: String(PAGE_SIZES.auditLog),
    offset: String((page - 1) * PAGE_SIZES.auditLog),
    actionType: filters.actionType,
    resourceType: filters.resourceType,
    userId: filters.userId,
  });
  return useQuery({
    queryKey: ["audit-log", organizationId, filters, page],
    // Read through the schema: an answer that is not a page fails here, not in the table.
    queryFn: async () =>
      auditLogPageSchema.parse(await apiRequest<unknown>(`/api/audit/logs?${query.toString()}`)),
    placeholderData: keepPreviousData,
  });
}

/** The organization's members, for the user filter; the team page reads the same query. */
export function useAuditMembers(organizationId: string) {
  return useQuery({
    queryKey: ["team", organizationId],
    queryFn: () =>
      apiRequest<z.infer<typeof teamSchema>>(`/api/organizations/${organizationId}/team`),
    select: (team) => team.members,
  });
}
