import { describe, expect, it } from "vitest";
import { documentFromText, documentLines } from "../document-lines.ts";
import { groupRows } from "../rows.ts";
import { REVIEW_THRESHOLD } from "../types.ts";
import { extractDocumentNumber } from "./document-number.ts";
import { extractAccountingFields } from "./extract-accounting-fields.ts";

const rowsOf = (text: string) => groupRows(documentLines(documentFromText(text)));
const fieldsOf = (text: string) => extractAccountingFields(rowsOf(text), null).fields;

describe("document number", () => {
  it("reads a number under a table header's invoice column", () => {
    const text = `Kopie factuur
Klant Order Factuur datum Factuur Vervaldatum
SCONL0303006280999 SCONL000000444 8-9-2022 VF1005193039 22-9-2022`;
    expect(extractDocumentNumber(rowsOf(text))?.value).toBe("VF1005193039");
  });

  it("reads a booking ID heading a column of a receipt", () => {
    const text = `PAYMENT RECEIPT
Booking ID Payment Mode
IBZY2087 Cash at Hotel`;
    expect(extractDocumentNumber(rowsOf(text))?.value).toBe("IBZY2087");
  });

  it("keeps underscores in a number and skips a warehouse address's 'No.'", () => {
    const text = `Invoice No : # BLR_WFLD20151000982590
Warehouse Address: NO. 42/1 & 43, KACHERAKANAHALLI VILLAGE`;
    expect(extractDocumentNumber(rowsOf(text))?.value).toBe("BLR_WFLD20151000982590");
  });

  it("reads a number that opens its row after '#'", () => {
    const text = `Sammy Maystone INVOICE
# invoice_number_1
Date: Jan 1, 2022`;
    expect(extractDocumentNumber(rowsOf(text))?.value).toBe("invoice_number_1");
  });

  it("prefers a labelled invoice number to a title over an account number", () => {
    const text = `Invoice Summary
296664039561
Invoice Number: 42183017`;
    expect(extractDocumentNumber(rowsOf(text))?.value).toBe("42183017");
  });
});

describe("document number written the Indonesian way", () => {
  it("takes an unlabelled slashed number near the top of a kuitansi", () => {
    const text = `CV Bumi Lestari Abadi KUITANSI
K SPK/BLA/2024/07/012
Telah terima dari : PT Sarana Tekno Mandiri
Bandung, 9 Juli 2024`;
    expect(extractDocumentNumber(rowsOf(text))?.value).toBe("SPK/BLA/2024/07/012");
  });

  it("takes no date and nothing below the header for one", () => {
    const text = `KUITANSI
Tanggal 03/01/2025
${"Baris\n".repeat(10)}Ref SJ/GKP/2025/77`;
    expect(extractDocumentNumber(rowsOf(text))).toBeUndefined();
  });
});

describe("due date", () => {
  it.each([
    ["Jth. Tempo: 05-07-2025", "2025-07-05"],
    ["Mohon dilunasi paling lambat tanggal 15 Mei 2025 melalui transfer", "2025-05-15"],
    ["Please pay by 1 June 2025", "2025-06-01"],
  ])("reads %j", (line, due) => {
    expect(fieldsOf(`INVOICE\nTanggal 01/05/2025\n${line}`).due_date?.value).toBe(due);
  });
});

describe("dates", () => {
  it("reads a till's timestamp in shapes only a time beside them makes dates", () => {
    expect(fieldsOf("KEDAI MAJU\n7 Jun 19 08:41:02 PM\nTOTAL 12.00").date?.value).toBe(
      "2019-06-07",
    );
    expect(fieldsOf("KEDAI MAJU\n0017 07062019 20:41:02\nTOTAL 12.00").date?.value).toBe(
      "2019-06-07",
    );
    expect(fieldsOf("KEDAI MAJU\nSales2019-06-07 20: 41: 02\nTOTAL 12.00").date?.value).toBe(
      "2019-06-07",
    );
    // Without a time, a month's name and two digits stay no date: "1 Mei 15 Juni" is two.
    expect(fieldsOf("KEDAI MAJU\n7 Jun 19\nTOTAL 12.00").date).toBeUndefined();
  });

  it("takes the invoice date before an order date printed above it", () => {
    const fields = fieldsOf(`Order Date: 15-10-2015
Invoice Date: 20-10-2015
Grand Total 319.00`);
    expect(fields.date?.value).toBe("2015-10-20");
  });

  it("reads issue and due dates under a header of labels", () => {
    const fields = fieldsOf(`Invoice INV/2023/03/0008
Invoice Date: Due Date: Reference:
03/20/2023 04/04/2023 CUSTREF123
Total $ 279.84`);
    expect(fields.date?.value).toBe("2023-03-20");
    expect(fields.due_date?.value).toBe("2023-04-04");
  });

  it("knows a French payment deadline is the due date, not the issue date", () => {
    const fields = fieldsOf(`Facture n°562044387 du 02 Juillet 2015
Date limite de paiement le 05 Juillet 2015 29.99 € TTC`);
    expect(fields.date?.value).toBe("2015-07-02");
    expect(fields.due_date?.value).toBe("2015-07-05");
  });
});

describe("total", () => {
  it("takes the total that matches what was paid less the change when OCR garbled another", () => {
    const fields = fieldsOf(`Total incl. of GST 132.00
Total Amt Rounded 104.00
Payment 104.00
Change Due 0.00`);
    expect(fields.total_amount?.value).toBe(104);
  });

  it("takes the rounded total a receipt was paid, not the total before rounding", () => {
    const fields = fieldsOf(`Total 33.92
Rounding Adjustment -0.02
Total 33.90
Cash 50.00
Change 16.10`);
    expect(fields.total_amount?.value).toBe(33.9);
  });

  it("keeps the labelled total when nothing paid matches it to the cent", () => {
    const fields = fieldsOf(`TOTAL 10.00
Cash 10.50
Change 0.00`);
    expect(fields.total_amount?.value).toBe(10);
  });
});

