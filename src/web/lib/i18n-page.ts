import i18next from "i18next";
import type { Language } from "../../contracts/languages.ts";
import en from "../locales/en.json" with { type: "json" };
import id from "../locales/id.json" with { type: "json" };
import { I18N_OPTIONS } from "./i18n-options.ts";

const resources = { en: { translation: en }, id: { translation: id } } as const;

/**
 * An i18n instance of its own, fixed to one language: the public pages' server render, which
 * has both languages at hand (the browser fetches one at a time, `i18n.ts`).
 */
export function createPageI18n(language: Language): typeof i18next {
  const instance = i18next.createInstance();
  // With the resources given, init finishes before it returns: the render can use it at once.
  void instance.init({ resources, lng: language, ...I18N_OPTIONS });
  return instance;
}
