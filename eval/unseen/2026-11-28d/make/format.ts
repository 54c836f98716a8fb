/** How the documents print numbers and dates (not how the app answers; see answers.ts). */

export function groupId(n: number, decimals = 0): string {
  const [int, frac] = n.toFixed(decimals).split(".");
  const grouped = int!.replace(/\B(?=(\d{3})+(?!\d))/g, ".");
  return frac ? `${grouped},${frac}` : grouped;
}

export function groupEn(n: number, decimals = 0): string {
  const [int, frac] = n.toFixed(decimals).split(".");
  const grouped = int!.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return frac ? `${grouped}.${frac}` : grouped;
}

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
const EN_MONTHS = [
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
const EN_SHORT = [
  "Jan",
  "Feb",
  "Mar",
  "Apr",
  "May",
  "Jun",
  "Jul",
  "Aug",
  "Sep",
  "Oct",
  "Nov",
  "Dec",
];

function parts(iso: string): { y: number; m: number; d: number } {
  const [y, m, d] = iso.split("-").map(Number);
  return { y: y!, m: m!, d: d! };
}
const pad = (n: number) => String(n).padStart(2, "0");

export const date = {
  idLong: (iso: string) => {
    const { y, m, d } = parts(iso);
    return `${d} ${ID_MONTHS[m - 1]} ${y}`;
  },
  idShort: (iso: string) => {
    const { y, m, d } = parts(iso);
    return `${pad(d)} ${ID_SHORT[m - 1]} ${y}`;
  },
  enLong: (iso: string) => {
    const { y, m, d } = parts(iso);
    return `${EN_MONTHS[m - 1]} ${d}, ${y}`;
  },
  enDayFirst: (iso: string) => {
    const { y, m, d } = parts(iso);
    return `${d} ${EN_MONTHS[m - 1]} ${y}`;
  },
  enShort: (iso: string) => {
    const { y, m, d } = parts(iso);
    return `${pad(d)}-${EN_SHORT[m - 1]}-${y}`;
  },
  slash: (iso: string) => {
    const { y, m, d } = parts(iso);
    return `${pad(d)}/${pad(m)}/${y}`;
  },
  dash: (iso: string) => {
    const { y, m, d } = parts(iso);
    return `${pad(d)}-${pad(m)}-${y}`;
  },
  dot: (iso: string) => {
    const { y, m, d } = parts(iso);
    return `${pad(d)}.${pad(m)}.${y}`;
  },
  slashShortYear: (iso: string) => {
    const { y, m, d } = parts(iso);
    return `${pad(d)}/${pad(m)}/${String(y).slice(2)}`;
  },
  enMon: (iso: string) => {
    const { y, m, d } = parts(iso);
    return `${EN_SHORT[m - 1]} ${d}, ${y}`;
  },
  iso: (iso: string) => iso,
};

export function allDateForms(iso: string): string[] {
  return Object.values(date).map((f) => f(iso));
}

export function allAmountForms(n: number): string[] {
  return [groupId(n), groupId(n, 2), groupEn(n), groupEn(n, 2), String(n)];
}

export const idMonthName = (m: number) => ID_MONTHS[m - 1]!;
export const enMonthName = (m: number) => EN_MONTHS[m - 1]!;
