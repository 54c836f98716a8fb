/** Billing statements: monthly bills (internet, water, phone, building) and statements of account. */
import { C } from "./companies.ts";
import type { Company } from "./companies.ts";
import { computeAmounts } from "./invoices.ts";
import type { Item } from "./invoices.ts";
import { enNum, fmtDate, idNum, npwp } from "./format.ts";
import { keyValues, table } from "./layout.ts";
import type { Doc } from "./model.ts";
import { drawQr } from "./model.ts";
import type { Style } from "./render.ts";
import { A4, Sheet } from "./render.ts";

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

function amountRows(
  s: Sheet,
  labelX: number,
  right: number,
  rows: Array<[string, string, Style?]>,
  style: Style = {},
) {
  for (const [label, value, rowStyle] of rows) {
    s.row(
      [
        [labelX, label],
        [right, value, { align: "right" }],
      ],
      { ...style, ...rowStyle },
    );
  }
}

function internetBill(): Doc {
  const isp: Company = {
    name: "PT Jaringan Data Nusantara",
    address: [
      "Gedung Cyber 3 Lt. 9, Jl. Kuningan Barat Raya No. 8",
      "Mampang Prapatan, Jakarta Selatan 12710",
    ],
    city: "Jakarta Selatan",
    npwp: npwp("02871354", "056"),
  };
  const items: Item[] = [
    { desc: "Internet Dedicated 50 Mbps (1:1)", qty: 1, unit: "bln", price: 1_650_000 },
    { desc: "Sewa IP Publik /29", qty: 1, unit: "bln", price: 250_000 },
    { desc: "Sewa perangkat router", qty: 1, unit: "bln", price: 75_000 },
  ];
  const a = computeAmounts(
    items,
    undefined,
    { kind: "ppn", rate: 0.12, base: "11/12", label: "" },
    "IDR",
  );
  const previous = 2_168_300;
  const s = new Sheet({
    style: { font: "sans", size: 9 },
    margin: { top: 0, bottom: 50, left: 46, right: 46 },
  });
  s.rect(0, 0, A4.width, 70, { fill: "#c0392b" });
  s.text(s.left, 34, "JDN", { bold: true, size: 24, color: "#ffffff" });
  s.text(s.left + 66, 30, isp.name, { bold: true, size: 11, color: "#ffffff" });
  s.text(s.left + 66, 44, "Internet untuk Bisnis  |  Layanan Pelanggan 1500-536", {
    size: 8,
    color: "#ffe6e3",
  });
  s.text(s.right, 38, "TAGIHAN LAYANAN", {
    bold: true,
    size: 16,
    color: "#ffffff",
    align: "right",
  });
  s.y = 90;
  const top = s.y;
  s.text(s.left, top + 10, C.ciptaData.name, { bold: true, size: 10 });
  C.ciptaData.address.forEach((text, index) => s.text(s.left, top + 22 + index * 11, text));
  s.text(s.left, top + 44, "Up. Bagian Keuangan");
  keyValues(
    s,
    320,
    82,
    [
      ["Nomor Tagihan", "JDN/2505/0012873"],
      ["ID Pelanggan", "1200458821"],
      ["Periode Layanan", "01 Mei 2025 - 31 Mei 2025"],
      ["Tanggal Tagihan", "01 Juni 2025"],
      ["Jatuh Tempo", "20 Juni 2025"],
    ],
    { size: 9 },
    top,
    { bold: true },
  );
  s.y = top + 86;
  s.say("RINGKASAN TAGIHAN", { bold: true, size: 10, color: "#c0392b" });
  s.rule(0.6);
  s.space(4);
  const R = s.right;
  amountRows(s, s.left, R, [
    ["Tagihan sebelumnya", idNum(previous)],
    ["Pembayaran diterima 15/05/2025, terima kasih", `-${idNum(previous)}`],
    ["Sisa tagihan sebelumnya", "0"],
  ]);
  s.space(8);
  s.say("RINCIAN TAGIHAN BULAN INI", { bold: true, size: 10, color: "#c0392b" });
  s.rule(0.6);
  s.space(4);
  amountRows(
    s,
    s.left,
    R,
    items.map((item): [string, string] => [item.desc, idNum(item.price)]),
  );
  s.rule(0.3);
  s.space(2);
  amountRows(s, s.left + 220, R, [
    ["Jumlah sebelum pajak", idNum(a.subtotal)],
    ["DPP Nilai Lain (11/12)", idNum(a.dpp)],
    ["PPN 12%", idNum(a.tax)],
    ["Total Tagihan Bulan Ini", idNum(a.total), { bold: true }],
  ]);
  s.space(6);
  s.rect(s.left, s.y, R - s.left, 30, { fill: "#fdecea" });
  s.text(s.left + 10, s.y + 19, "TOTAL YANG HARUS DIBAYAR", { bold: true, size: 11 });
  s.text(R - 10, s.y + 19, `Rp ${idNum(a.total)}`, { bold: true, size: 13, align: "right" });
  s.y += 44;
  s.say("Cara pembayaran", { bold: true });
  s.para(
    "Virtual Account BCA 39012 1200458821 atau Virtual Account Mandiri 88908 1200458821 a.n. PT Jaringan Data Nusantara. Pembayaran setelah jatuh tempo dapat mengakibatkan isolir layanan.",
    { after: 6 },
  );
  s.say(`NPWP ${isp.name}: ${isp.npwp!.digits16}`, { size: 8, color: "#555555" });
  s.say(isp.address.join(", "), { size: 8, color: "#555555" });
  return {
    name: "Tagihan_Internet_Mei2025_1200458821.pdf",
    type: "billing statement",
    language: "id",
    fields: {
      vendor: isp.name,
      document_number: "JDN/2505/0012873",
      date: "2025-06-01",
      due_date: "2025-06-20",
      total_amount: a.total,
      currency: "IDR",
      subtotal: a.subtotal,
      tax_amount: a.tax,
      tax_rate: 0.12,
      tax_type_name: "PPN",
      seller_npwp: isp.npwp!.digits16,
    },
    output: { kind: "pdf", pages: s.finish(), title: "Tagihan Layanan JDN/2505/0012873" },
  };
}

