import { describe, expect, it } from "vitest";
import { documentFromText, documentLines } from "../document-lines.ts";
import { groupRows } from "../rows.ts";
import { extractDocumentNumber } from "./document-number.ts";

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
