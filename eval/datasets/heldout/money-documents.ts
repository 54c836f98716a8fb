/**
 * Receipts, invoices, faktur pajak, kwitansi and monthly bills of the held-out set: each drawn
 * in one of several layouts with its own label wording, and labelled from the same numbers the
 * page prints.
 */
import type { Font, Page } from "./render.ts";
import { PageWriter, textWidth } from "./render.ts";
import type { Random } from "./random.ts";
import { between, chance, pick, sample } from "./random.ts";
import type { Currency, DateForm, RupiahStyle } from "./values.ts";
import {
  addDays,
  english,
  formatDate,
  makeFakturNumber,
  makeNpwp,
  randomDate,
  round2,
  rupiah,
  terbilang,
} from "./values.ts";
import type { ShopKind } from "./vocabulary.ts";
import {
  SERVICES_EN,
  SERVICES_ID,
  SHOP_ITEMS,
  company,
  foreignCompany,
  person,
  shop,
} from "./vocabulary.ts";

export type DocType = "receipt" | "invoice" | "billing statement" | "contract";
export type Fields = Record<string, string | number>;

/** The arithmetic a money document prints, for checking that its labels add up. */
export interface Sums {
  lines: number[];
  discount: number;
  service: number;
  tax: number;
  /** Tax included in the prices (a struk's DPP/PPN lines): not added to the total. */
  includedTax: number;
  total: number;
}

export interface Made {
  kind: string;
  type: DocType;
  language: "id" | "en";
  fields: Fields;
  pages: Page[];
  sums?: Sums;
}

const A4 = { width: 595.28, height: 841.89 };

function money(value: number, currency: Currency, language: "id" | "en", style: RupiahStyle) {
  return currency === "IDR" && language === "id" ? rupiah(value, style) : english(value, currency);
}

// ---------------------------------------------------------------------------------------------
// Till slips.

const TOTAL_LABELS = ["TOTAL", "Jumlah", "Grand Total", "Total Bayar", "TOTAL BELANJA", "Tagihan"];
const RECEIPT_DATES: DateForm[] = ["dd/mm/yyyy", "dd-mm-yy", "d mmm yyyy id", "iso", "dd.mm.yyyy"];

