import { describe, expect, it } from "vitest";
import { findPartiesBetween, looksLikeName } from "./contract-parties.ts";

const names = (text: string) => findPartiesBetween(text).map((party) => party.name);

describe("findPartiesBetween", () => {
  it("splits after each party's alias and keeps a legal form after a comma", () => {
    const text =
      "This Agreement is entered into by and between Hyatt Franchising Latin America, L.L.C., a limited liability company organized and existing under the laws of the State of Delaware (U.S.A.) with its principal place of business located at 71 South Wacker Drive, Chicago ('Hyatt'), and Playa Hotels & Resorts, B.V., a private limited liability company organized under the laws of the Netherlands (\"Playa\"). Hyatt and Playa agree as follows.";
    expect(names(text)).toEqual([
      "Hyatt Franchising Latin America, L.L.C.",
      "Playa Hotels & Resorts, B.V.",
    ]);
  });

  it("does not split inside a description ('England and Wales')", () => {
    const text =
      'BETWEEN: (1) BICYCLETX LIMITED a company incorporated under the laws of England and Wales whose registered office is at Building 900 (the "Company"); and (2) NIGEL CROCKETT of (the "Employee"). IT IS AGREED as follows:';
    expect(names(text)).toEqual(["BICYCLETX LIMITED", "NIGEL CROCKETT"]);
  });

  it("ends the block where the parties are named together", () => {
    const text =
      'by and between CNS Pharmaceuticals, Inc. ("CNS"), a Nevada corporation, having a business address of 2100 West Loop South, Houston, Texas 77027, and WPD Pharmaceuticals, ("WPD"), a Polish corporation. CNS and WPD are sometimes referred to herein individually as a "Party" and collectively as the "Parties."';
    expect(names(text)).toEqual(["CNS Pharmaceuticals, Inc.", "WPD Pharmaceuticals"]);
  });

  it("splits at the 'and' after which a name starts", () => {
    const text =
      'between Allscripts Healthcare, LLC, a North Carolina limited liability company ("Allscripts") on behalf of itself and its Affiliates and Phreesia, Inc., a Delaware corporation (the "Company").';
    expect(names(text)).toEqual(["Allscripts Healthcare, LLC", "Phreesia, Inc."]);
  });

  it("stops a name at an address and drops placeholders", () => {
    expect(
      names(
        'between [ * * * ] (the "Provider"), and Xencor, Inc. 111 W. Lemon Ave. Monrovia, CA ("Xencor").',
      ),
    ).toEqual(["Xencor, Inc."]);
  });

  it("keeps a name's words up to the first that is no name's", () => {
    const text =
      'between Capsugel US, LLC and its Affiliates ("Capsugel"), and Cardax, Inc., a Delaware corporation ("Cardax").';
    expect(names(text)).toEqual(["Capsugel US, LLC", "Cardax, Inc."]);
  });

  it("reads parties listed under 'Party A:' and 'Party B:'", () => {
    const text =
      "Cooperation Agreement\nParty A: Beike Internet Security Technology Co., Ltd.   Address: Haidian District\n" +
      "Party B: Baidu Online Network Technology Co., Ltd.\nParty A: business platform, network resources";
    expect(names(text)).toEqual([
      "Beike Internet Security Technology Co., Ltd.",
      "Baidu Online Network Technology Co., Ltd.",
    ]);
  });

  it("takes labelled parties over a 'between' in the running text after them", () => {
    const text =
      "Cooperation Agreement\nParty A: Quillfen Lantern Works Co., Ltd.   Legal Representative: Ann Marlow\n" +
      "Party B: Borrowdale Kiln Supply Co., Ltd.   Legal Representative: Tom Fenwick\n" +
      "After friendly negotiation between Party A and Party B, based on equality, they agree as follows.";
    expect(names(text)).toEqual([
      "Quillfen Lantern Works Co., Ltd.",
      "Borrowdale Kiln Supply Co., Ltd.",
    ]);
  });

  it("reads parties a cover sheet lists under their roles, in the order it lists them", () => {
    const sheet =
      "LICENCE ORDER\nLicensor: Pemberton Loom Works, Inc., 4 Canal Row, Lowell\n" +
      "Licensee Name: Arden Vale Textiles Ltd\nStart date: 1 May 2024";
    expect(names(sheet)).toEqual(["Pemberton Loom Works, Inc.", "Arden Vale Textiles Ltd"]);
    const below =
      "This order is made between the Customer and the Supplier named below.\n" +
      "CUSTOMER: Ostrava Pumps s.r.o.\nSupplier: Keel & Lantern Marine LLC";
    expect(names(below)).toEqual(["Ostrava Pumps s.r.o.", "Keel & Lantern Marine LLC"]);
  });

  it("takes no role a sentence opens with for a label", () => {
    expect(names("Customer shall pay each invoice.\nSupplier: delivers on time")).toEqual([]);
  });

  it("finds nothing without a party block", () => {
    expect(names("TABLE OF CONTENTS 1. Definitions 2. Term")).toEqual([]);
  });
});

describe("looksLikeName", () => {
  it("accepts names, joiners and names written in lower case", () => {
    for (const name of [
      "Bank of America",
      "Procter & Gamble",
      "ebix.com, Inc.",
      "i3 Integrative Creative Solutions",
      "iBio Inc.",
    ]) {
      expect(looksLikeName(name), name).toBe(true);
    }
  });

  it("rejects sentences and bare roles", () => {
    for (const name of [
      "IBM will provide Web hosting",
      "filed separately",
      "Distributor",
      "the Company",
    ]) {
      expect(looksLikeName(name), name).toBe(false);
    }
  });
});
