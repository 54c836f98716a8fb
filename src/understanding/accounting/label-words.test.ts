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

  it("reads a label with a letter lost and a mark for another, and labels parted by a bar", () => {
    expect(mendLabelWords("Tot! termasuk PPN: 88.500")).toBe("Total termasuk PPN: 88.500");
    expect(mendLabelWords("TOTA| 7.250")).toBe("TOTAL 7.250");
    expect(mendLabelWords("Tatal|Diskan 1.000")).toBe("Total|Diskon 1.000");
  });

  it("reads a long label word with a letter lost", () => {
    expect(mendLabelWords("ervice 5% Rp 6.000")).toBe("service 5% Rp 6.000");
    expect(mendLabelWords("Kembalan Rp 2.000")).toBe("Kembalian Rp 2.000");
  });

  it("leaves short words with no mark in them as they are, a lost letter or not", () => {
    for (const text of ["Tuna Goreng 12.000", "Kopi Susu 9.000", "Warung Bu Tini"]) {
      expect(mendLabelWords(text)).toBe(text);
    }
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

describe("a label OCR split a letter off", () => {
  const totalOf = (text: string) =>
    extractAccountingFields(rowsOf(text), null).fields.total_amount?.value;

  it("joins the letter back, so the label reads", () => {
    expect(totalOf("1 Nasi goreng 18.000 18.000\n1 Es teh 5.000 5.000\nJ ml. 23.000")).toBe(23000);
    expect(totalOf("Kopi 12.000\nT otal 12.000")).toBe(12000);
  });

  it("leaves two words that are each longer than a letter apart", () => {
    expect(totalOf("Sub Total 12.000\nPPN 1.320\nTOTAL 13.320")).toBe(13320);
  });
});

describe("a label OCR read with a letter more", () => {
  it("is read as the label, the text keeping its length", () => {
    expect(mendLabelWords("SUBTOTALL 12.000")).toBe("SUBTOTAL  12.000");
    expect(mendLabelWords("Totals 5")).toBe("Totals 5");
  });
});
