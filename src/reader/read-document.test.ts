import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { OcrEngine } from "./ocr-engine.ts";
import { readDocument } from "./read-document.ts";
import { ReaderError } from "./reader-error.ts";
import type { FileKind } from "./sniff-file-type.ts";

const fixture = (name: string) =>
  new Uint8Array(readFileSync(new URL(`../../test/fixtures/files/${name}`, import.meta.url)));

/** These files need no OCR; an engine that is called fails the test. */
const noOcr: OcrEngine = {
  name: "wasm",
  recognize: () => Promise.reject(new Error("OCR was not expected for this file")),
  terminate: async () => {},
};

const read = (name: string, kind: FileKind) => readDocument(fixture(name), kind, { ocr: noOcr });

describe("readDocument without OCR", () => {
  it("reads a born-digital English invoice from its text layer, line by line with boxes", async () => {
    const result = await read("invoice-en.pdf", "pdf");
    expect(result.pageCount).toBe(1);
    const [page] = result.pages;
    expect(page).toMatchObject({ number: 1, method: "text-layer" });
    expect(page?.width).toBeCloseTo(595.28);
    expect(page?.height).toBeCloseTo(841.89);
    const texts = page?.lines.map((line) => line.text);
    expect(texts).toContain("INVOICE");
    expect(texts).toContain("Invoice No. INV-2025-0142");
    expect(texts).toContain("Total due USD 1,250.00");
    expect(texts).toContain("Description Qty Price Amount");
    expect(result.text).toContain("Thank you for your business.");
    expect(result.language).toBe("en");

    // Boxes in PDF points from the top-left: the title sits 72 pt from the left, near the top,
    // 22 pt high; lines run down the page in order.
    const title = page?.lines[0];
    expect(title?.box?.x).toBeCloseTo(72);
    expect(title?.box?.y).toBeGreaterThan(60);
    expect(title?.box?.y).toBeLessThan(100);
    expect(title?.box?.height).toBeCloseTo(22);
    expect(title?.confidence).toBeNull();
    const tops = page?.lines.map((line) => line.box?.y ?? -1) ?? [];
    expect(tops).toEqual([...tops].sort((a, b) => a - b));
    const total = page?.lines.find((line) => line.text.startsWith("Total due"));
    expect(total?.box?.width).toBeGreaterThan(400 - 72);
  });

  it("reads an Indonesian faktur and knows its language", async () => {
    const result = await read("faktur-id.pdf", "pdf");
    expect(result.pages[0]?.method).toBe("text-layer");
    for (const phrase of ["FAKTUR", "Jumlah", "PPN 11% Rp 110.000", "Total Rp 1.110.000"]) {
      expect(result.text).toContain(phrase);
    }
    expect(result.language).toBe("id");
    expect(result.languageConfidence).toBeGreaterThan(0.8);
  });

  it("reads all 20 pages of a long PDF in order and reports progress", async () => {
    const progress: number[] = [];
    const result = await readDocument(fixture("multipage-20.pdf"), "pdf", {
      ocr: noOcr,
      onProgress: (fraction) => progress.push(fraction),
    });
    expect(result.pageCount).toBe(20);
    expect(result.pages.map((page) => page.method)).toEqual(Array(20).fill("text-layer"));
    result.pages.forEach((page, index) => {
      expect(page.number).toBe(index + 1);
      expect(page.text).toContain(`Annual Report 2024 - Section ${index + 1}`);
      expect(page.text).toContain(`Page ${index + 1} of 20`);
    });
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(progress.at(-1)).toBe(1);
    expect(progress.length).toBeGreaterThanOrEqual(20);
  });

  it("reads a DOCX's paragraphs and table cells as one page without layout", async () => {
    const result = await read("kontrak-id.docx", "docx");
    expect(result.pages).toHaveLength(1);
    const [page] = result.pages;
    expect(page).toMatchObject({ method: "office", width: null, height: null });
    expect(page?.lines[0]).toEqual({
      text: "PERJANJIAN SEWA MENYEWA GUDANG",
      box: null,
      confidence: null,
    });
    for (const phrase of ["Nomor: 012/SM/IV/2025", "Pasal 3 Harga Sewa", "Rp 60.000.000"]) {
      expect(result.text).toContain(phrase);
    }
    expect(result.text).toContain("hukum Negara Republik Indonesia");
    expect(result.language).toBe("id");
  });

  it("reads a Word 97 DOC's body text", async () => {
    const result = await read("contract-en.doc", "doc");
    expect(result.pages[0]?.method).toBe("office");
    expect(result.pages[0]?.lines[0]?.text).toBe("SERVICE AGREEMENT");
    for (const phrase of [
      "Blue Ocean Trading Pte. Ltd.",
      "USD 2,400.00",
      "laws of the Republic of Singapore",
    ]) {
      expect(result.text).toContain(phrase);
    }
    expect(result.language).toBe("en");
  });

  it("reads each XLSX sheet as a page of rows, formulas by their results, dates as ISO", async () => {
    const result = await read("laporan-id.xlsx", "xlsx");
    expect(result.pageCount).toBe(2);
    const [penjualan, catatan] = result.pages;
    expect(penjualan?.method).toBe("sheet");
    expect(penjualan?.lines.map((line) => line.text)).toEqual([
      "Penjualan",
      "Laporan Penjualan Kuartal I 2025",
      "Bulan | Pendapatan | Biaya | Laba",
      "Januari | 125000000 | 80000000 | 45000000",
      "Februari | 118500000 | 76250000 | 42250000",
      "Maret | 140000000 | 91000000 | 49000000",
      "Total | 383500000 | 247250000 | 136250000",
    ]);
    expect(catatan?.text).toBe(
      "Catatan\nTanggal laporan | 2025-04-05\nDisusun oleh | Bagian Keuangan",
    );
    expect(result.language).toBe("id");
  });

  it("reads an Excel 97 XLS with SheetJS, keeping empty cells in their columns", async () => {
    const result = await read("ledger-en.xls", "xls");
    expect(result.pages.map((page) => page.lines[0]?.text)).toEqual(["General Ledger", "Accounts"]);
    const lines = result.pages[0]?.lines.map((line) => line.text);
    expect(lines).toContain("2025-04-01 | 6100 Rent | Office rent for April | 1800");
    expect(lines).toContain("2025-04-03 | 1100 Bank | Payment from Blue Ocean Trading |  | 2400");
    expect(lines).toContain("Total |  |  | 2112.4 | 2400");
    expect(result.language).toBe("en");
  });

  it("reads a semicolon CSV with a byte-order mark and a quoted semicolon", async () => {
    const result = await read("transaksi-id.csv", "csv");
    const [page] = result.pages;
    expect(page?.method).toBe("csv");
    expect(page?.lines.map((line) => line.text)).toEqual([
      "Tanggal | Keterangan | Debit | Kredit | Saldo",
      "01/03/2025 | Saldo awal |  |  | 10.000.000",
      "03/03/2025 | Pembayaran faktur FK/2025/03/0088 |  | 1.110.000 | 8.890.000",
      "10/03/2025 | Transfer ke CV Maju Bersama; termin 1 |  | 2.500.000 | 6.390.000",
      "15/03/2025 | Penerimaan dari PT Sentosa Makmur | 2.750.000 |  | 9.140.000",
      "31/03/2025 | Biaya administrasi bank |  | 15.000 | 9.125.000",
    ]);
    expect(result.language).toBe("id");
  });

  it("reads an English DOCX lease with its rent table, in English", async () => {
    const result = await read("contract-en.docx", "docx");
    expect(result.pages).toHaveLength(1);
    const lines = result.pages[0]?.lines.map((line) => line.text);
    expect(lines?.[0]).toBe("LEASE AGREEMENT");
    expect(lines).toContain("USD 12,000.00");
    for (const phrase of [
      "Agreement No. LA-2025-017",
      "between Harbour Freight Logistics Pte. Ltd.",
      "PT Sinar Jaya Abadi",
      "governed by the laws of the Republic of Singapore",
    ]) {
      expect(result.text).toContain(phrase);
    }
    expect(result.language).toBe("en");
  });

  it("reads an Indonesian Word 97 DOC, in Indonesian", async () => {
    const result = await read("surat-id.doc", "doc");
    expect(result.pages[0]?.method).toBe("office");
    expect(result.pages[0]?.lines[0]?.text).toBe("SURAT PERJANJIAN KERJA SAMA");
    for (const phrase of [
      "Nomor: 045/PKS/V/2025",
      "selanjutnya disebut sebagai Pihak Pertama",
      "Pasal 2 Nilai Kerja Sama",
      "Rp 25.000.000 (dua puluh lima juta rupiah)",
    ]) {
      expect(result.text).toContain(phrase);
    }
    expect(result.language).toBe("id");
  });

  it("reads an English XLSX expense report with its dates and formula total", async () => {
    const result = await read("expenses-en.xlsx", "xlsx");
    expect(result.pages.map((page) => page.lines[0]?.text)).toEqual(["Expenses", "Notes"]);
    expect(result.pages[0]?.lines.map((line) => line.text)).toEqual([
      "Expenses",
      "Expense Report Q2 2025",
      "Date | Description | Category | Amount",
      "2025-04-14 | Flight to Jakarta for the client meeting | Travel | 420",
      "2025-04-15 | Hotel in Jakarta for two nights | Lodging | 310.5",
      "2025-05-22 | Lunch with the supplier from Surabaya | Meals | 86.25",
      "2025-06-09 | Printer paper and toner | Office | 64",
      "Total |  |  | 880.75",
    ]);
    expect(result.pages[1]?.text).toContain("Submitted on | 2025-07-03");
    expect(result.language).toBe("en");
  });

  it("reads an Indonesian Excel 97 XLS balance sheet with its total", async () => {
    const result = await read("neraca-id.xls", "xls");
    expect(result.pages.map((page) => page.lines[0]?.text)).toEqual(["Neraca", "Catatan"]);
    expect(result.pages[0]?.lines.map((line) => line.text)).toEqual([
      "Neraca",
      "Neraca per 30 Juni 2025",
      "Pos | Jumlah (Rp)",
      "Kas | 45000000",
      "Piutang usaha | 120500000",
      "Persediaan barang | 80000000",
      "Peralatan kantor | 35000000",
      "Jumlah aset | 280500000",
    ]);
    expect(result.pages[1]?.text).toContain("Disusun oleh | Bagian Keuangan");
    expect(result.language).toBe("id");
  });

  it("reads an English comma CSV with a quoted comma", async () => {
    const result = await read("transactions-en.csv", "csv");
    const [page] = result.pages;
    expect(page?.method).toBe("csv");
    expect(page?.lines.map((line) => line.text)).toEqual([
      "Date | Description | Debit | Credit | Balance",
      "2025-04-01 | Opening balance |  |  | 15000.00",
      "2025-04-03 | Payment, invoice INV-2025-0142 |  | 1250.00 | 13750.00",
      "2025-04-10 | Transfer from Blue Ocean Trading | 2400.00 |  | 16150.00",
      "2025-04-18 | Card payment at Corner Coffee House |  | 14.03 | 16135.97",
      "2025-04-30 | Service charge for the month |  | 12.50 | 16123.47",
    ]);
    expect(result.language).toBe("en");
  });

  it("reads a comma CSV in Windows-1252 too", async () => {
    const bytes = new Uint8Array(Buffer.from("Nama,Kota\nCaf\xe9 Ole,Bandung\n", "latin1"));
    const result = await readDocument(bytes, "csv", { ocr: noOcr });
    expect(result.pages[0]?.lines.map((line) => line.text)).toEqual([
      "Nama | Kota",
      "Café Ole | Bandung",
    ]);
  });

  it("refuses an encrypted or a broken PDF with the file's error code", async () => {
    await expect(read("encrypted.pdf", "pdf")).rejects.toMatchObject({
      name: "ReaderError",
      code: "FILE_ENCRYPTED",
    });
    await expect(read("corrupt.pdf", "pdf")).rejects.toBeInstanceOf(ReaderError);
    await expect(read("corrupt.pdf", "pdf")).rejects.toMatchObject({ code: "FILE_CORRUPT" });
  });

  it("refuses Office files that are not what they claim", async () => {
    await expect(read("invoice-en.pdf", "docx")).rejects.toMatchObject({ code: "FILE_CORRUPT" });
    await expect(read("invoice-en.pdf", "xlsx")).rejects.toMatchObject({ code: "FILE_CORRUPT" });
    await expect(read("invoice-en.pdf", "doc")).rejects.toMatchObject({ code: "FILE_CORRUPT" });
    await expect(read("invoice-en.pdf", "xls")).rejects.toMatchObject({ code: "FILE_CORRUPT" });
  });

  it("stops before reading when the signal has already been aborted", async () => {
    const controller = new AbortController();
    controller.abort(new Error("job cancelled"));
    await expect(
      readDocument(fixture("invoice-en.pdf"), "pdf", { ocr: noOcr, signal: controller.signal }),
    ).rejects.toThrow("job cancelled");
  });
});
