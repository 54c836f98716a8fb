/**
 * Dev training documents of a kind the held-out generator lacks: English invoices of software
 * and service companies, as billing systems print them. The seller at the top, beside the buyer,
 * under a "From" block or only in the footer; the buyer under "Bill to", "Invoice to", "Sold
 * to"…; tax-number lines; labels left of, above or right of their values; amounts with currency
 * symbols or codes. Seeded, so the same seed gives the same documents. Names are composed from
 * made-up syllables, never taken from any labelled document. Dev data only: no split reads them.
 */
import { invoiceSeries, type Page, PageWriter } from "../datasets/heldout/render.ts";
import { EN_MONTHS } from "../datasets/heldout/values.ts";
import { between, chance, pick, type Random, sample, seeded } from "../datasets/heldout/random.ts";

const ONSETS = [
  "b",
  "br",
  "c",
  "d",
  "f",
  "g",
  "gr",
  "k",
  "l",
  "m",
  "n",
  "p",
  "pr",
  "qu",
  "r",
  "s",
  "st",
  "t",
  "tr",
  "v",
  "z",
];
const VOWELS = ["a", "e", "i", "o", "u", "ai", "ea", "io", "ou"];
const CODAS = ["", "", "n", "r", "l", "x", "s", "m", "nd", "rt", "sk"];
const TRADES = [
  "Labs",
  "Systems",
  "Software",
  "Cloud",
  "Analytics",
  "Digital",
  "Media",
  "Networks",
  "Studio",
  "Data",
  "Solutions",
  "Technologies",
  "Consulting",
  "Hosting",
  "Security",
  "Payments",
  "Health",
  "Logistics",
];
const FORMS = [
  "Inc.",
  "LLC",
  "Ltd",
  "Ltd.",
  "GmbH",
  "B.V.",
  "SAS",
  "Pty Ltd",
  "Oy",
  "AB",
  "S.L.",
  "Corp.",
  "Limited",
  "Pte. Ltd.",
  "AG",
  "ApS",
];
const GIVEN = [
  "Maren",
  "Tobin",
  "Ilse",
  "Corvin",
  "Nadia",
  "Anselm",
  "Priya",
  "Jonas",
  "Leona",
  "Rafe",
  "Talia",
  "Emric",
  "Soren",
  "Mira",
];
const FAMILY = [
  "Halvorsen",
  "Okafor",
  "Brandt",
  "Castell",
  "Lindqvist",
  "Moreau",
  "Novak",
  "Ferreira",
  "Quist",
  "Rennard",
  "Sato",
  "Vehko",
];
const STREETS = [
  "Harbor Street",
  "Mill Lane",
  "Park Avenue",
  "Station Road",
  "Elm Street",
  "Canal Street",
  "Hill Road",
  "Market Square",
  "Oak Drive",
  "Bridge Street",
];
const CITIES = [
  ["Dublin", "D02 X285", "Ireland"],
  ["Berlin", "10115", "Germany"],
  ["Amsterdam", "1017 AB", "Netherlands"],
  ["Austin, TX", "78701", "United States"],
  ["San Francisco, CA", "94107", "United States"],
  ["London", "EC1V 2NX", "United Kingdom"],
  ["Paris", "75002", "France"],
  ["Stockholm", "111 52", "Sweden"],
  ["Toronto, ON", "M5V 2T6", "Canada"],
  ["Sydney NSW", "2000", "Australia"],
  ["Singapore", "048583", "Singapore"],
  ["Helsinki", "00100", "Finland"],
] as const;
const PRODUCTS = [
  "Pro plan",
  "Team plan",
  "Business subscription",
  "Seats",
  "API calls",
  "Storage add-on",
  "Premium support",
  "Annual licence",
  "Monthly subscription",
  "Usage overage",
  "Onboarding package",
  "Consulting hours",
  "Domain renewal",
  "Email campaigns",
  "Scheduling plan",
  "Standard plan",
];

