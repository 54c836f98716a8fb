import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openChatBench, type ChatBench } from "../../../../test/support/chat.ts";
import type { Language } from "../../../contracts/languages.ts";

/** Invented papers of one organization; "today" for them is 2025-06-10. */
const TODAY = "2025-06-10";
let bench: ChatBench;
const ids: Record<string, string> = {};

const ask = (question: string | string[], asked: Language) => bench.ask(question, asked);

beforeAll(async () => {
  bench = await openChatBench(TODAY);
  ids.olderInvoice = await bench.add({
    name: "inv-contoh-0412",
    type: "invoice",
    vendor: "PT Contoh Niaga",
    documentDate: "2025-04-12",
    dueDate: "2025-05-12",
    totalAmount: "5550000.00",
    currency: "IDR",
    content: "INVOICE PT Contoh Niaga No. CN/04/12 Total Rp 5.550.000",
  });
  ids.newerInvoice = await bench.add({
    name: "inv-rekaan-0520",
    type: "invoice",
    vendor: "CV Rekaan Jaya",
    documentDate: "2025-05-20",
    dueDate: "2025-06-19",
    totalAmount: "2220000.00",
    currency: "IDR",
    content: "INVOICE CV Rekaan Jaya No. RJ-0520 Total Rp 2.220.000",
  });
  // The faktur pajak restating the newer sale, issued after it, and one dated before every bill.
  for (const [name, date, vendor] of [
    ["fp-rekaan-0522", "2025-05-22", "CV Rekaan Jaya"],
    ["fp-contoh-0301", "2025-03-01", "PT Contoh Niaga"],
  ] as const) {
    ids[name] = await bench.add({
      name,
      type: "invoice",
      vendor,
      documentDate: date,
      totalAmount: "2220000.00",
      currency: "IDR",
      content: `Faktur Pajak ${vendor} Kode dan Nomor Seri Faktur Pajak 010.000-25.00000001`,
      extractedData: { fields: { faktur_pajak_number: { value: "0100002500000001" } } },
    });
  }
  // A photographed water bill whose left edge cut its labels; understanding stored no due date.
  ids.waterBill = await bench.add({
    name: "foto-rekening-air",
    type: "billing statement",
    vendor: "Perumda Air Contoh",
    documentDate: "2025-05-02",
    totalAmount: "88000.00",
    currency: "IDR",
    content:
      "rumda Air Contoh\nREKENING AIR\ngl Tagihan : 02-05-25\nebelum . 19-05-25\n" +
      "aian air 12 m3 80.000\nah Tagihan Rp 88.000",
  });
});
afterAll(() => bench.subject.close());

describe("the assistant over papers filed or read short", () => {
  it("names the newest or oldest invoice by the seller's bill, not its faktur pajak", async () => {
    const newest = await ask("tagihan invoice terbaru dari siapa", "id");
    expect(newest.text).toContain("CV Rekaan Jaya");
    expect(newest.cited).toEqual([ids.newerInvoice]);
    const oldest = await ask("what's our oldest invoice", "en");
    expect(oldest.cited).toEqual([ids.olderInvoice]);
    // Asked for, the faktur pajak are still there to find.
    const taxInvoice = await ask("faktur pajak terbaru", "id");
    expect(taxInvoice.cited).toEqual([ids["fp-rekaan-0522"]]);
  });

  it("reads a due date whose label the photo cut off, in a list and in a follow-up", async () => {
    const due = await ask("tagihan yang jatuh tempo bulan mei 2025", "id");
    expect(due.cited).toContain(ids.waterBill);
    expect(due.text).toContain("19 Mei 2025");
    const followUp = await ask(["tagihan air contoh berapa?", "jatuh temponya kapan?"], "id");
    expect(followUp.text).toContain("19 Mei 2025");
    expect(followUp.cited).toEqual([ids.waterBill]);
  });
});
