import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openChatBench, type ChatBench } from "../../../../test/support/chat.ts";
import type { Language } from "../../../contracts/languages.ts";

/**
 * Kinds of question the seventh judged set asked (issue 18), through `POST /api/chat-stream` on
 * a real database, in English and Indonesian with the interface in the other language: an
 * electricity bill told from a shop selling electrical goods by the power it bills, the shops
 * of a kind listed rather than a contract's passage, a named shop no document holds answered
 * as not found, a yes-or-no of one contract's expiry answered by its date.
 */
const TODAY = "2026-01-15";
let bench: ChatBench;
const ids: Record<string, string> = {};

const ask = (question: string | string[], asked: Language) => bench.ask(question, asked);

beforeAll(async () => {
  bench = await openChatBench(TODAY);
  // A building's statement: the power used is listed below the rent, not in its header.
  ids.electricity = await bench.add({
    name: "statement-gedung-juni",
    type: "billing statement",
    vendor: "PT Gedung Contoh Mandiri",
    documentDate: "2025-06-01",
    currency: "IDR",
    totalAmount: "9500000",
    content:
      "PT Gedung Contoh Mandiri\nBuilding Management\nTAGIHAN SERVICE CHARGE DAN UTILITAS\n" +
      "Unit 3-01 Periode Juni 2025\nService charge 6.000.000\nListrik unit: 1.200 kWh 3.000.000\n" +
      "Air 18 m3 500.000\nTOTAL TAGIHAN 9.500.000",
  });
  // A shop selling building and electrical goods: a bigger bill, no power used.
  ids.shop = await bench.add({
    name: "nota-tagihan-0077",
    type: "invoice",
    vendor: "UD Contoh Jaya",
    documentDate: "2025-06-05",
    currency: "IDR",
    totalAmount: "14100000",
    content:
      "UD CONTOH JAYA\nJual semen, besi, cat dan alat listrik\nNOTA TAGIHAN No. 0077\n" +
      "50 sak Semen 3.100.000\nKabel listrik 2.000.000\nJUMLAH Rp 14.100.000",
  });
  ids.hardwareSlip = await bench.add({
    name: "IMG-20240306-0002",
    type: "receipt",
    vendor: "TOKO BANGUNAN CONTOH DHARMA",
    documentDate: "2024-03-06",
    currency: "IDR",
    totalAmount: "92000",
    content: "TOKO BANGUNAN CONTOH DHARMA\nPaku 2 kg 40.000\nLem 52.000\nTOTAL 92.000",
  });
  ids.cafeSlip = await bench.add({
    name: "IMG-20250613-0003",
    type: "receipt",
    vendor: "Rumah Makan Contoh Bahari",
    documentDate: "2025-06-13",
    currency: "IDR",
    totalAmount: "240000",
    serviceChargeAmount: "12000",
    content: "RUMAH MAKAN CONTOH BAHARI\nNasi 2 60.000\nService Charge 12.000\nTotal 240.000",
  });
  // A lease whose articles speak of the building: no shop.
  ids.lease = await bench.add({
    name: "perjanjian-sewa-ruko",
    type: "contract",
    contractType: "lease",
    documentTitle: "PERJANJIAN SEWA MENYEWA RUKO",
    primaryParty: "Budi Contoh",
    counterparty: "PT Penyewa Contoh",
    documentDate: "2024-12-20",
    expiryDate: "2026-12-31",
    content:
      "PERJANJIAN SEWA MENYEWA RUKO\nantara Budi Contoh dan PT Penyewa Contoh\nPasal 4\n" +
      "HAK DAN KEWAJIBAN PARA PIHAK\nPerbaikan struktur bangunan dan atap menjadi tanggungan " +
      "PIHAK PERTAMA.\nPasal 5\nJANGKA WAKTU\nPerjanjian ini berakhir pada tanggal 31 Desember 2026.",
  });
});
afterAll(() => bench.subject.close());

describe("POST /api/chat-stream: bills, shops and one contract's date", () => {
  it("takes an electricity bill by the power it bills, not a shop selling electrical goods", async () => {
    const indonesian = await ask("tagihan listrik yang paling besar", "id");
    expect(indonesian.cited).toEqual([ids.electricity]);
    expect(indonesian.text).toContain("Rp 9.500.000");
    const english = await ask("what's our latest electricity bill", "en");
    expect(english.cited).toEqual([ids.electricity]);
    expect(english.text).toContain("Jun 1, 2025");
  });

  it("lists the shops of a kind asked for, not a passage of a contract", async () => {
    const indonesian = await ask("toko bangunan mana aja yg pernah kita beli", "id");
    expect(indonesian.cited).toEqual([ids.hardwareSlip]);
    expect(indonesian.text).toContain("TOKO BANGUNAN CONTOH DHARMA");
    const english = await ask("which hardware stores have we bought from", "en");
    expect(english.cited).toEqual([ids.hardwareSlip]);
  });

  it("says a named shop no document holds was not found, rather than another's amount", async () => {
    const indonesian = await ask("service charge di resto bintang laut jaya", "id");
    expect(indonesian.cited).toEqual([]);
    expect(indonesian.text).toContain("bintang laut jaya");
    expect(indonesian.text).not.toContain("12.000");
    const english = await ask("service charge at the bintang laut jaya restaurant", "en");
    expect(english.cited).toEqual([]);
    expect(english.text).not.toContain("12,000");
    // The shop it names is still found.
    const found = await ask("service charge di rumah makan contoh bahari", "id");
    expect(found.text).toContain("Rp 12.000");
  });

  it("answers whether one contract expires before a date with its expiry date", async () => {
    const english = await ask("does the lease with PT Penyewa Contoh expire before 2027", "en");
    expect(english.cited).toEqual([ids.lease]);
    expect(english.text).toContain("Dec 31, 2026");
    const indonesian = await ask(
      "apakah sewa ruko dengan PT Penyewa Contoh habis sebelum 2027",
      "id",
    );
    expect(indonesian.cited).toEqual([ids.lease]);
    expect(indonesian.text).toContain("31 Des 2026");
  });
});
