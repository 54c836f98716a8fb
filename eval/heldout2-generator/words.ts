/**
 * This generator's own vocabulary and number formats, written apart from the other generators
 * (eval/datasets/heldout, eval/extractor, the search corpus): generate.test.ts checks that no
 * name word here appears in their files. Sixteen common place, street and person names (and
 * "Asri", "Distribusi") also occur in the hand-written eval/datasets/berkas.
 */
import type { Dice } from "./dice.ts";

export const NAME_PARTS = [
  "Harmoni",
  "Nirwana",
  "Melati",
  "Cendana",
  "Rajawali",
  "Pandawa",
  "Embun",
  "Pijar",
  "Teduh",
  "Rindang",
  "Damar",
  "Jati",
  "Asri",
  "Bestari",
  "Kusuma",
  "Laras",
  "Ombak",
  "Pesisir",
  "Cakrawala",
  "Angkasa",
  "Mandala",
  "Widya",
  "Sahabat",
  "Adiwangsa",
  "Amanah",
  "Sekar",
  "Sembada",
  "Andalas",
  "Kertajaya",
  "Prabu",
  "Lembayung",
  "Kemuning",
  "Seroja",
  "Arunika",
  "Bahtera",
  "Dirgantara",
  "Gelora",
  "Halimun",
  "Jingga",
  "Kenari",
  "Langgeng",
  "Maheswara",
  "Nawasena",
  "Pratista",
  "Sagara",
  "Tanjung Harapan",
  "Umbara",
  "Wiratama",
];
export const TRADES = [
  "Dagang",
  "Distribusi",
  "Siber",
  "Rupa",
  "Wahana",
  "Ekspres",
  "Kargo",
  "Furnitur",
  "Cetak Ofset",
  "Karton",
  "Otomotif",
  "Graha Hunian",
  "Kuliner",
  "Grafika",
  "Informatika",
  "Telematika",
  "Mekanika",
  "Perdana",
  "Tataboga",
];
export const CITIES = [
  "Bogor",
  "Bekasi",
  "Depok",
  "Serang",
  "Purwokerto",
  "Tegal",
  "Magelang",
  "Madiun",
  "Probolinggo",
  "Banyuwangi",
  "Singaraja",
  "Ambon",
  "Ternate",
  "Sorong",
  "Palu",
  "Kendari",
  "Gorontalo",
  "Bengkulu",
  "Bandar Lampung",
  "Pangkalpinang",
  "Tanjungpinang",
  "Binjai",
  "Bukittinggi",
  "Tasikmalaya",
  "Sukabumi",
  "Cilacap",
  "Salatiga",
];
export const STREETS = [
  "Raya Pajajaran",
  "Sudirman",
  "Merak",
  "Dr. Wahidin",
  "Letjen Suprapto",
  "Mawar",
  "Anggrek",
  "Sultan Agung",
  "Raden Saleh",
  "Ki Hajar Dewantara",
  "Pangeran Antasari",
  "Hasanuddin",
  "Slamet Riyadi",
  "Urip Sumoharjo",
  "MT Haryono",
  "Perintis Kemerdekaan",
  "Yos Sudarso",
];
export const GIVEN = [
  "Adi",
  "Bambang",
  "Anjani",
  "Dimas",
  "Eko",
  "Fitri",
  "Hana",
  "Irfan",
  "Joko",
  "Laksmi",
  "Lukman",
  "Mega",
  "Nanda",
  "Oki",
  "Pandu",
  "Rina",
  "Ratri",
  "Tono",
  "Umi",
  "Vina",
  "Wahyu",
  "Yanti",
  "Zainal",
  "Andreas",
  "Benny",
  "Clara",
  "Melinda",
  "Ferry",
  "Gita",
  "Handoko",
];
export const FAMILY = [
  "Halim",
  "Sutanto",
  "Purba",
  "Simanjuntak",
  "Harahap",
  "Wibowo",
  "Setiawan",
  "Gunawan",
  "Tambunan",
  "Rangkuti",
  "Suryadi",
  "Hutapea",
  "Kusnadi",
  "Hadiprojo",
  "Ginting",
  "Pane",
  "Lumbantobing",
  "Mahendra",
  "Prameswari",
  "Wijayakusuma",
];
export const EN_FIRST = [
  "Bluefin",
  "Harborline",
  "Copperleaf",
  "Ridgeway",
  "Tidewater",
  "Lanternfish",
  "Orchard",
  "Pinecrest",
  "Silverbirch",
  "Quarry",
  "Brightwater",
  "Ironbark",
  "Foxglove",
  "Stonebridge",
  "Westhaven",
  "Amberly",
  "Cobalt",
  "Driftwood",
  "Evergreen Loop",
  "Fairmount",
];
export const EN_SECOND = [
  "Partners",
  "Advisory",
  "Cargo Lines",
  "Atelier",
  "Robotics",
  "Dynamics",
  "Ventures",
  "Data Works",
  "Engineering",
  "Holdings",
  "Interactive",
  "Maritime",
];

