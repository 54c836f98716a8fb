import { describe, expect, it } from "vitest";
import { blankParty, withBlankParty } from "./blank-party.ts";

// Every name below is invented for these tests.
describe("blankParty", () => {
  it.each([
    [
      "a line to fill in",
      'This Supply Agreement is made by and between Wrenfield Mills, Inc. ("Seller") and ______________ ("Buyer").',
      "Buyer",
    ],
    [
      "a blank with a blank description",
      'This Agreement is made between _______________, a ____________ (the "Franchisee" or "you"), and Wrenfield Mills, LLC.',
      "Franchisee",
    ],
    [
      "a labelled placeholder",
      'Party B: [•] ("Service Recipient")\nAddress: [•]',
      "Service Recipient",
    ],
    [
      "a form field",
      'executed by and between Wrenfield Mills, Inc. and <<enter Company Name>> ("Reseller").',
      "Reseller",
    ],
  ])("reads the role of %s", (_, text, role) => {
    expect(blankParty(text)?.role).toBe(role);
  });

  it("takes no other blank for a party", () => {
    expect(
      blankParty(
        'This Agreement is dated as of ____________ (the "Effective Date") between Wrenfield Mills, Inc. and Tamsin Reave LLC.',
      ),
    ).toBeNull();
  });

  it("takes no redacted name for a blank", () => {
    expect(
      blankParty('by and between [ * * * ] (the "Provider"), and Wrenfield Mills Pte. Ltd.'),
    ).toBeNull();
  });
});

describe("withBlankParty", () => {
  it("keeps the likeliest named party and the blank one's role, in the contract's order", () => {
    const chosen = [
      { name: "Wrenfield Mills, Inc.", offset: 40, probability: 0.8 },
      { name: "Project Overview", offset: 900, probability: 0.1 },
    ];
    expect(
      withBlankParty(chosen, { role: "Buyer", offset: 20 }).map((party) => party.name),
    ).toEqual(["Buyer", "Wrenfield Mills, Inc."]);
  });

  it("does not keep the role twice where the scorer chose it", () => {
    const chosen = [
      { name: "Buyer", offset: 20, probability: 0.6 },
      { name: "Wrenfield Mills, Inc.", offset: 40, probability: 0.3 },
    ];
    expect(
      withBlankParty(chosen, { role: "Buyer", offset: 20 }).map((party) => party.name),
    ).toEqual(["Buyer", "Wrenfield Mills, Inc."]);
  });
});