describe("kuitansi and bills", () => {
  it("takes a kuitansi's amount written in words as its total, at the figure printed for it", () => {
    const fields = fieldsOf(`CV Sinar Cemerlang KUITANSI
Telah terima dari : PT Anugerah Niaga
Uang sejumlah : # Tujuh Juta Dua Ratus Lima Puluh Ribu Rupiah # |
Untuk pembayaran : Sewa gudang bulan Maret 2025
Semarang, 3 Maret 2025
Terbilang Rp 7.250.000,- Yang menerima,`);
    expect(fields.total_amount?.value).toBe(7250000);
    expect(fields.total_amount?.source?.text).toContain("Rp 7.250.000");
  });

  it("takes the words alone where no figure is printed", () => {
    const fields = fieldsOf(`KWITANSI
Sudah terima dari : Ibu Ratna
Banyaknya uang : # Sembilan Ratus Ribu Rupiah #
Untuk pembayaran : Jasa desain logo`);
    expect(fields.total_amount?.value).toBe(900000);
  });

  it("reads 'No. Tagihan' beside other labels on its row, not a street's 'No.' read without its 'Jl.'", () => {
    const text = `31. Merdeka No. 117, Bandung
Nama PT ARTA JAYA No. Tagihan TG-2503-00871 Nomor HP 0812-3456-7890`;
    expect(extractDocumentNumber(rowsOf(text))?.value).toBe("TG-2503-00871");
  });

  it("dates a bill by its print date, not by the date to pay before", () => {
    const fields = fieldsOf(`REKENING LISTRIK / TAGIHAN BULANAN
No. Tagihan : RL-202503-0042
TOTAL TAGIHAN Rp 512.000
BAYAR SEBELUM TANGGAL : 20-04-2025
Tanggal cetak: 05-04-2025`);
    expect(fields.date?.value).toBe("2025-04-05");
    expect(fields.due_date?.value).toBe("2025-04-20");
  });
});

describe("tax on a faktur pajak", () => {
  it("takes 'Jumlah PPN' as the tax, never as the total", () => {
    const fields = fieldsOf(`Faktur Pajak
Harga Jual / Penggantian 29.950.000,00
Dasar Pengenaan Pajak 27.454.167,00
Jumlah PPN (Pajak Pertambahan Nilai) 3.294.500,00`);
    expect(fields.tax_amount?.value).toBe(3_294_500);
    // No total is printed: the one given is the price with its tax, flagged for review.
    expect(fields.total_amount?.value).toBe(33_244_500);
    expect(fields.total_amount?.confidence).toBeLessThan(REVIEW_THRESHOLD);
  });

  it("derives the rate from the DPP where OCR lost the percent sign", () => {
    const fields = fieldsOf(`Subtotal Rp 14.650.000
DPP Nilai Lain 11/12 Rp 13.429.167
PPN 12 Rp 1.611.500
Total Rp 16.261.500`);
    expect(fields.tax_rate?.value).toBe(0.12);
    expect(fields.tax_rate?.confidence).toBeLessThan(0.85);
  });

  it("reads an English tax base, and a DPP whose last letter OCR misread, as the rate's base", () => {
    const english = fieldsOf(`Statement date : MAR 03 2025
Monthly plan Rp 240.000
Tax base (11/12) Rp 220.000
VAT 1296 Rp 26.400
Total amount due Rp 266.400`);
    expect(english.tax_rate?.value).toBe(0.12);
    expect(english.tax_amount?.value).toBe(26400);
    const misread = fieldsOf(`Tanggal 14/10/2025
Biaya bulanan Rp 240.000
DP? nilai lain Rp 220.000
PPN 1256 Rp 26.400
TOTAL TAGIHAN Rp 266.400`);
    expect(misread.tax_rate?.value).toBe(0.12);
  });

  it("keeps a zero-rated tax stated as nothing", () => {
    const fields = fieldsOf(`Sub Total S$3,134.00
GST 0% (zero-rated export) S$0.00
Balance Due (SGD) S$3,134.00`);
    expect(fields.tax_amount?.value).toBe(0);
    expect(fields.tax_rate?.value).toBe(0);
    expect(fields.total_amount?.value).toBe(3134);
  });

  it("derives no rate that the tax and its base do not agree on", () => {
    const fields = fieldsOf(`Subtotal Rp 1.000.000
PPN Rp 123.457
Total Rp 1.123.457`);
    expect(fields.tax_amount?.value).toBe(123_457);
    expect(fields.tax_rate).toBeUndefined();
  });
});

describe("discount", () => {
  it("takes a discount printed as a negative amount by its size", () => {
    const fields = fieldsOf(`Subtotal 1.950.000
Diskon Jasa 10% -70.000
TOTAL BAYAR Rp 1.880.000`);
    expect(fields.discount?.value).toBe(70_000);
    expect(fields.total_amount?.value).toBe(1_880_000);
  });
});

describe("subtotal", () => {
  it("is the unlabelled sum the tax turns into the total, not the DPP nilai lain under it", () => {
    const fields = fieldsOf(`Service charge (150 m2 x Rp 95.000) 14.250.000
Listrik unit 3.638.000
Jumlah 19.139.000
DPP Nilai Lain 11/12 17.544.083
PPN 12% 2.105.289
TOTAL TAGIHAN 21.244.289`);
    expect(fields.subtotal?.value).toBe(19_139_000);
    expect(fields.tax_rate?.value).toBe(0.12);
    expect(fields.tax_amount?.confidence).toBeGreaterThan(0.85);
  });

  it("reads 'Jumlah sebelum pajak' as the subtotal", () => {
    const fields = fieldsOf(`Jumlah sebelum pajak 1.975.000
DPP Nilai Lain (11/12) 1.810.417
PPN 12% 217.250
Total Tagihan 2.192.250`);
    expect(fields.subtotal?.value).toBe(1_975_000);
  });

  it("falls back to the DPP where nothing else adds up", () => {
    const fields = fieldsOf(`DPP 1.000.000
PPN 11% 110.000
Total 1.110.000`);
    expect(fields.subtotal?.value).toBe(1_000_000);
  });
});