function word(random: Random, syllables: number): string {
  let text = "";
  for (let index = 0; index < syllables; index++) {
    text +=
      pick(random, ONSETS) +
      pick(random, VOWELS) +
      (index === syllables - 1 ? pick(random, CODAS) : "");
  }
  return text[0]!.toUpperCase() + text.slice(1);
}

interface Party {
  name: string;
  /** The name without its legal form: what a domain or a footer spells. */
  brand: string;
  lines: string[];
  taxId: string | null;
  domain: string;
}

function party(random: Random, person = false): Party {
  const brand = person
    ? `${pick(random, GIVEN)} ${pick(random, FAMILY)}`
    : chance(random, 0.5)
      ? word(random, between(random, 2, 3))
      : `${word(random, 2)} ${pick(random, TRADES)}`;
  const name = person ? brand : `${brand} ${pick(random, FORMS)}`;
  const [city, postcode, country] = pick(random, CITIES);
  const lines = [
    `${between(random, 1, 480)} ${pick(random, STREETS)}${chance(random, 0.3) ? `, Suite ${between(random, 100, 990)}` : ""}`,
    chance(random, 0.5) ? `${city} ${postcode}` : `${postcode} ${city}`,
    country,
  ];
  const taxId = chance(random, 0.6)
    ? `${pick(random, ["VAT Number", "VAT ID", "VAT Reg. No.", "Tax ID", "EIN", "GST Reg No", "ABN", "USt-IdNr."])}${pick(random, [": ", " "])}${pick(random, ["DE", "NL", "IE", "FR", "SE", "GB", ""])}${between(random, 100000000, 999999999)}`
    : null;
  const domain = brand.toLowerCase().replace(/[^a-z]/g, "");
  return { name, brand, lines, taxId, domain };
}

type Currency = "USD" | "EUR" | "GBP" | "AUD" | "CAD" | "SGD";
const SYMBOL: Record<Currency, string> = {
  USD: "$",
  EUR: "EUR ",
  GBP: "£",
  AUD: "A$",
  CAD: "CA$",
  SGD: "S$",
};

