import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { askAssistant, openChatBench, type ChatBench } from "../../../../test/support/chat.ts";

/**
 * Questions leaving papers out, asking two things at once, or asking what a building's service
 * charge cost, on invented documents: slips and a kuitansi, invoices in rupiah and in other
 * currencies, a faktur pajak, and a building's quarterly service charge filed as a receipt.
 */
const TODAY = "2025-11-20";
let bench: ChatBench;
const ids: Record<string, string> = {};

async function ask(question: string, language: "en" | "id" = "en") {
  const answer = await askAssistant(bench.subject.app, bench.owner.token, {
    question,
    language,
    today: TODAY,
  });
  expect(answer.status, answer.body).toBe(200);
  return answer;
}

beforeAll(async () => {
  bench = await openChatBench(TODAY);
  ids.slip = await bench.add({
    name: "Struk Toko Lorem",
    type: "receipt",
    vendor: "Toko Lorem",
    documentDate: "2025-03-04",
    totalAmount: "100000.00",
    taxAmount: "9910.00",
    taxTypeName: "PPN",
    currency: "IDR",
    content: "TOKO LOREM\nGula ipsum 2 x 50.000\nTOTAL Rp 100.000\nDPP 90.090\nPPN 11% 9.910",
  });
  ids.otherSlip = await bench.add({
    name: "Struk Apotek Dolor",
    type: "receipt",
    vendor: "Apotek Dolor",
    documentDate: "2025-05-10",
    totalAmount: "300000.00",
    currency: "IDR",
    content: "APOTEK DOLOR\nObat sit amet 1 x 300.000\nTOTAL Rp 300.000",
  });
  ids.kuitansi = await bench.add({
    name: "scan bengkel",
    type: "receipt",
    vendor: "Bengkel Amet",
    documentDate: "2025-06-01",
    totalAmount: "2000000.00",
    currency: "IDR",
    content:
      "BENGKEL AMET\nK U I T A N S I\nSudah terima dari CV Ipsum\nUang sejumlah dua juta rupiah\nTerbilang Rp 2.000.000",
  });
  ids.rupiahInvoice = await bench.add({
    name: "Invoice Acme Ipsum",
    type: "invoice",
    vendor: "PT Acme Ipsum",
    documentNumber: "INV/ACM/0042",
    documentDate: "2025-06-02",
    dueDate: "2025-07-02",
    totalAmount: "5000000.00",
    currency: "IDR",
    content: "INVOICE INV/ACM/0042\nPT Acme Ipsum\nJasa konsultasi\nTotal Rp 5.000.000",
  });
  ids.dollarInvoice = await bench.add({
    name: "Invoice Lorem Cloud",
    type: "invoice",
    vendor: "Lorem Cloud Inc.",
    documentDate: "2025-07-01",
    dueDate: "2025-07-31",
    totalAmount: "250.00",
    currency: "USD",
    content: "Lorem Cloud Inc.\nInvoice\nHosting July 2025\nAmount due USD 250.00",
  });
  ids.singaporeInvoice = await bench.add({
    name: "Invoice Dolor Analytics",
    type: "invoice",
    vendor: "Dolor Analytics Pte. Ltd.",
    documentDate: "2025-08-05",
    totalAmount: "1200.00",
    currency: "SGD",
    content: "Dolor Analytics Pte. Ltd.\nTax invoice\nDashboard build\nTotal due SGD 1,200.00",
  });
  ids.taxInvoice = await bench.add({
    name: "faktur pajak acme",
    type: "invoice",
    vendor: "PT Acme Ipsum",
    documentNumber: "010.000-25.00001234",
    documentDate: "2025-06-02",
    totalAmount: "5000000.00",
    currency: "IDR",
    extractedData: { fields: { faktur_pajak_number: { value: "010.000-25.00001234" } } },
    content:
      "Faktur Pajak\nKode dan Nomor Seri Faktur Pajak : 010.000-25.00001234\nPT Acme Ipsum\nDPP 4.504.505\nPPN 495.495",
  });
  ids.building = await bench.add({
    name: "IMG building",
    type: "receipt",
    vendor: "CV Ipsum",
    documentDate: "2025-04-01",
    totalAmount: "6660000.00",
    serviceChargeAmount: "6000000.00",
    taxAmount: "660000.00",
    currency: "IDR",
    content:
      "GEDUNG LOREM TOWER\nDEBIT NOTE - SERVICE CHARGE\nPeriod April - June 2025\nService charge 6,000,000\nPPN 11% 660,000\nTotal IDR 6,660,000",
  });
});
afterAll(() => bench.subject.close());

describe("papers left out", () => {
  it("averages the slips of a year leaving the kuitansi out", async () => {
    const { text, cited } = await ask(
      "rata-rata nilai struk tahun 2025 berapa? (tanpa kwitansi)",
      "id",
    );
    expect(new Set(cited)).toEqual(new Set([ids.slip, ids.otherSlip, ids.building]));
    expect(cited).not.toContain(ids.kuitansi);
    expect(text).toContain("Rp 2.353.333");
  });

  it("lists the invoices in foreign currencies, each with its number", async () => {
    for (const question of ["list our foreign-currency invoices", "invoice valas apa saja"]) {
      const { cited } = await ask(question);
      expect(new Set(cited), question).toEqual(new Set([ids.dollarInvoice, ids.singaporeInvoice]));
    }
    const { text, cited } = await ask("which invoices are in rupiah from june 2025");
    expect(cited).toContain(ids.rupiahInvoice);
    expect(text).toContain("INV/ACM/0042");
  });

  it("lists the invoices without the faktur pajak restating one of them", async () => {
    const { cited } = await ask("daftar invoice selain faktur pajak", "id");
    expect(cited).toContain(ids.rupiahInvoice);
    expect(cited).not.toContain(ids.taxInvoice);
  });

  it("lists every faktur pajak with its serial number", async () => {
    const { text, cited } = await ask("sebutkan semua faktur pajak yg kita punya", "id");
    expect(cited).toEqual([ids.taxInvoice]);
    expect(text).toContain("010.000-25.00001234");
  });
});

describe("two things asked at once", () => {
  it("answers both fields of one slip and cites it once", async () => {
    const { text, cited } = await ask("belanja di toko lorem totalnya brp dan ppn nya brp?", "id");
    expect(text).toContain("Rp 100.000");
    expect(text).toContain("Rp 9.910");
    expect(cited).toEqual([ids.slip]);
  });
});

describe("a building's service charge", () => {
  it("answers what was paid for it, its bill's total, where no slip adds a service charge", async () => {
    const { text, cited } = await ask(
      "How much did we pay Gedung Lorem Tower for the Q2 2025 service charge?",
    );
    expect(cited).toEqual([ids.building]);
    expect(text).toContain("IDR 6,660,000");
  });
});
