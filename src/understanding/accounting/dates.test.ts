import { describe, expect, it } from "vitest";
import { documentFromText, documentLines } from "../document-lines.ts";
import { groupRows } from "../rows.ts";
import { extractDates } from "./dates.ts";

const dateOf = (text: string) =>
  extractDates(groupRows(documentLines(documentFromText(text)))).date;

describe("a receipt's date with OCR's marks", () => {
  it("reads a date whose separator OCR doubled", () => {
    expect(dateOf("INV No.: 1030720\nDate: 05-03--2018 19:02:50")?.value).toBe("2018-03-05");
  });

  it("reads no date out of a run of digits with doubled dashes", () => {
    expect(dateOf("Ref 12--34--5678")).toBeUndefined();
  });

  it("mends a day misread by one digit from a number that begins with the date", () => {
    const text = "Invoice No: 2018041810090010447\n16/04/2018 20:27 1009";
    expect(dateOf(text)?.value).toBe("2018-04-18");
  });

  it("keeps the printed date where a number dates from another month", () => {
    const text = "Order: 2018031610090010447\n16/04/2018 20:27 1009";
    expect(dateOf(text)?.value).toBe("2018-04-16");
  });

  it("reads a date whose separator between day and month OCR lost", () => {
    expect(dateOf("TAX INVOICE\nVy Eo14d Date: 2107/2017")?.value).toBe("2017-07-21");
  });

  it("reads a till's date glued to the code before it", () => {
    expect(dateOf("INVOICE NO : 17714/102/70382\n08: 10PK 56019730-06-16")?.value).toBe(
      "2016-06-30",
    );
  });
});
