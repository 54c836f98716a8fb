import { describe, expect, it } from "vitest";
import {
  classifyByRules,
  classifyContract,
  classifyContractByRules,
  classifyDocument,
  combineContractOpinions,
  combineTypeOpinions,
} from "./classify.ts";
import { documentFromText, documentLines } from "./document-lines.ts";
import { classifierFeatures } from "./model/features.ts";
import type { ContractType, DocumentType, ExtractedField } from "./types.ts";

const rules = (value: DocumentType, confidence: number): ExtractedField<DocumentType> => ({
  value,
  confidence,
  source: null,
});
const opinion = (label: DocumentType, margin: number, trainedOn = 400) => ({
  prediction: { label, margin, ranking: [] },
  trainedOn,
});

describe("combineTypeOpinions", () => {
  it("raises the confidence when the cues and the model agree", () => {
    expect(combineTypeOpinions(rules("receipt", 0.5), opinion("receipt", 3), "en")).toEqual(
      rules("receipt", 0.9),
    );
  });

  it("lets a clearly sure model overrule unsure cues", () => {
    const combined = combineTypeOpinions(rules("invoice", 0.55), opinion("receipt", 80), "en");
    expect(combined.value).toBe("receipt");
    expect(combined.confidence).toBe(0.7);
    expect(
      combineTypeOpinions(rules("uncategorized", 0.3), opinion("contract", 50), null).value,
    ).toBe("contract");
  });

  it("keeps the cues when they are sure, the model unsure, the class barely learned, or the document Indonesian", () => {
    expect(combineTypeOpinions(rules("invoice", 0.85), opinion("receipt", 80), "en").value).toBe(
      "invoice",
    );
    expect(combineTypeOpinions(rules("invoice", 0.5), opinion("receipt", 5), "en").value).toBe(
      "invoice",
    );
    expect(
      combineTypeOpinions(rules("invoice", 0.5), opinion("billing statement", 80, 6), "en").value,
    ).toBe("invoice");
    expect(combineTypeOpinions(rules("receipt", 0.5), opinion("invoice", 80), "id").value).toBe(
      "receipt",
    );
  });
});

describe("combineContractOpinions", () => {
  const cues = (value: ContractType): ExtractedField<ContractType> => ({
    value,
    confidence: 0.9,
    source: null,
  });
  const model = (label: ContractType, margin: number) => ({ label, margin, ranking: [] });

  const policy = { title: 20, selfName: 5, none: 0, indonesian: false };

  it("takes the model's contract type where it is as sure as the policy asks for the cues' kind", () => {
    expect(combineContractOpinions(cues("service"), model("license", 25), "en", policy).value).toBe(
      "license",
    );
    expect(combineContractOpinions(cues("service"), model("license", 4), "en", policy).value).toBe(
      "service",
    );
    const named = { ...cues("service"), confidence: 0.7 };
    expect(combineContractOpinions(named, model("license", 6), "en", policy).value).toBe("license");
    expect(combineContractOpinions(cues("lease"), model("loan", 40), "id", policy).value).toBe(
      "lease",
    );
  });

  it("never overrules where the policy says never, and speaks for Indonesian contracts when allowed", () => {
    const never = { ...policy, title: null, indonesian: true };
    expect(combineContractOpinions(cues("lease"), model("loan", 90), "en", never).value).toBe(
      "lease",
    );
    const none = { ...cues("other"), confidence: 0.4 };
    expect(combineContractOpinions(none, model("loan", 1), "id", never).value).toBe("loan");
  });
});

const lines = (text: string) => documentLines(documentFromText(text));

describe("classifyDocument", () => {
  const nota = (number: string) =>
    [
      "TB SUMBER REJEKI",
      `NOTA No. ${number}`,
      "Semen 10 sak 650.000",
      "Tunai 700.000",
      "Kembali 50.000",
      "Terima kasih",
    ].join("\n");

  it("reads a till slip as a receipt", () => {
    expect(classifyDocument(lines(nota("1102")), "id").value).toBe("receipt");
  });

  it("follows what the organization taught on a document of the same kind", () => {
    const taught = [{ type: "invoice" as const, features: classifierFeatures(nota("1102")) }];
    const classified = classifyDocument(lines(nota("1187")), "id", taught);
    expect(classified.value).toBe("invoice");
    expect(classified.confidence).toBeGreaterThan(0.9);
  });
});

