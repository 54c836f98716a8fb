import type { Candidate } from "../field-candidate.ts";
import { wordsToNumber } from "../normalize/index.ts";
import type { Row } from "../rows.ts";
import type { FieldCheck } from "../types.ts";
import { close } from "./found-field.ts";
import { valueText } from "./labelled-value.ts";
import type { Summary } from "./summary.ts";

const TERBILANG_LABEL = /\b(terbilang|in words|say)\b/i;

/**
 * How sure the total is: by its label's strength, raised where the summary adds up to it
 * (subtotal + tax + service − discount = total) and the amount in words says it, lowered where
 * either disagrees. Each check run is recorded.
 */
export function checkTotal(
  rows: Row[],
  summary: Summary,
  checks: FieldCheck[],
): { total: Candidate<number>; confidence: number } | null {
  const { labelledTotal, total, subtotal, tax, service, discount } = summary;
  let confidence = total ? 0.55 + 0.1 * total.strength : 0;
  if (labelledTotal && subtotal) {
    const expected =
      subtotal.value + (tax?.value ?? 0) + (service?.value ?? 0) - (discount?.value ?? 0);
    const passed =
      close(expected, labelledTotal.value) || close(subtotal.value, labelledTotal.value);
    checks.push({ name: "subtotal + tax + service - discount = total", passed });
    confidence += passed ? 0.1 : -0.25;
  }
  const terbilangRow = rows.findIndex((row) => TERBILANG_LABEL.test(row.text));
  if (total && terbilangRow >= 0) {
    const words = valueText(rows, terbilangRow, TERBILANG_LABEL);
    const spelled = words ? wordsToNumber(words.text) : null;
    if (spelled !== null) {
      const passed = close(spelled, total.value);
      checks.push({ name: "terbilang = total", passed });
      confidence += passed ? 0.1 : -0.2;
    }
  }
  return total ? { total, confidence } : null;
}

/** Whether the tax is its rate of its base; recorded, and the change it makes to its confidence. */
export function checkTaxRate(
  rate: number,
  base: number,
  tax: number,
  checks: FieldCheck[],
): number {
  const passed = close(rate * base, tax, 0.02);
  checks.push({ name: "tax = rate × base", passed });
  return passed ? 0.15 : -0.2;
}