export function receipt(random: Random): Made {
  const kind = pick<ShopKind>(random, [
    "grocery",
    "grocery",
    "restaurant",
    "pharmacy",
    "hardware",
    "cafe",
  ]);
  const business = shop(random, kind);
  const upper = chance(random, 0.5);
  const vendor = upper ? business.name.toUpperCase() : business.name;
  const layout = between(random, 0, 3);
  const width = pick(random, [164, 204, 226]);
  const face = layout === 3 ? "sans" : pick(random, ["mono", "mono", "sans"] as const);
  const size = width < 180 ? 6.6 : 7.4;
  const w = new PageWriter(width, 0, 10, { face, bold: false, size }, true);
  const date = randomDate(random, "2024-03-01", 620);
  const dateText = formatDate(date, pick(random, RECEIPT_DATES));
  const time = `${String(between(random, 8, 21)).padStart(2, "0")}:${String(between(random, 0, 59)).padStart(2, "0")}`;
  const style: RupiahStyle = pick(random, ["plain", "plain", "cents"]);
  const amount = (value: number) =>
    layout === 3 ? `Rp ${rupiah(value, style)}` : rupiah(value, style);

  const chosen = sample(random, SHOP_ITEMS[kind], between(random, 2, 7));
  const items = chosen.map(([name, price]) => ({
    name,
    price,
    qty: chance(random, 0.7) ? 1 : between(random, 2, 4),
  }));
  const lines = items.map((item) => item.qty * item.price);
  const subtotal = lines.reduce((a, b) => a + b, 0);
  const discount = chance(random, 0.25)
    ? Math.round((subtotal * between(random, 5, 10)) / 100 / 100) * 100
    : 0;
  const eating = kind === "restaurant" || kind === "cafe";
  const serviceRate = eating && chance(random, 0.5) ? 0.05 : 0;
  const service = Math.round((subtotal - discount) * serviceRate);
  const pb1 = eating && chance(random, 0.8);
  const tax = pb1 ? Math.round((subtotal - discount + service) * 0.1) : 0;
  const total = subtotal - discount + service + tax;
  const includesPpn = !eating && chance(random, 0.35);
  const dpp = includesPpn ? Math.round((total * 100) / 111) : 0;
  const number = pick(random, [
    `${between(random, 1, 9)}${String(between(random, 0, 99999)).padStart(5, "0")}`,
    `T${between(random, 10, 99)}-${String(between(random, 1, 9999)).padStart(4, "0")}`,
    `${date.replaceAll("-", "").slice(2)}${String(between(random, 1, 999)).padStart(3, "0")}`,
  ]);
  const numberLabel = pick(random, ["No. Nota", "No. Struk", "No", "Trx", "Bill No"]);

  const L = w.left;
  const R = w.right;
  const center = width / 2;
  // Header.
  if (layout === 1) {
    w.line([[L, vendor, "left", { bold: true, size: size + 1.5 }]]);
    w.paragraph(business.address, { size: size - 0.4 }, 0, 0);
    w.line([[L, `Telp ${business.phone}`]]);
  } else {
    w.line([[center, vendor, "center", { bold: true, size: size + 2 }]]);
    for (const part of business.address.split(", ")) w.line([[center, part, "center"]]);
    if (chance(random, 0.6)) w.line([[center, `Telp. ${business.phone}`, "center"]]);
  }
  w.gap(3);
  w.hr(0.5, layout !== 3);
  w.gap(3);
  const cashier = person(random).split(" ")[0]!;
  if (layout === 2) {
    w.line([
      [L, `${numberLabel}: ${number}`],
      [R, eating ? `Meja ${between(random, 1, 30)}` : `Kasir ${cashier}`, "right"],
    ]);
    w.line([
      [L, dateText],
      [R, time, "right"],
    ]);
  } else if (layout === 3) {
    w.line([
      [L, "Tanggal"],
      [R, `${dateText} ${time}`, "right"],
    ]);
    w.line([
      [L, "ID Transaksi"],
      [R, number, "right"],
    ]);
  } else {
    w.line([
      [L, `${dateText} ${time}`],
      [R, `Kasir: ${cashier}`, "right"],
    ]);
    w.line([[L, `${numberLabel}: ${number}`]]);
  }
  w.gap(2);
  w.hr(0.5, layout !== 3);
  w.gap(3);
  // Items.
  items.forEach((item, index) => {
    const lineAmount = lines[index]!;
    if (layout === 0) {
      w.line([[L, item.name]]);
      w.line([
        [L + 8, `${item.qty} x ${rupiah(item.price, "plain")}`],
        [R, amount(lineAmount), "right"],
      ]);
    } else if (layout === 1) {
      let name = item.name;
      while (textWidth(name, { face, bold: false, size }) > (R - L) * 0.55)
        name = name.slice(0, -1);
      w.line([
        [L, name],
        [L + (R - L) * 0.62, String(item.qty), "right"],
        [R, amount(lineAmount), "right"],
      ]);
    } else if (layout === 2) {
      w.line([
        [L, String(item.qty)],
        [L + 14, item.name],
        [R, amount(lineAmount), "right"],
      ]);
    } else {
      w.line([[L, item.name]]);
      w.line([
        [L, `${item.qty} @ Rp ${rupiah(item.price, "plain")}`, "left", { size: size - 0.6 }],
        [R, amount(lineAmount), "right"],
      ]);
    }
  });
  w.gap(2);
  w.hr(0.5, layout !== 3);
  w.gap(3);
  const totalLabel = pick(random, TOTAL_LABELS);
  const labelX = layout === 1 ? L + (R - L) * 0.3 : L;
  const sep = layout === 1 ? " :" : "";
  const sumRow = (label: string, value: number, font: Font = {}) =>
    w.line([
      [labelX, label + sep, "left", font],
      [R, amount(value), "right", font],
    ]);
  const fields: Fields = { vendor, date, currency: "IDR" };
  fields.document_number = number;
  const printsSubtotal = discount > 0 || service > 0 || tax > 0 || chance(random, 0.3);
  if (printsSubtotal) {
    sumRow(pick(random, ["Subtotal", "Sub Total", "SUBTOTAL"]), subtotal);
    fields.subtotal = subtotal;
  }
  if (discount) {
    sumRow(pick(random, ["Diskon", "Potongan", "Hemat"]), discount);
    fields.discount = discount;
  }
  if (service) {
    sumRow(pick(random, ["Service 5%", "Biaya Layanan 5%", "Service Charge"]), service);
    fields.service_charge_amount = service;
  }
  if (tax) {
    sumRow(pick(random, ["PB1 10%", "PBJT 10%", "Pajak Resto 10%", "Pajak (PB1)"]), tax);
    Object.assign(fields, { tax_type_name: "PB1", tax_rate: 0.1, tax_amount: tax });
  }
  sumRow(totalLabel, total, { bold: true, size: size + (layout === 3 ? 1 : 0.5) });
  fields.total_amount = total;
  const payment = pick(random, ["TUNAI", "QRIS", "DEBIT", "Tunai"]);
  if (payment.toUpperCase() === "TUNAI") {
    const paid = Math.ceil(total / 50000) * 50000 + (chance(random, 0.3) ? 50000 : 0);
    sumRow(payment, paid);
    sumRow(pick(random, ["Kembali", "KEMBALIAN", "Kembalian"]), paid - total);
  } else sumRow(payment, total);
  if (includesPpn) {
    w.gap(3);
    w.line(
      [
        [L, `DPP ${rupiah(dpp, "plain")}`],
        [R, `PPN ${rupiah(total - dpp, "plain")}`, "right"],
      ],
      { size: size - 0.5 },
    );
    Object.assign(fields, { tax_type_name: "PPN", tax_amount: total - dpp });
  }
  w.gap(4);
  w.hr(0.5, layout !== 3);
  w.gap(3);
  for (const line of pick(random, [
    ["Terima kasih atas kunjungan Anda"],
    ["Barang yang sudah dibeli", "tidak dapat ditukar"],
    ["-- Terima Kasih --", "Simpan struk ini"],
  ]))
    w.line([[center, line, "center"]]);
  return {
    kind: "receipt",
    type: "receipt",
    language: "id",
    fields,
    pages: w.finish(),
    sums: { lines, discount, service, tax, includedTax: includesPpn ? total - dpp : 0, total },
  };
}

