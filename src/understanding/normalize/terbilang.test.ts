import { describe, expect, it } from "vitest";
import { numberToWords, wordsToNumber } from "./terbilang.ts";

describe("numberToWords in Indonesian", () => {
  // The table of domain/indonesia.md §4.2, without the "rupiah" the caller adds.
  it.each([
    [0, "nol"],
    [1, "satu"],
    [10, "sepuluh"],
    [11, "sebelas"],
    [12, "dua belas"],
    [19, "sembilan belas"],
    [20, "dua puluh"],
    [21, "dua puluh satu"],
    [99, "sembilan puluh sembilan"],
    [100, "seratus"],
    [101, "seratus satu"],
    [110, "seratus sepuluh"],
    [111, "seratus sebelas"],
    [200, "dua ratus"],
    [999, "sembilan ratus sembilan puluh sembilan"],
    [1000, "seribu"],
    [1100, "seribu seratus"],
    [1999, "seribu sembilan ratus sembilan puluh sembilan"],
    [2000, "dua ribu"],
    [11000, "sebelas ribu"],
    [21000, "dua puluh satu ribu"],
    [101000, "seratus satu ribu"],
    [110000, "seratus sepuluh ribu"],
    [1000000, "satu juta"],
    [1001000, "satu juta seribu"],
    [1500000, "satu juta lima ratus ribu"],
    [2500750, "dua juta lima ratus ribu tujuh ratus lima puluh"],
    [2750000, "dua juta tujuh ratus lima puluh ribu"],
    [12345678, "dua belas juta tiga ratus empat puluh lima ribu enam ratus tujuh puluh delapan"],
    [1000000000, "satu miliar"],
    [1000000000000, "satu triliun"],
    [1000000000000000, "seribu triliun"],
    [-5000, "minus lima ribu"],
  ])("spells %d as %j", (n, words) => {
    expect(numberToWords(n, "id")).toBe(words);
  });
});

describe("numberToWords in English", () => {
  it.each([
    [0, "zero"],
    [7, "seven"],
    [13, "thirteen"],
    [21, "twenty-one"],
    [100, "one hundred"],
    [105, "one hundred five"],
    [1000, "one thousand"],
    [4820, "four thousand eight hundred twenty"],
    [2750000, "two million seven hundred fifty thousand"],
    [1000000000, "one billion"],
    [3000000000000, "three trillion"],
    [-12, "minus twelve"],
  ])("spells %d as %j", (n, words) => {
    expect(numberToWords(n, "en")).toBe(words);
  });

  it("refuses fractions and numbers beyond exact integers", () => {
    expect(() => numberToWords(1.5, "en")).toThrow(RangeError);
    expect(() => numberToWords(Number.NaN, "id")).toThrow(RangeError);
    expect(() => numberToWords(2 ** 60, "id")).toThrow(RangeError);
  });
});

describe("wordsToNumber", () => {
  it.each([
    ["dua juta tujuh ratus lima puluh ribu", 2750000],
    ["seribu", 1000],
    ["sebelas", 11],
    ["seratus", 100],
    ["satu miliar", 1e9],
    ["satu milyar", 1e9],
    ["dua triliun", 2e12],
    ["tiga trilyun", 3e12],
    ["seribu triliun", 1e15],
    ["nol rupiah", 0],
    ["sebelas rupiah", 11],
    ["seratus sepuluh ribu rupiah", 110000],
    ["satu juta seribu rupiah", 1001000],
    ["Satu Juta Lima Ratus Ribu Rupiah", 1500000],
    ["SATU JUTA LIMA RATUS RIBU RUPIAH", 1500000],
    [
      "dua belas juta tiga ratus empat puluh lima ribu enam ratus tujuh puluh delapan rupiah",
      12345678,
    ],
    ["Terbilang: dua juta lima ratus ribu tujuh ratus lima puluh rupiah", 2500750],
    ["# Sepuluh Juta Rupiah #", 10000000],
    ["== lima ratus ribu rupiah ==", 500000],
    ["(sepuluh juta rupiah)", 10000000],
    ["dua  juta   lima ratus ribu", 2500000],
    ["dua juta\nlima ratus ribu", 2500000],
    ["limaratus ribu rupiah", 500000],
    ["duapuluh lima", 25],
    ["seratusribu", 100000],
    ["se-ratus", 100],
    ["sejuta", 1000000],
    ["tujuh ratus ribu rupiah saja", 700000],
    ["seratus rupiah lima puluh sen", 100.5],
    ["seribu rupiah dan dua puluh lima sen", 1000.25],
    ["lima puluh sen", 0.5],
    ["two million seven hundred fifty thousand", 2750000],
    ["Twenty-Five", 25],
    ["one hundred and five", 105],
    ["one thousand two hundred dollars and fifty cents", 1200.5],
    ["Four Thousand Eight Hundred Twenty US Dollars Only", 4820],
    ["Say: one hundred dollars only", 100],
    ["fifteen hundred dollars", 1500],
    ["a hundred", 100],
    ["a thousand dollars", 1000],
    ["one thousand and 50/100 dollars", 1000.5],
    ["USD one hundred", 100],
    ["zero", 0],
  ])("reads %j as %d", (text, value) => {
    expect(wordsToNumber(text)).toBe(value);
  });

  it.each([
    [""],
    ["rupiah"],
    ["dollars"],
    ["hello world"],
    ["Terima kasih"],
    ["dua tiga"],
    ["satu dua tiga"],
    ["juta"],
    ["ribu ribu"],
    ["seribu seribu"],
    ["dua juta tiga juta"],
    ["dua puluh tiga puluh"],
    ["sepuluh belas"],
    ["seratus ratus"],
    ["twenty eleven"],
    ["one two"],
    ["se"],
    ["a"],
    ["2 juta"],
    ["dua juta rupiah lima"],
    ["seratus sen rupiah"],
    ["seratus rupiah seratus sen"],
    ["nol nol"],
    ["satu juta dollars rupiah"],
  ])("reads %j as no number", (text) => {
    expect(wordsToNumber(text)).toBeNull();
  });

  it("reads back what numberToWords writes, in both languages", () => {
    const samples = [
      ...Array.from({ length: 2100 }, (_, index) => index),
      12_345,
      99_999,
      100_001,
      999_999,
      1_000_001,
      7_654_321,
      20_000_000,
      123_456_789,
      1_000_000_001,
      987_654_321_012,
      5_000_000_000_000,
    ];
    for (const n of samples) {
      expect(wordsToNumber(numberToWords(n, "id"))).toBe(n);
      expect(wordsToNumber(numberToWords(n, "en"))).toBe(n);
    }
  });
});
