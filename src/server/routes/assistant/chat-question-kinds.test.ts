import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { personalOrganizationOf, signUp } from "../../../../test/support/accounts.ts";
import { openChatBench, type ChatBench } from "../../../../test/support/chat.ts";
import { insertDocument } from "../../../../test/support/documents.ts";
import type { Language } from "../../../contracts/languages.ts";

/**
 * Each kind of question (issue 18) through `POST /api/chat-stream` on a real database, in
 * English and Indonesian. The interface is set to the other language each time: the answer
 * must come back in the language the question was asked in.
 */
const TODAY = "2025-11-20";
let bench: ChatBench;
const ids: Record<string, string> = {};

const ask = (question: string | string[], asked: Language) => bench.ask(question, asked);

beforeAll(async () => {
  bench = await openChatBench(TODAY);
  const stranger = await signUp(bench.subject.app);
  ids.cafe = await bench.add({
    name: "struk-warung-kopi-lembayung",
    type: "receipt",
    vendor: "Warung Kopi Lembayung",
    documentDate: "2025-10-12",
    currency: "IDR",
    totalAmount: "150000",
    taxAmount: "9000",
    taxTypeName: "PB1",
    content: "WARUNG KOPI LEMBAYUNG\nSubtotal 133.500\nService charge 12.500\nPB1 9.000",
    extractedData: {
      fields: {
        service_charge_amount: { value: 12500, confidence: 0.9, source: null, needs_review: false },
        discount: { value: 5000, confidence: 0.9, source: null, needs_review: false },
      },
    },
  });
  // A grocer's slip whose items, well below its heading, include coffee.
  ids.grocer = await bench.add({
    name: "struk-toko-sayur-contoh",
    type: "receipt",
    vendor: "Toko Sayur Contoh",
    documentDate: "2025-09-03",
    currency: "IDR",
    totalAmount: "111000",
    taxAmount: "11000",
    taxTypeName: "PPN",
    content:
      "TOKO SAYUR CONTOH\nJl. Contoh Raya No. 1, RT 001/RW 002, Kelurahan Contoh, Kecamatan Contoh\n" +
      "Kota Contoh 12345, Telp. (021) 000-0000\nTanggal 03-09-2025 10:00 Kasir: Contoh\n" +
      "ID Transaksi 0001\nBeras Pandan 5kg 78.500\nTepung Terigu 1kg 13.500\n" +
      "Minyak Goreng 1L 18.000\nSabun Cuci Piring 3 x 14.200 42.600\nMie Goreng Instan 3.400\n" +
      "Teh Celup isi 25 7.900\nSusu UHT 1L 19.900\nGaram Dapur 250g 4.000\n" +
      "Kecap Manis 275ml 12.000\nKopi Bubuk 200g 26.500\nGula Pasir 1kg 17.500\nDPP 100.000 PPN 11.000",
  });
  // A grocer's slip whose first item, within its heading's reach, is coffee.
  ids.coffeeGrocer = await bench.add({
    name: "struk-grosir-contoh",
    type: "receipt",
    vendor: "Grosir Contoh Jaya",
    documentDate: "2025-07-02",
    currency: "IDR",
    totalAmount: "45000",
    content: "GROSIR CONTOH JAYA\nTanggal 02-07-2025\nKopi Bubuk 200g 26.500\nTeh Celup 18.500",
  });
  ids.pharmacy = await bench.add({
    name: "struk-apotek-contoh",
    type: "receipt",
    vendor: "Apotek Contoh Sehat",
    documentDate: "2025-10-25",
    currency: "IDR",
    totalAmount: "82000",
  });
  ids.orchid = await bench.add({
    name: "INV-ORC-0912",
    type: "invoice",
    vendor: "Orchid Cloud Ltd",
    documentDate: "2025-09-01",
    dueDate: "2025-10-01",
    currency: "USD",
    totalAmount: "1200.50",
  });
  ids.kestrel = await bench.add({
    name: "INV-KD-77",
    type: "invoice",
    vendor: "Kestrel Data Inc",
    documentDate: "2025-08-14",
    dueDate: "2025-09-13",
    currency: "USD",
    totalAmount: "799.50",
  });
  ids.niaga = await bench.add({
    name: "faktur-contoh-niaga",
    type: "invoice",
    vendor: "PT Contoh Niaga",
    documentDate: "2025-11-05",
    dueDate: "2025-12-05",
    currency: "IDR",
    totalAmount: "5000000",
  });
  ids.warehouse = await bench.add({
    name: "Perjanjian Sewa Gudang Cikarang",
    type: "contract",
    contractType: "lease",
    documentTitle: "Perjanjian Sewa Gudang",
    primaryParty: "Rina Hartono",
    counterparty: "CV Sinar Contoh",
    expiryDate: "2026-05-31",
    currency: "IDR",
    content:
      "PERJANJIAN SEWA GUDANG\nPasal 3\nHARGA SEWA\nPIHAK KEDUA menyerahkan uang jaminan sebesar Rp 20.000.000 (dua puluh juta rupiah).\n" +
      "Pasal 4\nPERPANJANGAN\nPerpanjangan disampaikan 3 (tiga) bulan sebelum berakhirnya jangka waktu sewa.\n" +
      "Pasal 5\nPENGAKHIRAN\nMasing-masing pihak dapat mengakhiri Perjanjian ini dengan pemberitahuan tertulis paling lambat 45 (empat puluh lima) hari sebelumnya.",
  });
  ids.cleaning = await bench.add({
    name: "Cleaning Services Agreement",
    type: "contract",
    contractType: "service",
    documentTitle: "Cleaning Services Agreement",
    primaryParty: "PT Gedung Contoh",
    counterparty: "PT Bersih Contoh",
    expiryDate: "2027-03-31",
    content:
      "CLEANING SERVICES AGREEMENT\n7. TERMINATION\nEither Party may terminate this Agreement by giving thirty (30) days' written notice to the other Party.",
  });
  ids.expiredNda = await bench.add({
    name: "NDA Contoh Lama",
    type: "contract",
    contractType: "nda",
    counterparty: "PT Rahasia Contoh",
    expiryDate: "2025-06-30",
  });
  await insertDocument(bench.subject.database.db, {
    organizationId: await personalOrganizationOf(bench.subject.app, stranger),
    name: "INV-OTHER-1",
    type: "invoice",
    vendor: "Orchid Cloud Ltd",
    currency: "USD",
    totalAmount: "9999.00",
  });
});
afterAll(() => bench.subject.close());