function waterBill(): Doc {
  const s = new Sheet({
    width: 420,
    height: 560,
    style: { font: "sans", size: 8.5 },
    margin: { top: 26, bottom: 26, left: 26, right: 26 },
  });
  s.rect(s.left, s.y, 34, 34, { stroke: "#1a5276", width: 1.5 });
  s.text(s.left + 17, s.y + 22, "TAK", { bold: true, size: 10, align: "center", color: "#1a5276" });
  s.text(s.left + 44, s.y + 12, "PERUMDA AIR MINUM TIRTA ARTA KENCANA", {
    bold: true,
    size: 10,
    color: "#1a5276",
  });
  s.text(s.left + 44, s.y + 24, "Jl. Pajajaran No. 211, Bogor  -  Call Center (0251) 832 4411", {
    size: 7,
  });
  s.y += 46;
  s.say("REKENING AIR / TAGIHAN BULANAN", { align: "center", bold: true, size: 11 });
  s.space(4);
  const top = s.y;
  keyValues(
    s,
    s.left,
    82,
    [
      ["No. Tagihan", "RA-202503-0412033"],
      ["ID Pelanggan", "04.12.0331"],
      ["Nama", "CV TUNAS HARAPAN MANDIRI"],
      ["Alamat", "JL. PAHLAWAN NO. 23, SEMPUR"],
      ["Golongan", "NIAGA KECIL (3A)"],
      ["Bulan Rekening", "MARET 2025"],
    ],
    {},
    top,
    { bold: true },
  );
  s.y = top + 6 * 12 + 10;
  const L = s.left;
  const R = s.right;
  table(
    s,
    [
      { title: "Stand Lalu", left: L, right: L + 92, align: "center" },
      { title: "Stand Kini", left: L + 92, right: L + 184, align: "center" },
      { title: "Pemakaian (m3)", left: L + 184, right: R, align: "center" },
    ],
    [["2.314", "2.351", "37"]],
    { ruled: true },
  );
  s.space(8);
  const blocks: Array<[string, number, number]> = [
    ["Blok I  (0 - 10 m3)", 10, 6_800],
    ["Blok II (11 - 20 m3)", 10, 8_500],
    ["Blok III (> 20 m3)", 17, 10_200],
  ];
  const water = blocks.map(([, m3, price]) => m3 * price);
  const fees: Array<[string, number]> = [
    ["Biaya Administrasi", 15_000],
    ["Pemeliharaan Meter", 5_000],
  ];
  const total = sum(water) + sum(fees.map(([, fee]) => fee));
  table(
    s,
    [
      { title: "Uraian", left: L, right: L + 170 },
      { title: "Volume", left: L + 170, right: L + 225, align: "right" },
      { title: "Tarif", left: L + 225, right: L + 290, align: "right" },
      { title: "Jumlah (Rp)", left: L + 290, right: R, align: "right" },
    ],
    [
      ...blocks.map(([label, m3, price], index) => [
        label,
        `${m3} m3`,
        idNum(price),
        idNum(water[index]!),
      ]),
      ...fees.map(([label, fee]) => [label, "", "", idNum(fee)]),
    ],
    { ruled: true },
  );
  s.space(4);
  amountRows(s, L + 170, R - 4, [
    ["TOTAL TAGIHAN", `Rp ${idNum(total)}`, { bold: true, size: 10.5 }],
  ]);
  s.space(6);
  s.rect(L, s.y, R - L, 34, { stroke: "#000000", width: 0.8 });
  s.text(L + 8, s.y + 14, "BAYAR SEBELUM TANGGAL : 20-04-2025", { bold: true, size: 9.5 });
  s.text(L + 8, s.y + 27, "Denda keterlambatan Rp 10.000 berlaku setelah tanggal tersebut.", {
    size: 7.5,
  });
  s.y += 44;
  s.say("Tanggal cetak: 05-04-2025    Loket: Kantor Pelayanan Sempur", { size: 7.5 });
  s.say("Pembayaran dapat dilakukan di bank, kantor pos, minimarket dan aplikasi dompet digital.", {
    size: 7.5,
  });
  return {
    name: "rekening-air-maret-2025.png",
    type: "billing statement",
    language: "id",
    fields: {
      vendor: "Perumda Air Minum Tirta Arta Kencana",
      document_number: "RA-202503-0412033",
      date: "2025-04-05",
      due_date: "2025-04-20",
      total_amount: total,
      currency: "IDR",
    },
    output: { kind: "scan-png", page: s.finish()[0]!, dpi: 170, colours: 16 },
  };
}

