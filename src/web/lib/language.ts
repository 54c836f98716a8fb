import { DEFAULT_LANGUAGE, languageSchema, type Language } from "../../contracts/languages.ts";

/** Local storage key holding "en" or "id" (spec §9). */
export const LANGUAGE_STORAGE_KEY = "language";

/** Browser languages starting with "id" (or the legacy "in") mean Indonesian (spec §4). */
export function languageFromBrowser(browserLanguages: readonly string[]): Language {
  const first = browserLanguages[0]?.toLowerCase() ?? "";
  return first.startsWith("id") || first.startsWith("in") ? "id" : DEFAULT_LANGUAGE;
}

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
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage can be disabled (private mode); the choice then lasts for this page only.
  }
}