describe("POST /api/chat-stream answers by the question's kind, in the question's language", () => {
  it("lists the contracts expiring before the end of a year: still to expire, with the date", async () => {
    const english = await ask("Which contracts expire before the end of 2026?", "en");
    expect(english.cited).toEqual([ids.warehouse]);
    expect(english.text).toContain("May 31, 2026");
    const indonesian = await ask("kontrak apa saja yang habis sebelum akhir 2026?", "id");
    expect(indonesian.cited).toEqual([ids.warehouse]);
    expect(indonesian.text).toContain("31 Mei 2026");
  });

  it("totals every matching invoice per currency, only this organization's", async () => {
    const english = await ask("total of our invoices in USD", "en");
    expect(english.text).toContain("**USD 2,000.00** across 2 documents");
    expect(new Set(english.cited)).toEqual(new Set([ids.orchid, ids.kestrel]));
    const indonesian = await ask("total invoice USD kita berapa", "id");
    expect(indonesian.text).toContain("**USD 2.000,00** dari 2 dokumen");
  });

  it("gives one amount of one document by its label, not a list", async () => {
    const english = await ask("service charge at Warung Kopi Lembayung", "en");
    expect(english.text).toContain("**IDR 12,500**");
    expect(english.cited).toEqual([ids.cafe]);
    const discount = await ask("diskon di warung kopi lembayung berapa", "id");
    expect(discount.text).toContain("**Rp 5.000**");
    const deposit = await ask("berapa uang jaminan sewa gudang", "id");
    expect(deposit.text).toContain("**Rp 20.000.000**");
    expect(deposit.cited).toEqual([ids.warehouse]);
  });

  it("sums a tax of one kind over a period, citing only the documents charging it", async () => {
    const indonesian = await ask("total PPN bulan september 2025", "id");
    expect(indonesian.text).toContain("**Rp 11.000** dari 1 dokumen");
    expect(indonesian.cited).toEqual([ids.grocer]);
    const english = await ask("how much PB1 did we pay in october 2025", "en");
    expect(english.text).toContain("**IDR 9,000** across 1 document");
    expect(english.cited).toEqual([ids.cafe]);
  });

  it("counts the documents whose heading has the words before those that only list them", async () => {
    const indonesian = await ask("berapa banyak struk kopi", "id");
    expect(indonesian.text).toContain("Ada 1 dokumen");
    expect(indonesian.cited).toEqual([ids.cafe]);
    // What a shop sells names its kind only in its name: not the grocer whose first item is coffee.
    const cafes = await ask("how many cafe receipts do we have", "en");
    expect(cafes.text).toContain("There is 1");
    expect(cafes.cited).toEqual([ids.cafe]);
    // Nothing says so in its heading: the whole text is read then.
    const sugar = await ask("berapa banyak struk gula pasir", "id");
    expect(sugar.text).toContain("Ada 1 dokumen");
    expect(sugar.cited).toEqual([ids.grocer]);
  });

  it("reads a notice period from the termination clause and quotes it", async () => {
    const indonesian = await ask("berapa lama pemberitahuan untuk mengakhiri sewa gudang", "id");
    expect(indonesian.text).toContain("**45 hari**");
    expect(indonesian.text).toContain("Masing-masing pihak dapat mengakhiri Perjanjian ini");
    expect(indonesian.cited).toEqual([ids.warehouse]);
    const english = await ask("notice period to terminate the cleaning services agreement", "en");
    expect(english.text).toContain("**30 days**");
    expect(english.cited).toEqual([ids.cleaning]);
  });

  it("answers when a document is due and who the counterparty is", async () => {
    const due = await ask("when is the invoice from PT Contoh Niaga due", "en");
    expect(due.text).toContain("**Dec 5, 2025**");
    expect(due.cited).toEqual([ids.niaga]);
    const jatuhTempo = await ask("kapan jatuh tempo faktur PT Contoh Niaga", "id");
    expect(jatuhTempo.text).toContain("**5 Des 2025**");
    const party = await ask("who is the counterparty of the cleaning services agreement", "en");
    expect(party.text).toContain("**PT Bersih Contoh**");
    const pihak = await ask("siapa pihak kedua perjanjian sewa gudang", "id");
    expect(pihak.text).toContain("**CV Sinar Contoh**");
  });

  it("counts last month's receipts and weighs two invoices", async () => {
    const english = await ask("how many receipts last month", "en");
    expect(english.text).toContain("There are 2");
    expect(new Set(english.cited)).toEqual(new Set([ids.cafe, ids.pharmacy]));
    const indonesian = await ask("berapa banyak struk bulan lalu", "id");
    expect(indonesian.text).toContain("Ada 2 dokumen");
    const weighed = await ask(
      "which is bigger, the Orchid Cloud invoice or the Kestrel Data invoice?",
      "en",
    );
    expect(weighed.text).toContain("USD 1,200.50");
    expect(weighed.text).toContain("USD 799.50");
    expect(new Set(weighed.cited)).toEqual(new Set([ids.orchid, ids.kestrel]));
  });

  it("gives the first document by a date: the latest, the oldest, the soonest to expire", async () => {
    const latest = await ask("what's our latest invoice", "en");
    expect(latest.text).toContain("The most recent matching document is:");
    expect(latest.text).toContain("Nov 5, 2025");
    expect(latest.cited).toEqual([ids.niaga]);
    const oldest = await ask("struk paling lama", "id");
    expect(oldest.text).toContain("2 Jul 2025");
    expect(oldest.cited).toEqual([ids.coffeeGrocer]);
    // An NDA that expired in June came already: the first to come is looked for from today.
    const soonest = await ask("kontrak mana yang paling cepat habis", "id");
    expect(soonest.text).toContain("31 Mei 2026");
    expect(soonest.cited).toEqual([ids.warehouse]);
  });

  it("keeps the subject of a follow-up", async () => {
    const { text, cited } = await ask(
      ["siapa pihak kedua perjanjian sewa gudang", "kapan berakhirnya?"],
      "id",
    );
    expect(text).toContain("**31 Mei 2026**");
    expect(cited).toEqual([ids.warehouse]);
  });

  it("says which filter it let go of when the question's words matched nothing", async () => {
    const english = await ask("show the Orchid Cloud invoice from March 2024", "en");
    expect(english.text).toContain("so I left out “from March 2024”");
    expect(english.cited).toEqual([ids.orchid]);
    const indonesian = await ask("tampilkan invoice Orchid Cloud bulan maret 2024", "id");
    expect(indonesian.text).toContain("jadi saya abaikan");
    expect(indonesian.cited).toEqual([ids.orchid]);
  });

  it("says what it tried when nothing at all matches, in the question's language", async () => {
    const english = await ask("show contracts with Globex Corporation", "en");
    expect(english.text).toContain("I could not find any documents matching");
    expect(english.text).toContain("Globex Corporation");
    expect(english.text).toContain("nor without");
    expect(english.cited).toEqual([]);
    const indonesian = await ask("berapa total invoice dalam EUR", "id");
    expect(indonesian.text).toContain("Saya tidak menemukan dokumen");
    expect(indonesian.cited).toEqual([]);
  });
});
