import { describe, expect, it } from "vitest";
import { documentFromText, documentLines } from "./document-lines.ts";
import { groupRows } from "./rows.ts";
import { cleanName, domainNames, findVendor, isFieldLabel } from "./vendor-name.ts";

const vendorOf = (text: string) =>
  findVendor(groupRows(documentLines(documentFromText(text))))?.value;

/** A photo's OCR: each line with how sure the engine was of it. */
const vendorOfOcr = (lines: Array<[text: string, confidence: number]>) =>
  findVendor(
    groupRows(
      documentLines({
        pages: [
          {
            number: 1,
            width: null,
            height: null,
            lines: lines.map(([text, confidence]) => ({ text, box: null, confidence })),
          },
        ],
        text: lines.map(([text]) => text).join("\n"),
        language: null,
      }),
    ),
  )?.value;

/** A text-layer page: each row's lines with where they start, one row under another. */
const vendorOfLayout = (rows: Array<Array<[text: string, x: number]>>) =>
  findVendor(
    groupRows(
      documentLines({
        pages: [
          {
            number: 1,
            width: 600,
            height: 800,
            lines: rows.flatMap((row, index) =>
              row.map(([text, x]) => ({
                text,
                box: { x, y: 60 + 14 * index, width: 7 * text.length, height: 10 },
              })),
            ),
          },
        ],
        text: rows.map((row) => row.map(([text]) => text).join(" ")).join("\n"),
        language: null,
      }),
    ),
  )?.value;

