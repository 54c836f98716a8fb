/**
 * Indonesian identifiers on business documents: NPWP (tax ID), faktur pajak numbers and phone
 * numbers, following domain/indonesia.md §2.2, §3.1 and §3.4.
 */

export interface Npwp {
  digits: string;
  /** `01.234.567.8-901.000` for the 15-digit form; the 16 digits as they are for NPWP16. */
  formatted: string;
  valid: boolean;
}

export interface FoundNpwp extends Npwp {
  start: number;
  end: number;
  text: string;
}

export interface FakturPajakNumber {
  digits: string;
  /** Legacy: `010.000-25.00000001`. Coretax: the 17 digits as they are printed. */
  formatted: string;
  /** Kode transaksi, 01–09 (10 from 2025). */
  transactionCode: string;
  /** One digit before 2025 (0 normal, 1 replacement), two in Coretax (00 normal). */
  status: string;
  /** The year the serial was issued for, when the number says so. */
  year?: string;
}

/** Luhn mod 10 over all the digits given, the last being the check digit. */
function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Province codes that begin a NIK (11 Aceh … 96 Papua Barat Daya). */
const NIK_PROVINCES = new Set([
  11, 12, 13, 14, 15, 16, 17, 18, 19, 21, 31, 32, 33, 34, 35, 36, 51, 52, 53, 61, 62, 63, 64, 65,
  71, 72, 73, 74, 75, 76, 81, 82, 91, 92, 93, 94, 95, 96,
]);

/**
 * A NIK has no check digit; python-stdnum checks its birth date (women's day + 40) and place.
 * We check the birth date and the province, not the regency list.
 */
function nikPlausible(digits: string): boolean {
  if (!NIK_PROVINCES.has(Number(digits.slice(0, 2)))) return false;
  const day = Number(digits.slice(6, 8)) % 40;
  const month = Number(digits.slice(8, 10));
  const year = Number(digits.slice(10, 12));
  const exists = (fullYear: number) =>
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= new Date(Date.UTC(fullYear, month, 0)).getUTCDate();
  return exists(1900 + year) || exists(2000 + year);
}

/**
 * Whether an NPWP's digits are well formed. 15 digits: Luhn over digits 1–9, the 9th being the
 * check digit (§3.1, as python-stdnum does). 16 digits starting with 0: the same over the old
 * number. Other 16 digits: a NIK. All zeros is the "buyer has no NPWP" placeholder: not valid.
 */
function npwpValid(digits: string): boolean {
  if (/^0+$/.test(digits)) return false;
  if (digits.length === 15) return luhnValid(digits.slice(0, 9));
  if (digits.startsWith("0")) return luhnValid(digits.slice(0, 10));
  return nikPlausible(digits);
}

function npwpFromDigits(digits: string): Npwp {
  const formatted =
    digits.length === 15
      ? `${digits.slice(0, 2)}.${digits.slice(2, 5)}.${digits.slice(5, 8)}.${digits[8]}-${digits.slice(9, 12)}.${digits.slice(12)}`
      : digits;
  return { digits, formatted, valid: npwpValid(digits) };
}

/** "NPWP: ", "No. Seri Faktur Pajak : ": a label before the value is allowed, digits in it not. */
const VALUE_AFTER_LABEL = /^[^\d+]*?(\d[\d\s.\-–]*\d)[^\d]*$/u;

/** The digits-and-separators value after an optional label, or null. */
function labelledValue(text: string): string | null {
  return VALUE_AFTER_LABEL.exec(text.trim())?.[1] ?? null;
}

/** Dots and dashes belong to the 15-digit print; NPWP16 is written as bare digits. */
const NPWP_PRINTED = /^\d{2}\.\d{3}\.\d{3}\.\d\s?[-.]\s?\d{3}\.\d{3}$/;

/**
 * One NPWP: `01.234.567.8-901.000`, `012345678901000`, or the 16-digit NPWP16/NIK, optionally
 * after a label. Null for other lengths. `valid` reports the check digit (see npwpValid).
 */
export function parseNpwp(text: string): Npwp | null {
  const value = labelledValue(text);
  if (!value || (/[.\-–]/.test(value) && !NPWP_PRINTED.test(value))) return null;
  const digits = value.replace(/\D/g, "");
  if (digits.length !== 15 && digits.length !== 16) return null;
  return npwpFromDigits(digits);
}

/** The printed groups; OCR reads a dot as a colon or a comma, and the groups still tell. */
const NPWP_FORMATTED =
  /(?<![\p{N}.-])\d{2}[.:,]\d{3}[.:,]\d{3}[.:,]\d\s?[-.]\s?\d{3}[.:,]\d{3}(?![\p{N}]|[.-]\p{N})/gu;
const BARE_DIGITS = /(?<![\p{N}.-])(?:\d{16}|\d{15})(?![\p{N}]|[.-]\p{N})/gu;
/**
 * The label may name its holder first: "NPWP PT Lestari Kencana Abadi: …"; a colon OCR read as
 * a lone digit may stand before the value ("NPWP 1 0012…").
 */
