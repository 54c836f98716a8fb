import { describe, expect, it } from "vitest";
import {
  amountsAgree,
  currencyCode,
  jurisdictionsAgree,
  nameTokens,
  namesAgree,
  parseAmount,
  parseDate,
  tokenF1,
} from "./normalise-values.ts";

describe("parseDate", () => {
  it.each([
    ["25/12/2018", "2018-12-25"],
    ["19-03-18", "2018-03-19"],
    ["2018-03-06", "2018-03-06"],
    ["2018/03/06", "2018-03-06"],
    ["11.02.18", "2018-02-11"],
    ["(06/12/2016)", "2016-12-06"],
    ["20180304", "2018-03-04"],
    ["25032018", "2018-03-25"],
    ["05 MAR 2018", "2018-03-05"],
    ["28 MAR 18", "2018-03-28"],
    ["24-MAR-2018", "2018-03-24"],
    ["02/JAN/2017", "2017-01-02"],
    ["OCT 3, 2016", "2016-10-03"],
    ["1 Agustus 2024", "2024-08-01"],
    ["17 Desember 2023", "2023-12-17"],
    ["2018-03-06T10:30:00Z", "2018-03-06"],
    ["25/12/2018 10:45", "2018-12-25"],
  ])("reads %s day first as %s", (raw, iso) => {
    expect(parseDate(raw, "dmy")).toBe(iso);
  });

  it("takes the other order when only it makes a date", () => {
    expect(parseDate("12/28/2017", "dmy")).toBe("2017-12-28");
    expect(parseDate("31/01/2025", "mdy")).toBe("2025-01-31");
    expect(parseDate("01/02/2025", "dmy")).toBe("2025-02-01");
  });

  it("reads CUAD's US dates month first", () => {
    expect(parseDate("10/1/2019", "mdy")).toBe("2019-10-01");
    expect(parseDate("12/31/2020", "mdy")).toBe("2020-12-31");
    expect(parseDate("October 1, 2019", "mdy")).toBe("2019-10-01");
  });

  it("gives null for what is not a whole date", () => {
    expect(parseDate("[]/[]/2019", "mdy")).toBeNull();
    expect(parseDate("perpetual", "mdy")).toBeNull();
    expect(parseDate("31/02/2019", "dmy")).toBeNull();
    expect(parseDate("13/13/2020", "dmy")).toBeNull();
    expect(parseDate("", "dmy")).toBeNull();
    expect(parseDate(20180304, "dmy")).toBeNull();
  });
});

describe("parseAmount", () => {
  it.each([
    [4.11, 4.11],
    ["9.00", 9],
    ["RM 10.60", 10.6],
    ["RM9.90", 9.9],
    ["$4.11", 4.11],
    ["1,007.50", 1007.5],
    ["279,84", 279.84],
    ["1.234.567,89", 1234567.89],
    ["Rp 15.000", 15000],
    ["1.234.567", 1234567],
    ["-1.73", -1.73],
    ["RM -1.73", -1.73],
  ])("reads %s as %s", (raw, value) => {
    expect(parseAmount(raw)).toBe(value);
  });

  it("gives null without digits", () => {
    expect(parseAmount("")).toBeNull();
    expect(parseAmount("RM")).toBeNull();
    expect(parseAmount(null)).toBeNull();
    expect(parseAmount(Number.NaN)).toBeNull();
  });

  it("lets amounts differ by at most 1 %", () => {
    expect(amountsAgree(100.99, 100)).toBe(true);
    expect(amountsAgree(101.01, 100)).toBe(false);
    expect(amountsAgree(0, 0)).toBe(true);
    expect(amountsAgree(0.01, 0)).toBe(false);
  });
});

describe("names", () => {
  it("sets legal forms aside", () => {
    expect(nameTokens("BOOK TA .K (TAMAN DAYA) SDN BHD")).toEqual([
      "book",
      "ta",
      "k",
      "taman",
      "daya",
    ]);
    expect(nameTokens("AEON CO. (M) BHD")).toEqual(["aeon"]);
    expect(nameTokens("PT Sinar Jaya Abadi Tbk")).toEqual(["sinar", "jaya", "abadi"]);
    expect(nameTokens("Coolblue B.V.")).toEqual(["coolblue"]);
    expect(nameTokens("Company Limited")).toEqual(["company", "limited"]);
  });

  it("counts F1 over token bags", () => {
    expect(tokenF1(["a", "b"], ["a", "b"])).toBe(1);
    expect(tokenF1(["a"], ["a", "b", "c"])).toBeCloseTo(0.5);
    expect(tokenF1([], ["a"])).toBe(0);
  });

  it.each([
    ["BOOK TA.K(TAMAN DAYA) SDN BND", "BOOK TA .K (TAMAN DAYA) SDN BHD"],
    ["Mr. D.I.Y. (Johor) Sdn. Bhd.", "MR D.I.Y. (JOHOR) SDN BHD"],
    ["Amazon Web Services, Inc.", "Amazon Web Services"],
    ["Coolblue", "Coolblue B.V."],
    ["99 Speed Mart", "99 SPEED MART S/B"],
    ["TIME LESS KITCHENETTE SDN BHD", "TIMELESS KITCHENETTE SDN BHD"],
    ["Amazon Web Services", "Amazon Web Services EMEA SARL Luxembourg Branch Office Hub Europe"],
  ])("takes %s for %s", (predicted, gold) => {
    expect(namesAgree(predicted, gold)).toBe(true);
  });

  it.each([
    ["Tesco Stores", "AEON CO. (M) BHD"],
    ["Services", "Amazon Web Services EMEA SARL Luxembourg Branch Office Hub Europe"],
    ["Sdn Bhd", "UNIHAKKA INTERNATIONAL SDN BHD"],
  ])("does not take %s for %s", (predicted, gold) => {
    expect(namesAgree(predicted, gold)).toBe(false);
  });
});

describe("currencyCode", () => {
  it("reads codes and the usual symbols alike", () => {
    expect(currencyCode(" usd ")).toBe(currencyCode("USD"));
    expect(currencyCode("$")).toBe("usd");
    expect(currencyCode("€")).toBe("eur");
    expect(currencyCode("Rp")).toBe("idr");
    expect(currencyCode("RM")).toBe("myr");
    expect(currencyCode("zł")).toBe("pln");
  });
});

describe("jurisdictionsAgree", () => {
  it.each([
    ["the laws of the State of Delaware", "Delaware"],
    ["Delaware", "Delaware"],
    ["New York", "New York"],
    ["China", "People's Republic of China"],
    ["the laws of the Province of Ontario", "Ontario, Canada"],
    ["England", "England; Wales"],
    ["Wales", "England, United Kingdom; Wales, United Kingdom"],
    ["Commonwealth of Massachusetts", "Massachusetts; Netherlands"],
    ["the PRC", "People's Republic of China"],
    ["United States of America", "United States"],
    ["the laws of England and Wales", "England and Wales, UK"],
  ])("takes %s for %s", (predicted, gold) => {
    expect(jurisdictionsAgree(predicted, gold)).toBe(true);
  });

  it.each([
    ["Delaware", "New York"],
    ["the laws of the State", "Delaware"],
    ["Canada", "Ontario, Canada"],
    ["United States of America", "Pennsylvania"],
  ])("does not take %s for %s", (predicted, gold) => {
    expect(jurisdictionsAgree(predicted, gold)).toBe(false);
  });
});
