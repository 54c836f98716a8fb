import { describe, expect, it } from "vitest";
import { languageFromBrowser } from "../../contracts/languages.ts";
import { resolveLanguage } from "./language.ts";

describe("languageFromBrowser", () => {
  it("reads id and the legacy in as Indonesian", () => {
    expect(languageFromBrowser(["id-ID", "en-US"])).toBe("id");
    expect(languageFromBrowser(["in"])).toBe("id");
  });

  it("falls back to English for anything else", () => {
    expect(languageFromBrowser(["en-GB"])).toBe("en");
    expect(languageFromBrowser(["ms-MY", "id"])).toBe("en");
    expect(languageFromBrowser([])).toBe("en");
  });
});

describe("resolveLanguage", () => {
  it("prefers the account's saved preference", () => {
    expect(
      resolveLanguage({
        accountPreference: "id",
        storedPreference: "en",
        browserLanguages: ["en"],
      }),
    ).toBe("id");
  });

  it("uses the browser-stored choice when the account has none", () => {
    expect(resolveLanguage({ storedPreference: "id", browserLanguages: ["en"] })).toBe("id");
  });

  it("ignores stored values that are not a language", () => {
    expect(
      resolveLanguage({
        accountPreference: "fr",
        storedPreference: "xx",
        browserLanguages: ["id"],
      }),
    ).toBe("id");
  });
});
