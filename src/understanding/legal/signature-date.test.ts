import { describe, expect, it } from "vitest";
import { signedEffectiveDate, withoutFilingStamps, writesDayFirst } from "./signature-date.ts";

// Every name and date below is invented for these tests.
const SIGNED_BELOW = [
  "This Licence becomes effective on the latest date signed beneath it.",
  "1. Services. The Supplier shall host the catalogue.",
  "IN WITNESS WHEREOF the parties sign below.",
  "Larch Systems Inc.            Quillfield Media LLC",
  "By: /s/ Ana Park              By: /s/ Tom Reyes",
  "Date: March 2, 2019           Date: March 9, 2019",
].join("\n");

describe("signedEffectiveDate", () => {
  it("takes the later signature's date when the contract takes effect on the last signature", () => {
    expect(signedEffectiveDate(SIGNED_BELOW, false)?.iso).toBe("2019-03-09");
  });

  it("counts a day on when the contract starts the day after the last signature", () => {
    const text = [
      "Hosting is effective the day after the date of final signature by us.",
      "Accepted:",
      "By: /s/ Ana Park   4/2/21        By: /s/ Tom Reyes   4/7/21",
    ].join("\n");
    expect(signedEffectiveDate(text, false)?.iso).toBe("2021-04-08");
  });

  it("says nothing when the signature is not what starts the contract", () => {
    const text = SIGNED_BELOW.replace(
      "becomes effective on the latest date signed beneath it",
      "is made",
    );
    expect(signedEffectiveDate(text, false)).toBeNull();
  });

  it("reads a definition of the effective date as the day both parties have signed", () => {
    const text = SIGNED_BELOW.replace(
      "This Licence becomes effective on the latest date signed beneath it.",
      '"Effective Date" means the date on which this Licence has been signed by both parties.',
    );
    expect(signedEffectiveDate(text, false)?.iso).toBe("2019-03-09");
  });

  it("dates a contract entered into as of the date of the last signature", () => {
    const text = SIGNED_BELOW.replace(
      "This Licence becomes effective on the latest date signed beneath it.",
      "This Licence is entered into as of the date of the last signature below.",
    );
    expect(signedEffectiveDate(text, false)?.iso).toBe("2019-03-09");
  });

  it("leaves an amendment signed by both parties to the sentence it stands in", () => {
    const text = SIGNED_BELOW.replace(
      "This Licence becomes effective on the latest date signed beneath it.",
      "This Licence is effective as of the day first written above.\nIt may be amended only in writing executed by both parties.",
    );
    expect(signedEffectiveDate(text, false)).toBeNull();
  });

  it("ignores the filing stamp on each page of an exhibit", () => {
    const text = `${SIGNED_BELOW}\nSource: LARCH SYSTEMS INC, 8-K, 12/30/2020`;
    expect(signedEffectiveDate(text, false)?.iso).toBe("2019-03-09");
    expect(withoutFilingStamps("Source: LARCH, 8-K, 12/30/2020").trim()).toBe("");
  });
});

describe("writesDayFirst", () => {
  it("decides by a numeric date that reads only one way, else by the law", () => {
    expect(writesDayFirst("Signed 13/07/05.", "New York")).toBe(true);
    expect(writesDayFirst("Signed 7/13/05.", "Singapore")).toBe(false);
    expect(writesDayFirst("Signed 7/3/05.", "New York")).toBe(false);
    expect(writesDayFirst("Signed 7/3/05.", "Indonesia")).toBe(true);
  });
});