function money(random: Random, currency: Currency): (value: number) => string {
  const style = pick(random, ["symbol", "symbol", "symbol-code", "code", "code-after"] as const);
  return (value) => {
    const figure = value.toLocaleString("en-US", {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    if (style === "symbol") return `${SYMBOL[currency]}${figure}`;
    if (style === "symbol-code") return `${SYMBOL[currency]}${figure} ${currency}`;
    if (style === "code") return `${currency} ${figure}`;
    return `${figure} ${currency}`;
  };
}

function showDate(random: Random, iso: string): string {
  const [year, month, day] = iso.split("-").map(Number) as [number, number, number];
  const long = EN_MONTHS[month - 1]!;
  return pick(random, [
    `${long} ${day}, ${year}`,
    `${long.slice(0, 3)} ${day}, ${year}`,
    `${day} ${long} ${year}`,
    `${String(day).padStart(2, "0")} ${long.slice(0, 3)} ${year}`,
    iso,
    `${String(day).padStart(2, "0")}.${String(month).padStart(2, "0")}.${year}`,
  ]);
}

function addDays(iso: string, days: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const round2 = (value: number) => Math.round(value * 100) / 100;

export interface SaasInvoice {
  pages: Page[];
  fields: { vendor: string; total_amount: number; date: string; currency: Currency };
  /** Where the seller stands: what a check prints beside a miss. */
  layout: string;
}

/** One invoice from its own seed. */
export function saasInvoice(seed: number): SaasInvoice {
  const random = seeded(seed);
  const seller = party(random);
  const buyer = party(random, chance(random, 0.25));
  const currency = pick<Currency>(random, ["USD", "USD", "EUR", "EUR", "GBP", "AUD", "CAD", "SGD"]);
  const show = money(random, currency);
  const date = addDays("2023-01-02", between(random, 0, 1000));
  const due = addDays(date, pick(random, [0, 7, 14, 30]));
  const items = sample(random, PRODUCTS, between(random, 1, 4)).map((description) => {
    const qty = chance(random, 0.6) ? 1 : between(random, 2, 25);
    const price = round2(between(random, 5, 900) + pick(random, [0, 0.5, 0.99, 0.25]));
    return { description, qty, price, amount: round2(qty * price) };
  });
  const subtotal = round2(items.reduce((sum, item) => sum + item.amount, 0));
  const rate = pick(random, [0, 0, 0.19, 0.2, 0.21, 0.1, 0.08, 0.25]);
  const discount = chance(random, 0.2) ? round2(subtotal * 0.1) : 0;
  const tax = round2((subtotal - discount) * rate);
  const total = round2(subtotal - discount + tax);
  const paid = chance(random, 0.4);

  const w = new PageWriter(
    pick(random, [595, 612]),
    pick(random, [842, 792]),
    pick(random, [40, 48, 56]),
    {
      face: pick(random, ["sans", "sans", "serif"] as const),
      bold: false,
      size: pick(random, [8.5, 9, 9.5, 10]),
    },
  );
  const L = w.left;
  const R = w.right;
  const M = (L + R) / 2;
  const title = pick(random, ["Invoice", "INVOICE", "Tax Invoice", "Receipt", "Invoice / Receipt"]);
  const number = `${pick(random, ["", "INV-", "#", ""])}${word(random, 1).slice(0, 2).toUpperCase()}${between(random, 1000, 99999)}${chance(random, 0.4) ? `-${String(between(random, 1, 9999)).padStart(4, "0")}` : ""}`;
  const sellerPlace = pick(random, [
    "top-left",
    "top-right",
    "from-block",
    "footer",
    "beside-title",
    "footer-legal",
    "logo",
    "two-column",
    "buyer-first",
    "invoice-from",
    "columns",
    "key-value",
  ] as const);
  // Layouts real billing systems print beside the ones above: a tax number on the name's own
  // line, a block's label in a column left of the name, the amount due on the seller's row.
  const taxBeside = chance(random, 0.3);
  const labelBeside = chance(random, 0.25);
  const buyerLabel = pick(random, [
    "Bill to",
    "Billed to",
    "Invoice to",
    "Sold to",
    "Customer",
    "Bill To:",
    "BILL TO",
    "Client",
    "To",
  ]);
  const sellerLabel = pick(random, [
    "From",
    "Seller",
    "Issued by",
    "Supplier",
    "Vendor",
    "FROM",
    "Invoice from",
    "Pay to",
    "Billed by",
  ]);
  const labelSide = pick(random, ["left", "left", "above", "right"] as const);
  const dateLabel = pick(random, [
    "Invoice date",
    "Date of issue",
    "Date",
    "Issued",
    "Invoice Date:",
    "Date issued",
  ]);
  const dueLabel = pick(random, ["Due date", "Date due", "Payment due", "Due"]);
  const totalLabel = paid
    ? pick(random, ["Amount paid", "Total paid", "Paid"])
    : pick(random, ["Total", "Amount due", "Total due", "Balance due", "Total amount"]);
  const bold = { bold: true };
  const big = { bold: true, size: 14 };

  const block = (x: number, label: string | null, who: Party, align: "left" | "right" = "left") => {
    const at = label && labelBeside && align === "left" ? x + 80 : x;
    if (label && at === x) w.line([[x, label, align, bold]]);
    const nameCells: Array<[number, string, "left" | "right", { bold?: boolean }]> = [];
    if (label && at !== x) nameCells.push([x, label, "left", bold]);
    nameCells.push([at, who.name, align, label ? {} : bold]);
    if (who.taxId && taxBeside && align === "left")
      nameCells.push([at + 200, who.taxId, "left", {}]);
    w.line(nameCells);
    for (const line of who.lines) w.line([[at, line, align]]);
    if (who.taxId && !(taxBeside && align === "left")) w.line([[at, who.taxId, align]]);
  };
  /** The seller's legal line at the page's foot: its name, where it is registered, its tax number. */
  const legalLine = () =>
    `${seller.name}${pick(random, [", ", " · ", " - "])}${pick(random, [
      `registered in ${seller.lines[2]} under company number ${between(random, 1000000, 9999999)}`,
      `company no. ${between(random, 100000, 9999999)}`,
      `${seller.lines.join(", ")}`,
      `a company registered in ${seller.lines[2]}`,
    ])}${seller.taxId ? `. ${seller.taxId}` : ""}`;
  const sideBySide = (
    leftLabel: string | null,
    left: Party,
    rightLabel: string | null,
    right: Party,
  ) => {
    const rows = (label: string | null, who: Party) => [
      ...(label ? [[label, true] as const] : []),
      [who.name, !label] as const,
      ...who.lines.map((line) => [line, false] as const),
      ...(who.taxId ? [[who.taxId, false] as const] : []),
    ];
    const a = rows(leftLabel, left);
    const b = rows(rightLabel, right);
    for (let index = 0; index < Math.max(a.length, b.length); index++) {
      const cells: Array<[number, string, "left", { bold: boolean }]> = [];
      if (a[index]) cells.push([L, a[index]![0], "left", { bold: a[index]![1] }]);
      if (b[index]) cells.push([M + 20, b[index]![0], "left", { bold: b[index]![1] }]);
      w.line(cells);
    }
  };
  /** Blocks in columns across the page, each its label (if any) over its name and lines. */
  const columns = (blocks: Array<[string | null, Party]>) => {
    const width = (R - L) / blocks.length;
    const rowsOf = blocks.map(([label, who]) => [
      ...(label ? [[label, true] as const] : []),
      [who.name, !label] as const,
      ...who.lines.map((line) => [line, false] as const),
      ...(who.taxId ? [[who.taxId, false] as const] : []),
    ]);
    for (let index = 0; index < Math.max(...rowsOf.map((rows) => rows.length)); index++) {
      const cells: Array<[number, string, "left", { bold: boolean }]> = [];
      rowsOf.forEach((rows, column) => {
        if (rows[index])
          cells.push([L + column * width, rows[index]![0], "left", { bold: rows[index]![1] }]);
      });
      w.line(cells);
    }
  };
  const meta = () => {
    const pairs: Array<[string, string]> = [
      [pick(random, ["Invoice number", "Invoice #", "Invoice No.", "Number"]), number],
      [dateLabel, showDate(random, date)],
    ];
    if (!paid && chance(random, 0.7)) pairs.push([dueLabel, showDate(random, due)]);
    if (paid && chance(random, 0.6)) pairs.push(["Date paid", showDate(random, date)]);
    for (const [label, value] of pairs) {
      if (labelSide === "above") {
        w.line([[L, label, "left", bold]]);
        w.line([[L, value]]);
      } else if (labelSide === "right")
        w.line([
          [L, value],
          [L + 150, label, "left", { size: 8 }],
        ]);
      else
        w.line([
          [L, label],
          [L + 110, value],
        ]);
    }
  };

  // Header: the title and, by layout, the seller.
  if (sellerPlace === "top-left") {
    w.line(
      [
        [L, seller.name, "left", big],
        [R, title, "right", big],
      ],
      {},
      1.8,
    );
    for (const line of seller.lines) w.line([[L, line]]);
    if (seller.taxId) w.line([[L, seller.taxId]]);
  } else if (sellerPlace === "top-right") {
    w.line(
      [
        [L, title, "left", big],
        [R, seller.name, "right", big],
      ],
      {},
      1.8,
    );
    for (const line of seller.lines) w.line([[R, line, "right"]]);
    if (seller.taxId) w.line([[R, seller.taxId, "right"]]);
  } else if (sellerPlace === "beside-title") {
    w.line([[L, title, "left", big]], {}, 1.8);
    w.line([
      [L, seller.name, "left", bold],
      [R, `${totalLabel} ${show(total)}`, "right", bold],
    ]);
    for (const line of seller.lines) w.line([[L, line]]);
  } else if (sellerPlace === "logo") {
    const logo = pick(random, [
      seller.brand,
      seller.brand.toUpperCase(),
      seller.brand.split(" ")[0]!,
    ]);
    w.line(
      [
        [L, logo, "left", { bold: true, size: 18 }],
        [R, title, "right", big],
      ],
      {},
      1.8,
    );
  } else if (sellerPlace === "two-column") {
    w.line([[L, title, "left", big]], {}, 1.8);
    const metaRows: Array<[string, string]> = [
      [pick(random, ["Invoice number", "Invoice #", "Invoice No."]), number],
      [dateLabel, showDate(random, date)],
      [paid ? "Amount paid" : "Amount due", show(total)],
    ];
    const left = [seller.name, ...seller.lines, ...(seller.taxId ? [seller.taxId] : [])];
    for (let index = 0; index < Math.max(left.length, metaRows.length); index++) {
      const cells: Array<[number, string, "left" | "right", { bold?: boolean }]> = [];
      if (left[index]) cells.push([L, left[index]!, "left", { bold: index === 0 }]);
      if (metaRows[index]) {
        cells.push([M + 40, metaRows[index]![0], "left", {}]);
        cells.push([R, metaRows[index]![1], "right", {}]);
      }
      w.line(cells);
    }
  } else {
    w.line([[L, title, "left", big]], {}, 1.8);
  }
  w.gap(10);
  if (sellerPlace !== "two-column") meta();
  w.gap(10);
  if (sellerPlace === "buyer-first") {
    block(L, buyerLabel, buyer);
    w.gap(6);
    if (chance(random, 0.5)) block(L, sellerLabel, seller);
    else {
      w.line([
        [L, seller.name, "left", bold],
        [
          R,
          `${pick(random, ["Amount due", "Amount -", "Total", "Amount"])} ${show(total)}`,
          "right",
          bold,
        ],
      ]);
      for (const line of seller.lines) w.line([[L, line]]);
    }
  } else if (sellerPlace === "columns") {
    const ship: [string, Party] = [
      pick(random, ["Ship to", "Deliver to"]),
      { ...buyer, taxId: null },
    ];
    const shape = pick(random, [
      "seller-left",
      "seller-right",
      "three",
      "labelled",
      "labelled-buyer-first",
    ] as const);
    if (shape === "seller-left")
      columns([
        [null, seller],
        [buyerLabel, buyer],
      ]);
    else if (shape === "seller-right")
      columns([
        [buyerLabel, buyer],
        [null, seller],
      ]);
    else if (shape === "labelled")
      columns([
        [sellerLabel, seller],
        [buyerLabel, buyer],
      ]);
    else if (shape === "labelled-buyer-first")
      columns([
        [buyerLabel, buyer],
        [sellerLabel, seller],
      ]);
    else columns([[null, seller], [buyerLabel, buyer], ship]);
  } else if (sellerPlace === "key-value") {
    // "Invoice from: Acme Ltd" and "Billed to: Globex Inc.", a label and its name on one line.
    const pairs: Array<[string, Party]> = [
      [sellerLabel.replace(/:$/, ""), seller],
      [buyerLabel.replace(/:$/, ""), buyer],
    ];
    if (chance(random, 0.5)) pairs.reverse();
    for (const [label, who] of pairs) {
      w.line([[L, `${label}: ${who.name}`]]);
      if (chance(random, 0.5)) w.line([[L, who.lines.join(", ")]]);
      if (who.taxId && chance(random, 0.5)) w.line([[L, who.taxId]]);
      w.gap(4);
    }
  } else if (sellerPlace === "invoice-from") {
    sideBySide(buyerLabel, buyer, sellerLabel, seller);
  } else if (sellerPlace === "logo" && chance(random, 0.5)) {
    if (chance(random, 0.5)) sideBySide(sellerLabel, seller, buyerLabel, buyer);
    else sideBySide(buyerLabel, buyer, sellerLabel, seller);
  } else if (sellerPlace === "from-block") {
    if (chance(random, 0.6)) sideBySide(sellerLabel, seller, buyerLabel, buyer);
    else {
      block(L, sellerLabel, seller);
      w.gap(6);
      block(L, buyerLabel, buyer);
    }
  } else if (chance(random, 0.3)) {
    sideBySide(buyerLabel, buyer, pick(random, ["Ship to", "Deliver to"]), {
      ...buyer,
      taxId: null,
    });
  } else block(L, buyerLabel, buyer);
  if (chance(random, 0.4))
    w.line([
      [
        L,
        `${show(total)} ${paid ? "paid on" : "due"} ${showDate(random, paid ? date : due)}`,
        "left",
        bold,
      ],
    ]);
  w.gap(14);

  // Lines and summary.
  const cols = { qty: R - 190, price: R - 100, amount: R };
  w.line([
    [L, "Description", "left", bold],
    [cols.qty, "Qty", "right", bold],
    [cols.price, "Unit price", "right", bold],
    [cols.amount, "Amount", "right", bold],
  ]);
  w.hr();
  w.gap(3);
  for (const item of items) {
    w.line([
      [L, item.description],
      [cols.qty, String(item.qty), "right"],
      [cols.price, show(item.price), "right"],
      [cols.amount, show(item.amount), "right"],
    ]);
  }
  w.hr(0.3);
  w.gap(3);
  const summary: Array<[string, number, boolean]> = [["Subtotal", subtotal, false]];
  if (discount)
    summary.push([pick(random, ["Discount", "Discount (10%)", "Promotion"]), -discount, false]);
  if (rate)
    summary.push([
      `${pick(random, ["VAT", "Tax", "Sales tax", "GST"])} (${Math.round(rate * 100)}%)`,
      tax,
      false,
    ]);
  summary.push([
    totalLabel === "Total" ? "Total" : pick(random, ["Total", totalLabel]),
    total,
    true,
  ]);
  if (paid && chance(random, 0.7)) summary.push(["Amount paid", total, false]);
  if (!paid && totalLabel === "Total" && chance(random, 0.5))
    summary.push(["Amount due", total, true]);
  for (const [label, value, strong] of summary) {
    const shown = value < 0 ? `-${show(-value)}` : show(value);
    w.line([
      [cols.price, label, "right", { bold: strong }],
      [cols.amount, shown, "right", { bold: strong }],
    ]);
  }
  w.gap(16);
  if (chance(random, 0.5)) {
    w.line([
      [L, pick(random, ["Payment details", "Pay to", "Remit to", "Bank transfer"]), "left", bold],
    ]);
    w.line([[L, `Account name: ${seller.name}`]]);
    w.line([
      [
        L,
        `IBAN ${pick(random, ["DE", "NL", "IE", "GB"])}${between(random, 10, 99)} ${between(random, 1000, 9999)} ${between(random, 1000, 9999)} ${between(random, 1000, 9999)}`,
      ],
    ]);
  }
  if (chance(random, 0.5)) w.line([[L, `Questions? Contact us at billing@${seller.domain}.com`]]);
  // The footer: the seller's name, address or website, where many billing systems put it.
  const footer = pick(random, ["name-address", "website", "none", "name-address"] as const);
  const footerY = w.height - w.margin + 6;
  if (sellerPlace === "footer-legal" || sellerPlace === "logo") {
    w.place(L, footerY - 12, legalLine(), { size: 7.5 });
    w.place(L, footerY, `www.${seller.domain}.com`, { size: 7.5 });
  } else if (sellerPlace === "footer" || footer === "name-address") {
    w.place(L, footerY - 12, `${seller.name} · ${seller.lines.join(", ")}`, { size: 7.5 });
    if (seller.taxId) w.place(L, footerY, seller.taxId, { size: 7.5 });
  } else if (footer === "website") w.place(L, footerY, `www.${seller.domain}.com`, { size: 7.5 });
  w.place(R, footerY, "Page 1 of 1", { size: 7.5 }, "right");

  return {
    pages: w.finish(),
    fields: { vendor: seller.name, total_amount: total, date, currency },
    layout: sellerPlace,
  };
}

/** `count` invoices from a base seed, each with the PDF a billing system would send. */
export function saasInvoices(seed: number, count: number) {
  return invoiceSeries("saas", seed, count, 100003, saasInvoice);
}
