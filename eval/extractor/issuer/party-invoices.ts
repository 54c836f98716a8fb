/**
 * Dev training documents for the invoice issuer's scorer (decision 0023): Indonesian and English
 * invoices whose seller and buyer trade places on the page. The seller in a letterhead (left,
 * centred or right, under a logo's initials), in a "Penjual" / "From" box beside the buyer's, only
 * in the footer and the bank details, or on a "Dari :" line; the buyer under "Kepada Yth.",
 * "Ditagihkan kepada", "Pembeli", "Bill to", "Customer", beside a "Ship to" block, or on a
 * "Nama Pelanggan :" line, often a company with its own NPWP and e-mail, sometimes printed larger
 * than the seller. A signatory under "Hormat kami" and a delivery contact are people near the
 * parties. Names, streets and towns are made from syllables here, never taken from a labelled
 * document or another generator. Seeded: the same seed gives the same documents. Dev data only.
 */
import { invoiceSeries, type Page, PageWriter } from "../../datasets/heldout/render.ts";
import { between, chance, pick, type Random, seeded } from "../../datasets/heldout/random.ts";

const ONSETS = ["b", "d", "g", "h", "j", "k", "l", "m", "n", "ng", "p", "r", "s", "t", "w", "y"];
const VOWELS = ["a", "a", "i", "u", "e", "o", "ia", "ua"];
const CODAS = ["", "", "", "n", "ng", "r", "k", "t", "s", "l"];
const ID_FORMS = ["PT", "PT", "PT", "CV", "CV", "UD", "Koperasi"];
const EN_FORMS = ["Pte. Ltd.", "Sdn. Bhd.", "Ltd", "Inc.", "LLC", "Co., Ltd.", "Limited", "Corp."];
const ID_TRADES = ["Teknik", "Niaga", "Cetak", "Logistik", "Pangan", "Medika", "Elektrik"];
const EN_TRADES = ["Trading", "Supplies", "Fabrication", "Foods", "Printing", "Freight", "Works"];
const HONORIFICS = { id: ["Bapak", "Ibu", "Sdr.", ""], en: ["Mr.", "Ms.", "Mrs.", ""] };
const PRODUCTS = {
  id: ["Jasa pemasangan", "Sewa peralatan", "Kertas A4", "Tinta printer", "Jasa konsultasi"],
  en: ["Installation service", "Equipment rental", "Office paper", "Printer ink", "Advice hours"],
};

type Language = "id" | "en";

function word(random: Random, syllables: number): string {
  let text = "";
  for (let index = 0; index < syllables; index++) {
    text += pick(random, ONSETS) + pick(random, VOWELS);
  }
  text += pick(random, CODAS);
  return text[0]!.toUpperCase() + text.slice(1);
}

interface Party {
  name: string;
  lines: string[];
  taxId: string | null;
  email: string | null;
  phone: string;
}

function npwp(random: Random): string {
  const digits = Array.from({ length: 15 }, () => between(random, 0, 9)).join("");
  return chance(random, 0.5)
    ? `${digits.slice(0, 2)}.${digits.slice(2, 5)}.${digits.slice(5, 8)}.${digits.slice(8, 9)}-${digits.slice(9, 12)}.${digits.slice(12)}`
    : `0${digits}`;
}

function company(random: Random, language: Language): string {
  if (language === "id" && chance(random, 0.8)) {
    const form = pick(random, ID_FORMS);
    const core = chance(random, 0.5)
      ? `${word(random, 2)} ${word(random, 2)}`
      : `${word(random, 2)} ${pick(random, ID_TRADES)}`;
    return `${form} ${core}${form === "PT" && chance(random, 0.1) ? " Tbk" : ""}`;
  }
  const core = chance(random, 0.5)
    ? word(random, 3)
    : `${word(random, 2)} ${pick(random, EN_TRADES)}`;
  return `${core} ${pick(random, EN_FORMS)}`;
}

function person(random: Random): string {
  return `${word(random, 2)} ${word(random, between(random, 2, 3))}`;
}

