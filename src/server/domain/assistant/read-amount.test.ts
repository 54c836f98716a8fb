import { describe, expect, it } from "vitest";
import {
  AMOUNT_LABELS,
  DUE_LABEL,
  labelledAmount,
  labelledDate,
  labelledNumber,
  labelledTotal,
  namedNumberIn,
  periodIn,
  termEnd,
} from "./read-amount.ts";

describe("reading what a document prints beside a label", () => {
  it("finds an amount on its label's line or the line after, in either notation", () => {
    const lease =
      "Pasal 3\nPIHAK KEDUA menyerahkan uang jaminan sebesar\nRp 15.000.000 (lima belas juta).";
    expect(labelledAmount(lease, AMOUNT_LABELS.deposit)?.amount).toBe(15_000_000);
    expect(labelledAmount("Security deposit: USD 1,250.00", AMOUNT_LABELS.deposit)?.amount).toBe(
      1250,
    );
    expect(labelledAmount("Tidak ada jaminan.", AMOUNT_LABELS.deposit)).toBeNull();
  });

  it("finds a due date on its label's own line only", () => {
    expect(labelledDate("Jl. Contoh 1 Due : March 3, 2026\nTotal 10.00", DUE_LABEL)).toBe(
      "2026-03-03",
    );
    expect(labelledDate("Tanggal jatuh tempo: 15/04/2026", DUE_LABEL)).toBe("2026-04-15");
    expect(labelledDate("Amount due\nInvoice date 1 Jan 2026", DUE_LABEL)).toBeNull();
  });

  it("finds a total on the last line that labels one, not a date or a subtotal", () => {
    const bill =
      "Tanggal Tagihan : 06-08-24\nPemakaian air 31 m3 93.000\nBiaya administrasi 3.000\n" +
      "lah Tagihan Rp 101.500\nBayar di kantor pos";
    expect(labelledTotal(bill)).toBe(101_500);
    expect(labelledTotal("Subtotal USD 600.00\nGST 9% USD 54.00\nTotal USD 654.00")).toBe(654);
    expect(labelledTotal("Terima kasih\nTanggal 03-09-2025")).toBeNull();
  });

  it("finds a document's number after its label, never a street's, a phone's or a row's", () => {
    expect(labelledNumber("Billed To Number : 21380\nIssued : 2026-08-19")).toBe("21380");
    expect(labelledNumber("Jl. Cempaka No. 150\nNo. Faktur: 041/III/25.")).toBe("041/III/25");
    expect(labelledNumber("Invoice No. : INV-2026-7\nPhone number: 0812 1111")).toBe("INV-2026-7");
    expect(labelledNumber("Phone number: 0812 1111\nNo Description Qty")).toBeNull();
    expect(labelledNumber("Invoice number: Rp\nTotal 10.000")).toBeNull();
  });

  it("reads the period a termination clause sets, preferring ending early with notice", () => {
    const clause =
      "Perpanjangan disampaikan 2 (dua) bulan sebelum berakhirnya jangka waktu. " +
      "Para pihak dapat mengakhiri Perjanjian dengan pemberitahuan tertulis 21 (dua puluh satu) hari sebelumnya.";
    const found = periodIn([clause], "termination");
    expect(found?.duration).toEqual({ years: 0, months: 0, days: 21 });
    expect(found?.sentence).toContain("mengakhiri Perjanjian");
    const english = periodIn(
      ["Either Party may terminate by giving ninety (90) days' written notice."],
      "termination",
    );
    expect(english?.duration.days).toBe(90);
    expect(periodIn(["No period is set here at all."], "termination")).toBeNull();
  });

  it("reads a number asked by its own name, across a line's end and past a bank's name", () => {
    const recital =
      "PIHAK PERTAMA adalah pemilik merek LOREM yang terdaftar dengan nomor pendaftaran\nXYZ0099887 untuk kelas 29.";
    expect(namedNumberIn(recital, "registration")).toBe("XYZ0099887");
    expect(
      namedNumberIn("Pembayaran ke Rekening Bank Contoh 0123-456-789 a.n. PT Ipsum", "account"),
    ).toBe("0123-456-789");
    expect(namedNumberIn("Account No. : 55-1234-88\nSWIFT LOREMIDJA", "account")).toBe(
      "55-1234-88",
    );
    expect(namedNumberIn("NPWP : 01.234.567.8-901.000", "tax_id")).toBe("01.234.567.8-901.000");
    expect(namedNumberIn("Policy No: POL/2025/0042", "policy")).toBe("POL/2025/0042");
    // A name with no number after it, or a number far past it, is not the answer.
    expect(
      namedNumberIn("NPWP pihak kedua akan diberikan kemudian oleh PIHAK KEDUA 2025", "tax_id"),
    ).toBeNull();
    expect(namedNumberIn("Total Rp 500.000", "account")).toBeNull();
  });

  it("reads a tax invoice's serial number beside any of its labels, old style or 17 digits", () => {
    expect(namedNumberIn("Kode dan Nomor Seri Faktur Pajak : 010.000-23.00012345", "faktur")).toBe(
      "010.000-23.00012345",
    );
    expect(namedNumberIn("Invoice INV-77\nNo. Faktur Pajak: 04002500000123456", "faktur")).toBe(
      "04002500000123456",
    );
    expect(namedNumberIn("NSFP 04002500000999999 (e-Faktur)", "faktur")).toBe("04002500000999999");
    // An invoice's own number is not its tax invoice's.
    expect(namedNumberIn("Nomor Invoice: INV-2025-0042", "faktur")).toBeNull();
  });

  it("reads a due date printed after 'bayar sebelum' or 'pay before'", () => {
    expect(labelledDate("Tgl Tagihan 03-02-25\nBayar sebelum 20-02-25", DUE_LABEL)).toBe(
      "2025-02-20",
    );
    expect(labelledDate("Please pay before 14 March 2025", DUE_LABEL)).toBe("2025-03-14");
  });

  it("reads a contract's end from its term: a span's last day, or its start plus its length", () => {
    const span = [
      "Pasal 2 JANGKA WAKTU",
      "Perjanjian ini berlaku selama 2 (dua) tahun terhitung sejak tanggal 1 Maret 2025 sampai dengan tanggal 28 Februari 2027.",
      "Para pihak dapat mengakhiri Perjanjian dengan pemberitahuan tertulis 30 (tiga puluh) hari sebelumnya.",
    ].join("\n");
    expect(termEnd(span)).toBe("2027-02-28");
    expect(
      termEnd("Jangka waktu sewa adalah 6 (enam) bulan terhitung sejak tanggal 15 Januari 2026."),
    ).toBe("2026-07-14");
    expect(
      termEnd(
        "This Agreement shall remain in force for a period of one (1) year commencing on 1 October 2025.",
      ),
    ).toBe("2026-09-30");
    // A length with no day it runs from gives no end.
    expect(termEnd("Perjanjian ini berlaku selama 3 (tiga) tahun.")).toBeNull();
    expect(termEnd(null)).toBeNull();
  });

  it("reads a due date whose label a photo's left edge cut off", () => {
    const photographed =
      "rekening listrik\ngl Tagihan : 02-05-25\nebelum . 19-05-25\nah Tagihan Rp 88.000";
    expect(labelledDate(photographed, DUE_LABEL)).toBe("2025-05-19");
    expect(labelledDate("Periode Mei\nuh Tempo: 07/06/2025", DUE_LABEL)).toBe("2025-06-07");
    expect(labelledDate("ng lambat 30-11-2025 pukul 23.59", DUE_LABEL)).toBe("2025-11-30");
    // Another word with the same letters is no label, nor is a cut label in mid-line.
    expect(labelledDate("Belum lunas per 02-05-25", DUE_LABEL)).toBeNull();
    expect(labelledDate("Tanggal 02-05-25, dibayar sebelumnya", DUE_LABEL)).toBeNull();
    expect(
      labelledDate("Kirim paket ke gudang sebelum ini\nTanggal 02-05-25", DUE_LABEL),
    ).toBeNull();
  });

  it("reads a contract's term as the period no notice or early ending sets", () => {
    const article = [
      "Pasal 2 JANGKA WAKTU",
      "Perjanjian ini berlaku untuk jangka waktu 3 (tiga) tahun sejak tanggal penandatanganan.",
      "Perjanjian dapat diakhiri lebih awal dengan pemberitahuan tertulis 30 (tiga puluh) hari sebelumnya.",
    ].join("\n");
    expect(periodIn([article], "term")?.duration.years).toBe(3);
    expect(periodIn([article], "termination")?.duration.days).toBe(30);
  });
});
