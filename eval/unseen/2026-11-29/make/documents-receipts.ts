/** Till receipts and small notes: restaurant, café, minimarket, pharmacy, fuel, hardware, parking, laundry. */
import { type DocumentSpec, type Line, lineTotal, sumLines } from "./document.ts";
import { en, rp, slash } from "./format.ts";
import type { Sheet } from "./layout.ts";

const RECEIPT = { width: 300, height: 3000, margin: 18, size: 9, face: "mono" as const };

/** A name line, then "qty x price" left and the line total right. */
const itemRows = (s: Sheet, lines: Line[], money: (n: number) => string): void => {
  for (const line of lines) {
    s.line(line.name);
    s.cells([
      [s.margin + 10, `${line.qty} x ${money(line.price)}`],
      [s.right, money(lineTotal(line)), { align: "right" }],
    ]);
  }
};

const dashes = (s: Sheet): void => s.line("-".repeat(40), { align: "center" });

const konroLines: Line[] = [
  { name: "Konro Bakar", qty: 6, price: 68000 },
  { name: "Coto Makassar", qty: 4, price: 32000 },
  { name: "Nasi Putih", qty: 10, price: 8000 },
  { name: "Es Pisang Ijo", qty: 6, price: 22000 },
  { name: "Es Teh Manis", qty: 4, price: 9000 },
];
const konroSub = sumLines(konroLines);
const konroService = Math.round(konroSub * 0.05);
const konroTax = Math.round(konroSub * 0.1);

const cafeLines: Line[] = [
  { name: "Long Black", qty: 3, price: 35000 },
  { name: "Iced Palm Sugar Latte", qty: 5, price: 38000 },
  { name: "Banana Bread", qty: 4, price: 27000 },
  { name: "Butter Croissant", qty: 2, price: 23500 },
];
const cafeSub = sumLines(cafeLines);
const cafeService = Math.round(cafeSub * 0.07);
const cafeTax = Math.round(cafeSub * 0.1);

const martLines: Line[] = [
  { name: "PLASTIK WRAP 45CM", qty: 2, price: 38500 },
  { name: "SABUN CUCI PIRING 800ML", qty: 3, price: 21900 },
  { name: "TISU DAPUR 2 ROL", qty: 4, price: 14500 },
  { name: "GARAM DAPUR 500G", qty: 6, price: 6200 },
  { name: "KANTONG SAMPAH BESAR", qty: 2, price: 24750 },
];

const pharmacyLines: Line[] = [
  { name: "Salep Luka Bakar 20 g", qty: 3, price: 42000 },
  { name: "Kasa Steril 16 x 16 cm", qty: 5, price: 9500 },
  { name: "Plester Gulung 5 m", qty: 2, price: 18000 },
  { name: "Povidone Iodine 60 ml", qty: 2, price: 29500 },
  { name: "Masker Medis isi 50", qty: 4, price: 36000 },
];

const hardwareLines: Line[] = [
  { name: "Pipa PVC 3 inci", qty: 4, unit: "btg", price: 87500 },
  { name: "Kran air 1/2 inci", qty: 3, unit: "bh", price: 45000 },
  { name: "Lem pipa", qty: 2, unit: "klg", price: 18500 },
  { name: "Semen 50 kg", qty: 3, unit: "sak", price: 68000 },
];

const laundryLines: Line[] = [
  { name: "Taplak meja besar", qty: 24, unit: "pcs", price: 12000 },
  { name: "Serbet makan", qty: 60, unit: "pcs", price: 3000 },
  { name: "Celemek masak", qty: 18, unit: "pcs", price: 7500 },
  { name: "Sarung kursi pesta", qty: 40, unit: "pcs", price: 6000 },
];

