/**
 * A4 money documents: invoices (Indonesian and English; IDR, USD, SGD, MYR), faktur pajak
 * (e-Faktur before 2025, Coretax from 2025), kwitansi and monthly utility bills.
 */
import type { Dice } from "./dice.ts";
import type { Made, Target } from "./made.ts";
import { Pen } from "./sheet.ts";
import type { Cell } from "./sheet.ts";
import type { Country, Party, TaxId } from "./words.ts";
import {
  CITIES,
  EN_DATE_SHAPES,
  ID_DATE_SHAPES,
  NAME_PARTS,
  digits,
  fakturNumber,
  foreignCompany,
  iso,
  localCompany,
  npwp,
  person,
  plusDays,
  round2,
  rupiah,
  someDay,
  street,
  terbilang,
  writeDate,
} from "./words.ts";

const A4 = { w: 595, h: 842 };

const SERVICES_ID: Array<[string, number]> = [
  ["Cetak brosur A5 art paper 150gr", 1250],
  ["Sewa genset 100 kVA (hari)", 2750000],
  ["Servis berkala forklift", 1850000],
  ["Kardus double wall 40x30x30", 6400],
  ["Pembuatan aplikasi kasir (termin)", 15000000],
  ["Jasa angkut kontainer 20ft", 4200000],
  ["Kursi kerja ergonomis", 1650000],
  ["Langganan server VPS (bulan)", 850000],
  ["Kalibrasi timbangan digital", 950000],
  ["Seragam kerja drill", 185000],
  ["Pemasangan CCTV 8 kanal", 6750000],
  ["Cleaning service gedung (bulan)", 12500000],
];
const SERVICES_EN: Array<[string, number]> = [
  ["Cloud monitoring subscription", 420],
  ["On-site network audit", 2600],
  ["UX research sprint", 5400],
  ["Marine survey report", 3100],
  ["Freight forwarding Jakarta-Singapore", 1850],
  ["Robot arm spare kit", 780],
  ["Data pipeline support (hours)", 95],
  ["Annual software licence", 4800],
  ["Training workshop (per seat)", 350],
];

interface Lines {
  rows: Array<{ text: string; qty: number; price: number }>;
  subtotal: number;
}

/** Lines from a price list; rupiah prices under 10.000 are goods sold by the hundred. */
function lines(d: Dice, pool: Array<[string, number]>, rupiahPrices: boolean): Lines {
  const rows = d.some(pool, d.int(1, 5)).map(([text, price]) => ({
    text,
    qty: rupiahPrices && price < 10000 ? d.int(50, 900) : d.int(1, 6),
    price,
  }));
  return { rows, subtotal: round2(rows.reduce((sum, row) => sum + row.qty * row.price, 0)) };
}

type Money = (n: number) => string;

function table(pen: Pen, d: Dice, heads: string[], body: string[][], grid: boolean) {
  const x = [pen.left, pen.left + 22, pen.right - 170, pen.right - 100, pen.right];
  const cells = (values: string[]): Cell[] => [
    [x[0]! + 3, values[0]!],
    [x[1]! + 3, values[1]!],
    [x[2]! + 40, values[2]!, "r"],
    [x[3]! + 60, values[3]!, "r"],
    [x[4]! - 3, values[4]!, "r"],
  ];
  const top = pen.y;
  if (d.coin(0.5)) pen.fill(pen.left, pen.y, pen.right - pen.left, 15, d.int(200, 235));
  pen.row(cells(heads), { bold: true, size: 9 });
  pen.stroke(pen.left, pen.y - 2, pen.right, pen.y - 2, 0.6);
  for (const row of body) {
    pen.row(cells(row), { size: 9 });
    if (grid) pen.stroke(pen.left, pen.y - 2, pen.right, pen.y - 2, 0.3);
  }
  if (grid) {
    for (const at of [pen.left, pen.right]) pen.stroke(at, top, at, pen.y - 2, 0.5);
  }
  pen.skip(6);
}

