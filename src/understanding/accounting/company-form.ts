/**
 * A company's name as a photographed or scanned slip prints it, with what OCR does to the legal
 * form at its end mended: the letters of "SDN BHD" and "S/B" read as their lookalikes ("SON.
 * BHD.", "SDN BH0", "5/B"), and the registration number a Malaysian company must print after
 * its name ("(201901000005)", "(123456-X)") read without its opening bracket, so it is no longer
 * cut as a number in brackets and stays glued to the name.
 */

/** "SDN" with one of its letters read as a lookalike: S as 5 or $, D as O or 0, N as M or H. */
const SDN = /^[S5$][DO0][NMH]$/i;
/** "BHD" with one of its letters read as a lookalike: B as 8, D as O or 0. */
const BHD = /^[B8]H[DO0]$/i;

/** Letters that differ from `known` (case aside): how far OCR's reading is from the word. */
function misread(word: string, known: string): number {
  return [...word.toUpperCase()].filter((letter, index) => letter !== known[index]).length;
}

/** The known word in the case OCR read it: "Sdn" stays mixed case, "SON" becomes "SDN". */
function inCase(word: string, known: string): string {
  return /[a-z]/.test(word) ? known[0] + known.slice(1).toLowerCase() : known;
}

/**
 * "SDN BHD" (dots and spaces kept) where OCR misread one letter of it at most, the other word
 * read right: a pair of three-letter words both misread is too far from the form to be sure.
 */
const SDN_BHD = /(?<![\p{L}\p{N}$])([\p{L}\p{N}$]{3})(\.?\s*)([\p{L}\p{N}]{3})(?![\p{L}\p{N}])/gu;

function mendSdnBhd(name: string): string {
  return name.replace(SDN_BHD, (pair, first: string, between: string, second: string) => {
    if (!SDN.test(first) || !BHD.test(second)) return pair;
    if (misread(first, "SDN") + misread(second, "BHD") > 1) return pair;
    return `${inCase(first, "SDN")}${between}${inCase(second, "BHD")}`;
  });
}

/** "S/B" (Sendirian Berhad) ending a name, its S read as 5 or $ or its B as 8. */
const SB_AT_END = /(?<=\p{L}.*\s)[S5$]\s?\/\s?[B8](?=\s*(?:\(|\d|$))/u;

/** A closing legal form, then what follows it on the slip's line. */
const AFTER_CLOSING_FORM = /^(.*\p{L}.*?\b(?:SDN\.?\s*BHD|BHD|BERHAD|S\/B|TBK|PLT)\.?)\s+(.*)$/iu;

/**
 * A company registration number after the legal form, its brackets lost or half read, specks
 * after it: four digits or more first, then no two letters together (a check letter at most).
 */
const isRegistrationNumber = (text: string) => /^\(?\s*\d{4}/.test(text) && !/\p{L}{2}/u.test(text);

/** The name with its legal form mended and a registration number after it dropped. */
export function mendCompanyForm(name: string): string {
  const mended = mendSdnBhd(name).replace(SB_AT_END, "S/B");
  const parts = AFTER_CLOSING_FORM.exec(mended);
  if (parts && isRegistrationNumber(parts[2]!)) return parts[1]!;
  return mended;
}
