/** Printed forms of money, dates, amounts in words and NPWPs, shared by documents and questions. */

const group = (digits: string, separator: string): string =>
  digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);

/** 1250000 → "1.250.000" (Indonesian grouping, whole rupiah). */
export const rp = (n: number): string => group(String(Math.round(n)), ".");

/** 1250000 → "1,250,000" (English grouping, whole units). */
export const en = (n: number): string => group(String(Math.round(n)), ",");

/** 3480 → "3,480.00" (English grouping, two decimals). */
export const en2 = (n: number): string => {
  const [whole = "0", cents = "00"] = n.toFixed(2).split(".");
  return `${group(whole, ",")}.${cents}`;
};

/** 3480 → "3.480,00" (Indonesian grouping, two decimals). */
export const id2 = (n: number): string => {
  const [whole = "0", cents = "00"] = n.toFixed(2).split(".");
  return `${group(whole, ".")},${cents}`;
};

export const MONTHS_ID = [
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
export const MONTHS_EN = [
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

const parts = (iso: string): [number, number, number] => {
  const [y, m, d] = iso.split("-").map(Number);
  return [y ?? 0, m ?? 1, d ?? 1];
};
const pad = (n: number): string => String(n).padStart(2, "0");

/** "2026-03-12" → "12 Maret 2026". */
export const longId = (iso: string): string => {
  const [y, m, d] = parts(iso);
  return `${d} ${MONTHS_ID[m - 1]} ${y}`;
};
/** "2026-03-12" → "12 March 2026". */
export const longEn = (iso: string): string => {
  const [y, m, d] = parts(iso);
  return `${d} ${MONTHS_EN[m - 1]} ${y}`;
};
/** "2026-03-12" → "March 12, 2026". */
export const usEn = (iso: string): string => {
  const [y, m, d] = parts(iso);
  return `${MONTHS_EN[m - 1]} ${d}, ${y}`;
};
/** "2026-03-12" → "12/03/2026". */
export const slash = (iso: string): string => {
  const [y, m, d] = parts(iso);
  return `${pad(d)}/${pad(m)}/${y}`;
};
/** "2026-03-12" → "12-03-2026". */
export const dash = (iso: string): string => {
  const [y, m, d] = parts(iso);
  return `${pad(d)}-${pad(m)}-${y}`;
};
/** "2026-03-12" → "12.03.26". */
export const dotShort = (iso: string): string => {
  const [y, m, d] = parts(iso);
  return `${pad(d)}.${pad(m)}.${String(y).slice(2)}`;
};
/** "2026-03-12" → "12 Mar 2026" (Indonesian short month). */
export const shortId = (iso: string): string => {
  const [y, m, d] = parts(iso);
  const short = [
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
  return `${pad(d)} ${short[m - 1]} ${y}`;
};
/** "2026-03-12" → "12-Mar-2026". */
export const shortEn = (iso: string): string => {
  const [y, m, d] = parts(iso);
  return `${pad(d)}-${MONTHS_EN[m - 1]?.slice(0, 3)}-${y}`;
};

/** Every printed form of a date the check accepts. */
export const dateForms = (iso: string): string[] => {
  const [y, m, d] = parts(iso);
  return [
    iso,
    `${d} ${MONTHS_EN[m - 1]?.slice(0, 3)} ${y}`,
    `${pad(d)} ${MONTHS_EN[m - 1]?.slice(0, 3)} ${y}`,
    `${d}/${m}/${y}`,
    longId(iso),
    longEn(iso),
    usEn(iso),
    slash(iso),
    dash(iso),
    dotShort(iso),
    shortId(iso),
    shortEn(iso),
  ];
};

/** Every printed form of an amount the check accepts. */
export const amountForms = (n: number): string[] => {
  const forms = [rp(n), en(n), en2(n), id2(n), String(n)];
  return [...new Set(forms)];
};

const ONES = [
  "",
  "satu",
  "dua",
  "tiga",
  "empat",
  "lima",
  "enam",
  "tujuh",
  "delapan",
  "sembilan",
  "sepuluh",
  "sebelas",
];

const words = (n: number): string => {
  if (n < 12) return ONES[n] ?? "";
  if (n < 20) return `${ONES[n - 10]} belas`;
  if (n < 100) return `${ONES[Math.floor(n / 10)]} puluh ${words(n % 10)}`.trim();
  if (n < 200) return `seratus ${words(n - 100)}`.trim();
  if (n < 1000) return `${ONES[Math.floor(n / 100)]} ratus ${words(n % 100)}`.trim();
  if (n < 2000) return `seribu ${words(n - 1000)}`.trim();
  if (n < 1e6) return `${words(Math.floor(n / 1000))} ribu ${words(n % 1000)}`.trim();
  if (n < 1e9) return `${words(Math.floor(n / 1e6))} juta ${words(n % 1e6)}`.trim();
  return `${words(Math.floor(n / 1e9))} miliar ${words(n % 1e9)}`.trim();
};

/** 1500000 → "satu juta lima ratus ribu rupiah". */
export const terbilang = (n: number): string => `${words(n)} rupiah`;

/** Number words for durations in contracts: 30 → "tiga puluh". */
export const angka = (n: number): string => words(n);

/**
 * A 15-digit NPWP `AA.BBB.BBB.C-DDD.EEE` whose ninth digit is the Luhn check digit over the first
 * eight, as indonesia.md §3.1 describes.
 */
export const npwp15 = (type: string, serial: string, kpp: string, branch = "000"): string => {
  const body = `${type}${serial}`;
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    let digit = Number(body[body.length - 1 - i]);
    if (i % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  const check = (10 - (sum % 10)) % 10;
  return `${type}.${serial.slice(0, 3)}.${serial.slice(3)}.${check}-${kpp}.${branch}`;
};

/** The 16-digit form: "0" + the 15 digits, printed without separators. */
export const npwp16 = (formatted15: string): string => `0${formatted15.replace(/\D/g, "")}`;
