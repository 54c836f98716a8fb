import type { Candidate } from "../field-candidate.ts";
import { findAmounts } from "../normalize/index.ts";
import type { Row } from "../rows.ts";

/**
 * Indonesian VAT (PPN) as the law charges it, each rate from the day it took effect: 11 % of the
 * tax base (DPP) from April 2022 (UU HPP), 12 % from 2025, where the base of most goods and
 * services is "DPP nilai lain", 11/12 of the price after its discount (PMK 131/2024).
 */
export const PPN_SCHEDULE = [
  { rate: 0.11, from: "2022-04-01" },
  { rate: 0.12, from: "2025-01-01" },
] as const;
const PPN_RATES = PPN_SCHEDULE.map((period) => period.rate);
const OTHER_BASE_SHARE = 11 / 12;

/** A document that charges PPN names it, or its base. */
const NAMES_PPN = /\b(ppn|dpp|dasar pengenaan pajak)\b/i;

/** Below this many rupiah a figure is a quantity or a row's number, not a price or a tax. */
const LEAST_RUPIAH = 100;

/** A faktur's or an invoice's PPN read from the arithmetic its amounts obey. */
export interface VatChain {
  /** The price before discount (Harga Jual, subtotal). */
  price: Candidate<number>;
  discount: number;
  /** The tax base, equal to the price less its discount or 11/12 of it. */
  base: number;
  tax: Candidate<number>;
  rate: number;
}

interface Printed {
  value: number;
  row: Row;
}

/** Whether `value` is `expected` to the rupiah's rounding. */
const rounded = (value: number, expected: number) => Math.abs(value - expected) <= 1;

/** The price and discount that give `base`: the base itself, or 12/11 of it, less a printed discount. */
function priceOf(
  base: number,
  rate: number,
  amounts: Printed[],
): { price: Printed; discount: number } | null {
  const discounts = [0, ...amounts.map((amount) => amount.value)];
  for (const price of amounts) {
    if (price.value < base) continue;
    for (const discount of discounts) {
      const net = price.value - discount;
      if (net <= 0) continue;
      if (rounded(base, net)) return { price, discount };
      if (rate === 0.12 && rounded(base, Math.round(net * OTHER_BASE_SHARE))) {
        return { price, discount };
      }
    }
  }
  return null;
}

/**
 * Where the labels of a summary do not give amounts that add up (a faktur whose values sit a
 * row away from their labels, a label OCR garbled), the amounts still obey the tax law: a tax
 * that is the PPN rate of a base, a base that is a price less a printed discount, or 11/12 of
 * it. The largest tax that closes such a chain is the document's.
 */
export function vatChain(rows: Row[]): VatChain | null {
  if (!rows.some((row) => NAMES_PPN.test(row.text))) return null;
  const amounts: Printed[] = [];
  const seen = new Set<number>();
  for (const row of rows) {
    for (const amount of findAmounts(row.text)) {
      const value = Math.abs(amount.value);
      if (value < LEAST_RUPIAH || seen.has(value)) continue;
      seen.add(value);
      amounts.push({ value, row });
    }
  }
  const taxes = [...amounts].sort((a, b) => b.value - a.value);
  for (const tax of taxes) {
    const chains: VatChain[] = [];
    for (const base of amounts) {
      if (base.value <= tax.value) continue;
      const rate = PPN_RATES.find((each) => rounded(tax.value, Math.round(each * base.value)));
      if (rate === undefined) continue;
      const found = priceOf(base.value, rate, amounts);
      if (!found) continue;
      chains.push({
        price: { value: found.price.value, strength: 1, row: found.price.row },
        discount: found.discount,
        base: base.value,
        tax: { value: tax.value, strength: 1, row: tax.row },
        rate,
      });
    }
    // 12 % of 11/12 of a price is 11 % of it: a base printed apart from the price says which.
    const chosen = chains.find((chain) => chain.base !== chain.price.value) ?? chains[0];
    if (chosen) return chosen;
  }
  return null;
}