function straitsSoa(): Doc {
  const vendor = "Straits Marine Logistics Pte. Ltd.";
  const s = new Sheet({
    style: { font: "sans", size: 9 },
    margin: { top: 50, bottom: 50, left: 50, right: 50 },
  });
  s.say(vendor, { bold: true, size: 14, color: "#154360" });
  s.say("10 Pandan Crescent, #03-08, Singapore 128466  |  UEN 201708812W", { size: 8 });
  s.say("Tel +65 6777 3120  |  ar@straitsmarine.example", { size: 8 });
  s.space(12);
  s.say("STATEMENT OF ACCOUNT", { bold: true, size: 16 });
  s.space(6);
  const top = s.y;
  s.text(s.left, top + 9, "To:", { bold: true });
  [C.dapurPrima.name, ...C.dapurPrima.address, "Indonesia", "Attn: Accounts Payable"].forEach(
    (text, index) => s.text(s.left, top + 21 + index * 11, text, { bold: index === 0 }),
  );
  keyValues(
    s,
    340,
    80,
    [
      ["Statement No.", "SML-SOA-2505-044"],
      ["Statement Date", "31/05/2025"],
      ["Account No.", "C-ID-0317"],
      ["Currency", "USD"],
      ["Terms", "30 days"],
    ],
    {},
    top,
  );
  s.y = top + 90;
  const L = s.left;
  const R = s.right;
  const rows: Array<[string, string, string, number, number]> = [
    ["01/05/2025", "", "Balance brought forward", 1_850, 0],
    ["06/05/2025", "INV-SML-25-0611", "Ocean freight SIN-JKT 1 x 20' FCL", 2_980, 0],
    ["12/05/2025", "RCPT-25-0412", "Payment received - thank you", 0, 1_850],
    ["19/05/2025", "INV-SML-25-0688", "Ocean freight SIN-JKT LCL 4.2 cbm", 1_265.5, 0],
    ["27/05/2025", "INV-SML-25-0731", "Documentation, THC and BL fee", 2_000, 0],
  ];
  let balance = 0;
  const cells = rows.map(([date, ref, desc, debit, credit]) => {
    balance = Math.round((balance + debit - credit) * 100) / 100;
    return [
      date,
      ref,
      desc,
      debit ? enNum(debit) : "",
      credit ? `(${enNum(credit)})` : "",
      enNum(balance),
    ];
  });
  table(
    s,
    [
      { title: "Date", left: L, right: L + 62 },
      { title: "Reference", left: L + 62, right: L + 150 },
      { title: "Description", left: L + 150, right: L + 320 },
      { title: "Debit", left: L + 320, right: L + 375, align: "right" },
      { title: "Credit", left: L + 375, right: L + 435, align: "right" },
      { title: "Balance", left: L + 435, right: R, align: "right" },
    ],
    cells,
    { headerFill: "#d6eaf8" },
  );
  s.space(10);
  table(
    s,
    [
      { title: "Current", left: L, right: L + 99, align: "right" },
      { title: "1-30 days", left: L + 99, right: L + 198, align: "right" },
      { title: "31-60 days", left: L + 198, right: L + 297, align: "right" },
      { title: "61-90 days", left: L + 297, right: L + 396, align: "right" },
      { title: "Over 90 days", left: L + 396, right: R, align: "right" },
    ],
    [[enNum(balance), "0.00", "0.00", "0.00", "0.00"]],
    { ruled: true },
  );
  s.space(10);
  s.rect(L + 250, s.y, R - L - 250, 26, { fill: "#154360" });
  s.text(L + 260, s.y + 17, "BALANCE DUE", { bold: true, size: 10, color: "#ffffff" });
  s.text(R - 10, s.y + 17, `USD ${enNum(balance)}`, {
    bold: true,
    size: 11,
    color: "#ffffff",
    align: "right",
  });
  s.y += 38;
  s.para(
    "Please remit the balance due by 30 June 2025 to DBS Bank Ltd, account 003-928817-3 (USD), SWIFT DBSSSGSG, quoting the statement number. If payment has already been made, please disregard this statement.",
    { after: 4 },
  );
  return {
    name: "SOA-SML-2505-044.pdf",
    type: "billing statement",
    language: "en",
    fields: {
      vendor,
      document_number: "SML-SOA-2505-044",
      date: "2025-05-31",
      due_date: "2025-06-30",
      total_amount: balance,
      currency: "USD",
    },
    output: { kind: "pdf", pages: s.finish(), title: "Statement of Account SML-SOA-2505-044" },
  };
}

