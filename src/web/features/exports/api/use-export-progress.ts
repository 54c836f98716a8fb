import { useQuery } from "@tanstack/react-query";
import { EXPORT_LIMITS, type ExportProgress } from "../../../../contracts/exports.ts";
import { ApiError, apiRequest } from "../../../lib/api-client.ts";

export const exportProgressKey = (token: string) => ["export-progress", token] as const;

/**
 * How far the download started under `token` is, asked every EXPORT_LIMITS.progressPollMs until
 * it is done or failed. Until the server has counted it (the browser is still asking) there is no
 * answer yet: `null`, for EXPORT_LIMITS.progressStartMs at most.
 */
export function useExportProgress(token: string | null, startedAt: number) {
  return useQuery({
    queryKey: exportProgressKey(token ?? ""),
    enabled: token !== null,
    queryFn: async (): Promise<ExportProgress | null> => {
      try {
        return await apiRequest<ExportProgress>(
          `/api/exports/progress/${encodeURIComponent(token!)}`,
        );
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    refetchInterval: (query) => {
      const progress = query.state.data;
      if (progress && progress.state !== "running") return false;
      if (!progress && Date.now() - startedAt > EXPORT_LIMITS.progressStartMs) return false;
      return EXPORT_LIMITS.progressPollMs;
    },
  });
}