describe("NPWP of seller and buyer", () => {
  it("gives the NPWP after 'Bill To' to the buyer", () => {
    const fields = fieldsOf(`INVOICE PT Digital Kreasi Nusantara
NPWP (Tax ID): 0029548138423000
Bill To: Invoice No. : 0087/INV-DKN/III/2025
PT Hotel Samudra Indah
NPWP: 0015527062904000`);
    expect(fields.seller_npwp?.value).toBe("0029548138423000");
    expect(fields.buyer_npwp?.value).toBe("0015527062904000");
  });

  it("gives a footer's NPWP that names the seller to the seller, after the customer's block", () => {
    const fields = fieldsOf(`PT Jaringan Data Nusantara TAGIHAN LAYANAN
PT Cipta Data Solusi ID Pelanggan : 1200458821
Total Tagihan 2.192.250
NPWP PT Jaringan Data Nusantara: 0028713543056000`);
    expect(fields.seller_npwp?.value).toBe("0028713543056000");
    expect(fields.buyer_npwp).toBeUndefined();
  });

  it("gives a second, different NPWP to the buyer where OCR garbled the buyer's label", () => {
    const fields = fieldsOf(`CV Contoh Makmur
NPWP: 0029548138423000
Pembaeli: PT Contoh Sentosa
NPWP: 0015527062904000`);
    expect(fields.seller_npwp?.value).toBe("0029548138423000");
    expect(fields.buyer_npwp?.value).toBe("0015527062904000");
  });
});

describe("document number beside a phone", () => {
  it("reads the bill's number after a phone number labelled 'Nomor HP' on the same row", () => {
    const text = `Nomor HP 0857-3301-2290 Nama PT CITA LESTARI No. Tagihan TG-0911-57330122`;
    expect(extractDocumentNumber(rowsOf(text))?.value).toBe("TG-0911-57330122");
  });

  it("does not read a number labelled after 'Telp.'", () => {
    const text = `Nomor Tagihan JDN/2505/0012873 Telp. No. 0812-1190-6653`;
    expect(extractDocumentNumber(rowsOf(text))?.value).toBe("JDN/2505/0012873");
  });
});

describe("document number on a till slip", () => {
  it("reads 'Bill #0342' with the number glued to its sign", () => {
    expect(extractDocumentNumber(rowsOf("Bill #0342 Meja 7"))?.value).toBe("0342");
  });

  it("reads the number under a 'No' that ends its row", () => {
    const text = `Percetakan Cahaya Abadi KUITANSI
WA 0858-1020-7733 : Jl. Suryakencana No. 214, Bogor No
0178
Sudah terima dari : CV Tunas Harapan Mandiri`;
    expect(extractDocumentNumber(rowsOf(text))?.value).toBe("0178");
  });
});

describe("a layout row holding two summary lines", () => {
  it("gives the discount its own amount, not the total beside it", () => {
    const fields = fieldsOf(`Sub Total 869.000
AS Diskon 15.000 - . LUNA . (2. TOTAL Rp - 854.000`);
    expect(fields.discount?.value).toBe(15_000);
    expect(fields.total_amount?.value).toBe(854_000);
  });
});

describe("a photo's summary rows read as one", () => {
  it("takes the money right after the total's label, not a garbled next label's", () => {
    const text = `KEDAI LORUMBA
| Kembalian Rp 3.500 | Bayar Rp 100.000 | Total Bayar Rp 96.500 > | Sob Tot PBX 1Os Rp 8.773 ..`;
    expect(fieldsOf(text).total_amount?.value).toBe(96500);
  });

  it("reads the sum's label after the same word heading a column", () => {
    const text = `WARUNG PINDOSARI
Brg Harga jumlah Nasi gorum 12.000 12.000 | jumlah RP 19.000 | 1 Teh vlamo 4.000 3.000`;
    expect(fieldsOf(text).total_amount?.value).toBe(19000);
  });

  it("still reads a column's sum that its row ends with", () => {
    const text = `WARUNG PINDOSARI
Nama Barang Harga jumlah Sate kelor 5.000 5.000 1 Krupik 1.000 1.000 jml. 6.000`;
    expect(fieldsOf(text).total_amount?.value).toBe(6000);
  });
});

describe("PBJT as OCR reads it", () => {
  it("reads a PBJT whose J came out as an I as the restaurant tax", () => {
    const fields = fieldsOf(`KEDAI LORUMBA
Sub Total Rp130.000
PBIT 10% Rp13.000
Total Bayar Rp143.000`);
    expect(fields.tax_amount?.value).toBe(13_000);
    expect(fields.tax_type_name?.value).toBe("PB1");
    expect(fields.tax_rate?.value).toBe(0.1);
  });
});

describe("a till's summary through a scan's specks and lost marks", () => {
  it("reads a service charge behind the specks before its label", () => {
    const fields = fieldsOf(`KEDAI LORUMBA
Subtotal 120.000
. - Service 5% 6.000 .
PB1 10% 12.600
TOTAL 138.600`);
    expect(fields.service_charge_amount?.value).toBe(6_000);
  });

  it("reads a rupiah sign that lost its R", () => {
    const fields = fieldsOf(`TOKO WIRAMBA
Subtotal  p64.800
DISKON PROMO Rp2.000
GRAND TOTAL Rp62.800
DPP 56.577 PPN 6.223`);
    expect(fields.subtotal?.value).toBe(64_800);
    expect(fields.discount?.value).toBe(2_000);
  });

  it("reads a sum's figure with two letters glued where its rupiah sign was", () => {
    const fields = fieldsOf(`APOTEK WIRAMBA
1 Salep kelor 24.000
Jumlah nn24.000
Embalase Rp1.000
Grand total Rp25.000`);
    expect(fields.subtotal?.value).toBe(24_000);
  });

  it("joins a subtotal's figure OCR split at a group mark where the total agrees", () => {
    const fields = fieldsOf(`INVOICE
Subtotal   Rp 41.620 500.00
VAT 12% Rp 4.578.255,00
Total Due Rp 46.198.755,00`);
    expect(fields.subtotal?.value).toBe(41_620_500);
  });

  it("puts back the last digit of the amounts OCR read as cents where the total agrees", () => {
    const fields = fieldsOf(`TOKO WIRAMBA
HARGA JUAL 174.60
DISKON PROMO 2.50
TOTAL 172,100`);
    expect(fields.subtotal?.value).toBe(174_600);
    expect(fields.discount?.value).toBe(2_500);
    expect(fields.total_amount?.value).toBe(172_100);
  });
});