export const receipts: DocumentSpec[] = [
  {
    id: "u6-01",
    name: "u6-01-struk-konro-bara.jpg",
    type: "receipt",
    subtype: "restaurant",
    language: "id",
    picture: { mode: "photo", pixels: 860, angle: 1.3, quality: 70 },
    page: RECEIPT,
    fields: {
      vendor: "RM Konro Bara Sinar Pantai",
      document_number: "KB-261114-0087",
      date: "2026-11-14",
      currency: "IDR",
      subtotal: konroSub,
      service_charge: konroService,
      tax_amount: konroTax,
      tax_rate: 10,
      total_amount: konroSub + konroService + konroTax,
    },
    draw(s) {
      s.line("RM KONRO BARA", { align: "center", bold: true, size: 12 });
      s.line("SINAR PANTAI", { align: "center", bold: true, size: 12 });
      s.line("Jl. Penghibur Ujung No. 31", { align: "center" });
      s.line("Makassar - Telp 0411 873 554", { align: "center" });
      dashes(s);
      s.cells([[s.margin, "No  : KB-261114-0087"]]);
      s.cells([[s.margin, "Tgl : 14/11/2026 13:42 WITA"]]);
      s.cells([[s.margin, "Meja: 12   Kasir: Ani"]]);
      dashes(s);
      itemRows(s, konroLines, rp);
      dashes(s);
      s.cells([
        [s.margin, "Subtotal"],
        [s.right, rp(konroSub), { align: "right" }],
      ]);
      s.cells([
        [s.margin, "Service 5%"],
        [s.right, rp(konroService), { align: "right" }],
      ]);
      s.cells([
        [s.margin, "PB1 10%"],
        [s.right, rp(konroTax), { align: "right" }],
      ]);
      s.cells(
        [
          [s.margin, "TOTAL", { bold: true, size: 11 }],
          [
            s.right,
            rp(konroSub + konroService + konroTax),
            { align: "right", bold: true, size: 11 },
          ],
        ],
        11,
      );
      s.cells([
        [s.margin, "QRIS"],
        [s.right, rp(konroSub + konroService + konroTax), { align: "right" }],
      ]);
      dashes(s);
      s.line("Terima kasih, datang kembali", { align: "center" });
      s.line("Pesan antar: 0812-4477-3190", { align: "center" });
    },
  },
  {
    id: "u6-02",
    name: "u6-02-harbour-bean-receipt.jpg",
    type: "receipt",
    subtype: "cafe",
    language: "en",
    picture: { mode: "photo", pixels: 860, angle: 1.6, quality: 71 },
    page: { ...RECEIPT, face: "sans" as const },
    fields: {
      vendor: "Harbour Bean Coffee Co.",
      document_number: "A-2241",
      date: "2026-10-22",
      currency: "IDR",
      subtotal: cafeSub,
      service_charge: cafeService,
      tax_amount: cafeTax,
      tax_rate: 10,
      total_amount: cafeSub + cafeService + cafeTax,
    },
    draw(s) {
      s.line("Harbour Bean Coffee Co.", { align: "center", bold: true, size: 12 });
      s.line("Jl. Pelabuhan Lama Blok C-4, Makassar", { align: "center" });
      s.line("@harbourbean.mks", { align: "center" });
      s.gap(4);
      s.cells([
        [s.margin, "Order #A-2241"],
        [s.right, "Dine in", { align: "right" }],
      ]);
      s.cells([
        [s.margin, "22 Oct 2026  09:15"],
        [s.right, "Server: Fikri", { align: "right" }],
      ]);
      s.rule();
      s.gap(4);
      for (const line of cafeLines) {
        s.cells([
          [s.margin, `${line.qty}  ${line.name}`],
          [s.right, en(lineTotal(line)), { align: "right" }],
        ]);
      }
      s.rule();
      s.gap(4);
      s.cells([
        [s.margin, "Subtotal"],
        [s.right, en(cafeSub), { align: "right" }],
      ]);
      s.cells([
        [s.margin, "Service charge 7%"],
        [s.right, en(cafeService), { align: "right" }],
      ]);
      s.cells([
        [s.margin, "PBJT 10%"],
        [s.right, en(cafeTax), { align: "right" }],
      ]);
      s.cells(
        [
          [s.margin, "Total (IDR)", { bold: true, size: 11 }],
          [s.right, en(cafeSub + cafeService + cafeTax), { align: "right", bold: true, size: 11 }],
        ],
        11,
      );
      s.cells([
        [s.margin, "Debit card ****4471"],
        [s.right, en(cafeSub + cafeService + cafeTax), { align: "right" }],
      ]);
      s.gap(6);
      s.line("Thank you! Free wifi: HarbourBean_Guest", { align: "center" });
    },
  },
  {
    id: "u6-03",
    name: "u6-03-toserba-sinar-anugerah.pdf",
    type: "receipt",
    subtype: "minimarket",
    language: "id",
    page: RECEIPT,
    fields: {
      vendor: "Toserba Sinar Anugerah 24",
      document_number: "TSA24-2611-00412",
      date: "2026-11-21",
      currency: "IDR",
      total_amount: sumLines(martLines),
    },
    draw(s) {
      s.line("TOSERBA SINAR ANUGERAH 24", { align: "center", bold: true });
      s.line("Jl. Daeng Tata Raya No. 140", { align: "center" });
      s.line("MAKASSAR", { align: "center" });
      s.line("NPWP 0024416378805000", { align: "center" });
      dashes(s);
      s.line("STRUK DIGITAL / E-RECEIPT");
      s.line("No. TSA24-2611-00412");
      s.line(`${slash("2026-11-21")} 19:06  KSR-03 / Wulan`);
      dashes(s);
      itemRows(s, martLines, rp);
      dashes(s);
      const total = sumLines(martLines);
      s.cells([
        [s.margin, "TOTAL BELANJA", { bold: true }],
        [s.right, rp(total), { align: "right", bold: true }],
      ]);
      s.cells([
        [s.margin, "TUNAI"],
        [s.right, rp(300000), { align: "right" }],
      ]);
      s.cells([
        [s.margin, "KEMBALI"],
        [s.right, rp(300000 - total), { align: "right" }],
      ]);
      s.line(`JML ITEM: ${martLines.reduce((n, l) => n + l.qty, 0)}`);
      dashes(s);
      s.line("HARGA SUDAH TERMASUK PPN", { align: "center" });
      s.line("Kritik & saran: 0811-4120-0024", { align: "center" });
    },
  },
  {
    id: "u6-04",
    name: "u6-04-apotek-kasih-sentosa.pdf",
    type: "receipt",
    subtype: "pharmacy",
    language: "id",
    page: { width: 420, height: 600, margin: 28, size: 10, face: "sans" },
    fields: {
      vendor: "Apotek Kasih Sentosa",
      document_number: "AKS/0918/0233",
      date: "2026-09-18",
      currency: "IDR",
      total_amount: sumLines(pharmacyLines),
    },
    draw(s) {
      s.line("APOTEK KASIH SENTOSA", { bold: true, size: 14 });
      s.line("Jl. Mallengkeri Raya No. 9, Tamalate, Makassar");
      s.line("Apoteker: apt. Sitti Rahmawati Pabbaja, S.Farm.  SIPA 446/0871/DKK/2024", {
        size: 8.5,
      });
      s.gap(6);
      s.rule(1.2);
      s.gap(6);
      s.pairs(
        [
          ["Nota", "AKS/0918/0233"],
          ["Tanggal", "18-09-2026 10:24"],
          ["Pelanggan", "PT Karaeng Boga Nusantara (P3K dapur)"],
        ],
        { labelWidth: 70 },
      );
      s.gap(4);
      s.table(
        [
          { title: "Barang", width: 170 },
          { title: "Qty", width: 40, align: "right" },
          { title: "Harga", width: 70, align: "right" },
          { title: "Jumlah", width: 84, align: "right" },
        ],
        pharmacyLines.map((l) => [l.name, String(l.qty), rp(l.price), rp(lineTotal(l))]),
        { size: 9.5 },
      );
      s.cells([
        [s.margin + 210, "Total Rp", { bold: true }],
        [s.right, rp(sumLines(pharmacyLines)), { align: "right", bold: true }],
      ]);
      s.cells([
        [s.margin + 210, "Bayar (transfer)"],
        [s.right, rp(sumLines(pharmacyLines)), { align: "right" }],
      ]);
      s.gap(10);
      s.line("Obat yang sudah dibeli tidak dapat dikembalikan.", { size: 8.5 });
      s.line("Semoga lekas sembuh.", { size: 8.5 });
    },
  },
  {
    id: "u6-05",
    name: "u6-05-spbu-solar.jpg",
    type: "receipt",
    subtype: "fuel",
    language: "id",
    picture: { mode: "photo", pixels: 820, angle: 2.9, quality: 68 },
    page: RECEIPT,
    fields: {
      vendor: "SPBU 74.902.15",
      document_number: "000318742",
      date: "2026-09-03",
      currency: "IDR",
      total_amount: Math.round(38.25 * 13200),
    },
    draw(s) {
      s.line("SELAMAT DATANG", { align: "center", bold: true });
      s.line("SPBU 74.902.15", { align: "center", bold: true, size: 11 });
      s.line("JL. POROS MALINO KM 7", { align: "center" });
      s.line("GOWA - SULSEL", { align: "center" });
      dashes(s);
      s.pairs(
        [
          ["Shift", "1"],
          ["No. Trans", "000318742"],
          ["Waktu", "03/09/2026 07:48"],
          ["Pulau/Pompa", "4"],
          ["Produk", "SOLAR"],
          ["Harga/Liter", `Rp ${rp(13200)}`],
          ["Volume", "38,25 L"],
          ["Total Harga", `Rp ${rp(Math.round(38.25 * 13200))}`],
          ["Operator", "SUPARDI"],
          ["No. Plat", "DD 8417 KT"],
        ],
        { labelWidth: 95 },
      );
      dashes(s);
      s.line("TUNAI", { bold: true });
      s.line("Terima kasih & selamat jalan", { align: "center" });
    },
  },
  {
    id: "u6-06",
    name: "u6-06-nota-sumber-rejeki.jpg",
    type: "receipt",
    subtype: "hardware",
    language: "id",
    picture: { mode: "scan", pixels: 1240, angle: 0.8, quality: 72 },
    page: { width: 595, height: 520, margin: 40, size: 11, face: "serif" },
    fields: {
      vendor: "Toko Bangunan Sumber Rejeki Baru",
      document_number: "3318",
      date: "2026-08-11",
      currency: "IDR",
      total_amount: sumLines(hardwareLines),
    },
    draw(s) {
      const top = s.y;
      s.line("TOKO BANGUNAN", { bold: true, size: 12 });
      s.line("SUMBER REJEKI BARU", { bold: true, size: 16 });
      s.line("Jl. Rappocini Raya No. 212, Makassar  -  Telp. (0411) 860 331");
      s.y = top;
      s.line("NOTA No. 3318", { align: "right", bold: true, size: 12 });
      s.cells([
        [s.right - 170, "Makassar, "],
        [s.right - 110, "11/8/2026", { face: "hand", size: 13 }],
      ]);
      s.cells([
        [s.right - 170, "Kepada: "],
        [s.right - 125, "Karaeng Boga", { face: "hand", size: 13 }],
      ]);
      s.gap(10);
      s.table(
        [
          { title: "Banyaknya", width: 80, align: "center" },
          { title: "Nama Barang", width: 215 },
          { title: "Harga", width: 100, align: "right" },
          { title: "Jumlah", width: 120, align: "right" },
        ],
        hardwareLines.map((l) => [`${l.qty} ${l.unit}`, l.name, rp(l.price), rp(lineTotal(l))]),
        { borders: true, size: 11 },
      );
      s.cells(
        [
          [s.margin + 300, "JUMLAH Rp", { bold: true }],
          [s.right - 6, rp(sumLines(hardwareLines)), { align: "right", face: "hand", size: 15 }],
        ],
        13,
      );
      s.gap(10);
      s.cells([
        [s.margin, "Tanda terima,"],
        [s.right - 150, "Hormat kami,"],
      ]);
      s.gap(22);
      s.cells([
        [s.margin, "( .................. )"],
        [s.right - 150, "Hendra", { face: "hand", size: 14 }],
      ]);
      s.line("Barang yang sudah dibeli tidak dapat ditukar/dikembalikan.", {
        size: 9.5,
        italic: true,
      });
    },
  },
  {
    id: "u6-07",
    name: "u6-07-parkir-cendana-raya.jpg",
    type: "receipt",
    subtype: "parking",
    language: "id",
    picture: { mode: "photo", pixels: 780, angle: 1.2, quality: 70 },
    page: { ...RECEIPT, size: 9.5 },
    fields: {
      vendor: "PT Citra Parkir Timur",
      document_number: "CR-7702145",
      date: "2026-11-02",
      currency: "IDR",
      total_amount: 21000,
    },
    draw(s) {
      s.line("PT CITRA PARKIR TIMUR", { align: "center", bold: true });
      s.line("MALL CENDANA RAYA MAKASSAR", { align: "center" });
      dashes(s);
      s.line("STRUK PARKIR", { align: "center", bold: true, size: 11 });
      s.pairs(
        [
          ["No. Tiket", "CR-7702145"],
          ["Jenis", "MOBIL"],
          ["Plat", "DD 1905 KB"],
          ["Masuk", "02-11-2026 10:05"],
          ["Keluar", "02-11-2026 14:37"],
          ["Durasi", "4 jam 32 mnt"],
          ["Tarif", "5.000 + 4 x 4.000"],
          ["BAYAR", "Rp 21.000"],
        ],
        { labelWidth: 80 },
      );
      dashes(s);
      s.line("Pembayaran: e-money", { align: "center" });
      s.line("Kehilangan karcis dikenakan denda", { align: "center" });
    },
  },
  {
    id: "u6-08",
    name: "u6-08-laundry-bunda-ina.jpg",
    type: "receipt",
    subtype: "laundry",
    language: "id",
    picture: { mode: "scan", pixels: 1100, angle: 1.4, quality: 72 },
    page: { width: 480, height: 560, margin: 30, size: 10.5, face: "sans" },
    fields: {
      vendor: "Laundry Kilat Bunda Ina",
      document_number: "LB-0519",
      date: "2026-10-05",
      currency: "IDR",
      total_amount: sumLines(laundryLines),
    },
    draw(s) {
      s.line("Laundry Kilat Bunda Ina", { bold: true, size: 15 });
      s.line("Cuci - Setrika - Antar Jemput  |  Jl. Sungai Saddang Baru 17B");
      s.line("WA 0853-9410-2277");
      s.gap(4);
      s.rule(1.5);
      s.gap(6);
      s.cells([
        [s.margin, "Nota: LB-0519"],
        [s.margin + 180, "Masuk: 05/10/2026"],
        [s.right, "Selesai: 07/10/2026", { align: "right" }],
      ]);
      s.line("Pelanggan: Karaeng Boga Catering (Bu Ratna)");
      s.gap(4);
      s.table(
        [
          { title: "Jenis cucian", width: 190 },
          { title: "Jml", width: 70, align: "right" },
          { title: "@ Rp", width: 80, align: "right" },
          { title: "Rp", width: 80, align: "right" },
        ],
        laundryLines.map((l) => [l.name, `${l.qty} ${l.unit}`, rp(l.price), rp(lineTotal(l))]),
        { size: 10.5 },
      );
      s.cells([
        [s.margin + 270, "TOTAL", { bold: true }],
        [s.right, rp(sumLines(laundryLines)), { align: "right", bold: true }],
      ]);
      s.stamp(s.margin + 90, s.y + 10, ["LUNAS", "05-10-2026"], { r: 28 });
      s.gap(40);
      s.line("Cucian tidak diambil 30 hari di luar tanggung jawab kami.", { size: 9 });
    },
  },
];
