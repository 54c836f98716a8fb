import { describe, expect, it } from "vitest";
import { PROCESSING_ERROR_CODES } from "../../contracts/documents.ts";
import { ERROR_CODES } from "../../contracts/errors.ts";
import en from "./en.json" with { type: "json" };
import id from "./id.json" with { type: "json" };

type Messages = { [key: string]: string | string[] | Messages };

function flatten(messages: Messages, prefix = ""): Map<string, string> {
  const flat = new Map<string, string>();
  for (const [key, value] of Object.entries(messages)) {
    if (typeof value === "string") flat.set(prefix + key, value);
    else {
      const nested: Messages = Array.isArray(value) ? Object.fromEntries(value.entries()) : value;
      for (const entry of flatten(nested, `${prefix}${key}.`)) flat.set(...entry);
    }
  }
  return flat;
}

const english = flatten(en);
const indonesian = flatten(id);

describe("locale files", () => {
  it("have the same keys in English and Indonesian", () => {
    expect([...indonesian.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it("have no empty message", () => {
    for (const [key, value] of [...english, ...indonesian]) expect(value.trim(), key).not.toBe("");
  });

  it("translate every API error code", () => {
    for (const code of ERROR_CODES) expect(english.has(`errors.${code}`), code).toBe(true);
  });

  it("translate every processing error code", () => {
    for (const code of PROCESSING_ERROR_CODES) {
      expect(english.has(`errors.${code}`), code).toBe(true);
    }
  });

  it("are really translated where the words differ by language", () => {
    const untranslated = [...english].filter(
      ([key, value]) => indonesian.get(key) === value && value.split(" ").length > 2,
    );
    expect(untranslated).toEqual([]);
  });
});