// ---------------------------------------------------------------------------------------------
// Invoices.

type TaxScheme = "ppn11" | "ppn12-dpp" | "pb1" | "none" | "gst" | "sst";

const INVOICE_TITLES = {
  id: ["FAKTUR", "INVOICE", "TAGIHAN", "NOTA TAGIHAN", "FAKTUR PENJUALAN"],
  en: ["INVOICE", "TAX INVOICE", "Invoice", "COMMERCIAL INVOICE"],
};

interface InvoiceText {
  number: string;
  date: string;
  due: string;
  billTo: string;
  description: string;
  qty: string;
  price: string;
  amount: string;
  subtotal: string;
  discount: string;
  total: string;
  npwp: string;
  bank: string;
}

function invoiceText(random: Random, language: "id" | "en"): InvoiceText {
  if (language === "id") {
    return {
      number: pick(random, ["No. Faktur", "Nomor", "No. Invoice", "No"]),
      date: pick(random, ["Tanggal", "Tgl. Faktur", "Tanggal Invoice"]),
      due: pick(random, ["Jatuh Tempo", "Batas Pembayaran", "Tgl. Jatuh Tempo"]),
      billTo: pick(random, ["Kepada Yth.", "Ditagihkan kepada:", "Pembeli:", "Pelanggan"]),
      description: pick(random, ["Uraian", "Keterangan", "Nama Barang/Jasa"]),
      qty: pick(random, ["Qty", "Jml", "Kuantitas"]),
      price: pick(random, ["Harga", "Harga Satuan", "@ Harga"]),
      amount: pick(random, ["Jumlah", "Total", "Nilai"]),
      subtotal: pick(random, ["Subtotal", "Jumlah Harga", "Total Harga"]),
      discount: pick(random, ["Diskon", "Potongan Harga", "Potongan"]),
      total: pick(random, [
        "TOTAL",
        "Grand Total",
        "Total Tagihan",
        "JUMLAH YANG HARUS DIBAYAR",
        "Total Bayar",
      ]),
      npwp: "NPWP",
      bank: pick(random, ["Pembayaran melalui transfer ke", "Mohon transfer ke rekening"]),
    };
  }
  return {
    number: pick(random, ["Invoice No.", "Invoice #", "Number", "Ref"]),
    date: pick(random, ["Date", "Invoice Date", "Issued"]),
    due: pick(random, ["Due Date", "Payment Due", "Due"]),
    billTo: pick(random, ["Bill To", "Billed To", "Customer", "Sold To"]),
    description: pick(random, ["Description", "Item", "Service"]),
    qty: pick(random, ["Qty", "Quantity", "Units"]),
    price: pick(random, ["Unit Price", "Rate", "Price"]),
    amount: pick(random, ["Amount", "Line Total", "Total"]),
    subtotal: pick(random, ["Subtotal", "Sub-total", "Net Amount"]),
    discount: pick(random, ["Discount", "Less discount"]),
    total: pick(random, ["Total", "TOTAL DUE", "Amount Due", "Grand Total", "Balance Due"]),
    npwp: pick(random, ["NPWP", "Tax ID (NPWP)"]),
    bank: pick(random, ["Please remit to", "Bank details"]),
  };
}

