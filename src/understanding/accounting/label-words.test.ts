import { describe, expect, it } from "vitest";
import { documentFromText, documentLines } from "../document-lines.ts";
import { groupRows } from "../rows.ts";
import { extractAccountingFields } from "./extract-accounting-fields.ts";
import { mendLabelWords } from "./label-words.ts";

const rowsOf = (text: string) => groupRows(documentLines(documentFromText(text)));
const numberOf = (text: string) =>
  extractAccountingFields(rowsOf(text), null).fields.document_number?.value;

describe("mendLabelWords", () => {
  it("mends a label word OCR misread by one letter, keeping its case and length", () => {
    expect(mendLabelWords("No. Trams : 55120")).toBe("No. Trans : 55120");
    expect(mendLabelWords("Biaxa Lavanan 5% 4.500")).toBe("Biaya Layanan 5% 4.500");
  });

  it("reads digits that look like letters inside a label word", () => {
    expect(mendLabelWords("SUBT0TAL 5.000")).toBe("SUBTOTAL 5.000");
    expect(mendLabelWords("D1SKON 2.500")).toBe("DISKON 2.500");
  });

  it("leaves names, codes, short words and words two letters away as they are", () => {
    for (const text of [
      "PT Sinar Pelangi",
      "WIRAWAN",
      "Jl. Melati No. 12",
      "Tots. Bayar",
      "K2301998877",
    ]) {
      expect(mendLabelWords(text)).toBe(text);
    }
  });

  it("reads a label past a quote mark OCR made of a speck", () => {
    expect(numberOf("No. Trans” : 55120\nNo. 12.345.06")).toBe("55120");
    expect(numberOf("Order ' 918273")).toBe("918273");
  });
});
