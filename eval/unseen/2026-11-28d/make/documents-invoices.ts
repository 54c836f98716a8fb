import { A4, OWN, type Doc } from "./documents-money.ts";
import { date, groupEn, groupId } from "./format.ts";
import type { Writer } from "./layout.ts";

const A4_SCALE = 1240 / 595;
const rp = (n: number) => `Rp ${groupId(n)}`;

function itemTable(w: Writer, head: string[], rows: string[][], widths: number[]): void {
  // First column left-aligned, the others right-aligned at their column's right edge.
  let x = w.left;
  const anchors = widths.map((width, i) => {
    const start = x;
    x += width;
    return i === 0 ? start : x;
  });
  const cells = (texts: string[], bold: boolean) =>
    texts.map((text, i) => ({
      text,
      x: anchors[i]!,
      align: i === 0 ? ("left" as const) : ("right" as const),
      bold,
    }));
  w.row(cells(head, true));
  w.rule();
  for (const r of rows) w.row(cells(r, false));
  w.rule();
}

/** Invoices (7) and faktur pajak (2). */
export const invoices: Doc[] = [
  (() => {
    const f = {
      vendor: "PT Graha Kemasan Mandiri",
      document_number: "INV/GKM/2026/0912",
      date: "2026-09-11",
      due_date: "2026-10-11",
      currency: "IDR",
      subtotal: 10800000,
      tax_type_name: "PPN",
      tax_rate: 12,
      tax_amount: 1188000,
      total_amount: 11988000,
      seller_npwp: "0013582746517000",
      buyer_npwp: OWN.npwp16,
      faktur_pajak_number: "04002600004561237",
    };
    return {
      id: "u5-i01",
      name: "invoice-graha-kemasan-mandiri-0912",
      type: "invoice",
      kind: "invoice",
      language: "id",
      title: "Invoice PT Graha Kemasan Mandiri",
      page: { ...A4, margin: 48, face: "sans", size: 9.5, leading: 1.5 },
      fields: f,
      tags: ["kemasan", "kardus", "packaging"],
      build(w) {
        w.row([
          { text: "PT GRAHA KEMASAN MANDIRI", x: w.left, bold: true, size: 15 },
          { text: "INVOICE", x: w.right, align: "right", bold: true, size: 18 },
        ]);
        w.line("Kawasan Industri Terboyo Blok F-7, Semarang 50112  |  NPWP 0013582746517000");
        w.rule();
        w.field("Nomor Invoice", `: ${f.document_number}`, 110);
        w.field("Tanggal", `: ${date.idLong(f.date)}`, 110);
        w.field("Jatuh Tempo", `: ${date.idLong(f.due_date)} (30 hari)`, 110);
        w.field("No. PO", ": PO-SPN-2608-117", 110);
        w.gap(6);
        w.line("Ditagihkan kepada:", { bold: true });
        w.line(OWN.name);
        w.line(OWN.address);
        w.line(`NPWP ${OWN.npwp16}`);
        w.gap(8);
        itemTable(
          w,
          ["Uraian", "Qty", "Harga Satuan", "Jumlah (Rp)"],
          [
            ["Kardus double wall 40x30x30 cm", "3.000", "2.400", groupId(7200000)],
            ["Kardus single wall 30x20x15 cm", "4.000", "750", groupId(3000000)],
            ["Lakban cokelat 2 inch (dus isi 72)", "5", "120.000", groupId(600000)],
          ],
          [250, 60, 90, 99],
        );
        w.kv("Harga Jual", groupId(f.subtotal));
        w.kv("DPP Nilai Lain (11/12 x Harga Jual)", groupId(9900000));
        w.kv("PPN 12% x DPP Nilai Lain", groupId(f.tax_amount));
        w.kv("TOTAL TAGIHAN", rp(f.total_amount), { bold: true, size: 11 });
        w.gap(8);
        w.line(`Faktur Pajak: ${f.faktur_pajak_number}`);
        w.line("Pembayaran ke BCA KCU Pandanaran a.n. PT Graha Kemasan Mandiri, rek. 009-318-4472");
        w.gap(30);
        w.line("Hormat kami,", { align: "right" });
        w.gap(30);
        w.line("Lusiana Hartono - Finance", { align: "right" });
      },
    };
  })(),
  (() => {
    const f = {
      vendor: "CV Mitra Teknik Sejahtera",
      document_number: "MTS-INV-2505-031",
      date: "2025-05-20",
      due_date: "2025-06-19",
      currency: "IDR",
      subtotal: 4250000,
      tax_type_name: "PPN",
      tax_rate: 11,
      tax_amount: 467500,
      total_amount: 4717500,
      seller_npwp: "81.205.773.4-517.000",
      buyer_npwp: OWN.npwp15,
    };
    return {
      id: "u5-i02",
      name: "invoice-mitra-teknik-service-ac",
      type: "invoice",
      kind: "invoice",
      language: "id",
      title: "Invoice CV Mitra Teknik Sejahtera",
      page: { ...A4, margin: 50, face: "serif", size: 11.5, leading: 1.5 },
      picture: {
        capture: "scan",
        rotate: -0.7,
        blur: 0.5,
        quality: 85,
        format: "jpg",
        scale: A4_SCALE,
      },
      fields: f,
      tags: ["service ac", "ac", "maintenance", "perawatan"],
      build(w) {
        w.line("CV MITRA TEKNIK SEJAHTERA", { bold: true, size: 16, align: "center" });
        w.line("Service & Instalasi AC - Refrigerasi - Kelistrikan", { align: "center", size: 11 });
        w.line("Jl. Sompok Baru No. 31, Semarang  -  NPWP 81.205.773.4-517.000", {
          align: "center",
          size: 11,
        });
        w.rule();
        w.line("FAKTUR / INVOICE", { bold: true, size: 14, align: "center" });
        w.gap(4);
        w.field("No.", f.document_number, 120);
        w.field("Tanggal", date.slash(f.date), 120);
        w.field("Kepada", OWN.name, 120);
        w.field("NPWP Pembeli", f.buyer_npwp, 120);
        w.field("Jatuh tempo", date.slash(f.due_date), 120);
        w.gap(6);
        itemTable(
          w,
          ["Pekerjaan", "Unit", "Jumlah"],
          [
            ["Cuci AC split 1-2 PK", "14", groupId(1050000)],
            ["Isi freon R32", "6", groupId(1800000)],
            ["Ganti kapasitor outdoor", "4", groupId(1000000)],
            ["Transport & jasa teknisi", "1", groupId(400000)],
          ],
          [320, 60, 115],
        );
        w.kv("Sub Total", groupId(f.subtotal));
        w.kv("PPN 11%", groupId(f.tax_amount));
        w.kv("Grand Total", rp(f.total_amount), { bold: true });
        w.gap(6);
        w.para("Terbilang: empat juta tujuh ratus tujuh belas ribu lima ratus rupiah.", {
          size: 11,
        });
        w.para("Transfer ke Bank Mandiri 135-00-2291847-5 a.n. CV Mitra Teknik Sejahtera.", {
          size: 11,
        });
        w.gap(20);
        w.line("Agus Prasetyo", { align: "right", bold: true });
      },
    };
  })(),
  (() => {
    const f = {
      vendor: "Brightline Analytics Pte. Ltd.",
      document_number: "BA-INV-20417",
      date: "2025-11-03",
      due_date: "2025-12-03",
      currency: "SGD",
      subtotal: 3600,
      total_amount: 3600,
    };
    return {
      id: "u5-i03",
      name: "brightline-analytics-invoice-20417",
      type: "invoice",
      kind: "invoice",
      language: "en",
      title: "Brightline Analytics invoice BA-INV-20417",
      page: { ...A4, margin: 56, face: "sans", size: 10, leading: 1.55 },
      fields: f,
      tags: ["analytics", "dashboard", "consulting", "singapore"],
      build(w) {
        w.line("Brightline Analytics Pte. Ltd.", { bold: true, size: 16 });
        w.line("71 Ayer Rajah Crescent, #04-12, Singapore 139951  -  UEN 201834217K");
        w.gap(14);
        w.line("TAX INVOICE", { size: 20, bold: true, align: "right" });
        w.row([
          { text: "Bill to", x: w.left, bold: true },
          { text: `Invoice no. ${f.document_number}`, x: w.right, align: "right" },
        ]);
        w.row([
          { text: OWN.name, x: w.left },
          { text: `Issue date ${date.enDayFirst(f.date)}`, x: w.right, align: "right" },
        ]);
        w.row([
          { text: "Semarang, Indonesia", x: w.left },
          { text: `Due date ${date.enDayFirst(f.due_date)}`, x: w.right, align: "right" },
        ]);
        w.gap(10);
        itemTable(
          w,
          ["Description", "Hours", "Rate (SGD)", "Amount (SGD)"],
          [
            ["Sales dashboard build - October 2025", "16", "150.00", "2,400.00"],
            ["Data pipeline review and handover", "8", "150.00", "1,200.00"],
          ],
          [260, 50, 90, 83],
        );
        w.kv("Subtotal", groupEn(f.subtotal, 2));
        w.kv("GST 0% (export of services)", "0.00");
        w.kv("Total due (SGD)", `SGD ${groupEn(f.total_amount, 2)}`, { bold: true, size: 11.5 });
        w.gap(12);
        w.para(
          "Payment by telegraphic transfer to DBS Bank Ltd, account 072-918344-6, SWIFT DBSSSGSG. All bank charges are borne by the payer. Please quote the invoice number with your payment.",
        );
      },
    };
  })(),
  (() => {
    const f = {
      vendor: "Cobalt Harbor Software Inc.",
      document_number: "CH-2026-0388",
      date: "2026-02-10",
      due_date: "2026-03-12",
      currency: "USD",
      subtotal: 1250,
      discount: 125,
      total_amount: 1125,
    };
    return {
      id: "u5-i04",
      name: "cobalt-harbor-invoice-ch-2026-0388",
      type: "invoice",
      kind: "invoice",
      language: "en",
      title: "Cobalt Harbor Software invoice",
      page: { ...A4, margin: 60, face: "serif", size: 11, leading: 1.5 },
      fields: f,
      tags: ["software", "subscription", "license"],
      build(w) {
        w.row([
          { text: "COBALT HARBOR", x: w.left, bold: true, size: 18 },
          { text: "Invoice", x: w.right, align: "right", size: 18 },
        ]);
        w.line("Cobalt Harbor Software Inc. - 410 Pier Street, Suite 9, Portland, OR 97209, USA", {
          size: 9,
        });
        w.rule();
        w.field("Invoice number", f.document_number, 130);
        w.field("Invoice date", date.enLong(f.date), 130);
        w.field("Payment due", date.enLong(f.due_date) + " (Net 30)", 130);
        w.field("Customer", OWN.name, 130);
        w.gap(8);
        itemTable(
          w,
          ["Item", "Qty", "Unit price", "Line total"],
          [
            ["StockPilot inventory licence, annual seat", "5", "220.00", "1,100.00"],
            ["Onboarding session (remote)", "1", "150.00", "150.00"],
          ],
          [270, 40, 80, 85],
        );
        w.kv("Subtotal", `USD ${groupEn(f.subtotal, 2)}`);
        w.kv("Annual prepay discount (10%)", `-USD ${groupEn(f.discount, 2)}`);
        w.kv("Sales tax", "0.00");
        w.kv("Amount due", `USD ${groupEn(f.total_amount, 2)}`, { bold: true });
        w.gap(10);
        w.para(
          "Pay by card at billing.cobaltharbor.example or by wire (ACH routing 071000288). Thank you for your business.",
        );
      },
    };
  })(),
  (() => {
    const f = {
      vendor: "PT Sarana Logistik Andalas",
      document_number: "SLA/INV/24/10/077",
      date: "2024-10-08",
      due_date: "2024-11-07",
      currency: "IDR",
      subtotal: 18600000,
      tax_type_name: "PPN",
      tax_rate: 11,
      tax_amount: 2046000,
      total_amount: 20646000,
      seller_npwp: "03.118.640.9-123.000",
      buyer_npwp: OWN.npwp15,
    };
    return {
      id: "u5-i05",
      name: "sarana-logistik-andalas-freight-invoice",
      type: "invoice",
      kind: "invoice",
      language: "en",
      title: "Freight invoice PT Sarana Logistik Andalas",
      page: { ...A4, margin: 44, face: "sans", size: 9, leading: 1.5 },
      fields: f,
      tags: ["freight", "ekspedisi", "trucking", "logistik"],
      build(w) {
        w.line("PT SARANA LOGISTIK ANDALAS", { bold: true, size: 14 });
        w.line(
          "Trucking - Sea Freight - Warehousing  |  Jl. Sisingamangaraja No. 210, Medan 20148",
        );
        w.line(`Tax ID (NPWP): ${f.seller_npwp}`);
        w.rule();
        w.line("FREIGHT INVOICE", { bold: true, size: 13, align: "center" });
        w.row([
          { text: `Invoice No: ${f.document_number}`, x: w.left },
          { text: `Date: ${date.enShort(f.date)}`, x: w.right, align: "right" },
        ]);
        w.row([
          { text: `Customer: ${OWN.name} (NPWP ${OWN.npwp15})`, x: w.left },
          { text: `Due: ${date.enShort(f.due_date)}`, x: w.right, align: "right" },
        ]);
        w.gap(6);
        itemTable(
          w,
          ["Shipment", "Route", "Units", "Amount (IDR)"],
          [
            ["FTL 20' container, job SLA-7718", "Medan - Semarang", "2", groupEn(12400000)],
            ["Wingbox truck, job SLA-7731", "Semarang - Surabaya", "3", groupEn(4500000)],
            ["Loading / unloading labour", "", "1", groupEn(1700000)],
          ],
          [210, 130, 50, 117],
        );
        w.kv("Subtotal", groupEn(f.subtotal));
        w.kv("VAT (PPN) 11%", groupEn(f.tax_amount));
        w.kv("TOTAL (IDR)", groupEn(f.total_amount), { bold: true });
        w.gap(8);
        w.para(
          "Terms: 30 days from invoice date. Please transfer to Bank Sumut 210.01.04.339218-7 under PT Sarana Logistik Andalas. Claims for damage must be raised within 7 days of delivery.",
        );
      },
    };
  })(),
  (() => {
    const f = {
      vendor: "Percetakan Aksara Jaya",
      document_number: "AJ-1126-0457",
      date: "2026-11-10",
      due_date: "2026-11-30",
      currency: "IDR",
      subtotal: 2750000,
      total_amount: 2750000,
    };
    return {
      id: "u5-i06",
      name: "tagihan-percetakan-aksara-jaya",
      type: "invoice",
      kind: "invoice",
      language: "id",
      title: "Invoice Percetakan Aksara Jaya",
      page: { ...A4, height: 620, margin: 44, face: "sans", size: 12, leading: 1.5 },
      picture: {
        capture: "phone",
        rotate: -3,
        blur: 0.8,
        quality: 72,
        format: "jpg",
        scale: A4_SCALE,
      },
      fields: f,
      tags: ["percetakan", "brosur", "printing", "cetak"],
      build(w) {
        w.line("PERCETAKAN AKSARA JAYA", { bold: true, size: 17 });
        w.line("Offset & Digital Printing - Jl. Pandanaran II No. 8 Semarang", { size: 11 });
        w.rule();
        w.row([
          { text: "INVOICE", x: w.left, bold: true, size: 15 },
          { text: `No: ${f.document_number}`, x: w.right, align: "right" },
        ]);
        w.field("Tgl", date.dash(f.date), 110);
        w.field("Kepada", "PT Sinar Pelita Nusantara - Bag. Marketing", 110);
        w.field("Bayar s/d", date.dash(f.due_date), 110);
        w.gap(4);
        itemTable(
          w,
          ["Item", "Jml", "Total"],
          [
            ["Brosur A4 art paper 150gr 2 sisi", "2.000 lbr", groupId(1900000)],
            ["Kartu nama 2 box (4 orang)", "8 box", groupId(480000)],
            ["X-banner 60x160 + rangka", "2", groupId(370000)],
          ],
          [290, 90, 119],
        );
        w.kv("TOTAL", rp(f.total_amount), { bold: true, size: 14 });
        w.line("Tidak dikenakan PPN (bukan PKP).", { size: 11 });
        w.line("Transfer BRI 0087-01-022918-50-3 a.n. Wahyu Santoso", { size: 11 });
      },
    };
  })(),
  (() => {
    const f = {
      vendor: "PT Dapur Nusa Katering",
      document_number: "DNK-2610-0045",
      date: "2026-10-28",
      due_date: "2026-12-05",
      currency: "IDR",
      subtotal: 12400000,
      discount: 400000,
      tax_type_name: "PPN",
      tax_rate: 12,
      tax_amount: 1320000,
      total_amount: 13320000,
      seller_npwp: "0029931075503000",
      buyer_npwp: OWN.npwp16,
      faktur_pajak_number: "04002600007713420",
    };
    return {
      id: "u5-i07",
      name: "invoice-dapur-nusa-katering-oktober",
      type: "invoice",
      kind: "invoice",
      language: "id",
      title: "Invoice PT Dapur Nusa Katering",
      page: { ...A4, margin: 52, face: "serif", size: 10.5, leading: 1.5 },
      fields: f,
      tags: ["katering", "catering", "makan siang karyawan"],
      build(w) {
        w.line("PT Dapur Nusa Katering", { bold: true, size: 16 });
        w.line("Jl. Setiabudi No. 77, Banyumanik, Semarang  |  NPWP 0029931075503000", { size: 9 });
        w.gap(10);
        w.line("TAGIHAN / INVOICE", { bold: true, size: 13 });
        w.field("Nomor", f.document_number, 120);
        w.field("Tanggal tagihan", date.idLong(f.date), 120);
        w.field("Batas pembayaran", date.idLong(f.due_date), 120);
        w.field("Pelanggan", `${OWN.name} (NPWP ${OWN.npwp16})`, 120);
        w.field("Periode", "Makan siang karyawan 1 - 31 Oktober 2026", 120);
        w.gap(6);
        itemTable(
          w,
          ["Paket", "Porsi", "Harga", "Jumlah"],
          [
            ["Paket nasi box reguler", "500", "22.000", groupId(11000000)],
            ["Snack rapat (kue 3 macam)", "200", "7.000", groupId(1400000)],
          ],
          [250, 60, 90, 91],
        );
        w.kv("Jumlah", groupId(f.subtotal));
        w.kv("Diskon pelanggan tetap", `(${groupId(f.discount)})`);
        w.kv("Harga Jual setelah diskon", groupId(12000000));
        w.kv("DPP Nilai Lain 11/12", groupId(11000000));
        w.kv("PPN 12%", groupId(f.tax_amount));
        w.kv("Total yang harus dibayar", rp(f.total_amount), { bold: true });
        w.gap(6);
        w.line(`Nomor Faktur Pajak: ${f.faktur_pajak_number}`);
        w.para(
          "Keterlambatan pembayaran melewati batas pembayaran dikenakan denda 2% dari total tagihan.",
        );
      },
    };
  })(),
  (() => {
    const f = {
      vendor: "PT Baja Ringan Prima Utama",
      document_number: "010.000-24.71345029",
      date: "2024-08-22",
      currency: "IDR",
      subtotal: 15000000,
      tax_type_name: "PPN",
      tax_rate: 11,
      tax_amount: 1650000,
      seller_npwp: "01.774.219.5-041.000",
      buyer_npwp: OWN.npwp15,
      faktur_pajak_number: "010.000-24.71345029",
    };
    return {
      id: "u5-f01",
      name: "faktur-pajak-baja-ringan-prima-utama",
      type: "invoice",
      kind: "faktur pajak",
      language: "id",
      title: "Faktur Pajak 010.000-24.71345029",
      page: { ...A4, margin: 40, face: "sans", size: 9, leading: 1.55 },
      fields: f,
      tags: ["faktur pajak", "baja ringan"],
      build(w) {
        w.line("Faktur Pajak", { bold: true, size: 14, align: "center" });
        w.rule();
        w.line(`Kode dan Nomor Seri Faktur Pajak : ${f.faktur_pajak_number}`);
        w.rule();
        w.line("Pengusaha Kena Pajak", { bold: true });
        w.field("Nama", `: ${f.vendor}`, 80);
        w.field("Alamat", ": Jl. Raya Narogong KM 12, Bekasi, Jawa Barat", 80);
        w.field("NPWP", `: ${f.seller_npwp}`, 80);
        w.rule();
        w.line("Pembeli Barang Kena Pajak / Penerima Jasa Kena Pajak", { bold: true });
        w.field("Nama", `: ${OWN.name}`, 80);
        w.field("Alamat", `: ${OWN.address}`, 80);
        w.field("NPWP", `: ${f.buyer_npwp}`, 80);
        w.rule();
        itemTable(
          w,
          ["No. Nama Barang Kena Pajak / Jasa Kena Pajak", "Harga Jual (Rp)"],
          [
            ["1  Rangka atap baja ringan C75 (600 batang x Rp 18.500)", groupId(11100000)],
            ["2  Reng baja ringan R32 (500 batang x Rp 7.800)", groupId(3900000)],
          ],
          [400, 115],
        );
        w.kv("Harga Jual / Penggantian", groupId(f.subtotal));
        w.kv("Dikurangi Potongan Harga", "0");
        w.kv("Dikurangi Uang Muka yang telah diterima", "0");
        w.kv("Dasar Pengenaan Pajak", groupId(f.subtotal));
        w.kv("PPN = 11% x Dasar Pengenaan Pajak", groupId(f.tax_amount));
        w.kv("Total PPnBM", "0");
        w.gap(10);
        w.line(`BEKASI, ${date.idLong(f.date)}`, { align: "right" });
        w.gap(24);
        w.line("RUDY SANTOSO", { align: "right", bold: true });
        w.line("Direktur", { align: "right" });
      },
    };
  })(),
  (() => {
    const f = {
      vendor: "PT Graha Kemasan Mandiri",
      document_number: "04002600004561237",
      date: "2026-09-11",
      currency: "IDR",
      subtotal: 10800000,
      tax_type_name: "PPN",
      tax_rate: 12,
      tax_amount: 1188000,
      seller_npwp: "0013582746517000",
      buyer_npwp: OWN.npwp16,
      faktur_pajak_number: "04002600004561237",
    };
    return {
      id: "u5-f02",
      name: "faktur-pajak-graha-kemasan-04002600004561237",
      type: "invoice",
      kind: "faktur pajak",
      language: "id",
      title: "Faktur Pajak 04002600004561237",
      page: { ...A4, margin: 42, face: "sans", size: 11, leading: 1.5 },
      picture: {
        capture: "scan",
        rotate: 0.9,
        blur: 0.45,
        quality: 90,
        format: "png",
        scale: A4_SCALE,
      },
      fields: f,
      tags: ["faktur pajak", "kemasan"],
      build(w) {
        w.line("FAKTUR PAJAK", { bold: true, size: 15, align: "center" });
        w.line(`Kode dan Nomor Seri Faktur Pajak: ${f.faktur_pajak_number}`, { align: "center" });
        w.rule();
        w.line("Pengusaha Kena Pajak:", { bold: true });
        w.line(`Nama : ${f.vendor}`);
        w.line("Alamat : Kawasan Industri Terboyo Blok F-7, Semarang");
        w.line(`NPWP : ${f.seller_npwp}`);
        w.rule();
        w.line("Pembeli Barang Kena Pajak/Penerima Jasa Kena Pajak:", { bold: true });
        w.line(`Nama : ${OWN.name}`);
        w.line(`NPWP : ${f.buyer_npwp}`);
        w.line("NITKU : 0024178536504000000000");
        w.rule();
        w.kv("1. Kardus double wall 40x30x30 cm", groupId(7200000));
        w.kv("2. Kardus single wall 30x20x15 cm", groupId(3000000));
        w.kv("3. Lakban cokelat 2 inch", groupId(600000));
        w.rule();
        w.kv("Harga Jual / Penggantian / Uang Muka / Termin (Rp)", groupId(f.subtotal));
        w.kv("Dikurangi Potongan Harga", "0");
        w.kv("Dasar Pengenaan Pajak", groupId(9900000));
        w.kv("Jumlah PPN (12%)", groupId(f.tax_amount));
        w.kv("Jumlah PPnBM", "0");
        w.gap(8);
        w.line(`KOTA SEMARANG, ${date.idLong(f.date)}`, { align: "right" });
        w.line("Ditandatangani secara elektronik", { align: "right", size: 11 });
        w.line("LUSIANA HARTONO", { align: "right", bold: true });
      },
    };
  })(),
];

