import type { Candidate } from "../field-candidate.ts";
import { findAmounts } from "../normalize/index.ts";
import type { Row } from "../rows.ts";
import { close } from "./found-field.ts";
import { bareAmount, labelledAmounts, lookalikeDigits, withRupiahCents } from "./labelled-value.ts";
import { pickTax, rateIn, TAX_BASE_LABEL } from "./tax.ts";
import { labelledTotal } from "./total.ts";

/**
 * A service charge opens its summary line ("Service 5% 5.300"), past the dots and dashes a
 * scan's specks put before it (". - Service"); the word inside an item's description ("Cleaning
 * service gedung (bulan) 75.000.000") is what was sold. Specks read as one or two letters
 * (". LX: Biaya Layanan 5%") may stand before it where its rate follows, as an item's name
 * ("AC service 150.000") has none.
 */
const SERVICE_LABEL =
  /^[^\p{L}\d]{0,6}(service charge|service|svc|biaya layanan|layanan)\b|^[^\p{L}\d]{0,6}\p{L}{1,2}[^\p{L}\d]{1,6}(service charge|service|svc|biaya layanan|layanan)\b(?=[^\d\n]{0,4}\d{1,2}(?:[.,]\d{1,2})?\s?%)/iu;
const DISCOUNT_LABEL = /\b(diskon|discount|disc|potongan(?! pph)|promo|voucher|hemat)\b/i;

/**
 * The document's discount: the first one below the subtotal, where the summary is; above it
 * stand the items' own ("HEMAT 2 x 1.500 -3.000" under an item on a minimarket receipt).
 */
function pickDiscount(rows: Row[], subtotal: Candidate<number> | null): Candidate<number> | null {
  const found = labelledAmounts(rows, DISCOUNT_LABEL, null, 2, "deduction", true);
  const subtotalAt = subtotal ? rows.indexOf(subtotal.row) : -1;
  const summary = found.find((candidate) => rows.indexOf(candidate.row) > subtotalAt);
  return subtotalAt >= 0 ? (summary ?? null) : (found[0] ?? null);
}
/**
 * "Subtotal" and OCR's misreadings of it beyond one letter: a letter slipped in after "sub" and
 * the last lost ("Subhtota"), as no other word opens with "sub" and holds "tota".
 */
const SUBTOTAL_LABEL =
  /\b(sub ?-?total|sub[a-z]?tota[l1]?\b|total before tax|(total|jumlah) sebelum pajak|total sales \(excl\w* (gst|tax)\)|amount before tax|harga jual)\b/i;
const NOT_SUBTOTAL = /\btotal (ppn|tax)\b/i;
/** How far above the tax line a bill's unlabelled sum of charges is looked for. */
const SUM_ROWS_ABOVE_TAX = 4;

/**
 * The sum a row's last figure stands for where OCR misread its marks: thousands read apart by a
 * space ("Rp 345 000", two numbers), a speck before it read as a digit ("Rpl111.000"). Taken
 * only for a sum the summary's arithmetic gives, to the digit.
 */
function misreadFigure(text: string, sums: number[]): number | undefined {
  const figure = [...lookalikeDigits(text).matchAll(/\d[\d., ]*\d/g)].at(-1)?.[0];
  if (!figure) return undefined;
  const digits = figure.replace(/\D/g, "");
  return sums.find(
    (sum) =>
      Number.isInteger(sum) &&
      sum > 0 &&
      [String(sum), `${sum}00`].some((each) => digits === each || digits.slice(1) === each),
  );
}

/**
 * The amount before tax where no label names it ("Usage charges", a bare "Jumlah"): the one
 * just above the tax line that the tax, service and discount turn into the total, so a bill
 * that also states a DPP "nilai lain" (11/12 of it) is not mistaken for its base.
 */
function balancingSubtotal(
  rows: Row[],
  total: Candidate<number> | null,
  adjustments: { tax: Candidate<number> | undefined; service: Candidate<number> | null },
): Candidate<number> | null {
  const { tax, service } = adjustments;
  if (!total || !tax) return null;
  const taxAt = rows.indexOf(tax.row);
  // A building's "Service charge" can be one of the charges rather than added to them.
  const expected = [total.value - tax.value - (service?.value ?? 0), total.value - tax.value];
  for (let index = taxAt - 1; index >= Math.max(0, taxAt - SUM_ROWS_ABOVE_TAX); index--) {
    const row = rows[index]!;
    // A leader OCR read as a minus ("Biaya bulanan ....-Rp 345.000") signs no charge.
    const last = Math.abs(findAmounts(row.text).at(-1)?.value ?? 0);
    for (const value of [last, misreadFigure(row.text, expected)]) {
      if (value && value !== total.value && expected.some((sum) => close(value, sum, 0.0005))) {
        return { value, strength: 1, row };
      }
    }
  }
  return null;
}
/**
 * A summary line that sums the items without naming a subtotal ("Jumlah", "Amount", "Total
 * Harga", or "Net Amount": net of tax, as an invoice's sum before tax is called), just above
 * the total: the subtotal, no more than the total unless a discount between them takes some off.
 */