describe("findVendor", () => {
  it("reads a faktur's seller from the name line when OCR left specks after the label", () => {
    const faktur = `Faktur Pajak
Pengusaha Kena Pajak: . : , pe ,
Nama : PT MITRA KEMASAN SEJAHTERA
Alamat : JL. RAYA SERANG KM 12,5, CIKUPA`;
    expect(vendorOf(faktur)).toBe("PT MITRA KEMASAN SEJAHTERA");
  });

  it("passes over the customer a bill names in its header", () => {
    const bill = `Selular Prima Nusantara P TAGIHAN PASCABAYAR
Nomor HP 0812-8890-4412 Nama PT BOGA RASA NUSANTARA No. Tagihan SPN-2410-88904412
Total Tagihan 334.887`;
    expect(vendorOf(bill)).toBe("Selular Prima Nusantara");
  });

  it("takes the company to be paid where no letterhead name was read", () => {
    const invoice = `JL Raya Serang Km 12,5 Bitung Jaya
NPWP: 0023951783451000
INVOICE
Kepada Yth CV Rasa Nusantara Jaya
TOTAL Rp 16.261.500
No. Rekening 800153278900 a.n PT Mitra Kemasan Sejahtera`;
    expect(vendorOf(invoice)).toBe("PT Mitra Kemasan Sejahtera");
  });

  it("takes the name printed beside the document's title, without the address beside it", () => {
    const invoice = `TAX INVOICE Lion City Packaging Pte. Ltd. 21 Tuas South Avenue 3
Singapore 637512
Bill To:
PT Dapur Prima Nusantara`;
    expect(vendorOf(invoice)).toBe("Lion City Packaging Pte. Ltd.");
  });

  it("takes the name that spells the issuer's own web domain over a tagline above it", () => {
    const invoice = `Global Wholesaler
Azure Interior
4557 De Silva St
Invoice INV/2023/03/0008
Total $ 279.84
(870)-931-0505 info@azure-interior.com http://www.azure-interior.com`;
    expect(vendorOf(invoice)).toBe("Azure Interior");
  });

  it("ignores the domain of an e-mail in the buyer's block", () => {
    const invoice = `Bill To:
Taylor's Store
orders@taylors-store.com
Taylor's Store
Total $ 20.00`;
    expect(vendorOf(invoice)).not.toBe("Taylor's Store");
  });

  it("takes the name over the legal notice at the foot of the page, not the addressee", () => {
    const invoice = `ALEXINUX
27 rue Henri Rolland
Facture n° 2022089083
Date : 28/11/2022
Total TTC : 56,02 €
Modes de règlement
NETPRESSE
Siège social : 16 rue Mollien - 92100 BOULOGNE`;
    expect(vendorOf(invoice)).toBe("NETPRESSE");
  });

  it("takes the name that opens the legal notice", () => {
    const invoice = `Free Service Abonné
de Lattre Alexis
Facture n°562044387
Somme à payer 29.99 € TTC
Service Clients
Free SAS au capital de 3.441.812 Euros − RCS Paris`;
    expect(vendorOf(invoice)).toBe("Free SAS");
  });

  it("leaves a registration line in the header to the letterhead rules", () => {
    const receipt = `KEDAI MAJU
Registered office: 12 Jalan Besar
TOTAL 9.00
CASH 10.00
CHANGE 1.00
THANK YOU`;
    expect(vendorOf(receipt)).toBe("KEDAI MAJU");
  });

  it("takes whoever a payment was received by, up to the verb after the name", () => {
    const receipt = `PAYMENT RECEIPT
Hotel Details Check In Check Out Rooms
Grand Total Rs 1939
Payment received by OYO Paid through Cash At Hotel (Rs 1939) Rs 1939`;
    expect(vendorOf(receipt)).toBe("OYO");
  });

  it("finds a legal form misread by OCR below a line of scribble", () => {
    const receipt = `tan woon yann
BOOK TA .K (TAMAN DAYA) SDN 8HD
NO.53 55,57 & 59, JALAN SAGU 18,
Total : 9.00`;
    expect(vendorOf(receipt)).toBe("BOOK TA .K (TAMAN DAYA) SDN BHD");
  });

  it("joins a name that OCR broke over two rows", () => {
    const receipt = `AIK HUAT HARDWARE ENTERPRISE (SETIA
ALAM) SDN BHD
NO. 17G, JALAN SETIA INDAH
TOTAL 30.00`;
    expect(vendorOf(receipt)).toBe("AIK HUAT HARDWARE ENTERPRISE (SETIA ALAM) SDN BHD");
  });

  it("does not take a company registration number for the company", () => {
    const receipt = `. »
Company Reg No. 7949544
GL HANDICRAFT & TAILORING
TOTAL 104.00`;
    expect(vendorOf(receipt)).toBe("GL HANDICRAFT & TAILORING");
  });

  it("does not take a 'Company No' line for the company", () => {
    const receipt = `LEONG HENG SHELL SERVICE STATION
Company No :256628-W
LOT 26151 BANDAR SG LONG,
Total 50.00`;
    expect(vendorOf(receipt)).toBe("LEONG HENG SHELL SERVICE STATION");
  });

  it("passes over lines OCR could hardly read, a logo's scribble", () => {
    const receipt: Array<[string, number]> = [
      ["Le 5", 0.37],
      ["AA f", 0.14],
      ["CH - A {ees", 0.21],
      ["KEDAI RUNCIT ZBH", 0.85],
      ["NO. 17, JALAN PERMAS 1/7,", 0.89],
      ["TOTAL 43.40", 0.9],
    ];
    expect(vendorOfOcr(receipt)).toBe("KEDAI RUNCIT ZBH");
  });

  it("reads OCR's 'Sa' and 'Ag' as no legal form", () => {
    const receipt: Array<[string, number]> = [
      ["JIMBARAN BAY SEAFOOD GRILL", 0.92],
      ["Jl. Pantai Kedonganan NO. 3", 0.89],
      ["Sa CUCL", 0.7],
      ["Ag grilled Red snapper", 0.85],
      ["TOTAL IDR 947.100", 0.9],
    ];
    expect(vendorOfOcr(receipt)).toBe("JIMBARAN BAY SEAFOOD GRILL");
    expect(vendorOf("Free SA\nTotal 9,99 €")).toBe("Free SA");
  });

  it("takes the line that reads as a name out of a row it shares with a title and a logo", () => {
    const bill: Array<[string, number]> = [
      ["rima", 0.93],
      ["Pp TAGIHAN PASCABAYAR", 0.88],
      ["Selular Prima Nusantara", 0.89],
      ["Total Tagihan 334.887", 0.93],
    ];
    expect(vendorOfOcr(bill)).toBe("Selular Prima Nusantara");
  });

  it("takes the company to be paid after a bare 'an' on the payment row", () => {
    const invoice = `Telp. (021) 5940 2218
INVOICE
TOTAL Rp 16.261.500
No. Rekening 800153278900 an PT Mitra Kemasan Sejahtera`;
    expect(vendorOf(invoice)).toBe("PT Mitra Kemasan Sejahtera");
  });

  it("takes the issuer left of a buyer's column that opens beside it, and no number's label", () => {
    // A text-layer PDF: the issuer's block on the left, "Bill to" and the buyer on the right.
    const invoice = vendorOfLayout([
      [["Invoice", 50]],
      [["Invoice number 5C81D0AA 0002", 50]],
      [["Date of issue May 2, 2024", 50]],
      [
        ["Quillfern Labs LLC", 50],
        ["Bill to", 300],
      ],
      [
        ["88 Harbor Road", 50],
        ["Osterberg Data GmbH", 300],
      ],
      [
        ["billing@quillfern.io", 50],
        ["Lindenweg 4, 20095 Hamburg", 300],
      ],
      [["Total $96.00", 50]],
    ]);
    expect(invoice).toBe("Quillfern Labs LLC");
  });

  it("cuts a buyer's label printed after the issuer's name on the same line of text", () => {
    const invoice = `Invoice
Invoice number 5C81D0AA 0002
Quillfern Labs LLC Bill to
88 Harbor Road Osterberg Data GmbH
Total $96.00`;
    expect(vendorOf(invoice)).toBe("Quillfern Labs LLC");
  });

  it("takes the issuer opening its footer's address over a buyer printed unlabelled on top", () => {
    const invoice = `Osterberg Data GmbH
Lindenweg 4
20095 Hamburg
VAT Number DE812345678
Invoice
Invoice date: 3 June 2024
Total €30.00
${"Line item\n".repeat(6)}Harcourt Signal Ltd, 7 Mill Lane, Leeds LS1 4AB
Registered in England and Wales, company number 04411223`;
    expect(vendorOf(invoice)).toBe("Harcourt Signal Ltd");
  });

  it("reads the issuer a receipt says it is from, and the payee of cheques", () => {
    expect(
      vendorOf(`Receipt from Quillfern Labs LLC
Receipt #2231-0098
Amount paid $96.00`),
    ).toBe("Quillfern Labs LLC");
    expect(
      vendorOf(`INVOICE
Bill to: Osterberg Data GmbH
Total due: $500.00
Make cheques payable to Tamsin Vale Studio`),
    ).toBe("Tamsin Vale Studio");
  });
});

