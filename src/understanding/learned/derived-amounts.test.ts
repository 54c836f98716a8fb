import { describe, expect, it } from "vitest";
import { documentFromText, documentLines } from "../document-lines.ts";
import { groupRows } from "../rows.ts";
import { amountCandidates, nameCandidates } from "./candidates.ts";
import { derivedAmountCandidates } from "./derived-amounts.ts";

const rowsOf = (text: string) => groupRows(documentLines(documentFromText(text)));
const derivedOf = (text: string) =>
  derivedAmountCandidates(amountCandidates(rowsOf(text))).map((each) => [each.value, each.derived]);

describe("derivedAmountCandidates", () => {
  it("adds a tax summary row's base and the tax on it at the row's rate", () => {
    // The total line misread: only the summary row still gives the amount paid.
    expect(derivedOf("Nasi goreng 9.43\nTot! 7 0O\nSR @ 6% 9.43 0.57")).toEqual([[10, "tax_row"]]);
  });

  it("takes no pair whose second amount is not the rate of the first", () => {
    expect(derivedOf("SR @ 6% 9.43 2.00")).toEqual([]);
    expect(derivedOf("Disc 50% 10.00 5.00")).toEqual([]);
  });

  it("works out the amount tendered less the change below it", () => {
    expect(derivedOf("Total 4 7.OO\nCash 50.00\nChange 2.50")).toEqual([
      [47.5, "cash_less_change"],
    ]);
    // Change printed above the cash is no change of it.
    expect(derivedOf("Change 2.50\nCash 50.00")).toEqual([]);
  });
});

describe("name candidates under a row with no name", () => {
  it("joins no logo's specks or code to the name below", () => {
    const names = nameCandidates(rowsOf("» |\nKEDAI RUNCIT MAJU SDN BHD\nNO 5 JALAN BESAR"));
    expect(names.map((each) => each.value)).not.toContain("» KEDAI RUNCIT MAJU SDN BHD");
    expect(names.map((each) => each.value)).toContain("KEDAI RUNCIT MAJU SDN BHD");
  });
});
