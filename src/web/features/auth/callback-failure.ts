/** better-auth's codes for a one-time e-mail link that was used, expired or never issued. */
const LINK_FAILURES = new Set(["INVALID_TOKEN", "EXPIRED_TOKEN", "ATTEMPTS_EXCEEDED"]);

/**
 * What /auth/callback says when sign-in came back with an error: a spent or expired e-mail link
 * says so; any other (Google refused or was denied consent, the sign-in state did not match) is
 * the spec's 'Unauthorized access' (§8).
 */
export function callbackFailureKey(error: string): string {
  return LINK_FAILURES.has(error) ? "auth.errors.linkExpired" : "common.unauthorized";
}
