import { sourceOf } from "./document-lines.ts";
import {
  detectCurrency,
  findAmounts,
  findDates,
  findNpwps,
  parseFakturPajakNumber,
  wordsToNumber,
} from "./normalize/index.ts";
import type { Candidate } from "./field-candidate.ts";
import { headerColumns, valueUnderColumn } from "./header-columns.ts";
import type { Row } from "./rows.ts";
import type { ExtractedField, FieldSource, UnderstoodFields } from "./types.ts";
import { findVendor } from "./vendor-name.ts";

function sourceOfRow(row: Row): FieldSource {
  const first = row.lines[0];
  return first
    ? { ...sourceOf(first), text: row.text, box: row.box }
    : { page: row.page, line: 0, text: row.text, box: row.box };
}

function field<Value>(candidate: Candidate<Value>, confidence: number): ExtractedField<Value> {
  return {
    value: candidate.value,
    confidence: Number(Math.max(0, Math.min(1, confidence)).toFixed(3)),
    source: sourceOfRow(candidate.row),
  };
}

/** The text after the label on the row, or the next row's when the label ends its row. */
function valueText(rows: Row[], index: number, label: RegExp): { text: string; row: Row } | null {
  const row = rows[index];
  if (!row) return null;
  const match = label.exec(row.text);
  return match ? valueAfter(rows, index, match.index + match[0].length) : null;
}

