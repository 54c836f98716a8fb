import type { Row } from "../rows.ts";

/**
 * Words of the labels an accounting document's summary and header print, in both languages:
 * general vocabulary of receipts and invoices, long enough (five letters or more) that one
 * wrong letter still leaves a single word it can be.
 */
const LABEL_WORDS = [
  "subtotal",
  "total",
  "jumlah",
  "diskon",
  "discount",
  "potongan",
  "biaya",
  "layanan",
  "service",
  "charge",
  "change",
  "pajak",
  "tunai",
  "kembali",
  "kembalian",
  "bayar",
  "harga",
  "invoice",
  "faktur",
  "nomor",
  "tanggal",
  "transaksi",
  "trans",
  "order",
  "pesanan",
  "struk",
  "kwitansi",
  "kuitansi",
  "tagihan",
  "receipt",
  "member",
  "promo",
  "amount",
  "sebelum",
  "payment",
];
const KNOWN = new Set(LABEL_WORDS);

/**
 * Digits and marks OCR reads for the letters they look like ("T0TAL", "D1SKON", "5ubtotal",
 * "Tota!").
 */
const LOOKALIKE_LETTERS: Record<string, string> = {
  "0": "o",
  "1": "il",
  "5": "s",
  "8": "b",
  "!": "il",
  "|": "il",
};
/** A word with one of them in it: misread for certain, not a word of its own. */
const HAS_LOOKALIKE = /[0158!|]/;

/** Whether a word read by OCR is `known` with at most one other letter, lookalike digits free. */
function oneLetterFrom(read: string, known: string): boolean {
  if (read.length !== known.length) return false;
  let wrong = 0;
  for (let index = 0; index < read.length; index++) {
    const letter = read[index]!;
    const expected = known[index]!;
    if (letter === expected || LOOKALIKE_LETTERS[letter]?.includes(expected)) continue;
    if (++wrong > 1) return false;
  }
  return true;
}

/** Whether a word read by OCR is `known` with one letter more ("SUBTOTALL", "Tottal"). */
function oneLetterMore(read: string, known: string): boolean {
  if (read.length !== known.length + 1) return false;
  for (let index = 0; index < read.length; index++) {
    if (read.slice(0, index) + read.slice(index + 1) === known) return true;
  }
  return false;
}

/**
 * Whether a word read by OCR is `known` with one letter lost and a lookalike for another
 * ("Tot!" for "Total"): both misreads at once, on a word that is no word.
 */
function oneLetterLostAndMisread(read: string, known: string): boolean {
  if (read.length !== known.length - 1 || !HAS_LOOKALIKE.test(read)) return false;
  for (let index = 0; index < known.length; index++) {
    if (oneLetterFrom(read, known.slice(0, index) + known.slice(index + 1))) return true;
  }
  return false;
}

/**
 * Whether a word read by OCR is `known` with one letter lost ("ervice", "Kembalan"): only for
 * words of seven letters or more, whose six left still name one word.
 */
function oneLetterLost(read: string, known: string): boolean {
  if (known.length < 7 || read.length !== known.length - 1) return false;
  for (let index = 0; index < known.length; index++) {
    if (known.slice(0, index) + known.slice(index + 1) === read) return true;
  }
  return false;
}

/** The label word a misread word stands for, when exactly one is a letter away. */
function labelWordFor(word: string): string | null {
  const lower = word.toLowerCase();
  // A four-letter word is read only when a lookalike mark shows it misread (a lost letter).
  if (lower.length < (HAS_LOOKALIKE.test(lower) ? 4 : 5) || KNOWN.has(lower)) return null;
  // A word mostly of digits is a number or a code, not a misread label.
  const digits = lower.replace(/\D/g, "").length;
  if (digits * 2 >= lower.length) return null;
  const matches = LABEL_WORDS.filter(
    (known) =>
      oneLetterFrom(lower, known) ||
      (known.length >= 6 && oneLetterMore(lower, known)) ||
      oneLetterLost(lower, known) ||
      oneLetterLostAndMisread(lower, known),
  );
  return matches.length === 1 ? matches[0]! : null;
}

/** The known word written in the case the misread one was: "TOTAL", "Total", "total". */
function inCaseOf(word: string, known: string): string {
  const letters = word.replace(/[^\p{L}]/gu, "");
  if (letters && letters === letters.toUpperCase()) return known.toUpperCase();
  if (/^\p{Lu}/u.test(word)) return known[0]!.toUpperCase() + known.slice(1);
  return known;
}

/**
 * A text with each word that OCR misread by one letter ("Tatal", "Diskan", "T0TAL", "Tot!",
 * "ervice")
 * written as the label word it stands for. Words keep their length, so offsets still hold,
 * but for a word read with a letter lost, which grows by it.
 */
export function mendLabelWords(text: string): string {
  return text.replace(/(?<![\p{L}\p{N}])[\p{L}0158][\p{L}0158!|]{3,}(?![\p{L}\p{N}])/gu, (word) => {
    const known = labelWordFor(word);
    // A word read with a letter more keeps its length by a space after the label.
    if (known) return inCaseOf(word, known).padEnd(word.length, " ");
    // Marks that are no letter of the word part words ("Tatal|Diskan"): each part is mended.
    return word.replace(/[^!|]+/g, (part) => {
      const partKnown = part === word || part.length < 5 ? null : labelWordFor(part);
      return partKnown ? inCaseOf(part, partKnown).padEnd(part.length, " ") : part;
    });
  });
}

/** Labels too short to mend by a letter, but whole again where OCR split a letter off. */
const SHORT_LABELS = new Set(["jml", "total", "tunai", "bayar"]);

/**
 * A label word OCR split a letter off ("J ml.", "T otal", "Tota l"), joined again; the space
 * moves after it, so the text keeps its length and offsets.
 */
function joinSplitLabels(text: string): string {
  return text.replace(
    /(?<![\p{L}\p{N}])(\p{L}{1,})\s(\p{L}{1,})(?![\p{L}\p{N}])/gu,
    (pair, head: string, tail: string) => {
      if (head.length > 1 && tail.length > 1) return pair;
      const joined = `${head}${tail}`.toLowerCase();
      return KNOWN.has(joined) || SHORT_LABELS.has(joined) ? `${head}${tail} ` : pair;
    },
  );
}

/** Quote marks OCR makes of specks beside a label ("No. Trans” : 55120", "Order ' 9182"). */
const STRAY_QUOTES = /[“”"'’‘`´]/g;

/** A row's text as its labels are read: misread label words mended, stray quotes blanked. */
function labelText(text: string): string {
  return mendLabelWords(joinSplitLabels(text.replace(STRAY_QUOTES, " ")));
}

/** Rows whose label words are mended, the rows' other words and boxes as they were. */
export function withMendedLabels(rows: Row[]): Row[] {
  return rows.map((row) => {
    const text = labelText(row.text);
    if (text === row.text) return row;
    const lines = row.lines.map((line) => ({ ...line, text: labelText(line.text) }));
    return { ...row, text, lines };
  });
}
