import { describe, expect, it } from "vitest";
import { documentFromText, documentLines } from "../document-lines.ts";
import { groupRows } from "../rows.ts";
import { extractDocumentNumber } from "./document-number.ts";
import { extractAccountingFields } from "./extract-accounting-fields.ts";

const numberOf = (text: string) =>
  extractDocumentNumber(groupRows(documentLines(documentFromText(text))))?.value;

describe("a slip's number where a photo lost its label", () => {
  it("never takes a business licence's number for the document's", () => {
    expect(numberOf("APOTEK SEHAT SENTOSA\nSIA: 442/118/DINKES/2022\nTotal 35.000")).toBe(
      undefined,
    );
    expect(numberOf("TOKO MAKMUR\nSIUP 510/77/PERDAG/2019\nTotal 12.000")).toBe(undefined);
  });

  it("takes a prefixed code alone on its row near the top", () => {
    const slip = "APOTEK SEHAT SENTOSA\nSIA: 442/118/DINKES/2022\n: RX-20250311-044\nTotal 35.000";
    expect(numberOf(slip)).toBe("RX-20250311-044");
    expect(numberOf("KEDAI KOPI PAGI\n. TRX0907118842 ,\nTotal 18.000")).toBe("TRX0907118842");
  });

  it("takes no phone, date or short code alone on its row", () => {
    expect(numberOf("KEDAI KOPI PAGI\n0812-5531-0090\n12-03-2025\nTotal 18.000")).toBe(undefined);
    expect(numberOf("KEDAI KOPI PAGI\nMEJA-12\nTotal 18.000")).toBe(undefined);
  });
});

describe("a slip's label that opens its row, with specks before its number", () => {
  it("reads the number past a dot, a dash or a speck", () => {
    expect(numberOf("KEDAI SAMPEL\nOrder. - #4471 1\nTOTAL 25.000")).toBe("4471");
    expect(numberOf("KEDAI SAMPEL\norder . - 5093\nTOTAL 25.000")).toBe("5093");
    expect(numberOf("TOKO SAMPEL\nNota ~ 81-2207\nTOTAL 25.000")).toBe("81-2207");
    expect(numberOf("KEDAI SAMPEL\nOrder. : . #6120\nTOTAL 25.000")).toBe("6120");
    expect(numberOf("SAMPLE TRADING PTE. LTD.\nBill To Invoice = 30417\nSubtotal 1.200.00")).toBe(
      "30417",
    );
    // A quote mark a speck became is blanked where the slip's labels are read.
    const slip = "KEDAI SAMPEL\norder . \u201c5093\nTOTAL 25.000";
    expect(
      extractAccountingFields(groupRows(documentLines(documentFromText(slip))), null).fields
        .document_number?.value,
    ).toBe("5093");
  });

  it("reads no amount after such a label", () => {
    expect(numberOf("KEDAI SAMPEL\nOrder . 25.000\nTOTAL 25.000")).toBe(undefined);
  });
});
