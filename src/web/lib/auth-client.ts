import { magicLinkClient } from "better-auth/client/plugins";
import { createAuthClient } from "better-auth/react";

/** better-auth's client for its standard routes under /api/auth (same origin). */
export const authClient = createAuthClient({
  basePath: "/api/auth",
  plugins: [magicLinkClient()],
});

export interface AuthClientError {
  status?: number;
  code?: string;
  message?: string;
}

/** Maps a better-auth error (or our own rate-limit answer) to a locale key. */
export function authErrorKey(error: AuthClientError | null | undefined): string {
  if (!error) return "common.somethingWentWrong";
  if (error.status === 429) return "errors.RATE_LIMITED";
  const code = error.code ?? "";
  if (code === "INVALID_EMAIL_OR_PASSWORD" || code === "INVALID_PASSWORD")
    return "auth.errors.invalidCredentials";
  if (code.startsWith("USER_ALREADY_EXISTS")) return "auth.errors.emailTaken";
  if (code === "PASSWORD_TOO_SHORT") return "auth.errors.passwordTooShort";
  if (code === "INVALID_TOKEN" || code === "EXPIRED_TOKEN") return "auth.errors.linkExpired";
  if (code === "INVALID_EMAIL") return "auth.errors.invalidEmail";
  return "common.somethingWentWrong";
}
