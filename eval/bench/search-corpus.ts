/**
 * Realistic documents for the search benchmark, as rows the product would hold after reading
 * and understanding them: invoices, receipts, billing statements and contracts in Indonesian
 * and English, over three years before `today`. The same seed gives the same documents.
 */
import { createHash } from "node:crypto";
import type { documents } from "../../src/server/db/schema/documents.ts";
import type { ContractType } from "../../src/understanding/types.ts";
import {
  BANKS,
  CONTRACT_CLAUSES,
  CONTRACT_KINDS,
  FOREIGN_LAWS,
  INVOICE_TERMS,
  MONTHS,
  PAYMENT_METHODS,
  RECEIPT_LINES,
  STATEMENT_TERMS,
} from "./search-phrases.ts";
import {
  CITIES,
  INVOICE_VENDORS,
  OWN_COMPANY,
  PARTIES,
  RECEIPT_VENDORS,
  STATEMENT_VENDORS,
  STREETS,
  TRADES,
  type Currency,
  type Language,
  type Vendor,
} from "./search-vendors.ts";

export type NewDocument = typeof documents.$inferInsert;

const DAY_MS = 86_400_000;
const YEARS_COVERED = 3;
/** IDR per unit, to turn a trade's IDR range into a foreign vendor's bill. */
const IDR_PER: Record<Currency, number> = { IDR: 1, USD: 16_000, SGD: 12_000 };

/** mulberry32: small, fast and good enough to make varied documents from one seed. */
class Random {
  private state: number;
  constructor(seed: number) {
    this.state = seed >>> 0;
  }
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  }
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  chance(probability: number): boolean {
    return this.next() < probability;
  }
  pick<T>(list: readonly T[]): T {
    return list[Math.floor(this.next() * list.length)]!;
  }
  /** Earlier entries more often: a few vendors get most of the documents, as in real books. */
  pickSkewed<T>(list: readonly T[]): T {
    return list[Math.floor(this.next() ** 2 * list.length)]!;
  }
  /** Log-uniform, as amounts are: as many bills of tens of thousands as of millions. */
  amount(low: number, high: number): number {
    return Math.exp(Math.log(low) + this.next() * (Math.log(high) - Math.log(low)));
  }
  shuffled<T>(list: readonly T[]): T[] {
    const copy = [...list];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [copy[i], copy[j]] = [copy[j]!, copy[i]!];
    }
    return copy;
  }
}

const addDays = (isoDate: string, days: number) =>
  new Date(Date.parse(isoDate) + days * DAY_MS).toISOString().slice(0, 10);

function longDate(isoDate: string, language: Language): string {
  const [year, month, day] = isoDate.split("-").map(Number) as [number, number, number];
  const name = MONTHS[language][month - 1];
  return language === "id" ? `${day} ${name} ${year}` : `${name} ${day}, ${year}`;
}

function monthOf(isoDate: string, language: Language): string {
  const [year, month] = isoDate.split("-").map(Number) as [number, number];
  return `${MONTHS[language][month - 1]} ${year}`;
}

/** Built once: an Intl formatter costs more to make than a whole document does to write. */
const NUMBER_FORMATS = {
  id: [0, 2].map(
    (digits) =>
      new Intl.NumberFormat("id-ID", {
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      }),
  ),
  en: [0, 2].map(
    (digits) =>
      new Intl.NumberFormat("en-US", {
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      }),
  ),
};

function formatMoney(amount: number, currency: Currency, language: Language): string {
  const figure = NUMBER_FORMATS[language][currency === "IDR" ? 0 : 1]!.format(amount);
  return currency === "IDR" && language === "id" ? `Rp ${figure}` : `${currency} ${figure}`;
}

const fill = (template: string, context: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => context[key] ?? whole);

const wordCount = (lines: string[]) => lines.join(" ").split(/\s+/).length;

/** Sentences from a bank, in random order, until the text reaches about `words` words. */
function sentencesUpTo(
  random: Random,
  bank: string[],
  words: number,
  context: Record<string, string>,
) {
  const chosen: string[] = [];
  for (const sentence of random.shuffled(bank)) {
    if (wordCount(chosen) >= words) break;
    chosen.push(fill(sentence, context));
  }
  return chosen;
}

/** A type, not an interface: only a type alias fits the `items` column's Record<string, unknown>. */
type LineItem = {
  description: string;
  quantity: number;
  unit_price: number;
  amount: number;
};

