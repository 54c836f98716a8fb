import type { Candidate } from "../field-candidate.ts";
import { findNpwps, parseFakturPajakNumber, parseNpwp } from "../normalize/index.ts";
import type { Row } from "../rows.ts";
import type { UnderstoodFields } from "../types.ts";
import { field } from "./found-field.ts";
import { valueText } from "./labelled-value.ts";

const BUYER_NPWP =
  /\b(pembeli|buyer|customer|pelanggan|lawan transaksi|kepada|bill(ed)? to|sold to|tenant|penyewa)\b/i;
/** "Kode dan Nomor Seri Faktur Pajak", also with "Seri" misread ("Kode dan Nomor Sen Faktur"). */
const FAKTUR_LABEL =
  /\b(kode dan nomor( \w{2,5})? faktur|kode dan nomor seri|nomor seri faktur|no\.? ?seri faktur|nsfp|nomor faktur pajak|no\.? faktur pajak)\b/i;

/** The row writes out a party's name, legal form and case aside. */
function namesParty(text: string, name: string): boolean {
  const bare = (value: string) =>
    value
      .toLowerCase()
      .replace(/\b(pt|cv|ud|tbk|persero)\b\.?/g, "")
      .replace(/[^a-z0-9]+/g, " ")
      .trim();
  const party = bare(name);
  return party.length >= 4 && ` ${bare(text)} `.includes(` ${party} `);
}

/**
 * An NPWP's label and what may stand between it and the digits ("NPWP (Tax ID) :"); the digits
 * grouped by spaces, or by dots and a dash that OCR partly read as spaces ("02.504.813 3-547.000").
 */
const NPWP_THEN_DIGITS = /\bnpwp\b[^\d\n]{0,20}?(\d[\d .,:-]{13,26}\d)(?!\d)/i;

/**
 * The dotted 15-digit print with a space OCR put after a dot ("01. 670.619.4-020.000") or read
 * for one ("01 670.619.4-020.000"); the dash and the groups still say it is an NPWP.
 */
const SPACED_PRINT =
  /(?<![\d.])\d{2}(?:[.,:]\s?|\s)\d{3}(?:[.,:]\s?|\s)\d{3}(?:[.,:]\s?|\s)\d\s?[-.]\s?\d{3}(?:[.,:]\s?|\s)\d{3}(?!\d)/;

/**
 * "NPWP: 0017 5700 4598 1000": the digits grouped in fours as NPWP16 is often written, or the
 * dotted print spaced apart, taken only where the check digit holds, since spaced digits may as
 * well be several numbers.
 */
function spacedNpwp(text: string) {
  for (const digits of [NPWP_THEN_DIGITS.exec(text)?.[1], SPACED_PRINT.exec(text)?.[0]]) {
    const npwp = digits ? parseNpwp(digits.replace(/\D/g, "")) : null;
    if (npwp?.valid) return npwp;
  }
  return undefined;
}

/**
 * The seller's and the buyer's NPWP: one after the buyer's block is the buyer's, unless its row
 * names the seller; a second, different one after the seller's is the buyer's too.
 */
/** The faktur's or an invoice's party blocks: the seller's (Pengusaha Kena Pajak) or the buyer's. */
const PARTY_BLOCK = /\b(pengusaha kena pajak|penjual|seller)\b/i;
/**
 * A 16-digit NPWP (the old number behind a 0) alone on its row but for a colon and specks, its
 * label lost: taken in a party block only, and only where the check digit holds, since a
 * faktur's serial and an account are 16 digits too.
 */
const LONE_NPWP16 = /^[^\p{L}\p{N}]*(0\d{15})[^\p{L}\p{N}]*$/u;

function loneNpwp(text: string) {
  const digits = LONE_NPWP16.exec(text)?.[1];
  const npwp = digits ? parseNpwp(digits) : null;
  return npwp?.valid ? npwp : undefined;
}

export function extractNpwps(
  rows: Row[],
  seller: Candidate<string> | null,
): Pick<UnderstoodFields, "seller_npwp" | "buyer_npwp"> {
  const fields: Pick<UnderstoodFields, "seller_npwp" | "buyer_npwp"> = {};
  let inBuyerBlock = false;
  let inPartyBlock = false;
  for (const row of rows) {
    if (BUYER_NPWP.test(row.text)) inBuyerBlock = true;
    if (inBuyerBlock || PARTY_BLOCK.test(row.text)) inPartyBlock = true;
    const npwp =
      findNpwps(row.text)[0] ??
      spacedNpwp(row.text) ??
      (inPartyBlock ? loneNpwp(row.text) : undefined);
    if (!npwp) continue;
    // "NPWP PT Lestari Kencana Abadi: …" in a bill's footer, after the customer's block.
    const namesSeller = seller !== null && namesParty(row.text, seller.value);
    const key = inBuyerBlock && !namesSeller ? "buyer_npwp" : "seller_npwp";
    // The issuer prints its own NPWP first (letterhead, or the faktur's Pengusaha Kena Pajak);
    // another one after it belongs to the other party even where OCR garbled its label.
    const other =
      key === "seller_npwp" && !namesSeller && fields.seller_npwp?.value !== npwp.digits;
    const into = fields.seller_npwp && other ? "buyer_npwp" : key;
    fields[into] ??= field({ value: npwp.digits, strength: 2, row }, npwp.valid ? 0.9 : 0.6);
  }
  return fields;
}

/** The faktur pajak's serial number, by its label ("Kode dan Nomor Seri Faktur Pajak"). */
export function fakturPajakNumber(rows: Row[]) {
  const fakturRow = rows.findIndex((row) => FAKTUR_LABEL.test(row.text));
  if (fakturRow < 0) return null;
  const value = valueText(rows, fakturRow, FAKTUR_LABEL);
  const parsed = value ? parseFakturPajakNumber(value.text) : null;
  return parsed && value ? { ...parsed, row: value.row } : null;
}