describe("findVendor on a faktur pajak", () => {
  it("takes the first party's name above the buyer's box where its heading was not read", () => {
    expect(
      vendorOf(`Faktur Pajak
Kode dan Nomor Seri Faktur Pajak : 010.000-24.00000001
Nama : PT Penjual Contoh
Alamat : Jl. Contoh No. 1
Pembeli Barang Kena Pajak / Penerima Jasa Kena Pajak
Nama : CV Pembeli Contoh`),
    ).toBe("PT Penjual Contoh");
  });
});

describe("findVendor on a kwitansi", () => {
  it("takes the business signing at the foot, not the payer it received from", () => {
    expect(
      vendorOf(`KWITANSI
No. 4761
Telah diterima dari : PT Pembayar Contoh
Sebesar : satu juta rupiah
Keperluan : cetak undangan
Rp. 1.000.000,- Ambon, 29 November 2024
(Budi Contoh)
CV Sumber Contoh`),
    ).toBe("CV Sumber Contoh");
  });

  it("reads past OCR's specks before the name and takes no title for one", () => {
    expect(
      vendorOf(`: BUKTI PENERIMAAN UANG
No. 132/KWT/2025
Diterima dari : CV Pembayar Contoh
Rp 540.000 Singaraja, 31 Agustus 2025
: i Toko Sumber Contoh`),
    ).toBe("Toko Sumber Contoh");
  });

  it("takes the letterhead's business, not the person signing for it at the foot", () => {
    expect(
      vendorOf(`UD Sumber Contoh
Jl. Contoh No. 12, Kota Contoh
KUITANSI
No. 17/KW/2023
Telah diterima dari : Ani Pembayar
Uang sejumlah : # Satu juta rupiah #
Keperluan : cetak spanduk
Rp 1.000.000 Kota Contoh, 3 Maret 2023
Budi Penanda`),
    ).toBe("UD Sumber Contoh");
  });

  it("takes the business above the signer's own name", () => {
    expect(
      vendorOf(`KWITANSI
No. 4761
Telah diterima dari : PT Pembayar Contoh
Rp. 1.000.000,- Ambon, 29 November 2024
Bengkel Sumber Contoh
Budi Penanda`),
    ).toBe("Bengkel Sumber Contoh");
  });

  it("takes no stamp's lone legal form at the foot for a business", () => {
    expect(
      vendorOf(`TOKO SUMBER CONTOH
Jl. Contoh No. 12, Kota Contoh
KUITANSI
No. 18/KW/2023
Telah diterimz dari : Ani Pembayar
Sebesar : satu juta rupiah
Keperluan : servis mesin
SA | | meterai |
Budi Penanda`),
    ).toBe("TOKO SUMBER CONTOH");
  });

  it("takes the person signing where no letterhead names a business", () => {
    expect(
      vendorOf(`KWITANSI
No. 4761
Telah diterima dari : PT Penyewa Contoh
Guna membayar : sewa rumah
Rp. 1.000.000,- Ambon, 29 November 2024
Budi Penanda`),
    ).toBe("Budi Penanda");
  });
});

