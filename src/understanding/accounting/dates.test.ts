import { describe, expect, it } from "vitest";
import { documentFromText, documentLines } from "../document-lines.ts";
import { groupRows } from "../rows.ts";
import { extractDates } from "./dates.ts";

const dateOf = (text: string) =>
  extractDates(groupRows(documentLines(documentFromText(text)))).date;

describe("a receipt's date with OCR's marks", () => {
  it("reads a date whose separator OCR doubled", () => {
    expect(dateOf("INV No.: 4417203\nDate: 12-09--2019 08:14:05")?.value).toBe("2019-09-12");
  });

  it("reads no date out of a run of digits with doubled dashes", () => {
    expect(dateOf("Ref 12--34--5678")).toBeUndefined();
  });

  it("mends a day misread by one digit from a number that begins with the date", () => {
    const text = "Invoice No: 2019091810070020583\n13/09/2019 11:05 2231";
    expect(dateOf(text)?.value).toBe("2019-09-18");
  });

  it("keeps the printed date where a number dates from another month", () => {
    const text = "Order: 2019081810070020583\n13/09/2019 11:05 2231";
    expect(dateOf(text)?.value).toBe("2019-09-13");
  });

  it("reads a date whose separator between day and month OCR lost", () => {
    expect(dateOf("TAX INVOICE\nKw 3rfl Date: 0908/2019")?.value).toBe("2019-08-09");
  });

  it("reads a numeric date whose digits OCR read as look-alike letters", () => {
    expect(dateOf("Receipt 0042\nDate: 2O/1O/2019 09:12")?.value).toBe("2019-10-20");
    expect(dateOf("Date: 2l/07/2019")?.value).toBe("2019-07-21");
    // The year's 1 read as an I is not a two-digit year 20 followed by a letter.
    expect(dateOf("Date: 04/11/20I9 17:40")?.value).toBe("2019-11-04");
    expect(dateOf("Code ISO/IS/OSIB")).toBeUndefined();
  });

  it("reads a date whose separators OCR lost, read as gaps or as other marks, or glued to its time", () => {
    expect(dateOf("Date: 07/112019 11:30")?.value).toBe("2019-11-07");
    expect(dateOf("Date 07 11 2019 11:30")?.value).toBe("2019-11-07");
    expect(dateOf("Date: 07,11.2019")?.value).toBe("2019-11-07");
    expect(dateOf("Date: 07'11'2019")?.value).toBe("2019-11-07");
    expect(dateOf("Date: 07/11/201911:30:02")?.value).toBe("2019-11-07");
    expect(dateOf("07-11-1810:30 Cashier 2")?.value).toBe("2018-11-07");
    // Digits with no year among them stay no date.
    expect(dateOf("Table 07 11 92")).toBeUndefined();
  });

  it("reads a labelled date printed or read with no marks between its parts", () => {
    expect(dateOf("Cashier: 2\nDATE:07112019 Counter 3")?.value).toBe("2019-11-07");
    expect(dateOf("Date: 7Nov19 Counter 3")?.value).toBe("2019-11-07");
    // Without a date's label the same figures are a code's.
    expect(dateOf("Member 07112019")).toBeUndefined();
  });

  it("reads a till's date glued to the code before it", () => {
    expect(dateOf("INVOICE NO : 20431/88/51207\n14: 22PM 47310228-11-19")?.value).toBe(
      "2019-11-28",
    );
  });

  it("reads a date whose month's name OCR misread by one letter, where only one month is that close", () => {
    expect(dateOf("CB# : 3312 14S/Ocf/2019 0912:40")?.value).toBe("2019-10-14");
    expect(dateOf("Date: 03 Dex 2019 10:11")?.value).toBe("2019-12-03");
    // One letter from both March and Mei (May): no date rather than a guess.
    expect(dateOf("Date: 03 Mer 2019 10:11")).toBeUndefined();
    // Three letters between figures that are no date's.
    expect(dateOf("Qty 2 Box 3019")).toBeUndefined();
    expect(dateOf("1 Set 10")).toBeUndefined();
    expect(dateOf("Tgl 09-Ago-19")?.value).toBe("2019-08-09");
  });
});