function sentosaSoa(): Doc {
  const seller = C.sentosaKimia;
  const s = new Sheet({
    style: { font: "serif", size: 9.5 },
    margin: { top: 48, bottom: 48, left: 50, right: 50 },
  });
  s.say(seller.name.toUpperCase(), { bold: true, size: 15, align: "center" });
  s.say(`${seller.address.join(", ")}  |  Telp. ${seller.phone}`, { size: 8, align: "center" });
  s.say(`NPWP ${seller.npwp.printed15}  |  ${seller.email}`, { size: 8, align: "center" });
  s.line(s.left, s.y + 2, s.right, s.y + 2, 1.4);
  s.space(14);
  s.say("LAPORAN TAGIHAN (STATEMENT OF ACCOUNT)", { bold: true, size: 12, align: "center" });
  s.space(6);
  const top = s.y;
  const left = keyValues(
    s,
    s.left,
    70,
    [
      ["Kepada", C.tunasHarapan.name],
      ["Alamat", C.tunasHarapan.address.join(", ")],
    ],
    {},
    top,
    {},
    200,
  );
  keyValues(
    s,
    360,
    50,
    [
      ["Nomor", "SOA/SAK/2504/027"],
      ["Per", "30 April 2025"],
    ],
    {},
    top,
  );
  s.y = Math.max(left, top + 34) + 4;
  s.para(
    "Dengan hormat, bersama ini kami sampaikan rincian faktur yang belum dilunasi per tanggal 30 April 2025 sebagai berikut:",
    { after: 6 },
  );
  const L = s.left;
  const R = s.right;
  const open: Array<[string, string, string, number, number]> = [
    ["SAK/2502/0377", "2025-02-10", "2025-03-12", 8_925_000, 4_000_000],
    ["SAK/2503/0402", "2025-03-06", "2025-04-05", 12_487_500, 0],
    ["SAK/2503/0431", "2025-03-27", "2025-04-26", 5_661_000, 0],
    ["SAK/2504/0455", "2025-04-17", "2025-05-17", 9_768_000, 0],
  ];
  const asOf = Date.UTC(2025, 3, 30);
  const rows = open.map(([number, date, due, amount, paid]) => {
    const [y, m, d] = due.split("-").map(Number) as [number, number, number];
    const overdue = Math.round((asOf - Date.UTC(y, m - 1, d)) / 86_400_000);
    return [
      number,
      fmtDate(date, "dmy/"),
      fmtDate(due, "dmy/"),
      idNum(amount),
      paid ? idNum(paid) : "-",
      idNum(amount - paid),
      overdue > 0 ? `${overdue}` : "-",
    ];
  });
  const outstanding = sum(open.map(([, , , amount, paid]) => amount - paid));
  table(
    s,
    [
      { title: "No. Faktur", left: L, right: L + 88 },
      { title: "Tgl. Faktur", left: L + 88, right: L + 150, align: "center" },
      { title: "Jatuh Tempo", left: L + 150, right: L + 215, align: "center" },
      { title: "Nilai (Rp)", left: L + 215, right: L + 285, align: "right" },
      { title: "Dibayar (Rp)", left: L + 285, right: L + 355, align: "right" },
      { title: "Sisa (Rp)", left: L + 355, right: L + 425, align: "right" },
      { title: "Lewat\n(hari)", left: L + 425, right: R, align: "center" },
    ],
    rows,
    { ruled: true, style: { size: 8.5 } },
  );
  s.space(4);
  amountRows(s, L + 215, L + 421, [
    ["TOTAL SISA TAGIHAN", `Rp ${idNum(outstanding)}`, { bold: true }],
  ]);
  s.space(8);
  s.para(
    "Mohon agar seluruh sisa tagihan tersebut dapat dilunasi paling lambat tanggal 15 Mei 2025 melalui transfer ke rekening Bank BCA KCU Rungkut No. 088-120-5566 a.n. PT Sentosa Abadi Kimia. Apabila Bapak/Ibu telah melakukan pembayaran, mohon abaikan surat ini dan kirimkan bukti transfer ke ar@sentosakimia.co.id.",
    { justify: true, after: 8 },
  );
  s.say("Atas perhatian dan kerja samanya kami ucapkan terima kasih.");
  s.space(14);
  s.say("Hormat kami,");
  s.space(36);
  s.say("Linda Kusumawati", { bold: true });
  s.say("Credit Control");
  return {
    name: "Statement_SAK_CV-Tunas-Harapan_April-2025.pdf",
    type: "billing statement",
    language: "id",
    fields: {
      vendor: seller.name,
      document_number: "SOA/SAK/2504/027",
      date: "2025-04-30",
      due_date: "2025-05-15",
      total_amount: outstanding,
      currency: "IDR",
      seller_npwp: seller.npwp.digits15,
    },
    output: { kind: "pdf", pages: s.finish(), title: "Statement of Account SOA/SAK/2504/027" },
  };
}

