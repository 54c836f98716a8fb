/**
 * A second family of English software invoices, written apart from ../saas-invoices.ts so the
 * issuer can be judged on layouts the first generator never printed: a receipt titled with its
 * seller, "Seller" and "Buyer" as column headings over two names, the amount due on the
 * seller's row, a brand without its legal form over a buyer that has one, a sender line above
 * an address window, "Supplier details" and "Customer details" blocks of "Name:" lines, and
 * the seller's legal name only in a closing sentence. Names are made of invented syllables.
 * Dev data only: `npx node eval/extractor/issuer/saas-check.ts SEED COUNT --layouts`.
 */
import { invoiceSeries, type Page, PageWriter } from "../../datasets/heldout/render.ts";
import { EN_MONTHS } from "../../datasets/heldout/values.ts";
import {
  between,
  chance,
  pick,
  type Random,
  sample,
  seeded,
} from "../../datasets/heldout/random.ts";

const HEADS = ["v", "k", "dr", "h", "pl", "sn", "w", "j", "fl", "th", "ch", "y", "bl", "x"];
const CORES = ["o", "e", "a", "u", "y", "ee", "oa", "ie", "ay"];
const TAILS = ["", "nt", "lt", "ck", "pp", "zz", "ft", "sh", "ly", "ra", "mo"];
const SUFFIXES = ["ly", "ify", "io", "hub", "desk", "flow", "base", "stack", "wise", "kit"];
const FIELDS = ["Software", "Marketing", "Commerce", "Analytics", "Cloud", "Learning", "Labs"];
const FORMS = [
  "Inc.",
  "Inc",
  ", Inc.",
  "LLC",
  ", LLC",
  "Ltd",
  "Limited",
  "GmbH",
  "B.V.",
  "Pty Ltd",
  "Corp.",
  "Corporation",
  "S.L.",
  "AB",
  "Oy",
  "Pte. Ltd.",
  "s.r.o.",
  "OÜ",
  "SARL",
  "SL",
  "PLC",
  "LLP",
  "DAC",
  "A/S",
  "Co., Ltd.",
];
const FIRST = ["Odile", "Basil", "Wren", "Caius", "Ysolde", "Hamish", "Ines", "Lorcan", "Petra"];
const LAST = ["Ashdown", "Tamsin", "Verhoek", "Quillan", "Ostrander", "Melby", "Drakes", "Ferro"];
const ROADS = ["Kestle Row", "Linden Way", "Foundry Lane", "Weir Street", "Brindle Court"];
const PLACES = [
  ["Boston, MA 02110", "United States"],
  ["Wilmington, DE 19801", "USA"],
  ["Cork T12 R2XK", "Ireland"],
  ["Munich 80331", "Germany"],
  ["Utrecht 3511 AB", "The Netherlands"],
  ["Melbourne VIC 3000", "Australia"],
  ["Denver, CO 80202", "United States"],
  ["Madrid 28013", "Spain"],
  ["Prague 110 00", "Czech Republic"],
] as const;
const ITEMS = [
  "Growth plan (annual)",
  "Seat licence",
  "Professional subscription",
  "Add-on: extra projects",
  "Premium tier",
  "Monthly plan",
  "Usage-based charges",
  "Priority support",
];

function syllable(random: Random): string {
  return pick(random, HEADS) + pick(random, CORES) + pick(random, TAILS);
}

function capital(text: string): string {
  return text[0]!.toUpperCase() + text.slice(1);
}

interface Firm {
  /** The legal name, as the gold label holds it. */
  name: string;
  /** The name as customers know it: no legal form. */
  brand: string;
  lines: string[];
  taxLine: string | null;
  domain: string;
}

