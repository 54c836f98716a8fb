import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openChatBench, type ChatBench } from "../../../../test/support/chat.ts";
import type { Language } from "../../../contracts/languages.ts";

/**
 * Clause questions on any topic (issue 18) through `POST /api/chat-stream` on a real database,
 * in English and Indonesian with the interface in the other language: a term of a named
 * contract no stored field holds (interest, a deposit's refund, payment days, a warranty) is
 * read from the contract's own text, quoted with the fact it sets and cited; a question naming
 * no contract is not read as one.
 */
const TODAY = "2026-01-15";
let bench: ChatBench;
const ids: Record<string, string> = {};

const ask = (question: string | string[], asked: Language) => bench.ask(question, asked);

const LOAN = [
  "PERJANJIAN PINJAMAN MODAL",
  "Nomor: 01/CONTOH/2025",
  "Pada hari ini tanggal 3 Maret 2025 yang bertanda tangan di bawah ini:",
  "1. Contoh Pemodal, selanjutnya disebut PIHAK PERTAMA.",
  "2. CV Contoh Lestari, selanjutnya disebut PIHAK KEDUA.",
  "Pasal 1",
  "JUMLAH PINJAMAN",
  "PIHAK PERTAMA meminjamkan Rp50.000.000,00 (lima puluh juta rupiah) kepada PIHAK KEDUA.",
  "Biaya administrasi sebesar Rp250.000,00 dibayar PIHAK KEDUA di muka.",
  "Pasal 2",
  "BUNGA",
  "Atas pinjaman dikenakan bunga sebesar 2% (dua persen) per bulan dari pokok pinjaman.",
  "Pasal 3",
  "UANG JAMINAN",
  "PIHAK KEDUA menyerahkan uang jaminan sebesar Rp5.000.000,00 (lima juta rupiah) yang",
  "dikembalikan tanpa bunga setelah pinjaman lunas.",
  "Pasal 4",
  "PENYELESAIAN PERSELISIHAN",
  "Perselisihan diselesaikan melalui Pengadilan Negeri Contoh.",
].join("\n");

const SERVICES = [
  "SOFTWARE SERVICES AGREEMENT",
  "This Agreement is made on 2 April 2025 between PT Contoh Awan (the Provider) and",
  "PT Contoh Pelanggan (the Client).",
  "1. FEES AND PAYMENT",
  "The Client shall pay a monthly fee of USD 1,250 for the services.",
  "The Client shall pay each invoice within forty-five (45) days of receipt.",
  "2. WARRANTY",
  "The Provider warrants the software for twelve (12) months from delivery.",
  "3. TERMINATION",
  "Either party may terminate this Agreement by giving thirty (30) days' written notice.",
].join("\n");

const SALE = [
  "PERJANJIAN JUAL BELI",
  "Pada hari ini tanggal 9 Juni 2025 yang bertanda tangan di bawah ini:",
  "1. PT Contoh Mesin, selanjutnya disebut PENJUAL.",
  "2. CV Contoh Pangan, selanjutnya disebut PEMBELI.",
  "Pasal 1",
  "OBJEK JUAL BELI",
  "PENJUAL menjual kepada PEMBELI 2 (dua) unit mesin penggiling kopi bekas dalam keadaan baik.",
  "Pasal 2",
  "HARGA",
  "Harga seluruhnya Rp30.000.000,00 (tiga puluh juta rupiah) dibayar tunai.",
  "Pasal 3",
  "PENYELESAIAN PERSELISIHAN",
  "Perselisihan diselesaikan melalui Pengadilan Negeri Contoh Timur.",
].join("\n");

const SHOP_LEASE = [
  "PERJANJIAN SEWA KIOS",
  "Pada hari ini tanggal 1 Juli 2025 yang bertanda tangan di bawah ini:",
  "1. Contoh Pemilik, selanjutnya disebut PIHAK PERTAMA.",
  "2. CV Contoh Niaga Kios, selanjutnya disebut PIHAK KEDUA.",
  "Pasal 1",
  "HARGA SEWA",
  "Harga sewa kios sebesar Rp60.000.000,00 (enam puluh juta rupiah) per tahun dibayar di muka.",
].join("\n");

