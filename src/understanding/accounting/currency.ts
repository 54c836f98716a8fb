import type { Candidate } from "../field-candidate.ts";
import { type CurrencyCode, type CurrencyMark, findCurrencies } from "../normalize/index.ts";
import type { Row } from "../rows.ts";
import type { ExtractedField } from "../types.ts";
import { field } from "./found-field.ts";
import type { Language } from "../../contracts/languages.ts";

/** A lone sign ("$", "¥", "€") is also what OCR makes of a smudge or a rule of dashes. */
const BARE_SIGN = /^[^\p{L}]+$/u;

/** A mark with a digit right before or after it prices an amount ("Rp 13.000", "25,00 €"). */
function besideNumber(text: string, mark: CurrencyMark): boolean {
  return (
    /^[ \t\u00a0:.]{0,2}[-−(]?\d/.test(text.slice(mark.end)) ||
    /\d[ \t\u00a0]?$/.test(text.slice(0, mark.start))
  );
}

/**
 * A sign glued to a letter ("L€ 26.000") or inside a figure ("2€23", "1.661.€00") is a glyph
 * OCR misread: a currency's sign stands apart from words, before or after its amount. So is
 * one closing a fraction of one digit ("112.0€"): prices carry two, the sign is the second;
 * and one before seven digits or more run together ("No. $2511125140"): a code, not a price.
 */
function misreadGlyph(text: string, mark: CurrencyMark): boolean {
  const before = text.slice(0, mark.start);
  const after = text.slice(mark.end);
  return (
    /\p{L}$/u.test(before) ||
    /^\p{L}/u.test(after) ||
    (/[\d.,]$/.test(before) && /^\d/.test(after)) ||
    (/(?<![\d.,])\d+[.,]\d$/.test(before) && !/^[.,]?\d/.test(after)) ||
    /^\d{7,}(?![.,]\d)/.test(after)
  );
}

function trusted(text: string, mark: CurrencyMark): boolean {
  if (!BARE_SIGN.test(mark.text)) return true;
  return besideNumber(text, mark) && !misreadGlyph(text, mark);
}

/**
 * Rupiah are written whole with dots between thousands ("78.400", "1.250.000,-"); dollars,
 * ringgit and euros carry cents. Most amounts of a document written so, and none with cents,
 * say rupiah where no mark is printed (a receipt whose header OCR lost).
 */
function writtenInRupiah(rows: Row[]): boolean {
  let whole = 0;
  let cents = 0;
  for (const row of rows) {
    // A comma closing the figure ("5.625.000,-", "28.000, ") ends it; one before digits is cents.
    whole += row.text.match(/(?<![\d.,])\d{1,3}(?:\.\d{3})+(?![\d]|[.,]\d)/g)?.length ?? 0;
    cents += row.text.match(/(?<![\d.,])\d{1,3}(?:[.,]\d{3})*[.,]\d{2}(?![\d.,])/g)?.length ?? 0;
  }
  return whole >= 2 && whole > 3 * cents;
}

/**
 * The currency printed by the total, else the one most often printed beside an amount, else
 * any word that names one; a lone sign away from any number counts only when nothing else
 * does. An Indonesian document that prints none, or one whose amounts are written as rupiah,
 * is in rupiah.
 */
export function extractCurrency(
  rows: Row[],
  total: Candidate<number> | null,
  language: Language | null,
): ExtractedField<string> | undefined {
  const marks = rows.flatMap((row) =>
    findCurrencies(row.text)
      .filter((mark) => trusted(row.text, mark))
      .map((mark) => ({ mark, row, priced: besideNumber(row.text, mark) })),
  );
  const onTotal = marks.find((each) => each.row === total?.row);
  const counts = new Map<CurrencyCode, number>();
  for (const each of marks) {
    if (each.priced) counts.set(each.mark.code, (counts.get(each.mark.code) ?? 0) + 1);
  }
  const mostPriced = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  const chosen =
    onTotal ?? marks.find((each) => each.priced && each.mark.code === mostPriced) ?? marks[0];
  if (chosen) {
    return field({ value: chosen.mark.code, strength: 2, row: chosen.row }, 0.85);
  }
  if (rows[0] && (language === "id" || writtenInRupiah(rows))) {
    return field({ value: "IDR", strength: 1, row: rows[0] }, 0.5);
  }
  const lone = rows.flatMap((row) => findCurrencies(row.text).map((mark) => ({ mark, row })))[0];
  return lone && field({ value: lone.mark.code, strength: 1, row: lone.row }, 0.5);
}
