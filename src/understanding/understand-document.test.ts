import { describe, expect, it } from "vitest";
import { documentFromText } from "./document-lines.ts";
import { understandDocument } from "./understand-document.ts";
import type { Language } from "../contracts/languages.ts";

const understand = (text: string, language: Language | null = null) =>
  understandDocument(documentFromText(text, language));

const FAKTUR = `PT SUMBER MAKMUR ABADI
Jl. Gatot Subroto No. 12, Jakarta Selatan
NPWP: 01.234.567.8-012.000
INVOICE
No. Invoice: INV/2025/03/0088
Tanggal: 14 Maret 2025
Jatuh Tempo: 13 April 2025
Kepada Yth:
CV Maju Bersama
NPWP: 02.345.678.9-123.000
Deskripsi Qty Harga Satuan Jumlah
Kertas HVS A4 10 55.000 550.000
Tinta printer 5 90.000 450.000
Subtotal Rp 1.000.000
PPN 11% Rp 110.000
Total Rp 1.110.000
Terbilang: satu juta seratus sepuluh ribu rupiah
Pembayaran ke BCA 123-456-7890 a.n. PT Sumber Makmur Abadi`;

const STRUK = `TOKO SERBA ADA
Jl. Merdeka No. 45, Bandung
Tanggal: 05/04/2025 14:32
Beras 5 kg 75.000
Minyak goreng 2 L 38.500
TOTAL 113.500
TUNAI 150.000
KEMBALI 36.500
Terima kasih atas kunjungan Anda`;

const RESTO = `RUMAH MAKAN SEDERHANA
Jl. Sudirman No. 12, Padang
Tgl 19/04/2025 Meja 7
Nasi rendang 2 90.000
Es teh manis 2 16.000
Subtotal 106.000
Service 5% 5.300
PB1 10% 10.600
Total 121.900
Terima kasih`;

const INVOICE_EN = `INVOICE
Northwind Office Supplies Ltd.
Invoice No. INV-2025-0142
Date: 14 March 2025
Due Date: 13 April 2025
Bill to: PT Sinar Jaya Abadi, Jakarta
Description Qty Price Amount
Ergonomic office chair 5 150.00 750.00
Standing desk 2 250.00 500.00
Total due USD 1,250.00`;

const KONTRAK = `PERJANJIAN SEWA MENYEWA GUDANG
Nomor: 012/SM/IV/2025
Pada hari ini, Senin tanggal 28 April 2025, yang bertanda tangan di bawah ini:
1. PT Griya Properti, berkedudukan di Jakarta, dalam hal ini diwakili oleh Budi Santoso selaku Direktur, selanjutnya disebut "PIHAK PERTAMA";
2. CV Maju Bersama, berkedudukan di Bandung, selanjutnya disebut "PIHAK KEDUA".
Pasal 1 JANGKA WAKTU
Perjanjian ini berlaku untuk jangka waktu 2 (dua) tahun terhitung sejak tanggal 1 Mei 2025.
Pasal 2 HARGA SEWA
Harga sewa sebesar Rp 60.000.000 (enam puluh juta rupiah) per tahun.
Pasal 9 HUKUM YANG BERLAKU
Perjanjian ini tunduk pada dan ditafsirkan berdasarkan hukum Negara Republik Indonesia.
Pasal 10 KEADAAN KAHAR
Tidak ada pihak yang bertanggung jawab atas keterlambatan karena keadaan kahar seperti banjir, gempa bumi atau kebakaran.
Pasal 11 PENYELESAIAN PERSELISIHAN
Perselisihan diselesaikan secara musyawarah untuk mufakat, dan bila tidak tercapai melalui Badan Arbitrase Nasional Indonesia (BANI).`;

const AGREEMENT_EN = `SERVICES AGREEMENT
This Services Agreement (the "Agreement") is made and entered into as of October 1, 2019 by and between TELCOSTAR PTE, LTD., a Singapore company (the "Provider"), and Ability Computer & Software Industries Ltd (the "Recipient").
1. Term. This Agreement shall be effective as of November 1, 2019 and shall terminate on December 31, 2020, unless terminated earlier.
2. Governing Law. This Agreement shall be governed by the laws of the State of New York, without regard to its conflict of law principles.`;