function postpaidBill(): Doc {
  const vendor = "PT Selular Prima Nusantara";
  const items: Item[] = [
    { desc: "Biaya langganan Paket Bisnis 150 GB", qty: 1, unit: "", price: 250_000 },
    { desc: "Kelebihan pemakaian data (2 GB)", qty: 1, unit: "", price: 30_000 },
    { desc: "Panggilan ke operator lain (37 menit)", qty: 1, unit: "", price: 18_500 },
    { desc: "SMS (16 pesan)", qty: 1, unit: "", price: 3_200 },
  ];
  const a = computeAmounts(
    items,
    undefined,
    { kind: "ppn", rate: 0.11, base: "price", label: "" },
    "IDR",
  );
  const s = new Sheet({
    style: { font: "sans", size: 9 },
    margin: { top: 40, bottom: 40, left: 44, right: 44 },
  });
  s.rect(s.left, s.y, s.inner, 46, { fill: "#6c3483" });
  s.text(s.left + 12, s.y + 20, "prima", { bold: true, size: 18, color: "#ffffff" });
  s.text(s.left + 12, s.y + 35, "Selular Prima Nusantara", { size: 8, color: "#f4ecf7" });
  s.text(s.right - 12, s.y + 28, "TAGIHAN PASCABAYAR", {
    bold: true,
    size: 13,
    color: "#ffffff",
    align: "right",
  });
  s.y += 62;
  const top = s.y;
  keyValues(
    s,
    s.left,
    80,
    [
      ["Nama", "PT BOGA RASA NUSANTARA"],
      ["Nomor HP", "0812-8890-4412"],
      ["Akun", "Korporat 7710023"],
    ],
    {},
    top,
  );
  keyValues(
    s,
    320,
    78,
    [
      ["No. Tagihan", "SPN-2410-88904412"],
      ["Periode", "21 Sep - 20 Okt 2024"],
      ["Tgl. Tagihan", "25 Okt 2024"],
      ["Jatuh Tempo", "10 Nov 2024"],
    ],
    {},
    top,
    { bold: true },
  );
  s.y = top + 58;
  s.rect(s.left, s.y, s.inner, 40, { fill: "#f4ecf7" });
  s.text(s.left + 12, s.y + 16, "Total Tagihan Anda", { size: 9 });
  s.text(s.left + 12, s.y + 32, `Rp${idNum(a.total)}`, { bold: true, size: 16, color: "#6c3483" });
  s.text(s.right - 12, s.y + 24, "Bayar sebelum 10 Nov 2024", {
    bold: true,
    size: 9.5,
    align: "right",
  });
  s.y += 54;
  s.say("Rincian Tagihan", { bold: true, size: 10 });
  s.rule(0.5);
  s.space(3);
  amountRows(
    s,
    s.left,
    s.right,
    items.map((item): [string, string] => [item.desc, idNum(item.price)]),
  );
  s.rule(0.3);
  s.space(3);
  amountRows(s, s.left + 200, s.right, [
    ["Subtotal", idNum(a.subtotal)],
    ["PPN 11%", idNum(a.tax)],
    ["Total Tagihan", idNum(a.total), { bold: true }],
  ]);
  s.space(10);
  s.say("Bayar dengan mudah", { bold: true });
  s.para(
    "Scan QRIS di samping, atau transfer ke Virtual Account BNI 8808 0812 8890 4412. Layanan dapat terblokir sementara jika tagihan belum dibayar 14 hari setelah jatuh tempo.",
    { width: s.inner - 90 },
  );
  drawQr(s, s.right - 70, s.y - 46, 66, 501);
  s.space(16);
  s.say(
    `${vendor}  -  NPWP ${npwp("01695823", "091").printed15}  -  Menara Prima, Jl. H.R. Rasuna Said Kav. C-5, Jakarta`,
    { size: 7, color: "#666666" },
  );
  return {
    name: "IMG_20241027_090314.jpg",
    type: "billing statement",
    language: "id",
    fields: {
      vendor,
      document_number: "SPN-2410-88904412",
      date: "2024-10-25",
      due_date: "2024-11-10",
      total_amount: a.total,
      currency: "IDR",
      subtotal: a.subtotal,
      tax_amount: a.tax,
      tax_rate: 0.11,
      tax_type_name: "PPN",
      seller_npwp: npwp("01695823", "091").digits15,
    },
    output: {
      kind: "photo",
      page: s.finish()[0]!,
      dpi: 130,
      width: 1200,
      height: 1600,
      angle: 2.2,
      quality: 70,
      table: ["#9aa3a8", "#6f777c"],
    },
  };
}