/** Bills (4). */
export const bills: Doc[] = [
  (() => {
    const f = {
      vendor: "PT Daya Kawasan Terpadu",
      document_number: "TL-2610-00458",
      date: "2026-11-05",
      due_date: "2026-11-20",
      currency: "IDR",
      subtotal: 3612000,
      tax_type_name: "PPN",
      tax_rate: 11,
      tax_amount: 397320,
      total_amount: 4009320,
    };
    return {
      id: "u5-b01",
      name: "tagihan-listrik-oktober-2026",
      type: "billing statement",
      kind: "bill",
      language: "id",
      title: "Tagihan Listrik Oktober 2026",
      page: { ...A4, margin: 46, face: "sans", size: 10, leading: 1.5 },
      fields: f,
      tags: ["listrik", "electricity"],
      build(w) {
        w.line("PT DAYA KAWASAN TERPADU", { bold: true, size: 14 });
        w.line("Penyedia tenaga listrik Kawasan Industri Candi Permai, Semarang");
        w.gap(6);
        w.line("TAGIHAN PEMAKAIAN LISTRIK", { bold: true, size: 13, align: "center" });
        w.line("Periode pemakaian: Oktober 2026", { align: "center" });
        w.rule();
        w.field("No. Tagihan", f.document_number, 150);
        w.field("ID Pelanggan", "KCP-07-1142", 150);
        w.field("Nama Pelanggan", `${OWN.name} (Gudang Blok D-3)`, 150);
        w.field("Daya Tersambung", "53.000 VA / Tarif B-2", 150);
        w.field("Tanggal Tagihan", date.idLong(f.date), 150);
        w.field("Jatuh Tempo", date.idLong(f.due_date), 150);
        w.rule();
        w.kv("Stand meter awal / akhir", "184.220 / 186.455 kWh");
        w.kv("Pemakaian", "2.235 kWh");
        w.kv("Biaya pemakaian 2.235 kWh x Rp 1.444,70", groupId(3228900));
        w.kv("Biaya beban 53 kVA", groupId(383100));
        w.kv("Jumlah sebelum pajak", groupId(f.subtotal));
        w.kv("PPN 11%", groupId(f.tax_amount));
        w.kv("TOTAL TAGIHAN", rp(f.total_amount), { bold: true, size: 12 });
        w.rule();
        w.para(
          "Keterlambatan pembayaran setelah tanggal jatuh tempo dikenakan biaya keterlambatan sebesar 3% dan dapat diikuti pemutusan sementara aliran listrik. Pembayaran melalui virtual account BNI 8810 0711 4200 0458.",
        );
      },
    };
  })(),
  (() => {
    const f = {
      vendor: "Perumda Air Minum Tirta Kencana",
      document_number: "RK-0625-558213",
      date: "2025-07-08",
      due_date: "2025-07-20",
      currency: "IDR",
      subtotal: 286500,
      total_amount: 286500,
    };
    return {
      id: "u5-b02",
      name: "rekening-air-juni-2025",
      type: "billing statement",
      kind: "bill",
      language: "id",
      title: "Rekening Air Juni 2025",
      page: { width: 420, height: 560, margin: 26, face: "sans", size: 10.5, leading: 1.5 },
      picture: { capture: "phone", rotate: 2, blur: 0.8, quality: 70, format: "jpg", scale: 2.9 },
      fields: f,
      tags: ["air", "pdam", "water"],
      build(w) {
        w.line("PERUMDA AIR MINUM TIRTA KENCANA", { bold: true, size: 12, align: "center" });
        w.line("Kabupaten Semarang", { align: "center" });
        w.line("REKENING AIR", { bold: true, size: 13, align: "center" });
        w.rule();
        w.field("No. Rekening", f.document_number, 110);
        w.field("No. Sambungan", "04.11.2207", 110);
        w.field("Nama", "PT SINAR PELITA NUSANTARA", 110);
        w.field("Bulan", "JUNI 2025", 110);
        w.field("Tgl Cetak", date.slash(f.date), 110);
        w.rule();
        w.kv("Meter lalu / kini", "3.118 / 3.164");
        w.kv("Pemakaian", "46 m3");
        w.kv("Harga air", groupId(255500));
        w.kv("Biaya pemeliharaan meter", groupId(12000));
        w.kv("Biaya administrasi", groupId(19000));
        w.kv("Jumlah Tagihan", rp(f.total_amount), { bold: true, size: 12 });
        w.rule();
        w.line(`Bayar paling lambat ${date.slash(f.due_date)}`, { bold: true });
        w.line("Denda keterlambatan Rp 10.000", { size: 9.5 });
      },
    };
  })(),
  (() => {
    const f = {
      vendor: "PT Lintas Awan Data",
      document_number: "LAD-2610-771904",
      date: "2026-10-01",
      due_date: "2026-10-15",
      currency: "IDR",
      subtotal: 1100000,
      tax_type_name: "PPN",
      tax_rate: 11,
      tax_amount: 121000,
      total_amount: 1221000,
    };
    return {
      id: "u5-b03",
      name: "lintas-awan-internet-statement-oct-2026",
      type: "billing statement",
      kind: "bill",
      language: "en",
      title: "Lintas Awan internet statement October 2026",
      page: { ...A4, margin: 50, face: "sans", size: 10, leading: 1.55 },
      fields: f,
      tags: ["internet", "wifi", "fiber", "broadband"],
      build(w) {
        w.row([
          { text: "lintas awan", x: w.left, bold: true, size: 20 },
          { text: "Monthly Statement", x: w.right, align: "right", size: 14 },
        ]);
        w.line(
          "PT Lintas Awan Data - Business Fiber Internet - care@lintasawan.example - 1500-288",
          { size: 8.5 },
        );
        w.rule();
        w.field("Account", "BIZ-0099187 / PT Sinar Pelita Nusantara", 120);
        w.field("Statement no.", f.document_number, 120);
        w.field("Statement date", date.enDayFirst(f.date), 120);
        w.field("Service period", "1 October - 31 October 2026", 120);
        w.field("Payment due", date.enDayFirst(f.due_date), 120);
        w.rule();
        w.kv("Business Fiber 200 Mbps (dedicated ratio 1:2)", groupEn(950000));
        w.kv("Static IP address (1 block /30)", groupEn(150000));
        w.kv("Charges before tax", groupEn(f.subtotal));
        w.kv("VAT (PPN) 11%", groupEn(f.tax_amount));
        w.kv("Total amount due (IDR)", groupEn(f.total_amount), { bold: true, size: 12 });
        w.rule();
        w.para(
          "Pay to virtual account Mandiri 89012 0099187. Service may be suspended if payment is not received 10 days after the due date. Previous balance IDR 1,221,000 received with thanks.",
        );
      },
    };
  })(),
  (() => {
    const f = {
      vendor: "Menara Cakrawala Building Management",
      document_number: "MCB/SC/2024/Q3/1207",
      date: "2024-07-01",
      due_date: "2024-07-15",
      currency: "IDR",
      subtotal: 9450000,
      tax_type_name: "PPN",
      tax_rate: 11,
      tax_amount: 1039500,
      total_amount: 10489500,
    };
    return {
      id: "u5-b04",
      name: "service-charge-menara-cakrawala-q3-2024",
      type: "billing statement",
      kind: "bill",
      language: "en",
      title: "Service charge Menara Cakrawala Q3 2024",
      page: { ...A4, margin: 50, face: "serif", size: 11.5, leading: 1.5 },
      picture: {
        capture: "scan",
        rotate: -0.5,
        blur: 0.5,
        quality: 88,
        format: "png",
        scale: A4_SCALE,
      },
      fields: f,
      tags: ["service charge", "building", "gedung", "ipl"],
      build(w) {
        w.line("MENARA CAKRAWALA", { bold: true, size: 17, align: "center" });
        w.line("Building Management Office - Jl. Pemuda No. 150, Semarang", {
          align: "center",
          size: 11,
        });
        w.rule();
        w.line("DEBIT NOTE - SERVICE CHARGE", { bold: true, size: 13 });
        w.field("No.", f.document_number, 130);
        w.field("Date", date.enLong(f.date), 130);
        w.field("Tenant", "PT Sinar Pelita Nusantara, Unit 1207", 130);
        w.field("Period", "Quarter 3: July - September 2024", 130);
        w.field("Due date", date.enLong(f.due_date), 130);
        w.rule();
        w.kv("Service charge 105 sqm x IDR 30,000 x 3 months", groupEn(f.subtotal));
        w.kv("VAT / PPN 11%", groupEn(f.tax_amount));
        w.kv("Total", `IDR ${groupEn(f.total_amount)}`, { bold: true });
        w.rule();
        w.para(
          "Electricity and water for the unit are billed separately by meter. Late payment is charged 2% per month.",
          { size: 11 },
        );
      },
    };
  })(),
];
