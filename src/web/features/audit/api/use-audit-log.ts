import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import type { auditLogPageSchema } from "../../../../contracts/audit.ts";
import { PAGE_SIZES } from "../../../../contracts/limits.ts";
import { apiRequest } from "../../../lib/api-client.ts";

export interface AuditFilters {
  actionType: string;
  resourceType: string;
}

export function useAuditLog(organizationId: string, filters: AuditFilters, page: number) {
  const query = new URLSearchParams({
    organizationId,
    limit: String(PAGE_SIZES.auditLog),
    offset: String((page - 1) * PAGE_SIZES.auditLog),
    actionType: filters.actionType,
    resourceType: filters.resourceType,
  });
  return useQuery({
    queryKey: ["audit-log", organizationId, filters, page],
    queryFn: () =>
      apiRequest<z.infer<typeof auditLogPageSchema>>(`/api/audit/logs?${query.toString()}`),
    placeholderData: keepPreviousData,
  });
}
