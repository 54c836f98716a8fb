import { describe, expect, it } from "vitest";
import { findNpwps, normalizePhone, parseFakturPajakNumber, parseNpwp } from "./identifiers.ts";

describe("parseNpwp", () => {
  // Valid numbers from python-stdnum (domain/indonesia.md §3.1).
  it.each([
    ["01.312.166.0-091.000", "013121660091000", "01.312.166.0-091.000"],
    ["016090524017000", "016090524017000", "01.609.052.4-017.000"],
    ["013000666091000", "013000666091000", "01.300.066.6-091.000"],
    ["NPWP: 01.312.166.0-091.000", "013121660091000", "01.312.166.0-091.000"],
    ["01 312 166 0 091 000", "013121660091000", "01.312.166.0-091.000"],
    ["01.312.166.0-091.000 (Pusat)", "013121660091000", "01.312.166.0-091.000"],
  ])("reads %j as a valid 15-digit NPWP", (text, digits, formatted) => {
    expect(parseNpwp(text)).toEqual({ digits, formatted, valid: true });
  });

  it("formats a 15-digit number whose check digit fails, and says so", () => {
    expect(parseNpwp("01.234.567.8-901.000")).toEqual({
      digits: "012345678901000",
      formatted: "01.234.567.8-901.000",
      valid: false,
    });
    expect(parseNpwp("01.312.166.1-091.000")?.valid).toBe(false);
  });

  it("reads NPWP16: a 0 and the old number, checked the same way", () => {
    expect(parseNpwp("0013121660091000")).toEqual({
      digits: "0013121660091000",
      formatted: "0013121660091000",
      valid: true,
    });
    expect(parseNpwp("0013121661091000")?.valid).toBe(false);
  });

  it("reads NPWP16 that is a NIK, checking province and birth date", () => {
    expect(parseNpwp("3171011708450001")?.valid).toBe(true);
    // A woman's NIK: 40 added to the day of birth.
    expect(parseNpwp("3171015708450001")?.valid).toBe(true);
    // No province 99; no month 13; no 30 February.
    expect(parseNpwp("9971011708450001")?.valid).toBe(false);
    expect(parseNpwp("3171011713450001")?.valid).toBe(false);
    expect(parseNpwp("3171013002450001")?.valid).toBe(false);
  });

  it("marks the no-NPWP placeholder as not valid", () => {
    expect(parseNpwp("00.000.000.0-000.000")?.valid).toBe(false);
  });

  it.each([
    ["12345"],
    ["01.312.166.0-091.00"],
    ["01.312.166.0-091.0000"],
    ["01312166009100012"],
    ["Telp 0812-3456-7890"],
    ["01/312/166/0/091/000"],
    [""],
    ["NPWP belum ada"],
  ])("reads %j as no NPWP", (text) => {
    expect(parseNpwp(text)).toBeNull();
  });
});

describe("findNpwps", () => {
  it("takes the printed form wherever it stands", () => {
    expect(findNpwps("Penjual PT Maju, NPWP 01.312.166.0-091.000, Jakarta")).toEqual([
      {
        digits: "013121660091000",
        formatted: "01.312.166.0-091.000",
        valid: true,
        start: 22,
        end: 42,
        text: "01.312.166.0-091.000",
      },
    ]);
    expect(findNpwps("01.234.567.8-901.000")[0]?.valid).toBe(false);
  });

  it("takes the printed form when OCR read one of its dots as a colon or a comma", () => {
    expect(findNpwps("NPWP : 01.438.265:9-631.000").map((npwp) => npwp.digits)).toEqual([
      "014382659631000",
    ]);
    expect(findNpwps("NPWP 02,395.178.3-451.000")[0]?.digits).toBe("023951783451000");
  });

  it("takes bare digits after a label, or 15 with a good check digit", () => {
    const found = findNpwps(
      "NIK: 3171011708450001 / lain 016090524017000 / NPWP16 0013121660091000",
    );
    expect(found.map((npwp) => npwp.digits)).toEqual([
      "3171011708450001",
      "016090524017000",
      "0013121660091000",
    ]);
  });

  it("takes bare digits after a label whose colon OCR read as a lone digit", () => {
    expect(findNpwps("| NPWP 1 0013121660091000 |")[0]?.digits).toBe("0013121660091000");
    expect(findNpwps("Rekening 1 1234567890123456")).toEqual([]);
  });

  it.each([
    ["Faktur 0100002500000001"],
    ["Rekening 1234567890123456"],
    ["Order 123456789012345"],
    ["NITKU 0013121660091000000000"],
    ["Total Rp 1.500.000"],
  ])("takes no NPWP from %j", (text) => {
    expect(findNpwps(text)).toEqual([]);
  });
});

