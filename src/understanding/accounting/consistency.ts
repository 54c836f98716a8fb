import type { Candidate } from "../field-candidate.ts";
import type { Row } from "../rows.ts";
import type { FieldCheck } from "../types.ts";
import { close } from "./found-field.ts";
import type { Summary } from "./summary.ts";
import { amountInWords } from "./total.ts";

/** The check that the amount in words is the total: a total it passes is the document's own. */
export const TERBILANG_CHECK = "terbilang = total";

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
  const spelled = amountInWords(rows);
  if (total && spelled) {
    const passed = close(spelled.value, total.value);
    checks.push({ name: TERBILANG_CHECK, passed });
    confidence += passed ? 0.1 : -0.2;
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