describe("findVendor on software invoices' layouts", () => {
  it("takes the left column's company under 'From' and 'Client' read as one row", () => {
    const invoice = `Invoice
Invoice number #QX20418
FROM Client
Harlow Vane S.L. Pemberton Grid Corp.
12 Orchard Row 9 Lake Street
Total £120.00`;
    expect(vendorOf(invoice)).toBe("Harlow Vane S.L.");
  });

  it("takes the company opening the footer's address when only the buyer's block is on top", () => {
    const invoice = `Receipt
Number KT55012
To
Ilse Varga
40 Quay Road
Amount paid EUR 80.00
${"Seats 1 EUR 80.00\n".repeat(8)}Brennick Data AB · 12 Quay Road, 111 52 Stockholm, Sweden
Page 1 of 1`;
    expect(vendorOf(invoice)).toBe("Brennick Data AB");
  });

  it("takes no date or invoice number for a name", () => {
    const invoice = `Invoice
INV-QT40917 Invoice #
24 September 2023 Date
8 October 2023 Due`;
    expect(vendorOf(invoice)).toBeUndefined();
    expect(isFieldLabel("8 October 2023 Due")).toBe(true);
    expect(isFieldLabel("INV-QT40917 #")).toBe(true);
  });

  it("reads a regional water company named after its city as the issuer of its bill", () => {
    const bill = `Perumda Air Minum Tirta Sejuk Kota Larantuka
Jl. Merdeka No. 3
REKENING AIR
Nama Pelanggan : Dewi Lestari
TOTAL TAGIHAN Rp 88.000`;
    expect(vendorOf(bill)).toBe("Perumda Air Minum Tirta Sejuk Kota Larantuka");
  });
});

describe("cleanName", () => {
  it("drops a trailing registration number and reads look-alike digits as letters", () => {
    expect(cleanName("URBAN 1DEA SDN BHD (417940-M),")).toBe("URBAN IDEA SDN BHD");
  });

  it("drops an e-mail address and a document word printed beside the name", () => {
    expect(cleanName("Sammy Maystone INVOICE smaystone4@fake.com")).toBe("Sammy Maystone");
  });

  it("cuts a figure or a field's label printed after the legal form on the name's row", () => {
    expect(cleanName("Velmora LLC Amount due $144.00")).toBe("Velmora LLC");
    expect(cleanName("Trisk Analytics GmbH Total 1.200,00")).toBe("Trisk Analytics GmbH");
    expect(cleanName("Bill to: Ondrel Ltd")).toBe("Ondrel Ltd");
  });

  it("cuts a field printed after a name that has no legal form", () => {
    expect(cleanName("Quorvel Labs Amount due $144.00")).toBe("Quorvel Labs");
    expect(cleanName("Quorvel Labs Page 1 of 1")).toBe("Quorvel Labs");
    expect(cleanName("Quorvel Labs Date of issue Nov 1, 2023")).toBe("Quorvel Labs");
    expect(cleanName("Quorvel Inc. Attn: Dara Pellow")).toBe("Quorvel Inc.");
    expect(cleanName("Quorvel LLC United States")).toBe("Quorvel LLC");
  });

  it("keeps a name whose first word opens with a label's letters, and still drops the label", () => {
    expect(cleanName("Darimas Pte. Ltd.")).toBe("Darimas Pte. Ltd.");
    expect(cleanName("Fromental Cheese Co")).toBe("Fromental Cheese Co");
    expect(cleanName("Customatic Labs Inc")).toBe("Customatic Labs Inc");
    expect(cleanName("PENJUALANKU GROSIR")).toBe("PENJUALANKU GROSIR");
    expect(cleanName("Dari: CV Lentera Pagi")).toBe("CV Lentera Pagi");
    expect(cleanName("Kepada Yth. Bapak Haryo")).toBe("Bapak Haryo");
  });

  it("reads a copy's mark on the title as no name, before the title word or after it", () => {
    for (const title of [
      "Duplicate invoice",
      "COPY TAX INVOICE",
      "Salinan faktur",
      "Faktur (Salinan)",
      "Invoice - copy",
      "Rechnung Kopie",
    ]) {
      expect(cleanName(title)).toBe("");
    }
    expect(cleanName("Copy Invoice Halvard Prints Ltd")).toBe("Halvard Prints Ltd");
    expect(cleanName("Copyright Studio Ltd")).toBe("Copyright Studio Ltd");
  });

  it("keeps 'Company' closing a name and a name going on after '&'", () => {
    expect(cleanName("BRESTO TRADING & COMPANY")).toBe("BRESTO TRADING & COMPANY");
  });

  it("knows the legal forms of European and Asian companies beyond the commonest", () => {
    for (const form of ["s.r.o.", "OÜ", "SARL", "A/S", "DAC", "Co., Ltd.", "Kft."]) {
      const invoice = `Invoice
Bill to
Brevant Cloud GmbH
4 Sollen Way
Description Amount
Plan $144.00
Total $144.00
${"Note\n".repeat(6)}Quorvel Labs ${form} · 12 Linden Way, Prague`;
      expect(vendorOf(invoice)).toBe(`Quorvel Labs ${form}`);
    }
    expect(cleanName("Quorvel s.r.o. Amount due $144.00")).toBe("Quorvel s.r.o.");
  });

  it("drops the words of a sentence before the name it closes with", () => {
    expect(cleanName("Services are provided by Quorvel Ltd")).toBe("Quorvel Ltd");
  });

  it("keeps digits that are part of a name", () => {
    expect(cleanName("99 SPEED MART S/B")).toBe("99 SPEED MART S/B");
  });
});