describe("classifyDocument: statements", () => {
  it("reads a list of open invoices with how late each is as a billing statement", () => {
    const text = [
      "PT SENTOSA ABADI KIMIA",
      "NPWP 01.438.265.9-631.000",
      "LAPORAN TAGIHAN (STATEMENT OF ACCOUNT)",
      "Kepada : CV Tunas Harapan Mandiri Nomor : SOA/SAK/2504/027",
      "bersama ini kami sampaikan rincian faktur yang belum dilunasi per tanggal 30 April 2025:",
      "No. Faktur Tgl. Faktur Jatuh Tempo Nilai (Rp) Sisa (Rp)",
      "SAK/2502/0377 10/02/2025 12/03/2025 8.925.000 4.925.000",
      "TOTAL SISA TAGIHAN Rp 32.841.500",
      "Transfer ke rekening Bank BCA",
    ].join("\n");
    expect(classifyDocument(lines(text), "id").value).toBe("billing statement");
  });
});

describe("classifyContract", () => {
  it("reads an Indonesian contract's type from its title", () => {
    const text = "PERJANJIAN SEWA MENYEWA RUKO\nPara pihak yang bertanda tangan di bawah ini";
    expect(classifyContract(lines(text), "id").value).toBe("lease");
  });

  it("reads an English title the cue words do not know through the trained model", () => {
    const text = [
      "STRATEGIC ALLIANCE AGREEMENT",
      "This strategic alliance agreement is entered into between Acme Inc. and Beta LLC.",
      "1. Term. This agreement starts on the Effective Date.",
      "2. Fees. Beta shall pay Acme the fees in Exhibit A.",
    ].join("\n");
    expect(classifyContractByRules(lines(text)).value).toBe("other");
    expect(classifyContract(lines(text), "en").value).toBe("cooperation");
  });
});

