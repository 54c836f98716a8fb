import type { Candidate } from "../field-candidate.ts";
import { headerColumns, valueUnderColumn } from "../header-columns.ts";
import { findDates } from "../normalize/index.ts";
import type { Row } from "../rows.ts";
import type { ExtractedField } from "../types.ts";
import { KNOWN_COLUMN_LABEL, NUMBER_COLUMN } from "./column-labels.ts";
import { field } from "./found-field.ts";
import { valueAfter } from "./labelled-value.ts";

/**
 * "Bill #0342"; a "No" that ends its row has its number on the row below; a kuitansi's row
 * that holds only "No" and digits; a bare "Number :" right after the buyer block's label, as a
 * PDF joins the header's two columns into one line ("Billed To Number : 29814", "… Ref : …").
 * OCR's misreadings of a label are labels too: a speck between its words ("No. *Trans"), a
 * title glued to its "No." ("NOTANo. 57"), specks before "Order", and a "No" whose mark was
 * lost before a code with a letter prefix ("No KW-2024-0412"), and specks after a slip's label
 * that opens its row ("Order. - #5512", "Order. : . #5512"), where a dot leader or a stray mark
 * stood, and a colon OCR read as "=" ("Invoice = 5512").
 */
const NUMBER_LABEL =
  /\b(invoice (no|number|num)\.?|invoice ?#|no[.,]? ?[*'"“”]?(invoice|faktur|nota|struk|kuitansi|kwitansi|bill|receipt|transaksi|trans|trx|tiket|ticket|karcis|order|pesanan|ref|tagihan|dokumen)|nomor (invoice|faktur|nota|tagihan|kuitansi|dokumen)|(receipt|bill|doc(ument)?|transaction|trans|order|ref(erence)?|statement) ?(no|number|#)\.?|factuurnummer|factuur ?nr\.?|num[ée]ro de facture|facture n[°o]\.?|n[°o] de facture|rechnungsnummer|rechnung(s)? ?nr\.?|faktura (vat )?nr\.?|nr faktury|nomor|no\.|inv ?no|booking (id|no|number|ref\w*)|(id|kode) (transaksi|pesanan|order)|(transaction|order) id)(?=[\s:#.]|$|(?<=[#.])\d)|\bno(?=\s*$)|\bno,(?=\s*\d)|^#(?=\s*[A-Z0-9][\w/-]*\d)|\bn[°º](?=\s*\d)|\b(?:order|check|chk|bill|wo|trx|trans|transaksi|tiket|ticket|faktur|nota|struk|receipt|invoice|no)(?=\s*[:;#=])|^(?:tax )?(?:invoice|facture|factuur|rechnung|faktura|faktur)(?=\s+#?[A-Z0-9][\w/-]*\d)|(?<=^[^A-Za-z0-9]{0,4})(?:order|pesanan|nota|struk|bill|trx|check|chk)(?=[\s.:~-]*\s[\s.:~-]*#?[A-Z0-9][\w/-]*\d(?![\d.,]))|(?<=\b(?:nota|struk|faktur|invoice|kwitansi|kuitansi))no[.:]|\bno(?=\s+(?:no\s+)?[A-Z]{1,5}[-/]\d)|(?<=^|[:|][\s.]{0,4}|\b(?:customer|bill(?:ed)? to|sold to|ship to|pelanggan|pembeli)\s{1,3})(?:number|nomor|ref)(?=\s*[:#.])|(?<=^[^\w]{0,4})no(?=\s+\d+\s*$)/i;
const NUMBER_LABELS = new RegExp(NUMBER_LABEL.source, "gi");
/**
 * Rows whose "No." is an address, a phone, an account, a registration (GST, company) or a
 * business licence (a pharmacy's SIA, a trading licence, a business number: "SIA:
 * 503/…/2023"), not the document's number; OCR reads "Jl." as "JI.".
 */
const NOT_NUMBER_ROW =
  /\b(npwp|reg(n|istration|istrasi)?|sia|sipa|siup|nib|tdp|izin|ijin|licen[cs]e|lisensi|permit|(gst|sst|vat|roc|tin|ssm)\s*(no|number|id)|telp|tel|phone|hp|wa|fax|rek(ening)?|account|acct|nik|ktp|jl|jln|j[il1](?=\.|\s+\p{Lu})|jalan|blk|street|road|blok|kav|rt|rw|gedung|lantai|floor|unit|address|adres|adresse|alamat)\b/iu;
const NUMBER_TOKEN = /^#?\s*([A-Z0-9][\w\-/.]{1,40})/i;

/** The first word of a labelled value that reads as a number ("No. WO : AB-1907-0311"). */
function numberToken(text: string): string | undefined {
  // A short word and its colon may stand between label and number.
  const tokens = text
    .trim()
    .split(/\s+/)
    .slice(0, 3)
    .map((word) => NUMBER_TOKEN.exec(word.replace(/^[:;]+/, ""))?.[1]?.replace(/[.]+$/, ""))
    .filter((word): word is string => word !== undefined && /\d/.test(word));
  // A digit or two that OCR made of a dot leader ("No. Order 1... SO-7731") before a number.
  const [first, next] = tokens;
  return first && next && /^\d{1,2}$/.test(first) && next.length >= 4 ? next : first;
}

const DOCUMENT_WORD =
  /invoice|\binv\b|faktur|receipt|bill|nota|struk|kuitansi|kwitansi|tagihan|factuur|facture|rechnung/i;

/** A number under a header column named for the document ("Factuur", "Booking ID"). */
function numberUnderColumn(rows: Row[], index: number): Candidate<string> | null {
  const cell = valueUnderColumn(
    rows,
    index,
    (column) => NUMBER_COLUMN.test(column),
    KNOWN_COLUMN_LABEL,
  );
  const token = cell ? numberToken(cell.text) : undefined;
  // A title beside a letterhead ("PT … INVOICE") heads no column: the address under it is no cell.
  if (!token || !cell || NOT_NUMBER_ROW.test(cell.row.text)) return null;
  const header = rows[index]?.text ?? "";
  const column = headerColumns(header, KNOWN_COLUMN_LABEL).find((label) =>
    NUMBER_COLUMN.test(label),
  );
  // Below a label after its own value: a table header is read by counting words.
  return { value: token, strength: column && DOCUMENT_WORD.test(column) ? 2 : 1, row: cell.row };
}

/**
 * A label that says only "No." names nothing: a till's outlet or a station is numbered so too
 * ("No. 31.128.02" over "No. Trans : 8012273"), where a label naming a transaction, a ticket or
 * an order numbers the slip itself.
 */
const BARE_LABEL = /^(no[.,]?|nomor|number|n[°º]|#)$/i;
/**
 * Three digits or fewer after a bare "No.", a letter after them at most ("4B", "12A"), are mostly
 * a house's number whose street OCR lost.
 */
const HOUSE_NUMBER = /^\d{1,3}[A-Z]?$/i;

/** How much of the text before a later label on a row can say what its number is. */
const LABEL_CONTEXT = 8;

/**
 * "Untuk pembayaran: Pelunasan faktur No. INV-24-0108": the number of the document a receipt
 * pays, not its own.
 */
const PAYS_FOR =
  /\b(pelunasan|pembayaran|payment (of|for)|untuk|atas|against|settl\w*)\s+(the\s+)?(faktur|invoice|nota|tagihan|bill|inv)\.?\s*$/i;

/** "Tgl. Invoice :", "Tanggal Faktur", "Date of invoice": a date's label, not a number's. */
const DATE_BEFORE = /\b(tgl|tanggal|date( of)?|datum|data)\.?\s*$/i;

/**
 * A bare "No." before a number in the Indonesian numbering ("No.008/KW/10/2025") numbers the
 * document as surely as a named label: an address's or an item's number is not written so.
 */
function slashedNumbering(token: string): boolean {
  return /^[A-Z0-9]{1,12}(?:\/[A-Z0-9]{1,12}){2,}$/i.test(token) && /[A-Z]/i.test(token);
}

/** A value that is a date ("16-03-2025"): what a date's label gives, never a number. */
function isDate(token: string): boolean {
  const found = findDates(token)[0];
  return found !== undefined && found.text.replace(/\W/g, "") === token.replace(/\W/g, "");
}

/**
 * A label's value that opens with a date ("Number : JUL 08 2025"): the date column beside it,
 * read onto the label's row when two columns' labels and values are out of step.
 */
function opensWithDate(text: string): boolean {
  const found = findDates(text)[0];
  return found !== undefined && found.start === text.length - text.trimStart().length;
}

/**
 * The first labelled number on a row that is not an address, a phone, an account or another
 * document's. Each label is judged on the words up to just after it, as a layout row may also
 * hold a phone beside the number ("Nomor HP 08xx-… Nama PT … No. Tagihan TG-0911-…").
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
    if (DATE_BEFORE.test(row.text.slice(0, label.index))) continue;
    const value = valueAfter(rows, index, end);
    // A label ending its row takes the next row's value, unless that row is a phone's or an address's.
    if (value && value.row !== row && NOT_NUMBER_ROW.test(value.text.slice(0, LABEL_CONTEXT + 4))) {
      continue;
    }
    const token = value ? numberToken(value.text) : undefined;
    if (token && value && !isDate(token) && !opensWithDate(value.text)) {
      const strength = DOCUMENT_WORD.test(row.text)
        ? 3
        : !BARE_LABEL.test(label[0])
          ? 2
          : HOUSE_NUMBER.test(token)
            ? 0
            : slashedNumbering(token)
              ? 2
              : 1;
      return { value: token, strength, row: value.row };
    }
  }
  return null;
}

/**
 * A number labelled in a column of its own, to the right of another block's label on the same
 * row ("Customer" over a buyer's name beside "Number : 25656"): each later column read as a
 * row of its own, so its label opens a row.
 */
function numberInLaterColumn(rows: Row[], index: number): Candidate<string> | null {
  const row = rows[index]!;
  for (let column = 1; column < row.lines.length; column++) {
    const lines = row.lines.slice(column);
    const text = lines.map((line) => line.text).join(" ");
    const columnRows = rows.with(index, { ...row, lines, text });
    const found = labelledNumber(columnRows, index);
    if (found) return found;
  }
  return null;
}

/** Labelled numbers; one named for the document (invoice, faktur…) wins over a bare "No.". */
function documentNumber(rows: Row[]): Candidate<string> | null {
  const candidates: Candidate<string>[] = [];
  for (let index = 0; index < rows.length; index++) {
    const row = rows[index];
    if (!row) continue;
    const labelled = labelledNumber(rows, index) ?? numberInLaterColumn(rows, index);
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
    candidates.sort((a, b) => b.strength - a.strength)[0] ??
    slashedNumber(rows) ??
    loneNumber(rows) ??
    invoiceCode(rows) ??
    tillNumber(rows)
  );
}

const PAID_DOCUMENT = /\b(pelunasan|pembayaran|payment|untuk|atas|against|settl\w*)\b/i;
/** A code an invoice's numbering opens with its own word ("INV-202411-0017", "INV2024/0042"). */
const INVOICE_CODE = /(?<![\w/-])INV[A-Z]{0,2}[-/]?\d[\dA-Z/-]{3,30}(?![\w/-])/;

/**
 * Where OCR garbled its label past reading ("Bill To: rnbr : INV-…"), an invoice's number still
 * names itself by its prefix: the first such code near the top.
 */
function invoiceCode(rows: Row[]): Candidate<string> | null {
  for (const row of rows.slice(0, SLASHED_NUMBER_ROWS)) {
    const code = INVOICE_CODE.exec(row.text);
    // The invoice a receipt pays ("Pelunasan faktur No. INV-…") is another document's.
    if (!code || PAID_DOCUMENT.test(row.text.slice(0, code.index))) continue;
    if ((code[0].match(/\d/g)?.length ?? 0) >= 4) return { value: code[0], strength: 0, row };
  }
  return null;
}

const TIME = /(?<![\d:])\d{1,2}:\d{2}(?::\d{2})?(?![\d:])/;
/** A transaction number: six digits or more, with dashes or letters between them. */
const TILL_NUMBER = /^[A-Z]{0,4}\d[\dA-Z-]{5,30}$/;

/**
 * Where nothing is labelled, a till prints its transaction number on the row of the date and
 * time, after them: "03.09.24-08:15 2409-0309-0412".
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

/** A code of the till's or the system's: a letter prefix, then six digits or more ("RX-2025…"). */
const PREFIXED_CODE = /^[A-Z]{2,5}-?\d[\dA-Z-]{5,30}$/;

/**
 * Where no number is labelled, a code alone on its row near the top, a colon or specks before
 * it: the number whose label a photo or a scan lost (": TRX-0907-118842").
 */
function loneNumber(rows: Row[]): Candidate<string> | null {
  for (const row of rows.slice(0, SLASHED_NUMBER_ROWS)) {
    const words = row.text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word));
    const token =
      words.length === 1 ? words[0]!.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, "") : "";
    if (PREFIXED_CODE.test(token) && (token.match(/\d/g)?.length ?? 0) >= 6) {
      return { value: token, strength: 0, row };
    }
  }
  return null;
}

