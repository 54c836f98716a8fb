import type { Writer } from "./layout.ts";
import type { PictureLook } from "./render.ts";
import { date, groupEn, groupId } from "./format.ts";

export type DocType = "receipt" | "invoice" | "billing statement" | "contract";

export interface PageSetup {
  width: number;
  height: number;
  margin: number;
  face: "sans" | "serif" | "mono";
  size: number;
  leading?: number;
}

export interface Doc {
  id: string;
  name: string;
  type: DocType;
  kind: string;
  language: "id" | "en";
  title: string;
  page: PageSetup;
  /** Absent for a text PDF. */
  picture?: PictureLook & { scale: number };
  fields: Record<string, string | number>;
  /** Facts the questions ask about, each with the contract's own sentence. */
  clauses?: Record<string, { sentence: string; value: string }>;
  /** What the owner would call the shop or paper ("apotek", "listrik"). */
  tags: string[];
  build(w: Writer): void;
}

export const A4 = { width: 595, height: 842 };
const A4_SCALE = 1240 / 595;

export const OWN = {
  name: "PT Sinar Pelita Nusantara",
  address: "Jl. Gajah Mada No. 118, Semarang 50134",
  npwp15: "02.417.853.6-504.000",
  npwp16: "0024178536504000",
};

const rp = (n: number) => `Rp ${groupId(n)}`;

