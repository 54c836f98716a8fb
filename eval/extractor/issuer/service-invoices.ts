/**
 * A third family of service and software invoices (English, about one in five Indonesian),
 * written apart from ../saas-invoices.ts and ./billing-layouts.ts so the issuer, total and date
 * can be judged on layouts neither prints: the seller only in a remittance block or a footer
 * after a thank-you line; a centred letterhead with an ABN, GST or company number under it;
 * "From:" and "To:" with their names on one row; "Billed to" at the top left with the seller's
 * unlabelled block at the right; a tax number in brackets after a name; the amount due glued to
 * the seller's row; "Amount due (USD)" over its figure; a receipt that owes nothing ("Amount due
 * 0.00" under the total); a billing period printed above the issue date. Real PDFs often place
 * each word as its own piece of text, so some invoices are written word by word. Names are made
 * of invented syllables. Dev data only: `npx node eval/extractor/issuer/service-check.ts SEED
 * COUNT [--show]`.
 */
import {
  type Font,
  type Page,
  PageWriter,
  textWidth,
  invoiceSeries,
} from "../../datasets/heldout/render.ts";
import { EN_MONTHS } from "../../datasets/heldout/values.ts";
import {
  between,
  chance,
  pick,
  type Random,
  sample,
  seeded,
} from "../../datasets/heldout/random.ts";

const STARTS = ["qu", "zel", "mor", "vant", "ol", "pex", "ryn", "cal", "dov", "ef", "num", "tal"];
const MIDDLES = ["a", "i", "o", "era", "ido", "u", "ae", "iri"];
const ENDS = ["x", "ra", "vo", "nt", "lix", "ro", "dex", "mi", "sta", "q"];
const KINDS = ["Kinetix", "Works", "Collective", "Technology", "Cloudware", "Forgeworks", "Group"];
const EN_FORMS = ["Inc.", "LLC", "Ltd", "Limited", "Pty Ltd", "Pte. Ltd.", "GmbH", "B.V.", "Corp."];
const ID_FORMS = ["PT", "PT", "CV"];
const PEOPLE = ["Orla Vintry", "Dace Membury", "Ferris Olund", "Ambrose Keel", "Nell Tarrow"];
const ROADS = ["Ostlery Walk", "Brackmoor Row", "Spindle Lane", "Coppice Road", "Larchmont Place"];
const ID_ROADS = [
  "Jl. Srigunting Tujuh",
  "Jl. Serayu Timur",
  "Jl. Cempedak Raya",
  "Jl. Pelita Lima",
];
const TOWNS = [
  ["Wexbridge", "WX4 7QP", "United Kingdom", "GB"],
  ["Portmere, VIC", "3131", "Australia", "AU"],
  ["Singapore", "238877", "Singapore", "SG"],
  ["Ellsworth, NY", "10023", "United States", "US"],
  ["Lisdane", "D08 K2C4", "Ireland", "IE"],
  ["Rotterham", "3011 XB", "Netherlands", "NL"],
  ["Kotabaru", "40115", "Indonesia", "ID"],
] as const;
const SERVICES = [
  "Growth plan (monthly)",
  "Additional workspace seats",
  "Managed database instance",
  "Support retainer",
  "Design sprint",
  "Transactional email credits",
  "Compute hours",
  "Annual enterprise licence",
];

function coined(random: Random): string {
  const text = pick(random, STARTS) + pick(random, MIDDLES) + pick(random, ENDS);
  return text[0]!.toUpperCase() + text.slice(1);
}

interface Party {
  name: string;
  brand: string;
  lines: string[];
  taxId: string | null;
  email: string;
  country: string;
}