function buildingBill(): Doc {
  const vendor: Company = {
    name: "PT Graha Perkantoran Mandiri",
    address: [
      "Menara Mandiri Kuningan, Jl. H.R. Rasuna Said Kav. B-12",
      "Setiabudi, Jakarta Selatan 12920",
    ],
    city: "Jakarta Selatan",
    npwp: npwp("01337592", "063"),
  };
  const items: Item[] = [
    { desc: "Service charge (150 m2 x Rp 95.000)", qty: 150, unit: "m2", price: 95_000 },
    { desc: "Listrik unit: 2.140 kWh", qty: 2_140, unit: "kWh", price: 1_700 },
    { desc: "Air bersih: 18 m3", qty: 18, unit: "m3", price: 19_500 },
    { desc: "Parkir member kendaraan roda 4", qty: 2, unit: "kartu", price: 450_000 },
  ];
  const a = computeAmounts(
    items,
    undefined,
    { kind: "ppn", rate: 0.12, base: "11/12", label: "" },
    "IDR",
  );
  const s = new Sheet({
    style: { font: "sans", size: 9 },
    margin: { top: 46, bottom: 46, left: 50, right: 50 },
  });
  s.say(vendor.name, { bold: true, size: 13 });
  s.say("Building Management - Menara Mandiri Kuningan", { size: 8.5, italic: true });
  for (const text of vendor.address) s.say(text, { size: 8 });
  s.say(`NPWP: ${vendor.npwp!.digits16}`, { size: 8 });
  s.line(s.left, s.y + 2, s.right, s.y + 2, 0.8);
  s.space(14);
  s.say("TAGIHAN SERVICE CHARGE DAN UTILITAS", { bold: true, size: 12, align: "center" });
  s.space(6);
  const top = s.y;
  keyValues(
    s,
    s.left,
    64,
    [
      ["Tenant", C.digitalKreasi.name],
      ["Unit", "Lantai 12 Unit 12-03"],
      ["Luas", "150 m2"],
    ],
    {},
    top,
  );
  keyValues(
    s,
    330,
    80,
    [
      ["No. Tagihan", "GPM/SC/2506/1203"],
      ["Tanggal", "01/06/2025"],
      ["Periode", "Juni 2025"],
      ["Jatuh Tempo", "15/06/2025"],
    ],
    {},
    top,
  );
  s.y = top + 62;
  const L = s.left;
  const R = s.right;
  table(
    s,
    [
      { title: "Uraian", left: L, right: L + 330 },
      { title: "Jumlah (Rp)", left: L + 330, right: R, align: "right" },
    ],
    items.map((item, index) => [item.desc, idNum(a.lines[index]!)]),
    { ruled: true, headerFill: "#eaeded" },
  );
  s.space(4);
  amountRows(s, L + 250, R - 4, [
    ["Jumlah", idNum(a.subtotal)],
    ["DPP Nilai Lain 11/12", idNum(a.dpp)],
    ["PPN 12%", idNum(a.tax)],
    ["TOTAL TAGIHAN", idNum(a.total), { bold: true, size: 10.5 }],
  ]);
  s.space(10);
  s.para(
    "Keterlambatan pembayaran dikenakan denda 2‰ (dua per mil) per hari dari jumlah tagihan. Pembayaran ke Bank Mandiri KCP Rasuna Said, No. Rek. 124-00-0987654-3 a.n. PT Graha Perkantoran Mandiri. Tagihan ini sah tanpa tanda tangan.",
    { justify: true },
  );
  return {
    name: "Tagihan_SC_Utilitas_Juni_2025_Unit_12-03.pdf",
    type: "billing statement",
    language: "id",
    fields: {
      vendor: vendor.name,
      document_number: "GPM/SC/2506/1203",
      date: "2025-06-01",
      due_date: "2025-06-15",
      total_amount: a.total,
      currency: "IDR",
      subtotal: a.subtotal,
      tax_amount: a.tax,
      tax_rate: 0.12,
      tax_type_name: "PPN",
      seller_npwp: vendor.npwp!.digits16,
    },
    output: { kind: "pdf", pages: s.finish(), title: "Tagihan GPM/SC/2506/1203" },
  };
}

