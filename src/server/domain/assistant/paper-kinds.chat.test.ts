import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { askAssistant, openChatBench, type ChatBench } from "../../../../test/support/chat.ts";

/**
 * Sums and counts over papers as an owner means them, on invented documents: a shop's nota
 * filed as an invoice, a metered bill whose kind was not read, a building's service fee, a
 * slip whose tax line could not be read and an invoice whose issue date was not stored.
 */
const TODAY = "2025-11-20";
let bench: ChatBench;
const ids: Record<string, string> = {};

async function ask(question: string | string[]) {
  const answer = await askAssistant(bench.subject.app, bench.owner.token, {
    question,
    language: "en",
    today: TODAY,
  });
  expect(answer.status, answer.body).toBe(200);
  return answer;
}

beforeAll(async () => {
  bench = await openChatBench(TODAY);
  ids.slip = await bench.add({
    name: "Struk Warung Lorem",
    type: "receipt",
    vendor: "Warung Lorem",
    documentDate: "2025-03-04",
    totalAmount: "120000.00",
    serviceChargeAmount: "10000.00",
    taxAmount: "11000.00",
    taxTypeName: "PB1",
    currency: "IDR",
    content:
      "WARUNG LOREM\nNasi ipsum 2\nSubtotal 99.000\nService 10.000\nPB1 11.000\nTotal 120.000",
  });
  ids.nota = await bench.add({
    name: "scan nota",
    type: "invoice",
    vendor: "UD Contoh Jaya",
    documentDate: "2025-04-09",
    totalAmount: "450000.00",
    currency: "IDR",
    content: "UD CONTOH JAYA ~ NOTANo. 0913\nPaku dolor 2 kg 50.000\nTOTAL Rp 450.000\nLUNAS",
  });
  ids.invoice = await bench.add({
    name: "Invoice Acme Ipsum",
    type: "invoice",
    vendor: "PT Acme Ipsum",
    documentDate: "2025-06-02",
    dueDate: "2025-07-02",
    totalAmount: "5000000.00",
    currency: "IDR",
    content: "INVOICE\nPT Acme Ipsum\nJasa konsultasi sit amet\nTotal Rp 5.000.000",
  });
  ids.undated = await bench.add({
    name: "invoice scan",
    type: "invoice",
    vendor: "Lorem Freight Pte. Ltd.",
    dueDate: "2025-05-02",
    totalAmount: "800.00",
    currency: "SGD",
    content:
      "Lorem Freight Pte. Ltd.\nDue Date : May 2, 2025\nBill to: CV Ipsum Invoice Date : March 12, 2025\nTotal SGD 800.00",
  });
  ids.statement = await bench.add({
    name: "Tagihan Lorem Net Juni",
    type: "billing statement",
    vendor: "PT Lorem Net",
    documentDate: "2025-06-05",
    totalAmount: "350000.00",
    currency: "IDR",
    content: "PT Lorem Net\nTagihan layanan internet Juni 2025\nTotal Tagihan Rp 350.000",
  });
  ids.metered = await bench.add({
    name: "IMG water",
    type: "uncategorized",
    documentDate: "2025-06-07",
    currency: "IDR",
    content:
      "PDAM Tirta Contoh\nPemakaian air 18 m3 72.000\nBiaya admin 3.000\nJumlah Tagihan Rp 75.000",
  });
  ids.building = await bench.add({
    name: "Tagihan service charge gedung",
    type: "billing statement",
    vendor: "PT Gedung Ipsum",
    documentDate: "2025-05-01",
    totalAmount: "9000000.00",
    serviceChargeAmount: "8000000.00",
    currency: "IDR",
    content: "PT Gedung Ipsum\nService charge unit 7-01 Mei 2025 8.000.000\nTotal 9.000.000",
  });
  ids.smudged = await bench.add({
    name: "IMG cafe",
    type: "receipt",
    vendor: "Kopi Dolor",
    documentDate: "2025-08-15",
    totalAmount: "57750.00",
    serviceChargeAmount: "2500.00",
    currency: "IDR",
    content:
      "KOPI DOLOR\nKopi sit 2 x 25.000\nSubtotal 50.000\nService Charge 2.500\nPB1 10% 5Z5O,~\nTagihan 57.750",
  });
});
afterAll(() => bench.subject.close());

describe("papers as an owner means them", () => {
  it("counts a shop's nota among receipts, not invoices", async () => {
    const receipts = await ask("how many receipts do we have from 2025");
    expect(new Set(receipts.cited)).toEqual(new Set([ids.slip, ids.nota, ids.smudged]));
    const invoices = await ask("how many invoices do we have from 2025");
    expect(new Set(invoices.cited)).toEqual(new Set([ids.invoice, ids.undated]));
  });

  it("reads the issue date a document prints when understanding stored none, not its due date", async () => {
    const march = await ask("which invoices are from march 2025");
    expect(march.cited).toEqual([ids.undated]);
    expect(march.text).toContain("Mar 12, 2025");
    const may = await ask("which invoices are from may 2025");
    expect(may.cited).not.toContain(ids.undated);
  });

  it("sums the monthly bills, a metered one whose kind was not read with its printed total", async () => {
    const { text, cited } = await ask("total bills june 2025");
    expect(new Set(cited)).toEqual(new Set([ids.statement, ids.metered]));
    expect(text).toContain("IDR 425,000");
  });

  it("sums a counter's service charge, not a building's monthly service fee", async () => {
    const { text, cited } = await ask("total service charge in 2025");
    expect(new Set(cited)).toEqual(new Set([ids.slip, ids.smudged]));
    expect(text).toContain("IDR 12,500");
  });

  it("takes a restaurant tax whose line was not read from the slip's own figures", async () => {
    const { text, cited } = await ask("how much PB1 did we pay in 2025");
    expect(new Set(cited)).toEqual(new Set([ids.slip, ids.smudged]));
    expect(text).toContain("IDR 16,250");
  });
});
