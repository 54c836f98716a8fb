import { describe, expect, it } from "vitest";
import { findAmounts, parseAmount } from "./money.ts";

describe("parseAmount", () => {
  it.each([
    ["1.234.567,89", 1234567.89],
    ["1,234,567.89", 1234567.89],
    ["Rp 1.500.000,-", 1500000],
    ["Rp1.500.000,00", 1500000],
    ["Rp. 1.000.000.000.000,-", 1e12],
    ["Rp 1.500.000.-", 1500000],
    ["RP 250.000", 250000],
    ["Rp 50.000-", 50000],
    ["IDR 50K", 50000],
    ["IDR 1.5K", 1500],
    ["50rb", 50000],
    ["25 ribu", 25000],
    ["10 ribu rupiah", 10000],
    ["1,5 jt", 1500000],
    ["1.5jt", 1500000],
    ["2 juta", 2000000],
    ["2,75 juta", 2750000],
    ["Rp 1,5 M", 1.5e9],
    ["Rp 3 miliar", 3e9],
    ["4 milyar", 4e9],
    ["Rp 1 triliun", 1e12],
    ["USD 4,820.00", 4820],
    ["$1,234.56", 1234.56],
    ["$1.2M", 1.2e6],
    ["USD 2.5 million", 2.5e6],
    ["3 bn", 3e9],
    ["S$ 1,200.50", 1200.5],
    ["RM 150.00", 150],
    ["€ 50,00", 50],
    ["1.500.000 IDR", 1500000],
    ["(1.250.000)", -1250000],
    ["(Rp 1.250.000)", -1250000],
    ["-Rp 50.000", -50000],
    ["Rp -50.000", -50000],
    ["−75.000", -75000],
    ["5.000-", -5000],
    ["1.500", 1500],
    ["1,500", 1500],
    ["Rp 1.500", 1500],
    ["0.500", 0.5],
    ["0,5", 0.5],
    ["12.5", 12.5],
    ["4820.00", 4820],
    ["1234.567", 1234.567],
    ["150000", 150000],
    ["0", 0],
    ["  Rp 900  ", 900],
  ])("reads %j as %d", (text, value) => {
    expect(parseAmount(text)).toBe(value);
  });

  it("reads a bare M as juta in English notation and miliar in rupiah notation", () => {
    expect(parseAmount("USD 2M")).toBe(2e6);
    expect(parseAmount("2 M")).toBe(2e6);
    expect(parseAmount("1,5 M")).toBe(1.5e9);
    expect(parseAmount("Rp 2 M")).toBe(2e9);
  });

  it("follows the decimal mark it is given", () => {
    expect(parseAmount("1.500", { decimal: "." })).toBe(1.5);
    expect(parseAmount("1.500", { decimal: "," })).toBe(1500);
    expect(parseAmount("1,500", { decimal: "," })).toBe(1.5);
    expect(parseAmount("1.234.567,89", { decimal: "," })).toBe(1234567.89);
    expect(parseAmount("1,234,567.89", { decimal: "." })).toBe(1234567.89);
    expect(parseAmount("1,234,567.89", { decimal: "," })).toBeNull();
    expect(parseAmount("1.234.567,89", { decimal: "." })).toBeNull();
  });

  it("keeps whole-rupiah arithmetic exact", () => {
    expect(parseAmount("1,1 jt")).toBe(1100000);
    expect(parseAmount("0,3 jt")).toBe(300000);
    expect(parseAmount("Rp 2,3 M")).toBe(2300000000);
  });

  it.each([
    [""],
    ["Rp"],
    ["abc"],
    ["12%"],
    ["11 %"],
    ["INV-2025-0142"],
    ["14/10/2025"],
    ["14.10.2025"],
    ["1.50.000"],
    ["1.234,567.89"],
    ["1,234.567,89"],
    ["Rp 1.500.000 dan Rp 2.000.000"],
    ["1.500 kg"],
    ["2 pcs"],
    ["(1.250.000"],
    ["0812-3456-7890"],
    ["01.234.567.8-901.000"],
  ])("reads %j as no amount", (text) => {
    expect(parseAmount(text)).toBeNull();
  });
});

