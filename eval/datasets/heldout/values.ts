/**
 * How the held-out documents print their values: money in Indonesian and English notation,
 * dates in the forms seen on Indonesian paper, NPWP and faktur pajak numbers with their check
 * structure (domain/indonesia.md §2.2, §3.1), and amounts in words (terbilang, §4.2).
 */
import type { Random } from "./random.ts";
import { between, pick } from "./random.ts";

export type Currency = "IDR" | "USD" | "SGD" | "MYR";

/** Whole units grouped by `group`, with `decimals` after `mark`. */
function grouped(value: number, group: string, mark: string, decimals: number): string {
  const negative = value < 0;
  const fixed = Math.abs(value).toFixed(decimals);
  const [whole, fraction] = fixed.split(".");
  const digits = whole!.replace(/\B(?=(\d{3})+(?!\d))/g, group);
  return `${negative ? "-" : ""}${digits}${decimals ? mark + fraction : ""}`;
}

/** Rupiah the Indonesian way: 1.234.567, 1.234.567,00 or 1.234.567,- */
export type RupiahStyle = "plain" | "cents" | "dash";
export function rupiah(value: number, style: RupiahStyle): string {
  if (style === "cents") return grouped(value, ".", ",", 2);
  if (style === "dash") return `${grouped(value, ".", ",", 0)},-`;
  return grouped(value, ".", ",", 0);
}

/** Amounts in English notation: 1,234.50 (IDR without cents). */
export function english(value: number, currency: Currency): string {
  return grouped(value, ",", ".", currency === "IDR" ? 0 : 2);
}

export const round2 = (value: number) => Math.round(value * 100) / 100;

// ---------------------------------------------------------------------------------------------

