/** Invoices (tagihan, faktur penjualan) and faktur pajak, from one description each. */
import type { Company } from "./companies.ts";
import { C } from "./companies.ts";
import type { DateStyle, Money } from "./format.ts";
import {
  digitsOnly,
  englishWords,
  enNum,
  fmtDate,
  idNum,
  roundMoney,
  rupiah,
  rupiahWords,
  titleCase,
} from "./format.ts";
import { keyValues, signature, table, totals } from "./layout.ts";
import type { Column } from "./layout.ts";
import type { Doc, Fields, Output } from "./model.ts";
import { drawQr, drawStamp } from "./model.ts";
import type { FontName, Page } from "./render.ts";
import { A4, Sheet } from "./render.ts";

export interface Item {
  desc: string;
  qty: number;
  unit: string;
  price: number;
  note?: string;
}

export type TaxScheme =
  | { kind: "ppn"; rate: number; base: "price" | "11/12"; label: string; baseLabel?: string }
  | { kind: "pb1"; rate: number; label: string }
  | { kind: "gst"; rate: number; label: string }
  | { kind: "none" };

export interface Amounts {
  lines: number[];
  subtotal: number;
  discount: number;
  net: number;
  dpp: number;
  tax: number;
  total: number;
}

export function computeAmounts(
  items: Item[],
  discount: { rate: number } | { amount: number } | undefined,
  tax: TaxScheme,
  currency: string,
): Amounts {
  const lines = items.map((item) => roundMoney(item.qty * item.price, currency));
  const subtotal = roundMoney(
    lines.reduce((sum, line) => sum + line, 0),
    currency,
  );
  const off = !discount
    ? 0
    : "rate" in discount
      ? roundMoney(subtotal * discount.rate, currency)
      : discount.amount;
  const net = roundMoney(subtotal - off, currency);
  let dpp = net;
  let taxAmount = 0;
  if (tax.kind === "ppn") {
    dpp = tax.base === "11/12" ? Math.round((net * 11) / 12) : net;
    // PPN is rounded down to the whole rupiah, as DJP computes it.
    taxAmount = Math.floor(Math.round(dpp * tax.rate * 100) / 100);
  } else if (tax.kind !== "none") {
    taxAmount = roundMoney(net * tax.rate, currency);
  }
  return {
    lines,
    subtotal,
    discount: off,
    net,
    dpp,
    tax: taxAmount,
    total: roundMoney(net + taxAmount, currency),
  };
}

export interface InvoiceSpec {
  name: string;
  language: "id" | "en";
  layout: "kop" | "modern" | "english" | "nota";
  title: string;
  seller: Company;
  buyer: Company;
  /** Which NPWP form each party's block prints; absent: none printed. */
  sellerNpwp?: "15" | "16";
  buyerNpwp?: "15" | "16";
  number: string;
  numberLabel?: string;
  date: string;
  due?: string;
  terms?: string;
  po?: string;
  items: Item[];
  discount?: { rate: number } | { amount: number };
  discountLabel?: string;
  tax: TaxScheme;
  currency: "IDR" | "USD" | "SGD";
  /** Totals, and table cells. */
  money: Money;
  cell: Money;
  dateStyle: DateStyle;
  words?: "id" | "en" | "none";
  notes?: string[];
  signer?: { name: string; role: string };
  font?: FontName;
  accent?: string;
  stamp?: string[];
  output: "pdf" | "scan-pdf" | "scan-png" | "photo";
  seed: number;
}

const printedNpwp = (company: Company, form: "15" | "16" | undefined) =>
  !form || !company.npwp
    ? undefined
    : form === "15"
      ? company.npwp.printed15
      : company.npwp.digits16;

const initials = (name: string) =>
  name
    .replace(/^(PT|CV|UD)\s+/, "")
    .split(/\s+/)
    .map((word) => word[0])
    .join("")
    .slice(0, 3)
    .toUpperCase();

function totalRows(spec: InvoiceSpec, a: Amounts, labels: { subtotal: string; total: string }) {
  const rows: Array<[string, string, { bold?: boolean; size?: number }?]> = [
    [labels.subtotal, spec.money(a.subtotal)],
  ];
  if (a.discount) {
    const label =
      spec.discountLabel ??
      (spec.discount && "rate" in spec.discount
        ? `${spec.language === "en" ? "Discount" : "Diskon"} ${idNum(spec.discount.rate * 100)}%`
        : spec.language === "en"
          ? "Discount"
          : "Potongan Harga");
    rows.push([label, `(${spec.money(a.discount)})`]);
  }
  if (spec.tax.kind === "ppn") {
    if (spec.tax.base === "11/12")
      rows.push([spec.tax.baseLabel ?? "DPP Nilai Lain (11/12)", spec.money(a.dpp)]);
    else if (spec.tax.baseLabel) rows.push([spec.tax.baseLabel, spec.money(a.dpp)]);
  }
  if (spec.tax.kind !== "none") rows.push([spec.tax.label, spec.money(a.tax)]);
  rows.push([labels.total, spec.money(a.total), { bold: true, size: 10.5 }]);
  return rows;
}

function itemRows(spec: InvoiceSpec, a: Amounts, numbered = true) {
  return spec.items.map((item, index) => [
    ...(numbered ? [String(index + 1)] : []),
    item.note ? `${item.desc}\n${item.note}` : item.desc,
    spec.currency === "IDR" ? idNum(item.qty) : String(item.qty),
    item.unit,
    spec.cell(item.price),
    spec.cell(a.lines[index]!),
  ]);
}

