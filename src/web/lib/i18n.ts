import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import type { Language } from "../../contracts/languages.ts";
import en from "../locales/en.json" with { type: "json" };
import id from "../locales/id.json" with { type: "json" };
import { readStoredLanguage, resolveLanguage, storeLanguage } from "./language.ts";

export const resources = { en: { translation: en }, id: { translation: id } } as const;

export function initI18n(): typeof i18next {
  const language = resolveLanguage({
    storedPreference: readStoredLanguage(),
    browserLanguages: navigator.languages ?? [navigator.language],
  });
  void i18next.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: "en",
    interpolation: { escapeValue: false },
  });
  document.documentElement.lang = language;
  return i18next;
}

/** Switches the language, remembers it in this browser and keeps `<html lang>` in step. */
export async function changeLanguage(language: Language): Promise<void> {
  await i18next.changeLanguage(language);
  storeLanguage(language);
  document.documentElement.lang = language;
}