/** A bill's lines, whose amounts add up to `total`. */
function lineItems(
  random: Random,
  vendor: Vendor,
  language: Language,
  total: number,
  month: string,
) {
  const descriptions = random.shuffled(TRADES[vendor.trade].items[language]);
  const count = random.int(1, Math.min(descriptions.length, 8));
  const weights = descriptions.slice(0, count).map(() => random.next() + 0.2);
  const weightSum = weights.reduce((sum, weight) => sum + weight, 0);
  const cents = vendor.currency && vendor.currency !== "IDR" ? 100 : 1;
  return descriptions.slice(0, count).map((description, index): LineItem => {
    const amount = Math.round(((total * weights[index]!) / weightSum) * cents) / cents;
    const quantity = random.int(1, 5);
    return {
      description: fill(description, { month, n: String(random.int(1, 9)) }),
      quantity,
      unit_price: Math.round((amount / quantity) * cents) / cents,
      amount,
    };
  });
}

const itemLines = (items: LineItem[], currency: Currency, language: Language) =>
  items.map(
    (item, index) =>
      `${index + 1}. ${item.description}  ${item.quantity} x ${formatMoney(item.unit_price, currency, language)}  ${formatMoney(item.amount, currency, language)}`,
  );

interface Written {
  fields: Omit<
    NewDocument,
    | "organizationId"
    | "name"
    | "originalFilename"
    | "mimeType"
    | "fileKind"
    | "sizeBytes"
    | "fileHash"
    | "vertical"
  >;
  content: string[];
  language: Language;
  name: string;
  photo: boolean;
}

interface Setting {
  random: Random;
  date: string;
  language: Language;
}

function billTotal(random: Random, vendor: Vendor): { currency: Currency; total: number } {
  const currency = vendor.currency ?? "IDR";
  const [low, high] = TRADES[vendor.trade].range;
  const idr = random.amount(low, high);
  const total =
    currency === "IDR"
      ? Math.round(idr / 100) * 100
      : Math.round((idr / IDR_PER[currency]) * 100) / 100;
  return { currency, total };
}

const addressOf = (random: Random) => `${random.pick(STREETS)}, ${random.pick(CITIES)}`;

function writeInvoice({ random, date, language }: Setting, vendor: Vendor): Written {
  const receivable = !vendor.currency && random.chance(0.15);
  const issuer = receivable ? OWN_COMPANY : vendor.name;
  const customer = receivable ? random.pick(PARTIES.id) : OWN_COMPANY;
  const { currency, total } = billTotal(random, vendor);
  const number = `INV/${date.slice(0, 4)}/${date.slice(5, 7)}/${String(random.int(1, 99_999)).padStart(5, "0")}`;
  const due = random.chance(0.85) ? addDays(date, random.pick([14, 30, 30, 45, 60])) : null;
  const items = lineItems(random, vendor, language, total, monthOf(date, language));
  const taxed = currency === "IDR" && random.chance(0.7);
  const tax = taxed ? Math.round(total * 0.11) : null;
  const context = {
    vendor: issuer,
    number,
    due: due ? longDate(due, language) : longDate(addDays(date, 30), language),
    bank: random.pick(BANKS),
    account: String(random.int(1_000_000_000, 9_999_999_999)),
    month: monthOf(date, language),
  };
  const title =
    language === "id"
      ? random.pick(["Faktur", "Faktur Pajak", "Invoice", "Tagihan"])
      : random.pick(["Invoice", "Tax Invoice"]);
  const content = [
    title.toUpperCase(),
    issuer,
    addressOf(random),
    `NPWP ${random.int(10, 99)}.${random.int(100, 999)}.${random.int(100, 999)}.${random.int(1, 9)}-${random.int(100, 999)}.000`,
    `${language === "id" ? "Nomor" : "Invoice No."}: ${number}`,
    `${language === "id" ? "Tanggal" : "Date"}: ${longDate(date, language)}`,
    `${language === "id" ? "Kepada Yth." : "Bill to"}: ${customer}, ${addressOf(random)}`,
    ...itemLines(items, currency, language),
    `Subtotal ${formatMoney(total, currency, language)}`,
    ...(tax ? [`PPN 11% ${formatMoney(tax, currency, language)}`] : []),
    `Total ${formatMoney(total + (tax ?? 0), currency, language)}`,
    ...(due
      ? [`${language === "id" ? "Jatuh tempo" : "Due date"}: ${longDate(due, language)}`]
      : []),
    ...sentencesUpTo(random, TRADES[vendor.trade].notes[language], 20, context),
    ...sentencesUpTo(random, INVOICE_TERMS[language], random.int(120, 220), context),
  ];
  return {
    fields: {
      type: "invoice",
      apAr: receivable ? "AR" : "AP",
      vendor: issuer,
      documentNumber: number,
      documentTitle: title,
      primaryParty: issuer,
      counterparty: customer,
      totalAmount: String(total + (tax ?? 0)),
      currency,
      taxAmount: tax === null ? null : String(tax),
      taxRate: tax === null ? null : 11,
      taxTypeName: tax === null ? null : "PPN",
      dueDate: due,
      items,
    },
    content,
    language,
    name: random.pick([
      number.replaceAll("/", "-"),
      `${title} ${issuer} ${monthOf(date, language)}`,
      `scan_${date.replaceAll("-", "")}_${random.int(100_000, 235_959)}`,
    ]),
    photo: random.chance(0.15),
  };
}

