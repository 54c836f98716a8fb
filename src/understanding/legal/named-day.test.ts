import { describe, expect, it } from "vitest";
import { findEffectiveDate, findExpiryDate } from "../contract-term.ts";
import { dateOfNamedDay, namedStartOf } from "./named-day.ts";

// Every name, date and wording below is invented for these tests.
describe("dateOfNamedDay", () => {
  it("reads a date a later sentence gives the day a definition names", () => {
    const text =
      '"Go-Live Date" shall mean the day the system first runs. The parties expect the Go-Live Date to be March 2, 2020.';
    expect(dateOfNamedDay(text, "Go-Live Date", false)).toBe("2020-03-02");
  });

  it("reads a definition that dates the day after an abbreviation", () => {
    const text = "OPENING DATE shall mean the day the store opens, i.e. July 7, 2015.";
    expect(dateOfNamedDay(text, "Opening Date", false)).toBe("2015-07-07");
  });

  it("reads a date the day's name follows in brackets", () => {
    const text = 'Delivery starts on 1 June 2022 (the "Start Date") at the buyer\'s site.';
    expect(dateOfNamedDay(text, "Start Date")).toBe("2022-06-01");
  });

  it("follows a day defined as another named day", () => {
    const text =
      "The effective date of this Agreement will be the Opening Date. The opening date of the store shall be May 3, 2019.";
    expect(dateOfNamedDay(text, "Effective Date", false)).toBe("2019-05-03");
  });

  it("gives nothing for a day the contract never dates", () => {
    const text = '"Acceptance Date" means the day the buyer accepts the goods in writing.';
    expect(dateOfNamedDay(text, "Acceptance Date", false)).toBeNull();
  });
});

describe("namedStartOf", () => {
  it("names the day a term counts from, the effective date aside", () => {
    expect(
      namedStartOf(
        "commencing on the Effective Date and ending on the fifth anniversary of the Opening Date",
      ),
    ).toBe("Opening Date");
    expect(namedStartOf("for three (3) years from the Effective Date")).toBeNull();
  });

  it("names it in a clause written in capitals", () => {
    expect(namedStartOf("ENDING ON THE SIXTH ANNIVERSARY OF THE GO-LIVE DATE")).toBe(
      "GO-LIVE DATE",
    );
    expect(namedStartOf("FOR TWO (2) YEARS FROM THE EFFECTIVE DATE")).toBeNull();
  });
});

describe("term counted from a named day", () => {
  it("counts the expiry from the day the contract dates elsewhere", () => {
    const text = [
      "This Agreement is made on January 5, 2010.",
      '"Opening Date" shall mean the day the first store opens. The parties expect the Opening Date to be April 1, 2010.',
      '"Term" shall mean the period commencing on the Effective Date and ending on the fifth anniversary of the Opening Date.',
    ].join("\n\n");
    const found = findExpiryDate(text, {
      effective: "2010-01-05",
      agreed: "2010-01-05",
      inclusive: false,
      dayFirst: false,
    });
    expect(found?.iso).toBe("2015-04-01");
  });

  it("takes the effective date from its definition when no cue dates it", () => {
    const text = "EFFECTIVE DATE shall mean the day of installation, i.e. October 9, 2012.";
    expect(findEffectiveDate(text, false)?.iso).toBe("2012-10-09");
  });
});