describe("restaurant tax", () => {
  it("names 'Pajak Resto' PB1", () => {
    const fields = fieldsOf(`Subtotal 196.000
Pajak Resto 10% 19.600
TOTAL 215.600`);
    expect(fields.tax_type_name?.value).toBe("PB1");
    expect(fields.tax_amount?.value).toBe(19_600);
  });
});

describe("document number of a receipt", () => {
  it("is not the number of the invoice it pays", () => {
    const text = `KUITANSI
Telah terima dari PT Sinar Abadi Logistik
Untuk pembayaran : Pelunasan faktur No. INV-24-0108
Terbilang Rp 1.875.000,-`;
    expect(extractDocumentNumber(rowsOf(text))).toBeUndefined();
  });
});

describe("totals OCR garbled", () => {
  it("takes 'TOTAL INCLUDES 6% GST' as the tax, not the total", () => {
    const fields = fieldsOf(`QTY ITEM TOTAL
1 Filet-O-Fish 11.10
TOTAL INCLUDES 6% GST 0.63`);
    expect(fields.total_amount?.value).toBe(11.1);
    expect(fields.tax_amount?.value).toBe(0.63);
  });

  it("adds the summary up where the total's own line is unreadable, flagged for review", () => {
    const fields = fieldsOf(`SUBTOTAL RM 43.40
ZERO TAX AMT RM 43.40
7 TEN AAT Rl 143
Diskon 3.40`);
    expect(fields.total_amount?.value).toBe(40);
    expect(fields.total_amount?.confidence).toBeLessThan(REVIEW_THRESHOLD);
  });
});

describe("document number glued to its label", () => {
  it("reads 'NOTA No.2318'", () => {
    expect(
      extractDocumentNumber(rowsOf("TB. SUMBER REJEKI NOTA No.2318\nTOTAL Rp 854.000"))?.value,
    ).toBe("2318");
  });
});

describe("a till's transaction number", () => {
  it("is the code after the date and time where nothing is labelled", () => {
    const receipt = `TOKO MAKMUR SENTOSA
NPWP : 01.234.567.8-901.000
03.09.24-08:15 2409-0309-0412
KASIR: DEWI / KSR01
TOTAL 98.400`;
    expect(extractDocumentNumber(rowsOf(receipt))?.value).toBe("2409-0309-0412");
    expect(extractDocumentNumber(rowsOf("Date 25/12/2018 8:13:39 PM\nTOTAL 9.00"))).toBeUndefined();
  });
});

describe("a date's year and a number that begins with the date", () => {
  it("mends a year OCR misread by one digit, for review", () => {
    const text = `AEON CO. (M) BHD
Invoice No: 2018030610100030493
Total 75.00
06/03/2016 20:01 1010 008 0060498`;
    const date = fieldsOf(text).date;
    expect(date?.value).toBe("2018-03-06");
    expect(date?.confidence).toBeLessThan(REVIEW_THRESHOLD);
  });

  it("keeps the document's own day where the number holds the order's, across a new year", () => {
    const text = `INVOICE
Nomor Invoice: INV/20231231/MPL/3704
Tanggal Pembelian: 1 Januari 2024`;
    expect(fieldsOf(text).date?.value).toBe("2024-01-01");
  });

  it("keeps a year more than one digit away, and a date no number agrees with", () => {
    const text = `Invoice No: 2018030610100030493
Date: 06/03/2025`;
    expect(fieldsOf(text).date).toMatchObject({ value: "2025-03-06", confidence: 0.85 });
  });
});

describe("labels of the invoices' details blocks", () => {
  it("reads a bare 'Number :' after the buyer's label on a merged row, not the date's label", () => {
    const fields = fieldsOf(`Contoh Jaya INVOICE
Bill To: Number : INV-202511-3387
Yayasan Contoh Tgl. Invoice : 14-11-2025`);
    expect(fields.document_number?.value).toBe("INV-202511-3387");
  });

  it("takes no date for the number where 'Tgl. Invoice' is the only labelled one", () => {
    const fields = fieldsOf(`PT Contoh TAGIHAN
Pembeli: Tgl. Invoice : 16-03-2025`);
    expect(fields.document_number).toBeUndefined();
  });

  it("skips a GST registration number and reads 'No,' as OCR writes 'No.'", () => {
    const fields = fieldsOf(`Contoh Pte. Ltd.
GST Reg. No. 284732301K
KUITANSI
No, 7059`);
    expect(fields.document_number?.value).toBe("7059");
  });

  it("mends a Roman month OCR read with a 1 in a slashed number", () => {
    const fields = fieldsOf(`INVOICE
Invoice No. : 812/ABC/X1/2025`);
    expect(fields.document_number?.value).toBe("812/ABC/XI/2025");
  });

  it("reads 'Due :' and 'Issued :' as the due and issue dates", () => {
    const fields = fieldsOf(`TAX INVOICE
Issued : 28 December 2024
Due : 11 February 2025`);
    expect(fields.date?.value).toBe("2024-12-28");
    expect(fields.due_date?.value).toBe("2025-02-11");
  });

  it("reads every date month first where one can only be month first", () => {
    const fields = fieldsOf(`INVOICE
Invoice Date : 07/27/2024
Due Date : 09/10/2024`);
    expect(fields.due_date?.value).toBe("2024-09-10");
  });

  it("keeps dates day first where one can only be day first", () => {
    const fields = fieldsOf(`INVOICE
Invoice Date : 27/07/2024
Due Date : 09/10/2024`);
    expect(fields.due_date?.value).toBe("2024-10-09");
  });
});

