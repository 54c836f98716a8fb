import type { Row } from "../rows.ts";
import type { FieldCheck, UnderstoodFields } from "../types.ts";
import { checkTaxRate, checkTotal } from "./consistency.ts";
import { field } from "./found-field.ts";
import { labelledAmounts } from "./labelled-value.ts";
import type { Summary } from "./summary.ts";
import { rateIn, rateOf, TAX_BASE_LABEL, taxTypeName } from "./tax.ts";
import { PPN_SCHEDULE, type VatChain, vatChain } from "./vat-chain.ts";

/**
 * Whether the labelled tax is a whole half percent of its base (the DPP, the subtotal, the
 * subtotal less its discount): the labels read the summary as it adds up.
 */
function labelledTaxHolds(rows: Row[], summary: Summary): boolean {
  const { subtotal, tax, discount } = summary;
  if (!tax || !subtotal) return false;
  const taxBase = labelledAmounts(rows, TAX_BASE_LABEL, null, 2)[0]?.value;
  return (
    rateOf(tax.value, [taxBase, subtotal.value, discount && subtotal.value - discount.value]) !==
    null
  );
}

/**
 * The summary as its labels read it, unless they do not add up and the PPN's arithmetic finds
 * the price, discount and tax among the printed amounts.
 */
function checkedSummary(
  rows: Row[],
  summary: Summary,
): { summary: Summary; chain: VatChain | null } {
  if (labelledTaxHolds(rows, summary)) return { summary, chain: null };
  const chain = vatChain(rows);
  if (!chain) return { summary, chain };
  const discount =
    chain.discount > 0 ? { value: chain.discount, strength: 1, row: chain.price.row } : null;
  return {
    summary: { ...summary, subtotal: chain.price, tax: chain.tax, discount },
    chain,
  };
}

/**
 * The rate a PPN was charged at, where only its share of the price could be worked out: from the
 * day PPN_SCHEDULE's second rate took effect it is charged on DPP nilai lain, 11/12 of the
 * price, so a PPN of 11 % of the price on a document issued since was charged at that rate.
 */
function ppnRate(derived: number, named: string, issued: string | null): number {
  const [, inForce] = PPN_SCHEDULE;
  return named === "PPN" && derived === 0.11 && issued !== null && issued >= inForce.from
    ? inForce.rate
    : derived;
}

/**
 * The summary's amounts as fields: the total, subtotal, tax (with its name and rate), service
 * charge and discount, each with the confidence its checks leave it.
 */
export function summaryFields(
  rows: Row[],
  summary: Summary,
  checks: FieldCheck[],
  issued: string | null = null,
): UnderstoodFields {
  const fields: UnderstoodFields = {};
  const checkedTotal = checkTotal(rows, summary, checks);
  const { summary: checked, chain } = checkedSummary(rows, summary);
  const { subtotal, tax, service, discount } = checked;
  if (checkedTotal) fields.total_amount = field(checkedTotal.total, checkedTotal.confidence);
  if (subtotal) fields.subtotal = field(subtotal, 0.75);
  if (tax) {
    const rate = chain?.rate ?? rateIn(tax.row.text);
    const taxBase = chain?.base ?? labelledAmounts(rows, TAX_BASE_LABEL, null, 2)[0]?.value;
    const base = taxBase ?? subtotal?.value;
    let confidence = 0.75;
    if (rate !== null && base) confidence += checkTaxRate(rate, base, tax.value, checks);
    fields.tax_amount = field(tax, confidence);
    const named = chain ? "PPN" : taxTypeName(tax.row.text);
    fields.tax_type_name = field({ ...tax, value: named }, 0.8);
    // A restaurant's tax (PB1) is charged on the bill with its service charge.
    const bases = [
      taxBase,
      subtotal && service && subtotal.value + service.value,
      subtotal?.value,
      subtotal && discount && subtotal.value - discount.value,
    ];
    const derived = rate === null ? rateOf(tax.value, bases) : null;
    if (rate !== null) fields.tax_rate = field({ ...tax, value: rate }, 0.85);
    else if (derived !== null) {
      // The base a DPP line states is charged at its own rate; the price's share may be 11/12's.
      const value =
        derived === rateOf(tax.value, [taxBase]) ? derived : ppnRate(derived, named, issued);
      fields.tax_rate = field({ ...tax, value }, 0.6);
    }
  }
  if (service) {
    fields.service_charge_amount = field(service, 0.75);
    const rate = rateIn(service.row.text);
    fields.service_charge_type = field(
      { ...service, value: rate === null ? "fixed" : `${Math.round(rate * 1000) / 10}%` },
      0.7,
    );
  }
  if (discount) fields.discount = field(discount, 0.7);
  return fields;
}