describe("parseFakturPajakNumber", () => {
  it.each([
    ["010.000-25.00000001", "0100002500000001", "010.000-25.00000001", "01", "0", "2025"],
    ["0100002512345678", "0100002512345678", "010.000-25.12345678", "01", "0", "2025"],
    ["011.000-24.12345678", "0110002412345678", "011.000-24.12345678", "01", "1", "2024"],
    ["070.003-23.87654321", "0700032387654321", "070.003-23.87654321", "07", "0", "2023"],
    [
      "Kode dan Nomor Seri Faktur Pajak : 040.000-24.00012345",
      "0400002400012345",
      "040.000-24.00012345",
      "04",
      "0",
      "2024",
    ],
  ])("reads the e-Faktur number %j", (text, digits, formatted, transactionCode, status, year) => {
    expect(parseFakturPajakNumber(text)).toEqual({
      digits,
      formatted,
      transactionCode,
      status,
      year,
    });
  });

  it.each([
    ["04002500000012345", "04", "00", "2025"],
    ["01.00.24.000-12345678", "01", "00", "2024"],
    ["10002500000000001", "10", "00", "2025"],
  ])("reads the Coretax number %j", (text, transactionCode, status, year) => {
    expect(parseFakturPajakNumber(text)).toEqual({
      digits: text.replace(/\D/g, ""),
      formatted: text.replace(/\D/g, ""),
      transactionCode,
      status,
      year,
    });
  });

  it("reads the serial before OCR's specks that hold a digit of their own", () => {
    expect(parseFakturPajakNumber("04002600000031415. . .. EE 1)")?.digits).toBe(
      "04002600000031415",
    );
  });

  it("gives no year for a number migrated from e-Faktur desktop (the 9 at digit 5)", () => {
    expect(parseFakturPajakNumber("01009002500000001")).toEqual({
      digits: "01009002500000001",
      formatted: "01009002500000001",
      transactionCode: "01",
      status: "00",
    });
  });

  it.each([
    ["000.000-25.00000001"],
    ["100.000-25.00000001"],
    ["012.000-25.00000001"],
    ["11002500000000001"],
    ["00002500000000001"],
    ["010.000-25.0000001"],
    ["0012345678901000"],
    ["01.312.166.0-091.000"],
    ["INV-2025-0142"],
    [""],
  ])("reads %j as no faktur number", (text) => {
    expect(parseFakturPajakNumber(text)).toBeNull();
  });
});

describe("normalizePhone", () => {
  it.each([
    ["0812-3456-7890", "+6281234567890"],
    ["0812 3456 7890", "+6281234567890"],
    ["081234567890", "+6281234567890"],
    ["0812.3456.7890", "+6281234567890"],
    ["+62 812 3456 7890", "+6281234567890"],
    ["+62-812-3456-7890", "+6281234567890"],
    ["(+62) 812 3456 789", "+628123456789"],
    ["6281234567890", "+6281234567890"],
    ["0062 812 3456 7890", "+6281234567890"],
    ["+62 (0)812 3456 7890", "+6281234567890"],
    ["81234567890", "+6281234567890"],
    ["HP/WA: 0812 3456 7890", "+6281234567890"],
    ["0856-1234-567", "+628561234567"],
    ["(021) 555-1234", "+62215551234"],
    ["021-8350-123", "+62218350123"],
    ["021 2345 6789", "+622123456789"],
    ["+62 21 5551234", "+62215551234"],
    ["(0274) 512345", "+62274512345"],
    ["Telp. (0341) 551 234", "+62341551234"],
    ["Telp: 021-8350-123 psw. 12", "+62218350123"],
    ["(021) 555-1234 ext. 304", "+62215551234"],
    ["0800-1-234567", "+628001234567"],
  ])("writes %j as %s", (text, e164) => {
    expect(normalizePhone(text)).toBe(e164);
  });

  it.each([
    ["177"],
    ["1500-123"],
    ["14045"],
    ["0812"],
    ["0812-3456-7890-1234"],
    ["+1 555 123 4567"],
    ["+65 6123 4567"],
    ["215551234"],
    ["0812-3456-7890 / 0813-1111-2222"],
    ["0812-ABCD-7890"],
    ["Telp belum ada"],
    [""],
    ["01.312.166.0-091.000"],
  ])("writes %j as no phone number", (text) => {
    expect(normalizePhone(text)).toBeNull();
  });
});