describe("domainNames", () => {
  it("names the registrable part of web and e-mail domains, free mail left out", () => {
    expect(
      domainNames("info@qualityhosting.de www.aeon.com.my jane@gmail.com aws.amazon.com/contact"),
    ).toEqual(["qualityhosting", "aeon", "amazon"]);
  });
});

describe("isFieldLabel", () => {
  it("takes labels and identifiers behind a label for labels, and names for names", () => {
    expect(isFieldLabel("Buyer")).toBe(true);
    expect(isFieldLabel("VAT Number DE123456789")).toBe(true);
    expect(isFieldLabel("number QX41TB08 0007")).toBe(true);
    expect(isFieldLabel("Invoice date")).toBe(true);
    expect(isFieldLabel("Velmora Cloud LLC")).toBe(false);
    expect(isFieldLabel("Toko Sinar Jaya")).toBe(false);
    expect(isFieldLabel("Service provider")).toBe(true);
    expect(isFieldLabel("Ditagihkan kepada")).toBe(true);
    expect(isFieldLabel("EU VAT number")).toBe(true);
  });

  it("reads an 'Issuer' label in a column of labels as the seller's", () => {
    const invoice = `Invoice
To Dara Pellow
Brevant Cloud SL
4 Sollen Way
Issuer Ostrel Data Inc
9 Quarry Row`;
    expect(vendorOf(invoice)).toBe("Ostrel Data Inc");
  });

  it("reads the seller's block under a heading, its name after its own label", () => {
    const invoice = `Tax invoice
Invoice number 40121
Customer details
Company name: Brevant Cloud GmbH
Address: 4 Sollen Way, Munich
Supplier details
Company: Ostrel Data Ltd
Address: 9 Quarry Row, Cork`;
    expect(vendorOf(invoice)).toBe("Ostrel Data Ltd");
  });
});

describe("a letterhead named by its trade in Indonesian", () => {
  it("takes a printer's name over the payer's company where OCR garbled 'Diterima dari'", () => {
    const text = `PERCETAKAN CONTOH ABADI
Jl. Kenanga No.5, Solo
BUKTI PENERIMAAN UANG
Daterima dant CV Pembeli Contoh
Rp 1.500.000`;
    expect(vendorOf(text)).toBe("PERCETAKAN CONTOH ABADI");
  });

  it("skips a street OCR read as 'JI.' under a name it could not read", () => {
    const lines: Array<[string, number]> = [
      ["aE CONTOH", 0.3],
      ["JI. Kenanga Raya Kav. 5, Kel. Contoh", 0.8],
      ["Teh manis 5.000", 0.8],
    ];
    expect(vendorOfOcr(lines) ?? "").not.toMatch(/Kenanga/);
  });

  it("takes the name's line of a row that joins it to the address beside it", () => {
    expect(
      vendorOfLayout([
        [
          ["CV Sumber Contoh TAX INVOICE", 40],
          ["Jl. Kenanga No. 12, Kota Contoh", 300],
        ],
        [["Bill To", 40]],
        [["PT Pembeli Contoh", 40]],
      ]),
    ).toBe("CV Sumber Contoh");
  });

  it("takes no item bearing a trade's word under a till slip's date for the shop", () => {
    const text = `KOPI CONTOH SEJATI
Jl. Kenanga No. 5
Kota Contoh
05/01/2023 08:15 Kasir: Contoh
No. Struk: 1001
Cafe Susu Gula Aren
1 x 25.000 25.000,00`;
    expect(vendorOf(text)).toBe("KOPI CONTOH SEJATI");
  });
});