describe("understandDocument", () => {
  it("reads an Indonesian invoice: seller, numbers, dates, amounts that add up, NPWPs", () => {
    const result = understand(FAKTUR, "id");
    expect(result.type.value).toBe("invoice");
    expect(result.vertical).toBe("accounting");
    const { fields } = result;
    expect(fields.vendor?.value).toBe("PT SUMBER MAKMUR ABADI");
    expect(fields.document_number?.value).toBe("INV/2025/03/0088");
    expect(fields.date?.value).toBe("2025-03-14");
    expect(fields.due_date?.value).toBe("2025-04-13");
    expect(fields.total_amount?.value).toBe(1_110_000);
    expect(fields.subtotal?.value).toBe(1_000_000);
    expect(fields.tax_amount?.value).toBe(110_000);
    expect(fields.tax_rate?.value).toBeCloseTo(0.11);
    expect(fields.tax_type_name?.value).toBe("PPN");
    expect(fields.currency?.value).toBe("IDR");
    expect(fields.seller_npwp?.value).toBe("012345678012000");
    expect(fields.buyer_npwp?.value).toBe("023456789123000");
    expect(result.checks.every((check) => check.passed)).toBe(true);
    expect(fields.total_amount?.confidence).toBeGreaterThan(0.9);
    expect(fields.total_amount?.source?.text).toContain("1.110.000");
    expect(result.items).toEqual([
      { description: "Kertas HVS A4", quantity: 10, unit_price: 55_000, amount: 550_000 },
      { description: "Tinta printer", quantity: 5, unit_price: 90_000, amount: 450_000 },
    ]);
  });

  it("lowers the total's confidence when the terbilang disagrees", () => {
    const wrong = FAKTUR.replace("satu juta seratus sepuluh ribu", "dua juta");
    const result = understand(wrong, "id");
    expect(result.checks).toContainEqual({ name: "terbilang = total", passed: false });
    expect(result.fields.total_amount?.confidence ?? 1).toBeLessThan(
      understand(FAKTUR, "id").fields.total_amount?.confidence ?? 0,
    );
  });

  it("reads a shop receipt: the total, not the cash handed over", () => {
    const result = understand(STRUK, "id");
    expect(result.type.value).toBe("receipt");
    expect(result.fields.vendor?.value).toBe("TOKO SERBA ADA");
    expect(result.fields.total_amount?.value).toBe(113_500);
    expect(result.fields.date?.value).toBe("2025-04-05");
  });

  it("reads a restaurant bill with service charge and PB1", () => {
    const result = understand(RESTO, "id");
    expect(result.type.value).toBe("receipt");
    expect(result.fields.total_amount?.value).toBe(121_900);
    expect(result.fields.service_charge_amount?.value).toBe(5_300);
    expect(result.fields.service_charge_type?.value).toBe("5%");
    expect(result.fields.tax_type_name?.value).toBe("PB1");
    expect(result.fields.tax_amount?.value).toBe(10_600);
    expect(result.checks).toContainEqual({
      name: "subtotal + tax + service - discount = total",
      passed: true,
    });
  });

  it("reads an English invoice in dollars", () => {
    const result = understand(INVOICE_EN, "en");
    expect(result.type.value).toBe("invoice");
    expect(result.fields.vendor?.value).toBe("Northwind Office Supplies Ltd.");
    expect(result.fields.document_number?.value).toBe("INV-2025-0142");
    expect(result.fields.total_amount?.value).toBe(1250);
    expect(result.fields.currency?.value).toBe("USD");
    expect(result.fields.due_date?.value).toBe("2025-04-13");
    expect(result.items.map((item) => item.amount)).toEqual([750, 500]);
  });

  it("reads an Indonesian lease: parties, term into an expiry date, governing law, no value from its yearly rent", () => {
    const result = understand(KONTRAK, "id");
    expect(result.type.value).toBe("contract");
    expect(result.vertical).toBe("legal");
    expect(result.contractType?.value).toBe("lease");
    const { fields } = result;
    expect(fields.document_title?.value).toBe("PERJANJIAN SEWA MENYEWA GUDANG");
    expect(fields.primary_party?.value).toBe("PT Griya Properti");
    expect(fields.counterparty?.value).toBe("CV Maju Bersama");
    expect(result.parties.map((party) => party.role)).toEqual(["PIHAK PERTAMA", "PIHAK KEDUA"]);
    expect(fields.date?.value).toBe("2025-04-28");
    expect(fields.effective_date?.value).toBe("2025-05-01");
    expect(fields.expiry_date?.value).toBe("2027-04-30");
    expect(fields.governing_law?.value).toBe("Indonesia");
    // The rent is a rate and the lease states no total (legal-fields.ts contractValue).
    expect(fields.contract_value).toBeUndefined();
    const categories = new Set(result.clauses.map((clause) => clause.category));
    for (const category of [
      "Document Name",
      "Parties",
      "Governing Law",
      "Keadaan Kahar (Force Majeure)",
      "Penyelesaian Sengketa (Dispute Resolution)",
    ]) {
      expect(categories, category).toContain(category);
    }
    const forceMajeure = result.clauses.find((clause) => clause.category.startsWith("Keadaan"));
    expect(forceMajeure?.text).toContain("banjir");
  });

  it("reads an English services agreement", () => {
    const result = understand(AGREEMENT_EN, "en");
    expect(result.type.value).toBe("contract");
    expect(result.contractType?.value).toBe("service");
    expect(result.fields.primary_party?.value).toBe("TELCOSTAR PTE, LTD.");
    expect(result.fields.effective_date?.value).toBe("2019-11-01");
    expect(result.fields.expiry_date?.value).toBe("2020-12-31");
    expect(result.fields.governing_law?.value).toBe("New York");
  });

  it("lists each clause once, though both parties are named in one sentence", () => {
    const result = understand(
      "LEASE AGREEMENT\nThis Lease Agreement is made on 5 May 2025 between Harbour Freight Pte. Ltd. " +
        '(the "Landlord") and PT Sinar Jaya Abadi (the "Tenant").\n' +
        "This agreement shall be governed by the laws of the Republic of Singapore.",
      "en",
    );
    const keys = result.clauses.map((clause) => `${clause.category}|${clause.text}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(result.clauses.filter((clause) => clause.category === "Parties")).toHaveLength(1);
  });

  it("calls a text with no cues uncategorized, with low confidence", () => {
    const result = understand("Catatan rapat\nBahas rencana kerja minggu depan.", "id");
    expect(result.type.value).toBe("uncategorized");
    expect(result.type.confidence).toBeLessThan(0.5);
  });
});