function firm(random: Random): Firm {
  const stem = syllable(random) + (chance(random, 0.5) ? syllable(random) : "");
  const brand = chance(random, 0.6)
    ? capital(stem + pick(random, SUFFIXES))
    : `${capital(stem)} ${pick(random, FIELDS)}`;
  const form = pick(random, FORMS);
  const name = form.startsWith(",") ? `${brand}${form}` : `${brand} ${form}`;
  const [city, country] = pick(random, PLACES);
  const lines = [
    `${between(random, 2, 990)} ${pick(random, ROADS)}${chance(random, 0.3) ? `, Floor ${between(random, 2, 30)}` : ""}`,
    city,
    country,
  ];
  const taxLine = chance(random, 0.7)
    ? `${pick(random, ["VAT Number", "VAT number:", "VAT ID:", "Tax ID", "EU VAT", "VAT Reg No.", "Tax number:"])} ${pick(random, ["DE", "IE", "NL", "ES", "CZ", "EU"])}${between(random, 100000000, 999999999)}`
    : null;
  return { name, brand, lines, taxLine, domain: brand.toLowerCase().replace(/[^a-z]/g, "") };
}

/** A buyer: a company, or a person with the company they work for under their name. */
function buyerOf(random: Random): Firm & { person: string | null } {
  const company = firm(random);
  const person = chance(random, 0.5) ? `${pick(random, FIRST)} ${pick(random, LAST)}` : null;
  return { ...company, person };
}

function showDate(random: Random, iso: string): string {
  const [year, month, day] = iso.split("-").map(Number) as [number, number, number];
  const name = EN_MONTHS[month - 1]!;
  return pick(random, [
    `${name} ${day}, ${year}`,
    `${name.slice(0, 3)} ${day}, ${year}`,
    `${day} ${name} ${year}`,
    `${String(month).padStart(2, "0")}/${String(day).padStart(2, "0")}/${year}`,
  ]);
}

const LAYOUTS = [
  "receipt-from",
  "seller-buyer-headings",
  "amount-beside",
  "brand-over-buyer",
  "address-window",
  "details-blocks",
  "closing-sentence",
  "label-column",
  "names-side-by-side",
  "capitals",
  "window-only",
  "three-columns",
] as const;
type Layout = (typeof LAYOUTS)[number];

export interface LayoutInvoice {
  pages: Page[];
  fields: { vendor: string; total_amount: number; date: string };
  layout: Layout;
}