export function invoice(random: Random): Made {
  const currency = pick<Currency>(random, ["IDR", "IDR", "IDR", "IDR", "USD", "SGD", "MYR"]);
  const language: "id" | "en" = currency === "IDR" ? pick(random, ["id", "id", "en"]) : "en";
  const scheme: TaxScheme =
    currency === "SGD"
      ? "gst"
      : currency === "MYR"
        ? "sst"
        : currency === "USD"
          ? "none"
          : pick(random, ["ppn11", "ppn12-dpp", "ppn12-dpp", "pb1", "none"]);
  const seller =
    currency === "IDR"
      ? company(random, scheme === "none" ? ["CV", "UD"] : ["PT", "PT", "CV"])
      : foreignCompany(random, currency === "SGD" ? "SG" : currency === "MYR" ? "MY" : "US");
  const buyer = company(random, ["PT", "PT", "CV"]);
  const date =
    scheme === "ppn11"
      ? randomDate(random, "2024-01-02", 360)
      : randomDate(random, "2025-01-06", 640);
  const dueDays = pick(random, [7, 14, 30, 30, 45]);
  const due = addDays(date, dueDays);
  const printsDue = chance(random, 0.8);
  const t = invoiceText(random, language);
  const dateForm: DateForm =
    language === "id"
      ? pick(random, ["dd/mm/yyyy", "d mmmm yyyy id", "d mmm yyyy id", "dd-mm-yy"])
      : pick(random, ["d mmm yyyy en", "mmmm d, yyyy en", "iso"]);
  const style: RupiahStyle = pick(random, ["plain", "cents", "dash"]);
  const show = (value: number) => money(value, currency, language, style);
  const prefix =
    currency === "IDR"
      ? language === "id"
        ? pick(random, ["Rp ", "Rp", ""])
        : "IDR "
      : `${currency} `;
  const number = pick(random, [
    `${seller.name
      .split(" ")
      .slice(-2)
      .map((w) => w[0])
      .join("")
      .toUpperCase()}-${date.slice(2, 4)}${date.slice(5, 7)}-${String(between(random, 1, 999)).padStart(3, "0")}`,
    `${String(between(random, 1, 999)).padStart(3, "0")}/${pick(random, ["INV", "FKT", "TGH"])}/${["I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X", "XI", "XII"][Number(date.slice(5, 7)) - 1]}/${date.slice(0, 4)}`,
    `${between(random, 10000, 99999)}`,
    `INV${date.slice(0, 4)}${String(between(random, 1, 9999)).padStart(4, "0")}`,
  ]);

  // Lines.
  const pool = language === "id" ? SERVICES_ID : SERVICES_EN;
  const scale = currency === "IDR" ? 1 : 1 / 15000;
  const items = sample(random, pool, between(random, 1, 6)).map((description) => {
    const qty = chance(random, 0.5) ? 1 : between(random, 2, 20);
    const base = between(random, 15, 900) * 10000 * scale;
    const price =
      currency === "IDR" ? Math.round(base / 1000) * 1000 : round2(Math.round(base * 4) / 4);
    return { description, qty, price, amount: round2(qty * price) };
  });
  const lines = items.map((item) => item.amount);
  const subtotal = round2(lines.reduce((a, b) => a + b, 0));
  const discount = chance(random, 0.25)
    ? currency === "IDR"
      ? Math.round((subtotal * 0.05) / 1000) * 1000
      : round2(subtotal * 0.05)
    : 0;
  const base = round2(subtotal - discount);
  let tax: number;
  let dpp = 0;
  const rate = { ppn11: 0.11, "ppn12-dpp": 0.12, pb1: 0.1, none: 0, gst: 0.09, sst: 0.08 }[scheme];
  if (scheme === "ppn12-dpp") {
    dpp = Math.round((base * 11) / 12);
    tax = Math.round(dpp * 0.12);
  } else if (currency === "IDR") tax = Math.round(base * rate);
  else tax = round2(base * rate);
  const total = round2(base + tax);

  const fields: Fields = { vendor: seller.name, document_number: number, date };
  if (printsDue) fields.due_date = due;
  fields.currency = currency;

  const w = new PageWriter(A4.width, A4.height, pick(random, [42, 50, 56]), {
    face: pick(random, ["sans", "sans", "serif"] as const),
    bold: false,
    size: 9.5,
  });
  const L = w.left;
  const R = w.right;
  const header = pick(random, ["left", "right", "center"] as const);
  const title = pick(random, INVOICE_TITLES[language]);
  const sellerNpwp =
    currency === "IDR" && scheme !== "none" && chance(random, 0.85)
      ? makeNpwp(random, date >= "2024-07-01" && chance(random, 0.6))
      : null;
  const buyerNpwp =
    sellerNpwp && chance(random, 0.6) ? makeNpwp(random, sellerNpwp.digits.length === 16) : null;
  const sellerLines = [seller.address, `${language === "id" ? "Telp" : "Phone"}: ${seller.phone}`];
  if (sellerNpwp) sellerLines.push(`${t.npwp}: ${sellerNpwp.printed}`);
  const metaRows: Array<[string, string]> = [
    [t.number, number],
    [t.date, formatDate(date, dateForm)],
  ];
  if (printsDue) metaRows.push([t.due, formatDate(due, dateForm)]);
  else
    metaRows.push([
      language === "id" ? "Termin" : "Terms",
      language === "id" ? `${dueDays} hari` : `Net ${dueDays}`,
    ]);

  if (header === "left") {
    w.line(
      [
        [L, seller.name, "left", { bold: true, size: 15 }],
        [R, title, "right", { bold: true, size: 17 }],
      ],
      {},
      1.3,
    );
    for (const line of sellerLines) w.line([[L, line]]);
    w.gap(10);
  } else if (header === "right") {
    w.line(
      [
        [L, title, "left", { bold: true, size: 20 }],
        [R, seller.name, "right", { bold: true, size: 12.5 }],
      ],
      {},
      1.3,
    );
    for (const line of sellerLines) w.line([[R, line, "right"]]);
    w.gap(10);
  } else {
    w.line([[A4.width / 2, seller.name.toUpperCase(), "center", { bold: true, size: 14 }]]);
    w.line([[A4.width / 2, sellerLines.join("  |  "), "center", { size: 8 }]]);
    w.gap(2);
    w.rule(L, w.y, R, w.y, 1.2);
    w.gap(12);
    w.line([[A4.width / 2, title, "center", { bold: true, size: 14 }]]);
    w.gap(6);
  }
  // Bill-to block on the left, the invoice's own numbers on the right.
  const top = w.y;
  w.line([[L, t.billTo, "left", { bold: true }]]);
  w.line([[L, buyer.name]]);
  w.line([[L, buyer.address]]);
  if (buyerNpwp) w.line([[L, `NPWP: ${buyerNpwp.printed}`]]);
  const after = w.y;
  w.y = top;
  const metaX = R - 200;
  for (const [label, value] of metaRows)
    w.line([
      [metaX, label],
      [metaX + 85, `: ${value}`],
    ]);
  w.y = Math.max(after, w.y) + 14;

  // Table.
  const table = pick(random, ["grid", "rules", "plain"] as const);
  const columns = { no: L + 4, description: L + 26, qty: R - 210, price: R - 110, amount: R - 4 };
  const rowTop = w.y;
  if (table !== "plain") w.rule(L, w.y, R, w.y, 0.8);
  w.gap(3);
  w.line(
    [
      [columns.no, "No"],
      [columns.description, t.description],
      [columns.qty, t.qty, "right"],
      [columns.price, `${t.price}`, "right"],
      [columns.amount, t.amount, "right"],
    ],
    { bold: true },
  );
  if (table !== "plain") w.rule(L, w.y, R, w.y, 0.6);
  w.gap(3);
  items.forEach((item, index) => {
    w.line([
      [columns.no, String(index + 1)],
      [columns.description, item.description],
      [columns.qty, String(item.qty), "right"],
      [columns.price, show(item.price), "right"],
      [columns.amount, show(item.amount), "right"],
    ]);
    if (table === "grid") {
      w.rule(L, w.y + 1, R, w.y + 1, 0.3, 120);
      w.gap(3);
    }
  });
  if (table !== "plain") w.rule(L, w.y, R, w.y, 0.8);
  if (table === "grid")
    for (const x of [L, columns.description - 4, columns.qty - 40, columns.price - 70, R])
      w.rule(x, rowTop, x, w.y, 0.5);
  w.gap(8);

  // Totals.
  const labelX = R - 230;
  const total_row = (label: string, value: number, bold = false) =>
    w.line([
      [labelX, label, "left", { bold }],
      [R - 4, `${prefix}${show(value)}`, "right", { bold }],
    ]);
  total_row(t.subtotal, subtotal);
  fields.subtotal = subtotal;
  if (discount) {
    total_row(t.discount, discount);
    fields.discount = discount;
  }
  if (scheme === "ppn12-dpp") {
    total_row(
      language === "id"
        ? pick(random, ["DPP Nilai Lain (11/12)", "DPP Nilai Lain"])
        : "Tax base (11/12)",
      dpp,
    );
  }
  if (scheme !== "none") {
    const taxName = {
      ppn11: language === "id" ? "PPN" : pick(random, ["VAT", "PPN"]),
      "ppn12-dpp": language === "id" ? "PPN" : pick(random, ["VAT", "PPN"]),
      pb1: pick(random, ["PB1", "PBJT"]),
      gst: "GST",
      sst: "SST",
      none: "",
    }[scheme];
    total_row(`${taxName} ${Math.round(rate * 100)}%`, tax);
    Object.assign(fields, {
      tax_type_name: {
        ppn11: "PPN",
        "ppn12-dpp": "PPN",
        pb1: "PB1",
        gst: "GST",
        sst: "SST",
        none: "",
      }[scheme],
      tax_rate: rate,
      tax_amount: tax,
    });
  }
  w.rule(labelX, w.y, R, w.y, 0.6);
  w.gap(2);
  total_row(t.total, total, true);
  fields.total_amount = total;
  if (sellerNpwp) fields.seller_npwp = sellerNpwp.digits;
  if (buyerNpwp) fields.buyer_npwp = buyerNpwp.digits;
  if (currency === "IDR" && language === "id" && chance(random, 0.5)) {
    w.gap(4);
    w.paragraph(`Terbilang: ${terbilang(total)} rupiah`, { size: 8.5, bold: false }, 0, 0);
  }
  w.gap(18);
  w.line([[L, t.bank, "left", { bold: true }]]);
  const bank =
    currency === "IDR"
      ? pick(random, [
          "Bank Syariah Indonesia",
          "Bank Danamon",
          "Bank Permata",
          "Bank OCBC NISP",
          "Bank Jatim",
        ])
      : pick(random, ["OCBC Bank", "Maybank", "Chase Bank", "UOB"]);
  w.line([[L, `${bank}  a/n ${seller.name}`]]);
  w.line([
    [
      L,
      `${language === "id" ? "No. Rek." : "Account"} ${between(random, 100, 999)}-${between(random, 100000, 999999)}-${between(random, 1, 9)}`,
    ],
  ]);
  w.gap(24);
  w.line([
    [
      R - 150,
      language === "id"
        ? `${seller.city}, ${formatDate(date, "d mmmm yyyy id")}`
        : "Authorised signatory",
    ],
  ]);
  w.gap(36);
  w.line([[R - 150, person(random)]]);
  return {
    kind: "invoice",
    type: "invoice",
    language,
    fields,
    pages: w.finish(),
    sums: { lines, discount, service: 0, tax, includedTax: 0, total },
  };
}

