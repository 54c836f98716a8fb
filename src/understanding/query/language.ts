/**
 * The language a query asks its documents to be written in: "kontrak dalam bahasa Inggris",
 * "perjanjian berbahasa Indonesia", "contracts in English". A document carries the language
 * its text was read in, so this is a filter, not words to find: "bahasa Inggris" as words
 * finds the Indonesian contracts that say they were also made in English.
 */
import type { Language } from "../../contracts/languages.ts";
import type { Reader } from "./reading.ts";
import { matchPhrase, phraseTable } from "./tokens.ts";

/**
 * Only phrases that name a language as one: "english" or "indonesia" alone is a place, a
 * governing law ("hukum Inggris") or a party's name ("PT Indonesia …").
 */
const LANGUAGE_PHRASES = phraseTable<Language>([
  [
    [
      ...["bahasa inggris", "berbahasa inggris", "bhs inggris", "versi bahasa inggris"],
      ...["versi inggris", "in english", "in bahasa inggris", "english language"],
      "english version",
    ],
    "en",
  ],
  [
    [
      ...["bahasa indonesia", "berbahasa indonesia", "bhs indonesia", "bahasa indo", "bhs indo"],
      ...["versi bahasa indonesia", "versi indonesia", "in indonesian", "in bahasa"],
      ...["in bahasa indonesia", "indonesian language", "indonesian version"],
    ],
    "id",
  ],
]);

export const readLanguage: Reader = (slots, at) => {
  const language = matchPhrase(slots, at, LANGUAGE_PHRASES);
  return language && { end: language.end, filter: "language", set: { language: [language.value] } };
};
