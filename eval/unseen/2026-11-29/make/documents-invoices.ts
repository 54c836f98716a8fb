/** Supplier and service invoices: rupiah with and without PPN, one in USD and one in SGD. */
import {
  type DocumentSpec,
  type Line,
  OWNER,
  OWNER_NPWP16,
  dppNilaiLain,
  lineTotal,
  ppn12,
  sumLines,
} from "./document.ts";
import { en, en2, longEn, longId, npwp15, npwp16, rp, slash, terbilang, usEn } from "./format.ts";
import type { Sheet } from "./layout.ts";

export const GRIYA = {
  name: "PT Griya Dapur Teknik",
  npwp: npwp16(npwp15("01", "936027", "801")),
  address: "Jl. Urip Sumoharjo Km 4 No. 17, Makassar 90232",
};
export const KEMAS = {
  name: "PT Kemas Hijau Sulawesi",
  npwp: npwp15("02", "451870", "806"),
  address: "Kawasan Industri Parangloe Blok D-12, Makassar",
};

const meat: Line[] = [
  { name: "Daging sapi has dalam", qty: 85, unit: "kg", price: 142000 },
  { name: "Iga sapi (potong konro)", qty: 120, unit: "kg", price: 118000 },
  { name: "Babat sapi bersih", qty: 20, unit: "kg", price: 65000 },
];
const meatDelivery = 250000;

export const kitchen: Line[] = [
  { name: "Kompor gas 3 tungku high pressure", qty: 2, unit: "unit", price: 6750000 },
  { name: "Chiller 2 pintu 1.000 liter", qty: 1, unit: "unit", price: 18400000 },
  { name: "Meja kerja stainless 180 cm", qty: 3, unit: "unit", price: 3200000 },
];
export const kitchenSub = sumLines(kitchen);

const coral: Line[] = [
  { name: "Tamarind concentrate, 12 x 1 kg", qty: 40, unit: "ctn", price: 42.5 },
  { name: "Coconut cream powder, 10 x 1 kg", qty: 30, unit: "ctn", price: 51 },
];
const coralFreight = 250;

const lion: Line[] = [
  { name: "Chafing dish, full size, stainless", qty: 12, unit: "pc", price: 118 },
  { name: "Insulated food carrier 40 L", qty: 6, unit: "pc", price: 60 },
];
const lionShipping = 150;

export const packaging: Line[] = [
  { name: "Kotak nasi kertas food grade 20 x 20", qty: 5000, unit: "pcs", price: 1450 },
  { name: "Paper bowl 750 ml", qty: 2000, unit: "pcs", price: 1900 },
  { name: "Sendok kayu sekali pakai", qty: 3000, unit: "pcs", price: 350 },
];
export const packagingSub = sumLines(packaging);
export const packagingPpn = Math.round(packagingSub * 0.11);

const rice: Line[] = [
  { name: "Beras premium 25 kg", qty: 40, unit: "krg", price: 335000 },
  { name: "Beras ketan putih 25 kg", qty: 6, unit: "krg", price: 410000 },
];

const pest: Line[] = [
  {
    name: "Pengendalian hama dapur (fogging & baiting) Juni 2026",
    qty: 1,
    unit: "paket",
    price: 3600000,
  },
  { name: "Sewa perangkap lalat UV", qty: 2, unit: "unit", price: 300000 },
];
const pestSub = sumLines(pest);

const ac: Line[] = [
  { name: "Cuci AC split 2 PK", qty: 6, unit: "unit", price: 125000 },
  { name: "Isi freon R32", qty: 2, unit: "unit", price: 350000 },
  { name: "Ganti kapasitor outdoor", qty: 1, unit: "bh", price: 185000 },
];

const studio: Line[] = [
  { name: "Menu photography, 1 day on site (42 dishes)", qty: 1, unit: "job", price: 6500000 },
  { name: "Menu book design, 24 pages, print-ready files", qty: 1, unit: "job", price: 3500000 },
];
const studioSub = sumLines(studio);