// ---------------------------------------------------------------------------------------------
// Faktur pajak.

export function fakturPajak(random: Random): Made {
  const seller = company(random, ["PT", "PT", "CV"]);
  const buyer = company(random, ["PT", "CV"]);
  const coretax = chance(random, 0.5);
  const date = coretax
    ? randomDate(random, "2025-02-03", 600)
    : randomDate(random, "2024-01-02", 360);
  const faktur = makeFakturNumber(random, Number(date.slice(0, 4)));
  const sellerNpwp = makeNpwp(random, coretax);
  const buyerNpwp = makeNpwp(random, coretax);
  const items = sample(random, SERVICES_ID, between(random, 1, 4)).map((name) => ({
    name,
    price: between(random, 20, 600) * 25000,
  }));
  const price = items.reduce((sum, item) => sum + item.price, 0);
  const discount = chance(random, 0.3) ? Math.round((price * 0.04) / 1000) * 1000 : 0;
  const base = price - discount;
  const dpp = coretax ? Math.round((base * 11) / 12) : base;
  const tax = Math.round(dpp * (coretax ? 0.12 : 0.11));
  const w = new PageWriter(A4.width, A4.height, 46, { face: "sans", bold: false, size: 8.8 });
  const L = w.left;
  const R = w.right;
  w.line([[A4.width / 2, "Faktur Pajak", "center", { bold: true, size: 13 }]]);
  w.gap(4);
  w.rule(L, w.y, R, w.y, 0.8);
  w.gap(4);
  w.line([
    [L, "Kode dan Nomor Seri Faktur Pajak"],
    [L + 170, `: ${faktur.printed}`, "left", { bold: true }],
  ]);
  w.gap(4);
  w.line([[L, "Pengusaha Kena Pajak", "left", { bold: true }]]);
  const party = (name: string, addressLine: string, npwp: string) => {
    w.line([
      [L + 6, "Nama"],
      [L + 170, `: ${name}`],
    ]);
    w.line([
      [L + 6, "Alamat"],
      [L + 170, `: ${addressLine}`],
    ]);
    w.line([
      [L + 6, "NPWP"],
      [L + 170, `: ${npwp}`],
    ]);
  };
  party(seller.name, seller.address, sellerNpwp.printed);
  w.gap(4);
  w.line([[L, "Pembeli Barang Kena Pajak / Penerima Jasa Kena Pajak", "left", { bold: true }]]);
  party(buyer.name, buyer.address, buyerNpwp.printed);
  w.gap(6);
  w.rule(L, w.y, R, w.y, 0.6);
  w.gap(2);
  w.line(
    [
      [L + 4, "No."],
      [L + 30, "Nama Barang Kena Pajak / Jasa Kena Pajak"],
      [R - 4, "Harga Jual / Penggantian (Rp)", "right"],
    ],
    { bold: true },
  );
  w.rule(L, w.y, R, w.y, 0.6);
  w.gap(2);
  items.forEach((item, index) =>
    w.line([
      [L + 4, String(index + 1)],
      [L + 30, item.name],
      [R - 4, rupiah(item.price, "cents"), "right"],
    ]),
  );
  w.rule(L, w.y, R, w.y, 0.6);
  w.gap(2);
  const row = (label: string, value: number) =>
    w.line([
      [L + 30, label],
      [R - 4, rupiah(value, "cents"), "right"],
    ]);
  row("Harga Jual / Penggantian", price);
  row("Dikurangi Potongan Harga", discount);
  row("Dikurangi Uang Muka yang telah diterima", 0);
  row(coretax ? "Dasar Pengenaan Pajak (nilai lain)" : "Dasar Pengenaan Pajak", dpp);
  row(coretax ? "Jumlah PPN (Pajak Pertambahan Nilai)" : "PPN = 11% x Dasar Pengenaan Pajak", tax);
  row(
    coretax
      ? "Jumlah PPnBM (Pajak Penjualan atas Barang Mewah)"
      : "Total PPnBM (Pajak Penjualan Barang Mewah)",
    0,
  );
  w.rule(L, w.y, R, w.y, 0.6);
  w.gap(24);
  w.line([[R - 180, `${seller.city}, ${formatDate(date, "d mmmm yyyy id")}`]]);
  w.gap(34);
  w.line([[R - 180, person(random)]]);
  w.line([[R - 180, pick(random, ["Direktur", "Manajer Keuangan", "Kuasa Direksi"])]]);
  const fields: Fields = {
    vendor: seller.name,
    document_number: faktur.printed,
    faktur_pajak_number: faktur.digits,
    date,
    currency: "IDR",
    subtotal: price,
    tax_type_name: "PPN",
    tax_amount: tax,
    seller_npwp: sellerNpwp.digits,
    buyer_npwp: buyerNpwp.digits,
  };
  if (discount) fields.discount = discount;
  if (!coretax) fields.tax_rate = 0.11;
  return { kind: "faktur pajak", type: "invoice", language: "id", fields, pages: w.finish() };
}