describe("a chain's shop over the company that runs it", () => {
  it("takes the shop's name printed over 'PT …'", () => {
    const text = `CONTOHMART SEJAHTERA
PT Pengelola Contoh
Jl. Kenanga No.5, Solo
NPWP 01.234.567.8-901.000`;
    expect(vendorOf(text)).toBe("CONTOHMART SEJAHTERA");
  });

  it("keeps the company under a logo's one-word acronym", () => {
    const text = `JDC
PT Jaringan Data Contoh
Jl. Kenanga No.5, Solo`;
    expect(vendorOf(text)).toBe("PT Jaringan Data Contoh");
  });
});

describe("a parking ticket", () => {
  it("takes the operator under the ticket's title, not the title", () => {
    const text = `KARCIS PARKIR
CONTOH RAYA PARKING
Plaza Contoh Solo
No. Tiket : PK100200`;
    expect(vendorOf(text)).toBe("CONTOH RAYA PARKING");
  });
});

describe("a kwitansi whose payer's label OCR garbled", () => {
  it("does not take the company after '… dari :' for the issuer", () => {
    const text = `TOKOBUKU CONTOH SEJATI
JL KenangaRaya No 12, Kel. Contoh, Solo
KWITANSI
No. 1234
Su a dari : CV Pembayar Contoh
U ah : dua juta rupiah`;
    expect(vendorOf(text)).toBe("TOKOBUKU CONTOH SEJATI");
  });
});

describe("a software invoice's two blocks read as joined rows", () => {
  it("takes the right column's name under 'Bill to' and a seller's label on one row", () => {
    const invoice = `Invoice
Bill to Issued by
Norlan Ltd. Vextra Digital Limited
12 Mill Lane 40 Canal Street
Dublin D02 X285 Berlin 10115`;
    expect(vendorOf(invoice)).toBe("Vextra Digital Limited");
  });

  it("takes the unlabelled name beside 'Billed to' when the buyer's name opens the row below", () => {
    const invoice = `Invoice
Invoice number AB1234
Billed to Quarn Security AG
Tobrel Solutions S.L. 413 Station Road
450 Station Road London EC1V 2NX`;
    expect(vendorOf(invoice)).toBe("Quarn Security AG");
  });

  it("keeps the buyer's name after 'Bill to' when an address follows it", () => {
    const invoice = `Invoice
Bill to Quarn Security AG
413 Station Road
London EC1V 2NX`;
    expect(vendorOf(invoice)).not.toBe("Quarn Security AG");
  });

  it("takes the seller's block printed under the buyer's", () => {
    const invoice = `Invoice
Invoice number AB1234
Bill to
Grenmo Health Inc.
360 Elm Street
Amsterdam 1017 AB
Netherlands
Stavik Payments Oy Amount due $1,266.96
67 Park Avenue
Berlin 10115`;
    expect(vendorOf(invoice)).toBe("Stavik Payments Oy");
  });

  it("takes the account holder's company under a 'Pay to' label", () => {
    const invoice = `Invoice
Bill to
Grenmo Health Inc.
360 Elm Street
Total $40.00
Pay to
Account name: Feloro Hosting Pty Ltd
IBAN DE29 5577 3124 5331`;
    expect(vendorOf(invoice)).toBe("Feloro Hosting Pty Ltd");
  });
});

describe("a label where the seller's name was looked for", () => {
  it("goes on to the footer's company when the seller's label is followed by its tax number", () => {
    const invoice = `Invoice
Seller
VAT Number DE355123456
Bill to
Grenmo Health Inc.
360 Elm Street
Description Amount
Pro plan $40.00
Total $40.00
Thanks
Thanks again
Sincerely
Questions?
Velmor Systems GmbH · 4 Ringstraße, 10115 Berlin`;
    expect(vendorOf(invoice)).toBe("Velmor Systems GmbH");
  });
});

