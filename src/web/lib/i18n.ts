import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import type { Language } from "../../contracts/languages.ts";
import en from "../locales/en.json" with { type: "json" };
import id from "../locales/id.json" with { type: "json" };
import { readStoredLanguage, resolveLanguage, storeLanguage } from "./language.ts";

export const resources = { en: { translation: en }, id: { translation: id } } as const;

const OPTIONS = { fallbackLng: "en", interpolation: { escapeValue: false } } as const;

/** The language this visitor asked for: stored choice, then the browser's (spec §4). */
export function preferredLanguage(): Language {
  return resolveLanguage({
    storedPreference: readStoredLanguage(),
    browserLanguages: navigator.languages ?? [navigator.language],
  });
}

/**
 * Starts i18n in the visitor's language, or in the language a server-rendered page was made in
 * (its `<html lang>`): hydration must first render exactly what the server did.
 */
export function initI18n(prerenderedLanguage?: Language): typeof i18next {
  const language = prerenderedLanguage ?? preferredLanguage();
  void i18next.use(initReactI18next).init({
    resources,
    lng: language,
    ...OPTIONS,
  });
  document.documentElement.lang = language;
  return i18next;
}

/** An i18n instance of its own, fixed to one language: the public pages' server render. */
export function createPageI18n(language: Language): typeof i18next {
  const instance = i18next.createInstance();
  // With the resources given, init finishes before it returns: the render can use it at once.
  void instance.init({ resources, lng: language, ...OPTIONS });
  return instance;
}

/** Switches the language, remembers it in this browser and keeps `<html lang>` in step. */
export async function changeLanguage(language: Language): Promise<void> {
  await i18next.changeLanguage(language);
  storeLanguage(language);
  document.documentElement.lang = language;
}