function totals(pen: Pen, rows: Array<[string, string, boolean?]>, right: boolean) {
  const labelX = right ? pen.right - 210 : pen.left;
  for (const [label, value, strong] of rows) {
    pen.row(
      [
        [labelX, label],
        [pen.right, value, "r"],
      ],
      { bold: strong ?? false, size: strong ? 10.5 : 9.5 },
    );
  }
}

export function invoice(d: Dice, target: Target): Made {
  const currency = d.one(["IDR", "IDR", "IDR", "USD", "SGD", "MYR"] as const);
  const english = currency !== "IDR" || d.coin(0.3);
  const language = english ? "en" : "id";
  const country: Country = { IDR: "ID", USD: "US", SGD: "SG", MYR: "MY" }[currency] as Country;
  const seller: Party = country === "ID" ? localCompany(d) : foreignCompany(d, country);
  const buyer: Party = d.coin(0.7)
    ? localCompany(d, ["PT", "PT", "CV", "Yayasan"])
    : foreignCompany(d, d.one(["SG", "AU"] as const));
  const pen = new Pen(
    A4.w,
    A4.h,
    d.int(40, 60),
    { face: d.one(["sans", "serif", "sans"] as const), bold: false, size: 9.5 },
    target.typeface,
  );
  const day = someDay(d);
  const shapes = english ? EN_DATE_SHAPES : ID_DATE_SHAPES;
  const dateShape = country === "US" && day.d > 12 && d.coin(0.5) ? "us_numeric" : d.one(shapes);
  const number = d.one([
    `${d.one(["INV", "INVC", "SI"])}-${day.y}${String(day.m).padStart(2, "0")}-${d.int(100, 9999)}`,
    `${String(d.int(1, 999)).padStart(3, "0")}/${seller.name
      .replace(/^(PT|CV) /, "")
      .split(" ")
      .map((w) => w[0])
      .join(
        "",
      )}/${["I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X", "XI", "XII"][day.m - 1]}/${day.y}`,
    `${d.int(10000, 99999)}`,
    `${seller.name.slice(0, 2).toUpperCase()}${d.int(100000, 999999)}`,
  ]);
  const symbol =
    currency === "IDR"
      ? null
      : d.one({ USD: ["US$", "USD", "$"], SGD: ["S$", "SGD"], MYR: ["RM", "MYR"] }[currency]);
  const moneyStyle = d.one(["Rp_space", "Rp_tight", "Rp_cents", "bare", "IDR"] as const);
  const m: Money = symbol
    ? (n) => `${symbol} ${digits(n, "en", true)}`
    : (n) => rupiah(n, moneyStyle);
  const body = currency === "IDR" ? lines(d, SERVICES_ID, true) : lines(d, SERVICES_EN, false);
  const fields: Made["fields"] = { vendor: seller.name, document_number: number, date: iso(day) };

  // Tax by country and date (domain/indonesia.md §1.1): PPN 11 % to 2024, 12 % on DPP nilai
  // lain 11/12 from 2025, none for a seller that is not a PKP; GST 9 %; SST 8 %; none in USD.
  let taxRows: Array<[string, string]> = [];
  let tax = 0;
  let discount = 0;
  if (d.coin(0.25)) {
    const share = body.subtotal * d.one([0.02, 0.05, 0.1]);
    discount = currency === "IDR" ? Math.round(share) : round2(share);
  }
  const net = round2(body.subtotal - discount);
  let sellerTax: TaxId | null = null;
  let buyerTax: TaxId | null = null;
  if (currency === "IDR") {
    const pkp = !seller.name.startsWith("CV") || d.coin(0.3);
    if (pkp) {
      sellerTax = npwp(d, d.one(["dotted", "sixteen", "grouped", "compact15"] as const));
      if (buyer.name.startsWith("PT") && d.coin(0.6))
        buyerTax = npwp(d, d.one(["dotted", "sixteen"] as const));
      if (day.y >= 2025) {
        const dpp = Math.round((net * 11) / 12);
        tax = Math.round(dpp * 0.12);
        taxRows = [
          [english ? "Other tax base (11/12)" : "DPP Nilai Lain (11/12)", m(dpp)],
          [english ? "VAT 12%" : "PPN 12%", m(tax)],
        ];
        Object.assign(fields, { tax_type_name: "PPN", tax_rate: 0.12 });
      } else {
        tax = Math.round(net * 0.11);
        taxRows = [[english ? "VAT 11%" : d.one(["PPN 11%", "PPN (11 %)"]), m(tax)]];
        Object.assign(fields, { tax_type_name: "PPN", tax_rate: 0.11 });
      }
      fields.tax_amount = tax;
    }
  } else if (currency === "SGD") {
    tax = round2(net * 0.09);
    taxRows = [["GST @ 9%", m(tax)]];
    Object.assign(fields, { tax_type_name: "GST", tax_rate: 0.09, tax_amount: tax });
  } else if (currency === "MYR") {
    tax = round2(net * 0.08);
    taxRows = [["SST 8%", m(tax)]];
    Object.assign(fields, { tax_type_name: "SST", tax_rate: 0.08, tax_amount: tax });
  }
  const total = round2(net + tax);

  // Letterhead, then who is billed, then the document's own details.
  const layout = d.int(0, 3);
  const title = english
    ? d.one(["INVOICE", "TAX INVOICE", "Invoice"])
    : d.one(["INVOICE", "TAGIHAN", "Invoice"]);
  const titleFinal = currency === "SGD" && title === "Invoice" ? "TAX INVOICE" : title;
  const sellerLines = [seller.address, `${english ? "Phone" : "Telp."} ${seller.phone}`];
  if (sellerTax) sellerLines.push(`NPWP: ${sellerTax.printed}`);
  if (currency === "SGD")
    sellerLines.push(
      `GST Reg. No. ${d.int(100, 299)}${d.int(100000, 999999)}${d.one(["K", "M", "W"])}`,
    );
  if (layout === 0 || layout === 3) {
    pen.row(
      [
        [pen.left, seller.name, "l", { bold: true, size: 15 }],
        [pen.right, titleFinal, "r", { bold: true, size: 18 }],
      ],
      {},
      1.6,
    );
    for (const line of sellerLines) pen.row([[pen.left, line]], { size: 8.5 });
  } else if (layout === 1) {
    pen.row([[pen.mid, seller.name.toUpperCase(), "c"]], { bold: true, size: 16 }, 1.5);
    for (const line of sellerLines) pen.row([[pen.mid, line, "c"]], { size: 8.5 });
    pen.divider("double");
    pen.row([[pen.mid, titleFinal, "c"]], { bold: true, size: 14 });
  } else {
    pen.row([[pen.left, titleFinal, "l"]], { bold: true, size: 22 }, 1.6);
    pen.row([[pen.left, seller.name, "l", { bold: true }]], { size: 11 });
    for (const line of sellerLines) pen.row([[pen.left, line]], { size: 8.5 });
  }
  pen.skip(12);
  const metaLabels = english
    ? {
        no: d.one(["Invoice No.", "Invoice #", "Number"]),
        date: d.one(["Invoice Date", "Date", "Issued"]),
        due: d.one(["Due Date", "Payment Due", "Due"]),
      }
    : {
        no: d.one(["No. Invoice", "Nomor", "No. Tagihan"]),
        date: d.one(["Tanggal", "Tgl. Invoice", "Tanggal Terbit"]),
        due: d.one(["Jatuh Tempo", "Tgl. Jatuh Tempo", "Bayar Sebelum"]),
      };
  const meta: Array<[string, string]> = [
    [metaLabels.no, number],
    [metaLabels.date, writeDate(day, dateShape)],
  ];
  const dueMode = d.int(0, 2);
  if (dueMode === 0) {
    const due = plusDays(day, d.one([7, 14, 30, 45]));
    meta.push([metaLabels.due, writeDate(due, dateShape)]);
    fields.due_date = iso(due);
  } else if (dueMode === 1) {
    meta.push([
      english ? "Terms" : "Syarat",
      english ? `Net ${d.one([14, 30])}` : `${d.one([14, 30])} hari`,
    ]);
  }
  const billLabel = english
    ? d.one(["Bill To", "Billed to", "Customer", "Sold to"])
    : d.one(["Kepada Yth.", "Ditagihkan kepada", "Pelanggan", "Pembeli"]);
  const buyerLines = [buyer.name, buyer.address];
  if (buyerTax) buyerLines.push(`NPWP: ${buyerTax.printed}`);
  const startY = pen.y;
  pen.row([[pen.left, `${billLabel}:`]], { bold: true });
  for (const line of buyerLines) pen.row([[pen.left, line.length > 52 ? line.slice(0, 52) : line]]);
  const afterBuyer = pen.y;
  pen.y = startY;
  for (const [label, value] of meta)
    pen.row([
      [pen.right - 200, label],
      [pen.right - 110, `: ${value}`],
    ]);
  pen.y = Math.max(afterBuyer, pen.y) + 14;

  const heads = english
    ? ["No", "Description", "Qty", "Unit Price", "Amount"]
    : ["No", "Uraian", "Qty", "Harga Satuan", "Jumlah"];
  table(
    pen,
    d,
    heads,
    body.rows.map((row, index) => [
      String(index + 1),
      row.text,
      String(row.qty),
      digits(row.price, currency === "IDR" ? "id" : "en", currency !== "IDR"),
      digits(round2(row.qty * row.price), currency === "IDR" ? "id" : "en", currency !== "IDR"),
    ]),
    d.coin(),
  );
  const sums: Array<[string, string, boolean?]> = [
    [english ? "Subtotal" : d.one(["Subtotal", "Jumlah"]), m(body.subtotal)],
  ];
  fields.subtotal = body.subtotal;
  if (discount > 0) {
    sums.push([english ? "Discount" : "Potongan", m(discount)]);
    fields.discount = discount;
  }
  sums.push(...taxRows);
  sums.push([
    english
      ? d.one(["Total Due", "TOTAL", "Amount Due"])
      : d.one(["TOTAL", "Total Tagihan", "Grand Total"]),
    m(total),
    true,
  ]);
  totals(pen, sums, layout !== 3);
  fields.currency = currency;
  fields.total_amount = total;
  if (sellerTax) fields.seller_npwp = sellerTax.digits;
  if (buyerTax) fields.buyer_npwp = buyerTax.digits;
  if (currency === "IDR" && d.coin(0.5)) {
    pen.skip(6);
    pen.wrap(`${english ? "In words" : "Terbilang"}: ${terbilang(total)} rupiah`, {
      size: 8.5,
      face: "serif",
    });
  }
  pen.skip(14);
  pen.wrap(
    english
      ? `Please transfer to ${d.one(["DBS", "OCBC", "Maybank", "Citibank"])} account ${d.int(1000000, 9999999)}${d.int(100, 999)} in the name of ${seller.name}.`
      : `Pembayaran melalui transfer ke rekening ${d.one(["BCA", "BRI", "BNI", "Mandiri"])} ${d.int(100, 999)}-${d.int(100, 999)}-${d.int(1000, 9999)} a.n. ${seller.name}.`,
    { size: 8.5 },
  );
  if (layout === 3) {
    // Seller repeated in a footer, as some accounting programs print it.
    pen.y = A4.h - 60;
    pen.stroke(pen.left, pen.y, pen.right, pen.y, 0.4);
    pen.skip(4);
    pen.row([[pen.mid, `${seller.name} | ${seller.address}`, "c"]], { size: 7 });
  } else {
    pen.skip(16);
    pen.row([[pen.right - 150, english ? "Authorised signature" : "Hormat kami,"]]);
    pen.skip(30);
    pen.row([[pen.right - 150, person(d)]], { bold: true });
  }
  return {
    type: "invoice",
    kind: `invoice ${currency.toLowerCase()}`,
    language,
    fields,
    sheets: pen.done(),
    title: number,
    author: seller.name,
  };
}

