import { describe, expect, it } from "vitest";
import { CURRENCIES, detectCurrency, findCurrencies } from "./currency.ts";

describe("detectCurrency", () => {
  it.each([
    ["Rp 1.500.000", "IDR"],
    ["Rp1.500.000,00", "IDR"],
    ["Rp. 250.000,-", "IDR"],
    ["RP 50.000", "IDR"],
    ["Jumlah (Rp)", "IDR"],
    ["IDR 50K", "IDR"],
    ["lima ratus ribu rupiah", "IDR"],
    ["Total USD 4,820.00", "USD"],
    ["$1,200.00", "USD"],
    ["US$ 20", "USD"],
    ["twenty US dollars", "USD"],
    ["one hundred dollars only", "USD"],
    ["dibayar dalam dolar AS", "USD"],
    ["S$ 1,200.50", "SGD"],
    ["SGD 300", "SGD"],
    ["Singapore dollars", "SGD"],
    ["RM 150.00", "MYR"],
    ["150 RM", "MYR"],
    ["MYR 80", "MYR"],
    ["dua ratus ringgit", "MYR"],
    ["€ 50,00", "EUR"],
    ["EUR 1.000", "EUR"],
    ["twelve euros", "EUR"],
    ["£ 300", "GBP"],
    ["GBP 12.50", "GBP"],
    ["¥ 12,000", "JPY"],
    ["JPY 5000", "JPY"],
    ["RMB 100", "CNY"],
    ["CNY 2,300.00", "CNY"],
    ["CN¥ 88", "CNY"],
    ["A$ 99", "AUD"],
    ["AUD 120", "AUD"],
    ["HK$ 500", "HKD"],
    ["THB 900", "THB"],
    ["฿ 900", "THB"],
    ["PHP 1,500.00", "PHP"],
    ["Php 250", "PHP"],
    ["₱ 250", "PHP"],
    ["Grand Total Rs 1939", "INR"],
    ["Discount of Rs. -40.00", "INR"],
    ["₹ 319.00", "INR"],
    ["INR 500", "INR"],
    ["Należność ogółem: 316,83 PLN", "PLN"],
    ["Razem 120,00 zł", "PLN"],
  ])("reads %j as %s", (text, code) => {
    expect(detectCurrency(text)).toBe(code);
  });

  it.each([
    ["a PHP developer for the website"],
    ["RM (raw material) stock"],
    ["room RM"],
    ["NZ$ 50"],
    ["C$ 20"],
    ["Corporate profile"],
    ["Mrs Rs"],
    ["Tagihan listrik PLN bulan Mei"],
    ["Total 1.500.000"],
    [""],
  ])("finds no currency in %j", (text) => {
    expect(detectCurrency(text)).toBeNull();
  });

  it("names the first currency when a line restates an amount", () => {
    expect(detectCurrency("USD 4,820.00 (Rp 78.000.000)")).toBe("USD");
    expect(detectCurrency("Rp 78.000.000 (USD 4,820.00)")).toBe("IDR");
  });
});

describe("findCurrencies", () => {
  it("gives each mark with its place", () => {
    expect(findCurrencies("USD 4,820.00 = Rp78.000.000")).toEqual([
      { code: "USD", start: 0, end: 3, text: "USD" },
      { code: "IDR", start: 15, end: 17, text: "Rp" },
    ]);
  });

  it("does not read a rupiah sign inside a word", () => {
    expect(findCurrencies("PT Maju Corp")).toEqual([]);
  });
});

describe("CURRENCIES", () => {
  it("lists the rupiah first and every code once", () => {
    expect(CURRENCIES[0]).toBe("IDR");
    expect(new Set(CURRENCIES).size).toBe(CURRENCIES.length);
    expect(CURRENCIES.every((code) => /^[A-Z]{3}$/.test(code))).toBe(true);
  });
});