function taxIdFor(random: Random, country: string): string {
  const digits = (count: number) =>
    Array.from({ length: count }, () => between(random, 0, 9)).join("");
  switch (country) {
    case "GB":
      return `VAT Reg No: GB ${digits(3)} ${digits(4)} ${digits(2)}`;
    case "AU":
      return `ABN ${digits(2)} ${digits(3)} ${digits(3)} ${digits(3)}`;
    case "SG":
      return `GST Reg. No. M${digits(1)}-${digits(7)}-${digits(1)}`;
    case "US":
      return `EIN ${digits(2)}-${digits(7)}`;
    case "ID":
      return `NPWP ${digits(2)}.${digits(3)}.${digits(3)}.${digits(1)}-${digits(3)}.${digits(3)}`;
    default:
      return `VAT ID ${country}${digits(9)}`;
  }
}

function partyOf(random: Random, indonesian: boolean, person = false): Party {
  const brand = person
    ? pick(random, PEOPLE)
    : chance(random, 0.5)
      ? coined(random)
      : `${coined(random)} ${pick(random, KINDS)}`;
  const name = person
    ? brand
    : indonesian
      ? `${pick(random, ID_FORMS)} ${brand}`
      : `${brand} ${pick(random, EN_FORMS)}`;
  const town = indonesian ? TOWNS[6] : pick(random, TOWNS.slice(0, 6));
  const lines = [
    `${indonesian ? pick(random, ID_ROADS) : pick(random, ROADS)} ${between(random, 2, 220)}`,
    `${town[0]} ${town[1]}`,
    town[2],
  ];
  const domain = brand.toLowerCase().replace(/[^a-z]/g, "");
  return {
    name,
    brand,
    lines,
    taxId: person || chance(random, 0.3) ? null : taxIdFor(random, town[3]),
    email: `${pick(random, ["billing", "accounts", "hello", "finance"])}@${domain}.${pick(random, ["com", "io", "co"])}`,
    country: town[3],
  };
}

const LAYOUTS = [
  "remit-only",
  "centred-letterhead",
  "from-to-one-row",
  "billed-to-left-seller-right",
  "tax-id-in-brackets",
  "amount-glued",
  "amount-due-box",
  "paid-receipt",
  "period-above-date",
  "indonesian-service",
] as const;
type Layout = (typeof LAYOUTS)[number];

export interface ServiceInvoice {
  pages: Page[];
  fields: { vendor: string; total_amount: number; date: string };
  layout: Layout;
}

function showDate(random: Random, iso: string, indonesian: boolean, american = false): string {
  const [year, month, day] = iso.split("-").map(Number) as [number, number, number];
  if (american && chance(random, 0.5))
    return `${String(month).padStart(2, "0")}/${String(day).padStart(2, "0")}/${year}`;
  if (indonesian) {
    const bulan = ["Januari", "Februari", "Maret", "April", "Mei", "Juni", "Juli", "Agustus"];
    const later = ["September", "Oktober", "November", "Desember"];
    const name = [...bulan, ...later][month - 1]!;
    return pick(random, [
      `${day} ${name} ${year}`,
      `${String(day).padStart(2, "0")}/${String(month).padStart(2, "0")}/${year}`,
    ]);
  }
  const long = EN_MONTHS[month - 1]!;
  return pick(random, [
    `${long} ${day}, ${year}`,
    `${day} ${long.slice(0, 3)} ${year}`,
    `${long.slice(0, 3)} ${day}, ${year}`,
    `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`,
  ]);
}

