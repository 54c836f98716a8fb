import { readFile, readdir } from "node:fs/promises";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { OCR_LANGUAGE_LIST, modelFile, unpackedModelFolder } from "./ocr-models.ts";

describe("OCR models", () => {
  it("ships English and Indonesian, the best models, in the npm packages", () => {
    expect(OCR_LANGUAGE_LIST).toEqual(["eng", "ind"]);
    for (const language of OCR_LANGUAGE_LIST) {
      expect(modelFile(language)).toMatch(/4\.0\.0_best_int/);
    }
  });

  it("unpacks them once for the native engine, byte for byte, and reuses the folder", async () => {
    const folder = await unpackedModelFolder();
    for (const language of OCR_LANGUAGE_LIST) {
      const unpacked = await readFile(join(folder, `${language}.traineddata`));
      const packed = gunzipSync(await readFile(modelFile(language)));
      expect(unpacked.equals(packed)).toBe(true);
    }
    expect(await unpackedModelFolder()).toBe(folder);
    const leftovers = (await readdir(folder)).filter((name) => name.endsWith(".partial"));
    expect(leftovers).toEqual([]);
  });
});
