import { useQuery } from "@tanstack/react-query";
import type { PublicConfig } from "../../../../contracts/config.ts";
import { apiRequest } from "../../../lib/api-client.ts";

/** Which sign-in options this installation offers (Google only when configured). */
export function useAuthConfig() {
  return useQuery({
    queryKey: ["auth-config"],
    queryFn: () => apiRequest<PublicConfig>("/api/config"),
    staleTime: Infinity,
  });
}
