import { SIGN_IN_METHOD_COOKIE, type PublicConfig } from "../../contracts/config.ts";
import { TIMINGS } from "../../contracts/limits.ts";
import { apiRequest } from "./api-client.ts";
import { authClient } from "./auth-client.ts";

export const SIGN_OUT_CLEANUP_EVENT = "auth:cleanup";

function clearCookies(): void {
  for (const cookie of document.cookie.split(";")) {
    const name = cookie.split("=")[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

/** How this browser last signed in, from the cookie the server sets at sign-in. */
export function signInMethod(cookies: string): string | undefined {
  for (const cookie of cookies.split(";")) {
    const [name, ...value] = cookie.trim().split("=");
    if (name === SIGN_IN_METHOD_COOKIE) return decodeURIComponent(value.join("="));
  }
  return undefined;
}

/** Spec §2: after sign-out a Google session goes on to Google's logout page, others home. */
export function afterSignOutUrl(method: string | undefined, config: PublicConfig): string {
  return method === "google" && config.googleLogoutUrl ? config.googleLogoutUrl : "/";
}

/**
 * Spec §4 sign-out: tell the app to clean up, wait 100 ms, end every session of the user
 * (global sign-out), clear local, session and cookie storage, then go home, or to Google's
 * logout page after a Google sign-in. The language choice survives: it belongs to the browser,
 * not to the account.
 */
export async function signOutEverywhere(): Promise<void> {
  // Read before the cookies are cleared; the config too, while the server still knows us.
  const method = signInMethod(document.cookie);
  const config = await apiRequest<PublicConfig>("/api/config");
  window.dispatchEvent(new Event(SIGN_OUT_CLEANUP_EVENT));
  await new Promise((resolve) => setTimeout(resolve, TIMINGS.signOutDelayMs));
  await authClient.revokeSessions();
  await authClient.signOut();
  const language = window.localStorage.getItem("language");
  window.localStorage.clear();
  if (language) window.localStorage.setItem("language", language);
  window.sessionStorage.clear();
  clearCookies();
  window.location.assign(afterSignOutUrl(method, config));
}
