import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openChatBench, type ChatBench } from "../../../../test/support/chat.ts";
import type { Language } from "../../../contracts/languages.ts";

/**
 * What understanding did not store is still on the page (issue 18): through
 * `POST /api/chat-stream` on a real database, in English and Indonesian, with the interface in
 * the other language each time. A due date or a document number printed beside its label is
 * read from the text; a bill read as no kind of paper is still the one its words name; a
 * number given in the question finds the document printing it.
 */
const TODAY = "2025-11-20";
let bench: ChatBench;
const ids: Record<string, string> = {};

const ask = (question: string | string[], asked: Language) => bench.ask(question, asked);

beforeAll(async () => {
  bench = await openChatBench(TODAY);
  // Its due date and number were not stored; both are printed beside their labels.
  ids.unread = await bench.add({
    name: "lampiran-invoice-scan",
    type: "invoice",
    vendor: "Nordlys Cargo Pte. Ltd.",
    documentDate: "2025-11-12",
    currency: "SGD",
    totalAmount: "1090.00",
    content:
      "NORDLYS CARGO PTE. LTD. INVOICE\nJl. Contoh No. 12\nBilled To Number : NC-88412\n" +
      "PT Pelanggan Contoh Due : December 12, 2025\nFreight forwarding 1 1,000.00\n" +
      "GST 9% SGD 90.00\nAmount Due SGD 1,090.00",
  });
  ids.stored = await bench.add({
    name: "invoice-kestrel-freight",
    type: "invoice",
    vendor: "Kestrel Freight Ltd",
    documentDate: "2025-11-03",
    dueDate: "2025-12-03",
    currency: "USD",
    totalAmount: "500.00",
  });
  ids.paid = await bench.add({
    name: "invoice-lama",
    type: "invoice",
    vendor: "PT Lama Contoh",
    documentDate: "2025-09-01",
    currency: "IDR",
    totalAmount: "250000",
    content: "INVOICE\nDue : October 1, 2025\nTotal Rp 250.000",
  });
  // A water bill whose scan lost its left edge: no kind, no total, its utility's name cut.
  ids.waterBill = await bench.add({
    name: "IMG-20240806-0001",
    type: "uncategorized",
    vendor: "ING AIR",
    documentDate: "2024-08-06",
    currency: "IDR",
    content:
      "a Air Minum Tirta Wening Kota Contoh\nING AIR |\nTagihan . 06-08-24\n" +
      "aian air 31 m3 93.000\nadministrasi 3.000\nah Tagihan Rp 77.500\nayaran melalui kantor pos",
  });
  ids.otherWaterBill = await bench.add({
    name: "rekening-air-pdam",
    type: "billing statement",
    vendor: "PERUMDA AIR MINUM TIRTA LESTARI",
    documentDate: "2024-07-05",
    currency: "IDR",
    totalAmount: "120000",
    content: "PDAM TIRTA LESTARI\nREKENING AIR\nTotal Tagihan Rp 120.000",
  });
  // Two tax invoices of one series.
  ids.fakturAsked = await bench.add({
    name: "scan-0041",
    type: "invoice",
    vendor: "PT Wening Sistem",
    documentDate: "2024-04-04",
    currency: "IDR",
    totalAmount: "3330000",
    // Its number printed without separators, as e-Faktur's code carries it: no word of the
    // question's "010.000-24.70291234" matches it, while the other faktur shares two.
    content:
      "Faktur Pajak\nPengusaha Kena Pajak\nNama : PT Wening Sistem\n" +
      "Alamat : Jl. Contoh Raya No. 12 Blok C, RT 001/RW 002, Kelurahan Contoh, Kecamatan Contoh, Kota Contoh 12345\n" +
      "NPWP : 66.564.851.5-556.000\nPembeli Barang Kena Pajak / Penerima Jasa Kena Pajak\n" +
      "Nama : PT Pembeli Contoh\nAlamat : Jl. Pembeli No. 3, Kota Contoh\nNPWP : 01.852.609.5-881.001\n" +
      "Kode dan Nomor Seri Faktur Pajak : 0100002470291234\nHarga Jual 3.000.000\nPPN 330.000",
  });
  ids.fakturOther = await bench.add({
    name: "Faktur Pajak 010.000-24.55510001",
    type: "invoice",
    vendor: "PT Sinar Contoh Logistik",
    documentTitle: "Faktur Pajak",
    documentDate: "2025-05-02",
    currency: "IDR",
    totalAmount: "5550000",
    content:
      "Faktur Pajak\nFaktur Pajak Keluaran\nKode dan Nomor Seri Faktur Pajak : 010.000-24.55510001\n" +
      "Pengusaha Kena Pajak: PT Sinar Contoh Logistik\nPPN 550.000",
  });
});
afterAll(() => bench.subject.close());

describe("POST /api/chat-stream reads from the text what understanding did not store", () => {
  it("lists the invoices due next month with a due date read beside its label", async () => {
    const english = await ask("which invoices are due next month", "en");
    expect(new Set(english.cited)).toEqual(new Set([ids.unread, ids.stored]));
    expect(english.text).toContain("Dec 12, 2025");
    const indonesian = await ask("list invoice yang jatuh tempo bulan depan", "id");
    expect(new Set(indonesian.cited)).toEqual(new Set([ids.unread, ids.stored]));
    expect(indonesian.text).toContain("12 Des 2025");
    // Counted and summed with them, per currency.
    const total = await ask("total invoice yang jatuh tempo bulan depan", "id");
    expect(total.text).toContain("SGD 1.090,00");
    expect(total.text).toContain("USD 500,00");
  });

  it("gives a document number printed beside its label", async () => {
    const english = await ask("invoice number of the Nordlys Cargo invoice", "en");
    expect(english.text).toContain("**NC-88412**");
    expect(english.cited).toEqual([ids.unread]);
    const indonesian = await ask("nomor invoice nordlys cargo", "id");
    expect(indonesian.text).toContain("**NC-88412**");
  });

  it("finds a bill read as no kind of paper by its words, its total from the labelled line", async () => {
    const indonesian = await ask("berapa tagihan tirta wening", "id");
    expect(indonesian.text).toContain("**Rp 77.500**");
    expect(indonesian.cited).toEqual([ids.waterBill]);
    const english = await ask("how much is the tirta wening water bill", "en");
    expect(english.text).toContain("**IDR 77,500**");
    expect(english.cited).toEqual([ids.waterBill]);
  });

  it("takes the document printing the number the question gives", async () => {
    const indonesian = await ask("vendor faktur pajak 010.000-24.70291234 siapa", "id");
    expect(indonesian.text).toContain("**PT Wening Sistem**");
    expect(indonesian.cited).toEqual([ids.fakturAsked]);
    const english = await ask("who is the vendor of tax invoice 010.000-24.70291234", "en");
    expect(english.text).toContain("**PT Wening Sistem**");
    expect(english.cited).toEqual([ids.fakturAsked]);
  });
});
