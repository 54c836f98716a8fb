/**
 * OCR's specks around a name on a noisy scan or photo: the marks and stray letters a
 * letterhead's row is read with, which the rules' and the learned scorer's names both drop.
 */

/** Legal forms of two letters, which a name may open or close with: never a speck. */
const SHORT_FORMS = new Set([
  "pt",
  "cv",
  "ud",
  "pd",
  "co",
  "sa",
  "ag",
  "bv",
  "nv",
  "ab",
  "oy",
  "lp",
]);

/** A word of one or two letters that is no legal form ("a", "ll.", ".S", "Se", "Lo."). */
function isShortWord(word: string): boolean {
  const letters = word.replace(/[^\p{L}]/gu, "");
  // A form is printed with its capitals ("PT", "Oy"): "oy" in small letters is a speck.
  const form = SHORT_FORMS.has(letters.toLowerCase()) && letters !== letters.toLowerCase();
  return !/\p{N}/u.test(word) && letters.length > 0 && letters.length <= 2 && !form;
}

/** Marks with no letter or digit ("©:", "=", "‘»"): never a word of a name. */
const isMarks = (word: string) => !/[\p{L}\p{N}]/u.test(word);

/**
 * Whether a word at a row's edge is OCR's reading of specks on a noisy scan or photo rather
 * than a word of a name: marks, or one or two letters in lower case or glued to marks other
 * than a closing dot ("a", "ll.", '"ll.', ".S"). At the row's end, two letters in any case
 * ("Lo.", "So") are no word either: a name does not close with one.
 */
function isSpeck(word: string, atEnd: boolean): boolean {
  if (isMarks(word)) return true;
  if (!isShortWord(word)) return false;
  const letters = word.replace(/[^\p{L}]/gu, "");
  return atEnd || letters === letters.toLowerCase() || /[^\p{L}]/u.test(word.replace(/\.$/, ""));
}

/**
 * A row's text without the specks OCR read around a name on a noisy page ('. "ll. ACME
 * PARKING © . Lo.', "a ©: TOKO MAJU =", "Se .S TOKO MAJU : . 8 SS"), which the name's cleaning
 * takes for marks, a label or a heading beside the name: kept as it is unless a word of three
 * letters is left.
 */
export function withoutSpecks(text: string): string {
  const words = text.split(/\s+/).filter(Boolean);
  let start = 0;
  let end = words.length;
  // Short words or lone digits before a speck open the row's specks too ("Se .S TOKO MAJU",
  // "8 . : TOKO MAJU", "Rb I ". TOKO MAJU"), and so does a capital and a small letter before a name in
  // capitals ("Ce TOKO MAJU"): a name in capitals has no word in small letters.
  const speckAtStart = (at: number): boolean =>
    isSpeck(words[at]!, false) ||
    ((isShortWord(words[at]!) || /^\d$/.test(words[at]!)) &&
      at + 1 < end &&
      speckAtStart(at + 1)) ||
    (/^\p{Lu}\p{Ll}$/u.test(words[at]!) && at + 1 < end && /^\p{Lu}{3,}$/u.test(words[at + 1]!));
  while (start < end && speckAtStart(start)) start++;
  // A lone digit after specks at the end is one too ("ACME PARKING . . 3").
  const speckAtEnd = (at: number) =>
    isSpeck(words[at]!, true) ||
    (/^\d$/.test(words[at]!) && at > start && isSpeck(words[at - 1]!, true));
  while (end > start && speckAtEnd(end - 1)) end--;
  const kept = words.slice(start, end).join(" ");
  return /\p{L}{3}/u.test(kept) ? kept : text;
}
