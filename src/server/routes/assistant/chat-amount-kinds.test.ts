import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openChatBench, type ChatBench } from "../../../../test/support/chat.ts";
import type { Language } from "../../../contracts/languages.ts";

/**
 * Questions weighing amounts (issue 18) through `POST /api/chat-stream` on a real database, in
 * English and Indonesian with the interface in the other language: the largest or smallest
 * document, the vendor spent most with, an average, one subject over two periods, and a sale
 * counted once when its faktur pajak restates its invoice.
 */
const TODAY = "2026-01-15";
let bench: ChatBench;
const ids: Record<string, string> = {};

const ask = (question: string | string[], asked: Language) => bench.ask(question, asked);

const receipt = (name: string, vendor: string, documentDate: string, totalAmount: string) => ({
  name,
  type: "receipt",
  vendor,
  documentDate,
  currency: "IDR",
  totalAmount,
  content: `${vendor.toUpperCase()}\nTanggal ${documentDate}\nTotal ${totalAmount}`,
});

beforeAll(async () => {
  bench = await openChatBench(TODAY);
  ids.cafe2024 = await bench.add({
    ...receipt("struk-kafe-contoh-satu", "Kafe Contoh Satu", "2024-05-10", "80000"),
  });
  ids.cafeDear = await bench.add({
    ...receipt("struk-kafe-contoh-dua", "Kafe Contoh Dua", "2025-03-02", "120000"),
  });
  ids.cafeCheap = await bench.add({
    ...receipt("struk-kafe-contoh-tiga", "Kafe Contoh Tiga", "2025-08-20", "60000"),
  });
  const invoice = (name: string, vendor: string, documentDate: string, totalAmount: string) => ({
    name,
    type: "invoice",
    vendor,
    documentDate,
    currency: "IDR",
    totalAmount,
    content: `INVOICE\n${vendor}\nTotal ${totalAmount}`,
  });
  ids.big = await bench.add(invoice("INV-BESAR-01", "PT Contoh Besar", "2025-02-10", "10000000"));
  // The faktur pajak of the same sale: the same seller, date and total.
  ids.bigTax = await bench.add({
    ...invoice("FP-BESAR-01", "PT Contoh Besar", "2025-02-10", "10000000"),
    content: "FAKTUR PAJAK\nPT Contoh Besar\nDPP 9.009.009 PPN 990.991\nTotal 10.000.000",
    taxAmount: "990991",
    taxTypeName: "PPN",
    extractedData: {
      fields: {
        faktur_pajak_number: {
          value: "010.000-25.00000001",
          confidence: 0.9,
          source: null,
          needs_review: false,
        },
      },
    },
  });
  ids.smallA = await bench.add(invoice("INV-KECIL-01", "PT Contoh Kecil", "2025-04-03", "7000000"));
  ids.smallB = await bench.add(invoice("INV-KECIL-02", "PT Contoh Kecil", "2025-05-03", "4000000"));
  ids.usd = await bench.add({
    ...invoice("INV-CLOUD-9", "Contoh Cloud Inc", "2025-06-01", "900"),
    currency: "USD",
  });
});
afterAll(() => bench.subject.close());

describe("POST /api/chat-stream weighs amounts, in the question's language", () => {
  it("gives the largest and the smallest document of a kind in a period", async () => {
    const dear = await ask("receipt paling mahal thn 2025", "id");
    expect(dear.text).toContain("**Rp 120.000**");
    expect(dear.cited).toEqual([ids.cafeDear]);
    const cheap = await ask("what was our smallest receipt in 2025", "en");
    expect(cheap.text).toContain("**IDR 60,000**");
    expect(cheap.cited).toEqual([ids.cafeCheap]);
    // Amounts in two currencies are not weighed: the rupiah invoices are, and the answer says so.
    const largest = await ask("biggest invoice in 2025", "en");
    expect(largest.text).toContain("IDR 10,000,000");
    expect(largest.text).toContain("I compared the amounts in IDR only");
    expect(largest.cited).toEqual([ids.big]);
  });

  it("names the vendor spent most with, counting a sale and its faktur pajak once", async () => {
    const english = await ask("which vendor did we spend the most with in 2025", "en");
    expect(english.text).toContain("**PT Contoh Kecil**");
    expect(english.text).toContain("**IDR 11,000,000** across 2 documents");
    expect(new Set(english.cited)).toEqual(new Set([ids.smallA, ids.smallB]));
    const indonesian = await ask("sama siapa kita paling banyak bayar thn 2025", "id");
    expect(indonesian.text).toContain("**Rp 11.000.000** dari 2 dokumen");
  });

  it("averages per document, rata2 written as people type it", async () => {
    const indonesian = await ask("rata2 struk kafe thn 2025 brp", "id");
    expect(indonesian.text).toContain("**Rp 90.000** per dokumen, dari 2 dokumen");
    expect(new Set(indonesian.cited)).toEqual(new Set([ids.cafeDear, ids.cafeCheap]));
    const english = await ask("average cafe receipt in 2025", "en");
    expect(english.text).toContain("**IDR 90,000** per document");
  });

  it("sums one subject over two periods side by side", async () => {
    const english = await ask("compare cafe receipts 2024 vs 2025", "en");
    expect(english.text).toContain("**IDR 80,000**");
    expect(english.text).toContain("**IDR 180,000**");
    expect(new Set(english.cited)).toEqual(new Set([ids.cafe2024, ids.cafeDear, ids.cafeCheap]));
    const indonesian = await ask("pengeluaran kafe 2024 dibanding 2025", "id");
    expect(indonesian.text).toContain("Perbandingan kedua periode");
    expect(indonesian.text).toContain("**Rp 180.000** (2 dokumen)");
  });

  it("sums what was paid to one seller counting a sale and its faktur pajak once", async () => {
    const indonesian = await ask("berapa total yang kita bayar ke contoh besar", "id");
    expect(indonesian.text).toContain("**Rp 10.000.000**");
    expect(indonesian.cited).toEqual([ids.big]);
    const english = await ask("how much did we pay contoh besar altogether", "en");
    expect(english.text).toContain("**IDR 10,000,000**");
    expect(english.cited).toEqual([ids.big]);
  });

  it("answers when a payment was made by the day its receipt is dated", async () => {
    const english = await ask("when did we pay kafe contoh dua", "en");
    expect(english.text).toContain("**Mar 2, 2025**");
    expect(english.cited).toEqual([ids.cafeDear]);
    const indonesian = await ask("kapan kita bayar di kafe contoh tiga", "id");
    expect(indonesian.text).toContain("**20 Agu 2025**");
  });

  it("counts invoices and faktur pajak apart", async () => {
    const invoices = await ask("how many invoices did we get in 2025", "en");
    expect(invoices.text).toContain("There are 4 matching documents");
    expect(invoices.cited).not.toContain(ids.bigTax);
    const fakturPajak = await ask("brp faktur pajak thn 2025", "id");
    expect(fakturPajak.text).toContain("Ada 1 dokumen");
    expect(fakturPajak.cited).toEqual([ids.bigTax]);
    const leftOut = await ask("jumlah invoice tahun 2025, tidak termasuk faktur pajak", "id");
    expect(leftOut.text).toContain("Ada 4 dokumen");
  });
});