export interface Party {
  name: string;
  address: string;
  city: string;
  phone: string;
}

export type Country = "ID" | "SG" | "MY" | "US" | "AU";

function phone(d: Dice, country: Country): string {
  if (country === "ID") {
    return d.coin(0.5)
      ? `0${d.int(21, 779)}-${d.int(200, 899)}${d.int(1000, 9999)}`
      : `+62 8${d.int(11, 59)} ${d.int(1000, 9999)} ${d.int(100, 9999)}`;
  }
  const code = { SG: "65", MY: "60", US: "1", AU: "61" }[country];
  return `+${code} ${d.int(200, 999)} ${d.int(1000, 9999)}`;
}

export function street(d: Dice, city: string): string {
  const base = `Jl. ${d.one(STREETS)} ${d.coin(0.3) ? `Kav. ${d.int(2, 60)}` : `No.${d.int(1, 300)}`}`;
  const extra = d.coin(0.35) ? `, Kel. ${d.one(NAME_PARTS)}` : "";
  return `${base}${extra}, ${city}${d.coin(0.4) ? ` ${d.int(10, 99)}${d.int(100, 999)}` : ""}`;
}

export function localCompany(d: Dice, forms: readonly string[] = ["PT", "PT", "CV", "PT"]): Party {
  const words = d.some(NAME_PARTS, d.coin(0.55) ? 2 : 1);
  if (d.coin(0.55)) words.push(d.one(TRADES));
  const city = d.one(CITIES);
  const form = d.one(forms);
  return {
    name: `${form} ${words.join(" ")}`,
    address: street(d, city),
    city,
    phone: phone(d, "ID"),
  };
}

export function foreignCompany(d: Dice, country: Exclude<Country, "ID">): Party {
  const form = {
    SG: "Pte. Ltd.",
    MY: "Sdn. Bhd.",
    US: d.one(["Inc.", "LLC", "Corp."]),
    AU: "Pty Ltd",
  }[country];
  const place = {
    SG: `${d.int(1, 90)} ${d.one(["Tai Seng Street", "Science Park Road", "Changi South Lane"])}, Singapore ${d.int(100000, 829999)}`,
    MY: `${d.int(1, 60)}, ${d.one(["Jalan Sultan Ismail", "Persiaran Gurney", "Jalan Tebrau"])}, ${d.one(["Kuala Lumpur", "George Town", "Johor Bahru"])}`,
    US: `${d.int(100, 9800)} ${d.one(["Harbor Blvd", "Lakeview Ave", "Ridge Rd"])}, ${d.one(["Seattle, WA", "Boise, ID", "Raleigh, NC"])}`,
    AU: `${d.int(1, 400)} ${d.one(["George Street", "Flinders Lane", "Hay Street"])}, ${d.one(["Sydney NSW", "Melbourne VIC", "Perth WA"])}`,
  }[country];
  return {
    name: `${d.one(EN_FIRST)} ${d.one(EN_SECOND)} ${form}`,
    address: place,
    city: place.split(", ").at(-1)!,
    phone: phone(d, country),
  };
}

export function person(d: Dice): string {
  return `${d.one(GIVEN)} ${d.one(FAMILY)}`;
}

// ---------------------------------------------------------------------------------------------
// Numbers and money.

function group(n: number, sep: string): string {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, sep);
}

/** Whole or 2-decimal amount, with Indonesian (1.234,50) or English (1,234.50) separators. */
export function digits(amount: number, style: "id" | "en", decimals: boolean): string {
  const whole = Math.floor(Math.round(amount * 100) / 100);
  const cents = Math.round((amount - whole) * 100);
  const head = group(whole, style === "id" ? "." : ",");
  if (!decimals) return head;
  return `${head}${style === "id" ? "," : "."}${String(cents).padStart(2, "0")}`;
}

export type RupiahStyle = "Rp_space" | "Rp_tight" | "Rp_dot_dash" | "bare" | "IDR" | "Rp_cents";
export function rupiah(amount: number, style: RupiahStyle): string {
  switch (style) {
    case "Rp_space":
      return `Rp ${digits(amount, "id", false)}`;
    case "Rp_tight":
      return `Rp${digits(amount, "id", false)}`;
    case "Rp_dot_dash":
      return `Rp. ${digits(amount, "id", false)},-`;
    case "bare":
      return digits(amount, "id", false);
    case "IDR":
      return `IDR ${digits(amount, "en", false)}`;
    case "Rp_cents":
      return `Rp ${digits(amount, "id", true)}`;
  }
}