/** One invoice from its own seed. */
export function layoutInvoice(seed: number): LayoutInvoice {
  const random = seeded(seed);
  const seller = firm(random);
  const buyer = buyerOf(random);
  const layout = pick(random, LAYOUTS);
  const date = `202${between(random, 2, 5)}-${String(between(random, 1, 12)).padStart(2, "0")}-${String(between(random, 1, 28)).padStart(2, "0")}`;
  const items = sample(random, ITEMS, between(random, 1, 3)).map((text) => ({
    text,
    amount: between(random, 9, 1900) + pick(random, [0, 0.5, 0.99]),
  }));
  const subtotal = Math.round(items.reduce((sum, item) => sum + item.amount, 0) * 100) / 100;
  const tax = chance(random, 0.5) ? Math.round(subtotal * 0.2 * 100) / 100 : 0;
  const total = Math.round((subtotal + tax) * 100) / 100;
  const money = (value: number) =>
    `${pick(random, ["$", "EUR ", "US$"])}${value.toLocaleString("en-US", { minimumFractionDigits: 2 })}`;
  const shownTotal = money(total);
  const upper = chance(random, 0.2);
  const label = (text: string) => (upper ? text.toUpperCase() : text);

  const w = new PageWriter(612, 792, pick(random, [36, 44, 54]), {
    face: pick(random, ["sans", "serif"] as const),
    bold: false,
    size: pick(random, [8, 9, 10]),
  });
  const L = w.left;
  const R = w.right;
  const M = (L + R) / 2;
  const bold = { bold: true };
  const buyerLines = () => [
    ...(buyer.person ? [buyer.person] : []),
    buyer.name,
    ...buyer.lines.slice(0, between(random, 1, 3)),
    ...(chance(random, 0.4) ? [`${buyer.domain}@example.org`] : []),
    ...(buyer.taxLine ? [buyer.taxLine] : []),
  ];
  const sellerLines = (withName: boolean) => [
    ...(withName ? [seller.name] : []),
    ...seller.lines,
    ...(chance(random, 0.4) ? [`billing@${seller.domain}.com`] : []),
    ...(seller.taxLine ? [seller.taxLine] : []),
  ];
  const meta = (x: number) => {
    const rows: Array<[string, string]> = [
      [
        pick(random, ["Invoice number", "Invoice #", "Invoice No:"]),
        `${between(random, 1000, 99999)}`,
      ],
      [pick(random, ["Date of issue", "Invoice date", "Date:"]), showDate(random, date)],
    ];
    for (const [key, value] of rows)
      w.line([
        [x, key],
        [x + 95, value],
      ]);
  };
  /** Two blocks side by side, row by row. */
  const sideBySide = (left: string[], right: string[], rightX = M + 10) => {
    for (let index = 0; index < Math.max(left.length, right.length); index++) {
      const cells: Array<[number, string, "left", { bold?: boolean }]> = [];
      if (left[index]) cells.push([L, left[index]!, "left", {}]);
      if (right[index]) cells.push([rightX, right[index]!, "left", {}]);
      w.line(cells);
    }
  };

  if (layout === "receipt-from") {
    w.line(
      [
        [
          L,
          `${pick(random, ["Receipt from", "Invoice from"])} ${seller.name}`,
          "left",
          { bold: true, size: 15 },
        ],
      ],
      {},
      1.8,
    );
    w.line([[L, `Receipt #${between(random, 1000, 9999)}-${between(random, 1000, 9999)}`]]);
    w.gap(8);
    w.line([
      [L, label("Amount paid"), "left", bold],
      [L + 150, label("Date paid"), "left", bold],
      [L + 300, label("Payment method"), "left", bold],
    ]);
    w.line([
      [L, shownTotal],
      [L + 150, showDate(random, date)],
      [L + 300, `${pick(random, ["Visa", "Mastercard", "Amex"])} - ${between(random, 1000, 9999)}`],
    ]);
    if (chance(random, 0.6)) {
      w.gap(6);
      w.line([[L, label(pick(random, ["Billed to", "Bill to"])), "left", bold]]);
      for (const line of buyerLines()) w.line([[L, line]]);
    }
  } else if (layout === "seller-buyer-headings") {
    w.line([[L, label("Invoice"), "left", { bold: true, size: 16 }]], {}, 1.8);
    meta(L);
    w.gap(8);
    const buyerFirst = chance(random, 0.3);
    const headings = buyerFirst ? ["Buyer", "Seller"] : ["Seller", "Buyer"];
    w.line([
      [L, label(headings[0]!), "left", bold],
      [M + 10, label(headings[1]!), "left", bold],
    ]);
    const a = sellerLines(true);
    const b = [buyer.name, ...buyerLines().filter((line) => line !== buyer.name)];
    if (buyerFirst) sideBySide(b, a);
    else sideBySide(a, b);
  } else if (layout === "amount-beside") {
    w.line([[L, label("Invoice"), "left", { bold: true, size: 16 }]], {}, 1.8);
    const due = pick(random, ["Amount –", "Amount due", "Amount Due (USD)", "Total", "Balance"]);
    w.line([
      [L, seller.name, "left", bold],
      [R, `${due} ${shownTotal}`, "right", bold],
    ]);
    const lines = sellerLines(false);
    const right = [
      `Invoice date ${showDate(random, date)}`,
      `Invoice # ${between(random, 100, 9999)}`,
    ];
    for (let index = 0; index < lines.length; index++) {
      const cells: Array<[number, string, "left" | "right"]> = [[L, lines[index]!, "left"]];
      if (right[index]) cells.push([R, right[index]!, "right"]);
      w.line(cells);
    }
    w.gap(8);
    w.line([[L, label(pick(random, ["Bill to", "Invoice to", "Customer"])), "left", bold]]);
    for (const line of buyerLines()) w.line([[L, line]]);
  } else if (layout === "brand-over-buyer") {
    w.line(
      [
        [L, seller.brand, "left", { bold: true, size: 18 }],
        [R, label("Invoice"), "right", { bold: true, size: 14 }],
      ],
      {},
      1.8,
    );
    meta(M + 40);
    w.gap(6);
    w.line([[L, label(pick(random, ["Bill to", "Billed to", "Invoice to"])), "left", bold]]);
    for (const line of buyerLines()) w.line([[L, line]]);
    w.gap(6);
    w.line([[L, label(pick(random, ["Pay to", "Remit to", "Payable to"])), "left", bold]]);
    for (const line of sellerLines(true)) w.line([[L, line]]);
  } else if (layout === "address-window") {
    // The sender's line in small print over the address window, the letterhead at the right.
    w.line([[R, seller.name, "right", { bold: true, size: 13 }]], {}, 1.6);
    for (const line of sellerLines(false)) w.line([[R, line, "right"]]);
    w.gap(6);
    w.line([
      [L, `${seller.name} · ${seller.lines[0]} · ${seller.lines[1]}`, "left", { size: 6.5 }],
    ]);
    for (const line of buyerLines()) w.line([[L, line]]);
    w.gap(8);
    w.line([[L, label("Invoice"), "left", { bold: true, size: 14 }]], {}, 1.6);
    meta(L);
  } else if (layout === "details-blocks") {
    w.line([[L, label("Tax invoice"), "left", { bold: true, size: 15 }]], {}, 1.8);
    meta(L);
    w.gap(8);
    const blocks: Array<[string, Firm, string | null]> = [
      [pick(random, ["Supplier details", "Seller details", "Issued by"]), seller, null],
      [pick(random, ["Customer details", "Buyer details", "Billing details"]), buyer, buyer.person],
    ];
    if (chance(random, 0.4)) blocks.reverse();
    for (const [heading, who, person] of blocks) {
      w.line([[L, label(heading), "left", bold]]);
      if (person) w.line([[L, `Contact: ${person}`]]);
      w.line([[L, `${pick(random, ["Name:", "Company:", "Company name:"])} ${who.name}`]]);
      w.line([[L, `Address: ${who.lines.join(", ")}`]]);
      if (who.taxLine) w.line([[L, who.taxLine]]);
      w.gap(6);
    }
  } else if (layout === "label-column") {
    // Each block's label in a narrow column left of its lines.
    w.line([[L, label("Invoice"), "left", { bold: true, size: 16 }]], {}, 1.8);
    meta(L);
    w.gap(8);
    const blocks: Array<[string, string[]]> = [
      [pick(random, ["From", "Seller", "Supplier", "Issuer"]), sellerLines(true)],
      [pick(random, ["Bill to", "Buyer", "Customer", "To"]), buyerLines()],
    ];
    if (chance(random, 0.4)) blocks.reverse();
    for (const [heading, lines] of blocks) {
      lines.forEach((line, index) =>
        w.line([
          [L, index === 0 ? label(heading) : "", "left", bold],
          [L + 90, line],
        ]),
      );
      w.gap(6);
    }
  } else if (layout === "names-side-by-side") {
    // Both labels on one row, both names on the next: the buyer's left, the seller's right.
    w.line([[L, label("Invoice"), "left", { bold: true, size: 16 }]], {}, 1.8);
    meta(L);
    w.gap(8);
    w.line([
      [L, label(pick(random, ["Bill to", "Billed to", "Customer"])), "left", bold],
      [M + 10, label(pick(random, ["From", "Seller", "Issued by"])), "left", bold],
    ]);
    sideBySide(
      [buyer.name, ...buyer.lines, ...(buyer.taxLine ? [buyer.taxLine] : [])],
      sellerLines(true),
    );
  } else if (layout === "capitals") {
    w.line(
      [
        [L, seller.name.toUpperCase(), "left", { bold: true, size: 14 }],
        [R, label("INVOICE"), "right", { bold: true, size: 14 }],
      ],
      {},
      1.8,
    );
    for (const line of sellerLines(false)) w.line([[L, line.toUpperCase()]]);
    w.gap(8);
    meta(L);
    w.line([[L, pick(random, ["BILL TO:", "BILLED TO", "INVOICE TO:"]), "left", bold]]);
    for (const line of buyerLines()) w.line([[L, line]]);
  } else if (layout === "window-only") {
    // The buyer's address alone at the top left, the seller's block at the top right.
    const left = buyerLines();
    const right = sellerLines(true);
    for (let index = 0; index < Math.max(left.length, right.length); index++) {
      const cells: Array<[number, string, "left" | "right", { bold?: boolean; size?: number }]> =
        [];
      if (left[index]) cells.push([L, left[index]!, "left", {}]);
      if (right[index])
        cells.push([R, right[index]!, "right", index === 0 ? { bold: true, size: 12 } : {}]);
      w.line(cells);
    }
    w.gap(10);
    w.line([[L, label("Invoice"), "left", { bold: true, size: 14 }]], {}, 1.6);
    meta(L);
  } else if (layout === "three-columns") {
    // The seller's block, "Bill to" and "Ship to" across the page, a label over the last two only.
    w.line([[L, label("Invoice"), "left", { bold: true, size: 16 }]], {}, 1.8);
    meta(L);
    w.gap(8);
    const third = (R - L) / 3;
    const a = sellerLines(true);
    const b = [label("Bill to"), ...buyerLines()];
    const c = [
      label("Ship to"),
      ...(buyer.person ? [buyer.person] : []),
      buyer.name,
      ...buyer.lines,
    ];
    for (let index = 0; index < Math.max(a.length, b.length, c.length); index++) {
      const cells: Array<[number, string, "left", { bold?: boolean }]> = [];
      if (a[index]) cells.push([L, a[index]!, "left", { bold: index === 0 }]);
      if (b[index]) cells.push([L + third, b[index]!, "left", { bold: index === 0 }]);
      if (c[index]) cells.push([L + 2 * third, c[index]!, "left", { bold: index === 0 }]);
      w.line(cells);
    }
    w.line([[L, `${shownTotal} due ${showDate(random, date)}`, "left", bold]]);
  } else {
    w.line(
      [
        [L, label("Invoice"), "left", { bold: true, size: 16 }],
        [R, seller.brand, "right", { bold: true, size: 13 }],
      ],
      {},
      1.8,
    );
    meta(L);
    w.gap(8);
    w.line([[L, label(pick(random, ["Bill to", "Billed to", "Customer"])), "left", bold]]);
    for (const line of buyerLines()) w.line([[L, line]]);
  }

  w.gap(14);
  w.line([
    [L, label("Description"), "left", bold],
    [R, label("Amount"), "right", bold],
  ]);
  w.hr();
  w.gap(3);
  for (const item of items)
    w.line([
      [L, item.text],
      [R, money(item.amount), "right"],
    ]);
  w.gap(4);
  w.line([
    [R - 120, "Subtotal", "right"],
    [R, money(subtotal), "right"],
  ]);
  if (tax)
    w.line([
      [R - 120, "VAT (20%)", "right"],
      [R, money(tax), "right"],
    ]);
  w.line([
    [R - 120, pick(random, ["Total", "Amount due", "Total due"]), "right", bold],
    [R, shownTotal, "right", bold],
  ]);
  w.gap(16);
  if (layout === "closing-sentence") {
    w.paragraph(
      `${pick(random, ["This invoice is issued by", "Services are provided by", "Your subscription is billed by"])} ${seller.name}, ${seller.lines.join(", ")}.${seller.taxLine ? ` ${seller.taxLine}.` : ""}`,
      { size: 7.5 },
    );
  }
  if (chance(random, 0.5)) {
    w.paragraph(
      `${pick(random, ["Questions?", "Need help?"])} Contact ${pick(random, [seller.brand, seller.name])} at support@${seller.domain}.com.`,
      { size: 7.5 },
    );
  }
  return { pages: w.finish(), fields: { vendor: seller.name, total_amount: total, date }, layout };
}

/** `count` invoices from a base seed, each with its PDF. */
export function layoutInvoices(seed: number, count: number) {
  return invoiceSeries("layouts", seed, count, 7919, layoutInvoice);
}
