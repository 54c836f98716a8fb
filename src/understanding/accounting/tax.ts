import type { Candidate } from "../field-candidate.ts";
import { findAmounts } from "../normalize/index.ts";
import type { Row } from "../rows.ts";
import { labelledAmounts } from "./labelled-value.ts";

/** A tax's name may be glued to its rate ("SST8%", "PPN11%"): the name ends there too. */
const NAME_END = String.raw`(?:\b|(?=\d{1,2}(?:[.,]\d{1,2})?\s?%))`;
/**
 * PBJT, the regional tax on restaurants that replaced PB1 (UU 1/2022), as OCR reads it too:
 * its narrow J as an I, an l, a 1 or a bar ("PBIT"), or its P lost before its rate ("BJT 10%").
 */
const PBJT = String.raw`(?:pb[jil1|]t|b[jl1|]t(?=\s?\d{1,2}\s?%))`;
const TAX_LABEL = new RegExp(
  String.raw`\b(ppn|vat|gst|sst|pb1|${PBJT}|pajak resto(?:ran)?|pajak daerah|pph ?(21|22|23|4 ?\(2\)|final)|tax|pajak)` +
    NAME_END,
  "i",
);
const TAX_NAME = new RegExp(
  String.raw`\b(ppn|vat|gst|sst|pb1|${PBJT}|pajak resto(?:ran)?|pph ?(21|22|23|4 ?\(2\)|final))` +
    NAME_END,
  "i",
);
const NOT_TAX =
  /\b(npwp|tax base|taxable|faktur pajak|tax invoice|tax id|gst (id|reg\w*)|incl(?!udes\b)\w*|excl\w*|nomor seri|sebelum pajak|before tax|total sales)\b/i;

/** The tax a row names (PPN, PB1, PPh 23…), "Tax" where it names none. */
export function taxTypeName(text: string): string {
  const match = TAX_NAME.exec(text);
  if (!match?.[1]) return "Tax";
  const name = match[1].toUpperCase().replace(/\s+/g, " ");
  if (name.startsWith("PAJAK RESTO") || /^p?b[jil1|]t$/i.test(name)) return "PB1";
  return name.startsWith("PPH") ? name.replace(/^PPH ?/, "PPh ") : name;
}

/**
 * "Pajak" or "tax" also turns up inside descriptions ("Jasa konsultasi pajak"): a named tax
 * (PPN, PB1, GST…), a rate, and the label opening its row each make a row likelier the tax line.
 */
export function pickTax(
  rows: Row[],
  total: Candidate<number> | null,
): Candidate<number> | undefined {
  const ranked = labelledAmounts(rows, TAX_LABEL, NOT_TAX, 2, "positive", true)
    .filter((candidate) => !total || candidate.value < total.value)
    .map((candidate) => {
      const text = candidate.row.text;
      const labelAt = TAX_LABEL.exec(text)?.index ?? text.length;
      const rank =
        (taxTypeName(text) !== "Tax" ? 2 : 0) +
        (rateIn(text) !== null ? 1 : 0) +
        (labelAt < 12 ? 1 : 0);
      return { candidate, rank };
    })
    .filter(({ rank }) => rank >= 1)
    .sort((a, b) => b.rank - a.rank);
  return ranked[0]?.candidate ?? zeroRatedTax(rows);
}

/** "GST 0% (zero-rated export) S$0.00": a tax charged at nothing is still stated. */
function zeroRatedTax(rows: Row[]): Candidate<number> | undefined {
  const row = rows.find(
    (each) =>
      TAX_LABEL.test(each.text) &&
      !NOT_TAX.test(each.text) &&
      rateIn(each.text) === 0 &&
      findAmounts(each.text).some((amount) => amount.value === 0),
  );
  return row ? { value: 0, strength: 2, row } : undefined;
}

/**
 * The base a tax is charged on, where a document names it: DPP, or DPP "nilai lain" (11/12),
 * in English "Tax base" or "Taxable amount"; OCR reads DPP's last letter as a mark ("DP?").
 */
export const TAX_BASE_LABEL =
  /\b(dpp\b|dp[?7](?=\s)|dasar pengenaan pajak\b|tax base\b|taxable (?:amount|value)\b)/i;

/**
 * The rate a tax was charged at, from the tax and its base, where the rate's own figure is
 * missing or unreadable (OCR reads "10%" as "1096" or drops the sign): a whole half percent the
 * two agree on to the rupiah's rounding, on the first base that gives one (the DPP, the
 * subtotal, the subtotal less its discount).
 */
export function rateOf(tax: number, bases: Array<number | null | undefined | 0>): number | null {
  for (const base of bases) {
    if (!base || base <= 0) continue;
    const rate = Math.round((tax / base) * 200) / 200;
    if (rate > 0 && rate <= 0.3 && Math.abs(rate * base - tax) <= Math.max(1, base * 0.0005)) {
      return rate;
    }
  }
  return null;
}

/** A percentage printed on a row, as a fraction. */
export function rateIn(text: string): number | null {
  const match = /(\d{1,2}(?:[.,]\d{1,2})?)\s?%/.exec(text);
  return match?.[1] ? Number(match[1].replace(",", ".")) / 100 : null;
}
