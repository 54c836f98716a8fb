/** The i18next options the browser and the public pages' server render share. */
export const I18N_OPTIONS = { fallbackLng: "en", interpolation: { escapeValue: false } } as const;