describe("classifyByRules", () => {
  it("reads a short café slip thanking for the visit as a receipt", () => {
    const slip = [
      "CORNER COFFEE HOUSE",
      "12 Orchard Road, Singapore",
      "Date: 18/03/2025 09:15",
      "Cappuccino x2 9.00",
      "Blueberry muffin 3.75",
      "Subtotal 12.75",
      "Tax 10% 1.28",
      "TOTAL 14.03",
      "Thank you for your visit",
    ].join("\n");
    expect(classifyByRules(lines(slip)).value).toBe("receipt");
  });

  it("reads a pharmacy slip headed 'Faktur' and paid by debit card at the till as a receipt", () => {
    const slip = [
      "APOTEK WARAS MEDIKA",
      "Jl. Gatot Subroto No. 8, Medan",
      "Faktur : AWM/2502/00871",
      "Tanggal: 03-02-2025 10:12",
      "OBAT BATUK SIRUP 100ML",
      "1 x 24.000 24.000",
      "Total 24.000",
      "Debit BNI 24.000",
      "Harga sudah termasuk PPN",
    ].join("\n");
    expect(classifyByRules(lines(slip)).value).toBe("receipt");
  });

  it("reads a parking ticket titled a proof of payment as a receipt", () => {
    const ticket = [
      "BUKTI PEMBAYARAN PARKIR",
      "CONTOH PARKIR",
      "No. Tiket : 10200300",
      "Masuk : 17-05-2024 10:18",
      "Keluar : 17-05-2024 11:44",
      "BIAYA Rp 8.000",
    ].join("\n");
    expect(classifyByRules(lines(ticket)).value).toBe("receipt");
  });

  it("reads a slip paid by a card whose two words OCR glued ('KARTUDEBIT') as a receipt", () => {
    const slip = [
      "APOTEK CONTOH",
      "No: RX-20240101-100",
      "Pasien: Contoh",
      "Obat flu 28.000",
      "Grand Total 28000",
      "KARTUDEBIT 28.000",
    ].join("\n");
    expect(classifyByRules(lines(slip)).value).toBe("receipt");
  });

  it("reads a till's notice that goods bought are not taken back, or an e-wallet payment, as a receipt", () => {
    const notice = [
      "SWALAYAN CONTOH",
      "Jl. Contoh No. 1",
      "Rp 43.700",
      "Barang yang sudah dibeli |",
      "tidak dapat ditukar |",
    ];
    expect(classifyByRules(lines(notice.join("\n"))).value).toBe("receipt");
    const wallet = ["TOSERBA CONTOH", "GRAND TOTAL = 25.300", "E-Wallet | 25.300"];
    expect(classifyByRules(lines(wallet.join("\n"))).value).toBe("receipt");
  });

  it("reads a statement titled inside a box whose border OCR read as '|' as a billing statement", () => {
    const statement = [
      "PT CONTOH BROADBAND",
      "| MONTHLY STATEMENT |",
      "Statement No. : TG240900001",
      "Pay By : September 21, 2024",
      "Subtotal 175.000",
      "VAT 11% 19.250",
      "Total Due Rp 194.250",
      "Pay through any bank to the virtual account shown.",
    ];
    expect(classifyByRules(lines(statement.join("\n"))).value).toBe("billing statement");
  });

  it("reads a shop's 'nota tagihan' addressed to a customer with a due date as an invoice", () => {
    const note = [
      "TOKO BANGUNAN MAJU",
      "Jl. Raya Serang Km 12, Tangerang",
      "NOTA TAGIHAN No. 1187 Tanggal : 02-05-2025",
      "Kepada : PT Karya Sentosa",
      "Jth. Tempo: 02-06-2025",
      "20 sak Semen 65.000 1.300.000",
      "JUMLAH Rp 1.300.000",
      "Terbilang: # Satu Juta Tiga Ratus Ribu Rupiah #",
    ].join("\n");
    expect(classifyByRules(lines(note)).value).toBe("invoice");
  });

  it("reads postpaid and utility bills for a service period as billing statements", () => {
    const postpaid = [
      "TAGIHAN PASCABAYAR",
      "Operator Seluler Nusantara",
      "No. Tagihan 7788-2501 Periode 21 Des - 20 Jan 2025",
      "Jatuh Tempo 10 Feb 2025",
      "Biaya langganan 150.000",
      "PPN 11% 16.500",
      "Total Tagihan 166.500",
    ].join("\n");
    const utilities = [
      "Pengelola Gedung Sentral",
      "TAGIHAN SERVICE CHARGE DAN UTILITAS",
      "Tenant : CV Arta No. Tagihan : SC/2503/0042",
      "Periode : Maret 2025",
      "Jatuh Tempo : 15/03/2025",
      "Listrik unit: 1.200 kWh 2.040.000",
      "TOTAL TAGIHAN 2.040.000",
    ].join("\n");
    expect(classifyByRules(lines(postpaid)).value).toBe("billing statement");
    expect(classifyByRules(lines(utilities)).value).toBe("billing statement");
  });
});

describe("classifyByRules on Indonesian kinds of document", () => {
  it("takes a utility's bill for its service as a billing statement, though it has a due date", () => {
    const bill = `PT Contoh Akses Data
TAGIHAN LAYANAN INTERNET
Nama Pelanggan : Contoh
ID Pelanggan : 676661476
No. Tagihan : TG2408103306
Jatuh Tempo : 22-08-2024
Biaya bulanan paket Rp 550.000
PPN 11% Rp 60.500`;
    expect(classifyByRules(lines(bill)).value).toBe("billing statement");
  });

  it("takes a faktur pajak as an invoice though an item names a cashier", () => {
    const faktur = `Faktur Pajak
Kode dan Nomor Seri Faktur Pajak : 010.000-24.00000001
Pengusaha Kena Pajak
Pembeli Barang Kena Pajak / Penerima Jasa Kena Pajak
1 Pembuatan aplikasi kasir 75.000.000,00
Dasar Pengenaan Pajak 75.000.000,00`;
    expect(classifyByRules(lines(faktur)).value).toBe("invoice");
  });

  it("takes a proof of money received as a receipt", () => {
    const kwitansi = `BUKTI PENERIMAAN UANG
No. KW-2025-0528
Diterima dari : PT Contoh
Sebesar : tiga juta rupiah
Rp 3.000.000 Tasikmalaya, 14 April 2025`;
    expect(classifyByRules(lines(kwitansi)).value).toBe("receipt");
  });
});