describe("a seller named beside its bank details or in two labelled columns", () => {
  it("takes the account holder under 'Remit to', not the bank's line", () => {
    const invoice = `Invoice
Billed to
Pobak Freight Co., Ltd.
Total IDR 1,672,770
Remit to
Bank Yiral Acc No 9008550996
Beneficiary: Jekora Corp.`;
    expect(vendorOf(invoice)).toBe("Jekora Corp.");
  });

  it("takes the company opening a footer's line before ' - ' and its address", () => {
    const invoice = `INVOICE
Ditagihkan kepada
Powak LLC
Jl. Tuji Kav. 27
Kab. Bengan 46166
Keterangan Jumlah
Kertas A4 Rp 73.000
Subtotal Rp 73.000
PPN 11% Rp 8.030
Grand Total Rp 81.030
CV Suamar Pangan - Jl. Gota Blok A 39, Wepe 54609 - Tel 0583-5825591`;
    expect(vendorOf(invoice)).toBe("CV Suamar Pangan");
  });

  it("reads the seller's column of 'Nama : … Nama : …' under the seller's and buyer's labels", () => {
    const faktur = `FAKTUR
Pengusaha Kena Pajak Tagihan kepada
Nama : PT Pupak Yinga Nama : PT Tualas Logistik
Alamat : Jl. Ringot Blok A 120 Alamat : Jl. Mamak No. 97`;
    expect(vendorOf(faktur)).toBe("PT Pupak Yinga");
  });

  it("takes the company right of a person under 'Pembeli' and 'Penjual'", () => {
    const faktur = `FAKTUR PENJUALAN
Pembeli Penjual
Ibu Nanol Sotu PT Bisak Cetak
Jl. Mahut No 96 Jl. Gadua No. 64`;
    expect(vendorOf(faktur)).toBe("PT Bisak Cetak");
  });

  it("cuts the left of two names each opening with its company form", () => {
    const faktur = `FAKTUR PENJUALAN
Pengusaha Kena Pajak Pelanggan
PT Ngamor Niaga PT Talang Kiara
Jl. Wagian Kav. 19 Jl. Roril Kav. 7`;
    expect(vendorOf(faktur)).toBe("PT Ngamor Niaga");
  });
});

describe("an invoice whose letterhead name was not read", () => {
  it("takes the account holder the payment goes to, not the street address above the title", () => {
    const text = `418 Harbor Rd, Salem, OR
Phone +1 555 0101
INVOICE
Bill To: Invoice # : 5521
PT Sinar Pelangi
Subtotal US$ 1,200.00
Total Due US$ 1,200.00
Please transfer to Acme Bank account 1234567890 in the name of Northwind Freight LLC.`;
    expect(vendorOf(text)).toMatch(/^Northwind Freight LLC/);
  });
});

describe("a regional water company's letterhead after an OCR speck", () => {
  it("names the company, not the customer's line below it", () => {
    const text = `- PDAM Kota Sukamaju :
Jl. Merdeka No 12, Sukamaju
REKENING AIR
Nama Pelanggan Budi Hartono
ID Pelanggan : 123456789`;
    expect(vendorOf(text)).toMatch(/^PDAM Kota Sukamaju/);
  });
});

describe("a noisy scan's letterhead", () => {
  it("passes over a title read with a stray digit before it for the operator below", () => {
    expect(
      vendorOfOcr([
        ["3 KARCIS PARKIR aL", 0.6],
        [".Cl rn CONTOH PARK SYSTEM", 0.42],
        ["No. Tiket : PK100200", 0.7],
      ]),
    ).toBe("CONTOH PARK SYSTEM");
  });

  it("passes over a ticket's title that specks of letters hide for the operator below", () => {
    expect(
      vendorOfOcr([
        ["Cc ee “ . KARCIS PARKIR rn a", 0.49],
        ["CONTOH PARKING . Lo", 0.65],
        ["No. Tiket: 10020030", 0.6],
      ]),
    ).toBe("CONTOH PARKING");
  });

  it("passes over a ticket's title read with a full stop after it", () => {
    expect(
      vendorOfOcr([
        ["r.a KARCIS PARKIR. . »", 0.7],
        ["... LUMBAR PARKING . . 3", 0.7],
        ["Masuk 02/03/2024 10:15", 0.8],
      ]),
    ).toBe("LUMBAR PARKING");
  });

  it("passes over a slip's title after short words of specks", () => {
    expect(
      vendorOfOcr([
        ['Rb I ". STRUK PARKIR . |', 0.6],
        ["i a CONTOH PARKIR A", 0.8],
        ["Plaza Contoh Solo", 0.85],
      ]),
    ).toBe("CONTOH PARKIR");
  });

  it("takes a shop's name its specks made less legible over the nota's title and number", () => {
    expect(
      vendorOfOcr([
        ["i KEDAI CONTOH .: ;", 0.46],
        ["© NOTANo. 57 . . Solo. 4 Maret 2025", 0.66],
        ["1 Nasi contoh 15.000 15.000", 0.7],
      ]),
    ).toBe("KEDAI CONTOH");
  });

  it("drops a capital and a small letter OCR read before a name in capitals", () => {
    expect(
      vendorOfOcr([
        ["Ce SPBU CONTOH JAYA Lo.", 0.7],
        ["Jl. Contoh No. 5", 0.7],
      ]),
    ).toBe("SPBU CONTOH JAYA");
  });

  it("takes the business under a kwitansi's signature past the specks, not the payer", () => {
    expect(
      vendorOfOcr([
        [". Se : No KW-2024-0001 |", 0.3],
        ["+ Tclah diterima dari : Budi Contoh . |", 0.88],
        ["Sebesar : dua juta rupiah", 0.8],
        ["Rp 2.000.000,00 Solo, 03 Jun 2024", 0.9],
        ["6 . oy : Bengkel Contoh |", 0.74],
      ]),
    ).toBe("Bengkel Contoh");
  });
});

