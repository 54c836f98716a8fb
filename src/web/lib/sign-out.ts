import { TIMINGS } from "../../contracts/limits.ts";
import { authClient } from "./auth-client.ts";

export const SIGN_OUT_CLEANUP_EVENT = "auth:cleanup";

function clearCookies(): void {
  for (const cookie of document.cookie.split(";")) {
    const name = cookie.split("=")[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

/**
 * Spec §4 sign-out: tell the app to clean up, wait 100 ms, end every session of the user
 * (global sign-out), clear local, session and cookie storage, then go home. The language
 * choice survives: it belongs to the browser, not to the account.
 */
export async function signOutEverywhere(): Promise<void> {
  window.dispatchEvent(new Event(SIGN_OUT_CLEANUP_EVENT));
  await new Promise((resolve) => setTimeout(resolve, TIMINGS.signOutDelayMs));
  await authClient.revokeSessions();
  await authClient.signOut();
  const language = window.localStorage.getItem("language");
  window.localStorage.clear();
  if (language) window.localStorage.setItem("language", language);
  window.sessionStorage.clear();
  clearCookies();
  window.location.assign("/");
}