const NPWP_LABEL =
  /(?:npwp(?:\s?1[56])?|nik|tin|tax\s*id|nomor\s+pokok)[^\d\n]{0,45}(?:\s\d\s+)?$/iu;

/**
 * Every NPWP in the text. The printed form (`01.234.567.8-901.000`) is always taken; a bare run
 * of 15 digits when its check digit holds or a label ("NPWP", "NIK", "TIN") precedes it; a bare
 * 16 digits only after such a label, since faktur and account numbers are 16 digits too.
 */
export function findNpwps(text: string): FoundNpwp[] {
  const found: FoundNpwp[] = [];
  for (const match of text.matchAll(NPWP_FORMATTED)) {
    const digits = match[0].replace(/\D/g, "");
    found.push({
      ...npwpFromDigits(digits),
      start: match.index,
      end: match.index + match[0].length,
      text: match[0],
    });
  }
  for (const match of text.matchAll(BARE_DIGITS)) {
    const labelled = NPWP_LABEL.test(text.slice(Math.max(0, match.index - 40), match.index));
    const npwp = npwpFromDigits(match[0]);
    if (labelled || (match[0].length === 15 && npwp.valid)) {
      found.push({
        ...npwp,
        start: match.index,
        end: match.index + match[0].length,
        text: match[0],
      });
    }
  }
  return found.sort((a, b) => a.start - b.start);
}

/**
 * A faktur pajak number (§2.2). Legacy e-Faktur, 16 digits: kode transaksi (01–09), status
 * (0 normal, 1 pengganti), then the 13-digit NSFP = 3-digit prefix + 2-digit year + 8-digit
 * sequence, printed `010.000-25.00000001`. Coretax, 17 digits: code (01–10), 2-digit status,
 * 13-digit serial whose first two digits are the year, unless it starts with the 9 that marks
 * a number migrated from e-Faktur desktop (then the year is left out). Null for anything else.
 */
export function parseFakturPajakNumber(text: string): FakturPajakNumber | null {
  // OCR's specks after the serial may hold a digit ("… 85567. . .. EE 1)"): then the first run
  // of digits, its groups' dots, dashes and single spaces included, is the serial.
  const value = labelledValue(text) ?? /\d(?:[\d.-]|\s(?=\d))*\d/.exec(text)?.[0];
  const digits = value?.replace(/\D/g, "");
  if (!digits) return null;
  const transactionCode = digits.slice(0, 2);
  const code = Number(transactionCode);
  if (digits.length === 16) {
    if (code < 1 || code > 9 || !/[01]/.test(digits[2] ?? "")) return null;
    return {
      digits,
      formatted: `${digits.slice(0, 3)}.${digits.slice(3, 6)}-${digits.slice(6, 8)}.${digits.slice(8)}`,
      transactionCode,
      status: digits.slice(2, 3),
      year: `20${digits.slice(6, 8)}`,
    };
  }
  if (digits.length === 17) {
    if (code < 1 || code > 10) return null;
    const serial = digits.slice(4);
    return {
      digits,
      formatted: digits,
      transactionCode,
      status: digits.slice(2, 4),
      ...(serial.startsWith("9") ? {} : { year: `20${serial.slice(0, 2)}` }),
    };
  }
  return null;
}

const PHONE_SHAPE = /^\+?[\d\s.\-–]*\d$/;
const EXTENSION = /\s*(?:ext\.?|extension|psw\.?|pes\.?|pesawat|x)\s*\d{1,5}\s*$/iu;

/**
 * An Indonesian phone number in E.164: `0812-3456-7890` → `+6281234567890`, `(021) 555-1234` →
 * `+62215551234`, `+62 21 …`, `62812…`, `(+62) 812…`. An extension ("psw. 12", "ext 3") is
 * dropped. Null for foreign numbers, short service numbers (1500xxx, 177) and wrong lengths:
 * mobile (08…) 9–12 digits after the 0, other numbers 8–11.
 */
export function normalizePhone(text: string): string | null {
  const withoutLabel = text
    .trim()
    .replace(/^[^\d+(]*/u, "")
    .replace(/[^\d)]*$/u, "");
  const value = withoutLabel.replace(EXTENSION, "").replace(/[()]/g, " ").trim();
  if (!PHONE_SHAPE.test(value)) return null;
  const international = value.startsWith("+");
  const digits = value.replace(/\D/g, "");

  let national: string;
  if (international) {
    if (!digits.startsWith("62")) return null;
    national = digits.slice(2);
  } else if (digits.startsWith("0062")) {
    national = digits.slice(4);
  } else if (digits.startsWith("62")) {
    national = digits.slice(2);
  } else if (digits.startsWith("0")) {
    national = digits.slice(1);
  } else if (digits.startsWith("8")) {
    national = digits;
  } else {
    return null;
  }
  national = national.replace(/^0/, "");

  const mobile = /^8[1-9]/.test(national);
  const length = national.length;
  const plausible = mobile
    ? length >= 9 && length <= 12
    : /^[2-9]/.test(national) && length >= 8 && length <= 11;
  return plausible ? `+62${national}` : null;
}