/** How many rows a summary may hold above its total: sum, discount, base, tax, stamp duty. */
const SUMMARY_ROWS = 6;
const ITEMS_SUM_LABEL =
  /^[^\p{L}\d]{0,6}(jumlah|jml|sub jumlah|total harga|amount|net amount)\b(?!\s*(ppn|pph|pajak|tax|bayar|dibayar|diterima|tagihan|due|paid|in words))/iu;

function itemsSum(rows: Row[], total: Candidate<number> | null): Candidate<number> | null {
  if (!total) return null;
  const totalAt = rows.indexOf(total.row);
  for (let index = totalAt - 1; index >= Math.max(0, totalAt - SUMMARY_ROWS); index--) {
    const row = rows[index]!;
    const label = ITEMS_SUM_LABEL.exec(row.text);
    if (!label) continue;
    const last =
      findAmounts(withRupiahCents(row.text)).at(-1)?.value ??
      bareAmount(row.text.slice(label.index + label[0].length));
    const discounted = rows
      .slice(index + 1, totalAt)
      .some((each) => DISCOUNT_LABEL.test(each.text));
    if (last && last > 0 && (last <= total.value || discounted)) {
      return { value: last, strength: 1, row };
    }
  }
  return null;
}
/** A tax is at most this share of its base; a larger "tax" line is something else. */
const MAX_TAX_RATE = 0.3;

/**
 * Where OCR left the total's own line unreadable, the summary still adds up to it: the
 * subtotal with its tax and service, less its discount.
 */
function summaryTotal(
  subtotal: Candidate<number> | null,
  adjustments: {
    tax: Candidate<number> | undefined;
    service: Candidate<number> | null;
    discount: Candidate<number> | null;
  },
): Candidate<number> | null {
  if (!subtotal) return null;
  const { tax, service, discount } = adjustments;
  const taxValue = tax && tax.value <= subtotal.value * MAX_TAX_RATE ? tax.value : 0;
  const value = subtotal.value + taxValue + (service?.value ?? 0) - (discount?.value ?? 0);
  return value > 0
    ? { value: Math.round(value * 100) / 100, strength: 0, row: subtotal.row }
    : null;
}

/**
 * What OCR makes of an amount it read without its separators: the cents run on ("45.000,00"
 * read as 4500000) or a speck read as a last digit ("7.200" as 72004).
 */
function misreadings(value: number): number[] {
  return [value / 100, Math.floor(value / 10)].filter(
    (each) => Number.isInteger(each) && each > 0 && each !== value,
  );
}

type Part = "subtotal" | "tax" | "service" | "discount";
const PARTS: Part[] = ["subtotal", "tax", "service", "discount"];

/** Whether the parts add up to the printed total, the tax added or already in the prices. */
function addsUp(parts: Record<Part, number>, total: number): boolean {
  const net = parts.subtotal + parts.service - parts.discount;
  return Math.abs(net + parts.tax - total) <= 1 || Math.abs(net - total) <= 1;
}

/**
 * The summary with one amount mended, where it does not add up to its printed total and one
 * misreading of one amount makes it add up to the rupiah: the arithmetic confirms the repair.
 */
function mendedByTotal(summary: Summary): Summary {
  const total = summary.labelledTotal?.value;
  if (total === undefined || !summary.subtotal) return summary;
  const values: Record<Part, number> = {
    subtotal: summary.subtotal.value,
    tax: summary.tax?.value ?? 0,
    service: summary.service?.value ?? 0,
    discount: summary.discount?.value ?? 0,
  };
  if (addsUp(values, total)) return summary;
  const thousands = lostLastDigit(summary, values, total);
  if (thousands) return thousands;
  const charged = chargedAtRates(summary, values, total);
  if (charged) return charged;
  for (const part of PARTS) {
    const read = summary[part];
    if (!read) continue;
    const mended =
      misreadings(read.value).find((value) => addsUp({ ...values, [part]: value }, total)) ??
      misreadFigure(read.row.text, balancing(part, values, total));
    if (mended !== undefined) return { ...summary, [part]: { ...read, value: mended } };
  }
  return summary;
}

/** A charge's rate of a base, to the cent and, for a currency without cents, to the unit. */
function ratedOn(base: number, rate: number): number[] {
  const cents = Math.round(base * rate * 100) / 100;
  return [...new Set([cents, Math.round(cents)])];
}

