import type { Candidate } from "../field-candidate.ts";
import { findAmounts, wordsToNumber } from "../normalize/index.ts";
import type { Row } from "../rows.ts";
import { labelledAmounts, valueText } from "./labelled-value.ts";

const TOTAL_LABELS: Array<{ label: RegExp; strength: number }> = [
  {
    label:
      /\b(grand ?total|total (bayar|tagihan|pembayaran|belanja|due|amount|payable|invoice|incl\w*)|amount (due|payable)|balance due|jumlah (yang harus dibayar|tagihan|total|bayar)|total yang harus dibayar|net total|total rm|total rp|totaal( incl\w*)?|te betalen|total ttc|montant (total|ttc)|net [àa] payer|gesamtbetrag|rechnungsbetrag|zu zahlen|do zap[łl]aty|razem)(?:\b|(?=rp\.?\s?\d))/i,
    strength: 3,
  },
  { label: /\btotal\b/i, strength: 2 },
  // A till's "Tagihan" (the bill) opening its row is what is owed; "Tagihan kepada" names a buyer.
  { label: /^[^\p{L}\d]{0,3}tagihan\b(?!\s*(kepada|untuk|ke|no|nomor|number))/iu, strength: 2 },
  // "Jml." is how a handwritten or small shop's nota shortens "jumlah".
  { label: /\b(jumlah|jml|amount|uang sejumlah|sejumlah)\b/i, strength: 1 },
  // A parking or service slip charges a "Biaya" (fee) alone: the total where nothing else is.
  {
    label:
      /^[^\p{L}\d]{0,3}(biaya|tarif)\b(?!\s*(layanan|admin\w*|materai|meterai|kirim|pengiriman|per\b))/iu,
    strength: 1,
  },
];
const NOT_TOTAL =
  /\b(total includes|sub ?-?total|total (qty|quantity|item|items|disc\w*|diskon|tax|gst|sst|ppn|dpp|pajak|excl\w*|sales \(excl|savings?|hemat|berat|weight|point)|excl(uding)?\.? (gst|tax|ppn)|jumlah (ppn\w*|pph|pajak|tax)|rounding|pembulatan|tunai|cash|change|kembali|dpp)\b/i;

const PAID_LABEL = /\b(cash|tunai|payment|paid|tendered|bayar|dibayar)\b/i;
const CHANGE_LABEL = /\b(change( due)?|kembali(an)?|kembalian)\b/i;
/** "Total Paid": a card-paid invoice's total, but the note handed over where change is given. */
const TOTAL_PAID = /\btotal paid\b/i;

/**
 * What the customer handed over less the change given back: the total a receipt was paid, and
 * the row the payment is printed on.
 */
function paidLessChange(rows: Row[]): { value: number; row: Row } | null {
  const paid = labelledAmounts(rows, PAID_LABEL, CHANGE_LABEL, 1)[0];
  const change = labelledAmounts(rows, CHANGE_LABEL, null, 1)[0];
  // labelledAmounts skips zeros; a row that reads "Change 0.00" gives back nothing.
  const changeRow = rows.find((row) => CHANGE_LABEL.test(row.text));
  const zeroChange = changeRow && /\b0[.,]00\b/.test(changeRow.text) ? 0 : null;
  const changeValue = change?.value ?? zeroChange;
  return paid && changeValue !== null && paid.value > changeValue
    ? { value: paid.value - changeValue, row: paid.row }
    : null;
}

/**
 * The strongest labelled total, the largest among equals (the last of the same amount); but
 * where OCR has garbled one of several totals, the one that matches what was paid less the
 * change wins.
 */
function pickTotal(rows: Row[]): Candidate<number> | null {
  const changeGiven = rows.some((row) => CHANGE_LABEL.test(row.text));
  const candidates = TOTAL_LABELS.flatMap(({ label, strength }) =>
    labelledAmounts(rows, label, NOT_TOTAL, strength),
  ).filter((candidate) => !(changeGiven && TOTAL_PAID.test(candidate.row.text)));
  if (candidates.length === 0) return null;
  const strongest = Math.max(...candidates.map((candidate) => candidate.strength));
  const best = candidates
    .filter((candidate) => candidate.strength === strongest)
    // Among equals the last: "Total Harga" over "TOTAL" of the same amount sums the items.
    .sort((a, b) => b.value - a.value || rows.indexOf(b.row) - rows.indexOf(a.row))[0];
  const discounted = best && afterDeduction(rows, best, candidates);
  if (discounted) return discounted;
  const paid = paidLessChange(rows);
  // To the cent: the loose check of sums would let a tax line of 0.51 stand for 1.00.
  const sameAmount = (a: number, b: number) => Math.abs(a - b) < 0.005;
  // The payment's own figure confirms nothing: with no change given back it is the payment
  // read again ("Amount" over "CASH 6.20"), however misread.
  const matchingPaid =
    paid !== null && best && !sameAmount(best.value, paid.value)
      ? candidates.find(
          (candidate) => candidate.row !== paid.row && sameAmount(candidate.value, paid.value),
        )
      : undefined;
  return matchingPaid ?? (best && paidForTruncated(rows, best)) ?? best ?? null;
}

/** A deduction's label: what a discount, a voucher or a down payment takes off a sum. */
const DEDUCTION_LABEL =
  /\b(diskon|discount|disc|potongan(?! pph)|promo|voucher|dp|uang muka|down payment|less)\b/i;

/**
 * A total below the chosen one that a deduction between them accounts for ("Total Harga
 * 35.000" · "Potongan 1.750" · "TOTAL 33.250"): the sum before the deduction is no total, the
 * one it leaves is, where the arithmetic holds to the cent.
 */
function afterDeduction(
  rows: Row[],
  chosen: Candidate<number>,
  candidates: Candidate<number>[],
): Candidate<number> | null {
  const chosenAt = rows.indexOf(chosen.row);
  for (const later of candidates) {
    const laterAt = rows.indexOf(later.row);
    if (laterAt <= chosenAt || later.value >= chosen.value) continue;
    const between = rows.slice(chosenAt + 1, laterAt);
    const taken = chosen.value - later.value;
    const deducted = between.some(
      (row) =>
        DEDUCTION_LABEL.test(row.text) &&
        findAmounts(row.text).some((amount) => Math.abs(Math.abs(amount.value) - taken) < 0.005),
    );
    if (deducted) return later;
  }
  return null;
}

/** A figure whose last group has fewer than three digits: "89.90" for a rupiah total of 89.900. */
const SHORT_LAST_GROUP = /\d{1,3}[.,]\d{1,2}$/;

/**
 * OCR drops the last digit of a rupiah total ("Total Harga : Rp 89.90") that the payment line
 * still prints whole ("TUNAI 89.900"): the amount paid, when its digits are the total's and
 * one more.
 */
function paidForTruncated(rows: Row[], total: Candidate<number>): Candidate<number> | null {
  const printed = findAmounts(total.row.text).find(
    (amount) => Math.abs(amount.value - total.value) < 0.005,
  );
  if (!printed || !SHORT_LAST_GROUP.test(printed.text)) return null;
  const digits = printed.text.replace(/\D/g, "");
  const paid = labelledAmounts(rows, PAID_LABEL, CHANGE_LABEL, 1).find((candidate) => {
    const whole = String(candidate.value);
    return whole.length === digits.length + 1 && whole.startsWith(digits);
  });
  return paid ?? null;
}

/** Labels of an amount written out in words: a kuitansi's "Uang sejumlah", an invoice's "Terbilang". */
const SPELLED_LABEL =
  /\b(terbilang|uang sejumlah|banyaknya uang|sejumlah|sebesar|amount in words|in words|the sum of|say)\b/i;

/** The words of a spelled amount: a kuitansi fences them in hashes ("# Dua Juta Rupiah #"). */
function spelledWords(text: string): string {
  const fenced = /#([^#]+)#/.exec(text);
  return (fenced?.[1] ?? text).split(/[|\n]/)[0] ?? "";
}

type SpelledAmount = Candidate<number> & { binding: boolean };

/**
 * Each amount the document writes out in words, at the row of its figure where one prints it
 * (strength 2), else at the words' row (strength 1). `binding` where its label names the sum in
 * words alone ("Terbilang", "Uang sejumlah", "In words") or the words name their currency
 * ("… rupiah"): then it is the amount the paper is for, not a number inside a sentence.
 */
function spelledAmounts(rows: Row[]): SpelledAmount[] {
  const found: SpelledAmount[] = [];
  for (let index = 0; index < rows.length; index++) {
    if (!SPELLED_LABEL.test(rows[index]?.text ?? "")) continue;
    const words = valueText(rows, index, SPELLED_LABEL);
    const spelled = words ? wordsToNumber(spelledWords(words.text)) : null;
    if (!words || spelled === null || spelled <= 0) continue;
    const binding =
      BINDING_SPELLED_LABEL.test(rows[index]!.text) || CURRENCY_IN_WORDS.test(words.text);
    const printed = rows.find((row) =>
      findAmounts(row.text).some((amount) => Math.abs(amount.value - spelled) < 0.005),
    );
    found.push(
      printed
        ? { value: spelled, strength: 2, row: printed, binding }
        : { value: spelled, strength: 1, row: words.row, binding },
    );
  }
  return found;
}

/** The amount a binding label or its currency's name says in words, where one does. */
export function amountInWords(rows: Row[]): Candidate<number> | null {
  const binding = spelledAmounts(rows).find((each) => each.binding);
  return binding ? { value: binding.value, strength: binding.strength, row: binding.row } : null;
}

/** Labels that introduce an amount in words and nothing else. */
const BINDING_SPELLED_LABEL =
  /\b(terbilang|uang sejumlah|banyaknya uang|amount in words|in words)\b/i;
/** A spelled amount that ends on its currency's name: "… ribu rupiah", "… hundred dollars". */
const CURRENCY_IN_WORDS = /\b(rupiah|dollars?|ringgit)\b/i;

/**
 * Whether two whole amounts have as many digits and the same first one, and differ in one or two
 * of the others: an OCR slip of the figure ("3.000.009" for "3.000.000"), not another amount.
 */
export function digitSlip(read: number, spelled: number): boolean {
  if (!Number.isInteger(read) || !Number.isInteger(spelled) || read === spelled) return false;
  const a = String(read);
  const b = String(spelled);
  if (a.length !== b.length || a[0] !== b[0]) return false;
  let differing = 0;
  for (let index = 1; index < a.length; index++) if (a[index] !== b[index]) differing++;
  // Two slips in a short figure would make it another amount.
  return differing <= 2 && differing < a.length / 2;
}

/**
 * The total a label gives, or else the one the document writes out in words. Where both are
 * there and the figure differs from the words in a digit or two, the figure is the misread one:
 * the words have no digits to slip, and a kuitansi's amount in words is the amount agreed.
 */
export function labelledTotal(rows: Row[]): Candidate<number> | null {
  const labelled = pickTotal(rows);
  const spelled = spelledAmounts(rows)[0];
  if (!labelled)
    return spelled ? { value: spelled.value, strength: spelled.strength, row: spelled.row } : null;
  const inWords = amountInWords(rows);
  return inWords && digitSlip(labelled.value, inWords.value)
    ? { ...labelled, value: inWords.value }
    : labelled;
}