// ---------------------------------------------------------------------------------------------
// Kwitansi: money received, with the amount in words.

export function kwitansi(random: Random): Made {
  const issuer = chance(random, 0.6)
    ? company(random, ["CV", "UD", "PT"])
    : shop(random, pick(random, ["hardware", "grocery"]));
  const payer = chance(random, 0.5) ? person(random) : company(random).name;
  const date = randomDate(random, "2024-02-01", 640);
  const amount = between(random, 3, 400) * 25000;
  const number = pick(random, [
    `KW-${String(between(random, 1, 999)).padStart(3, "0")}/${date.slice(0, 4)}`,
    `${between(random, 100, 9999)}`,
    `${String(between(random, 1, 99)).padStart(3, "0")}/KW/${date.slice(5, 7)}/${date.slice(0, 4)}`,
  ]);
  const purpose = pick(random, [
    "pelunasan faktur pembelian bahan bangunan",
    "uang muka pemesanan barang",
    "sewa gudang bulan berjalan",
    "jasa perbaikan pompa air",
    "pembayaran katering acara kantor",
  ]);
  const landscape = chance(random, 0.6);
  const w = new PageWriter(landscape ? 595 : 420, landscape ? 300 : 595, 36, {
    face: pick(random, ["serif", "sans"] as const),
    bold: false,
    size: 10.5,
  });
  const L = w.left;
  const R = w.right;
  w.line([[L, issuer.name, "left", { bold: true, size: 12 }]]);
  w.line([[L, issuer.address, "left", { size: 8 }]]);
  w.gap(6);
  w.line([
    [
      w.width / 2,
      pick(random, ["KWITANSI", "KUITANSI", "TANDA TERIMA PEMBAYARAN"]),
      "center",
      { bold: true, size: 15 },
    ],
  ]);
  w.line([[w.width / 2, `No. ${number}`, "center"]]);
  w.gap(8);
  const labelWidth = 118;
  const row = (label: string, value: string, font: Font = {}) => {
    const words = value.split(" ");
    let line = "";
    let first = true;
    for (const word of words) {
      const next = line ? `${line} ${word}` : word;
      if (textWidth(next, { ...w.font, ...font }) > R - L - labelWidth - 10) {
        w.line([
          [L, first ? label : ""],
          [L + labelWidth, first ? `: ${line}` : `  ${line}`, "left", font],
        ]);
        first = false;
        line = word;
      } else line = next;
    }
    w.line([
      [L, first ? label : ""],
      [L + labelWidth, first ? `: ${line}` : `  ${line}`, "left", font],
    ]);
  };
  row(pick(random, ["Sudah terima dari", "Telah diterima dari", "Diterima dari"]), payer);
  const words = terbilang(amount);
  row(
    pick(random, ["Uang sejumlah", "Banyaknya uang", "Sejumlah"]),
    `# ${words.charAt(0).toUpperCase()}${words.slice(1)} rupiah #`,
    { bold: true },
  );
  row(pick(random, ["Untuk pembayaran", "Guna membayar", "Keperluan"]), purpose);
  w.gap(10);
  const top = w.y;
  w.line([
    [
      L,
      `Rp ${rupiah(amount, pick(random, ["dash", "cents", "plain"]))}`,
      "left",
      { bold: true, size: 14 },
    ],
  ]);
  w.y = top;
  w.line([
    [
      R - 150,
      `${issuer.city}, ${formatDate(date, pick(random, ["d mmmm yyyy id", "dd/mm/yyyy", "d mmm yyyy id"]))}`,
    ],
  ]);
  w.gap(30);
  w.line([[R - 150, person(random)]]);
  return {
    kind: "kwitansi",
    type: "receipt",
    language: "id",
    fields: {
      vendor: issuer.name,
      document_number: number,
      date,
      currency: "IDR",
      total_amount: amount,
    },
    pages: w.finish(),
    sums: { lines: [amount], discount: 0, service: 0, tax: 0, includedTax: 0, total: amount },
  };
}

