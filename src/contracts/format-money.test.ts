import { describe, expect, it } from "vitest";
import { formatMoney } from "./format-money.ts";

describe("formatMoney", () => {
  it("writes rupiah the Indonesian way in Indonesian and with the code in English", () => {
    expect(formatMoney(5_194_800, "IDR", "id")).toBe("Rp 5.194.800");
    expect(formatMoney(5_194_800, "IDR", "en")).toBe("IDR 5,194,800");
  });

  it("keeps cents for currencies that have them", () => {
    expect(formatMoney(4298.4, "USD", "en")).toBe("USD 4,298.40");
    expect(formatMoney(4298.4, "USD", "id")).toBe("USD 4.298,40");
  });

  it("falls back to the code for a currency Intl does not know", () => {
    expect(formatMoney(10, "XYZ1", "en")).toBe("XYZ1 10");
  });
});