/** One invoice from its own seed. */
export function serviceInvoice(seed: number): ServiceInvoice {
  const random = seeded(seed);
  const layout = pick(random, LAYOUTS);
  const indonesian = layout === "indonesian-service" || chance(random, 0.08);
  const seller = partyOf(random, indonesian, !indonesian && chance(random, 0.12));
  const buyer = partyOf(random, indonesian || chance(random, 0.15), chance(random, 0.15));
  const code = indonesian ? "IDR" : pick(random, ["USD", "USD", "EUR", "GBP", "AUD", "SGD"]);
  const date = `202${between(random, 3, 6)}-${String(between(random, 1, 12)).padStart(2, "0")}-${String(between(random, 1, 28)).padStart(2, "0")}`;
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const due = new Date(Date.UTC(year, month - 1, day + pick(random, [7, 14, 30])))
    .toISOString()
    .slice(0, 10);
  const items = sample(random, SERVICES, between(random, 1, 4)).map((text) => {
    const amount = indonesian
      ? between(random, 3, 400) * 5000
      : between(random, 12, 2400) + pick(random, [0, 0.5, 0.99, 0.25]);
    return { text, amount };
  });
  const subtotal = Math.round(items.reduce((sum, item) => sum + item.amount, 0) * 100) / 100;
  const rate = indonesian
    ? 0.11
    : pick(random, [0, 0.2, 0.1, 0.09, 0.21, code === "USD" ? 0 : 0.19]);
  const tax = Math.round(subtotal * rate * 100) / 100;
  const total = Math.round((subtotal + tax) * 100) / 100;
  // A European seller writes a decimal comma, the euro sign before or after the figure.
  const europeanFigures = chance(random, 0.5);
  const euroAfter = chance(random, 0.5);
  const money = (value: number) => {
    if (indonesian)
      return `Rp ${value.toLocaleString("de-DE", { minimumFractionDigits: 0, maximumFractionDigits: 0 })}`;
    if (code === "EUR" && europeanFigures) {
      const figure = value.toLocaleString("de-DE", { minimumFractionDigits: 2 });
      return euroAfter ? `${figure} €` : `€ ${figure}`;
    }
    const figure = value.toLocaleString("en-US", { minimumFractionDigits: 2 });
    const symbol = { USD: "$", EUR: "€", GBP: "£", AUD: "A$", SGD: "S$" }[code] ?? "";
    return pick(random, [`${symbol}${figure}`, `${symbol}${figure}`, `${figure} ${code}`]);
  };
  const shownTotal = money(total);
  const number = `${pick(random, ["INV", "", "SI"])}${pick(random, ["-", ""])}${between(random, 2000, 98000)}`;
  const en = !indonesian;
  /** A seller in the United States writes its numeric dates month first. */
  const american = seller.country === "US";
  /** Stripe-like summaries: the total before tax labelled as a total, the tax's base in its label. */
  const taxBaseInLabel = !indonesian && rate > 0 && chance(random, 0.4);
  const t = (english: string, bahasa: string) => (en ? english : bahasa);

  const w = new PageWriter(pick(random, [595, 612]), pick(random, [842, 792]), 46, {
    face: pick(random, ["sans", "serif"] as const),
    bold: false,
    size: pick(random, [8.5, 9, 10]),
  });
  const L = w.left;
  const R = w.right;
  const M = (L + R) / 2;
  const bold = { bold: true };
  const wordByWord = chance(random, 0.4);
  type Cell = [number, string, ("left" | "right" | "center")?, Font?];
  /** A row of cells; a PDF that places each word apart gets one piece of text per word. */
  const row = (cells: Cell[]) => {
    if (!wordByWord) return void w.line(cells);
    const pieces: Cell[] = [];
    for (const [x, text, align = "left", font = {}] of cells) {
      const full = { ...w.font, ...font };
      const width = textWidth(text, full);
      let at = align === "right" ? x - width : align === "center" ? x - width / 2 : x;
      for (const part of text.split(" ")) {
        pieces.push([at, part, "left", font]);
        at += textWidth(`${part} `, full);
      }
    }
    w.line(pieces);
  };
  const meta = (x: number, valueX: number, withDue = true) => {
    const rows: Array<[string, string]> = [
      [pick(random, [t("Invoice number", "No. Invoice"), t("Invoice no.", "Nomor")]), number],
    ];
    if (layout === "period-above-date") {
      const start = `${year}-${String(month).padStart(2, "0")}-01`;
      rows.push([
        t("Billing period", "Periode"),
        `${showDate(random, start, indonesian, american)} – ${showDate(random, date, indonesian, american)}`,
      ]);
    }
    const issued: [string, string] = [
      pick(random, [t("Date of issue", "Tanggal"), t("Issue date", "Tanggal invoice")]),
      showDate(random, date, indonesian, american),
    ];
    const dueRow: [string, string] = [
      t(pick(random, ["Due date", "Payment due"]), "Jatuh tempo"),
      showDate(random, due, indonesian, american),
    ];
    if (withDue && chance(random, 0.3)) rows.push(dueRow, issued);
    else rows.push(issued, ...(withDue ? [dueRow] : []));
    for (const [key, value] of rows)
      row([
        [x, key],
        [valueX, value],
      ]);
  };
  const block = (x: number, who: Party, heading: string | null, nameFont: Font = bold) => {
    if (heading) row([[x, heading, "left", bold]]);
    row([[x, who.name, "left", nameFont]]);
    for (const line of who.lines) row([[x, line]]);
    if (chance(random, 0.5)) row([[x, who.email]]);
    if (who.taxId) row([[x, who.taxId]]);
  };
  /** Two blocks side by side, line by line. */
  const twoBlocks = (left: string[], right: string[], rightX: number, boldFirst: boolean) => {
    for (let index = 0; index < Math.max(left.length, right.length); index++) {
      const cells: Cell[] = [];
      const font = index === 0 && boldFirst ? bold : {};
      if (left[index]) cells.push([L, left[index]!, "left", font]);
      if (right[index]) cells.push([rightX, right[index]!, "left", font]);
      row(cells);
    }
  };
  const linesOf = (who: Party) => [
    who.name,
    ...who.lines,
    ...(chance(random, 0.5) ? [who.email] : []),
    ...(who.taxId ? [who.taxId] : []),
  ];
  const buyerHeading = pick(
    random,
    en
      ? ["Bill to", "Billed to", "Invoice to", "Customer", "Client"]
      : ["Kepada Yth.", "Ditagihkan kepada", "Pembeli", "Pelanggan"],
  );
  const title = t(pick(random, ["Invoice", "INVOICE", "Tax Invoice"]), "INVOICE / TAGIHAN");

  // The header: where the seller and the buyer stand is the layout.
  if (layout === "remit-only") {
    row([[L, title, "left", { bold: true, size: 16 }]]);
    w.gap(6);
    meta(L, L + 100);
    w.gap(8);
    block(L, buyer, buyerHeading);
  } else if (layout === "centred-letterhead") {
    const C = w.width / 2;
    row([[C, seller.name, "center", { bold: true, size: 15 }]]);
    row([[C, seller.lines.join(", "), "center"]]);
    if (seller.taxId) row([[C, seller.taxId, "center"]]);
    row([[C, seller.email, "center"]]);
    w.gap(8);
    row([[C, title, "center", { bold: true, size: 13 }]]);
    w.gap(6);
    const left = [buyerHeading, ...linesOf(buyer)];
    const right = [number, showDate(random, date, indonesian, american)];
    for (let index = 0; index < left.length; index++) {
      const cells: Cell[] = [[L, left[index]!, "left", index === 0 ? bold : {}]];
      if (index < 2)
        cells.push(
          [M + 40, index === 0 ? t("Invoice no.", "No.") : t("Date", "Tanggal")],
          [R, right[index]!, "right"],
        );
      row(cells);
    }
  } else if (layout === "from-to-one-row") {
    row([[L, title, "left", { bold: true, size: 16 }]]);
    meta(L, L + 100);
    w.gap(8);
    const fromLabel = t(pick(random, ["From:", "From"]), "Dari:");
    const toLabel = t(pick(random, ["To:", "Bill to:"]), "Kepada:");
    const sellerFirst = chance(random, 0.6);
    const [a, b] = sellerFirst
      ? [`${fromLabel} ${seller.name}`, `${toLabel} ${buyer.name}`]
      : [`${toLabel} ${buyer.name}`, `${fromLabel} ${seller.name}`];
    row([
      [L, a, "left", bold],
      [M + 10, b, "left", bold],
    ]);
    const [left, right] = sellerFirst ? [seller, buyer] : [buyer, seller];
    twoBlocks(
      [...left.lines, ...(left.taxId ? [left.taxId] : [])],
      [...right.lines, ...(right.taxId ? [right.taxId] : [])],
      M + 10,
      false,
    );
  } else if (layout === "billed-to-left-seller-right") {
    twoBlocks([buyerHeading, ...linesOf(buyer)], ["", ...linesOf(seller)], M + 60, false);
    w.gap(10);
    row([[L, title, "left", { bold: true, size: 14 }]]);
    meta(L, L + 100);
  } else if (layout === "tax-id-in-brackets") {
    row([
      [L, title, "left", { bold: true, size: 16 }],
      [R, `#${number}`, "right"],
    ]);
    meta(L, L + 100, false);
    w.gap(8);
    const headings = [
      t(pick(random, ["Supplier", "Service provider", "From"]), "Penjual"),
      buyerHeading,
    ];
    const named = (who: Party) =>
      who.taxId ? `${who.name} (${who.taxId.replace(/:/, "")})` : who.name;
    row([
      [L, headings[0]!, "left", bold],
      [M + 10, headings[1]!, "left", bold],
    ]);
    twoBlocks([named(seller), ...seller.lines], [named(buyer), ...buyer.lines], M + 10, false);
  } else if (layout === "amount-glued") {
    row([[L, title, "left", { bold: true, size: 16 }]]);
    w.gap(4);
    const label = t(pick(random, ["Amount due", "Amount –", "Total due", "Balance"]), "Total");
    row([[L, `${seller.name} ${label} ${shownTotal}`, "left", bold]]);
    for (const line of seller.lines) row([[L, line]]);
    if (seller.taxId) row([[L, seller.taxId]]);
    w.gap(8);
    meta(L, L + 100);
    w.gap(6);
    block(L, buyer, buyerHeading, {});
  } else if (layout === "amount-due-box") {
    row([
      [L, seller.brand.toUpperCase(), "left", { bold: true, size: 18 }],
      [R, title, "right", { bold: true, size: 12 }],
    ]);
    w.gap(6);
    row([
      [L, buyerHeading, "left", bold],
      [M + 40, `${t("Amount due", "Jumlah tagihan")} (${code})`, "left", bold],
    ]);
    row([
      [L, buyer.name],
      [M + 40, shownTotal, "left", { bold: true, size: 14 }],
    ]);
    for (const line of buyer.lines) row([[L, line]]);
    w.gap(6);
    meta(L, L + 100);
  } else if (layout === "paid-receipt") {
    row([
      [L, t("Receipt", "Kuitansi"), "left", { bold: true, size: 16 }],
      [R, seller.name, "right", { bold: true, size: 11 }],
    ]);
    for (const line of seller.lines) row([[R, line, "right"]]);
    w.gap(6);
    meta(L, L + 100, false);
    w.gap(6);
    block(L, buyer, buyerHeading, {});
  } else if (layout === "period-above-date") {
    row([
      [L, seller.name, "left", { bold: true, size: 13 }],
      [R, title, "right", { bold: true, size: 13 }],
    ]);
    for (const line of [...seller.lines, ...(seller.taxId ? [seller.taxId] : [])]) row([[L, line]]);
    w.gap(8);
    meta(L, L + 110);
    w.gap(6);
    block(L, buyer, buyerHeading, {});
  } else {
    row([[L, seller.name, "left", { bold: true, size: 14 }]]);
    for (const line of seller.lines) row([[L, line]]);
    if (seller.taxId) row([[L, seller.taxId]]);
    row([[R, title, "right", { bold: true, size: 13 }]]);
    meta(M + 20, M + 120);
    w.gap(6);
    block(L, buyer, buyerHeading, {});
  }

  // The lines and the summary.
  w.gap(12);
  row([
    [L, t("Description", "Keterangan"), "left", bold],
    [R, t("Amount", "Jumlah"), "right", bold],
  ]);
  w.hr();
  w.gap(3);
  const periodShown = chance(random, 0.4);
  for (const item of items) {
    row([
      [L, item.text],
      [R, money(item.amount), "right"],
    ]);
    if (periodShown)
      row([
        [
          L + 8,
          `${showDate(random, date, indonesian, american)} – ${showDate(random, due, indonesian, american)}`,
          "left",
          { size: 7.5 },
        ],
      ]);
  }
  w.gap(4);
  const summary: Array<[string, number, boolean]> = [[t("Subtotal", "Subtotal"), subtotal, false]];
  if (taxBaseInLabel) {
    summary.push(["Total excluding tax", subtotal, false]);
    summary.push([
      `${pick(random, ["VAT", "GST", "Sales tax"])} (${Math.round(rate * 100)}% on ${money(subtotal)})`,
      tax,
      false,
    ]);
  } else if (rate)
    summary.push([
      `${indonesian ? "PPN" : pick(random, ["VAT", "GST", "Tax"])} ${Math.round(rate * 100)}%`,
      tax,
      false,
    ]);
  summary.push([
    t(pick(random, ["Total", `Total (${code})`, "Total incl. tax"]), "Total"),
    total,
    true,
  ]);
  if (layout === "paid-receipt") {
    summary.push([t("Amount paid", "Dibayar"), total, false]);
    summary.push([t("Amount due", "Sisa tagihan"), 0, true]);
  } else if (chance(random, 0.4)) summary.push([t("Amount due", "Jumlah tagihan"), total, true]);
  for (const [label, value, strong] of summary)
    row([
      [R - 120, label, "right", strong ? bold : {}],
      [R, money(value), "right", strong ? bold : {}],
    ]);

  // After the summary: remittance, thanks, the footer.
  w.gap(16);
  if (layout === "remit-only" || chance(random, 0.35)) {
    row([
      [
        L,
        t(pick(random, ["Please remit payment to:", "Payment instructions"]), "Pembayaran ke:"),
        "left",
        bold,
      ],
    ]);
    if (layout === "remit-only" && chance(random, 0.5)) {
      row([[L, seller.name]]);
      row([[L, seller.lines.join(", ")]]);
    } else row([[L, `${t("Account name", "Atas nama")}: ${seller.name}`]]);
    row([
      [
        L,
        `${t("Account", "No. rekening")}: ${between(random, 10000000, 99999999)}   ${t("Sort code", "Bank")}: ${en ? `${between(random, 10, 99)}-${between(random, 10, 99)}-${between(random, 10, 99)}` : pick(random, ["BCA", "Mandiri", "BNI"])}`,
      ],
    ]);
    if (seller.taxId && layout === "remit-only") row([[L, seller.taxId]]);
  }
  if (chance(random, 0.5))
    row([[L, t("Thank you for your business!", "Terima kasih atas kepercayaan Anda.")]]);
  const footerY = w.height - 40;
  if (layout === "remit-only" || chance(random, 0.3))
    w.place(
      L,
      footerY,
      `${seller.name} | ${seller.lines.join(", ")}${seller.taxId ? ` | ${seller.taxId}` : ""}`,
      { size: 7 },
    );
  w.place(R, footerY + 10, `${t("Page", "Halaman")} 1 / 1`, { size: 7 }, "right");

  return { pages: w.finish(), fields: { vendor: seller.name, total_amount: total, date }, layout };
}

/** `count` invoices from a base seed, each with its PDF. */
export function serviceInvoices(seed: number, count: number) {
  return invoiceSeries("service", seed, count, 6007, serviceInvoice);
}
