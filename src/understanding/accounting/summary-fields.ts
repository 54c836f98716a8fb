import type { Row } from "../rows.ts";
import type { FieldCheck, UnderstoodFields } from "../types.ts";
import { checkTaxRate, checkTotal } from "./consistency.ts";
import { field } from "./found-field.ts";
import { labelledAmounts } from "./labelled-value.ts";
import type { Summary } from "./summary.ts";
import { rateIn, rateOf, TAX_BASE_LABEL, taxTypeName } from "./tax.ts";

/**
 * The summary's amounts as fields: the total, subtotal, tax (with its name and rate), service
 * charge and discount, each with the confidence its checks leave it.
 */
export function summaryFields(
  rows: Row[],
  summary: Summary,
  checks: FieldCheck[],
): UnderstoodFields {
  const fields: UnderstoodFields = {};
  const { subtotal, tax, service, discount } = summary;
  const checkedTotal = checkTotal(rows, summary, checks);
  if (checkedTotal) fields.total_amount = field(checkedTotal.total, checkedTotal.confidence);
  if (subtotal) fields.subtotal = field(subtotal, 0.75);
  if (tax) {
    const rate = rateIn(tax.row.text);
    const taxBase = labelledAmounts(rows, TAX_BASE_LABEL, null, 2)[0]?.value;
    const base = taxBase ?? subtotal?.value;
    let confidence = 0.75;
    if (rate !== null && base) confidence += checkTaxRate(rate, base, tax.value, checks);
    fields.tax_amount = field(tax, confidence);
    fields.tax_type_name = field({ ...tax, value: taxTypeName(tax.row.text) }, 0.8);
    const bases = [
      taxBase,
      subtotal?.value,
      subtotal && discount && subtotal.value - discount.value,
    ];
    const derived = rate === null ? rateOf(tax.value, bases) : null;
    if (rate !== null) fields.tax_rate = field({ ...tax, value: rate }, 0.85);
    else if (derived !== null) fields.tax_rate = field({ ...tax, value: derived }, 0.6);
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
