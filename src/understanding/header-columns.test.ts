import { describe, expect, it } from "vitest";
import { documentFromText, documentLines } from "./document-lines.ts";
import { headerColumns, valueUnderColumn } from "./header-columns.ts";
import { groupRows } from "./rows.ts";

const KNOWN = /factuur datum|booking id/i;
const rowsOf = (text: string) => groupRows(documentLines(documentFromText(text)));

describe("headerColumns", () => {
  it("splits a header at its colons", () => {
    expect(headerColumns("Invoice Date: Due Date: Reference:", KNOWN)).toEqual([
      "Invoice Date",
      "Due Date",
      "Reference",
    ]);
  });

  it("keeps a known label of several words as one column", () => {
    expect(headerColumns("Klant Order Factuur datum Factuur Vervaldatum", KNOWN)).toEqual([
      "Klant",
      "Order",
      "Factuur datum",
      "Factuur",
      "Vervaldatum",
    ]);
  });
});

describe("valueUnderColumn", () => {
  const isInvoice = (label: string) => label === "Factuur";

  it("takes the word under the column, counted from the left", () => {
    const rows = rowsOf(`Klant Order Factuur datum Factuur Vervaldatum
SCONL0303 SCONL0444 8-9-2022 VF1005193039 22-9-2022`);
    expect(valueUnderColumn(rows, 0, isInvoice, KNOWN)?.text).toBe("VF1005193039");
  });

  it("reads no column under a header that holds values itself", () => {
    const rows = rowsOf(`Klant 12 Order Factuur datum Factuur
A B C D E F`);
    expect(valueUnderColumn(rows, 0, isInvoice, KNOWN)).toBeNull();
  });

  it("reads no column under a title with fewer words below than columns", () => {
    const rows = rowsOf(`Invoice Summary
296664039561`);
    expect(valueUnderColumn(rows, 0, (label) => label === "Invoice", KNOWN)).toBeNull();
  });
});