beforeAll(async () => {
  bench = await openChatBench(TODAY);
  ids.shopLease = await bench.add({
    name: "sewa-kios-contoh",
    type: "contract",
    contractType: "lease",
    primaryParty: "Contoh Pemilik",
    counterparty: "CV Contoh Niaga Kios",
    documentDate: "2025-07-01",
    content: SHOP_LEASE,
  });
  ids.loan = await bench.add({
    name: "perjanjian-pinjaman-contoh-lestari",
    type: "contract",
    primaryParty: "Contoh Pemodal",
    counterparty: "CV Contoh Lestari",
    documentDate: "2025-03-03",
    totalAmount: "50000000",
    currency: "IDR",
    content: LOAN,
  });
  ids.services = await bench.add({
    name: "software-services-contoh-awan",
    type: "contract",
    primaryParty: "PT Contoh Awan",
    counterparty: "PT Contoh Pelanggan",
    documentDate: "2025-04-02",
    totalAmount: "15000",
    currency: "USD",
    content: SERVICES,
  });
  ids.sale = await bench.add({
    name: "pjb-mesin",
    type: "contract",
    contractType: "sale",
    primaryParty: "PT Contoh Mesin",
    counterparty: "CV Contoh Pangan",
    documentDate: "2025-06-09",
    totalAmount: "30000000",
    currency: "IDR",
    content: SALE,
  });
});
afterAll(() => bench.subject.close());

describe("POST /api/chat-stream reads a named contract's terms, in the question's language", () => {
  it("quotes the passage and the rate it sets, in Indonesian", async () => {
    const answer = await ask("bunga pinjaman cv contoh lestari brp", "id");
    expect(answer.text).toContain("Berikut bagian");
    expect(answer.text).toContain("**2% dua persen**");
    expect(answer.text).toContain("> Atas pinjaman dikenakan bunga");
    expect(answer.cited).toEqual([ids.loan]);
  });

  it("answers in English from an Indonesian contract's words", async () => {
    const answer = await ask(
      "is the deposit in the contoh lestari loan returned with interest",
      "en",
    );
    expect(answer.text).toContain("Here is what");
    expect(answer.text).toContain("tanpa bunga");
    expect(answer.cited).toEqual([ids.loan]);
  });

  it("reads payment terms and a warranty from an English contract", async () => {
    const paid = await ask("how many days to pay contoh awan invoices", "en");
    expect(paid.text).toContain("forty-five (45) days");
    expect(paid.cited).toEqual([ids.services]);
    const warranty = await ask("garansi software contoh awan brp bulan", "id");
    expect(warranty.text).toContain("Berikut bagian");
    expect(warranty.text).toContain("twelve (12) months");
    expect(warranty.cited).toEqual([ids.services]);
  });

  it("reads an amount asked of one contract as its term, not the total it was read to have", async () => {
    const fee = await ask(
      "how much is the monthly fee in the contoh awan services agreement",
      "en",
    );
    expect(fee.text).toContain("1,250");
    expect(fee.cited).toEqual([ids.services]);
    const administration = await ask(
      "berapa biaya administrasi perjanjian pinjaman contoh lestari",
      "id",
    );
    expect(administration.text).toContain("**Rp250.000,00**");
    expect(administration.cited).toEqual([ids.loan]);
  });

  it("reads a yearly amount as the contract writes it, 'per tahun'", async () => {
    const rent = await ask("yearly rent of the contoh kios lease", "en");
    expect(rent.text).toContain("60.000.000");
    expect(rent.cited).toEqual([ids.shopLease]);
  });

  it("does not read a question naming no contract as a term of one", async () => {
    const listed = await ask("contracts with contoh awan", "en");
    expect(listed.text).not.toContain("Here is what");
    expect(listed.cited).toContain(ids.services);
  });

  it("finds the contract by the kind named when the other words only ask, and quotes its object", async () => {
    const bought = await ask("what exactly did we buy under the sale and purchase agreement", "en");
    expect(bought.text).toContain("mesin penggiling kopi");
    expect(bought.cited).toEqual([ids.sale]);
    const court = await ask("sengketa jual beli mesin dibawa ke pengadilan mana", "id");
    expect(court.text).toContain("**Pengadilan Negeri Contoh Timur**");
    expect(court.cited).toEqual([ids.sale]);
  });

  it("names both parties when asked whom a contract is between", async () => {
    const parties = await ask("the sale and purchase agreement is between which parties", "en");
    expect(parties.text).toContain("PT Contoh Mesin");
    expect(parties.text).toContain("CV Contoh Pangan");
    expect(parties.cited).toEqual([ids.sale]);
  });
});
