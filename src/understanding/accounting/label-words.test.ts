import { describe, expect, it } from "vitest";
import { mendLabelWords } from "./label-words.ts";

describe("mendLabelWords", () => {
  it("mends a label word OCR misread by one letter, keeping its case and length", () => {
    expect(mendLabelWords("No. Trads : 387025")).toBe("No. Trans : 387025");
    expect(mendLabelWords("tiaya Laranan 5% 10.100")).toBe("biaya Layanan 5% 10.100");
  });

  it("reads digits that look like letters inside a label word", () => {
    expect(mendLabelWords("SUBT0TAL 5.000")).toBe("SUBTOTAL 5.000");
    expect(mendLabelWords("D1SKON 2.500")).toBe("DISKON 2.500");
  });

  it("leaves names, codes, short words and words two letters away as they are", () => {
    for (const text of [
      "PT Asri Dirgantara",
      "HANDOKO",
      "Jl. Merak No. 285",
      "Tots. Bayar",
      "S2406112298",
    ]) {
      expect(mendLabelWords(text)).toBe(text);
    }
  });
});
