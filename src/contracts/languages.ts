import { z } from "zod";

export const LANGUAGES = ["en", "id"] as const;
export const DEFAULT_LANGUAGE = "en";

export const languageSchema = z.enum(LANGUAGES);
export type Language = z.infer<typeof languageSchema>;

/**
 * The visitor's chosen language, kept by the browser beside its local storage so that the server
 * renders a public page in it (decision 0027).
 */
export const LANGUAGE_COOKIE = "language";

/** Browser languages starting with "id" (or the legacy "in") mean Indonesian (spec §4). */
export function languageFromBrowser(browserLanguages: readonly string[]): Language {
  const first = browserLanguages[0]?.toLowerCase() ?? "";
  return first.startsWith("id") || first.startsWith("in") ? "id" : DEFAULT_LANGUAGE;
}
