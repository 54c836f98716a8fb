import { useQuery } from "@tanstack/react-query";
import type { StandardsCheck } from "../../../../contracts/standards-check.ts";
import { apiRequest } from "../../../lib/api-client.ts";

export function useStandardsCheck(documentId: string) {
  return useQuery({
    queryKey: ["standards-check", documentId],
    queryFn: () =>
      apiRequest<StandardsCheck>(
        `/api/documents/${encodeURIComponent(documentId)}/standards-check`,
      ),
  });
}