function writeStatement({ random, date, language }: Setting, vendor: Vendor): Written {
  const { currency, total } = billTotal(random, vendor);
  const due = addDays(date, random.int(10, 25));
  const account = String(random.int(100_000_000_000, 999_999_999_999));
  const month = monthOf(addDays(date, -15), language);
  const items = lineItems(random, vendor, language, total, month);
  const context = {
    due: longDate(due, language),
    total: formatMoney(total, currency, language),
    customer: OWN_COMPANY,
    account,
    month,
  };
  const title =
    language === "id"
      ? `Tagihan ${vendor.name.replace(/^PT |\(Persero\)| Tbk/g, "").trim()}`
      : "Billing Statement";
  const content = [
    vendor.name,
    title.toUpperCase(),
    `${language === "id" ? "Periode" : "Period"}: ${month}`,
    `${language === "id" ? "Nomor pelanggan" : "Account number"}: ${account}`,
    `${language === "id" ? "Nama" : "Name"}: ${OWN_COMPANY}, ${addressOf(random)}`,
    ...itemLines(items, currency, language),
    `${language === "id" ? "Total tagihan" : "Total amount due"} ${formatMoney(total, currency, language)}`,
    ...sentencesUpTo(random, TRADES[vendor.trade].notes[language], 30, context),
    ...sentencesUpTo(random, STATEMENT_TERMS[language], random.int(100, 180), context),
  ];
  return {
    fields: {
      type: "billing statement",
      vendor: vendor.name,
      documentNumber: account,
      documentTitle: title,
      primaryParty: vendor.name,
      counterparty: OWN_COMPANY,
      totalAmount: String(total),
      currency,
      dueDate: due,
      items,
    },
    content,
    language,
    name: random.pick([`${title} ${month}`, `eStatement_${date.slice(0, 7).replace("-", "")}`]),
    photo: false,
  };
}

function writeReceipt({ random, date, language }: Setting, vendor: Vendor): Written {
  const { currency, total } = billTotal(random, vendor);
  const items = lineItems(random, vendor, language, total, monthOf(date, language));
  const number = `${date.replaceAll("-", "").slice(2)}${random.int(1000, 9999)}`;
  const context = {
    first: random.pick(["Rina", "Dedi", "Putri", "Agus", "Wulan"]),
    payment: random.pick(PAYMENT_METHODS),
  };
  const content = [
    vendor.name,
    addressOf(random),
    `${longDate(date, language)} ${String(random.int(7, 22)).padStart(2, "0")}:${String(random.int(0, 59)).padStart(2, "0")}`,
    `No. ${number}`,
    ...itemLines(items, currency, language),
    `TOTAL ${formatMoney(total, currency, language)}`,
    ...sentencesUpTo(random, TRADES[vendor.trade].notes[language], 10, context),
    ...sentencesUpTo(random, RECEIPT_LINES[language], random.int(30, 70), context),
  ];
  return {
    fields: {
      type: "receipt",
      vendor: vendor.name,
      documentNumber: number,
      totalAmount: String(total),
      currency,
      items,
    },
    content,
    language,
    name: random.pick([
      `IMG_${date.replaceAll("-", "")}_${random.int(100_000, 235_959)}`,
      `struk ${vendor.name} ${date}`,
    ]),
    photo: true,
  };
}

/** How long contracts of each kind run, in years; null: until revoked. */
function contractYears(random: Random, kind: ContractType): number | null {
  if (kind === "power_of_attorney" || random.chance(0.15)) return null;
  if (kind === "employment") return random.int(1, 2);
  return random.pick([1, 1, 2, 3, 5]);
}