/** The text from `end` of a row on, or the next row's where nothing follows on the row. */
function valueAfter(rows: Row[], index: number, end: number): { text: string; row: Row } | null {
  const row = rows[index]!;
  const after = row.text.slice(end).replace(/^[\s:;.#=-]+/, "");
  if (after.trim()) return { text: after, row };
  const next = rows[index + 1];
  return next && next.page === row.page ? { text: next.text, row: next } : null;
}

/** Labels of a summary's lines, which a merged layout row may hold two of. */
const SUMMARY_LABEL =
  /\b(sub ?-?total|grand ?total|total|diskon|discount|potongan|ppn|tax|service|tunai|cash|bayar|kembali|change)\b/i;

/**
 * The amount a label gives: the last on its row ("Qty 2 x 5.000 10.000" is 10.000), unless
 * another summary label follows an amount ("Diskon 15.000 … TOTAL Rp 854.000").
 */
function amountBeforeNextLabel(text: string): number | undefined {
  const amounts = findAmounts(text);
  const next = SUMMARY_LABEL.exec(text);
  const before = next ? amounts.filter((amount) => amount.end <= next.index) : [];
  return (before.at(-1) ?? amounts.at(-1))?.value;
}

/**
 * The last amount after the label (amounts sit at the right of their row). A deduction (a
 * discount) is often printed negative, "-70.000"; its size is what it takes off.
 */
function labelledAmounts(
  rows: Row[],
  label: RegExp,
  exclude: RegExp | null,
  strength: number,
  sign: "positive" | "deduction" = "positive",
) {
  const found: Candidate<number>[] = [];
  rows.forEach((row, index) => {
    if (!label.test(row.text) || (exclude && exclude.test(row.text))) return;
    const value = valueText(rows, index, label);
    const last = value ? amountBeforeNextLabel(value.text) : undefined;
    const size = last !== undefined && sign === "deduction" ? Math.abs(last) : last;
    if (size && size > 0) found.push({ value: size, strength, row: value?.row ?? row });
  });
  return found;
}

const TOTAL_LABELS: Array<{ label: RegExp; strength: number }> = [
  {
    label:
      /\b(grand ?total|total (bayar|tagihan|pembayaran|belanja|due|amount|payable|invoice|incl\w*)|amount (due|payable)|balance due|jumlah (yang harus dibayar|tagihan|total|bayar)|total yang harus dibayar|net total|total rm|total rp|totaal( incl\w*)?|te betalen|total ttc|montant (total|ttc)|net [àa] payer|gesamtbetrag|rechnungsbetrag|zu zahlen|do zap[łl]aty|razem)\b/i,
    strength: 3,
  },
  { label: /\btotal\b/i, strength: 2 },
  { label: /\b(jumlah|amount|uang sejumlah|sejumlah)\b/i, strength: 1 },
];
const NOT_TOTAL =
  /\b(total includes|sub ?-?total|total (qty|quantity|item|items|disc\w*|diskon|tax|gst|sst|ppn|dpp|pajak|excl\w*|sales \(excl|savings?|hemat|berat|weight|point)|excl(uding)?\.? (gst|tax|ppn)|jumlah (ppn\w*|pph|pajak|tax)|rounding|pembulatan|tunai|cash|change|kembali|dpp)\b/i;

const PAID_LABEL = /\b(cash|tunai|payment|paid|tendered|bayar|dibayar)\b/i;
const CHANGE_LABEL = /\b(change( due)?|kembali(an)?|kembalian)\b/i;

/** What the customer handed over less the change given back: the total a receipt was paid. */
function paidLessChange(rows: Row[]): number | null {
  const paid = labelledAmounts(rows, PAID_LABEL, CHANGE_LABEL, 1)[0];
  const change = labelledAmounts(rows, CHANGE_LABEL, null, 1)[0];
  // labelledAmounts skips zeros; a row that reads "Change 0.00" gives back nothing.
  const changeRow = rows.find((row) => CHANGE_LABEL.test(row.text));
  const zeroChange = changeRow && /\b0[.,]00\b/.test(changeRow.text) ? 0 : null;
  const changeValue = change?.value ?? zeroChange;
  return paid && changeValue !== null && paid.value > changeValue ? paid.value - changeValue : null;
}

/**
 * The strongest labelled total, the largest among equals; but where OCR has garbled one of
 * several totals, the one that matches what was paid less the change wins.
 */
function pickTotal(rows: Row[]): Candidate<number> | null {
  const candidates = TOTAL_LABELS.flatMap(({ label, strength }) =>
    labelledAmounts(rows, label, NOT_TOTAL, strength),
  );
  if (candidates.length === 0) return null;
  const strongest = Math.max(...candidates.map((candidate) => candidate.strength));
  const best = candidates
    .filter((candidate) => candidate.strength === strongest)
    .sort((a, b) => b.value - a.value)[0];
  const paid = paidLessChange(rows);
  // To the cent: the loose check of sums would let a tax line of 0.51 stand for 1.00.
  const sameAmount = (a: number, b: number) => Math.abs(a - b) < 0.005;
  const matchingPaid =
    paid !== null && best && !sameAmount(best.value, paid)
      ? candidates.find((candidate) => sameAmount(candidate.value, paid))
      : undefined;
  return matchingPaid ?? best ?? null;
}

/** Labels of an amount written out in words: a kuitansi's "Uang sejumlah", an invoice's "Terbilang". */
const SPELLED_LABEL =
  /\b(terbilang|uang sejumlah|banyaknya uang|sejumlah|amount in words|in words|the sum of|say)\b/i;

/** The words of a spelled amount: a kuitansi fences them in hashes ("# Dua Juta Rupiah #"). */
function spelledWords(text: string): string {
  const fenced = /#([^#]+)#/.exec(text);
  return (fenced?.[1] ?? text).split(/[|\n]/)[0] ?? "";
}

/**
 * Where no total is labelled by a figure, as on a kuitansi, the amount written out in words
 * is the total: at the figure the document also prints for it where there is one.
 */
function spelledTotal(rows: Row[]): Candidate<number> | null {
  for (let index = 0; index < rows.length; index++) {
    if (!SPELLED_LABEL.test(rows[index]?.text ?? "")) continue;
    const words = valueText(rows, index, SPELLED_LABEL);
    const spelled = words ? wordsToNumber(spelledWords(words.text)) : null;
    if (!words || spelled === null || spelled <= 0) continue;
    const printed = rows.find((row) =>
      findAmounts(row.text).some((amount) => Math.abs(amount.value - spelled) < 0.005),
    );
    return printed
      ? { value: spelled, strength: 2, row: printed }
      : { value: spelled, strength: 1, row: words.row };
  }
  return null;
}

/** Labels that name the document's own date, tried before a bare "date". */
const ISSUE_DATE_LABEL =
  /\b(invoice date|tanggal faktur|tanggal invoice|tgl\.? faktur|date of issue|issue date|statement date|bill(ing)? date|tanggal (tagihan|cetak)|tgl\.? (tagihan|cetak)|factuur ?datum|date de (la )?facture|rechnungsdatum|data wystawienia)\b/i;
const DATE_LABEL = /\b(tanggal|tgl|date|dated|dibuat|datum)\b/i;
const NOT_ISSUE_DATE =
  /\b(due|jatuh tempo|bayar sebelum|pay before|paling lambat|period|periode|expir\w*|berlaku|valid|delivery|pengiriman|lahir|birth|date limite|[ée]ch[ée]ance|vervaldatum|f[äa]llig\w*)\b/i;
const DUE_LABEL =
  /\b(due date|payment due|pay(ment)? before|pay(able)? by|jatuh tempo|tanggal jatuh tempo|jth\.? ?tempo|tgl\.? jatuh tempo|bayar sebelum|batas (akhir )?pembayaran|(dilunasi|dibayar|dibayarkan) (paling lambat|selambat-lambatnya)|due on|due by|date limite de paiement|[ée]ch[ée]ance|vervaldatum|f[äa]lligkeitsdatum|zahlbar bis|termin p[łl]atno[śs]ci)\b/i;
/** Column labels of a header row over its values ("Invoice No", "Booking ID", "Factuur"). */
const NUMBER_COLUMN =
  /^(invoice|factuur|facture|rechnung|faktur|faktura|nota|kuitansi|receipt|booking)( ?(no|nr|number|num|nummer|id|#)\.?)?$/i;
/** The labels of several words that a table header keeps as one column. */
const KNOWN_COLUMN_LABEL = new RegExp(
  [ISSUE_DATE_LABEL, DUE_LABEL, NUMBER_COLUMN].map((label) => label.source).join("|"),
  "i",
);

/** A date after its label, or under it where the label heads a column. */
function dateAt(rows: Row[], index: number, label: RegExp, exclude: RegExp | null) {
  const value = valueText(rows, index, label);
  const date = value ? findDates(value.text)[0] : undefined;
  if (date && value) return { value: date.iso, row: value.row };
  const cell = valueUnderColumn(
    rows,
    index,
    (column) => label.test(column) && !exclude?.test(column),
    KNOWN_COLUMN_LABEL,
  );
  const below = cell ? findDates(cell.text)[0] : undefined;
  return below && cell ? { value: below.iso, row: cell.row } : null;
}

function labelledDate(
  rows: Row[],
  label: RegExp,
  exclude: RegExp | null,
): Candidate<string> | null {
  for (let index = 0; index < rows.length; index++) {
    const row = rows[index];
    if (!row || !label.test(row.text)) continue;
    // A header row of labels ("Invoice Date: Due Date:") is read by column, not skipped whole.
    if (exclude && exclude.test(row.text) && /\d/.test(row.text)) continue;
    const found = dateAt(rows, index, label, exclude);
    if (found) return { ...found, strength: 2 };
  }
  return null;
}

/**
 * A number that begins with the day it was issued, as tills and marketplaces print them
 * ("2018030610100030493", "INV/20240115/MPL/3704"): the date as YYYY-MM-DD.
 */
const DATED_NUMBER = /(?<!\d)(20\d{2})(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])\d{0,12}(?!\d)/g;

function datesInNumbers(rows: Row[]): string[] {
  return rows.flatMap((row) =>
    [...row.text.matchAll(DATED_NUMBER)].map((match) => `${match[1]}-${match[2]}-${match[3]}`),
  );
}

const differingCharacters = (a: string, b: string) =>
  [...a].filter((character, index) => character !== b[index]).length;

/**
 * A year OCR misread by one digit ("06/03/2016" where the slip says 2018), taken from a number
 * on the document that begins with the same day and month in a year one digit away. Only the
 * year: a number's date may be an order's, a day or two before the document's own.
 */
function yearFromDatedNumber(date: string, rows: Row[]): string | null {
  const year = date.slice(0, 4);
  const sameDay = datesInNumbers(rows).find(
    (dated) =>
      dated.slice(4) === date.slice(4) && differingCharacters(dated.slice(0, 4), year) === 1,
  );
  return sameDay ?? null;
}

function firstDate(rows: Row[], exclude: RegExp): Candidate<string> | null {
  for (const row of rows) {
    if (exclude.test(row.text)) continue;
    const date = findDates(row.text)[0];
    if (date) return { value: date.iso, strength: 1, row };
  }
  return null;
}

/** "Bill #0342"; a "No" that ends its row has its number on the row below. */
const NUMBER_LABEL =
  /\b(invoice (no|number|num)\.?|invoice ?#|no\.? ?(invoice|faktur|nota|struk|kuitansi|kwitansi|bill|receipt|transaksi|tagihan|dokumen)|nomor (invoice|faktur|nota|tagihan|kuitansi|dokumen)|(receipt|bill|doc(ument)?|transaction|trans|order|ref(erence)?|statement) ?(no|number|#)\.?|factuurnummer|factuur ?nr\.?|num[ée]ro de facture|facture n[°o]\.?|n[°o] de facture|rechnungsnummer|rechnung(s)? ?nr\.?|faktura (vat )?nr\.?|nr faktury|nomor|no\.|inv ?no|booking (id|no|number|ref\w*))(?=[\s:#.]|$|(?<=[#.])\d)|\bno(?=\s*$)|^#(?=\s*[A-Z0-9][\w/-]*\d)|\bn[°º](?=\s*\d)|\b(?:order|check|chk|bill|wo|trx|transaksi|faktur|nota|struk|receipt|invoice|no)(?=\s*[:;#])|^(?:tax )?(?:invoice|facture|factuur|rechnung|faktura|faktur)(?=\s+#?[A-Z0-9][\w/-]*\d)/i;
const NUMBER_LABELS = new RegExp(NUMBER_LABEL.source, "gi");
/**
 * Rows whose "No." is an address, a phone or an account, not the document's number; OCR reads
 * "Jl." as "JI.".
 */
const NOT_NUMBER_ROW =
  /\b(npwp|telp|tel|phone|hp|wa|fax|rek(ening)?|account|acct|nik|ktp|jl|ji(?=\.)|jalan|street|road|blok|kav|rt|rw|gedung|lantai|floor|unit|address|adres|adresse|alamat)\b/i;
const NUMBER_TOKEN = /^#?\s*([A-Z0-9][\w\-/.]{1,40})/i;

/** The first word of a labelled value that reads as a number ("No. WO : KM-2407-0155"). */
function numberToken(text: string): string | undefined {
  // A short word and its colon may stand between label and number.
  return text
    .trim()
    .split(/\s+/)
    .slice(0, 3)
    .map((word) => NUMBER_TOKEN.exec(word)?.[1])
    .find((word) => word !== undefined && /\d/.test(word))
    ?.replace(/[.]+$/, "");
}

const DOCUMENT_WORD =
  /invoice|faktur|receipt|bill|nota|struk|kuitansi|kwitansi|tagihan|factuur|facture|rechnung/i;

/** A number under a header column named for the document ("Factuur", "Booking ID"). */
function numberUnderColumn(rows: Row[], index: number): Candidate<string> | null {
  const cell = valueUnderColumn(
    rows,
    index,
    (column) => NUMBER_COLUMN.test(column),
    KNOWN_COLUMN_LABEL,
  );
  const token = cell ? numberToken(cell.text) : undefined;
  if (!token || !cell) return null;
  const header = rows[index]?.text ?? "";
  const column = headerColumns(header, KNOWN_COLUMN_LABEL).find((label) =>
    NUMBER_COLUMN.test(label),
  );
  // Below a label after its own value: a table header is read by counting words.
  return { value: token, strength: column && DOCUMENT_WORD.test(column) ? 2 : 1, row: cell.row };
}

/** How much of the text before a later label on a row can say what its number is. */
const LABEL_CONTEXT = 8;

/**
 * The first labelled number on a row that is not an address, a phone, an account or another
 * document's. Each label is judged on the words up to just after it, as a layout row may also
 * hold a phone beside the number ("Nomor HP 0812-… Nama PT … No. Tagihan SPN-2410-…").
 */
function labelledNumber(rows: Row[], index: number): Candidate<string> | null {
  const row = rows[index]!;
  let judgedFrom = 0;
  for (const label of row.text.matchAll(NUMBER_LABELS)) {
    const end = label.index + label[0].length;
    const start = judgedFrom === 0 ? 0 : Math.max(judgedFrom, label.index - LABEL_CONTEXT);
    const context = row.text.slice(start, end + 12);
    judgedFrom = end;
    if (NOT_NUMBER_ROW.test(context) || PAYS_FOR.test(row.text.slice(0, label.index))) continue;
    const value = valueAfter(rows, index, end);
    const token = value ? numberToken(value.text) : undefined;
    if (token && value) {
      const strength = DOCUMENT_WORD.test(row.text) ? 3 : 1;
      return { value: token, strength, row: value.row };
    }
  }
  return null;
}

/**
 * "Untuk pembayaran: Pelunasan faktur No. KTM-25-0042": the number of the document a receipt
 * pays, not its own.
 */
const PAYS_FOR =
  /\b(pelunasan|pembayaran|payment (of|for)|untuk|atas|against|settl\w*)\s+(the\s+)?(faktur|invoice|nota|tagihan|bill|inv)\.?\s*$/i;

/** Labelled numbers; one named for the document (invoice, faktur…) wins over a bare "No.". */
function documentNumber(rows: Row[]): Candidate<string> | null {
  const candidates: Candidate<string>[] = [];
  for (let index = 0; index < rows.length; index++) {
    const row = rows[index];
    if (!row) continue;
    const labelled = labelledNumber(rows, index);
    if (labelled) {
      candidates.push(labelled);
      continue;
    }
    const label = NUMBER_LABEL.exec(row.text);
    const judged = label ? row.text.slice(0, label.index + label[0].length + 12) : row.text;
    if (NOT_NUMBER_ROW.test(judged)) continue;
    const under = numberUnderColumn(rows, index);
    if (under) candidates.push(under);
  }
  return (
    candidates.sort((a, b) => b.strength - a.strength)[0] ?? slashedNumber(rows) ?? tillNumber(rows)
  );
}

const TIME = /(?<![\d:])\d{1,2}:\d{2}(?::\d{2})?(?![\d:])/;
/** A transaction number: six digits or more, with dashes or letters between them. */
const TILL_NUMBER = /^[A-Z]{0,4}\d[\dA-Z-]{5,30}$/;

/**
 * Where nothing is labelled, a till prints its transaction number on the row of the date and
 * time, after them: "12.04.25-19:42 2504-0412-0087".
 */
function tillNumber(rows: Row[]): Candidate<string> | null {
  for (const row of rows.slice(0, SLASHED_NUMBER_ROWS)) {
    const time = TIME.exec(row.text);
    if (!time || findDates(row.text).length === 0) continue;
    const token = row.text
      .slice(time.index + time[0].length)
      .split(/\s+/)
      .find((word) => TILL_NUMBER.test(word) && (word.match(/\d/g)?.length ?? 0) >= 6);
    if (token && findDates(token).length === 0) return { value: token, strength: 0, row };
  }
  return null;
}

/** Indonesian numbering: letters and digits in three or more slashed parts, "KWT/GKP/2025/01/004". */
const SLASHED_NUMBER = /(?<![\w/])[A-Z0-9]{1,12}(?:\/[A-Z0-9]{1,12}){2,}(?![\w/])/g;
const SLASHED_NUMBER_ROWS = 10;

/**
 * Where no number is labelled, one written in the Indonesian way near the top: a kuitansi
 * often prints it alone under its title. Letters and digits both, so a date is not one.
 */
function slashedNumber(rows: Row[]): Candidate<string> | null {
  for (const row of rows.slice(0, SLASHED_NUMBER_ROWS)) {
    if (NOT_NUMBER_ROW.test(row.text)) continue;
    for (const [token] of row.text.matchAll(SLASHED_NUMBER)) {
      if (/\d/.test(token) && /[A-Z]/.test(token)) return { value: token, strength: 0, row };
    }
  }
  return null;
}

/** The document's own number (invoice, nota, contract "Nomor: …"), when one is labelled. */
export function extractDocumentNumber(rows: Row[]): ExtractedField<string> | undefined {
  const number = documentNumber(rows);
  return number ? field(number, 0.5 + 0.12 * number.strength) : undefined;
}

const TAX_LABEL =
  /\b(ppn|vat|gst|sst|pb1|pbjt|pajak resto(?:ran)?|pajak daerah|pph ?(21|22|23|4 ?\(2\)|final)|tax|pajak)\b/i;
const NOT_TAX =
  /\b(npwp|faktur pajak|tax invoice|tax id|gst (id|reg\w*)|incl(?!udes\b)\w*|excl\w*|nomor seri|sebelum pajak|before tax|total sales)\b/i;

function taxTypeName(text: string): string {
  const match =
    /\b(ppn|vat|gst|sst|pb1|pbjt|pajak resto(?:ran)?|pph ?(21|22|23|4 ?\(2\)|final))\b/i.exec(text);
  if (!match?.[1]) return "Tax";
  const name = match[1].toUpperCase().replace(/\s+/g, " ");
  if (name.startsWith("PAJAK RESTO") || name === "PBJT") return "PB1";
  return name.startsWith("PPH") ? name.replace(/^PPH ?/, "PPh ") : name;
}

/**
 * "Pajak" or "tax" also turns up inside descriptions ("Jasa konsultasi pajak"): a named tax
 * (PPN, PB1, GST…), a rate, and the label opening its row each make a row likelier the tax line.
 */
function pickTax(rows: Row[], total: Candidate<number> | null): Candidate<number> | undefined {
  const ranked = labelledAmounts(rows, TAX_LABEL, NOT_TAX, 2)
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

/** The base a tax is charged on, where a faktur names it: DPP, or DPP "nilai lain" (11/12). */
const TAX_BASE_LABEL = /\b(dpp|dasar pengenaan pajak)\b/i;

/**
 * The rate a tax was charged at, from the tax and its base, where the rate's own figure is
 * missing or unreadable (OCR reads "10%" as "1096" or drops the sign): a whole half percent the
 * two agree on to the rupiah's rounding, on the first base that gives one (the DPP, the
 * subtotal, the subtotal less its discount).
 */
function rateOf(tax: number, bases: Array<number | null | undefined | 0>): number | null {
  for (const base of bases) {
    if (!base || base <= 0) continue;
    const rate = Math.round((tax / base) * 200) / 200;
    if (rate > 0 && rate <= 0.3 && Math.abs(rate * base - tax) <= Math.max(1, base * 0.0005)) {
      return rate;
    }
  }
  return null;
}

function rateIn(text: string): number | null {
  const match = /(\d{1,2}(?:[.,]\d{1,2})?)\s?%/.exec(text);
  return match?.[1] ? Number(match[1].replace(",", ".")) / 100 : null;
}

const SERVICE_LABEL = /\b(service charge|service|svc|biaya layanan|layanan)\b/i;
const DISCOUNT_LABEL = /\b(diskon|discount|disc|potongan(?! pph)|promo|voucher|hemat)\b/i;

/**
 * The document's discount: the first one below the subtotal, where the summary is; above it
 * stand the items' own ("HEMAT 2 x 1.500 -3.000" under an item on a minimarket receipt).
 */
function pickDiscount(rows: Row[], subtotal: Candidate<number> | null): Candidate<number> | null {
  const found = labelledAmounts(rows, DISCOUNT_LABEL, null, 2, "deduction");
  const subtotalAt = subtotal ? rows.indexOf(subtotal.row) : -1;
  const summary = found.find((candidate) => rows.indexOf(candidate.row) > subtotalAt);
  return subtotalAt >= 0 ? (summary ?? null) : (found[0] ?? null);
}
const SUBTOTAL_LABEL =
  /\b(sub ?-?total|total before tax|(total|jumlah) sebelum pajak|total sales \(excl\w* (gst|tax)\)|amount before tax|harga jual)\b/i;
const NOT_SUBTOTAL = /\btotal (ppn|tax)\b/i;
/** How far above the tax line a bill's unlabelled sum of charges is looked for. */
const SUM_ROWS_ABOVE_TAX = 4;

/**
 * The amount before tax where no label names it ("Usage charges", a bare "Jumlah"): the one
 * just above the tax line that the tax, service and discount turn into the total, so a bill
 * that also states a DPP "nilai lain" (11/12 of it) is not mistaken for its base.
 */
function balancingSubtotal(
  rows: Row[],
  total: Candidate<number> | null,
  adjustments: { tax: Candidate<number> | undefined; service: Candidate<number> | null },
): Candidate<number> | null {
  const { tax, service } = adjustments;
  if (!total || !tax) return null;
  const taxAt = rows.indexOf(tax.row);
  // A building's "Service charge" can be one of the charges rather than added to them.
  const expected = [total.value - tax.value - (service?.value ?? 0), total.value - tax.value];
  for (let index = taxAt - 1; index >= Math.max(0, taxAt - SUM_ROWS_ABOVE_TAX); index--) {
    const row = rows[index]!;
    const last = findAmounts(row.text).at(-1)?.value;
    if (last && last !== total.value && expected.some((sum) => close(last, sum, 0.0005))) {
      return { value: last, strength: 1, row };
    }
  }
  return null;
}
/** A tax is at most this share of its base; a larger "tax" line is something else. */
const MAX_TAX_RATE = 0.3;

/**
 * Where OCR left the total's own line unreadable, the summary still adds up to it: the
 * subtotal with its tax and service, less its discount.
 */
function summaryTotal(
  subtotal: Candidate<number> | null,
  adjustments: {
    tax: Candidate<number> | undefined;
    service: Candidate<number> | null;
    discount: Candidate<number> | null;
  },
): Candidate<number> | null {
  if (!subtotal) return null;
  const { tax, service, discount } = adjustments;
  const taxValue = tax && tax.value <= subtotal.value * MAX_TAX_RATE ? tax.value : 0;
  const value = subtotal.value + taxValue + (service?.value ?? 0) - (discount?.value ?? 0);
  return value > 0
    ? { value: Math.round(value * 100) / 100, strength: 0, row: subtotal.row }
    : null;
}
const TERBILANG_LABEL = /\b(terbilang|in words|say)\b/i;
const BUYER_NPWP =
  /\b(pembeli|buyer|customer|pelanggan|lawan transaksi|kepada|bill(ed)? to|sold to|tenant|penyewa)\b/i;
const FAKTUR_LABEL =
  /\b(kode dan nomor seri|nomor seri faktur|no\.? ?seri faktur|nsfp|nomor faktur pajak|no\.? faktur pajak)\b/i;

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

function close(a: number, b: number, tolerance = 0.01): boolean {
  return Math.abs(a - b) <= Math.max(1, Math.abs(b) * tolerance);
}

export interface AccountingResult {
  fields: UnderstoodFields;
  checks: Array<{ name: string; passed: boolean }>;
}

/**
 * Fields of an invoice, receipt or statement from its rows: each found by its labels in both
 * languages, then checked against the others (subtotal + tax + service − discount = total,
 * terbilang = total, tax = rate × base); a failed check lowers the confidence of what it joins.
 */
export function extractAccountingFields(
  rows: Row[],
  language: "en" | "id" | null,
): AccountingResult {
  const fields: UnderstoodFields = {};
  const checks: AccountingResult["checks"] = [];

  const labelledTotal = pickTotal(rows) ?? spelledTotal(rows);
  const tax = pickTax(rows, labelledTotal);
  const service = labelledAmounts(rows, SERVICE_LABEL, /\b(tax|pajak)\b/i, 2)[0] ?? null;
  const subtotal =
    labelledAmounts(rows, SUBTOTAL_LABEL, NOT_SUBTOTAL, 2)[0] ??
    balancingSubtotal(rows, labelledTotal, { tax, service }) ??
    labelledAmounts(rows, TAX_BASE_LABEL, NOT_SUBTOTAL, 2)[0] ??
    null;
  const discount = pickDiscount(rows, subtotal);
  const total = labelledTotal ?? summaryTotal(subtotal, { tax, service, discount });

  let totalConfidence = total ? 0.55 + 0.1 * total.strength : 0;
  if (labelledTotal && subtotal) {
    const expected =
      subtotal.value + (tax?.value ?? 0) + (service?.value ?? 0) - (discount?.value ?? 0);
    const passed =
      close(expected, labelledTotal.value) || close(subtotal.value, labelledTotal.value);
    checks.push({ name: "subtotal + tax + service - discount = total", passed });
    totalConfidence += passed ? 0.1 : -0.25;
  }
  const terbilangRow = rows.findIndex((row) => TERBILANG_LABEL.test(row.text));
  if (total && terbilangRow >= 0) {
    const words = valueText(rows, terbilangRow, TERBILANG_LABEL);
    const spelled = words ? wordsToNumber(words.text) : null;
    if (spelled !== null) {
      const passed = close(spelled, total.value);
      checks.push({ name: "terbilang = total", passed });
      totalConfidence += passed ? 0.1 : -0.2;
    }
  }
  if (total) fields.total_amount = field(total, totalConfidence);
  if (subtotal) fields.subtotal = field(subtotal, 0.75);
  if (tax) {
    const rate = rateIn(tax.row.text);
    const taxBase = labelledAmounts(rows, TAX_BASE_LABEL, null, 2)[0]?.value;
    const base = taxBase ?? subtotal?.value;
    let confidence = 0.75;
    if (rate !== null && base) {
      const passed = close(rate * base, tax.value, 0.02);
      checks.push({ name: "tax = rate × base", passed });
      confidence += passed ? 0.15 : -0.2;
    }
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

  const currencyRow = [total?.row, ...rows].find((row) => row && detectCurrency(row.text));
  const currency = currencyRow ? detectCurrency(currencyRow.text) : null;
  if (currency && currencyRow) {
    fields.currency = field({ value: currency, strength: 2, row: currencyRow }, 0.85);
  } else if (language === "id" && rows[0]) {
    fields.currency = field({ value: "IDR", strength: 1, row: rows[0] }, 0.5);
  }

  const date =
    labelledDate(rows, ISSUE_DATE_LABEL, NOT_ISSUE_DATE) ??
    labelledDate(rows, DATE_LABEL, NOT_ISSUE_DATE) ??
    firstDate(rows, NOT_ISSUE_DATE);
  if (date) {
    const mended = yearFromDatedNumber(date.value, rows);
    fields.date = mended
      ? field({ ...date, value: mended }, 0.55)
      : field(date, date.strength === 2 ? 0.85 : 0.55);
  }
  const due = labelledDate(rows, DUE_LABEL, null);
  if (due) fields.due_date = field(due, 0.85);

  const number = extractDocumentNumber(rows);
  if (number) fields.document_number = number;

  const seller = findVendor(rows);
  if (seller) fields.vendor = field(seller, 0.4 + 0.15 * seller.strength);

  let inBuyerBlock = false;
  for (const row of rows) {
    if (BUYER_NPWP.test(row.text)) inBuyerBlock = true;
    const npwp = findNpwps(row.text)[0];
    if (!npwp) continue;
    // "NPWP PT Jaringan Data Nusantara: …" in a bill's footer, after the customer's block.
    const namesSeller = seller !== null && namesParty(row.text, seller.value);
    const key = inBuyerBlock && !namesSeller ? "buyer_npwp" : "seller_npwp";
    fields[key] ??= field({ value: npwp.digits, strength: 2, row }, npwp.valid ? 0.9 : 0.6);
  }
  const fakturRow = rows.findIndex((row) => FAKTUR_LABEL.test(row.text));
  if (fakturRow >= 0) {
    const value = valueText(rows, fakturRow, FAKTUR_LABEL);
    const parsed = value ? parseFakturPajakNumber(value.text) : null;
    if (parsed && value) {
      fields.faktur_pajak_number = field(
        { value: parsed.digits, strength: 3, row: value.row },
        0.9,
      );
    }
  }
  // A faktur pajak is numbered by its serial (Kode dan Nomor Seri Faktur Pajak).
  if (fields.faktur_pajak_number && !fields.document_number && fakturRow >= 0) {
    const value = valueText(rows, fakturRow, FAKTUR_LABEL);
    const parsed = value ? parseFakturPajakNumber(value.text) : null;
    if (parsed && value) {
      fields.document_number = field(
        { value: parsed.formatted, strength: 3, row: value.row },
        0.85,
      );
    }
  }
  if (!fields.tax_type_name && rows.some((row) => /\b(jumlah ppn|ppn\b)/i.test(row.text))) {
    const row = rows.find((each) => /\bppn\b/i.test(each.text));
    if (row) fields.tax_type_name = field({ value: "PPN", strength: 1, row }, 0.6);
  }
  const taxName = fields.tax_type_name;
  const rupiah = fields.currency?.value === "IDR" || language === "id";
  if (taxName && rupiah) {
    // Indonesian VAT is PPN; a plain "Tax" of 10 % beside a service charge is the restaurant tax.
    if (taxName.value === "VAT") taxName.value = "PPN";
    if (
      taxName.value === "Tax" &&
      (fields.tax_rate?.value === 0.1 || fields.service_charge_amount)
    ) {
      taxName.value = "PB1";
    }
  }
  return { fields, checks };
}