export function fakturPajak(d: Dice, target: Target): Made {
  const seller = localCompany(d, ["PT", "PT", "CV"]);
  const buyer = localCompany(d, ["PT", "CV"]);
  const day = someDay(d);
  const number = fakturNumber(d, day);
  const sellerTax = npwp(d, number.coretax ? "sixteen" : "dotted");
  const buyerTax = npwp(d, number.coretax ? "sixteen" : "dotted");
  const pen = new Pen(A4.w, A4.h, 42, { face: "sans", bold: false, size: 8.5 }, target.typeface);
  const body = lines(d, SERVICES_ID, true);
  const discount = d.coin(0.3) ? Math.round(body.subtotal * 0.03) : 0;
  const net = body.subtotal - discount;
  const dpp = number.coretax ? Math.round((net * 11) / 12) : net;
  const tax = Math.round(dpp * (number.coretax ? 0.12 : 0.11));
  const printsRate = !number.coretax || d.coin(0.5);
  pen.row([[pen.mid, "Faktur Pajak", "c"]], { bold: true, size: 13 }, 1.8);
  const box = (y: number, h: number) => {
    pen.stroke(pen.left, y, pen.right, y, 0.5);
    pen.stroke(pen.left, y + h, pen.right, y + h, 0.5);
    pen.stroke(pen.left, y, pen.left, y + h, 0.5);
    pen.stroke(pen.right, y, pen.right, y + h, 0.5);
  };
  let top = pen.y;
  pen.row([[pen.left + 4, `Kode dan Nomor Seri Faktur Pajak : ${number.printed}`]]);
  box(top, pen.y - top + 2);
  pen.skip(4);
  top = pen.y;
  pen.row([[pen.left + 4, "Pengusaha Kena Pajak"]], { bold: true });
  pen.row([
    [pen.left + 4, "Nama"],
    [pen.left + 90, `: ${seller.name}`],
  ]);
  pen.row([
    [pen.left + 4, "Alamat"],
    [pen.left + 90, `: ${seller.address}`],
  ]);
  pen.row([
    [pen.left + 4, "NPWP"],
    [pen.left + 90, `: ${sellerTax.printed}`],
  ]);
  box(top, pen.y - top + 2);
  pen.skip(4);
  top = pen.y;
  pen.row([[pen.left + 4, "Pembeli Barang Kena Pajak / Penerima Jasa Kena Pajak"]], { bold: true });
  pen.row([
    [pen.left + 4, "Nama"],
    [pen.left + 90, `: ${buyer.name}`],
  ]);
  pen.row([
    [pen.left + 4, "Alamat"],
    [pen.left + 90, `: ${buyer.address}`],
  ]);
  pen.row([
    [pen.left + 4, "NPWP"],
    [pen.left + 90, `: ${buyerTax.printed}`],
  ]);
  box(top, pen.y - top + 2);
  pen.skip(6);
  pen.row(
    [
      [pen.left + 4, "No."],
      [pen.left + 30, "Nama Barang Kena Pajak / Jasa Kena Pajak"],
      [pen.right - 4, "Harga Jual/Penggantian/Uang Muka/Termin (Rp)", "r"],
    ],
    { bold: true, size: 8 },
  );
  pen.stroke(pen.left, pen.y - 2, pen.right, pen.y - 2, 0.5);
  body.rows.forEach((row, index) => {
    pen.row([
      [pen.left + 4, String(index + 1)],
      [pen.left + 30, `${row.text}`],
      [pen.right - 4, digits(row.qty * row.price, "id", true), "r"],
    ]);
    pen.row([[pen.left + 30, `Rp ${digits(row.price, "id", true)} x ${row.qty}`]], { size: 7.5 });
  });
  pen.stroke(pen.left, pen.y, pen.right, pen.y, 0.5);
  pen.skip(3);
  const sums: Array<[string, number]> = [
    ["Harga Jual / Penggantian / Uang Muka / Termin", body.subtotal],
    ["Dikurangi Potongan Harga", discount],
    ["Dikurangi Uang Muka yang telah diterima", 0],
    ["Dasar Pengenaan Pajak", dpp],
    [
      printsRate
        ? `Total PPN (${number.coretax ? "12" : "11"}% x DPP)`
        : "Jumlah PPN (Pajak Pertambahan Nilai)",
      tax,
    ],
    ["Total PPnBM (Pajak Penjualan atas Barang Mewah)", 0],
  ];
  for (const [label, value] of sums)
    pen.row([
      [pen.left + 4, label],
      [pen.right - 4, digits(value, "id", true), "r"],
    ]);
  pen.skip(16);
  pen.row([[pen.right - 170, `${seller.city}, ${writeDate(day, "id_long")}`]]);
  pen.skip(34);
  pen.row([[pen.right - 170, person(d).toUpperCase()]], { bold: true });
  pen.row([[pen.right - 170, d.one(["Direktur", "Kuasa Direksi", "Manajer Keuangan"])]]);
  const fields: Made["fields"] = {
    vendor: seller.name,
    document_number: number.printed,
    faktur_pajak_number: number.digits,
    date: iso(day),
    currency: "IDR",
    subtotal: body.subtotal,
    tax_type_name: "PPN",
    tax_amount: tax,
    seller_npwp: sellerTax.digits,
    buyer_npwp: buyerTax.digits,
  };
  if (discount) fields.discount = discount;
  if (printsRate) fields.tax_rate = number.coretax ? 0.12 : 0.11;
  return {
    type: "invoice",
    kind: number.coretax ? "faktur coretax" : "faktur efaktur",
    language: "id",
    fields,
    sheets: pen.done(),
    title: `FP ${number.digits}`,
    author: "e-Faktur",
  };
}