function amountInWords(spec: InvoiceSpec, a: Amounts): string | undefined {
  if (spec.words === "id") return `Terbilang: # ${titleCase(rupiahWords(a.total))} #`;
  if (spec.words === "en") {
    const whole = Math.floor(a.total);
    const cents = Math.round((a.total - whole) * 100);
    const currency = { IDR: "Rupiah", USD: "US Dollars", SGD: "Singapore Dollars" }[spec.currency];
    return `Amount in words: ${currency} ${titleCase(englishWords(whole))}${cents ? ` and Cents ${titleCase(englishWords(cents))}` : ""} Only`;
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// Layout 1: Indonesian letterhead (kop surat), bordered table, terbilang, signature.

function kopLayout(spec: InvoiceSpec, a: Amounts): Page[] {
  const s = new Sheet({
    style: { font: spec.font ?? "sans", size: 9 },
    margin: { top: 40, bottom: 48, left: 48, right: 48 },
  });
  const seller = spec.seller;
  const accent = spec.accent ?? "#1f4e79";
  s.rect(s.left, s.y, 40, 40, { fill: accent });
  s.text(s.left + 20, s.y + 26, initials(seller.name), {
    bold: true,
    size: 14,
    color: "#ffffff",
    align: "center",
  });
  s.text(s.left + 50, s.y + 14, seller.name.toUpperCase(), { bold: true, size: 15, color: accent });
  const sellerLines = [...seller.address];
  const contact = [
    seller.phone && `Telp. ${seller.phone}`,
    seller.email && `Email: ${seller.email}`,
  ]
    .filter(Boolean)
    .join("  |  ");
  if (contact) sellerLines.push(contact);
  const sellerTax = printedNpwp(seller, spec.sellerNpwp);
  if (sellerTax) sellerLines.push(`NPWP: ${sellerTax}`);
  sellerLines.forEach((text, index) =>
    s.text(s.left + 50, s.y + 26 + index * 10, text, { size: 8 }),
  );
  s.y += Math.max(46, 26 + sellerLines.length * 10);
  s.line(s.left, s.y, s.right, s.y, 1.6, accent);
  s.line(s.left, s.y + 2.5, s.right, s.y + 2.5, 0.5, accent);
  s.space(18);
  s.say(spec.title, { align: "center", bold: true, size: 14 });
  s.space(6);

  const top = s.y;
  s.text(s.left, top + 9, "Kepada Yth.", { size: 9 });
  s.text(s.left, top + 21, spec.buyer.name, { bold: true, size: 9.5 });
  const buyerLines = [...spec.buyer.address];
  const buyerTax = printedNpwp(spec.buyer, spec.buyerNpwp);
  if (buyerTax) buyerLines.push(`NPWP: ${buyerTax}`);
  buyerLines.forEach((text, index) => s.text(s.left, top + 33 + index * 11, text, { size: 8.5 }));
  const meta: Array<[string, string]> = [
    [spec.numberLabel ?? "No. Invoice", spec.number],
    ["Tanggal", fmtDate(spec.date, spec.dateStyle)],
  ];
  if (spec.po) meta.push(["No. PO", spec.po]);
  if (spec.terms) meta.push(["Termin", spec.terms]);
  if (spec.due) meta.push(["Jatuh Tempo", fmtDate(spec.due, spec.dateStyle)]);
  const metaEnd = keyValues(s, 340, 68, meta, { size: 9 }, top);
  s.y = Math.max(metaEnd, top + 33 + buyerLines.length * 11) + 12;

  const L = s.left;
  const R = s.right;
  const columns: Column[] = [
    { title: "No", left: L, right: L + 24, align: "center" },
    { title: "Uraian", left: L + 24, right: L + 250 },
    { title: "Qty", left: L + 250, right: L + 290, align: "right" },
    { title: "Satuan", left: L + 290, right: L + 335 },
    { title: "Harga Satuan", left: L + 335, right: L + 420, align: "right" },
    { title: "Jumlah", left: L + 420, right: R, align: "right" },
  ];
  table(s, columns, itemRows(spec, a), { ruled: true, headerFill: "#e8eef5" });
  s.space(6);
  totals(s, L + 300, R - 4, totalRows(spec, a, { subtotal: "Subtotal", total: "TOTAL" }), {
    size: 9,
  });
  s.space(6);
  const words = amountInWords(spec, a);
  if (words) s.para(words, { style: { italic: true, size: 9 }, after: 6 });
  for (const note of spec.notes ?? []) s.para(note, { style: { size: 8.5 } });
  if (seller.bank) {
    s.space(4);
    s.say("Pembayaran mohon ditransfer ke:", { size: 8.5, bold: true });
    s.say(`${seller.bank.bank}${seller.bank.branch ? ` ${seller.bank.branch}` : ""}`, {
      size: 8.5,
    });
    s.say(`No. Rekening ${seller.bank.account} a.n. ${seller.bank.holder}`, { size: 8.5 });
  }
  s.space(10);
  const signer = spec.signer ?? seller.director;
  if (signer) {
    const y0 = s.y;
    signature(
      s,
      R - 80,
      {
        top: [`${seller.city}, ${fmtDate(spec.date, "id")}`, "Hormat kami,"],
        name: signer.name,
        role: signer.role,
      },
      { size: 9 },
    );
    if (spec.stamp) drawStamp(s, R - 150, y0 + 44, spec.stamp, "#2a4a9a", 12);
  }
  return s.finish();
}

// ---------------------------------------------------------------------------------------------
// Layout 2: modern, a coloured band, zebra table, totals box.

function modernLayout(spec: InvoiceSpec, a: Amounts): Page[] {
  const en = spec.language === "en";
  const s = new Sheet({
    style: { font: spec.font ?? "sans", size: 9 },
    margin: { top: 0, bottom: 48, left: 44, right: 44 },
  });
  const accent = spec.accent ?? "#0f6e6e";
  s.rect(0, 0, A4.width, 92, { fill: accent });
  s.text(s.left, 40, spec.seller.name, { bold: true, size: 17, color: "#ffffff" });
  s.text(s.left, 56, spec.seller.address.join(", "), { size: 7.5, color: "#e6f2f2" });
  const sellerTax = printedNpwp(spec.seller, spec.sellerNpwp);
  s.text(
    s.left,
    68,
    [spec.seller.phone, spec.seller.email, sellerTax && `NPWP ${sellerTax}`]
      .filter(Boolean)
      .join("  ·  "),
    {
      size: 7.5,
      color: "#e6f2f2",
    },
  );
  s.text(s.right, 48, spec.title, { bold: true, size: 24, color: "#ffffff", align: "right" });
  s.y = 112;

  const top = s.y;
  s.text(s.left, top + 9, en ? "BILL TO" : "DITAGIHKAN KEPADA", {
    bold: true,
    size: 8,
    color: accent,
  });
  s.text(s.left, top + 22, spec.buyer.name, { bold: true, size: 10 });
  const buyerLines = [...spec.buyer.address];
  const buyerTax = printedNpwp(spec.buyer, spec.buyerNpwp);
  if (buyerTax) buyerLines.push(`NPWP: ${buyerTax}`);
  buyerLines.forEach((text, index) => s.text(s.left, top + 34 + index * 11, text, { size: 8.5 }));
  const meta: Array<[string, string]> = [
    [spec.numberLabel ?? (en ? "Invoice No." : "Nomor"), spec.number],
    [en ? "Invoice Date" : "Tanggal", fmtDate(spec.date, spec.dateStyle)],
  ];
  if (spec.due) meta.push([en ? "Due Date" : "Jatuh Tempo", fmtDate(spec.due, spec.dateStyle)]);
  if (spec.po) meta.push([en ? "PO Number" : "No. Pesanan", spec.po]);
  const metaEnd = keyValues(s, 350, 70, meta, { size: 9 }, top, { bold: true });
  s.y = Math.max(metaEnd, top + 34 + buyerLines.length * 11) + 16;

  const L = s.left;
  const R = s.right;
  const columns: Column[] = [
    { title: en ? "Description" : "Deskripsi", left: L, right: L + 250 },
    { title: en ? "Qty" : "Jml", left: L + 250, right: L + 290, align: "right" },
    { title: en ? "Unit" : "Satuan", left: L + 290, right: L + 335 },
    { title: en ? "Unit Price" : "Harga", left: L + 335, right: L + 425, align: "right" },
    { title: en ? "Amount" : "Total", left: L + 425, right: R, align: "right" },
  ];
  table(s, columns, itemRows(spec, a, false), {
    headerFill: accent,
    header: { color: "#ffffff" },
    zebra: "#eef6f6",
  });
  s.space(8);
  const boxTop = s.y;
  const rows = totalRows(
    spec,
    a,
    en
      ? { subtotal: "Subtotal", total: "Total Due" }
      : { subtotal: "Subtotal", total: "Total Tagihan" },
  );
  s.rect(L + 280, boxTop - 2, R - L - 280, rows.length * 13.5 + 6, { fill: "#f2f2f2" });
  s.y += 1;
  totals(s, L + 288, R - 6, rows, { size: 9 });
  s.space(12);
  const words = amountInWords(spec, a);
  if (words) s.para(words, { style: { italic: true, size: 8.5 }, after: 6 });
  s.say(en ? "Payment details" : "Informasi Pembayaran", { bold: true, size: 9, color: accent });
  for (const note of spec.notes ?? []) s.para(note, { style: { size: 8.5 } });
  const bank = spec.seller.bank;
  if (bank) {
    s.say(`${bank.bank}${bank.branch ? ` - ${bank.branch}` : ""}`, { size: 8.5 });
    s.say(
      `${en ? "Account" : "No. Rek."} ${bank.account}  ${en ? "Name" : "a.n."} ${bank.holder}${bank.swift ? `  SWIFT ${bank.swift}` : ""}`,
      { size: 8.5 },
    );
  }
  s.space(16);
  const signer = spec.signer ?? spec.seller.director;
  if (signer)
    signature(
      s,
      s.right - 80,
      {
        top: [en ? "Authorised signature" : "Hormat kami,"],
        name: signer.name,
        role: signer.role,
        gap: 36,
      },
      { size: 9 },
    );
  return s.finish((sheet) => {
    sheet.text(
      A4.width / 2,
      A4.height - 24,
      en ? "Thank you for your business." : "Terima kasih atas kepercayaan Anda.",
      {
        size: 8,
        italic: true,
        align: "center",
        color: "#555555",
      },
    );
  });
}

// ---------------------------------------------------------------------------------------------
// Layout 3: English, seller on the right, plain rules.

function englishLayout(spec: InvoiceSpec, a: Amounts): Page[] {
  const s = new Sheet({
    style: { font: spec.font ?? "sans", size: 9 },
    margin: { top: 50, bottom: 50, left: 54, right: 54 },
  });
  const accent = spec.accent ?? "#333333";
  s.text(s.left, s.y + 22, spec.title, { size: 26, color: accent });
  const sellerLines = [
    spec.seller.name,
    ...spec.seller.address,
    spec.seller.phone,
    spec.seller.email,
  ].filter(Boolean) as string[];
  const sellerTax = printedNpwp(spec.seller, spec.sellerNpwp);
  if (sellerTax) sellerLines.push(`NPWP (Tax ID): ${sellerTax}`);
  if (spec.seller === C.lionCity) sellerLines.push("GST Reg. No. 201534567K");
  sellerLines.forEach((text, index) =>
    s.text(s.right, s.y + 10 + index * 11, text, {
      size: index === 0 ? 10 : 8.5,
      bold: index === 0,
      align: "right",
    }),
  );
  s.y += Math.max(50, 14 + sellerLines.length * 11);
  s.rule(0.8);
  s.space(12);
  const top = s.y;
  s.text(s.left, top + 9, "Bill To:", { bold: true });
  const buyerLines = [spec.buyer.name, ...spec.buyer.address];
  const buyerTax = printedNpwp(spec.buyer, spec.buyerNpwp);
  if (buyerTax) buyerLines.push(`NPWP: ${buyerTax}`);
  buyerLines.forEach((text, index) =>
    s.text(s.left, top + 21 + index * 11, text, { size: 9, bold: index === 0 }),
  );
  const meta: Array<[string, string]> = [
    [spec.numberLabel ?? "Invoice #", spec.number],
    ["Invoice Date", fmtDate(spec.date, spec.dateStyle)],
  ];
  if (spec.terms) meta.push(["Terms", spec.terms]);
  if (spec.due) meta.push(["Due Date", fmtDate(spec.due, spec.dateStyle)]);
  if (spec.po) meta.push(["P.O. #", spec.po]);
  const metaEnd = keyValues(s, 345, 68, meta, { size: 9 }, top);
  s.y = Math.max(metaEnd, top + 21 + buyerLines.length * 11) + 16;
  const L = s.left;
  const R = s.right;
  const columns: Column[] = [
    { title: "#", left: L, right: L + 20 },
    { title: "Item & Description", left: L + 20, right: L + 255 },
    { title: "Qty", left: L + 255, right: L + 290, align: "right" },
    { title: "Unit", left: L + 290, right: L + 330 },
    { title: "Rate", left: L + 330, right: L + 410, align: "right" },
    { title: "Amount", left: L + 410, right: R, align: "right" },
  ];
  table(s, columns, itemRows(spec, a), { headerFill: "#e9e9e9" });
  s.space(8);
  totals(
    s,
    L + 290,
    R - 4,
    totalRows(spec, a, { subtotal: "Sub Total", total: `Balance Due (${spec.currency})` }),
    { size: 9 },
  );
  s.space(10);
  const words = amountInWords(spec, a);
  if (words) s.para(words, { style: { italic: true, size: 8.5 }, after: 8 });
  s.say("Notes", { bold: true });
  for (const note of spec.notes ?? []) s.para(note, { style: { size: 8.5 } });
  const bank = spec.seller.bank;
  if (bank) {
    s.space(6);
    s.say("Bank details for wire transfer", { bold: true });
    s.say(`Bank: ${bank.bank}${bank.branch ? `, ${bank.branch}` : ""}`, { size: 8.5 });
    s.say(`Account No.: ${bank.account}`, { size: 8.5 });
    s.say(`Account Name: ${bank.holder}`, { size: 8.5 });
    if (bank.swift) s.say(`SWIFT: ${bank.swift}`, { size: 8.5 });
  }
  const signer = spec.signer;
  if (signer) {
    s.space(14);
    signature(
      s,
      R - 80,
      { top: [`For ${spec.seller.name}`], name: signer.name, role: signer.role, gap: 34 },
      { size: 9 },
    );
  }
  return s.finish();
}

// ---------------------------------------------------------------------------------------------
// Layout 4: a shop's nota tagihan on A5, as a small trader prints it.

function notaLayout(spec: InvoiceSpec, a: Amounts): Page[] {
  const s = new Sheet({
    width: 419.53,
    height: 595.28,
    style: { font: spec.font ?? "serif", size: 9.5 },
    margin: { top: 30, bottom: 30, left: 30, right: 30 },
  });
  s.say(spec.seller.name.toUpperCase(), { align: "center", bold: true, size: 16 });
  s.say("MENJUAL: SEMEN - BESI - PASIR - CAT - KERAMIK - PIPA - ALAT LISTRIK", {
    align: "center",
    size: 7,
  });
  s.say(`${spec.seller.address.join(", ")}  Telp/WA ${spec.seller.phone}`, {
    align: "center",
    size: 7.5,
  });
  s.rule(1.2);
  s.space(10);
  const top = s.y;
  s.text(s.left, top + 10, `${spec.title}  No. ${spec.number}`, { bold: true, size: 11 });
  keyValues(
    s,
    220,
    52,
    [
      ["Tanggal", fmtDate(spec.date, spec.dateStyle)],
      ["Kepada", spec.buyer.name],
      ["Jth. Tempo", spec.due ? fmtDate(spec.due, spec.dateStyle) : "-"],
    ],
    { size: 9 },
    top,
  );
  s.y = top + 46;
  const L = s.left;
  const R = s.right;
  const columns: Column[] = [
    { title: "Banyaknya", left: L, right: L + 62, align: "center" },
    { title: "Nama Barang", left: L + 62, right: L + 205 },
    { title: "Harga", left: L + 205, right: L + 280, align: "right" },
    { title: "Jumlah", left: L + 280, right: R, align: "right" },
  ];
  table(
    s,
    columns,
    spec.items.map((item, index) => [
      `${idNum(item.qty)} ${item.unit}`,
      item.desc,
      spec.cell(item.price),
      spec.cell(a.lines[index]!),
    ]),
    { ruled: true },
  );
  s.space(4);
  totals(s, L + 205, R - 4, [["JUMLAH Rp", spec.money(a.total), { bold: true, size: 10.5 }]]);
  s.space(4);
  const words = amountInWords(spec, a);
  if (words) s.para(words, { style: { italic: true, size: 8.5 }, after: 4 });
  for (const note of spec.notes ?? []) s.para(note, { style: { size: 8 } });
  s.space(8);
  const y0 = s.y;
  signature(
    s,
    L + 70,
    { top: ["Tanda terima,"], name: "(..................)", gap: 34 },
    { size: 9 },
  );
  s.y = y0;
  signature(
    s,
    R - 70,
    { top: ["Hormat kami,"], name: spec.signer?.name ?? spec.seller.name, gap: 34 },
    { size: 9 },
  );
  return s.finish();
}

// ---------------------------------------------------------------------------------------------

function invoiceOutput(spec: InvoiceSpec, pages: Page[]): Output {
  switch (spec.output) {
    case "pdf":
      return { kind: "pdf", pages, title: `${spec.title} ${spec.number}` };
    case "scan-pdf":
      return { kind: "scan-pdf", pages, dpi: 200, quality: 55 };
    case "scan-png":
      return { kind: "scan-png", page: pages[0]!, dpi: 150, colours: 16 };
    case "photo":
      return {
        kind: "photo",
        page: pages[0]!,
        dpi: 130,
        width: 1200,
        height: 1600,
        angle: -2.5,
        quality: 72,
        sideways: true,
      };
  }
}

export function invoiceDoc(spec: InvoiceSpec): Doc {
  const a = computeAmounts(spec.items, spec.discount, spec.tax, spec.currency);
  const pages = { kop: kopLayout, modern: modernLayout, english: englishLayout, nota: notaLayout }[
    spec.layout
  ](spec, a);
  const fields: Fields = {
    vendor: spec.seller.name,
    document_number: spec.number,
    date: spec.date,
    ...(spec.due ? { due_date: spec.due } : {}),
    total_amount: a.total,
    currency: spec.currency,
    // The shop's nota prints only the grand total.
    ...(spec.layout === "nota" ? {} : { subtotal: a.subtotal }),
    ...(a.discount ? { discount: a.discount } : {}),
  };
  if (spec.tax.kind !== "none") {
    fields.tax_amount = a.tax;
    fields.tax_rate = spec.tax.rate;
    fields.tax_type_name = { ppn: "PPN", pb1: "PB1", gst: "GST" }[spec.tax.kind];
  }
  const sellerTax = printedNpwp(spec.seller, spec.sellerNpwp);
  const buyerTax = printedNpwp(spec.buyer, spec.buyerNpwp);
  if (sellerTax) fields.seller_npwp = digitsOnly(sellerTax);
  if (buyerTax) fields.buyer_npwp = digitsOnly(buyerTax);
  return {
    name: spec.name,
    type: "invoice",
    language: spec.language,
    fields,
    output: invoiceOutput(spec, pages),
  };
}

// ---------------------------------------------------------------------------------------------
// Faktur pajak: the e-Faktur layout (16-digit number, until 2024) and the Coretax one (2025 on).

export interface FakturSpec {
  name: string;
  system: "efaktur" | "coretax";
  number: string; // printed
  seller: Company;
  buyer: Company;
  buyerEmail?: string;
  date: string;
  /** Printed before the date: "KOTA ADM. JAKARTA BARAT". */
  place: string;
  items: Item[];
  discount?: number;
  rate: number;
  base: "price" | "11/12";
  signer: string;
  reference?: string;
  output: "pdf" | "scan-pdf" | "scan-png";
  seed: number;
}

function fakturPages(spec: FakturSpec, a: Amounts): Page[] {
  const s = new Sheet({
    style: { font: "sans", size: 8.5 },
    margin: { top: 40, bottom: 40, left: 42, right: 42 },
    leading: 1.45,
  });
  const L = s.left;
  const R = s.right;
  const box = (from: number, to: number) =>
    s.rect(L, from, R - L, to - from, { stroke: "#000000", width: 0.7 });
  const coretax = spec.system === "coretax";
  s.say("Faktur Pajak", { align: "center", bold: true, size: 13 });
  drawQr(s, R - 58, 24, 56, spec.seed);
  s.space(14);
  let top = s.y;
  s.space(3);
  s.row([[L + 6, `Kode dan Nomor Seri Faktur Pajak${coretax ? ":" : " :"} ${spec.number}`]], {
    bold: true,
  });
  s.space(1);
  box(top, s.y);
  const partyBlock = (heading: string, rows: Array<[string, string]>) => {
    top = s.y;
    s.space(3);
    s.row([[L + 6, heading]], { bold: true });
    s.y = keyValues(s, L + 6, 62, rows, {}, s.y, {}, R - L - 84);
    s.space(3);
    box(top, s.y);
  };
  const npwpOf = (company: Company) => (coretax ? company.npwp!.digits16 : company.npwp!.printed15);
  partyBlock(`Pengusaha Kena Pajak${coretax ? ":" : ""}`, [
    ["Nama", spec.seller.name.toUpperCase()],
    ["Alamat", spec.seller.address.join(", ").toUpperCase()],
    ["NPWP", npwpOf(spec.seller)],
  ]);
  const buyerRows: Array<[string, string]> = [
    ["Nama", spec.buyer.name.toUpperCase()],
    ["Alamat", spec.buyer.address.join(", ").toUpperCase()],
    ["NPWP", npwpOf(spec.buyer)],
  ];
  if (coretax) {
    buyerRows.push(
      ["NIK", "-"],
      ["Nomor Paspor", "-"],
      ["Identitas Lain", "-"],
      ["Email", spec.buyerEmail ?? "-"],
    );
  }
  partyBlock(
    `Pembeli Barang Kena Pajak / Penerima Jasa Kena Pajak${coretax ? ":" : ""}`,
    buyerRows,
  );

  const columns: Column[] = coretax
    ? [
        { title: "No.", left: L, right: L + 26, align: "center" },
        { title: "Kode\nBarang/Jasa", left: L + 26, right: L + 86, align: "center" },
        { title: "Nama Barang Kena Pajak / Jasa Kena Pajak", left: L + 86, right: L + 370 },
        {
          title: "Harga Jual / Penggantian /\nUang Muka / Termin\n(Rp)",
          left: L + 370,
          right: R,
          align: "right",
        },
      ]
    : [
        { title: "No.\nUrut", left: L, right: L + 30, align: "center" },
        { title: "Nama Barang Kena Pajak / Jasa Kena Pajak", left: L + 30, right: L + 370 },
        {
          title: "Harga Jual/Penggantian/Uang\nMuka/Termin\n(Rp)",
          left: L + 370,
          right: R,
          align: "right",
        },
      ];
  const rows = spec.items.map((item, index) => {
    const description = coretax
      ? `${item.desc}\nRp ${idNum(item.price, 2)} x ${idNum(item.qty, 2)} ${item.unit}\nPotongan Harga = Rp ${idNum(0, 2)}\nPPnBM (0,00%) = Rp ${idNum(0, 2)}`
      : `${item.desc}\nRp ${idNum(item.price, 2)} x ${idNum(item.qty)} ${item.unit}`;
    const cells = [String(index + 1), description, idNum(a.lines[index]!, 2)];
    if (coretax) cells.splice(1, 0, "000000");
    return cells;
  });
  table(s, columns, rows, { ruled: true });
  const summary: Array<[string, string]> = [
    [
      coretax ? "Harga Jual / Penggantian / Uang Muka / Termin" : "Harga Jual / Penggantian",
      idNum(a.subtotal, 2),
    ],
    ["Dikurangi Potongan Harga", idNum(a.discount, 2)],
    [
      coretax ? "Dikurangi Uang Muka yang telah diterima" : "Dikurangi Uang Muka",
      coretax ? idNum(0, 2) : "-",
    ],
    ["Dasar Pengenaan Pajak", idNum(a.dpp, 2)],
    [
      coretax
        ? "Jumlah PPN (Pajak Pertambahan Nilai)"
        : `PPN = ${idNum(spec.rate * 100)}% x Dasar Pengenaan Pajak`,
      idNum(a.tax, 2),
    ],
    [
      coretax
        ? "Jumlah PPnBM (Pajak Penjualan atas Barang Mewah)"
        : "Total PPnBM (Pajak Penjualan Barang Mewah)",
      idNum(0, 2),
    ],
  ];
  top = s.y;
  for (const [label, value] of summary) {
    const baseline = s.y + 11;
    s.text(L + 6, baseline, label);
    s.text(R - 4, baseline, value, { align: "right" });
    s.line(L, s.y + 15, R, s.y + 15, 0.4);
    s.y += 15;
  }
  s.line(L + 370, top, L + 370, s.y, 0.5);
  box(top, s.y);
  s.space(10);
  s.para(
    "Sesuai dengan ketentuan yang berlaku, Direktorat Jenderal Pajak mengatur bahwa Faktur Pajak ini telah ditandatangani secara elektronik sehingga tidak diperlukan tanda tangan basah pada Faktur Pajak ini.",
    { style: { size: 7.5 } },
  );
  s.space(8);
  const x = R - 110;
  // Coretax pads the day ("07 Februari 2025"); e-Faktur does not.
  const printedDate = coretax
    ? fmtDate(spec.date, "id").replace(/^(\d) /, "0$1 ")
    : fmtDate(spec.date, "id");
  s.row([[x, `${spec.place}, ${printedDate}`, { align: "center" }]]);
  if (coretax)
    s.row([[x, "Ditandatangani secara elektronik", { align: "center", italic: true, size: 7.5 }]]);
  s.space(coretax ? 10 : 30);
  s.row([[x, spec.signer.toUpperCase(), { align: "center", bold: true }]]);
  if (spec.reference) {
    s.space(6);
    s.say(`Referensi: ${spec.reference}`, { size: 7.5 });
  }
  s.space(12);
  if (!coretax) {
    s.para(
      "Pemberitahuan: Faktur Pajak ini telah dilaporkan ke Direktorat Jenderal Pajak dan telah memperoleh persetujuan sesuai dengan ketentuan peraturan perpajakan yang berlaku.",
      { style: { size: 7 } },
    );
    s.para(
      "PERINGATAN: PKP yang menerbitkan Faktur Pajak yang tidak sesuai dengan keadaan yang sebenarnya dan/atau sesungguhnya sebagaimana dimaksud Pasal 13 ayat (9) UU PPN dikenai sanksi sesuai dengan Pasal 14 ayat (4) UU KUP.",
      { style: { size: 7 } },
    );
  }
  return s.finish((sheet, index, count) =>
    sheet.text(A4.width - 42, A4.height - 22, `${index + 1} dari ${count}`, {
      size: 7,
      align: "right",
    }),
  );
}

export function fakturDoc(spec: FakturSpec): Doc {
  const a = computeAmounts(
    spec.items,
    spec.discount ? { amount: spec.discount } : undefined,
    { kind: "ppn", rate: spec.rate, base: spec.base, label: "PPN" },
    "IDR",
  );
  const pages = fakturPages(spec, a);
  const coretax = spec.system === "coretax";
  const fields: Fields = {
    vendor: spec.seller.name,
    document_number: spec.number,
    faktur_pajak_number: digitsOnly(spec.number),
    date: spec.date,
    currency: "IDR",
    subtotal: a.subtotal,
    ...(a.discount ? { discount: a.discount } : {}),
    tax_amount: a.tax,
    // The e-Faktur layout prints "PPN = 11% x Dasar Pengenaan Pajak"; Coretax prints no rate.
    ...(coretax ? {} : { tax_rate: spec.rate }),
    tax_type_name: "PPN",
    seller_npwp: coretax ? spec.seller.npwp!.digits16 : spec.seller.npwp!.digits15,
    buyer_npwp: coretax ? spec.buyer.npwp!.digits16 : spec.buyer.npwp!.digits15,
  };
  const output: Output =
    spec.output === "pdf"
      ? { kind: "pdf", pages, title: `Faktur Pajak ${spec.number}` }
      : spec.output === "scan-pdf"
        ? { kind: "scan-pdf", pages, dpi: 200, quality: 55 }
        : { kind: "scan-png", page: pages[0]!, dpi: 150, colours: 16 };
  return {
    name: spec.name,
    type: "invoice",
    language: "id",
    fields,
    output,
    mustShow: ["Faktur Pajak"],
  };
}

// ---------------------------------------------------------------------------------------------
// The documents.

const usd = (n: number) => `USD ${enNum(n)}`;
const sgd = (n: number) => `S$${enNum(n)}`;

export function invoices(): Doc[] {
  const specs: InvoiceSpec[] = [
    {
      name: "INV-SMA-2024-10-0153.pdf",
      language: "id",
      layout: "kop",
      title: "INVOICE",
      seller: C.sumberMakmur,
      buyer: C.berkahTeknik,
      sellerNpwp: "15",
      buyerNpwp: "15",
      number: "INV/SMA/2024/10/0153",
      date: "2024-10-14",
      due: "2024-11-13",
      terms: "30 hari",
      po: "PO-BTM-2409-031",
      items: [
        { desc: "Kertas HVS A4 80 gsm", qty: 20, unit: "Rim", price: 52_500 },
        { desc: "Tinta printer hitam 70 ml", qty: 8, unit: "Botol", price: 125_000 },
        { desc: "Map plastik kancing folio", qty: 50, unit: "Pcs", price: 4_500 },
        { desc: "Ordner 7 cm", qty: 24, unit: "Pcs", price: 27_500 },
        { desc: "Pulpen gel 0,5 mm (isi 12)", qty: 10, unit: "Kotak", price: 42_000 },
      ],
      discount: { rate: 0.05 },
      tax: { kind: "ppn", rate: 0.11, base: "price", label: "PPN 11%", baseLabel: "DPP" },
      currency: "IDR",
      money: rupiah.spaced,
      cell: rupiah.plain,
      dateStyle: "id",
      words: "id",
      notes: ["Barang yang sudah dibeli tidak dapat dikembalikan kecuali cacat produksi."],
      stamp: ["PT SUMBER MAKMUR ABADI", "JAKARTA BARAT"],
      output: "pdf",
      seed: 101,
    },
    {
      name: "Faktur_KTM-25-0042.pdf",
      language: "id",
      layout: "modern",
      title: "FAKTUR",
      seller: C.karyaTeknik,
      buyer: C.grahaNiaga,
      sellerNpwp: "16",
      buyerNpwp: "16",
      number: "KTM-25-0042",
      numberLabel: "No. Faktur",
      date: "2025-02-07",
      due: "2025-02-21",
      items: [
        {
          desc: "Jasa cuci AC split 1 PK",
          qty: 12,
          unit: "Unit",
          price: 85_000,
          note: "Lantai 5 dan 6, Wisma Niaga",
        },
        { desc: "Jasa isi freon R32", qty: 4, unit: "Unit", price: 350_000 },
        { desc: "Penggantian kapasitor 35 uF", qty: 2, unit: "Pcs", price: 175_000 },
        { desc: "Biaya transportasi teknisi", qty: 1, unit: "Ls", price: 150_000 },
      ],
      tax: {
        kind: "ppn",
        rate: 0.12,
        base: "11/12",
        label: "PPN 12%",
        baseLabel: "DPP Nilai Lain (11/12)",
      },
      currency: "IDR",
      money: rupiah.tightCents,
      cell: rupiah.plainCents,
      dateStyle: "dmy/",
      words: "id",
      notes: ["Pembayaran paling lambat 14 hari setelah tanggal faktur."],
      accent: "#0f6e6e",
      output: "pdf",
      seed: 102,
    },
    {
      name: "invoice_0087-INV-DKN-III-2025.pdf",
      language: "en",
      layout: "english",
      title: "INVOICE",
      seller: C.digitalKreasi,
      buyer: C.hotelSamudra,
      sellerNpwp: "16",
      buyerNpwp: "16",
      number: "0087/INV-DKN/III/2025",
      numberLabel: "Invoice No.",
      date: "2025-03-12",
      due: "2025-04-11",
      terms: "Net 30",
      items: [
        {
          desc: "Website redesign - milestone 2 of 3",
          qty: 1,
          unit: "Lot",
          price: 18_500_000,
          note: "UI design and front-end build, booking pages",
        },
        { desc: "Hosting and SSL certificate, 12 months", qty: 1, unit: "Year", price: 3_600_000 },
        {
          desc: "Content writing, English and Bahasa Indonesia",
          qty: 15,
          unit: "Page",
          price: 250_000,
        },
      ],
      discount: { amount: 1_000_000 },
      discountLabel: "Loyalty discount",
      tax: {
        kind: "ppn",
        rate: 0.12,
        base: "11/12",
        label: "VAT (PPN) 12%",
        baseLabel: "Tax base (DPP 11/12)",
      },
      currency: "IDR",
      money: rupiah.cents,
      cell: rupiah.plainCents,
      dateStyle: "en",
      words: "en",
      notes: [
        "Please quote the invoice number with your payment. Late payments may incur a charge of 2% per month.",
      ],
      signer: { name: "Rizky Pratama", role: "Chief Executive Officer" },
      output: "pdf",
      seed: 103,
    },
    {
      name: "LCP-INV-240918.pdf",
      language: "en",
      layout: "english",
      title: "TAX INVOICE",
      seller: C.lionCity,
      buyer: C.dapurPrima,
      number: "LCP-INV-240918",
      date: "2024-09-18",
      due: "2024-10-18",
      terms: "30 days",
      po: "DPN/PO/2408/112",
      items: [
        { desc: "Corrugated carton box 40x30x25 cm, 5-ply", qty: 2_000, unit: "pcs", price: 0.86 },
        { desc: "Printed sleeve, 2 colours", qty: 2_000, unit: "pcs", price: 0.42 },
        { desc: "Pallet wrapping and export packing", qty: 4, unit: "pallet", price: 38.5 },
        { desc: "Freight to Tanjung Priok (FOB Jurong)", qty: 1, unit: "lot", price: 420 },
      ],
      tax: { kind: "gst", rate: 0, label: "GST 0% (zero-rated export)" },
      currency: "SGD",
      money: sgd,
      cell: (n) => enNum(n),
      dateStyle: "en-short",
      words: "en",
      notes: [
        "Goods exported to Indonesia. All amounts in Singapore Dollars.",
        "Payment by telegraphic transfer; bank charges are for the payer's account.",
      ],
      signer: { name: "Tan Wei Ming", role: "Finance Manager" },
      output: "pdf",
      seed: 104,
    },
    {
      name: "Invoice-INV-3321.pdf",
      language: "en",
      layout: "modern",
      title: "INVOICE",
      seller: C.brightline,
      buyer: C.ciptaData,
      number: "INV-3321",
      numberLabel: "Invoice Number",
      date: "2025-03-01",
      due: "2025-03-31",
      items: [
        {
          desc: "Brightline Analytics - Team plan, annual",
          qty: 12,
          unit: "seat",
          price: 348,
          note: "Service period Mar 1, 2025 - Feb 28, 2026",
        },
        { desc: "Priority support add-on, annual", qty: 1, unit: "plan", price: 600 },
      ],
      discount: { rate: 0.1 },
      discountLabel: "Annual prepay discount (10%)",
      tax: { kind: "none" },
      currency: "USD",
      money: usd,
      cell: (n) => enNum(n),
      dateStyle: "en-us",
      notes: [
        "Pay by card at billing.brightlinecloud.example or by wire. Tax not collected: customer outside the United States.",
      ],
      accent: "#3b3b98",
      signer: { name: "Megan Ortiz", role: "Accounts Receivable" },
      output: "pdf",
      seed: 105,
    },
    {
      name: "scan_0012.pdf",
      language: "id",
      layout: "nota",
      title: "NOTA TAGIHAN",
      seller: C.berkahJaya,
      buyer: C.tunasHarapan,
      number: "0451",
      date: "2025-06-05",
      due: "2025-07-05",
      items: [
        { desc: "Semen Portland 50 kg", qty: 50, unit: "sak", price: 62_000 },
        { desc: "Besi beton 10 mm", qty: 40, unit: "btg", price: 78_500 },
        { desc: "Pasir cor", qty: 2, unit: "rit", price: 1_350_000 },
        { desc: "Cat tembok putih 25 kg", qty: 6, unit: "pail", price: 835_000 },
        { desc: "Ongkos kirim", qty: 1, unit: "kali", price: 150_000 },
      ],
      tax: { kind: "none" },
      currency: "IDR",
      money: rupiah.plain,
      cell: rupiah.plain,
      dateStyle: "dmy-",
      words: "id",
      notes: [
        "Barang sudah diterima dalam keadaan baik dan cukup. Pembayaran via transfer BRI 0341-01-002211-50-3 a.n. Haji Slamet.",
      ],
      signer: { name: "H. Slamet", role: "" },
      output: "scan-pdf",
      seed: 106,
    },
    {
      name: "INV-GNS-2024-0712.pdf",
      language: "id",
      layout: "kop",
      title: "FAKTUR PENJUALAN",
      seller: C.grahaNiaga,
      buyer: C.bogaRasa,
      sellerNpwp: "15",
      buyerNpwp: "15",
      number: "GNS/FP/2024/07/0712",
      numberLabel: "No. Faktur",
      date: "2024-07-12",
      due: "2024-08-11",
      po: "BRN-PO-24-0388",
      items: [
        { desc: "Meja kerja 140 x 70 cm, top HPL walnut", qty: 6, unit: "Unit", price: 2_150_000 },
        { desc: "Kursi kerja ergonomis, sandaran jaring", qty: 6, unit: "Unit", price: 1_875_000 },
        { desc: "Lemari arsip besi 4 laci", qty: 2, unit: "Unit", price: 3_200_000 },
        { desc: "Jasa pengiriman dan perakitan", qty: 1, unit: "Ls", price: 750_000 },
      ],
      discount: { amount: 500_000 },
      discountLabel: "Potongan Harga",
      tax: {
        kind: "ppn",
        rate: 0.11,
        base: "price",
        label: "PPN 11%",
        baseLabel: "Dasar Pengenaan Pajak",
      },
      currency: "IDR",
      money: rupiah.dash,
      cell: rupiah.plain,
      dateStyle: "dmy-",
      words: "id",
      accent: "#7a2e1f",
      output: "pdf",
      seed: 107,
    },
    {
      name: "tagihan-catering-januari-2025.pdf",
      language: "id",
      layout: "kop",
      title: "TAGIHAN",
      seller: C.dapurIbuSari,
      buyer: C.saranaLogistik,
      sellerNpwp: "15",
      number: "DIS/TGH/2025/01/017",
      numberLabel: "No. Tagihan",
      date: "2025-02-03",
      due: "2025-02-17",
      items: [
        {
          desc: "Makan siang karyawan, paket nasi box",
          qty: 990,
          unit: "Porsi",
          price: 25_000,
          note: "22 hari kerja x 45 porsi, 2-31 Januari 2025",
        },
        { desc: "Snack rapat (kue 3 macam + air mineral)", qty: 120, unit: "Kotak", price: 15_000 },
        {
          desc: "Tumpeng syukuran ulang tahun perusahaan",
          qty: 1,
          unit: "Paket",
          price: 1_250_000,
        },
      ],
      tax: { kind: "pb1", rate: 0.1, label: "PBJT Makanan dan Minuman 10%" },
      currency: "IDR",
      money: rupiah.spaced,
      cell: rupiah.plain,
      dateStyle: "id",
      words: "id",
      notes: ["Jasa boga dikenakan PBJT (pajak daerah), bukan PPN."],
      font: "serif",
      accent: "#8a5a00",
      output: "pdf",
      seed: 108,
    },
    {
      name: "IMG_20250415_101522.jpg",
      language: "id",
      layout: "kop",
      title: "INVOICE",
      seller: C.mitraKemasan,
      buyer: C.rasaNusantara,
      sellerNpwp: "16",
      buyerNpwp: "16",
      number: "MKS/INV/25/04/118",
      date: "2025-04-15",
      due: "2025-05-15",
      terms: "30 hari",
      items: [
        { desc: "Standing pouch kraft 250 g + zipper", qty: 5_000, unit: "Pcs", price: 1_350 },
        { desc: "Standing pouch kraft 500 g + zipper", qty: 3_000, unit: "Pcs", price: 1_780 },
        { desc: "Cetak label stiker 2 warna", qty: 8_000, unit: "Lembar", price: 320 },
      ],
      tax: {
        kind: "ppn",
        rate: 0.12,
        base: "11/12",
        label: "PPN 12%",
        baseLabel: "DPP Nilai Lain 11/12",
      },
      currency: "IDR",
      money: rupiah.spaced,
      cell: rupiah.plain,
      dateStyle: "dmy/",
      words: "id",
      accent: "#2d6a2d",
      output: "photo",
      seed: 109,
    },
    {
      name: "scan-invoice-20240822.png",
      language: "id",
      layout: "modern",
      title: "INVOICE",
      seller: C.cahayaElektrik,
      buyer: C.sumberMakmur,
      sellerNpwp: "15",
      buyerNpwp: "15",
      number: "CEP-2408-0077",
      date: "2024-08-22",
      due: "2024-09-05",
      items: [
        { desc: "Kabel NYM 3 x 2,5 mm (roll 50 m)", qty: 6, unit: "Roll", price: 1_150_000 },
        { desc: "MCB 1 fasa 16 A", qty: 12, unit: "Pcs", price: 68_000 },
        { desc: "Lampu LED panel 18 W", qty: 40, unit: "Pcs", price: 95_000 },
        { desc: "Jasa instalasi listrik gudang", qty: 1, unit: "Ls", price: 4_500_000 },
      ],
      discount: { rate: 0.03 },
      tax: { kind: "ppn", rate: 0.11, base: "price", label: "PPN 11%" },
      currency: "IDR",
      money: rupiah.spaced,
      cell: rupiah.plain,
      dateStyle: "id-short",
      notes: ["Garansi instalasi 3 bulan. Mohon cantumkan nomor invoice pada berita transfer."],
      accent: "#444444",
      output: "scan-png",
      seed: 110,
    },
    {
      name: "INV_2025_0931_Sinar_Terang.pdf",
      language: "id",
      layout: "kop",
      title: "INVOICE",
      seller: C.sinarTerang,
      buyer: C.dapurPrima,
      sellerNpwp: "16",
      buyerNpwp: "16",
      number: "STL-INV/2025/05/0931",
      date: "2025-05-20",
      due: "2025-06-19",
      terms: "30 hari",
      items: [
        {
          desc: "Trucking Cikarang - Surabaya, CDD box",
          qty: 3,
          unit: "Rit",
          price: 6_800_000,
          note: "SJ 2505-1142, 2505-1143, 2505-1150",
        },
        { desc: "Trucking Cikarang - Semarang, CDE box", qty: 2, unit: "Rit", price: 3_900_000 },
        { desc: "Biaya bongkar muat", qty: 5, unit: "Kali", price: 350_000 },
      ],
      tax: { kind: "ppn", rate: 0.11, base: "price", label: "PPN 11%" },
      currency: "IDR",
      money: rupiah.tight,
      cell: rupiah.plain,
      dateStyle: "id",
      words: "id",
      notes: ["Klaim kerusakan barang paling lambat 3 x 24 jam setelah barang diterima."],
      accent: "#b03a2e",
      output: "pdf",
      seed: 111,
    },
    {
      name: "MCP-2311-INV-0456.pdf",
      language: "id",
      layout: "modern",
      title: "INVOICE",
      seller: C.mediaCetak,
      buyer: C.mitraKreatif,
      sellerNpwp: "15",
      buyerNpwp: "15",
      number: "MCP/2311/INV/0456",
      date: "2023-11-28",
      due: "2023-12-12",
      items: [
        { desc: "Cetak brosur A4 art paper 150 g, 2 sisi", qty: 5_000, unit: "Lbr", price: 1_450 },
        { desc: "Cetak kartu nama, laminasi doff", qty: 20, unit: "Box", price: 45_000 },
        { desc: "Cetak X-banner 60 x 160 cm + rangka", qty: 4, unit: "Pcs", price: 185_000 },
      ],
      discount: { rate: 0.1 },
      tax: { kind: "ppn", rate: 0.11, base: "price", label: "PPN (11%)" },
      currency: "IDR",
      money: rupiah.spaced,
      cell: rupiah.plain,
      dateStyle: "dmy.",
      words: "id",
      notes: ["Harga sudah termasuk desain sederhana dan 1 kali revisi."],
      accent: "#6a1b9a",
      output: "pdf",
      seed: 112,
    },
    {
      name: "INV-SAK-2203-0418.pdf",
      language: "id",
      layout: "kop",
      title: "INVOICE",
      seller: C.sentosaKimia,
      buyer: C.mitraKemasan,
      sellerNpwp: "15",
      buyerNpwp: "15",
      number: "SAK/2203/0418",
      date: "2022-03-15",
      due: "2022-04-14",
      terms: "30 hari",
      items: [
        { desc: "Tinta flexo water based, cyan", qty: 120, unit: "Kg", price: 48_500 },
        { desc: "Tinta flexo water based, magenta", qty: 120, unit: "Kg", price: 51_000 },
        { desc: "Solvent pembersih IPA 99%", qty: 10, unit: "Jerigen", price: 615_000 },
      ],
      tax: { kind: "ppn", rate: 0.1, base: "price", label: "PPN 10%" },
      currency: "IDR",
      money: rupiah.cents,
      cell: rupiah.plainCents,
      dateStyle: "id",
      words: "id",
      font: "serif",
      output: "pdf",
      seed: 113,
    },
  ];
  return specs.map(invoiceDoc);
}

export function fakturPajak(): Doc[] {
  const specs: FakturSpec[] = [
    {
      name: "FP-010.000-24.38214567.pdf",
      system: "efaktur",
      number: "010.000-24.38214567",
      seller: C.sumberMakmur,
      buyer: C.berkahTeknik,
      date: "2024-10-14",
      place: "KOTA ADM. JAKARTA BARAT",
      items: [
        { desc: "Kertas HVS A4 80 gsm", qty: 20, unit: "Rim", price: 52_500 },
        { desc: "Tinta printer hitam 70 ml", qty: 8, unit: "Botol", price: 125_000 },
        { desc: "Map plastik kancing folio", qty: 50, unit: "Pcs", price: 4_500 },
        { desc: "Ordner 7 cm", qty: 24, unit: "Pcs", price: 27_500 },
        { desc: "Pulpen gel 0,5 mm (isi 12)", qty: 10, unit: "Kotak", price: 42_000 },
      ],
      discount: 167_750,
      rate: 0.11,
      base: "price",
      signer: "Hendra Gunawan",
      output: "pdf",
      seed: 201,
    },
    {
      name: "faktur-pajak-GNS-juni-2023.pdf",
      system: "efaktur",
      number: "010.000-23.51023874",
      seller: C.grahaNiaga,
      buyer: C.hotelSamudra,
      date: "2023-06-20",
      place: "KOTA ADM. JAKARTA SELATAN",
      items: [
        { desc: "Sofa lobby 3 dudukan, kain bludru", qty: 4, unit: "Unit", price: 8_750_000 },
        { desc: "Meja kopi marmer 120 cm", qty: 2, unit: "Unit", price: 4_300_000 },
      ],
      rate: 0.11,
      base: "price",
      signer: "Lukas Tanoto",
      output: "pdf",
      seed: 202,
    },
    {
      name: "FP_SAK_2203_0418.pdf",
      system: "efaktur",
      number: "010.000-22.11245780",
      seller: C.sentosaKimia,
      buyer: C.mitraKemasan,
      date: "2022-03-15",
      place: "KOTA SURABAYA",
      items: [
        { desc: "Tinta flexo water based, cyan", qty: 120, unit: "Kg", price: 48_500 },
        { desc: "Tinta flexo water based, magenta", qty: 120, unit: "Kg", price: 51_000 },
        { desc: "Solvent pembersih IPA 99%", qty: 10, unit: "Jerigen", price: 615_000 },
      ],
      rate: 0.1,
      base: "price",
      signer: "Linda Kusumawati",
      output: "scan-pdf",
      seed: 203,
    },
    {
      name: "04002500031567234.pdf",
      system: "coretax",
      number: "04002500031567234",
      seller: C.karyaTeknik,
      buyer: C.grahaNiaga,
      buyerEmail: "ap@grahaniaga.co.id",
      date: "2025-02-07",
      place: "KOTA BEKASI",
      items: [
        { desc: "Jasa cuci AC split 1 PK", qty: 12, unit: "Unit", price: 85_000 },
        { desc: "Jasa isi freon R32", qty: 4, unit: "Unit", price: 350_000 },
        { desc: "Penggantian kapasitor 35 uF", qty: 2, unit: "Pcs", price: 175_000 },
        { desc: "Biaya transportasi teknisi", qty: 1, unit: "Ls", price: 150_000 },
      ],
      rate: 0.12,
      base: "11/12",
      signer: "Sutrisno",
      reference: "KTM-25-0042",
      output: "pdf",
      seed: 204,
    },
    {
      name: "scan-faktur-pajak-mks-april.png",
      system: "coretax",
      number: "04002500112233445",
      seller: C.mitraKemasan,
      buyer: C.rasaNusantara,
      date: "2025-04-15",
      place: "KABUPATEN TANGERANG",
      items: [
        { desc: "Standing pouch kraft 250 g + zipper", qty: 5_000, unit: "Piece", price: 1_350 },
        { desc: "Standing pouch kraft 500 g + zipper", qty: 3_000, unit: "Piece", price: 1_780 },
        { desc: "Cetak label stiker 2 warna", qty: 8_000, unit: "Lembar", price: 320 },
      ],
      rate: 0.12,
      base: "11/12",
      signer: "Wirawan Santoso",
      reference: "MKS/INV/25/04/118",
      output: "scan-png",
      seed: 205,
    },
    {
      name: "Faktur Pajak 04002500204578912.pdf",
      system: "coretax",
      number: "04002500204578912",
      seller: C.sinarTerang,
      buyer: C.dapurPrima,
      buyerEmail: "finance@dapurprima.co.id",
      date: "2025-05-20",
      place: "KOTA ADM. JAKARTA TIMUR",
      items: [
        {
          desc: "Jasa angkutan Cikarang - Surabaya, CDD box",
          qty: 3,
          unit: "Rit",
          price: 6_800_000,
        },
        {
          desc: "Jasa angkutan Cikarang - Semarang, CDE box",
          qty: 2,
          unit: "Rit",
          price: 3_900_000,
        },
        { desc: "Jasa bongkar muat", qty: 5, unit: "Kali", price: 350_000 },
      ],
      rate: 0.12,
      base: "11/12",
      signer: "Robert Sihombing",
      reference: "STL-INV/2025/05/0931",
      output: "pdf",
      seed: 206,
    },
  ];
  return specs.map(fakturDoc);
}