/**
 * The service charge and tax as their printed rates make them ("Service 5%" of the subtotal,
 * "PB1 10%" of the subtotal with its service), where what OCR read for one or both does not add
 * up to the total and the rated amounts do: the labels, the rates and the sum choose together.
 */
function chargedAtRates(
  summary: Summary,
  values: Record<Part, number>,
  total: number,
): Summary | null {
  const serviceRate = summary.service ? rateIn(summary.service.row.text) : null;
  const taxRate = summary.tax ? rateIn(summary.tax.row.text) : null;
  if (serviceRate === null && taxRate === null) return null;
  const discounted = values.subtotal - values.discount;
  const services = [values.service];
  if (serviceRate !== null)
    services.push(...ratedOn(values.subtotal, serviceRate), ...ratedOn(discounted, serviceRate));
  for (const service of services) {
    const taxes = [values.tax];
    if (taxRate !== null) {
      const bases = [values.subtotal, discounted, values.subtotal + service, discounted + service];
      for (const base of bases) {
        taxes.push(...ratedOn(base, taxRate));
      }
    }
    for (const tax of taxes) {
      if (service === values.service && tax === values.tax) continue;
      // To the cent: amounts worked out from rates are not let off a rounding. A tax already in
      // the prices is not added, where it is the one read.
      const net = values.subtotal + service - values.discount;
      const sums = tax === values.tax ? [net + tax, net] : [net + tax];
      if (!(tax > 0 || values.tax === 0) || sums.every((sum) => Math.abs(sum - total) >= 0.005)) {
        continue;
      }
      const mended = { ...summary };
      if (service !== values.service) mended.service = { ...summary.service!, value: service };
      if (tax !== values.tax) mended.tax = { ...summary.tax!, value: tax };
      return mended;
    }
  }
  return null;
}

/** The amounts one part would need for the summary to add up, with the tax added or included. */
function balancing(part: Part, values: Record<Part, number>, total: number): number[] {
  const signed = (each: Part) => (each === "discount" ? -values[each] : values[each]);
  const sign = part === "discount" ? -1 : 1;
  return [true, false]
    .filter((withTax) => withTax || part !== "tax")
    .map((withTax) => {
      const others = PARTS.filter((each) => each !== part && (withTax || each !== "tax"));
      const rest = others.reduce((sum, each) => sum + signed(each), 0);
      return Math.round(sign * (total - rest) * 100) / 100;
    });
}

/**
 * Rupiah amounts whose last digit OCR lost, which leaves them read as cents ("285.20" for
 * 285.200, "1.50" for 1.500), often several on one slip: all of them in thousands at once,
 * where the whole-rupiah total is printed and they then add up to it.
 */
function lostLastDigit(
  summary: Summary,
  values: Record<Part, number>,
  total: number,
): Summary | null {
  const cents = (value: number) => !Number.isInteger(value) && Number.isInteger(value * 100);
  const short = PARTS.filter((part) => cents(values[part]));
  if (!Number.isInteger(total) || short.length === 0) return null;
  const mended = { ...values };
  for (const part of short) mended[part] = Math.round(values[part] * 1000);
  if (!addsUp(mended, total)) return null;
  const result = { ...summary };
  for (const part of short) result[part] = { ...summary[part]!, value: mended[part] };
  return result;
}

/** The amounts of a document's summary, each as found on its row. */
export interface Summary {
  /** The total a label (or the words) gives; `total` is it, or else what the summary adds up to. */
  labelledTotal: Candidate<number> | null;
  total: Candidate<number> | null;
  subtotal: Candidate<number> | null;
  tax: Candidate<number> | undefined;
  service: Candidate<number> | null;
  discount: Candidate<number> | null;
}

/**
 * The summary's amounts, each read by its labels and, where one is not labelled, from the
 * others: the subtotal the tax turns into the total, the total the summary adds up to.
 */
export function readSummary(rows: Row[]): Summary {
  const labelled = labelledTotal(rows);
  const tax = pickTax(rows, labelled);
  const service =
    labelledAmounts(rows, SERVICE_LABEL, /\b(tax|pajak)\b/i, 2, "positive", true)[0] ?? null;
  const subtotal =
    labelledAmounts(rows, SUBTOTAL_LABEL, NOT_SUBTOTAL, 2, "positive", true)[0] ??
    balancingSubtotal(rows, labelled, { tax, service }) ??
    itemsSum(rows, labelled) ??
    labelledAmounts(rows, TAX_BASE_LABEL, NOT_SUBTOTAL, 2)[0] ??
    null;
  const discount = pickDiscount(rows, subtotal);
  const total = labelled ?? summaryTotal(subtotal, { tax, service, discount });
  return mendedByTotal({ labelledTotal: labelled, total, subtotal, tax, service, discount });
}
