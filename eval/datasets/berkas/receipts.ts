/** Receipts: till slips (struk), restaurant bills, and kuitansi. */
import { C } from "./companies.ts";
import type { Company } from "./companies.ts";
import { computeAmounts } from "./invoices.ts";
import { enNum, fmtDate, idNum, npwp, rupiahWords, titleCase } from "./format.ts";
import { keyValues, signature, table } from "./layout.ts";
import type { Doc, Fields, Output } from "./model.ts";
import { drawMeterai, drawQr, drawStamp } from "./model.ts";
import type { FontName, Page, Style } from "./render.ts";
import { A5_LANDSCAPE, Sheet, measure } from "./render.ts";

/** One printed line of a till slip: left text, right-aligned amount, or a centred line. */
interface Ln {
  l?: string;
  r?: string;
  c?: string;
  bold?: boolean;
  size?: number;
  rule?: string;
  gap?: number;
}

function struk(
  lines: Ln[],
  options: { width: number; size: number; font?: FontName; margin?: number },
): Page {
  const margin = options.margin ?? 12;
  const s = new Sheet({
    width: options.width,
    height: 100,
    growing: true,
    style: { font: options.font ?? "mono", size: options.size },
    margin: { top: 16, bottom: 20, left: margin, right: margin },
    leading: 1.32,
  });
  for (const ln of lines) {
    if (ln.gap) s.space(ln.gap);
    const style: Style = { bold: ln.bold, size: ln.size ?? options.size };
    if (ln.rule) {
      const count = Math.floor(s.inner / measure(ln.rule, { ...s.base, ...style }));
      s.say(ln.rule.repeat(count), style);
      continue;
    }
    const cells: Array<[number, string, Style?]> = [];
    if (ln.c !== undefined) cells.push([s.width / 2, ln.c, { align: "center" }]);
    if (ln.l) cells.push([s.left, ln.l]);
    if (ln.r) cells.push([s.right, ln.r, { align: "right" }]);
    s.row(cells, style);
  }
  return s.finish()[0]!;
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

interface Bought {
  name: string;
  qty: number;
  price: number;
}

const photo = (
  page: Page,
  seed: number,
  angle: number,
  extra: Partial<Extract<Output, { kind: "photo" }>> = {},
): Output => ({
  kind: "photo",
  page,
  dpi: 190,
  width: 1000,
  height: 1500,
  angle,
  quality: 70,
  fill: 0.92,
  ...extra,
});

// ---------------------------------------------------------------------------------------------

function segarJayaMart(): Doc {
  const items: Bought[] = [
    { name: "MIE GORENG SPESIAL 85G", qty: 5, price: 3_100 },
    { name: "SUSU UHT COKLAT 1L", qty: 2, price: 18_900 },
    { name: "MINYAK GORENG POUCH 2L", qty: 1, price: 38_200 },
    { name: "SABUN CUCI PIRING 780ML", qty: 1, price: 14_900 },
    { name: "TISU WAJAH 250 LBR", qty: 2, price: 13_500 },
    { name: "KOPI SACHET 10X20G", qty: 1, price: 15_800 },
    { name: "AIR MINERAL 600ML", qty: 6, price: 3_500 },
  ];
  const subtotal = sum(items.map((item) => item.qty * item.price));
  const discount = 4_000;
  const total = subtotal - discount;
  const cash = 200_000;
  const dpp = Math.round(total / 1.11);
  const ppn = total - dpp;
  const lines: Ln[] = [
    { c: "SEGAR JAYA MART", bold: true, size: 10 },
    { c: "PT SEGAR JAYA RETAILINDO" },
    { c: "JL. RAYA BOGOR KM 27 NO. 8, CIRACAS" },
    { c: "JAKARTA TIMUR" },
    { c: `NPWP: ${npwp("02746631", "009").printed15}` },
    { rule: "-" },
    { l: "12.04.25-19:42", r: "2504-0412-0087" },
    { l: "KASIR: RINA / KSR02" },
    { rule: "-" },
    ...items.flatMap((item): Ln[] => [
      { l: item.name },
      { l: `   ${item.qty} x ${idNum(item.price)}`, r: idNum(item.qty * item.price) },
    ]),
    { l: "HEMAT MINYAK GORENG", r: `-${idNum(discount)}` },
    { rule: "-" },
    { l: "HARGA JUAL :", r: idNum(subtotal) },
    { l: "TOTAL DISKON :", r: `-${idNum(discount)}` },
    { rule: "-" },
    { l: "TOTAL :", r: idNum(total), bold: true },
    { l: "TUNAI :", r: idNum(cash) },
    { l: "KEMBALI :", r: idNum(cash - total) },
    { gap: 4, l: `DPP: ${idNum(dpp)}   PPN: ${idNum(ppn)}` },
    { rule: "-" },
    { c: "TERIMA KASIH, SELAMAT BELANJA KEMBALI" },
    { c: "LAYANAN KONSUMEN WA 0811-1500-280" },
  ];
  return {
    name: "IMG_20250412_194455.jpg",
    type: "receipt",
    language: "id",
    fields: {
      vendor: "Segar Jaya Mart",
      document_number: "2504-0412-0087",
      date: "2025-04-12",
      total_amount: total,
      currency: "IDR",
      subtotal,
      discount,
      tax_amount: ppn,
      tax_type_name: "PPN",
      seller_npwp: npwp("02746631", "009").digits15,
    },
    output: photo(struk(lines, { width: 216, size: 7.6 }), 301, -3, { sideways: true }),
  };
}

function toko88(): Doc {
  const items: Bought[] = [
    { name: "GULA PASIR 1KG", qty: 3, price: 17_500 },
    { name: "TEPUNG TERIGU 1KG", qty: 2, price: 13_900 },
    { name: "MENTEGA 200G", qty: 2, price: 11_200 },
    { name: "COKLAT BUBUK 100G", qty: 1, price: 21_000 },
    { name: "KERTAS ROTI 5M", qty: 1, price: 16_500 },
    { name: "SUSU KENTAL MANIS 370G", qty: 4, price: 12_800 },
  ];
  const lines0 = items.map((item) => item.qty * item.price);
  const subtotal = sum(lines0);
  const discount = 2 * 1_500 + 4 * 800;
  const total = subtotal - discount;
  const lines: Ln[] = [
    { c: "TOKO 88 SWALAYAN", bold: true, size: 10.5 },
    { c: "Jl. Pemuda No. 88, Semarang Tengah" },
    { c: "Telp. (024) 354 8818" },
    { rule: "=" },
    { l: "No : T88-241228-0193" },
    { l: "Tgl: 28/12/2024  10:05  Ksr: DEWI" },
    { rule: "-" },
    ...items.flatMap((item, index): Ln[] => {
      const rows: Ln[] = [
        { l: `${item.name}` },
        { l: `  ${item.qty} PCS @ ${idNum(item.price)}`, r: idNum(lines0[index]!) },
      ];
      if (item.name.startsWith("MENTEGA")) rows.push({ l: "  HEMAT 2 x 1.500", r: "-3.000" });
      if (item.name.startsWith("SUSU")) rows.push({ l: "  HEMAT 4 x 800", r: "-3.200" });
      return rows;
    }),
    { rule: "-" },
    { l: "SUBTOTAL", r: idNum(subtotal) },
    { l: "HEMAT", r: `-${idNum(discount)}` },
    { l: "TOTAL BELANJA", r: idNum(total), bold: true },
    { l: "BAYAR QRIS", r: idNum(total) },
    { l: "KEMBALI", r: "0" },
    { l: "REF QRIS: 241228100598331" },
    { rule: "-" },
    { c: `JML ITEM: ${sum(items.map((item) => item.qty))}` },
    { c: "BARANG YANG SUDAH DIBELI" },
    { c: "TIDAK DAPAT DITUKAR/DIKEMBALIKAN" },
  ];
  return {
    name: "scan-struk-toko88.png",
    type: "receipt",
    language: "id",
    fields: {
      vendor: "Toko 88 Swalayan",
      document_number: "T88-241228-0193",
      date: "2024-12-28",
      total_amount: total,
      currency: "IDR",
      subtotal,
      discount,
    },
    output: {
      kind: "scan-png",
      page: struk(lines, { width: 210, size: 7.8 }),
      dpi: 200,
      colours: 16,
    },
  };
}

/** A restaurant bill: subtotal, service charge, restaurant tax (on subtotal, or on subtotal + service). */
function restaurantAmounts(
  items: Bought[],
  service: number,
  tax: number,
  taxOnService: boolean,
  roundTo = 0,
) {
  const subtotal = sum(items.map((item) => item.qty * item.price));
  const serviceCharge = Math.round(subtotal * service);
  const taxAmount = Math.round((subtotal + (taxOnService ? serviceCharge : 0)) * tax);
  const raw = subtotal + serviceCharge + taxAmount;
  const total = roundTo ? Math.floor(raw / roundTo) * roundTo : raw;
  return { subtotal, serviceCharge, taxAmount, raw, rounding: total - raw, total };
}

function satePakDarmo(): Doc {
  const items: Bought[] = [
    { name: "Sate Kambing (10 tsk)", qty: 2, price: 55_000 },
    { name: "Tongseng Kambing", qty: 1, price: 42_000 },
    { name: "Nasi Putih", qty: 3, price: 6_000 },
    { name: "Es Jeruk", qty: 2, price: 10_000 },
    { name: "Teh Manis Panas", qty: 1, price: 6_000 },
  ];
  const a = restaurantAmounts(items, 0, 0.1, false);
  const cash = 250_000;
  const lines: Ln[] = [
    { c: "SATE KAMBING PAK DARMO", bold: true, size: 10 },
    { c: "Jl. Kaliurang Km 7,5 Sleman" },
    { c: "0274-889 120" },
    { rule: "-" },
    { l: "Bill #0342", r: "Meja 7" },
    { l: fmtDate("2024-09-07", "dmy/") + " 19:18", r: "Kasir: Anto" },
    { rule: "-" },
    ...items.map((item): Ln => ({
      l: `${item.qty} ${item.name}`,
      r: idNum(item.qty * item.price),
    })),
    { rule: "-" },
    { l: "Subtotal", r: idNum(a.subtotal) },
    { l: "Pajak Resto 10%", r: idNum(a.taxAmount) },
    { l: "TOTAL", r: idNum(a.total), bold: true, size: 9 },
    { l: "Tunai", r: idNum(cash) },
    { l: "Kembali", r: idNum(cash - a.total) },
    { rule: "-" },
    { c: "Matur nuwun, sugeng rawuh kembali" },
  ];
  return {
    name: "IMG-20240907-WA0012.jpg",
    type: "receipt",
    language: "id",
    fields: {
      vendor: "Sate Kambing Pak Darmo",
      document_number: "0342",
      date: "2024-09-07",
      total_amount: a.total,
      currency: "IDR",
      subtotal: a.subtotal,
      tax_amount: a.taxAmount,
      tax_rate: 0.1,
      tax_type_name: "PB1",
    },
    output: photo(struk(lines, { width: 200, size: 8 }), 303, 3, {
      table: ["#5d6b75", "#3f4a52"],
      width: 960,
      height: 1280,
    }),
  };
}

function kopiSenja(): Doc {
  const items: Bought[] = [
    { name: "Es Kopi Susu Gula Aren", qty: 2, price: 28_000 },
    { name: "Cafe Latte (Hot)", qty: 1, price: 32_000 },
    { name: "Croissant Almond", qty: 2, price: 29_000 },
    { name: "Nasi Goreng Kampung", qty: 1, price: 45_000 },
    { name: "Air Mineral 600 ml", qty: 1, price: 10_000 },
  ];
  const a = restaurantAmounts(items, 0.05, 0.1, true, 100);
  const s = new Sheet({
    width: 240,
    height: 100,
    growing: true,
    style: { font: "sans", size: 8 },
    margin: { top: 20, bottom: 24, left: 16, right: 16 },
    leading: 1.45,
  });
  s.say("Kopi Senja", { align: "center", bold: true, size: 15 });
  s.say("Kemang", { align: "center", size: 8, italic: true });
  s.say("Jl. Kemang Raya No. 54, Jakarta Selatan", { align: "center", size: 7 });
  s.space(6);
  s.y = keyValues(
    s,
    s.left,
    52,
    [
      ["Order", "#KS-250614-0231"],
      ["Tanggal", "14 Jun 2025, 15:22"],
      ["Kasir", "Putri"],
      ["Tipe", "Dine In - Meja 12"],
    ],
    { size: 7.5 },
  );
  s.space(4);
  s.rule(0.5);
  s.space(4);
  for (const item of items) {
    s.row([
      [s.left, item.name],
      [s.right, idNum(item.qty * item.price), { align: "right" }],
    ]);
    s.row([[s.left + 8, `${item.qty} x ${idNum(item.price)}`, { size: 7, color: "#555555" }]], {
      size: 7,
    });
  }
  s.rule(0.5);
  s.space(4);
  const row = (label: string, value: string, style: Style = {}) =>
    s.row(
      [
        [s.left, label],
        [s.right, value, { align: "right" }],
      ],
      style,
    );
  row("Subtotal", idNum(a.subtotal));
  row("Service Charge 5%", idNum(a.serviceCharge));
  row("PBJT 10%", idNum(a.taxAmount));
  row("Pembulatan", idNum(a.rounding));
  s.space(2);
  row("Total", `Rp${idNum(a.total)}`, { bold: true, size: 10 });
  s.space(4);
  row("QRIS", `Rp${idNum(a.total)}`);
  s.say("NMID: ID1025318829471", { size: 6.5, color: "#555555" });
  s.space(4);
  drawQr(s, s.width / 2 - 30, s.y, 60, 304);
  s.space(66);
  s.space(8);
  s.say("Terima kasih! Follow @kopisenja.id", { align: "center", size: 7.5 });
  s.say("Wi-Fi: KopiSenja_Guest / senjaselalu", { align: "center", size: 7 });
  return {
    name: "e-receipt-KS-250614-0231.pdf",
    type: "receipt",
    language: "id",
    fields: {
      vendor: "Kopi Senja",
      document_number: "KS-250614-0231",
      date: "2025-06-14",
      total_amount: a.total,
      currency: "IDR",
      subtotal: a.subtotal,
      service_charge_amount: a.serviceCharge,
      tax_amount: a.taxAmount,
      tax_rate: 0.1,
      tax_type_name: "PB1",
    },
    output: { kind: "pdf", pages: s.finish(), title: "Receipt KS-250614-0231" },
  };
}

function jimbaranSeafood(): Doc {
  const items: Bought[] = [
    { name: "Grilled Red Snapper (per 100 g)", qty: 8, price: 32_000 },
    { name: "Tiger Prawns Butter Garlic", qty: 1, price: 185_000 },
    { name: "Calamari Rings", qty: 1, price: 78_000 },
    { name: "Plecing Kangkung", qty: 2, price: 35_000 },
    { name: "Steamed Rice", qty: 3, price: 12_000 },
    { name: "Young Coconut", qty: 2, price: 30_000 },
    { name: "Bintang Radler 330 ml", qty: 3, price: 45_000 },
  ];
  const a = restaurantAmounts(items, 0.05, 0.1, true);
  const lines: Ln[] = [
    { c: "JIMBARAN BAY SEAFOOD GRILL", bold: true, size: 9.5 },
    { c: "Jl. Pantai Kedonganan No. 3" },
    { c: "Jimbaran, Badung, Bali" },
    { rule: "-" },
    { l: "Check: 5812", r: "Table: B4" },
    { l: "Date : 19/07/2025 20:47" },
    { l: "Server: Komang   Guests: 4" },
    { rule: "-" },
    ...items.flatMap((item): Ln[] => [
      { l: item.name },
      { l: `  ${item.qty} @ ${idNum(item.price)}`, r: idNum(item.qty * item.price) },
    ]),
    { rule: "-" },
    { l: "Subtotal", r: idNum(a.subtotal) },
    { l: "Service 5%", r: idNum(a.serviceCharge) },
    { l: "Tax 10%", r: idNum(a.taxAmount) },
    { rule: "=" },
    { l: "TOTAL IDR", r: idNum(a.total), bold: true, size: 9 },
    { l: "BCA DEBIT ****4417", r: idNum(a.total) },
    { rule: "-" },
    { c: "Thank you & see you again!" },
    { c: "Prices in Indonesian Rupiah" },
  ];
  return {
    name: "IMG_3921.JPG",
    type: "receipt",
    language: "en",
    fields: {
      vendor: "Jimbaran Bay Seafood Grill",
      document_number: "5812",
      date: "2025-07-19",
      total_amount: a.total,
      currency: "IDR",
      subtotal: a.subtotal,
      service_charge_amount: a.serviceCharge,
      tax_amount: a.taxAmount,
      tax_rate: 0.1,
      tax_type_name: "PB1",
    },
    output: photo(struk(lines, { width: 214, size: 7.6 }), 305, -3.5, {
      table: ["#d9d4c7", "#b8b1a2"],
      quality: 68,
    }),
  };
}

function padangSariMinang(): Doc {
  const items: Bought[] = [
    { name: "Nasi Rendang", qty: 3, price: 32_000 },
    { name: "Ayam Pop", qty: 2, price: 27_000 },
    { name: "Gulai Tunjang", qty: 1, price: 30_000 },
    { name: "Perkedel", qty: 4, price: 5_000 },
    { name: "Teh Talua", qty: 2, price: 18_000 },
    { name: "Es Teh Tawar", qty: 3, price: 5_000 },
  ];
  const a = restaurantAmounts(items, 0, 0.1, false, 500);
  const cash = 300_000;
  const lines: Ln[] = [
    { c: "RM. PADANG SARI MINANG", bold: true, size: 10 },
    { c: "Jl. Veteran No. 17, Kota Malang" },
    { rule: "-" },
    { l: "No. Nota : SM-0308-117" },
    { l: `Tanggal  : ${fmtDate("2025-03-08", "dmy-")} 12:41` },
    { rule: "-" },
    ...items.map((item): Ln => ({
      l: `${item.name} x${item.qty}`,
      r: idNum(item.qty * item.price),
    })),
    { rule: "-" },
    { l: "Sub Total", r: idNum(a.subtotal) },
    { l: "PB1 10%", r: idNum(a.taxAmount) },
    { l: "Pembulatan", r: idNum(a.rounding) },
    { l: "Grand Total", r: idNum(a.total), bold: true },
    { l: "Tunai", r: idNum(cash) },
    { l: "Kembalian", r: idNum(cash - a.total) },
    { rule: "-" },
    { c: "Terima kasih, selamat menikmati" },
  ];
  return {
    name: "scan-nota-padang-sari-minang.png",
    type: "receipt",
    language: "id",
    fields: {
      vendor: "RM. Padang Sari Minang",
      document_number: "SM-0308-117",
      date: "2025-03-08",
      total_amount: a.total,
      currency: "IDR",
      subtotal: a.subtotal,
      tax_amount: a.taxAmount,
      tax_rate: 0.1,
      tax_type_name: "PB1",
    },
    output: {
      kind: "scan-png",
      page: struk(lines, { width: 206, size: 8 }),
      dpi: 200,
      colours: 16,
    },
  };
}

function apotekSehat(): Doc {
  const items: Bought[] = [
    { name: "PARASETAMOL 500MG STRIP 10", qty: 3, price: 5_500 },
    { name: "VITAMIN C 1000MG TUBE 10", qty: 2, price: 42_000 },
    { name: "MASKER MEDIS 3 PLY BOX 50", qty: 1, price: 38_500 },
    { name: "HAND SANITIZER 500ML", qty: 2, price: 36_000 },
    { name: "PLESTER LUKA BOX 100", qty: 1, price: 27_000 },
  ];
  const subtotal = sum(items.map((item) => item.qty * item.price));
  const discount = Math.round(subtotal * 0.05);
  const total = subtotal - discount;
  const lines: Ln[] = [
    { c: "APOTEK SEHAT SENTOSA", bold: true, size: 9.5 },
    { c: "Jl. Diponegoro No. 120, Denpasar" },
    { c: "SIA: 503/0127/DPMPTSP/2023" },
    { c: "Apoteker: apt. Ni Luh Sri Widari, S.Farm." },
    { rule: "-" },
    { l: "Faktur : ASS/2410/03315" },
    { l: "Tanggal: 30-10-2024 08:56" },
    { rule: "-" },
    ...items.flatMap((item): Ln[] => [
      { l: item.name },
      { l: `  ${item.qty} x ${idNum(item.price)}`, r: idNum(item.qty * item.price) },
    ]),
    { rule: "-" },
    { l: "Subtotal", r: idNum(subtotal) },
    { l: "Diskon Member 5%", r: `-${idNum(discount)}` },
    { l: "Total", r: idNum(total), bold: true },
    { l: "Debit BRI", r: idNum(total) },
    { rule: "-" },
    { c: "Harga sudah termasuk PPN" },
    { c: "Semoga lekas sembuh" },
  ];
  return {
    name: "scan-struk-apotek-20241030.png",
    type: "receipt",
    language: "id",
    fields: {
      vendor: "Apotek Sehat Sentosa",
      document_number: "ASS/2410/03315",
      date: "2024-10-30",
      total_amount: total,
      currency: "IDR",
      subtotal,
      discount,
    },
    output: {
      kind: "scan-png",
      page: struk(lines, { width: 214, size: 7.6 }),
      dpi: 200,
      colours: 16,
    },
  };
}

function tbSumberRejeki(): Doc {
  const s = new Sheet({
    width: 419.53,
    height: 400,
    style: { font: "serif", size: 9.5 },
    margin: { top: 28, bottom: 28, left: 28, right: 28 },
  });
  s.say("TB. SUMBER REJEKI", { bold: true, size: 15 });
  s.say("Bahan Bangunan & Alat Pertukangan", { italic: true, size: 8.5 });
  s.say("Jl. Raya Cileungsi-Jonggol Km 2, Bogor   HP 0813-1122-9087", { size: 7.5 });
  s.text(s.right, 44, "NOTA No. 2318", { bold: true, size: 11, align: "right" });
  s.text(s.right, 58, "Tgl. 22-01-2025", { size: 9, align: "right" });
  s.space(4);
  s.say("Kepada Yth. Bp. Yusuf (proyek Perum Griya Asri C-12)", { size: 9 });
  s.space(4);
  const items: Bought[] = [
    { name: "Paku beton 5 cm", qty: 5, price: 28_000 },
    { name: 'Gergaji kayu 18"', qty: 1, price: 95_000 },
    { name: 'Pipa PVC 3/4" 4 m', qty: 12, price: 32_500 },
    { name: "Lem pipa 100 g", qty: 3, price: 18_000 },
    { name: 'Kran air kuningan 1/2"', qty: 4, price: 47_500 },
  ];
  const amounts = items.map((item) => item.qty * item.price);
  const subtotal = sum(amounts);
  const discount = 15_000;
  const total = subtotal - discount;
  const L = s.left;
  const R = s.right;
  table(
    s,
    [
      { title: "Qty", left: L, right: L + 36, align: "center" },
      { title: "Nama Barang", left: L + 36, right: L + 210 },
      { title: "Harga", left: L + 210, right: L + 285, align: "right" },
      { title: "Jumlah", left: L + 285, right: R, align: "right" },
    ],
    items.map((item, index) => [
      String(item.qty),
      item.name,
      idNum(item.price),
      idNum(amounts[index]!),
    ]),
    { ruled: true, style: { size: 9 } },
  );
  s.space(4);
  const row = (label: string, value: string, style: Style = {}) =>
    s.row(
      [
        [L + 210, label],
        [R - 4, value, { align: "right" }],
      ],
      style,
    );
  row("Sub Total", idNum(subtotal));
  row("Diskon", idNum(discount));
  row("TOTAL Rp", idNum(total), { bold: true });
  drawStamp(s, L + 60, s.y - 4, ["LUNAS", "22 JAN 2025"], "#c0392b", 10);
  s.space(6);
  s.say("Barang yang sudah dibeli tidak dapat dikembalikan.", { size: 7.5, italic: true });
  return {
    name: "scan-nota-tb-sumber-rejeki-2318.png",
    type: "receipt",
    language: "id",
    fields: {
      vendor: "TB. Sumber Rejeki",
      document_number: "2318",
      date: "2025-01-22",
      total_amount: total,
      currency: "IDR",
      subtotal,
      discount,
    },
    output: { kind: "scan-png", page: s.finish()[0]!, dpi: 170, colours: 16 },
  };
}

function hiveOfficialReceipt(): Doc {
  const seller: Company = {
    name: "PT Ruang Kerja Bersama",
    address: ["Jl. Pantai Batu Bolong No. 69, Canggu", "Kuta Utara, Badung, Bali 80361"],
    city: "Badung",
    npwp: npwp("03912476", "906"),
  };
  const a = computeAmounts(
    [
      { desc: "Hot desk membership, June 2025", qty: 1, unit: "month", price: 2_500_000 },
      { desc: "Meeting room rental", qty: 6, unit: "hour", price: 150_000 },
      { desc: "Locker rental, June 2025", qty: 1, unit: "month", price: 250_000 },
    ],
    undefined,
    { kind: "ppn", rate: 0.12, base: "11/12", label: "VAT" },
    "IDR",
  );
  const s = new Sheet({
    style: { font: "sans", size: 9.5 },
    margin: { top: 56, bottom: 56, left: 60, right: 60 },
  });
  s.say(seller.name, { bold: true, size: 15 });
  for (const text of seller.address) s.say(text, { size: 8.5, color: "#444444" });
  s.say(`Tax ID (NPWP): ${seller.npwp!.digits16}`, { size: 8.5, color: "#444444" });
  s.space(18);
  s.say("OFFICIAL RECEIPT", { bold: true, size: 18, color: "#b9770e" });
  s.space(8);
  s.y = keyValues(s, s.left, 110, [
    ["Receipt No.", "OR-2025-0612"],
    ["Date", fmtDate("2025-06-30", "en")],
    ["Received from", "Daniel Hughes (member #CGU-0419)"],
    ["Payment method", "Credit card (VISA ****2207)"],
  ]);
  s.space(14);
  const L = s.left;
  const R = s.right;
  table(
    s,
    [
      { title: "Description", left: L, right: L + 260 },
      { title: "Qty", left: L + 260, right: L + 300, align: "right" },
      { title: "Unit price (IDR)", left: L + 300, right: L + 390, align: "right" },
      { title: "Amount (IDR)", left: L + 390, right: R, align: "right" },
    ],
    [
      ["Hot desk membership, June 2025", "1", enNum(2_500_000, 0), enNum(a.lines[0]!, 0)],
      ["Meeting room rental (hours)", "6", enNum(150_000, 0), enNum(a.lines[1]!, 0)],
      ["Locker rental, June 2025", "1", enNum(250_000, 0), enNum(a.lines[2]!, 0)],
    ],
    { headerFill: "#f6e7cf" },
  );
  s.space(6);
  const row = (label: string, value: string, style: Style = {}) =>
    s.row(
      [
        [L + 230, label],
        [R - 4, value, { align: "right" }],
      ],
      style,
    );
  row("Subtotal", enNum(a.subtotal, 0));
  row("Tax base (11/12 x subtotal)", enNum(a.dpp, 0));
  row("VAT (PPN) 12%", enNum(a.tax, 0));
  row("Total paid (IDR)", enNum(a.total, 0), { bold: true, size: 11 });
  s.space(20);
  s.para("This receipt confirms payment in full. Thank you for working with us in Canggu!", {
    style: { size: 9 },
  });
  drawStamp(s, R - 120, s.y + 30, ["PAID", "30 JUN 2025"], "#1e8449", 8);
  return {
    name: "Receipt_OR-2025-0612.pdf",
    type: "receipt",
    language: "en",
    fields: {
      vendor: seller.name,
      document_number: "OR-2025-0612",
      date: "2025-06-30",
      total_amount: a.total,
      currency: "IDR",
      subtotal: a.subtotal,
      tax_amount: a.tax,
      tax_rate: 0.12,
      tax_type_name: "PPN",
      seller_npwp: seller.npwp!.digits16,
    },
    output: { kind: "pdf", pages: s.finish(), title: "Official Receipt OR-2025-0612" },
  };
}

function bengkelKaryaMotor(): Doc {
  const s = new Sheet({
    style: { font: "sans", size: 9 },
    margin: { top: 48, bottom: 48, left: 50, right: 50 },
  });
  s.say("BENGKEL KARYA MOTOR", { bold: true, size: 16, color: "#1a5276" });
  s.say("Servis Mobil, Spooring Balancing, Ganti Oli", { size: 8.5 });
  s.say("Jl. Raya Darmo Permai III No. 21, Surabaya - Telp. 031-7345 660", { size: 8.5 });
  s.rule(1);
  s.space(10);
  s.say("NOTA SERVIS", { align: "center", bold: true, size: 13 });
  s.space(4);
  const top = s.y;
  keyValues(
    s,
    s.left,
    70,
    [
      ["No. WO", "KM-2407-0155"],
      ["Tanggal", "09/07/2024"],
      ["Pelanggan", "CV Rasa Nusantara Jaya"],
    ],
    {},
    top,
  );
  s.y = keyValues(
    s,
    330,
    60,
    [
      ["No. Polisi", "L 1842 KB"],
      ["Kendaraan", "Minibus 1.5 MT"],
      ["Km", "86.420"],
    ],
    {},
    top,
  );
  s.space(10);
  const jobs = [
    { desc: "Jasa servis berkala 80.000 km", amount: 450_000 },
    { desc: "Jasa spooring & balancing", amount: 250_000 },
  ];
  const parts = [
    { desc: "Oli mesin 10W-40 (4 liter)", qty: 1, price: 385_000 },
    { desc: "Filter oli", qty: 1, price: 65_000 },
    { desc: "Kampas rem depan (set)", qty: 1, price: 420_000 },
    { desc: "Busi iridium", qty: 4, price: 95_000 },
  ];
  const jobsTotal = sum(jobs.map((job) => job.amount));
  const partsTotal = sum(parts.map((part) => part.qty * part.price));
  const subtotal = jobsTotal + partsTotal;
  const discount = Math.round(jobsTotal * 0.1);
  const total = subtotal - discount;
  const L = s.left;
  const R = s.right;
  const columns = [
    { title: "Uraian", left: L, right: L + 290 },
    { title: "Qty", left: L + 290, right: L + 330, align: "right" as const },
    { title: "Harga", left: L + 330, right: L + 410, align: "right" as const },
    { title: "Jumlah", left: L + 410, right: R, align: "right" as const },
  ];
  s.say("A. Jasa", { bold: true });
  table(
    s,
    columns,
    jobs.map((job) => [job.desc, "1", idNum(job.amount), idNum(job.amount)]),
  );
  s.space(8);
  s.say("B. Suku Cadang", { bold: true });
  table(
    s,
    columns,
    parts.map((part) => [
      part.desc,
      String(part.qty),
      idNum(part.price),
      idNum(part.qty * part.price),
    ]),
  );
  s.space(8);
  const row = (label: string, value: string, style: Style = {}) =>
    s.row(
      [
        [L + 290, label],
        [R - 4, value, { align: "right" }],
      ],
      style,
    );
  row("Total Jasa", idNum(jobsTotal));
  row("Total Suku Cadang", idNum(partsTotal));
  row("Subtotal", idNum(subtotal));
  row("Diskon Jasa 10%", `-${idNum(discount)}`);
  row("TOTAL BAYAR", `Rp ${idNum(total)}`, { bold: true, size: 10.5 });
  row("Pembayaran", "Tunai");
  s.space(8);
  s.para(`Terbilang: ${titleCase(rupiahWords(total))}`, { style: { italic: true } });
  s.space(10);
  const y0 = s.y;
  signature(s, L + 80, { top: ["Pelanggan,"], name: "Dimas A.", gap: 34 });
  s.y = y0;
  signature(s, R - 80, { top: ["Surabaya, 9 Juli 2024", "Kasir,"], name: "Wulan", gap: 34 });
  return {
    name: "nota-servis-KM-2407-0155.pdf",
    type: "receipt",
    language: "id",
    fields: {
      vendor: "Bengkel Karya Motor",
      document_number: "KM-2407-0155",
      date: "2024-07-09",
      total_amount: total,
      currency: "IDR",
      subtotal,
      discount,
    },
    output: { kind: "pdf", pages: s.finish(), title: "Nota Servis KM-2407-0155" },
  };
}

// ---------------------------------------------------------------------------------------------
// Kuitansi.

interface KuitansiSpec {
  name: string;
  issuer: { name: string; lines: string[] };
  number: string;
  from: string;
  amount: number;
  purpose: string[];
  date: string;
  place: string;
  signer: string;
  role?: string;
  wording: "telah" | "sudah";
  meterai?: "tempel" | "elektronik";
  handwritten?: boolean;
  accent: string;
}

function kuitansiPage(spec: KuitansiSpec): Page {
  const s = new Sheet({
    width: A5_LANDSCAPE.width,
    height: A5_LANDSCAPE.height,
    style: { font: "sans", size: 10 },
    margin: { top: 24, bottom: 24, left: 80, right: 28 },
  });
  const hand: Style = spec.handwritten
    ? { font: "serif", italic: true, size: 11.5, color: "#1b2f7a" }
    : { bold: true };
  s.rect(18, 18, 48, A5_LANDSCAPE.height - 36, { fill: spec.accent });
  for (const [index, char] of [..."KUITANSI"].entries()) {
    s.text(42, 80 + index * 30, char, { bold: true, size: 18, color: "#ffffff", align: "center" });
  }
  s.text(s.left, 40, spec.issuer.name, { bold: true, size: 13, color: spec.accent });
  spec.issuer.lines.forEach((text, index) =>
    s.text(s.left, 52 + index * 10, text, { size: 7.5, color: "#333333" }),
  );
  s.text(s.right, 40, "KUITANSI", { bold: true, size: 18, align: "right" });
  s.text(s.right, 56, "No. ", { size: 10, align: "right" });
  s.text(s.right, 72, spec.number, { ...hand, align: "right" });
  s.y = 96;
  const labelW = 112;
  const field = (label: string, value: string[], options: { band?: boolean } = {}) => {
    value.forEach((text, index) => {
      const baseline = s.y + 14;
      if (index === 0) {
        s.text(s.left, baseline, label, { size: 10 });
        s.text(s.left + labelW - 8, baseline, ":", { size: 10 });
      }
      if (options.band)
        s.rect(s.left + labelW, s.y + 1, s.right - s.left - labelW, 18, { fill: "#e4e4e4" });
      s.text(s.left + labelW + 4, baseline, text, hand);
      s.line(s.left + labelW, baseline + 3, s.right, baseline + 3, 0.4, "#777777");
      s.y += 21;
    });
    s.y += 4;
  };
  const telah = spec.wording === "telah";
  field(telah ? "Telah terima dari" : "Sudah terima dari", [spec.from]);
  const words = `# ${titleCase(rupiahWords(spec.amount))} #`;
  const wrapped = words.length > 62 ? splitWords(words, 62) : [words];
  field(telah ? "Uang sejumlah" : "Banyaknya uang", wrapped, { band: true });
  field("Untuk pembayaran", spec.purpose);
  s.y += 8;
  const boxTop = s.y;
  s.rect(s.left, boxTop, 170, 30, { stroke: "#000000", width: 1.2, fill: "#f4f4f4" });
  s.text(s.left + 8, boxTop + 20, "Terbilang Rp", { size: 9 });
  s.text(s.left + 162, boxTop + 21, `${idNum(spec.amount)},-`, {
    ...hand,
    size: 14,
    bold: true,
    align: "right",
  });
  const x = s.right - 80;
  s.text(x, boxTop + 6, `${spec.place}, ${fmtDate(spec.date, "id")}`, {
    ...(spec.handwritten ? hand : {}),
    size: 10,
    align: "center",
  });
  s.text(x, boxTop + 20, "Yang menerima,", { size: 9.5, align: "center" });
  if (spec.meterai) drawMeterai(s, x - 70, boxTop + 28, spec.meterai === "elektronik");
  drawStamp(
    s,
    x - 100,
    boxTop + 70,
    [spec.issuer.name.toUpperCase(), spec.place.toUpperCase()],
    "#3a4fa0",
    8,
    8,
  );
  s.text(x, boxTop + 92, spec.signer, { bold: true, size: 10, align: "center" });
  s.line(x - 60, boxTop + 95, x + 60, boxTop + 95, 0.5);
  if (spec.role) s.text(x, boxTop + 106, spec.role, { size: 8.5, align: "center" });
  return s.finish()[0]!;
}

function splitWords(text: string, width: number): string[] {
  const lines: string[] = [];
  let current = "";
  for (const word of text.split(" ")) {
    if (current && `${current} ${word}`.length > width) {
      lines.push(current);
      current = word;
    } else current = current ? `${current} ${word}` : word;
  }
  lines.push(current);
  return lines;
}

function kuitansiDoc(spec: KuitansiSpec, output: (page: Page) => Output): Doc {
  const fields: Fields = {
    vendor: spec.issuer.name,
    document_number: spec.number,
    date: spec.date,
    total_amount: spec.amount,
    currency: "IDR",
  };
  return {
    name: spec.name,
    type: "receipt",
    language: "id",
    fields,
    output: output(kuitansiPage(spec)),
    mustShow: ["KUITANSI"],
  };
}

export function receipts(): Doc[] {
  const ktm = C.karyaTeknik;
  const ktmInvoice = computeAmounts(
    [
      { desc: "", qty: 12, unit: "", price: 85_000 },
      { desc: "", qty: 4, unit: "", price: 350_000 },
      { desc: "", qty: 2, unit: "", price: 175_000 },
      { desc: "", qty: 1, unit: "", price: 150_000 },
    ],
    undefined,
    { kind: "ppn", rate: 0.12, base: "11/12", label: "" },
    "IDR",
  );
  const kuitansi: Doc[] = [
    kuitansiDoc(
      {
        name: "scan_kuitansi_0007.pdf",
        issuer: { name: ktm.name, lines: [...ktm.address, `Telp. ${ktm.phone}`] },
        number: "KW/KTM/II/2025/019",
        from: C.grahaNiaga.name,
        amount: ktmInvoice.total,
        purpose: [
          "Pelunasan faktur No. KTM-25-0042 (jasa perawatan AC",
          "gedung Wisma Niaga, Februari 2025)",
        ],
        date: "2025-02-20",
        place: "Bekasi",
        signer: "Sutrisno",
        role: "Direktur",
        wording: "telah",
        accent: "#0f6e6e",
      },
      (page) => ({ kind: "scan-pdf", pages: [page], dpi: 200, quality: 55 }),
    ),
    kuitansiDoc(
      {
        name: "Kuitansi-Sewa-Januari-2025.pdf",
        issuer: {
          name: "PT Griya Kencana Properti",
          lines: [
            "Ruko Kencana Square Blok B No. 7, Jl. Boulevard Raya",
            "Kelapa Gading, Jakarta Utara 14240  |  (021) 4585 3321",
          ],
        },
        number: "KWT/GKP/2025/01/004",
        from: C.mitraKreatif.name,
        amount: 12_500_000,
        purpose: [
          "Sewa ruang kantor Ruko Kencana Square Blok B No. 7 lantai 2",
          "periode Januari 2025",
        ],
        date: "2025-01-03",
        place: "Jakarta",
        signer: "Maria Angelina",
        role: "Finance",
        wording: "telah",
        meterai: "elektronik",
        accent: "#7b241c",
      },
      (page) => ({ kind: "pdf", pages: [page], title: "Kuitansi KWT/GKP/2025/01/004" }),
    ),
    kuitansiDoc(
      {
        name: "IMG_20240521_163010.jpg",
        issuer: {
          name: "Percetakan Cahaya Abadi",
          lines: ["Jl. Suryakencana No. 214, Bogor", "WA 0858-1020-7733"],
        },
        number: "0178",
        from: C.tunasHarapan.name,
        amount: 850_000,
        purpose: ["Cetak nota NCR 3 ply, 10 buku @ Rp 85.000"],
        date: "2024-05-21",
        place: "Bogor",
        signer: "Ko Hendrik",
        wording: "sudah",
        handwritten: true,
        accent: "#1f618d",
      },
      (page) => ({
        kind: "photo",
        page,
        dpi: 150,
        width: 1400,
        height: 1050,
        angle: 2,
        quality: 72,
        fill: 0.9,
        table: ["#c8c2b4", "#a39c8c"],
      }),
    ),
  ];
  return [
    segarJayaMart(),
    toko88(),
    satePakDarmo(),
    kopiSenja(),
    jimbaranSeafood(),
    padangSariMinang(),
    apotekSehat(),
    tbSumberRejeki(),
    hiveOfficialReceipt(),
    bengkelKaryaMotor(),
    ...kuitansi,
  ];
}
