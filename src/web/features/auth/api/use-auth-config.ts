import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";

export interface AuthConfig {
  googleSignIn: boolean;
}

/** Which sign-in options this installation offers (Google only when configured). */
export function useAuthConfig() {
  return useQuery({
    queryKey: ["auth-config"],
    queryFn: () => apiRequest<AuthConfig>("/api/config"),
    staleTime: Infinity,
  });
}