const ID_MONTHS = [
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
const ID_SHORT = [
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
export const EN_MONTHS = [
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
const ID_DAYS = ["Minggu", "Senin", "Selasa", "Rabu", "Kamis", "Jumat", "Sabtu"];

export type DateForm =
  | "dd/mm/yyyy"
  | "dd-mm-yy"
  | "dd.mm.yyyy"
  | "d mmm yyyy id"
  | "d mmmm yyyy id"
  | "iso"
  | "d mmm yyyy en"
  | "mmmm d, yyyy en";

const two = (n: number) => String(n).padStart(2, "0");

export function formatDate(iso: string, form: DateForm): string {
  const [year, month, day] = iso.split("-").map(Number) as [number, number, number];
  switch (form) {
    case "dd/mm/yyyy":
      return `${two(day)}/${two(month)}/${year}`;
    case "dd-mm-yy":
      return `${two(day)}-${two(month)}-${String(year).slice(2)}`;
    case "dd.mm.yyyy":
      return `${two(day)}.${two(month)}.${year}`;
    case "d mmm yyyy id":
      return `${day} ${ID_SHORT[month - 1]} ${year}`;
    case "d mmmm yyyy id":
      return `${day} ${ID_MONTHS[month - 1]} ${year}`;
    case "iso":
      return iso;
    case "d mmm yyyy en":
      return `${two(day)} ${EN_MONTHS[month - 1]!.slice(0, 3)} ${year}`;
    case "mmmm d, yyyy en":
      return `${EN_MONTHS[month - 1]} ${day}, ${year}`;
  }
}

export function dayName(iso: string): string {
  return ID_DAYS[new Date(`${iso}T00:00:00Z`).getUTCDay()]!;
}

export function addDays(iso: string, days: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The last day of a term of `months` from `start`: the day before the same date that much later. */
export function termEnd(start: string, months: number): string {
  const [year, month, day] = start.split("-").map(Number) as [number, number, number];
  const end = new Date(Date.UTC(year, month - 1 + months, day));
  end.setUTCDate(end.getUTCDate() - 1);
  return end.toISOString().slice(0, 10);
}

export function randomDate(random: Random, from = "2024-01-01", days = 700): string {
  return addDays(from, between(random, 0, days));
}

// ---------------------------------------------------------------------------------------------

/** Luhn check digit making `body` + digit valid. */
export function luhnDigit(body: string): number {
  for (let digit = 0; digit < 10; digit++) {
    let sum = 0;
    const digits = body + digit;
    for (let index = 0; index < digits.length; index++) {
      let value = Number(digits[digits.length - 1 - index]);
      if (index % 2 === 1) {
        value *= 2;
        if (value > 9) value -= 9;
      }
      sum += value;
    }
    if (sum % 10 === 0) return digit;
  }
  throw new Error("unreachable");
}

export interface Npwp {
  /** The digits as printed: 15, or 16 for the new form (0 + 15). */
  digits: string;
  printed: string;
}

/** An NPWP: 8 random digits, a Luhn check digit over the nine, a KPP code and a branch. */
export function makeNpwp(random: Random, sixteen: boolean): Npwp {
  let body = pick(random, [
    "01",
    "02",
    "03",
    "07",
    "08",
    "09",
    "31",
    "66",
    "74",
    "80",
    "84",
    "93",
    "94",
    "95",
    "96",
  ]);
  while (body.length < 8) body += between(random, 0, 9);
  const nine = body + luhnDigit(body);
  const kpp = String(between(random, 1, 999)).padStart(3, "0");
  const branch = pick(random, ["000", "000", "000", "001", "002"]);
  const fifteen = nine + kpp + branch;
  if (sixteen) return { digits: `0${fifteen}`, printed: `0${fifteen}` };
  const printed = `${fifteen.slice(0, 2)}.${fifteen.slice(2, 5)}.${fifteen.slice(5, 8)}.${fifteen.slice(8, 9)}-${fifteen.slice(9, 12)}.${fifteen.slice(12)}`;
  return { digits: fifteen, printed };
}

/** A faktur pajak number: e-Faktur (16 digits, before 2025) or Coretax (17 digits). */
export function makeFakturNumber(
  random: Random,
  year: number,
): { digits: string; printed: string } {
  const code = pick(random, ["01", "01", "01", "02", "03", "04", "07"]);
  const yy = String(year).slice(2);
  if (year < 2025) {
    const serial = String(between(random, 10000000, 99999999));
    return { digits: `${code}0000${yy}${serial}`, printed: `${code}0.000-${yy}.${serial}` };
  }
  const sequence = String(between(random, 1, 99999999999)).padStart(11, "0");
  const digits = `${code}00${yy}${sequence}`;
  return { digits, printed: digits };
}

// ---------------------------------------------------------------------------------------------

const UNITS = ["", "satu", "dua", "tiga", "empat", "lima", "enam", "tujuh", "delapan", "sembilan"];

function below1000(n: number): string {
  const parts: string[] = [];
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  if (hundreds === 1) parts.push("seratus");
  else if (hundreds > 1) parts.push(`${UNITS[hundreds]} ratus`);
  if (rest === 10) parts.push("sepuluh");
  else if (rest === 11) parts.push("sebelas");
  else if (rest > 11 && rest < 20) parts.push(`${UNITS[rest - 10]} belas`);
  else if (rest >= 20) {
    parts.push(`${UNITS[Math.floor(rest / 10)]} puluh`);
    if (rest % 10) parts.push(UNITS[rest % 10]!);
  } else if (rest > 0) parts.push(UNITS[rest]!);
  return parts.join(" ");
}

/** A whole rupiah amount in Indonesian words, without "rupiah". */
export function terbilang(value: number): string {
  if (value === 0) return "nol";
  const scales: Array<[number, string]> = [
    [1e12, "triliun"],
    [1e9, "miliar"],
    [1e6, "juta"],
    [1e3, "ribu"],
  ];
  const parts: string[] = [];
  let rest = Math.round(value);
  for (const [size, name] of scales) {
    const count = Math.floor(rest / size);
    rest %= size;
    if (count === 0) continue;
    parts.push(size === 1e3 && count === 1 ? "seribu" : `${below1000(count)} ${name}`);
  }
  if (rest) parts.push(below1000(rest));
  return parts.join(" ");
}