function cloudStatement(): Doc {
  const vendor: Company = {
    name: "PT Awan Komputasi Indonesia",
    address: ["Jl. TB Simatupang Kav. 18, Cilandak", "Jakarta Selatan 12430, Indonesia"],
    city: "Jakarta Selatan",
    npwp: npwp("03118467", "017"),
  };
  const items: Item[] = [
    { desc: "Compute - 3 x vm.standard-4 (720 h each)", qty: 1, unit: "", price: 2_870_400 },
    { desc: "Block storage SSD - 800 GB-month", qty: 1, unit: "", price: 412_000 },
    { desc: "Internet egress - 1,325 GB", qty: 1, unit: "", price: 198_750 },
    { desc: "Managed backup - daily, 30-day retention", qty: 1, unit: "", price: 150_000 },
  ];
  const a = computeAmounts(
    items,
    undefined,
    { kind: "ppn", rate: 0.12, base: "11/12", label: "" },
    "IDR",
  );
  const s = new Sheet({
    style: { font: "sans", size: 9 },
    margin: { top: 50, bottom: 50, left: 52, right: 52 },
  });
  s.say(vendor.name, { bold: true, size: 14, color: "#117a65" });
  s.say(vendor.address.join(", "), { size: 8 });
  s.say(`Tax ID (NPWP) ${vendor.npwp!.digits16}`, { size: 8 });
  s.space(16);
  s.say("MONTHLY STATEMENT", { bold: true, size: 16 });
  s.space(4);
  const top = s.y;
  keyValues(
    s,
    s.left,
    72,
    [
      ["Customer", C.ciptaData.name],
      ["Account ID", "CDS-001289"],
      ["Billing period", "1 - 31 July 2025"],
    ],
    {},
    top,
  );
  keyValues(
    s,
    330,
    84,
    [
      ["Statement No.", "AKI-ST-2507-10552"],
      ["Statement date", "1 August 2025"],
      ["Payment due", "15 August 2025"],
    ],
    {},
    top,
    { bold: true },
  );
  s.y = top + 50;
  const L = s.left;
  const R = s.right;
  table(
    s,
    [
      { title: "Service", left: L, right: L + 340 },
      { title: "Charges (IDR)", left: L + 340, right: R, align: "right" },
    ],
    items.map((item, index) => [item.desc, enNum(a.lines[index]!, 0)]),
    { headerFill: "#d1f2eb", zebra: "#f4fbf9" },
  );
  s.space(6);
  amountRows(s, L + 230, R - 4, [
    ["Usage charges", enNum(a.subtotal, 0)],
    ["Tax base, other value (11/12)", enNum(a.dpp, 0)],
    ["VAT (PPN) 12%", enNum(a.tax, 0)],
    ["Amount due (IDR)", enNum(a.total, 0), { bold: true, size: 11 }],
  ]);
  s.space(14);
  s.para(
    "Your payment method on file (corporate card ending 5521) will be charged automatically on the due date. To pay by bank transfer, use virtual account BNI 9880 1289 0725 before 15 August 2025. Questions: billing@awankomputasi.example.",
    { after: 4 },
  );
  return {
    name: "statement-AKI-2025-07.pdf",
    type: "billing statement",
    language: "en",
    fields: {
      vendor: vendor.name,
      document_number: "AKI-ST-2507-10552",
      date: "2025-08-01",
      due_date: "2025-08-15",
      total_amount: a.total,
      currency: "IDR",
      subtotal: a.subtotal,
      tax_amount: a.tax,
      tax_rate: 0.12,
      tax_type_name: "PPN",
      seller_npwp: vendor.npwp!.digits16,
    },
    output: { kind: "pdf", pages: s.finish(), title: "Monthly Statement AKI-ST-2507-10552" },
  };
}

export function statements(): Doc[] {
  return [
    internetBill(),
    waterBill(),
    straitsSoa(),
    sentosaSoa(),
    postpaidBill(),
    buildingBill(),
    cloudStatement(),
  ];
}