describe("findVendor where a service invoice's seller has no label or a person's name", () => {
  it("reads a buyer's label that is a cell of its own beside a heading, not the buyer below it", () => {
    expect(
      vendorOfLayout([
        [
          ["TRELLAMINE", 50],
          ["Invoice", 480],
        ],
        [
          ["Client", 50],
          ["Amount due (USD)", 330],
        ],
        [
          ["Obrandy Foods Inc.", 50],
          ["$1,204.50", 330],
        ],
        [["12 Vellum Road", 50]],
      ]),
    ).toBe("TRELLAMINE");
  });

  it("takes the unlabelled column beside the buyer's block under a label heading only the buyer's", () => {
    expect(
      vendorOfLayout([
        [["Billed to", 50]],
        [
          ["Pomerack Holdings Ltd", 50],
          ["Sabine Ortolan", 330],
        ],
        [
          ["4 Quayside Walk", 50],
          ["19 Fennel Court", 330],
        ],
        [["Invoice", 50]],
      ]),
    ).toBe("Sabine Ortolan");
  });

  it("takes the seller's cell where 'To:' and 'From:' open two cells of one row", () => {
    expect(
      vendorOfLayout([
        [["Invoice", 50]],
        [
          ["To: Dremmel Quarry Pty Ltd", 50],
          ["From: Vosk Analytica Inc.", 320],
        ],
        [
          ["7 Pike Lane", 50],
          ["220 Ottery Street", 320],
        ],
      ]),
    ).toBe("Vosk Analytica Inc.");
  });

  it("takes the buyer's label and the seller's as two heading cells over two names", () => {
    expect(
      vendorOfLayout([
        [["Invoice", 50]],
        [
          ["Client", 50],
          ["Seller", 320],
        ],
        [
          ["Hollin Brisk Ltd", 50],
          ["Marrowgate AG", 320],
        ],
      ]),
    ).toBe("Marrowgate AG");
  });

  it("takes a person named under 'Please remit payment to:' where nothing else names the issuer", () => {
    const invoice = `Invoice
Invoice number 4471
Bill to
Corvelle Media Ltd
8 Tansy Row
Description Amount
Illustration work $640.00
Total $640.00
Please remit payment to:
Ottilie Farrand
Account: 55120934`;
    expect(vendorOf(invoice)).toBe("Ottilie Farrand");
  });

  it("takes a person's name opening the footer's address, where nothing else names the issuer", () => {
    const rows: Array<Array<[string, number]>> = [
      [["Invoice", 50]],
      [["Bill to", 50]],
      [["Corvelle Media Ltd", 50]],
      [["8 Tansy Row", 50]],
      ...Array.from({ length: 12 }, (_, index): Array<[string, number]> => [
        [`Editing session ${index + 1}`, 50],
        ["$80.00", 480],
      ]),
      [["Ottilie Farrand | 3 Brackwater Lane, Sellick 4410", 50]],
    ];
    expect(vendorOfLayout(rows)).toBe("Ottilie Farrand");
  });

  it("takes a person named only as the payment's account name", () => {
    const invoice = `Invoice
Bill to
Corvelle Media Ltd
Total $640.00
Payment details
Account name: Ottilie Farrand
Account: 55120934`;
    expect(vendorOf(invoice)).toBe("Ottilie Farrand");
  });

  it("takes the company printed larger of two side by side on the top row, neither labelled", () => {
    const line = (text: string, x: number, y: number, height = 10) => ({
      text,
      box: { x, y, width: 7 * text.length, height },
      confidence: null,
    });
    const lines = [
      line("Ashgrove Tiling Ltd", 50, 60),
      line("Pelloran Systems Inc.", 380, 58, 14),
      line("3 Wicket Lane", 50, 76),
      line("90 Sorrel Street", 380, 76),
      line("Invoice", 50, 110, 14),
      line("Total $220.00", 380, 140),
    ];
    const vendor = findVendor(
      groupRows(
        documentLines({
          pages: [{ number: 1, width: 600, height: 800, lines }],
          text: lines.map((each) => each.text).join("\n"),
          language: null,
        }),
      ),
    )?.value;
    expect(vendor).toBe("Pelloran Systems Inc.");
  });
});