function writeContract({ random, date, language }: Setting): Written {
  const kind = random.pick(Object.keys(CONTRACT_KINDS) as ContractType[]);
  const { title, object } = CONTRACT_KINDS[kind];
  const parties = random.shuffled(PARTIES[language]);
  const [first, second] = random.chance(0.7)
    ? [OWN_COMPANY, parties[0]!]
    : [parties[0]!, parties[1]!];
  const years = contractYears(random, kind);
  const expiry = years === null ? null : addDays(date, years * 365 - 1);
  const law = language === "id" ? "Indonesia" : random.pick(FOREIGN_LAWS);
  const currency: Currency =
    language === "en" && law !== "Indonesia" ? random.pick(["USD", "SGD"]) : "IDR";
  const total =
    currency === "IDR"
      ? Math.round(random.amount(5_000_000, 2_000_000_000) / 1000) * 1000
      : Math.round(random.amount(2_000, 500_000));
  const city = random.pick(CITIES);
  const context = {
    city,
    first,
    second,
    start: longDate(date, language),
    end: expiry
      ? longDate(expiry, language)
      : language === "id"
        ? "dicabut secara tertulis"
        : "terminated in writing",
    total: formatMoney(total, currency, language),
    bank: random.pick(BANKS),
    law:
      law === "Indonesia"
        ? "the Republic of Indonesia"
        : law === "California" || law === "New York" || law === "Delaware"
          ? `the State of ${law}`
          : law,
    object: fill(object[language], { city }),
  };
  const clauses = CONTRACT_CLAUSES[language];
  const kept = clauses.filter(
    (_, index) => index < 4 || index === clauses.length - 1 || random.chance(0.8),
  );
  return {
    fields: {
      type: "contract",
      documentTitle: title[language],
      contractType: kind,
      primaryParty: first,
      counterparty: second,
      parties: [{ name: first }, { name: second }],
      effectiveDate: date,
      expiryDate: expiry,
      governingLaw: law,
      totalAmount: String(total),
      currency,
    },
    content: [title[language].toUpperCase(), ...kept.map((clause) => fill(clause, context))],
    language,
    name: random.pick([
      `${title[language]} - ${second}`,
      `${title[language]} ${second} (signed)`,
      `${kind.toUpperCase()}_${second.replace(/\W+/g, "_")}_${date.slice(0, 4)}`,
    ]),
    photo: false,
  };
}

/** English when the vendor is foreign, otherwise mostly Indonesian. */
const billLanguage = (random: Random, vendor: Vendor): Language =>
  vendor.currency || random.chance(0.15) ? "en" : "id";

function writeDocument(random: Random, date: string): Written {
  const roll = random.next();
  if (roll < 0.35) {
    const vendor = random.pickSkewed(INVOICE_VENDORS);
    return writeInvoice({ random, date, language: billLanguage(random, vendor) }, vendor);
  }
  if (roll < 0.5) {
    const vendor = random.pickSkewed(STATEMENT_VENDORS);
    return writeStatement({ random, date, language: billLanguage(random, vendor) }, vendor);
  }
  if (roll < 0.8) {
    const vendor = random.pickSkewed(RECEIPT_VENDORS);
    return writeReceipt({ random, date, language: billLanguage(random, vendor) }, vendor);
  }
  return writeContract({ random, date, language: random.chance(0.6) ? "id" : "en" });
}

export interface CorpusOptions {
  organizationId: string;
  count: number;
  seed: number;
  /** The last day documents are dated and uploaded on. */
  today: string;
}

/** The organization's documents, `count` of them, oldest first as they would be uploaded. */
export function* generateDocuments(options: CorpusOptions): Generator<NewDocument> {
  const random = new Random(options.seed);
  const firstDay = addDays(options.today, -YEARS_COVERED * 365);
  const span = YEARS_COVERED * 365;
  for (let index = 0; index < options.count; index++) {
    // Spread evenly over the years with some jitter, so uploads run forward in time.
    const offset = Math.min(span, Math.floor((index / options.count) * span) + random.int(0, 3));
    const date = addDays(firstDay, offset);
    const written = writeDocument(random, date);
    const uploaded = Date.parse(addDays(date, random.int(0, 6))) + random.int(8, 20) * 3_600_000;
    const uploadedAt = new Date(Math.min(uploaded, Date.parse(options.today) + 17 * 3_600_000));
    const extension = written.photo ? "jpg" : "pdf";
    yield {
      organizationId: options.organizationId,
      vertical: written.fields.type === "contract" ? "legal" : "accounting",
      name: written.name,
      originalFilename: `${written.name}.${extension}`,
      mimeType: written.photo ? "image/jpeg" : "application/pdf",
      fileKind: written.photo ? "jpeg" : "pdf",
      sizeBytes: random.int(40_000, 3_000_000),
      fileHash: createHash("sha256").update(`${options.seed}:${index}`).digest("hex"),
      processingStatus: "complete",
      progress: 100,
      processedAt: uploadedAt,
      uploadedAt,
      updatedAt: uploadedAt,
      content: written.content.join("\n"),
      language: written.language,
      pageCount: written.fields.type === "contract" ? random.int(2, 12) : 1,
      documentDate: date,
      starred: random.chance(0.03),
      confidence: Math.round((0.6 + random.next() * 0.39) * 100) / 100,
      ...written.fields,
    };
  }
}