export function kwitansi(d: Dice, target: Target): Made {
  const landscape = d.coin(0.6);
  const pen = new Pen(
    landscape ? 595 : 420,
    landscape ? 300 : 595,
    30,
    { face: d.one(["serif", "sans"] as const), bold: false, size: 10.5 },
    target.typeface,
  );
  const issuer = d.coin(0.7)
    ? localCompany(d, ["CV", "UD", "PT", "Toko"])
    : {
        ...localCompany(d),
        name: `${d.one(["Bengkel", "Katering", "Percetakan", "Toko Bangunan"])} ${d.one(NAME_PARTS)}`,
      };
  const payer = d.coin(0.5) ? person(d) : localCompany(d).name;
  const day = someDay(d);
  const amount = d.int(3, 900) * d.one([5000, 10000, 25000]);
  const number = d.one([
    `KW-${day.y}-${String(d.int(1, 999)).padStart(4, "0")}`,
    `${String(d.int(1, 300)).padStart(3, "0")}/KWT/${day.y}`,
    `No. ${d.int(1000, 9999)}`.replace("No. ", ""),
  ]);
  if (d.coin(0.6)) {
    pen.row([[pen.left, issuer.name.toUpperCase()]], { bold: true, size: 13 });
    pen.row([[pen.left, issuer.address]], { size: 8 });
    pen.divider("rule");
  }
  pen.row(
    [[pen.mid, d.one(["KWITANSI", "KUITANSI", "BUKTI PENERIMAAN UANG"]), "c"]],
    { bold: true, size: 15 },
    1.7,
  );
  pen.row([[pen.mid, `No. ${number}`, "c"]], { size: 9 });
  pen.skip(8);
  const col = pen.left + 128;
  const labels = d.one([
    ["Sudah terima dari", "Uang sejumlah", "Untuk pembayaran"],
    ["Diterima dari", "Banyaknya uang", "Guna membayar"],
    ["Telah diterima dari", "Sebesar", "Keperluan"],
  ]);
  const purpose = d.one([
    "pelunasan pesanan nasi kotak 150 porsi",
    "perbaikan pompa air dan instalasi pipa",
    "cetak undangan dan spanduk acara",
    "uang muka pembangunan kanopi",
    "sewa tenda dan kursi acara",
  ]);
  pen.row([
    [pen.left, labels[0]!],
    [col, `: ${payer}`],
  ]);
  pen.row(
    [
      [pen.left, labels[1]!],
      [col, `: ${terbilang(amount)} rupiah`],
    ],
    { face: "serif" },
  );
  pen.row([
    [pen.left, labels[2]!],
    [col, `: ${purpose}`],
  ]);
  pen.skip(14);
  const amountText = rupiah(amount, d.one(["Rp_dot_dash", "Rp_space", "Rp_cents"] as const));
  pen.fill(pen.left, pen.y - 2, 150, 20, 220);
  pen.row([[pen.left + 6, amountText]], { bold: true, size: 13 });
  pen.y -= 14;
  pen.row([
    [
      pen.right - 150,
      `${issuer.city}, ${writeDate(day, d.one(["id_long", "slash", "id_short"] as const))}`,
    ],
  ]);
  if (amount > 5000000) pen.row([[pen.right - 150, "[ meterai 10000 ]"]], { size: 7 });
  pen.skip(26);
  // Signed for the business: its name under the signature, sometimes the signer's name too.
  if (d.coin()) pen.row([[pen.right - 150, `(${person(d)})`]]);
  pen.row([[pen.right - 150, issuer.name]], { bold: true });
  const vendor = issuer.name;
  return {
    type: "receipt",
    kind: "kwitansi",
    language: "id",
    fields: {
      vendor,
      document_number: number,
      date: iso(day),
      currency: "IDR",
      total_amount: amount,
    },
    sheets: pen.done(),
    title: "kwitansi",
    author: issuer.name,
  };
}