function party(random: Random, language: Language, isPerson: boolean): Party {
  const name = isPerson
    ? `${pick(random, HONORIFICS[language])} ${person(random)}`.trim()
    : company(random, language);
  const street =
    language === "id"
      ? `Jl. ${word(random, 2)} ${pick(random, ["No.", "No", "Blok A", "Kav."])} ${between(random, 1, 120)}`
      : `${between(random, 1, 300)} ${word(random, 2)} ${pick(random, ["Road", "Avenue", "Lane"])}`;
  const town =
    language === "id"
      ? `${pick(random, ["Kota", "Kab.", ""])} ${word(random, 2)} ${between(random, 10000, 99999)}`.trim()
      : `${word(random, 2)} ${between(random, 10000, 99999)}`;
  const domain = `${name
    .replace(/^(PT|CV|UD|Koperasi)\s+/, "")
    .split(/\s+/)[0]!
    .toLowerCase()}.${pick(random, ["co.id", "com", "id", "com.sg"])}`;
  return {
    name,
    lines: chance(random, 0.3) ? [`${street}, ${town}`] : [street, town],
    taxId:
      !isPerson && chance(random, 0.6)
        ? `${language === "id" ? pick(random, ["NPWP", "NPWP :", "N.P.W.P"]) : pick(random, ["Tax ID", "GST Reg No", "NPWP", "VAT No."])} ${npwp(random)}`
        : null,
    email: chance(random, 0.4)
      ? `${pick(random, ["info", "finance", "admin", "sales"])}@${domain}`
      : null,
    phone: `${pick(random, ["Telp.", "Tel", "Phone", "HP"])} 0${between(random, 21, 899)}-${between(random, 1000000, 9999999)}`,
  };
}

const round = (value: number) => Math.round(value);

function rupiah(value: number, language: Language): string {
  const figure = value.toLocaleString("id-ID");
  return language === "id" ? `Rp ${figure}` : `IDR ${value.toLocaleString("en-US")}`;
}

function showDate(random: Random, day: number, month: number, year: number, language: Language) {
  const months =
    language === "id"
      ? ["Januari", "Februari", "Maret", "April", "Mei", "Juni", "Juli", "Agustus"]
      : ["January", "February", "March", "April", "May", "June", "July", "August"];
  return pick(random, [
    `${day} ${months[month - 1]} ${year}`,
    `${String(day).padStart(2, "0")}/${String(month).padStart(2, "0")}/${year}`,
    `${String(day).padStart(2, "0")}-${String(month).padStart(2, "0")}-${year}`,
  ]);
}

const WORDS = {
  id: {
    title: ["INVOICE", "FAKTUR", "TAGIHAN", "Invoice", "FAKTUR PENJUALAN"],
    buyer: ["Kepada Yth.", "Ditagihkan kepada", "Pembeli", "Pelanggan", "Kepada", "Tagihan kepada"],
    buyerKey: ["Nama Pelanggan", "Nama Pembeli", "Pelanggan", "Customer"],
    seller: ["Penjual", "Dari", "Pengusaha Kena Pajak", "Diterbitkan oleh"],
    ship: ["Dikirim ke", "Alamat kirim", "Penerima"],
    number: ["No. Faktur", "Nomor", "No. Invoice"],
    date: ["Tanggal", "Tgl", "Tanggal Faktur"],
    bank: ["Pembayaran ke", "Transfer ke", "Rekening pembayaran"],
    holder: ["a.n.", "atas nama", "a/n"],
    closing: ["Hormat kami,", "Hormat kami", "Tanda terima,"],
    total: ["Total", "Jumlah", "Total Tagihan", "Grand Total"],
    address: "Alamat",
    name: "Nama",
  },
  en: {
    title: ["INVOICE", "TAX INVOICE", "Invoice", "BILL"],
    buyer: ["Bill to", "Billed to", "Customer", "Invoice to", "Sold to", "To"],
    buyerKey: ["Customer name", "Customer", "Client", "Buyer"],
    seller: ["From", "Seller", "Supplier", "Issued by"],
    ship: ["Ship to", "Deliver to", "Consignee"],
    number: ["Invoice No.", "Invoice #", "Number"],
    date: ["Date", "Invoice date", "Issue date"],
    bank: ["Payment details", "Remit to", "Bank transfer"],
    holder: ["Account name:", "Beneficiary:", "a/c name"],
    closing: ["Yours faithfully,", "Authorised signature", "Sincerely,"],
    total: ["Total", "Amount due", "Total due", "Grand Total"],
    address: "Address",
    name: "Name",
  },
} as const;

export interface PartyInvoice {
  pages: Page[];
  fields: { vendor: string; total_amount: number; date: string; currency: "IDR" };
}

type Layout = "letterhead" | "boxes" | "buyer-first" | "logo" | "key-values" | "from-line";
const LAYOUTS: Layout[] = ["letterhead", "boxes", "buyer-first", "logo", "key-values", "from-line"];

