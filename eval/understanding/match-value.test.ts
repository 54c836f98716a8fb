import { describe, expect, it } from "vitest";
import { hasValue, isPredicted, scoreField } from "./match-value.ts";

describe("scoreField", () => {
  it("scores amounts as numbers within 1 %", () => {
    expect(scoreField("total_amount", 9, "9.00", "dmy")).toBe("right");
    expect(scoreField("total_amount", 10.6, "RM 10.60", "dmy")).toBe("right");
    expect(scoreField("total_amount", 9.5, "9.00", "dmy")).toBe("wrong");
  });

  it("scores dates as ISO dates read in the dataset's order", () => {
    expect(scoreField("date", "2018-12-25", "25/12/2018", "dmy")).toBe("right");
    expect(scoreField("date", "2019-10-01", "10/1/2019", "mdy")).toBe("right");
    expect(scoreField("date", "2019-01-10", "10/1/2019", "mdy")).toBe("wrong");
    expect(scoreField("date", "2007-08-31", "09/01/2006; 8/31/2007", "mdy")).toBe("right");
    expect(scoreField("date", "2000-07-31", "07/31/2000; 07/[]/2000", "mdy")).toBe("right");
  });

  it("scores names by tokens, codes without case, spaces or punctuation", () => {
    expect(
      scoreField("vendor", "Book Ta.K (Taman Daya)", "BOOK TA .K (TAMAN DAYA) SDN BHD", "dmy"),
    ).toBe("right");
    expect(scoreField("document_number", "inv 2023/03/0008", "INV/2023/03/0008", "dmy")).toBe(
      "right",
    );
    expect(scoreField("document_number", "INV/2023/03/0009", "INV/2023/03/0008", "dmy")).toBe(
      "wrong",
    );
    expect(scoreField("currency", "€", "EUR", "dmy")).toBe("right");
    expect(scoreField("governing_law", "State of New York", "New York", "mdy")).toBe("right");
  });

  it("takes any one of a list of gold values", () => {
    const parties = ["TELCOSTAR PTE, LTD.", "Ability Computer & Software Industries Ltd"];
    expect(
      scoreField("counterparty", "Ability Computer and Software Industries", parties, "mdy"),
    ).toBe("right");
    expect(scoreField("primary_party", "Telcostar", parties, "mdy")).toBe("right");
    expect(scoreField("primary_party", "Acme Corp", parties, "mdy")).toBe("wrong");
  });

  it("scores the document and contract types as names of a category", () => {
    expect(scoreField("type", "receipt", "receipt", "dmy")).toBe("right");
    expect(scoreField("type", "invoice", "receipt", "dmy")).toBe("wrong");
    expect(scoreField("contract_type", "nda", "nda", "mdy")).toBe("right");
  });

  it("counts nothing predicted as missing, uncategorized included", () => {
    expect(scoreField("vendor", undefined, "AEON", "dmy")).toBe("missing");
    expect(scoreField("vendor", "  ", "AEON", "dmy")).toBe("missing");
    expect(scoreField("type", "uncategorized", "receipt", "dmy")).toBe("missing");
  });

  it("leaves out documents whose gold cannot be scored", () => {
    expect(scoreField("date", "2019-01-01", "[]/[]/2019", "mdy")).toBeNull();
    expect(scoreField("expiry_date", "2030-01-01", "perpetual", "mdy")).toBeNull();
    expect(scoreField("total_amount", 3, "", "dmy")).toBeNull();
    expect(scoreField("governing_law", "Delaware", "[* * *]", "mdy")).toBeNull();
    expect(scoreField("primary_party", "Acme", [], "mdy")).toBeNull();
    expect(scoreField("contract_type", "nda", null, "mdy")).toBeNull();
  });

  it("knows a prediction when it sees one", () => {
    expect(isPredicted(0)).toBe(true);
    expect(isPredicted("x")).toBe(true);
    expect(isPredicted(Number.NaN)).toBe(false);
    expect(isPredicted(null)).toBe(false);
  });
});

describe("hasValue", () => {
  it("tells an empty label from one that holds something", () => {
    expect(hasValue("")).toBe(false);
    expect(hasValue("  ")).toBe(false);
    expect(hasValue(null)).toBe(false);
    expect(hasValue([])).toBe(false);
    expect(hasValue([""])).toBe(false);
    expect(hasValue(["Acme"])).toBe(true);
    expect(hasValue("perpetual")).toBe(true);
    expect(hasValue(0)).toBe(true);
  });
});
