import type { Candidate } from "../field-candidate.ts";
import { detectCurrency } from "../normalize/index.ts";
import type { Row } from "../rows.ts";
import type { ExtractedField } from "../types.ts";
import { field } from "./found-field.ts";
import type { Language } from "../../contracts/languages.ts";

/**
 * The currency printed by the total, else anywhere on the document; an Indonesian document
 * that prints none is in rupiah.
 */
export function extractCurrency(
  rows: Row[],
  total: Candidate<number> | null,
  language: Language | null,
): ExtractedField<string> | undefined {
  const currencyRow = [total?.row, ...rows].find((row) => row && detectCurrency(row.text));
  const currency = currencyRow ? detectCurrency(currencyRow.text) : null;
  if (currency && currencyRow) {
    return field({ value: currency, strength: 2, row: currencyRow }, 0.85);
  }
  if (language === "id" && rows[0]) {
    return field({ value: "IDR", strength: 1, row: rows[0] }, 0.5);
  }
  return undefined;
}