describe("NPWP written with spaces", () => {
  it("takes NPWP16 grouped in fours where its check digit holds", () => {
    const fields = fieldsOf(`PT Contoh INVOICE
NPWP: 0029 5481 3842 3000`);
    expect(fields.seller_npwp?.value).toBe("0029548138423000");
  });

  it("takes a dotted NPWP with a space OCR put after a dot, and no spaced digits that fail the check", () => {
    expect(fieldsOf(`Pengusaha Kena Pajak\nNSN + 02. 954.813.8-423.000`).seller_npwp?.value).toBe(
      "029548138423000",
    );
    expect(fieldsOf(`PT Contoh\nNPWP: 0029 5481 3942 3000`).seller_npwp).toBeUndefined();
  });

  it("takes a dotted NPWP whose first dot OCR read as a space, its label misread too", () => {
    expect(fieldsOf(`TOKO CONTOH\nNPVP 02 954.813.8-423.000`).seller_npwp?.value).toBe(
      "029548138423000",
    );
    expect(fieldsOf(`TOKO CONTOH\nNPVP 02 954.813.7-423.000`).seller_npwp).toBeUndefined();
  });
});

describe("faktur pajak's number", () => {
  it("reads the serial where OCR misread 'Seri' and a dot of the number as a space", () => {
    const fields = fieldsOf(`Faktur Pajak
Kode dan Nomor Sen Faktur Pajak 030.000-24 51234567 :`);
    expect(fields.faktur_pajak_number?.value).toBe("0300002451234567");
  });

  it("takes the buyer's NPWP16 alone on its row where its label was lost, when it checks", () => {
    const faktur = (npwp: string) => `Faktur Pajak
Kode dan Nomor Seri Faktur Pajak : 01002500000000042
Pengusaha Kena Pajak
Nama : CV Contoh Jaya
NPWP : 0013121660091000
Pembeli Barang Kena Pajak / Penerima Jasa Kena Pajak
Nama : PT Sampel Makmur
Alamat : Jl. Contoh No. 5, Kota Contoh
: ${npwp}
Dasar Pengenaan Pajak 1.000.000,00`;
    expect(fieldsOf(faktur("0029548138423000")).buyer_npwp?.value).toBe("0029548138423000");
    expect(fieldsOf(faktur("0029548137423000")).buyer_npwp).toBeUndefined();
  });
  it("numbers a faktur by its serial rather than a bare 'No.' on a misread address row", () => {
    const fields = fieldsOf(`Faktur Pajak
Kode dan Nomor Seri Faktur Pajak : 010.000-24.00000001
Alama : Contoh Raya No. 196`);
    expect(fields.document_number?.value).toBe("010.000-24.00000001");
  });
});

describe("OCR's marks around a letterhead's number and date", () => {
  it("takes no address under a title printed beside the letterhead as the number", () => {
    const fields = fieldsOf(`PT Contoh Umbara INVOICE
Jl. Contoh No.36, Kel. Contoh
Sold to: Number : 526/EU/III/2024`);
    expect(fields.document_number?.value).toBe("526/EU/III/2024");
  });

  it("reads a date with a colon OCR put after its month", () => {
    expect(fieldsOf(`Faktur Pajak\nSukabumi, 22 Maret: 2024`).date?.value).toBe("2024-03-22");
  });
});

describe("a slip's transaction number beside its outlet's", () => {
  it("takes the number labelled for the transaction over the station's bare 'No.'", () => {
    const text = `SPBU CONTOH JAYA
No. 34.512.07
Jl. Melati No.12, Bogor
No. Trans : 5512903
Waktu : 2024-03-01 10:12`;
    expect(fieldsOf(text).document_number?.value).toBe("5512903");
  });

  it("reads a ticket number glued to its colon and skips a street OCR read as 'J1.'", () => {
    const text = `STRUK PARKIR
J1. Kenanga No.77, Solo
No. Tiket :PK40012345
BIAYA Rp 6.000`;
    expect(fieldsOf(text).document_number?.value).toBe("PK40012345");
  });
});

describe("a tax named glued to its rate", () => {
  it("reads 'SST8%' as the SST at 8 %", () => {
    const text = `INVOICE
Subtotal MYR 515.25
SST8% MYR 39.16
Grand Total MYR 554.41`;
    const fields = fieldsOf(text);
    expect(fields.tax_type_name?.value).toBe("SST");
    expect(fields.tax_amount?.value).toBe(39.16);
  });
});

describe("currency of a slip", () => {
  it("takes the rupiah printed by an amount over a dollar sign in a rule of dashes", () => {
    const text = `APOTEK CONTOH
—$———===---===
Obat batuk 1 Rp 25.000
TOTAL 25.000`;
    expect(fieldsOf(text).currency?.value).toBe("IDR");
  });

  it("reads rupiah from whole amounts with dots between thousands where no mark is printed", () => {
    const text = `WARUNG CONTOH
Nasi goreng 2 30.000
Es teh 2 8.000
TOTAL 38.000`;
    expect(fieldsOf(text).currency?.value).toBe("IDR");
  });

  it("counts an amount closed by a comma ('28.000,', '37.500,-') as written in rupiah", () => {
    const text = `APOTEK CONTOH
Obat flu 28.000, x
Grand Total 37500
KARTU DEBIT 37.500,-`;
    expect(fieldsOf(text).currency?.value).toBe("IDR");
    expect(fieldsOf("Coffee 2 8,50\nCake 1.250,75\nTOTAL 1.259,25").currency?.value).not.toBe(
      "IDR",
    );
  });

  it("reads no euro from a sign OCR made of a letter's or a digit's glyph", () => {
    const text = `TOKO CONTOH
SIA: 503/123/2€23
3 L€ 26.000 1 Roti 14.000
TOTAL 40.000`;
    expect(fieldsOf(text).currency?.value).toBe("IDR");
    expect(fieldsOf("Coffee 2 € 8,50\nTOTAL € 8,50").currency?.value).toBe("EUR");
  });

  it("reads no currency from a sign OCR made of a price's last digit or of a code's letter", () => {
    const text = `RESTO CONTOH
Telp. (0695) 743-9742
Soto Ayam 112.0€
Barang yang sudah dibeli tidak dapat ditukar
No. $2511125140
Nasi goreng 2 30.000
TOTAL 30.000`;
    expect(fieldsOf(text).currency?.value).toBe("IDR");
  });

  it("gives no rupiah to amounts with cents", () => {
    const text = `Coffee 2 8.50
Cake 1 4.25
TOTAL 12.75`;
    expect(fieldsOf(text).currency?.value).not.toBe("IDR");
  });
});