/** One invoice from its own seed. */
export function partyInvoice(seed: number): PartyInvoice {
  const random = seeded(seed);
  const language: Language = chance(random, 0.6) ? "id" : "en";
  const words = WORDS[language];
  const seller = party(random, language, false);
  const buyer = party(random, language, chance(random, 0.35));
  const layout = pick(random, LAYOUTS);
  const [day, month, year] = [
    between(random, 1, 28),
    between(random, 1, 8),
    between(random, 2022, 2026),
  ];
  const date = `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
  const items = Array.from({ length: between(random, 1, 4) }, () => ({
    description: pick(random, PRODUCTS[language]),
    amount: between(random, 5, 900) * 1000,
  }));
  const subtotal = items.reduce((sum, item) => sum + item.amount, 0);
  const tax = chance(random, 0.6) ? round(subtotal * 0.11) : 0;
  const total = subtotal + tax;

  const w = new PageWriter(595, 842, pick(random, [36, 44, 52]), {
    face: pick(random, ["sans", "serif", "sans"] as const),
    bold: false,
    size: pick(random, [8.5, 9, 10]),
  });
  const [L, R] = [w.left, w.right];
  const M = (L + R) / 2;
  const bold = { bold: true };
  const big = { bold: true, size: pick(random, [13, 15, 18]) };
  const title = pick(random, words.title);
  const buyerLarger = chance(random, 0.2);
  const sellerOnTop = layout !== "buyer-first" && (layout !== "key-values" || chance(random, 0.6));

  const contacts = (who: Party) => [
    ...who.lines,
    ...(chance(random, 0.5) ? [who.phone] : []),
    ...(who.email ? [who.email] : []),
    ...(who.taxId ? [who.taxId] : []),
  ];
  const block = (x: number, label: string | null, who: Party, align: "left" | "right" = "left") => {
    if (label) w.line([[x, label, align, bold]]);
    w.line([[x, who.name, align, who === buyer && buyerLarger ? big : bold]]);
    for (const line of contacts(who)) w.line([[x, line, align]]);
  };
  const columns = (left: Array<[string, boolean]>, right: Array<[string, boolean]>) => {
    for (let index = 0; index < Math.max(left.length, right.length); index++) {
      const cells: Array<[number, string, "left", { bold: boolean }]> = [];
      if (left[index]) cells.push([L, left[index]![0], "left", { bold: left[index]![1] }]);
      if (right[index]) cells.push([M + 10, right[index]![0], "left", { bold: right[index]![1] }]);
      w.line(cells);
    }
  };
  const labelled = (label: string | null, who: Party, keyed: boolean): Array<[string, boolean]> =>
    keyed
      ? [
          ...(label ? [[label, true] as [string, boolean]] : []),
          [`${words.name} : ${who.name}`, false],
          [`${words.address} : ${who.lines.join(", ")}`, false],
          ...(who.taxId ? [[who.taxId, false] as [string, boolean]] : []),
        ]
      : [
          ...(label ? [[label, true] as [string, boolean]] : []),
          [who.name, true],
          ...contacts(who).map((line) => [line, false] as [string, boolean]),
        ];
  const meta = (x: number, align: "left" | "right" = "left") => {
    w.line([
      [
        x,
        `${pick(random, words.number)} : ${pick(random, ["INV", "FK", "", "No"])}${between(random, 100, 99999)}/${year}`,
        align,
      ],
    ]);
    w.line([
      [x, `${pick(random, words.date)} : ${showDate(random, day, month, year, language)}`, align],
    ]);
  };

  if (layout === "letterhead") {
    const place = pick(random, ["left", "centre", "right"] as const);
    const x = place === "left" ? L : place === "right" ? R : M;
    const align = place === "left" ? "left" : place === "right" ? "right" : "center";
    w.line([[x, seller.name, align, big]], {}, 1.8);
    for (const line of contacts(seller)) w.line([[x, line, align]]);
    w.hr();
    w.gap(8);
    w.line([[M, title, "center", big]], {}, 1.8);
    meta(L);
    w.gap(8);
    if (chance(random, 0.4)) {
      columns(
        labelled(pick(random, words.buyer), buyer, false),
        labelled(
          pick(random, words.ship),
          {
            ...buyer,
            name: chance(random, 0.5) ? buyer.name : person(random),
            taxId: null,
            email: null,
          },
          false,
        ),
      );
    } else block(L, pick(random, words.buyer), buyer);
  } else if (layout === "boxes") {
    w.line([[L, title, "left", big]], {}, 1.8);
    meta(L);
    w.gap(10);
    const keyed = chance(random, 0.5);
    const sellerFirst = chance(random, 0.6);
    const sellerRows = labelled(pick(random, words.seller), seller, keyed);
    const buyerRows = labelled(pick(random, words.buyer), buyer, keyed);
    if (sellerFirst) columns(sellerRows, buyerRows);
    else columns(buyerRows, sellerRows);
  } else if (layout === "buyer-first") {
    w.line([[R, title, "right", big]], {}, 1.8);
    block(L, pick(random, words.buyer), buyer);
    w.gap(6);
    meta(L);
  } else if (layout === "logo") {
    const initials = seller.name
      .split(/\s+/)
      .filter((part) => /^[A-Z]/.test(part))
      .map((part) => part[0])
      .join("")
      .slice(0, 3);
    w.line(
      [
        [L, initials, "left", { bold: true, size: 22 }],
        [R, seller.name, "right", bold],
      ],
      {},
      1.6,
    );
    for (const line of contacts(seller)) w.line([[R, line, "right"]]);
    w.gap(8);
    w.line([[L, title, "left", big]], {}, 1.8);
    columns(labelled(pick(random, words.buyer), buyer, false), [
      [pick(random, words.number), true],
      [`${between(random, 1000, 99999)}`, false],
      [pick(random, words.date), true],
      [showDate(random, day, month, year, language), false],
    ]);
  } else if (layout === "key-values") {
    if (sellerOnTop) {
      w.line([[L, seller.name, "left", bold]]);
      for (const line of seller.lines) w.line([[L, line]]);
    }
    w.line([[M, title, "center", big]], {}, 1.8);
    w.line([
      [L, `${pick(random, words.buyerKey)} : ${buyer.name}`],
      [M + 40, `${pick(random, words.number)} : ${between(random, 100, 9999)}`],
    ]);
    w.line([
      [L, `${words.address} : ${buyer.lines.join(", ")}`],
      [M + 40, `${pick(random, words.date)} : ${showDate(random, day, month, year, language)}`],
    ]);
    if (buyer.taxId) w.line([[L, buyer.taxId]]);
  } else {
    w.line([[L, title, "left", big]], {}, 1.8);
    meta(L);
    w.gap(6);
    w.line([[L, `${pick(random, words.seller)} : ${seller.name}`]]);
    for (const line of contacts(seller)) w.line([[L + 40, line]]);
    w.gap(4);
    w.line([[L, `${pick(random, words.buyer)} : ${buyer.name}`]]);
    for (const line of buyer.lines) w.line([[L + 40, line]]);
  }
  w.gap(12);

  // Items and the summary.
  w.line([
    [L, language === "id" ? "Keterangan" : "Description", "left", bold],
    [R, language === "id" ? "Jumlah" : "Amount", "right", bold],
  ]);
  w.hr(0.4);
  for (const item of items)
    w.line([
      [L, item.description],
      [R, rupiah(item.amount, language)],
    ]);
  w.hr(0.4);
  w.line([
    [R - 140, "Subtotal", "right"],
    [R, rupiah(subtotal, language), "right"],
  ]);
  if (tax)
    w.line([
      [R - 140, language === "id" ? "PPN 11%" : "VAT 11%", "right"],
      [R, rupiah(tax, language), "right"],
    ]);
  w.line([
    [R - 140, pick(random, words.total), "right", bold],
    [R, rupiah(total, language), "right", bold],
  ]);
  w.gap(14);

  // Payment: the seller's account, where the money goes.
  const sellerHidden = !sellerOnTop;
  if (sellerHidden || chance(random, 0.5)) {
    w.line([[L, pick(random, words.bank), "left", bold]]);
    w.line([
      [
        L,
        `Bank ${word(random, 2)} ${pick(random, ["No. Rek", "Acc No", "Rek."])} ${between(random, 1000000000, 9999999999)}`,
      ],
    ]);
    w.line([[L, `${pick(random, words.holder)} ${seller.name}`]]);
  }
  // The signature block: the seller's name and its signatory, or the signatory alone.
  if (chance(random, 0.5)) {
    w.gap(8);
    w.line([[R, pick(random, words.closing), "right"]]);
    if (chance(random, 0.5)) w.line([[R, seller.name, "right"]]);
    w.gap(18);
    w.line([[R, person(random), "right", bold]]);
    if (chance(random, 0.5)) w.line([[R, language === "id" ? "Direktur" : "Director", "right"]]);
  }
  const footerY = w.height - w.margin + 6;
  if (sellerHidden || chance(random, 0.4)) {
    const parts = [seller.name, seller.lines.join(", "), seller.email ?? seller.phone];
    w.place(L, footerY - 11, parts.join(pick(random, [" · ", " | ", " - "])), { size: 7.5 });
    if (seller.taxId) w.place(L, footerY, seller.taxId, { size: 7.5 });
  } else if (seller.email) w.place(L, footerY, seller.email, { size: 7.5 });

  return {
    pages: w.finish(),
    fields: { vendor: seller.name, total_amount: total, date, currency: "IDR" },
  };
}

/** `count` invoices from a base seed, each as the PDF a small business would send. */
export function partyInvoices(seed: number, count: number) {
  return invoiceSeries("party", seed, count, 100019, partyInvoice);
}