// ---------------------------------------------------------------------------------------------
// Monthly bills: electricity, water, internet.

export function utilityBill(random: Random): Made {
  const utility = pick(random, ["listrik", "air", "internet", "internet-en"] as const);
  const language = utility === "internet-en" ? "en" : "id";
  const city = company(random).city;
  const words =
    company(random)
      .name.split(" ")
      .slice(1, 3)
      .filter((word) => word !== "Tirta" && word !== "Daya")
      .join(" ") || "Kirana";
  const vendor = {
    listrik: `PT Daya ${words}`,
    air: `Perumda Air Minum Tirta ${words.split(" ")[0]} Kota ${city}`,
    internet: `PT ${words} Net`,
    "internet-en": `PT ${words} Broadband`,
  }[utility];
  const date = randomDate(random, "2024-02-01", 640);
  const due = addDays(date, pick(random, [10, 14, 20]));
  const customer = person(random);
  const customerId = String(between(random, 100000000, 999999999)) + between(random, 100, 999);
  const number = `${pick(random, ["TG", "BL", "INV"])}${date.slice(2, 7).replace("-", "")}${String(between(random, 1, 99999)).padStart(5, "0")}`;
  const dateForm: DateForm =
    language === "id"
      ? pick(random, ["d mmmm yyyy id", "dd/mm/yyyy", "dd-mm-yy"])
      : pick(random, ["d mmm yyyy en", "mmmm d, yyyy en"]);
  const fields: Fields = { vendor, document_number: number, date, due_date: due, currency: "IDR" };
  const w = new PageWriter(A4.width, A4.height * (chance(random, 0.5) ? 0.62 : 1), 44, {
    face: "sans",
    bold: false,
    size: 9.5,
  });
  const L = w.left;
  const R = w.right;
  w.line([[L, vendor, "left", { bold: true, size: 13 }]]);
  w.line([[L, company(random).address, "left", { size: 8 }]]);
  w.gap(4);
  w.rule(L, w.y, R, w.y, 1);
  w.gap(6);
  const title = {
    listrik: "TAGIHAN LISTRIK BULANAN",
    air: "REKENING AIR",
    internet: "TAGIHAN LAYANAN INTERNET",
    "internet-en": "MONTHLY STATEMENT",
  }[utility];
  w.line([[L, title, "left", { bold: true, size: 12 }]]);
  w.gap(4);
  const period = formatDate(date, "d mmmm yyyy id").split(" ").slice(1).join(" ");
  const meta: Array<[string, string]> =
    language === "id"
      ? [
          ["Nama Pelanggan", customer],
          ["ID Pelanggan", customerId],
          ["No. Tagihan", number],
          ["Periode", period],
          ["Tanggal Tagihan", formatDate(date, dateForm)],
          [
            pick(random, ["Jatuh Tempo", "Bayar sebelum", "Batas Akhir Pembayaran"]),
            formatDate(due, dateForm),
          ],
        ]
      : [
          ["Customer", customer],
          ["Account No.", customerId],
          ["Statement No.", number],
          ["Statement Date", formatDate(date, dateForm)],
          ["Pay By", formatDate(due, dateForm)],
        ];
  for (const [label, value] of meta)
    w.line([
      [L, label],
      [L + 130, `: ${value}`],
    ]);
  w.gap(10);
  const charges: Array<[string, number]> = [];
  if (utility === "listrik") {
    const start = between(random, 1000, 60000);
    const used = between(random, 90, 900);
    w.line([[L, `Stand meter: ${start} - ${start + used}  (${used} kWh)`]]);
    charges.push([`Pemakaian ${used} kWh x 1.444,70`, Math.round(used * 1444.7)]);
    charges.push(["Biaya beban", pick(random, [0, 11000, 24000])]);
    charges.push(["Pajak Penerangan Jalan", Math.round(used * 1444.7 * 0.05)]);
  } else if (utility === "air") {
    const used = between(random, 8, 60);
    charges.push([`Pemakaian air ${used} m3`, used * between(random, 3, 9) * 1000]);
    charges.push(["Biaya pemeliharaan meter", 5500]);
    charges.push(["Biaya administrasi", 3000]);
  } else {
    const speed = pick(random, [30, 50, 100, 200]);
    charges.push([
      language === "id" ? `Paket internet ${speed} Mbps` : `Broadband ${speed} Mbps plan`,
      speed * between(random, 3, 7) * 1000,
    ]);
    if (chance(random, 0.5))
      charges.push([language === "id" ? "Sewa perangkat" : "Device rental", 25000]);
  }
  const subtotal = charges.reduce((sum, [, value]) => sum + value, 0);
  for (const [label, value] of charges)
    w.line([
      [L, label],
      [R - 4, rupiah(value, "plain"), "right"],
    ]);
  let total = subtotal;
  if (utility.startsWith("internet")) {
    const tax = Math.round(subtotal * 0.11);
    w.line([
      [L, language === "id" ? "Subtotal" : "Subtotal"],
      [R - 4, rupiah(subtotal, "plain"), "right"],
    ]);
    w.line([
      [L, language === "id" ? "PPN 11%" : "VAT 11%"],
      [R - 4, rupiah(tax, "plain"), "right"],
    ]);
    total += tax;
    Object.assign(fields, { subtotal, tax_type_name: "PPN", tax_rate: 0.11, tax_amount: tax });
  }
  w.rule(L, w.y, R, w.y, 0.6);
  w.gap(2);
  w.line([
    [
      L,
      language === "id"
        ? pick(random, ["TOTAL TAGIHAN", "Jumlah Tagihan", "Total Bayar"])
        : pick(random, ["Amount Due", "Total Due"]),
      "left",
      { bold: true },
    ],
    [R - 4, `Rp ${rupiah(total, "plain")}`, "right", { bold: true }],
  ]);
  fields.total_amount = total;
  w.gap(14);
  w.paragraph(
    language === "id"
      ? "Pembayaran dapat dilakukan melalui kantor pos, minimarket, atau transfer ke virtual account yang tertera. Keterlambatan dikenakan denda sesuai ketentuan."
      : "Pay through any bank to the virtual account shown. A late fee applies to balances not received by the date above.",
    { size: 8 },
  );
  w.line([[L, `Virtual Account: 8${between(random, 100, 999)}${customerId}`, "left", { size: 8 }]]);
  return {
    kind: "bill",
    type: "billing statement",
    language,
    fields,
    pages: w.finish(),
    sums: {
      lines: charges.map(([, value]) => value),
      discount: 0,
      service: 0,
      tax: total - subtotal,
      includedTax: 0,
      total,
    },
  };
}