describe("subtotal named 'Jumlah'", () => {
  it("takes the items' sum above a discount and the total", () => {
    const text = `Salep 1 20.000
Vitamin 2 40.000
Jumlah 60.000
Diskon 6.000
Total 54.000`;
    const fields = fieldsOf(text);
    expect(fields.subtotal?.value).toBe(60000);
    expect(fields.discount?.value).toBe(6000);
  });

  it("prefers the items' sum to the DPP nilai lain printed under it", () => {
    const text = `Jumlah Rp 12.000.000,00
DPP Nilai Lain (11/12) Rp 11.000.000,00
PPN 12% Rp 1.320.000,00
TOTAL Rp 13.320.000,00`;
    expect(fieldsOf(text).subtotal?.value).toBe(12000000);
  });

  it("takes no service charge from an item that sells a service", () => {
    const text = `Jasa kebersihan service gedung (bulan) 5.000.000
Jumlah 5.000.000
Total 5.000.000`;
    expect(fieldsOf(text).service_charge_amount).toBeUndefined();
  });
});

describe("dates whose separators OCR marred", () => {
  it("reads a month's name with its day and year run together", () => {
    const text = `Statement no. : ST100
Statement date : MAR 072025.
Pay by : MAR 21 2025`;
    const fields = fieldsOf(text);
    expect(fields.date?.value).toBe("2025-03-07");
    expect(fields.due_date?.value).toBe("2025-03-21");
  });

  it("reads a date with a speck beside its slash", () => {
    expect(fieldsOf("Waktu : 05./02/2024 09:30").date?.value).toBe("2024-02-05");
  });
});

describe("a bare 'No.' with a house's number", () => {
  it("takes the kwitansi's number over a street's number whose 'Jl.' OCR lost", () => {
    const text = `UD CONTOH
2. Kenanga No.8. Solo
BUKTI PENERIMAAN UANG
No. KW-2023-0042`;
    expect(fieldsOf(text).document_number?.value).toBe("KW-2023-0042");
  });
});

describe("a parking slip's fee", () => {
  it("takes 'BIAYA' as the total, not the fine for a lost ticket", () => {
    const text = `STRUK PARKIR
No. Tiket : PK100200
BIAYA Rp 8.000
Kehilangan karcis denda Rp 30.000`;
    expect(fieldsOf(text).total_amount?.value).toBe(8000);
  });
});

describe("a faktur pajak OCR read loosely", () => {
  const text = `Faktur Pajak
Kode dan Nomor Seri Faktur Pajak 010.000-24 12345678
Pengusaha Kena Pajak
Nama PT Penjual Contoh .
NPWP 01.234.567 8-901.000 .
Pembeli Barang Kena Pajak / Penerima Jasa Kena Pajak
Nama CV Pembeli Contoh
Harga Jual / Penggantian / Uang Muka / Termin 2.000.000,00
Dasar Pengenaan Pajak 2.000.000,00
Total PPN (11% x DPP) . 220.000.00`;

  it("takes the seller from a 'Nama' line whose colon OCR lost", () => {
    expect(fieldsOf(text).vendor?.value).toBe("PT Penjual Contoh");
  });

  it("reads rupiah cents written with a dot in the tax line", () => {
    const fields = fieldsOf(text);
    expect(fields.tax_amount?.value).toBe(220000);
    expect(fields.tax_rate?.value).toBe(0.11);
  });
});

describe("a café slip's order number", () => {
  it("reads the code after 'Order' that opens its row", () => {
    expect(fieldsOf("KEDAI CONTOH\nOrder ORD-41230\nTOTAL 25.000").document_number?.value).toBe(
      "ORD-41230",
    );
  });

  it("takes no amount after 'Bill' for a number", () => {
    expect(fieldsOf("Bill 12.50\nTotal 12.50").document_number).toBeUndefined();
  });
});

describe("a faktur whose values stand a row away from their labels", () => {
  // The values' column read one row above the labels', as a scan's row grouping can.
  const text = `Faktur Pajak
Kode dan Nomor Seri Faktur Pajak : 04002500000000001
2 Sewa alat contoh
Rp 2.500.000,00 x 4 10.000.000,00
Harga Jual / Penggantian / Uang Muka / Termin 0,00
Dikurangi Potongan Harga 0,00
Dikurangi Uang Muka yang telah diterima 9.166.667,00
Dasar Pengenaan Pajak 1.100.000,00
Total PPN (12% x DPP)
0,00`;

  it("reads the price, PPN and rate from the arithmetic the amounts obey", () => {
    const fields = fieldsOf(text);
    expect(fields.subtotal?.value).toBe(10000000);
    expect(fields.tax_amount?.value).toBe(1100000);
    expect(fields.tax_rate?.value).toBe(0.12);
    expect(fields.tax_type_name?.value).toBe("PPN");
  });

  it("keeps a summary whose labels add up as they read it", () => {
    const fields = fieldsOf(`Faktur Pajak
Harga Jual / Penggantian 5.000.000,00
Dikurangi Potongan Harga 0,00
Dasar Pengenaan Pajak 5.000.000,00
Total PPN (11% x DPP) 550.000,00`);
    expect(fields.subtotal?.value).toBe(5000000);
    expect(fields.tax_amount?.value).toBe(550000);
    expect(fields.tax_rate?.value).toBe(0.11);
  });

  it("finds the discount the base was taken after", () => {
    const fields = fieldsOf(`Faktur Pajak
Rp 1.000.000,00 x 2 2.000.000,00
Harga Jual / Penggantian 0,00
Dikurangi Potongan Harga 1.650.000,00
Dasar Pengenaan Pajak 181.500,00
Total PPN (11% x DPP)
350.000,00`);
    expect(fields.subtotal?.value).toBe(2000000);
    expect(fields.discount?.value).toBe(350000);
    expect(fields.tax_amount?.value).toBe(181500);
  });
});