export function utilityBill(d: Dice, target: Target): Made {
  const kind = d.one(["power", "water", "internet", "phone"] as const);
  const english = kind === "phone" || (kind === "internet" && d.coin(0.4));
  const city = d.one(CITIES);
  const vendor = {
    power: `PT Listrik Kawasan ${d.one(NAME_PARTS)}`,
    water: `PDAM ${d.one(["Kota", "Kabupaten"])} ${city}`,
    internet: `PT ${d.one(NAME_PARTS)} ${d.one(["Fiber", "Netlink", "Akses Data"])}`,
    phone: `PT ${d.one(NAME_PARTS)} ${d.one(["Seluler", "Telecom"])}`,
  }[kind];
  const pen = new Pen(A4.w, A4.h, 48, { face: "sans", bold: false, size: 9.5 }, target.typeface);
  const day = someDay(d);
  const due = plusDays(day, d.int(10, 20));
  const shape = english ? d.one(EN_DATE_SHAPES) : d.one(ID_DATE_SHAPES);
  const customer = person(d);
  const number = `${d.one(["TG", "BILL", "REK", "ST"])}${String(day.y).slice(2)}${String(day.m).padStart(2, "0")}${d.int(100000, 999999)}`;
  pen.row([[pen.left, vendor, "l", { bold: true, size: 14 }]], {}, 1.5);
  pen.row([[pen.left, street(d, city)]], { size: 8 });
  pen.divider("rule");
  const title = {
    power: "TAGIHAN PEMAKAIAN LISTRIK",
    water: "REKENING AIR",
    internet: english ? "INTERNET SERVICE BILL" : "TAGIHAN LAYANAN INTERNET",
    phone: "STATEMENT OF ACCOUNT",
  }[kind];
  pen.row([[pen.left, title]], { bold: true, size: 12 }, 1.6);
  const info: Array<[string, string]> = english
    ? [
        ["Account holder", customer],
        ["Account no.", String(d.int(10000000, 99999999))],
        ["Statement no.", number],
        ["Statement date", writeDate(day, shape)],
        ["Pay by", writeDate(due, shape)],
      ]
    : [
        ["Nama Pelanggan", customer],
        ["ID Pelanggan", String(d.int(100000000, 999999999))],
        ["No. Tagihan", number],
        ["Tanggal Tagihan", writeDate(day, shape)],
        [d.one(["Jatuh Tempo", "Batas Pembayaran"]), writeDate(due, shape)],
      ];
  for (const [label, value] of info)
    pen.row([
      [pen.left, label],
      [pen.left + 110, `: ${value}`],
    ]);
  pen.skip(10);
  const fields: Made["fields"] = {
    vendor,
    document_number: number,
    date: iso(day),
    due_date: iso(due),
    currency: "IDR",
  };
  const rows: Array<[string, number]> = [];
  let total: number;
  if (kind === "power") {
    const before = d.int(10000, 90000);
    const used = d.int(120, 900);
    pen.row([
      [
        pen.left,
        `Daya ${d.one([1300, 2200, 3500, 5500])} VA  Stand meter ${before} - ${before + used}  Pemakaian ${used} kWh`,
      ],
    ]);
    const energy = used * d.one([1444, 1699]);
    const ppj = Math.round(energy * 0.03);
    rows.push(["Biaya pemakaian", energy], ["PPJ 3%", ppj], ["Biaya materai/admin", 3000]);
    total = energy + ppj + 3000;
  } else if (kind === "water") {
    const used = d.int(8, 60);
    pen.row([[pen.left, `Meter awal ${d.int(100, 900)} m3, pemakaian ${used} m3`]]);
    const charge = used * d.one([4900, 6200, 7300]);
    rows.push(["Harga air", charge], ["Biaya beban", 15000], ["Dana meter", 5000]);
    total = charge + 20000;
  } else {
    const plan = d.one([250000, 345000, 425000, 550000]);
    const rate = day.y >= 2025 ? 0.12 : 0.11;
    const base = day.y >= 2025 ? Math.round((plan * 11) / 12) : plan;
    const tax = Math.round(base * rate);
    rows.push([english ? "Monthly plan" : "Biaya bulanan paket", plan]);
    if (day.y >= 2025) rows.push([english ? "Tax base (11/12)" : "DPP nilai lain", base]);
    rows.push([english ? `VAT ${rate * 100}%` : `PPN ${Math.round(rate * 100)}%`, tax]);
    Object.assign(fields, {
      subtotal: plan,
      tax_type_name: "PPN",
      tax_rate: rate,
      tax_amount: tax,
    });
    total = plan + tax;
  }
  for (const [label, value] of rows)
    pen.row([
      [pen.left, label],
      [pen.left + 330, rupiah(value, "Rp_space"), "r"],
    ]);
  pen.stroke(pen.left, pen.y, pen.left + 340, pen.y, 0.6);
  pen.skip(4);
  pen.row(
    [
      [
        pen.left,
        english ? "Total amount due" : d.one(["TOTAL TAGIHAN", "Jumlah yang harus dibayar"]),
      ],
      [pen.left + 330, rupiah(total, "Rp_space"), "r"],
    ],
    { bold: true, size: 11 },
  );
  fields.total_amount = total;
  pen.skip(16);
  pen.wrap(
    english
      ? "Late payment after the due date incurs a fee and may lead to suspension of the service."
      : "Keterlambatan pembayaran setelah tanggal jatuh tempo dikenakan denda dan dapat menyebabkan pemutusan sementara.",
    { size: 8 },
  );
  return {
    type: "billing statement",
    kind: `bill ${kind}`,
    language: english ? "en" : "id",
    fields,
    sheets: pen.done(),
    title,
    author: vendor,
  };
}
