import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import type { Language } from "../../contracts/languages.ts";
import { I18N_OPTIONS } from "./i18n-options.ts";
import { readStoredLanguage, resolveLanguage, storeLanguage } from "./language.ts";

/**
 * Each language's messages are a chunk of their own, fetched when first needed: a page loads
 * its own language, and the other one only when the visitor switches (issue 19: the two
 * together were a quarter of a public page's script). The server's page names the chunk of
 * its language for preloading (vite.config.ts).
 */
const MESSAGES: Record<Language, () => Promise<{ default: object }>> = {
  en: () => import("../locales/en.json"),
  id: () => import("../locales/id.json"),
};

async function loadMessages(language: Language): Promise<void> {
  if (i18next.hasResourceBundle(language, "translation")) return;
  const messages = await MESSAGES[language]();
  i18next.addResourceBundle(language, "translation", messages.default);
}

/** The language this visitor asked for: stored choice, then the browser's (spec §4). */
export function preferredLanguage(): Language {
  return resolveLanguage({
    storedPreference: readStoredLanguage(),
    browserLanguages: navigator.languages ?? [navigator.language],
  });
}

/**
 * Starts i18n in the visitor's language, or in the language a server-rendered page was made in
 * (its `<html lang>`): hydration must first render exactly what the server did, so it waits
 * for that language's messages.
 */
export async function initI18n(prerenderedLanguage?: Language): Promise<typeof i18next> {
  const language = prerenderedLanguage ?? preferredLanguage();
  await i18next.use(initReactI18next).init({ resources: {}, lng: language, ...I18N_OPTIONS });
  await loadMessages(language);
  document.documentElement.lang = language;
  return i18next;
}

/** Switches the language, remembers it in this browser and keeps `<html lang>` in step. */
export async function changeLanguage(language: Language): Promise<void> {
  await loadMessages(language);
  await i18next.changeLanguage(language);
  storeLanguage(language);
  document.documentElement.lang = language;
}