const billTo = (s: Sheet, x: number, label = "Kepada Yth."): void => {
  s.line(label, { x, bold: true });
  s.line(OWNER.name, { x });
  s.line("Jl. Poros Tamalate Indah No. 88", { x });
  s.line("Makassar 90224", { x });
};

const lineRows = (lines: Line[], money: (n: number) => string): string[][] =>
  lines.map((l, i) => [
    String(i + 1),
    l.name,
    `${rp(l.qty)} ${l.unit ?? ""}`.trim(),
    money(l.price),
    money(lineTotal(l)),
  ]);

const LINE_COLUMNS = [
  { title: "No", width: 28, align: "center" as const },
  { title: "Uraian", width: 222 },
  { title: "Qty", width: 70, align: "right" as const },
  { title: "Harga Satuan", width: 85, align: "right" as const },
  { title: "Jumlah", width: 90, align: "right" as const },
];
const LINE_COLUMNS_EN = LINE_COLUMNS.map((c, i) => ({
  ...c,
  title: ["#", "Description", "Qty", "Unit price", "Amount"][i] ?? c.title,
}));

export const invoices: DocumentSpec[] = [
  {
    id: "u6-13",
    name: "u6-13-faktur-ternak-bone-abadi.pdf",
    type: "invoice",
    subtype: "supplier",
    language: "id",
    page: { size: 10 },
    fields: {
      vendor: "CV Ternak Bone Abadi",
      document_number: "TBA/2610/118",
      date: "2026-10-12",
      due_date: "2026-11-11",
      currency: "IDR",
      subtotal: sumLines(meat),
      total_amount: sumLines(meat) + meatDelivery,
    },
    draw(s) {
      s.line("CV TERNAK BONE ABADI", { bold: true, size: 16 });
      s.line(
        "Pemasok daging sapi segar & beku  -  Jl. Sultan Hasanuddin Km 3, Watampone, Kab. Bone",
      );
      s.line("HP/WA 0852-5501-7734  -  ternakboneabadi@mail.id");
      s.gap(4);
      s.rule(2);
      s.gap(10);
      const top = s.y;
      s.line("FAKTUR PENJUALAN", { bold: true, size: 14 });
      s.pairs(
        [
          ["Nomor", "TBA/2610/118"],
          ["Tanggal", longId("2026-10-12")],
          ["Jatuh tempo", `${longId("2026-11-11")} (30 hari)`],
        ],
        { labelWidth: 70 },
      );
      s.y = top;
      billTo(s, 340);
      s.gap(20);
      s.table(LINE_COLUMNS, lineRows(meat, rp), { borders: true });
      const x = 300;
      s.cells([
        [x, "Subtotal"],
        [s.right, rp(sumLines(meat)), { align: "right" }],
      ]);
      s.cells([
        [x, "Ongkos kirim (truk pendingin)"],
        [s.right, rp(meatDelivery), { align: "right" }],
      ]);
      s.cells([
        [x, "TOTAL TAGIHAN", { bold: true }],
        [s.right, `Rp ${rp(sumLines(meat) + meatDelivery)}`, { align: "right", bold: true }],
      ]);
      s.gap(6);
      s.para(`Terbilang: ${terbilang(sumLines(meat) + meatDelivery)}`, { italic: true });
      s.gap(6);
      s.para("CV Ternak Bone Abadi bukan Pengusaha Kena Pajak: faktur ini tidak memuat PPN.", {
        size: 9.5,
      });
      s.line("Pembayaran ke BRI 0427 0100 1558 306 a.n. CV Ternak Bone Abadi.", { size: 9.5 });
      s.gap(24);
      s.line("Hormat kami,", { x: 400 });
      s.gap(24);
      s.line("Andi Mappasessu", { x: 400, bold: true });
    },
  },
  {
    id: "u6-14",
    name: "u6-14-invoice-griya-dapur-teknik.pdf",
    type: "invoice",
    subtype: "supplier",
    language: "id",
    page: { size: 10 },
    fields: {
      vendor: GRIYA.name,
      document_number: "INV/GDT/2026/07/0342",
      date: "2026-07-21",
      due_date: "2026-08-20",
      currency: "IDR",
      subtotal: kitchenSub,
      dpp: dppNilaiLain(kitchenSub),
      tax_amount: ppn12(kitchenSub),
      tax_rate: 12,
      total_amount: kitchenSub + ppn12(kitchenSub),
      npwp: GRIYA.npwp,
    },
    draw(s) {
      s.line("GRIYA DAPUR TEKNIK", { bold: true, size: 18 });
      s.line("Peralatan dapur komersial  |  " + GRIYA.address, { size: 9.5 });
      s.line(`NPWP ${GRIYA.npwp}  |  Telp. (0411) 442 918`, { size: 9.5 });
      s.gap(12);
      s.line("INVOICE", { bold: true, size: 22, align: "right" });
      s.gap(2);
      const top = s.y;
      billTo(s, s.margin, "Ditagihkan kepada:");
      s.line(`NPWP ${OWNER_NPWP16}`, { x: s.margin });
      s.y = top;
      s.pairs(
        [
          ["No. Invoice", "INV/GDT/2026/07/0342"],
          ["Tanggal", slash("2026-07-21")],
          ["Jatuh Tempo", slash("2026-08-20")],
          ["No. PO", "PO-KBN-2607-011"],
        ],
        { x: 330, labelWidth: 75 },
      );
      s.gap(26);
      s.table(LINE_COLUMNS, lineRows(kitchen, rp), { borders: false });
      const x = 300;
      s.cells([
        [x, "Harga Jual"],
        [s.right, rp(kitchenSub), { align: "right" }],
      ]);
      s.cells([
        [x, "DPP Nilai Lain (11/12)"],
        [s.right, rp(dppNilaiLain(kitchenSub)), { align: "right" }],
      ]);
      s.cells([
        [x, "PPN 12%"],
        [s.right, rp(ppn12(kitchenSub)), { align: "right" }],
      ]);
      s.cells(
        [
          [x, "Total", { bold: true, size: 12 }],
          [
            s.right,
            `Rp ${rp(kitchenSub + ppn12(kitchenSub))}`,
            { align: "right", bold: true, size: 12 },
          ],
        ],
        12,
      );
      s.gap(10);
      s.para(
        "Faktur Pajak No. 040.002-26.41837205 diterbitkan terpisah. Garansi unit 12 bulan sejak serah terima. Pembayaran 30 hari setelah tanggal invoice ke rekening BCA 7820 3319 55 a.n. PT Griya Dapur Teknik.",
        { size: 9.5 },
      );
      s.gap(24);
      s.line("Lidya Halim", { x: 410, bold: true });
      s.line("Finance", { x: 410 });
    },
  },
  {
    id: "u6-15",
    name: "u6-15-coral-bay-invoice-usd.pdf",
    type: "invoice",
    subtype: "supplier_foreign",
    language: "en",
    page: { size: 10, face: "serif" },
    fields: {
      vendor: "Coral Bay Food Ingredients Co., Ltd.",
      document_number: "CBF-26-0518",
      date: "2026-05-18",
      due_date: "2026-06-17",
      currency: "USD",
      subtotal: sumLines(coral),
      total_amount: sumLines(coral) + coralFreight,
    },
    draw(s) {
      s.line("Coral Bay Food Ingredients Co., Ltd.", { bold: true, size: 16 });
      s.line("88/14 Moo 3, Bang Na-Trat Road, Bang Phli, Samut Prakan 10540, Thailand");
      s.line("Tel. +66 2 316 4470  -  export@coralbay-ingredients.co.th");
      s.gap(10);
      s.line("COMMERCIAL INVOICE", { bold: true, size: 14, align: "center" });
      s.gap(8);
      const top = s.y;
      s.line("Buyer", { bold: true });
      s.line(OWNER.name);
      s.line("Jl. Poros Tamalate Indah No. 88");
      s.line("Makassar 90224, Indonesia");
      s.y = top;
      s.pairs(
        [
          ["Invoice No.", "CBF-26-0518"],
          ["Date", usEn("2026-05-18")],
          ["Terms", "Net 30 days"],
          ["Due date", usEn("2026-06-17")],
          ["Incoterm", "CIF Makassar"],
        ],
        { x: 320, labelWidth: 70 },
      );
      s.gap(16);
      s.table(LINE_COLUMNS_EN, lineRows(coral, en2), { borders: true });
      const x = 300;
      s.cells([
        [x, "Goods total"],
        [s.right, en2(sumLines(coral)), { align: "right" }],
      ]);
      s.cells([
        [x, "Sea freight & insurance"],
        [s.right, en2(coralFreight), { align: "right" }],
      ]);
      s.cells([
        [x, "TOTAL (USD)", { bold: true }],
        [s.right, `USD ${en2(sumLines(coral) + coralFreight)}`, { align: "right", bold: true }],
      ]);
      s.gap(12);
      s.line("Country of origin: Thailand. HS codes 2008.99 / 2106.90.");
      s.line("Remit to: Kasikorn Bank, SWIFT KASITHBK, account 041-8-77203-5.");
      s.gap(20);
      s.line("Authorised signature", { x: 380 });
      s.gap(16);
      s.line("Ploy Siriwattana, Export Manager", { x: 380, italic: true });
    },
  },
  {
    id: "u6-16",
    name: "u6-16-lion-gate-invoice-sgd.jpg",
    type: "invoice",
    subtype: "supplier_foreign",
    language: "en",
    picture: { mode: "scan", pixels: 1240, angle: 1.1, quality: 72 },
    page: { width: 595, height: 700, margin: 40, size: 11, face: "sans" },
    fields: {
      vendor: "Lion Gate Kitchenware Pte. Ltd.",
      document_number: "LGK-INV-260209",
      date: "2026-02-09",
      due_date: "2026-03-11",
      currency: "SGD",
      subtotal: sumLines(lion),
      tax_amount: 0,
      tax_rate: 0,
      total_amount: sumLines(lion) + lionShipping,
    },
    draw(s) {
      const top = s.y;
      s.line("LION GATE", { bold: true, size: 22 });
      s.line("KITCHENWARE PTE. LTD.", { bold: true, size: 11 });
      s.line("21 Kaki Bukit Crescent #03-08, Singapore 416251", { size: 10 });
      s.line("GST Reg. No. 201533817K", { size: 10 });
      s.y = top;
      s.line("TAX INVOICE", { align: "right", bold: true, size: 15 });
      s.line("No.  LGK-INV-260209", { align: "right" });
      s.line(`Date  ${longEn("2026-02-09")}`, { align: "right" });
      s.line(`Payment due  ${longEn("2026-03-11")}`, { align: "right" });
      s.gap(14);
      s.line("Ship to / Bill to:", { bold: true });
      s.line(`${OWNER.name}, Jl. Poros Tamalate Indah No. 88, Makassar, Indonesia`);
      s.gap(8);
      s.table(
        [
          { title: "Item", width: 250 },
          { title: "Qty", width: 50, align: "right" },
          { title: "Unit SGD", width: 90, align: "right" },
          { title: "Amount SGD", width: 125, align: "right" },
        ],
        lion.map((l) => [l.name, String(l.qty), en2(l.price), en2(lineTotal(l))]),
        { borders: true },
      );
      const x = 290;
      s.cells([
        [x, "Subtotal"],
        [s.right, en2(sumLines(lion)), { align: "right" }],
      ]);
      s.cells([
        [x, "GST 0% (zero-rated export)"],
        [s.right, en2(0), { align: "right" }],
      ]);
      s.cells([
        [x, "Shipping to Makassar"],
        [s.right, en2(lionShipping), { align: "right" }],
      ]);
      s.cells([
        [x, "TOTAL SGD", { bold: true }],
        [s.right, en2(sumLines(lion) + lionShipping), { align: "right", bold: true }],
      ]);
      s.gap(12);
      s.line("Payment by telegraphic transfer within 30 days. Bank charges borne by the buyer.", {
        size: 10,
      });
      s.line("Goods sold are not returnable except for manufacturing defects.", { size: 10 });
    },
  },
  {
    id: "u6-17",
    name: "u6-17-faktur-kemas-hijau-2024.pdf",
    type: "invoice",
    subtype: "supplier",
    language: "id",
    page: { size: 10, face: "sans" },
    fields: {
      vendor: KEMAS.name,
      document_number: "KHS/INV/1124/0087",
      date: "2024-11-26",
      due_date: "2024-12-26",
      currency: "IDR",
      subtotal: packagingSub,
      tax_amount: packagingPpn,
      tax_rate: 11,
      total_amount: packagingSub + packagingPpn,
      npwp: KEMAS.npwp,
    },
    draw(s) {
      s.line(KEMAS.name.toUpperCase(), { bold: true, size: 15, align: "center" });
      s.line(`Kemasan makanan ramah lingkungan  -  ${KEMAS.address}`, {
        align: "center",
        size: 9.5,
      });
      s.line(`NPWP: ${KEMAS.npwp}`, { align: "center", size: 9.5 });
      s.gap(6);
      s.rule(1);
      s.gap(10);
      s.line("FAKTUR / INVOICE", { bold: true, size: 13 });
      s.pairs(
        [
          ["No. Faktur", "KHS/INV/1124/0087"],
          ["Tanggal Faktur", longId("2024-11-26")],
          ["Tanggal Jatuh Tempo", longId("2024-12-26")],
          ["Pembeli", `${OWNER.name}, NPWP ${OWNER.npwp15}`],
        ],
        { labelWidth: 110 },
      );
      s.gap(10);
      s.table(LINE_COLUMNS, lineRows(packaging, rp), { borders: true });
      const x = 300;
      s.cells([
        [x, "Jumlah"],
        [s.right, rp(packagingSub), { align: "right" }],
      ]);
      s.cells([
        [x, "PPN 11%"],
        [s.right, rp(packagingPpn), { align: "right" }],
      ]);
      s.cells([
        [x, "Total Tagihan", { bold: true }],
        [s.right, rp(packagingSub + packagingPpn), { align: "right", bold: true }],
      ]);
      s.gap(6);
      s.para(`Terbilang: ${terbilang(packagingSub + packagingPpn)}`, { italic: true });
      s.gap(10);
      s.line("Faktur Pajak: 010.003-24.58110472", { size: 9.5 });
      s.line("Transfer ke Bank Sulselbar 012 345 678 9 a.n. PT Kemas Hijau Sulawesi", {
        size: 9.5,
      });
    },
  },
  {
    id: "u6-18",
    name: "u6-18-nota-beras-pulu-sidrap.jpg",
    type: "invoice",
    subtype: "supplier",
    language: "id",
    picture: { mode: "photo", pixels: 1100, angle: 2.1, quality: 69 },
    page: { width: 500, height: 640, margin: 30, size: 10.5, face: "serif" },
    fields: {
      vendor: "UD Beras Pulu Sidrap",
      document_number: "0271/BPS/XI/2026",
      date: "2026-11-09",
      due_date: "2026-12-09",
      currency: "IDR",
      total_amount: sumLines(rice),
    },
    draw(s) {
      s.line("UD BERAS PULU SIDRAP", { bold: true, size: 16, align: "center" });
      s.line("Penggilingan & Distributor Beras  -  Jl. Poros Rappang No. 45, Sidenreng Rappang", {
        align: "center",
        size: 9.5,
      });
      s.line("Telp. 0821-9033-5610", { align: "center", size: 9.5 });
      s.gap(4);
      s.rule(1.2);
      s.gap(8);
      s.line("NOTA FAKTUR", { bold: true, size: 13, align: "center" });
      s.pairs(
        [
          ["No.", "0271/BPS/XI/2026"],
          ["Tanggal", slash("2026-11-09")],
          ["Kepada", "PT Karaeng Boga Nusantara - Makassar"],
          ["Jatuh tempo", `${slash("2026-12-09")} (30 hari)`],
        ],
        { labelWidth: 85 },
      );
      s.gap(6);
      s.table(
        [
          { title: "Barang", width: 170 },
          { title: "Banyak", width: 70, align: "right" },
          { title: "Harga", width: 90, align: "right" },
          { title: "Jumlah", width: 110, align: "right" },
        ],
        rice.map((l) => [l.name, `${l.qty} ${l.unit}`, rp(l.price), rp(lineTotal(l))]),
        { borders: true, size: 10.5 },
      );
      s.cells(
        [
          [s.margin + 240, "TOTAL Rp", { bold: true }],
          [s.right - 4, rp(sumLines(rice)), { align: "right", bold: true, face: "hand", size: 14 }],
        ],
        13,
      );
      s.gap(8);
      s.line("Barang diterima dalam keadaan baik.", { italic: true });
      s.cells([
        [s.margin, "Penerima,"],
        [s.right - 120, "Hormat kami,"],
      ]);
      s.gap(16);
      s.cells([
        [s.margin, "Pak Amir (gudang)", { face: "hand", size: 12 }],
        [s.right - 120, "H. Lamba", { face: "hand", size: 13 }],
      ]);
    },
  },
  {
    id: "u6-19",
    name: "u6-19-invoice-bebas-hama-celebes.pdf",
    type: "invoice",
    subtype: "service",
    language: "id",
    page: { size: 10 },
    fields: {
      vendor: "PT Bebas Hama Celebes",
      document_number: "BHC-2606-0219",
      date: "2026-06-30",
      due_date: "2026-07-14",
      currency: "IDR",
      subtotal: pestSub,
      dpp: dppNilaiLain(pestSub),
      tax_amount: ppn12(pestSub),
      tax_rate: 12,
      total_amount: pestSub + ppn12(pestSub),
      npwp: npwp16(npwp15("01", "662514", "807")),
    },
    draw(s) {
      s.line("PT Bebas Hama Celebes", { bold: true, size: 16 });
      s.line(
        "Jasa pengendalian hama bersertifikat  -  Jl. A. P. Pettarani Blok B2 No. 6, Makassar",
        { size: 9.5 },
      );
      s.line(`NPWP ${npwp16(npwp15("01", "662514", "807"))}`, { size: 9.5 });
      s.gap(14);
      s.line("INVOICE JASA", { bold: true, size: 14 });
      s.pairs(
        [
          ["Nomor", "BHC-2606-0219"],
          ["Tanggal", longId("2026-06-30")],
          ["Jatuh tempo", longId("2026-07-14")],
          ["Pelanggan", `${OWNER.name} (dapur produksi)`],
          ["Kontrak", "Layanan bulanan, kunjungan 2x/bulan"],
        ],
        { labelWidth: 80 },
      );
      s.gap(8);
      s.table(LINE_COLUMNS, lineRows(pest, rp), { borders: true, size: 9.5 });
      const x = 300;
      s.cells([
        [x, "Jumlah"],
        [s.right, rp(pestSub), { align: "right" }],
      ]);
      s.cells([
        [x, "DPP (11/12 x Jumlah)"],
        [s.right, rp(dppNilaiLain(pestSub)), { align: "right" }],
      ]);
      s.cells([
        [x, "PPN 12% x DPP"],
        [s.right, rp(ppn12(pestSub)), { align: "right" }],
      ]);
      s.cells([
        [x, "Total", { bold: true }],
        [s.right, `Rp ${rp(pestSub + ppn12(pestSub))}`, { align: "right", bold: true }],
      ]);
      s.gap(10);
      s.para(
        "Pembayaran paling lambat 14 hari sejak tanggal invoice. Laporan kunjungan dan sertifikat fogging terlampir.",
        { size: 9.5 },
      );
      s.gap(20);
      s.line("Yusran Daeng Liwang", { x: 400, bold: true });
      s.line("Manajer Operasional", { x: 400 });
    },
  },
  {
    id: "u6-20",
    name: "u6-20-invoice-teknik-sejuk-mandiri.pdf",
    type: "invoice",
    subtype: "service",
    language: "id",
    page: { size: 10.5, face: "serif" },
    fields: {
      vendor: "Teknik Sejuk Mandiri",
      document_number: "TSM/25/08/061",
      date: "2025-08-14",
      due_date: "2025-08-28",
      currency: "IDR",
      total_amount: sumLines(ac),
    },
    draw(s) {
      s.line("TEKNIK SEJUK MANDIRI", { bold: true, size: 16, align: "center" });
      s.line("Service - Bongkar Pasang - Isi Freon AC  |  Jl. Landak Baru No. 58, Makassar", {
        align: "center",
        size: 9.5,
      });
      s.gap(12);
      s.pairs(
        [
          ["Invoice", "TSM/25/08/061"],
          ["Tanggal", longId("2025-08-14")],
          ["Kepada", `${OWNER.name}`],
          ["Lokasi kerja", "Dapur produksi & ruang kantor"],
        ],
        { labelWidth: 90 },
      );
      s.gap(8);
      s.table(LINE_COLUMNS, lineRows(ac, rp), { borders: false });
      s.cells([
        [300, "TOTAL", { bold: true }],
        [s.right, `Rp ${rp(sumLines(ac))}`, { align: "right", bold: true }],
      ]);
      s.gap(8);
      s.para(
        `Mohon dibayar sebelum ${longId("2025-08-28")}. Garansi pekerjaan 30 hari. Kami tidak memungut PPN (bukan PKP).`,
      );
      s.gap(20);
      s.line("Teknisi: Baharuddin", { x: 380 });
    },
  },
  {
    id: "u6-21",
    name: "u6-21-bright-ladder-studio-invoice.pdf",
    type: "invoice",
    subtype: "service",
    language: "en",
    page: { size: 10 },
    fields: {
      vendor: "PT Bright Ladder Studio",
      document_number: "BLS-2026-031",
      date: "2026-03-16",
      due_date: "2026-03-30",
      currency: "IDR",
      subtotal: studioSub,
      dpp: dppNilaiLain(studioSub),
      tax_amount: ppn12(studioSub),
      tax_rate: 12,
      total_amount: studioSub + ppn12(studioSub),
    },
    draw(s) {
      s.line("bright ladder studio", { bold: true, size: 20 });
      s.line(
        "PT Bright Ladder Studio - photography & brand design - Jl. Boulevard Panakkukang 2 No. 19, Makassar",
        { size: 8.5 },
      );
      s.gap(16);
      const top = s.y;
      s.line("Invoice", { bold: true, size: 16 });
      s.line("BLS-2026-031");
      s.y = top;
      s.pairs(
        [
          ["Issued", longEn("2026-03-16")],
          ["Due", longEn("2026-03-30")],
          ["Client", OWNER.name],
        ],
        { x: 290, labelWidth: 50 },
      );
      s.gap(16);
      s.table(LINE_COLUMNS_EN, lineRows(studio, en), { borders: false });
      const x = 300;
      s.cells([
        [x, "Subtotal"],
        [s.right, `IDR ${en(studioSub)}`, { align: "right" }],
      ]);
      s.cells([
        [x, "VAT base (11/12)"],
        [s.right, `IDR ${en(dppNilaiLain(studioSub))}`, { align: "right" }],
      ]);
      s.cells([
        [x, "VAT 12%"],
        [s.right, `IDR ${en(ppn12(studioSub))}`, { align: "right" }],
      ]);
      s.cells([
        [x, "Total due", { bold: true }],
        [s.right, `IDR ${en(studioSub + ppn12(studioSub))}`, { align: "right", bold: true }],
      ]);
      s.gap(12);
      s.para(
        "Payment within 14 days to BCA 0261 7788 41, PT Bright Ladder Studio. Usage licence for the photographs: print and online menus of the client, unlimited in time. Raw files are not included.",
        { size: 9.5 },
      );
    },
  },
];
