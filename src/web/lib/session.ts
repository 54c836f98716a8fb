import { useQuery } from "@tanstack/react-query";
import { apiRequest, ApiError } from "./api-client.ts";

export interface SessionUser {
  id: string;
  email: string;
  name?: string;
  /** Whether the user followed the link mailed to their address (or signed in by magic link). */
  emailVerified?: boolean;
}

/** The signed-in user, or null, from better-auth's standard session route. */
export function useSession() {
  return useQuery({
    queryKey: ["session"],
    queryFn: async (): Promise<SessionUser | null> => {
      try {
        const session = await apiRequest<{ user?: SessionUser } | null>("/api/auth/get-session");
        return session?.user ?? null;
      } catch (error) {
        if (error instanceof ApiError && error.status < 500) return null;
        throw error;
      }
    },
    staleTime: 60_000,
  });
}
