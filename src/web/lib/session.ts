import { useQuery } from "@tanstack/react-query";
import { TIMINGS } from "../../contracts/limits.ts";
import { apiRequest, ApiError } from "./api-client.ts";

export interface SessionUser {
  id: string;
  email: string;
  name?: string;
  /** Whether the user followed the link mailed to their address (or signed in by magic link). */
  emailVerified?: boolean;
}

/** The session check did not answer within the spec's auth safety timeout (§9). */
export class SessionTimeoutError extends Error {
  constructor() {
    super("The session check did not answer in time");
    this.name = "SessionTimeoutError";
  }
}

/**
 * Runs a request that may take at most `timeoutMs`; past that it is aborted and the promise
 * rejects with SessionTimeoutError, so no screen waits on the session for ever.
 */
export function withinSafetyTimeout<T>(
  request: (signal: AbortSignal) => Promise<T>,
  timeoutMs: number = TIMINGS.authSafetyTimeoutMs,
): Promise<T> {
  const controller = new AbortController();
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      controller.abort();
      reject(new SessionTimeoutError());
    }, timeoutMs);
    request(controller.signal).then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/**
 * The signed-in user, or null, from better-auth's standard session route. Spec §9: the check
 * gives up after the 5 s safety timeout (an error, which the guarded pages show, never an endless
 * spinner) and the session is checked again every 30 minutes, so a session ended elsewhere
 * (a global sign-out on another device, an expiry) shows here without a reload.
 */
export function useSession() {
  return useQuery({
    queryKey: ["session"],
    queryFn: () =>
      withinSafetyTimeout(async (signal): Promise<SessionUser | null> => {
        try {
          const session = await apiRequest<{ user?: SessionUser } | null>("/api/auth/get-session", {
            signal,
          });
          return session?.user ?? null;
        } catch (error) {
          if (error instanceof ApiError && error.status < 500) return null;
          throw error;
        }
      }),
    staleTime: 60_000,
    // A retry would wait past the safety timeout; the next refresh tries again.
    retry: false,
    refetchInterval: TIMINGS.sessionRefreshMs,
    refetchIntervalInBackground: true,
  });
}