/** Indonesian numbering: letters and digits in three or more slashed parts, "SPK/ABC/2024/07/012". */
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

const ROMAN_MONTHS = ["I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X", "XI", "XII"];

/**
 * Indonesian numbers carry the month in Roman numerals ("812/ABC/XI/2025"), whose I OCR reads
 * as 1 or l ("X1"): a slashed part of Roman letters and such a digit that makes a month is one.
 */
function romanMonths(number: string): string {
  if (!number.includes("/")) return number;
  return number
    .split("/")
    .map((part) => {
      if (!/^[IVXl1]{1,4}$/.test(part) || !/[IVX]/.test(part)) return part;
      const roman = part.replace(/[l1]/g, "I");
      return ROMAN_MONTHS.includes(roman) ? roman : part;
    })
    .join("/");
}

/** How sure a number is by how its label names it: 3 where the label names the document. */
export const numberConfidence = (strength: number) => Number((0.5 + 0.12 * strength).toFixed(3));

/** The document's own number (invoice, nota, contract "Nomor: …"), when one is labelled. */
export function extractDocumentNumber(rows: Row[]): ExtractedField<string> | undefined {
  const number = documentNumber(rows);
  return number
    ? field({ ...number, value: romanMonths(number.value) }, numberConfidence(number.strength))
    : undefined;
}
