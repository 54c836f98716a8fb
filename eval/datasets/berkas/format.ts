/**
 * How Indonesian (and some English) business documents write money, dates, amounts in words and
 * tax IDs: the printed forms the generator puts on the page, next to the plain values it labels.
 */

export const BULAN = [
  "Januari",
  "Februari",
  "Maret",
  "April",
  "Mei",
  "Juni",
  "Juli",
  "Agustus",
  "September",
  "Oktober",
  "November",
  "Desember",
];
const BULAN_SINGKAT = [
  "Jan",
  "Feb",
  "Mar",
  "Apr",
  "Mei",
  "Jun",
  "Jul",
  "Agu",
  "Sep",
  "Okt",
  "Nov",
  "Des",
];
const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];
export const HARI = ["Minggu", "Senin", "Selasa", "Rabu", "Kamis", "Jumat", "Sabtu"];
const DAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const ROMAN = ["I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X", "XI", "XII"];

// ---------------------------------------------------------------------------------------------
// Dates: ISO strings in, printed forms out.

function parts(iso: string): { y: number; m: number; d: number } {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) throw new Error(`Not an ISO date: ${iso}`);
  return { y: Number(match[1]), m: Number(match[2]), d: Number(match[3]) };
}
const pad = (n: number) => String(n).padStart(2, "0");
const toIso = (date: Date) =>
  `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;

export type DateStyle =
  | "id" // 12 Maret 2025
  | "id-short" // 12 Mar 2025 (ICU short forms: Mei, Agu, Okt, Des)
  | "id-agt" // 12-Agt-2025
  | "id-day" // Rabu, 12 Maret 2025
  | "dmy/" // 12/03/2025
  | "dmy-" // 12-03-2025
  | "dmy." // 12.03.2025
  | "dmy/yy" // 12/03/25
  | "d/m/y" // 12/3/2025 (no padding, as e-Faktur writes it)
  | "en" // 12 March 2025
  | "en-short" // 12-Mar-2025
  | "en-us" // March 12, 2025
  | "en-day" // Wednesday, 12 March 2025
  | "iso"; // 2025-03-12

export function fmtDate(iso: string, style: DateStyle): string {
  const { y, m, d } = parts(iso);
  const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  switch (style) {
    case "id":
      return `${d} ${BULAN[m - 1]} ${y}`;
    case "id-short":
      return `${pad(d)} ${BULAN_SINGKAT[m - 1]} ${y}`;
    case "id-agt":
      return `${pad(d)}-${m === 8 ? "Agt" : BULAN_SINGKAT[m - 1]}-${y}`;
    case "id-day":
      return `${HARI[weekday]}, ${d} ${BULAN[m - 1]} ${y}`;
    case "dmy/":
      return `${pad(d)}/${pad(m)}/${y}`;
    case "dmy-":
      return `${pad(d)}-${pad(m)}-${y}`;
    case "dmy.":
      return `${pad(d)}.${pad(m)}.${y}`;
    case "dmy/yy":
      return `${pad(d)}/${pad(m)}/${String(y).slice(2)}`;
    case "d/m/y":
      return `${d}/${m}/${y}`;
    case "en":
      return `${d} ${MONTHS[m - 1]} ${y}`;
    case "en-short":
      return `${pad(d)}-${MONTHS[m - 1]!.slice(0, 3)}-${y}`;
    case "en-us":
      return `${MONTHS[m - 1]} ${d}, ${y}`;
    case "en-day":
      return `${DAYS[weekday]}, ${d} ${MONTHS[m - 1]} ${y}`;
    case "iso":
      return iso;
  }
}

export const weekdayId = (iso: string) => {
  const { y, m, d } = parts(iso);
  return HARI[new Date(Date.UTC(y, m - 1, d)).getUTCDay()]!;
};
export const monthId = (iso: string) => BULAN[parts(iso).m - 1]!;
export const monthEn = (iso: string) => MONTHS[parts(iso).m - 1]!;
export const romanMonth = (iso: string) => ROMAN[parts(iso).m - 1]!;
export const yearOf = (iso: string) => parts(iso).y;
export const dayOf = (iso: string) => parts(iso).d;

export function addDays(iso: string, days: number): string {
  const { y, m, d } = parts(iso);
  return toIso(new Date(Date.UTC(y, m - 1, d + days)));
}

/** Calendar months later; refuses days that do not exist in every month, to stay unambiguous. */
export function addMonths(iso: string, months: number): string {
  const { y, m, d } = parts(iso);
  if (d > 28) throw new Error(`addMonths from day ${d} is ambiguous: ${iso}`);
  return toIso(new Date(Date.UTC(y, m - 1 + months, d)));
}

/**
 * The last day of a term that starts on `start`: a term of N months (or years) from 1 January
 * 2025 runs to the day before the same date N months later, so 2 years end on 31 December 2026.
 */
export function termEnd(start: string, term: { years?: number; months?: number }): string {
  return addDays(addMonths(start, (term.years ?? 0) * 12 + (term.months ?? 0)), -1);
}

// ---------------------------------------------------------------------------------------------
// Numbers in words.

const SATUAN = ["", "satu", "dua", "tiga", "empat", "lima", "enam", "tujuh", "delapan", "sembilan"];

function below1000(n: number): string {
  const words: string[] = [];
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  if (hundreds === 1) words.push("seratus");
  else if (hundreds > 1) words.push(`${SATUAN[hundreds]} ratus`);
  if (rest === 10) words.push("sepuluh");
  else if (rest === 11) words.push("sebelas");
  else if (rest > 11 && rest < 20) words.push(`${SATUAN[rest - 10]} belas`);
  else if (rest >= 20) {
    words.push(`${SATUAN[Math.floor(rest / 10)]} puluh`);
    if (rest % 10) words.push(SATUAN[rest % 10]!);
  } else if (rest > 0) words.push(SATUAN[rest]!);
  return words.join(" ");
}

/**
 * 1.500.000 → "satu juta lima ratus ribu" (no "rupiah"); whole numbers only. Written here, not
 * imported from src/understanding: the labels must not share code with the method they measure.
 */
export function terbilang(n: number): string {
  if (!Number.isInteger(n) || n < 0) throw new Error(`terbilang needs a whole number: ${n}`);
  if (n === 0) return "nol";
  const scales: Array<[number, string]> = [
    [1e12, "triliun"],
    [1e9, "miliar"],
    [1e6, "juta"],
    [1e3, "ribu"],
  ];
  const words: string[] = [];
  let rest = n;
  for (const [size, name] of scales) {
    const count = Math.floor(rest / size);
    rest %= size;
    if (count === 0) continue;
    if (size === 1e3 && count === 1) words.push("seribu");
    else words.push(`${below1000(count)} ${name}`);
  }
  if (rest > 0) words.push(below1000(rest));
  return words.join(" ");
}

export const rupiahWords = (n: number) => `${terbilang(n)} rupiah`;
export const titleCase = (text: string) => text.replace(/(^|\s)\S/g, (c) => c.toUpperCase());

const ONES = [
  "",
  "one",
  "two",
  "three",
  "four",
  "five",
  "six",
  "seven",
  "eight",
  "nine",
  "ten",
  "eleven",
  "twelve",
  "thirteen",
  "fourteen",
  "fifteen",
  "sixteen",
  "seventeen",
  "eighteen",
  "nineteen",
];
const TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];

function enBelow1000(n: number): string {
  const words: string[] = [];
  if (n >= 100) words.push(`${ONES[Math.floor(n / 100)]} hundred`);
  const rest = n % 100;
  if (rest > 0 && n >= 100) words.push("and");
  if (rest >= 20)
    words.push(TENS[Math.floor(rest / 10)]! + (rest % 10 ? `-${ONES[rest % 10]}` : ""));
  else if (rest > 0) words.push(ONES[rest]!);
  return words.join(" ");
}

/** 1234 → "one thousand two hundred and thirty-four". */
export function englishWords(n: number): string {
  if (!Number.isInteger(n) || n < 0) throw new Error(`englishWords needs a whole number: ${n}`);
  if (n === 0) return "zero";
  const words: string[] = [];
  let rest = n;
  for (const [size, name] of [
    [1e9, "billion"],
    [1e6, "million"],
    [1e3, "thousand"],
  ] as const) {
    const count = Math.floor(rest / size);
    rest %= size;
    if (count) words.push(`${enBelow1000(count)} ${name}`);
  }
  if (rest) words.push(enBelow1000(rest));
  return words.join(" ");
}

// ---------------------------------------------------------------------------------------------
// Money.

function group(whole: number, separator: string): string {
  return String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

/** Indonesian grouping: 1234567 → "1.234.567", with `decimals` → "1.234.567,00". */
export function idNum(n: number, decimals = 0): string {
  const negative = n < 0;
  const fixed = Math.abs(n).toFixed(decimals);
  const [whole, fraction] = fixed.split(".");
  const text = group(Number(whole), ".") + (fraction ? `,${fraction}` : "");
  return negative ? `-${text}` : text;
}

/** English grouping: 1234567.5 → "1,234,567.50". */
export function enNum(n: number, decimals = 2): string {
  const negative = n < 0;
  const fixed = Math.abs(n).toFixed(decimals);
  const [whole, fraction] = fixed.split(".");
  const text = group(Number(whole), ",") + (fraction ? `.${fraction}` : "");
  return negative ? `-${text}` : text;
}

export type Money = (n: number) => string;

/** The rupiah styles seen on real documents (PUEBI's "Rp100.000" and the common variants). */
export const rupiah = {
  spaced: (n: number) => `Rp ${idNum(n)}`,
  tight: (n: number) => `Rp${idNum(n)}`,
  cents: (n: number) => `Rp ${idNum(n, 2)}`,
  tightCents: (n: number) => `Rp${idNum(n, 2)}`,
  dash: (n: number) => `Rp. ${idNum(n)},-`,
  plain: (n: number) => idNum(n),
  plainCents: (n: number) => idNum(n, 2),
  idr: (n: number) => `IDR ${idNum(n)}`,
} satisfies Record<string, Money>;

/** Whole rupiah, and cents rounded for foreign currencies. */
export const roundMoney = (n: number, currency: string) =>
  currency === "IDR" ? Math.round(n) : Math.round(n * 100) / 100;

// ---------------------------------------------------------------------------------------------
// Tax IDs.

function luhnCheckDigit(digits: string): number {
  let sum = 0;
  // The check digit will sit to the right, so the rightmost payload digit is doubled.
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return (10 - (sum % 10)) % 10;
}

export interface Npwp {
  /** The 15 digits of the old format. */
  digits15: string;
  /** `0` + the 15 digits: the 16-digit NPWP of a company from 2024 on. */
  digits16: string;
  /** 01.312.166.0-091.000 */
  printed15: string;
}

/** A company NPWP: type + 6-digit sequence (8 digits), Luhn check digit, KPP code and branch. */
export function npwp(first8: string, kpp: string, branch = "000"): Npwp {
  if (!/^\d{8}$/.test(first8) || !/^\d{3}$/.test(kpp) || !/^\d{3}$/.test(branch)) {
    throw new Error(`Bad NPWP parts: ${first8} ${kpp} ${branch}`);
  }
  const nine = first8 + String(luhnCheckDigit(first8));
  const digits15 = nine + kpp + branch;
  return {
    digits15,
    digits16: `0${digits15}`,
    printed15: `${nine.slice(0, 2)}.${nine.slice(2, 5)}.${nine.slice(5, 8)}.${nine[8]}-${kpp}.${branch}`,
  };
}

export const digitsOnly = (text: string) => text.replace(/\D/g, "");
