import { useQuery } from "@tanstack/react-query";
import { fetchAdminAnalytics } from "../api/analytics-api.ts";
import { readAnalytics } from "../analytics-state.ts";

/** The admin dashboard's three calls for a range, made at once (spec §7). */
export function useAdminAnalytics(days: number) {
  return useQuery({
    queryKey: ["admin-analytics", days],
    queryFn: async ({ signal }) => readAnalytics(await fetchAdminAnalytics(days, signal)),
    retry: false,
  });
}