describe("a nota's and a kuitansi's shortened labels", () => {
  it("takes 'Jml.' under a nota's items for its total", () => {
    const text = `WARUNG CONTOH
3 Menu contoh satu 16.000 48.000
1 Menu contoh dua 20.000 20.000
Jml. 68.000
Tanda terima, Hormat kami,`;
    expect(fieldsOf(text).total_amount?.value).toBe(68000);
  });

  it("reads the amount a kuitansi writes out after 'Sebesar'", () => {
    const text = `KUITANSI
Telah diterima dari : Budi
Sebesar : dua juta lima ratus ribu rupiah
Keperluan : servis contoh`;
    expect(fieldsOf(text).total_amount?.value).toBe(2500000);
  });

  it("reads a kuitansi's number on a row of its own after a bare 'No'", () => {
    expect(fieldsOf("KUITANSI\nNo 1768\nDiterima dari : CV Contoh").document_number?.value).toBe(
      "1768",
    );
  });
});

describe("amounts OCR shortened or marked", () => {
  it("takes a discount of a few hundred rupiah printed without a group", () => {
    const text = `HARGA JUAL 89.500
POTONGAN 500
TOTAL 89.000`;
    expect(fieldsOf(text).discount?.value).toBe(500);
  });

  it("takes the cash paid where the total lost its last digit", () => {
    const text = `SPBU CONTOH
Harga/Liter : Rp 10.000
Total Harga : Rp 89.90
TUNAI 89.900`;
    expect(fieldsOf(text).total_amount?.value).toBe(89900);
  });

  it("keeps a total printed whole when more cash was handed over", () => {
    expect(fieldsOf("TOTAL 10.000\nTUNAI 100.000").total_amount?.value).toBe(10000);
  });

  it("reads a bill's charges where a leader before them reads as a minus", () => {
    const text = `TAGIHAN LAYANAN INTERNET
Biaya bulanan paket -Rp 345.000
PPN 11% Rp 37.950
TOTAL TAGIHAN : Rp 382.950`;
    expect(fieldsOf(text).subtotal?.value).toBe(345000);
  });
});

describe("a number labelled beside another block's label", () => {
  /** Lines at (x, y) on one page, each a box of its text's width. */
  const boxed = (lines: Array<[string, number, number]>) =>
    groupRows(
      documentLines({
        pages: [
          {
            number: 1,
            width: 600,
            height: 800,
            lines: lines.map(([text, x, y]) => ({
              text,
              box: { x, y, width: text.length * 6, height: 10 },
            })),
          },
        ],
        text: lines.map(([text]) => text).join("\n"),
        language: null,
      }),
    );

  it("reads the number in the column right of a buyer's label", () => {
    const rows = boxed([
      ["CONTOH TRADING SDN. BHD.", 40, 40],
      ["Customer", 40, 120],
      ["Number : 25656", 380, 120],
      ["CV Contoh", 40, 135],
      ["Issued : May 3, 2025", 380, 135],
    ]);
    expect(extractDocumentNumber(rows)?.value).toBe("25656");
  });

  it("reads a till's 'ID Transaksi'", () => {
    expect(
      fieldsOf("UD CONTOH\nID Transaksi 692221\nTotal Bayar Rp 39.500").document_number?.value,
    ).toBe("692221");
  });
});

describe("a header whose buyer label and number label a PDF joined", () => {
  it("reads 'Number :' right after 'Billed To' as the invoice's", () => {
    const text = `Contoh Systems Sdn. Bhd. Invoice
Billed To Number : 29814
CV Contoh Issued : 25 May 2025`;
    expect(extractDocumentNumber(rowsOf(text))?.value).toBe("29814");
  });

  it("reads 'Ref :' right after 'Customer' as the invoice's", () => {
    const text = `CONTOH NETWORKS LLC
INVOICE
Customer Ref : 89443
PT Contoh Issued : February 1, 2026`;
    expect(extractDocumentNumber(rowsOf(text))?.value).toBe("89443");
  });

  it("takes the items' 'Total Harga' above a 'TOTAL' of the same amount for the subtotal", () => {
    const fields = fieldsOf(`FAKTUR
1 Barang contoh 2 1.000.000 2.000.000
Total Harga Rp2.000.000
TOTAL Rp2.000.000`);
    expect(fields.subtotal?.value).toBe(2000000);
    expect(fields.total_amount?.value).toBe(2000000);
  });
});

describe("a restaurant's tax on its service charge", () => {
  it("finds the rate on the subtotal with its service charge", () => {
    const fields = fieldsOf(`Subtotal Rp 128.000
Biaya Layanan 5% Rp 6.400
Pajak (PB1) Rp 13.440
TOTAL BELANJA Rp 147.840`);
    expect(fields.tax_rate?.value).toBe(0.1);
  });
});

