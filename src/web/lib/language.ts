import {
  LANGUAGE_COOKIE,
  languageFromBrowser,
  languageSchema,
  type Language,
} from "../../contracts/languages.ts";

/** Local storage key holding "en" or "id" (spec §9). */
export const LANGUAGE_STORAGE_KEY = "language";

/** A year: the choice outlives the visit, as local storage does. */
const LANGUAGE_COOKIE_SECONDS = 365 * 24 * 60 * 60;

/** Saved account preference, then the browser-stored choice, then the browser's language. */
export function resolveLanguage(sources: {
  accountPreference?: string | null;
  storedPreference?: string | null;
  browserLanguages: readonly string[];
}): Language {
  for (const candidate of [sources.accountPreference, sources.storedPreference]) {
    const parsed = languageSchema.safeParse(candidate);
    if (parsed.success) return parsed.data;
  }
  return languageFromBrowser(sources.browserLanguages);
}

export function readStoredLanguage(): string | null {
  try {
    return window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function storeLanguage(language: Language): void {
  // The server cannot read local storage; the cookie lets it render public pages in this choice.
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${LANGUAGE_COOKIE_SECONDS}; samesite=lax`;
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage can be disabled (private mode); the choice then lasts for this page only.
  }
}