export const round2 = (n: number) => Math.round(n * 100) / 100;

// ---------------------------------------------------------------------------------------------
// Dates.

export interface Day {
  y: number;
  m: number;
  d: number;
}
const BULAN = [
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
const BLN = ["Jan", "Feb", "Mar", "Apr", "Mei", "Jun", "Jul", "Agu", "Sep", "Okt", "Nov", "Des"];
const MONTH = [
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
const HARI = ["Minggu", "Senin", "Selasa", "Rabu", "Kamis", "Jumat", "Sabtu"];
const WEEKDAY = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

export const iso = (day: Day) =>
  `${day.y}-${String(day.m).padStart(2, "0")}-${String(day.d).padStart(2, "0")}`;

export function someDay(d: Dice, from: Day = { y: 2024, m: 1, d: 1 }, spanDays = 700): Day {
  return plusDays(from, d.int(0, spanDays));
}

export function plusDays(day: Day, days: number): Day {
  const t = new Date(Date.UTC(day.y, day.m - 1, day.d + days));
  return { y: t.getUTCFullYear(), m: t.getUTCMonth() + 1, d: t.getUTCDate() };
}

/** The last day of a term of `months` starting on `start`: the day before the same date later. */
export function termEnd(start: Day, months: number): Day {
  const t = new Date(Date.UTC(start.y, start.m - 1 + months, 1));
  const last = new Date(Date.UTC(t.getUTCFullYear(), t.getUTCMonth() + 1, 0)).getUTCDate();
  const same = { y: t.getUTCFullYear(), m: t.getUTCMonth() + 1, d: Math.min(start.d, last) };
  return plusDays(same, -1);
}

const weekday = (day: Day) => new Date(Date.UTC(day.y, day.m - 1, day.d)).getUTCDay();
const p2 = (n: number) => String(n).padStart(2, "0");
const ordinal = (n: number) =>
  `${n}${n % 10 === 1 && n !== 11 ? "st" : n % 10 === 2 && n !== 12 ? "nd" : n % 10 === 3 && n !== 13 ? "rd" : "th"}`;

export type DateShape =
  | "id_long"
  | "id_short"
  | "id_day_long"
  | "slash"
  | "dash"
  | "dot"
  | "dot_yy"
  | "iso"
  | "en_long"
  | "en_us"
  | "en_short"
  | "en_ordinal"
  | "en_upper"
  | "us_numeric";

export function writeDate(day: Day, shape: DateShape): string {
  switch (shape) {
    case "id_long":
      return `${day.d} ${BULAN[day.m - 1]} ${day.y}`;
    case "id_short":
      return `${p2(day.d)} ${BLN[day.m - 1]} ${day.y}`;
    case "id_day_long":
      return `${HARI[weekday(day)]}, ${day.d} ${BULAN[day.m - 1]} ${day.y}`;
    case "slash":
      return `${p2(day.d)}/${p2(day.m)}/${day.y}`;
    case "dash":
      return `${p2(day.d)}-${p2(day.m)}-${day.y}`;
    case "dot":
      return `${p2(day.d)}.${p2(day.m)}.${day.y}`;
    case "dot_yy":
      return `${p2(day.d)}.${p2(day.m)}.${String(day.y).slice(2)}`;
    case "iso":
      return iso(day);
    case "en_long":
      return `${day.d} ${MONTH[day.m - 1]} ${day.y}`;
    case "en_us":
      return `${MONTH[day.m - 1]} ${day.d}, ${day.y}`;
    case "en_short":
      return `${p2(day.d)}-${MONTH[day.m - 1]!.slice(0, 3)}-${day.y}`;
    case "en_ordinal":
      return `${ordinal(day.d)} ${MONTH[day.m - 1]} ${day.y}`;
    case "en_upper":
      return `${MONTH[day.m - 1]!.slice(0, 3).toUpperCase()} ${p2(day.d)} ${day.y}`;
    case "us_numeric":
      return `${p2(day.m)}/${p2(day.d)}/${day.y}`;
  }
}

export const ID_DATE_SHAPES: DateShape[] = ["id_long", "id_short", "slash", "dash", "dot", "iso"];
export const EN_DATE_SHAPES: DateShape[] = [
  "en_long",
  "en_us",
  "en_short",
  "en_ordinal",
  "en_upper",
  "iso",
];
export const SLIP_DATE_SHAPES: DateShape[] = ["slash", "dash", "dot", "dot_yy", "id_short", "iso"];

export const dayName = (day: Day, language: "id" | "en") =>
  language === "id" ? HARI[weekday(day)]! : WEEKDAY[weekday(day)]!;
export const monthName = (day: Day, language: "id" | "en") =>
  language === "id" ? BULAN[day.m - 1]! : MONTH[day.m - 1]!;

// ---------------------------------------------------------------------------------------------
// Amounts in words.

const SATUAN = [
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

function kata(n: number): string {
  if (n < 12) return SATUAN[n]!;
  if (n < 20) return `${SATUAN[n - 10]} belas`;
  if (n < 100) return `${SATUAN[Math.floor(n / 10)]} puluh ${kata(n % 10)}`.trim();
  if (n < 200) return `seratus ${kata(n - 100)}`.trim();
  if (n < 1000) return `${SATUAN[Math.floor(n / 100)]} ratus ${kata(n % 100)}`.trim();
  if (n < 2000) return `seribu ${kata(n - 1000)}`.trim();
  const scales: Array<[number, string]> = [
    [1e12, "triliun"],
    [1e9, "miliar"],
    [1e6, "juta"],
    [1e3, "ribu"],
  ];
  for (const [size, word] of scales) {
    if (n >= size) return `${kata(Math.floor(n / size))} ${word} ${kata(n % size)}`.trim();
  }
  return "";
}

/** Indonesian words for a whole number of rupiah, e.g. "dua juta lima ratus ribu". */
export const terbilang = (n: number) => kata(Math.round(n)).replace(/\s+/g, " ");

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
function english(n: number): string {
  if (n < 20) return ONES[n]!;
  if (n < 100) return `${TENS[Math.floor(n / 10)]}${n % 10 ? `-${ONES[n % 10]}` : ""}`;
  if (n < 1000)
    return `${ONES[Math.floor(n / 100)]} hundred${n % 100 ? ` ${english(n % 100)}` : ""}`;
  const scales: Array<[number, string]> = [
    [1e9, "billion"],
    [1e6, "million"],
    [1e3, "thousand"],
  ];
  for (const [size, word] of scales) {
    if (n >= size)
      return `${english(Math.floor(n / size))} ${word}${n % size ? ` ${english(n % size)}` : ""}`;
  }
  return "";
}
export const inWords = (n: number) => english(Math.round(n));

// ---------------------------------------------------------------------------------------------
// Tax identifiers (domain/indonesia.md §2.2, §3.1).

/** Luhn check digit over a payload of digits. */
function luhnDigit(payload: string): number {
  let sum = 0;
  [...payload].reverse().forEach((char, index) => {
    let v = Number(char);
    if (index % 2 === 0) {
      v *= 2;
      if (v > 9) v -= 9;
    }
    sum += v;
  });
  return (10 - (sum % 10)) % 10;
}

export interface TaxId {
  printed: string;
  digits: string;
}

/** A company NPWP with a valid check digit, printed dotted (15), as 16 digits, or grouped. */
export function npwp(d: Dice, shape: "dotted" | "sixteen" | "grouped" | "compact15"): TaxId {
  const head = `0${d.int(1, 3)}${String(d.int(0, 999999)).padStart(6, "0")}`;
  const fifteen = `${head}${luhnDigit(head)}${String(d.int(1, 999)).padStart(3, "0")}${d.coin(0.8) ? "000" : `00${d.int(1, 4)}`}`;
  switch (shape) {
    case "dotted":
      return {
        printed: `${fifteen.slice(0, 2)}.${fifteen.slice(2, 5)}.${fifteen.slice(5, 8)}.${fifteen[8]}-${fifteen.slice(9, 12)}.${fifteen.slice(12)}`,
        digits: fifteen,
      };
    case "compact15":
      return { printed: fifteen, digits: fifteen };
    case "sixteen":
      return { printed: `0${fifteen}`, digits: `0${fifteen}` };
    case "grouped": {
      const s = `0${fifteen}`;
      return {
        printed: `${s.slice(0, 4)} ${s.slice(4, 8)} ${s.slice(8, 12)} ${s.slice(12)}`,
        digits: s,
      };
    }
  }
}

/** A faktur pajak number: e-Faktur (16 digits) before 2025, Coretax (17) from 2025. */
export function fakturNumber(d: Dice, day: Day): TaxId & { coretax: boolean } {
  const yy = String(day.y).slice(2);
  if (day.y < 2025) {
    const code = d.one(["01", "02", "03", "07"]);
    const serial = String(d.int(10000000, 99999999));
    const printed = `${code}0.${d.coin(0.8) ? "000" : "002"}-${yy}.${serial}`;
    return { printed, digits: printed.replace(/\D/g, ""), coretax: false };
  }
  const code = d.one(["04", "04", "01", "02"]);
  const seq = String(d.int(0, 99999999999)).padStart(11, "0");
  const all = `${code}00${yy}${seq}`;
  return { printed: all, digits: all, coretax: true };
}