describe("summary read through OCR's misreadings", () => {
  it("reads a summary amount whose separators OCR lost", () => {
    const fields = fieldsOf(`HARGA JUAL 55.500
DISKON PROMO | 1500 |
TOTAL 54.000
DPP 48.649 PPN 5351 -`);
    expect(fields.discount?.value).toBe(1500);
    expect(fields.tax_amount?.value).toBe(5351);
  });

  it("reads a summary amount whose group marks OCR read as a colon or a gap", () => {
    const fields = fieldsOf(`HARGA JUAL - © 96:400 :
POTONGAN 2.000
TOTAL 94.400`);
    expect(fields.subtotal?.value).toBe(96400);
    expect(fieldsOf(`Sub Total 240 500\nTOTAL 240.500`).subtotal?.value).toBe(240500);
  });

  it("mends a sum read without its cents' mark where the total confirms it", () => {
    const fields = fieldsOf(`Kasa 10.000
Jumlah Rpl5000000
Diskon Rp 15.000,00
Total Rp135.00000`);
    expect(fields.total_amount?.value).toBe(135000);
    expect(fields.subtotal?.value).toBe(150000);
  });

  it("leaves a sum that no misreading makes add up as it was read", () => {
    const fields = fieldsOf(`Jumlah 96001
Diskon 950
Total 8.550`);
    expect(fields.subtotal?.value).toBe(96001);
  });

  it("reads PBJT whose P OCR lost before its rate", () => {
    const fields = fieldsOf(`Subtotal Rp 100.000
BJT 10% Rp 10.000
TOTAL Rp 110.000`);
    expect(fields.tax_amount?.value).toBe(10000);
    expect(fields.tax_type_name?.value).toBe("PB1");
    expect(fields.tax_rate?.value).toBe(0.1);
  });

  it("reads a label OCR misread by a letter", () => {
    const fields = fieldsOf(`Sub Total 100.000
Biaxa Lavanan 5% 5.000
PB1 10% 10.500
Total Bayar 115.500`);
    expect(fields.service_charge_amount?.value).toBe(5000);
    expect(extractDocumentNumber(rowsOf("No. Trams : 55120\nNo. 12.345.06"))?.value).toBe("55120");
  });

  it("reads labels OCR misread: a speck inside, a title glued to its No., specks before Order", () => {
    expect(extractDocumentNumber(rowsOf("No. 12.345.06\nNo. *Trans 3) 7720114"))?.value).toBe(
      "7720114",
    );
    expect(extractDocumentNumber(rowsOf("KEDAI CONTOH\n© NOTANo. 57 . . Solo"))?.value).toBe("57");
    expect(extractDocumentNumber(rowsOf("KEDAI CONTOH\n~ Order 408812\nTable 4"))?.value).toBe(
      "408812",
    );
    expect(extractDocumentNumber(rowsOf(": Se : No No KW-2024-0077 |"))?.value).toBe(
      "KW-2024-0077",
    );
    expect(
      extractDocumentNumber(rowsOf("CONTOH LLC\nBilted to: . Number : SI-202411-0101"))?.value,
    ).toBe("SI-202411-0101");
  });

  it("takes a code after a bare No. over a house's number with a letter", () => {
    const text = `TOKO CONTOH
II Kenanga No.4B% Solo
No. KW-2025-0311 5 :`;
    expect(extractDocumentNumber(rowsOf(text))?.value).toBe("KW-2025-0311");
  });

  it("reads an invoice's code by its prefix where OCR garbled its label", () => {
    const text = `PT Contoh
Bill To: rnbr : INV-202411-0017
CV Pembeli ssued : 2024-11-26`;
    expect(extractDocumentNumber(rowsOf(text))?.value).toBe("INV-202411-0017");
  });

  it("skips a digit OCR made of a dot leader before the number", () => {
    expect(extractDocumentNumber(rowsOf("No. Order 1... SO-7731"))?.value).toBe("SO-7731");
  });
});

describe("a PPN rate its print lost", () => {
  it("is 12 % from 2025 where the PPN is 11 % of the price (DPP nilai lain)", () => {
    const bill = (date: string) => `Tanggal: ${date}
Biaya langganan 300.000
PPN 1z% 33.000
Total 333.000`;
    expect(fieldsOf(bill("15/03/2025")).tax_rate?.value).toBe(0.12);
    expect(fieldsOf(bill("15/03/2024")).tax_rate?.value).toBe(0.11);
  });
});

describe("a summary read by its arithmetic", () => {
  it("takes the total a deduction leaves, not the sum above it", () => {
    const fields = fieldsOf(`1 Barang contoh 2 20.000.000 40.000.000
Total Harga Rp40.000.000
Potongan Rp2.000.000
TOTAL Rp38.000.000`);
    expect(fields.total_amount?.value).toBe(38_000_000);
    expect(fields.subtotal?.value).toBe(40_000_000);
    expect(fields.discount?.value).toBe(2_000_000);
  });

  it("keeps the larger of two totals where nothing between them is deducted", () => {
    const fields = fieldsOf(`Total Harga Rp40.000.000
Ongkos kirim Rp2.000.000
TOTAL Rp38.000.000`);
    expect(fields.total_amount?.value).toBe(40_000_000);
  });

  it("reads an invoice's 'Net Amount' above its discount as the subtotal", () => {
    const fields = fieldsOf(`1 Consulting hours 10 120.00 1,200.00
Net Amount USD 1,200.00
Less discount USD 60.00
Amount Due USD 1,140.00`);
    expect(fields.subtotal?.value).toBe(1200);
    expect(fields.total_amount?.value).toBe(1140);
  });

  it("reads a total label glued to its rupiah sign", () => {
    const fields = fieldsOf(`Jumlah Harga Rp20.000.000,00
PPN 11% Rp2.200.000,00
JUMLAH YANG HARUS DIBAYARRp22.200.000,00`);
    expect(fields.total_amount?.value).toBe(22_200_000);
  });

  it("reads a till's 'Tagihan' as the total, not the cash handed over", () => {
    const fields = fieldsOf(`Roti tawar 2 x 15.000 30.000
Tagihan 30.000
Kembalian TUNAI 50.000`);
    expect(fields.total_amount?.value).toBe(30_000);
    expect(fieldsOf("Tagihan kepada 15.000\nTOTAL 20.000").total_amount?.value).toBe(20_000);
  });

  it("gives a service charge its own amount where the next charge's label was lost", () => {
    const fields = fieldsOf(`Subtotal Rp 150.000
Service 5% Rp 7.500 Pl 10% Rp 15.750
TOTAL Rp 173.250`);
    expect(fields.service_charge_amount?.value).toBe(7500);
  });

  it("reads a charge whose thousands OCR spaced apart where the tax makes it the total", () => {
    const fields = fieldsOf(`Monthly plan Rp 250 000
VAT 11% Rp 27.500
Total amount due Rp 277.500`);
    expect(fields.subtotal?.value).toBe(250_000);
  });

  it("reads a charge with a speck read as a digit before it where the tax makes it the total", () => {
    const fields = fieldsOf(`Sub Total. - Rpl222.000
PB1 10% Rp22.200
Total Bayar Rp244.200`);
    expect(fields.subtotal?.value).toBe(222_000);
  });
});

describe("document number beside dates and addresses", () => {
  it("takes no number from a label whose value is a date", () => {
    expect(extractDocumentNumber(rowsOf("Customer: Number : JUL 08 2025"))).toBeUndefined();
  });

  it("prefers a bare 'No.' before a slashed document number to an address's", () => {
    const text = `Toko Contoh
11. Melati No, 12B, Kota Contoh
KWITANSI
No.031/KW/04/2025`;
    expect(extractDocumentNumber(rowsOf(text))?.value).toBe("031/KW/04/2025");
  });
});