describe("findAmounts", () => {
  it("reads five digits after one mark, ending in no cents, as a group whose ',00' lost its mark", () => {
    expect(findAmounts("Total Rp54.30000").map((amount) => amount.value)).toEqual([54300]);
    expect(findAmounts("pi is 3.14159").map((amount) => amount.value)).toEqual([]);
  });

  it("reads six digits after one mark as two thousands groups, one of whose marks OCR lost", () => {
    expect(findAmounts("Amount due IDR 47.250380").map((amount) => amount.value)).toEqual([
      47250380,
    ]);
    expect(findAmounts("Jumlah 8,125400").map((amount) => amount.value)).toEqual([8125400]);
    expect(findAmounts("ratio 0.125000").map((amount) => amount.value)).toEqual([]);
  });

  it("mends a figure after the rupiah sign whose ones OCR read as letters or whose group mark a gap follows", () => {
    expect(findAmounts("Total Rpll.450").map((amount) => amount.value)).toEqual([11450]);
    expect(findAmounts("TOTAL Rp 243. 800").map((amount) => amount.value)).toEqual([243800]);
    expect(findAmounts("Kopi 2 x Rp 12. 5 pcs").map((amount) => amount.value)).toEqual([12]);
  });

  it("reads a figure with cents whose digit OCR read as a look-alike letter, and leaves codes alone", () => {
    const read = (text: string) => findAmounts(text).map((amount) => amount.value);
    expect(read("Grand Total 27.6O")).toEqual([27.6]);
    expect(read("Cash RM 5O.00")).toEqual([50]);
    expect(read("Change RM3I.15")).toEqual([31.15]);
    // A letter before the figure or glued after it makes a code, not money.
    expect(read("Item B21.50")).toEqual([]);
    expect(read("Part 7C.20X")).toEqual([]);
    // More letters than digits can stand for is no figure misread.
    expect(read("Ref 1OO.OO")).toEqual([]);
  });

  const values = (text: string) =>
    findAmounts(text).map(({ value, currency }) => [value, currency]);

  it("finds the amounts of an Indonesian invoice line and skips the tax rate", () => {
    expect(findAmounts("Subtotal 1.500.000 PPN 11% 165.000 Total Rp 1.665.000")).toEqual([
      { value: 1500000, currency: null, start: 9, end: 18, text: "1.500.000" },
      { value: 165000, currency: null, start: 27, end: 34, text: "165.000" },
      { value: 1665000, currency: "IDR", start: 41, end: 53, text: "Rp 1.665.000" },
    ]);
  });

  it("keeps the currency, the no-sen mark and the scale word in the span", () => {
    const [amount] = findAmounts("Harga: Rp 1.500.000,- (satu juta lima ratus ribu rupiah)");
    expect(amount).toEqual({
      value: 1500000,
      currency: "IDR",
      start: 7,
      end: 21,
      text: "Rp 1.500.000,-",
    });
    expect(findAmounts("ongkir 1,5 jt")[0]?.text).toBe("1,5 jt");
  });

  it.each([
    ["Total Rp1.500.000,00", [[1500000, "IDR"]]],
    ["Total: $1,234.56", [[1234.56, "USD"]]],
    ["Amount due USD 4,820.00", [[4820, "USD"]]],
    ["Harga 50rb/pcs", [[50000, null]]],
    ["Budget IDR 50K", [[50000, "IDR"]]],
    ["Nilai proyek Rp 1,5 M", [[1.5e9, "IDR"]]],
    ["Biaya 2 juta", [[2000000, null]]],
    ["Balance due 0.00", [[0, null]]],
    ["Unit price 4820.00", [[4820, null]]],
    ["Harga @ Rp 12.000/kg", [[12000, "IDR"]]],
    [
      "15.000 x 2 = 30.000",
      [
        [15000, null],
        [30000, null],
      ],
    ],
    ["DISKON 5.000-", [[-5000, null]]],
    ["Saldo akhir (1.250.000)", [[-1250000, null]]],
    [
      "Rp 1.000.000 - 2.000.000",
      [
        [1000000, "IDR"],
        [2000000, null],
      ],
    ],
    ["Total S$1,200.50 incl. GST", [[1200.5, "SGD"]]],
    ["RM 150.00 sahaja", [[150, "MYR"]]],
    ["Rp 2025", [[2025, "IDR"]]],
    ["Sewa Rp 5.000.000 per bulan.", [[5000000, "IDR"]]],
    ["Jumlah: Rp. 750.000,-.", [[750000, "IDR"]]],
  ])("reads %j", (text, expected) => {
    expect(values(text)).toEqual(expected);
  });

  it("follows the document's decimal mark when it is given", () => {
    expect(findAmounts("Unit price 1.500 each", { decimal: "." })[0]?.value).toBeUndefined();
    expect(findAmounts("Unit price 12.50 each", { decimal: "." })[0]?.value).toBe(12.5);
    expect(findAmounts("Harga 1.500 per unit", { decimal: "," })[0]?.value).toBe(1500);
  });

  it("reads a restated amount in brackets as a second positive amount", () => {
    expect(findAmounts("USD 4,820.00 (IDR 78.000.000)")).toEqual([
      { value: 4820, currency: "USD", start: 0, end: 12, text: "USD 4,820.00" },
      { value: 78000000, currency: "IDR", start: 14, end: 28, text: "IDR 78.000.000" },
    ]);
  });

  it.each([
    ["Tahun 2025"],
    ["Invoice INV-2025-0142 tanggal 14/10/2025"],
    ["INV/2025/10/0142"],
    ["Tanggal 14.10.2025"],
    ["Tgl 14.10.25"],
    ["Tanggal 2025-10-14"],
    ["PPN 11%"],
    ["PPN 12 %"],
    ["tarif 0,5%"],
    ["diskon 12,50 persen"],
    ["HP 0812-3456-7890"],
    ["Telp +62 21 5551234"],
    ["Telp (021) 555-1234"],
    ["Telp 0812.3456.7890"],
    ["NPWP 01.234.567.8-901.000"],
    ["Faktur 010.000-25.12345678"],
    ["Beras 1.500 kg"],
    ["Semen 2,50 ton"],
    ["Air 500ml"],
    ["Kertas 2 rim"],
    ["Qty 3 pcs"],
    ["Jangka waktu 24 bulan"],
    ["pukul 14.30 WIB"],
    ["at 10.30 am"],
    ["Jam 09.15"],
    ["Pasal 5.2 ayat 3"],
    ["PO#12.345"],
    ["No.12.500"],
    ["30 (tiga puluh) hari"],
    ["Lot 4K TV 50K"],
    ["Panjang 1,5 m"],
  ])("finds no money in %j", (text) => {
    expect(findAmounts(text)).toEqual([]);
  });

  it("stays quick on long and hostile lines", () => {
    const hostile = [
      "1.".repeat(5000),
      "(".repeat(5000),
      "Rp ".repeat(3000),
      "9".repeat(20000),
      "1.234,".repeat(3000),
      `${"1 ".repeat(5000)}%`,
    ];
    const started = performance.now();
    for (const line of hostile) findAmounts(line);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