/** Receipts: 7 shops, 2 kwitansi. */
export const receipts: Doc[] = [
  (() => {
    const f = {
      vendor: "Rumah Makan Sambal Tiga Rasa",
      document_number: "SR-0419-2211",
      date: "2026-10-24",
      currency: "IDR",
      subtotal: 412000,
      service_charge_amount: 20600,
      tax_type_name: "PB1",
      tax_rate: 10,
      tax_amount: 41200,
      total_amount: 473800,
    };
    return {
      id: "u5-r01",
      name: "struk-rm-sambal-tiga-rasa",
      type: "receipt",
      kind: "receipt",
      language: "id",
      title: "Struk Rumah Makan Sambal Tiga Rasa",
      page: { width: 250, height: 800, margin: 14, face: "mono", size: 8.4, leading: 1.45 },
      picture: { capture: "phone", rotate: 3, blur: 0.7, quality: 72, format: "jpg", scale: 3.4 },
      fields: f,
      tags: ["restoran", "makan"],
      build(w) {
        w.line("RUMAH MAKAN", { align: "center", bold: true });
        w.line("SAMBAL TIGA RASA", { align: "center", bold: true, size: 10 });
        w.line("Jl. Cihampelas No. 71", { align: "center" });
        w.line("Bandung  Telp 022-2031457", { align: "center" });
        w.rule(true);
        w.kv("No: SR-0419-2211", "Meja 12");
        w.kv("24/10/2026 19:42", "Kasir: Dewi");
        w.rule(true);
        const items: Array<[string, number, number]> = [
          ["Nasi Timbel Komplit", 4, 45000],
          ["Gurame Bakar Kecap", 1, 98000],
          ["Tumis Kangkung", 2, 22000],
          ["Tahu Tempe Goreng", 2, 14000],
          ["Es Teh Manis", 4, 8000],
          ["Jus Alpukat", 2, 15000],
        ];
        for (const [name, q, p] of items) {
          w.line(name);
          w.kv(`  ${q} x ${groupId(p)}`, groupId(q * p));
        }
        w.rule(true);
        w.kv("Subtotal", groupId(f.subtotal));
        w.kv("Service 5%", groupId(f.service_charge_amount));
        w.kv("PB1 10%", groupId(f.tax_amount));
        w.rule(true);
        w.kv("TOTAL", rp(f.total_amount), { bold: true, size: 10 });
        w.kv("TUNAI", "500.000");
        w.kv("KEMBALI", "26.200");
        w.gap(8);
        w.line("Terima kasih, selamat menikmati", { align: "center" });
        w.trimToContent(30);
      },
    };
  })(),
  (() => {
    const f = {
      vendor: "Lembayung Coffee House",
      document_number: "LCH-250814-0063",
      date: "2025-08-14",
      currency: "IDR",
      subtotal: 98000,
      discount: 10000,
      tax_type_name: "PB1",
      tax_rate: 10,
      tax_amount: 8800,
      total_amount: 96800,
    };
    return {
      id: "u5-r02",
      name: "lembayung-coffee-receipt",
      type: "receipt",
      kind: "receipt",
      language: "en",
      title: "Lembayung Coffee House receipt",
      page: { width: 226, height: 700, margin: 12, face: "sans", size: 8, leading: 1.5 },
      fields: f,
      tags: ["cafe", "coffee", "kopi"],
      build(w) {
        w.line("Lembayung Coffee House", { align: "center", bold: true, size: 11 });
        w.line("Jl. Raya Ubud No. 27, Gianyar, Bali", { align: "center", size: 7 });
        w.gap(4);
        w.field("Receipt", "LCH-250814-0063", 60);
        w.field("Date", "Aug 14, 2025  10:17", 60);
        w.field("Served by", "Komang", 60);
        w.rule();
        w.kv("2  Flat White", "58,000");
        w.kv("1  Banana Bread", "24,000");
        w.kv("1  Iced Lemongrass Tea", "16,000");
        w.rule();
        w.kv("Subtotal", groupEn(f.subtotal));
        w.kv("Member discount", `-${groupEn(f.discount)}`);
        w.kv("PB1 (10%)", groupEn(f.tax_amount));
        w.kv("Total", `IDR ${groupEn(f.total_amount)}`, { bold: true, size: 9.5 });
        w.kv("Paid by QRIS", groupEn(f.total_amount));
        w.gap(6);
        w.line("Thank you & see you again!", { align: "center", size: 7.5 });
        w.line("WiFi: lembayung_guest", { align: "center", size: 7.5 });
        w.trimToContent(20);
      },
    };
  })(),
  (() => {
    const f = {
      vendor: "Apotek Sehat Sentosa",
      document_number: "AP/2611/00342",
      date: "2026-11-03",
      currency: "IDR",
      subtotal: 187500,
      total_amount: 187500,
    };
    return {
      id: "u5-r03",
      name: "struk-apotek-sehat-sentosa",
      type: "receipt",
      kind: "receipt",
      language: "id",
      title: "Struk Apotek Sehat Sentosa",
      page: { width: 260, height: 800, margin: 14, face: "sans", size: 8.6, leading: 1.45 },
      picture: { capture: "scan", rotate: -0.8, blur: 0.5, quality: 90, format: "png", scale: 3.2 },
      fields: f,
      tags: ["apotek", "obat", "pharmacy"],
      build(w) {
        w.line("APOTEK SEHAT SENTOSA", { align: "center", bold: true, size: 10.5 });
        w.line("Jl. Raya Darmo Permai II/15 Surabaya", { align: "center", size: 7.8 });
        w.line("SIA: 503/0127/436.7.2/2023", { align: "center", size: 7.8 });
        w.rule();
        w.line(`No. Nota : ${f.document_number}`);
        w.line(`Tanggal  : ${date.idShort(f.date)}  09:05`);
        w.rule();
        const items: Array<[string, string, number]> = [
          ["Paracetamol 500mg strip", "3", 12000],
          ["Amoxicillin 500mg (resep)", "1", 45500],
          ["Vitamin C 1000 isi 10", "2", 65000],
          ["Minyak Kayu Putih 60ml", "1", 29000],
          ["Masker medis 1 box", "1", 36000],
        ];
        for (const [n, q, t] of items) w.kv(`${n} x${q}`, groupId(t));
        w.rule();
        w.kv("Jumlah", groupId(f.subtotal));
        w.kv("Total Bayar", rp(f.total_amount), { bold: true, size: 9.6 });
        w.kv("Debit BCA", groupId(f.total_amount));
        w.gap(6);
        w.line("Harga sudah termasuk PPN", { align: "center", size: 7.8 });
        w.line("Obat yang sudah dibeli tidak dapat", { align: "center", size: 7.8 });
        w.line("ditukar/dikembalikan. Semoga lekas sembuh", { align: "center", size: 7.8 });
        w.trimToContent(24);
      },
    };
  })(),
  (() => {
    const f = {
      vendor: "Serbamart",
      document_number: "3017-260930-0457",
      date: "2026-09-30",
      currency: "IDR",
      subtotal: 156400,
      discount: 12000,
      tax_type_name: "PPN",
      tax_rate: 11,
      tax_amount: 14310,
      total_amount: 144400,
    };
    return {
      id: "u5-r04",
      name: "struk-serbamart-minimarket",
      type: "receipt",
      kind: "receipt",
      language: "id",
      title: "Struk Serbamart",
      page: { width: 240, height: 800, margin: 12, face: "mono", size: 8, leading: 1.4 },
      picture: {
        capture: "phone",
        rotate: -2.5,
        blur: 0.8,
        quality: 70,
        format: "jpg",
        scale: 3.5,
      },
      fields: f,
      tags: ["minimarket", "belanja"],
      build(w) {
        w.line("SERBAMART", { align: "center", bold: true, size: 11 });
        w.line("PT Serba Ada Ritelindo", { align: "center" });
        w.line("Toko 3017 Ngaliyan Semarang", { align: "center" });
        w.line("NPWP 01.662.904.1-511.000", { align: "center" });
        w.rule(true);
        const items: Array<[string, string, number]> = [
          ["AIR MINERAL 1500ML", "6 x 5.200", 31200],
          ["KOPI SACHET ISI 10", "2 x 14.900", 29800],
          ["GULA PASIR 1KG", "2 x 17.500", 35000],
          ["TISU WAJAH 250S", "3 x 12.800", 38400],
          ["SABUN CUCI PIRING", "1 x 22.000", 22000],
        ];
        for (const [n, q, t] of items) {
          w.line(n);
          w.kv(`   ${q}`, groupId(t));
        }
        w.rule(true);
        w.kv("HARGA JUAL :", groupId(f.subtotal));
        w.kv("POTONGAN PROMO :", `-${groupId(f.discount)}`);
        w.kv("TOTAL : Rp", groupId(f.total_amount), { bold: true });
        w.kv("TUNAI :", "150.000");
        w.kv("KEMBALIAN :", "5.600");
        w.rule(true);
        w.kv("DPP :", groupId(f.total_amount - f.tax_amount));
        w.kv("PPN 11% :", groupId(f.tax_amount));
        w.line(`TGL. 30-09-2026 JAM 18:21`);
        w.line(`NO. ${f.document_number}`);
        w.line("KRITIK & SARAN: 0800-1-737272", { align: "center" });
        w.trimToContent(24);
      },
    };
  })(),
  (() => {
    const f = {
      vendor: "Toko Bangunan Maju Karya",
      document_number: "NB-25-00871",
      date: "2025-03-11",
      currency: "IDR",
      subtotal: 2345000,
      discount: 45000,
      total_amount: 2300000,
    };
    return {
      id: "u5-r05",
      name: "nota-toko-bangunan-maju-karya",
      type: "receipt",
      kind: "receipt",
      language: "id",
      title: "Nota Toko Bangunan Maju Karya",
      page: { width: 420, height: 600, margin: 24, face: "serif", size: 10, leading: 1.45 },
      fields: f,
      tags: ["toko bangunan", "material", "hardware"],
      build(w) {
        w.line("TOKO BANGUNAN MAJU KARYA", { bold: true, size: 14 });
        w.line("Semen - Besi - Cat - Pipa - Alat Listrik", { size: 9 });
        w.line("Jl. Kaligawe Raya No. 9, Semarang  |  WA 0812-2890-4417", { size: 9 });
        w.rule();
        w.row([
          { text: `NOTA No. ${f.document_number}`, x: w.left, bold: true },
          { text: `Semarang, ${date.dash(f.date)}`, x: w.right, align: "right" },
        ]);
        w.line(`Kepada Yth: ${OWN.name}`);
        w.rule();
        const cols = [w.left, w.left + 40, w.right - 90, w.right];
        w.row(
          [
            { text: "Qty", x: cols[0]! },
            { text: "Nama Barang", x: cols[1]! },
            { text: "Harga", x: cols[2]!, align: "right" },
            { text: "Jumlah", x: cols[3]!, align: "right" },
          ],
          { bold: true },
        );
        const items: Array<[string, string, number]> = [
          ["20 sak", "Semen Portland 50 kg", 68000],
          ["5 btg", "Besi beton 10 mm", 82000],
          ["3 pail", "Cat tembok putih 25 kg", 125000],
          ["10 btg", "Pipa PVC 3/4 inch", 20000],
        ];
        for (const [q, n, p] of items) {
          const qty = Number(q.split(" ")[0]);
          w.row([
            { text: q, x: cols[0]! },
            { text: n, x: cols[1]! },
            { text: groupId(p), x: cols[2]!, align: "right" },
            { text: groupId(qty * p), x: cols[3]!, align: "right" },
          ]);
        }
        w.rule();
        w.kv("Jumlah", groupId(f.subtotal));
        w.kv("Potongan", groupId(f.discount));
        w.kv("TOTAL", `Rp ${groupId(f.total_amount)},-`, { bold: true });
        w.gap(8);
        w.line("Barang sudah diterima dalam keadaan baik. Lunas - transfer BRI.", { size: 9 });
        w.row([
          { text: "Penerima,", x: w.left + 20 },
          { text: "Hormat kami,", x: w.right - 20, align: "right" },
        ]);
        w.trimToContent(30);
      },
    };
  })(),
  (() => {
    const f = {
      vendor: "SPBU Cakra Energi 54.502.11",
      document_number: "TRX 0088231",
      date: "2026-11-20",
      currency: "IDR",
      total_amount: 472500,
    };
    return {
      id: "u5-r06",
      name: "struk-bbm-cakra-energi",
      type: "receipt",
      kind: "receipt",
      language: "id",
      title: "Struk BBM SPBU Cakra Energi",
      page: { width: 230, height: 700, margin: 12, face: "mono", size: 8.2, leading: 1.5 },
      picture: { capture: "phone", rotate: 4, blur: 0.9, quality: 68, format: "jpg", scale: 3.5 },
      fields: f,
      tags: ["bensin", "bbm", "fuel", "spbu"],
      build(w) {
        w.line("SPBU CAKRA ENERGI", { align: "center", bold: true, size: 10 });
        w.line("54.502.11", { align: "center", bold: true });
        w.line("JL. RAYA SALATIGA KM 7", { align: "center" });
        w.line("UNGARAN", { align: "center" });
        w.rule(true);
        w.kv("Shift : 2", `No. ${f.document_number}`);
        w.kv("Waktu :", "20/11/2026 14:08");
        w.rule(true);
        w.kv("Pulau/Pompa", "3/6");
        w.kv("Nama Produk", "BENSIN RON 92");
        w.kv("Harga/Liter", "Rp 13.500");
        w.kv("Volume", "35,00 L");
        w.kv("Total Harga", rp(f.total_amount), { bold: true });
        w.rule(true);
        w.kv("NON TUNAI", rp(f.total_amount));
        w.kv("No. Plat", "H 1872 QW");
        w.gap(4);
        w.line("TERIMA KASIH", { align: "center" });
        w.line("SELAMAT JALAN", { align: "center" });
        w.trimToContent(24);
      },
    };
  })(),
  (() => {
    const f = {
      vendor: "Laundry Kilat Bersih",
      document_number: "LKB-1206-118",
      date: "2024-12-06",
      currency: "IDR",
      subtotal: 73500,
      total_amount: 73500,
    };
    return {
      id: "u5-r07",
      name: "nota-laundry-kilat-bersih",
      type: "receipt",
      kind: "receipt",
      language: "id",
      title: "Nota Laundry Kilat Bersih",
      page: { width: 300, height: 600, margin: 16, face: "sans", size: 9, leading: 1.5 },
      fields: f,
      tags: ["laundry", "cuci"],
      build(w) {
        w.line("Laundry Kilat Bersih", { bold: true, size: 13 });
        w.line("Cuci - Setrika - Express 6 jam", { size: 8 });
        w.line("Perum Tlogosari Blok C-14, Semarang", { size: 8 });
        w.rule();
        w.field("Nota", f.document_number, 70);
        w.field("Masuk", date.idLong(f.date), 70);
        w.field("Selesai", date.idLong("2024-12-06") + " 17:00", 70);
        w.field("Pelanggan", "Bu Sari (kantor SPN)", 70);
        w.rule();
        w.kv("Cuci setrika 6,5 kg x 9.000", groupId(58500));
        w.kv("Biaya express", groupId(15000));
        w.rule();
        w.kv("Total", rp(f.total_amount), { bold: true });
        w.kv("Status", "LUNAS");
        w.gap(6);
        w.line("Pakaian tidak diambil > 30 hari di luar tanggung jawab kami.", { size: 7 });
        w.trimToContent(20);
      },
    };
  })(),
  (() => {
    const f = {
      vendor: "Hendra Wiratmaja",
      document_number: "KW/2025/06/014",
      date: "2025-06-02",
      currency: "IDR",
      total_amount: 7500000,
    };
    return {
      id: "u5-k01",
      name: "kwitansi-sewa-gudang-juni-2025",
      type: "receipt",
      kind: "kwitansi",
      language: "id",
      title: "Kwitansi sewa gudang Juni 2025",
      page: { width: 595, height: 340, margin: 36, face: "serif", size: 13, leading: 1.7 },
      picture: {
        capture: "scan",
        rotate: 0.6,
        blur: 0.5,
        quality: 88,
        format: "png",
        scale: A4_SCALE,
      },
      fields: f,
      tags: ["kwitansi", "sewa gudang"],
      build(w) {
        w.row([
          { text: "KWITANSI", x: w.left, bold: true, size: 20 },
          { text: `No. ${f.document_number}`, x: w.right, align: "right" },
        ]);
        w.rule();
        w.field("Sudah terima dari", `: ${OWN.name}`, 150);
        w.field("Uang sejumlah", ": Tujuh juta lima ratus ribu rupiah", 150);
        w.field("Untuk pembayaran", ": Sewa gudang Jl. Kaligawe Gg. III No. 4", 150);
        w.field("", "  bulan Juni 2025", 150);
        w.gap(10);
        w.row([
          { text: `Rp ${groupId(f.total_amount)},-`, x: w.left, bold: true, size: 16 },
          { text: `Semarang, ${date.idLong(f.date)}`, x: w.right, align: "right" },
        ]);
        w.gap(24);
        w.row([{ text: "Hendra Wiratmaja", x: w.right, align: "right", bold: true }]);
      },
    };
  })(),
  (() => {
    const f = {
      vendor: "Bengkel Las Sumber Rejeki",
      document_number: "017/BLSR/VII/2026",
      date: "2026-07-15",
      currency: "IDR",
      total_amount: 3250000,
    };
    return {
      id: "u5-k02",
      name: "kwitansi-bengkel-las-sumber-rejeki",
      type: "receipt",
      kind: "kwitansi",
      language: "id",
      title: "Kwitansi Bengkel Las Sumber Rejeki",
      page: { width: 595, height: 380, margin: 40, face: "sans", size: 11, leading: 1.8 },
      fields: f,
      tags: ["kwitansi", "bengkel las", "pagar"],
      build(w) {
        w.line("BENGKEL LAS SUMBER REJEKI", { bold: true, size: 14, align: "center" });
        w.line(
          "Pagar - Teralis - Kanopi - Konstruksi Baja Ringan | Jl. Woltermonginsidi 52, Semarang",
          { size: 8, align: "center" },
        );
        w.rule();
        w.line("K W I T A N S I", { bold: true, size: 15, align: "center" });
        w.line(`Nomor: ${f.document_number}`, { align: "center" });
        w.field("Telah diterima dari", OWN.name, 140);
        w.field("Banyaknya uang", "Tiga juta dua ratus lima puluh ribu rupiah", 140);
        w.field(
          "Guna membayar",
          "Pembuatan dan pemasangan pagar besi depan gudang (pelunasan)",
          140,
        );
        w.gap(8);
        w.row([
          { text: `Terbilang Rp ${groupId(f.total_amount)}`, x: w.left, bold: true, size: 13 },
          { text: `Semarang, ${date.idLong(f.date)}`, x: w.right, align: "right" },
        ]);
        w.gap(20);
        w.row([{ text: "( Slamet Riyadi )", x: w.right - 40, align: "right" }]);
      },
    };
  })(),
];
