/**
 * Turning a dataset's label and the product's prediction into comparable values: amounts as
 * numbers, dates as ISO dates, names and jurisdictions as tokens, codes as bare characters.
 * The datasets' labels are never edited; differences of form are normalised away here.
 */

/** Which of day and month comes first in a dataset's numeric dates (`10/1/2019`). */
export type DateOrder = "dmy" | "mdy";

const MONTHS: Record<string, number> = {
  jan: 1,
  january: 1,
  januari: 1,
  feb: 2,
  february: 2,
  februari: 2,
  mar: 3,
  march: 3,
  maret: 3,
  apr: 4,
  april: 4,
  may: 5,
  mei: 5,
  jun: 6,
  june: 6,
  juni: 6,
  jul: 7,
  july: 7,
  juli: 7,
  aug: 8,
  august: 8,
  agu: 8,
  agt: 8,
  ags: 8,
  agustus: 8,
  sep: 9,
  sept: 9,
  september: 9,
  oct: 10,
  october: 10,
  okt: 10,
  oktober: 10,
  nov: 11,
  november: 11,
  nopember: 11,
  dec: 12,
  december: 12,
  des: 12,
  desember: 12,
};

function fullYear(year: string): number {
  const value = Number(year);
  if (year.length === 4) return value;
  return value < 70 ? 2000 + value : 1900 + value;
}

function isoDate(year: number, month: number, day: number): string | null {
  if (month < 1 || month > 12 || day < 1) return null;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day > daysInMonth) return null;
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/**
 * A date as `YYYY-MM-DD`, or null when the text holds no whole date (`[]/[]/2019`, `perpetual`).
 * Reads ISO (`2018-03-06`, with or without a time), numeric dates in the dataset's order with
 * two- or four-digit years (`25/12/2018`, `19-03-18`, `11.02.18`; the other order when only it
 * makes a date, as SROIE's `12/28/2017`), eight digits (`20180304`,
 * `25032018`), and month names in English and Indonesian (`05 MAR 2018`, `OCT 3, 2016`,
 * `1 Agustus 2024`).
 */
export function parseDate(raw: unknown, order: DateOrder): string | null {
  if (typeof raw !== "string") return null;
  const text = raw
    .trim()
    .toLowerCase()
    .replace(/^\((.*)\)$/, "$1")
    .replace(/[t\s]+\d{1,2}:\d{2}.*$/, "")
    .trim();

  const iso = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(text);
  if (iso) return isoDate(Number(iso[1]), Number(iso[2]), Number(iso[3]));

  const numeric = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4}|\d{2})$/.exec(text);
  if (numeric) {
    const [first, second] = [Number(numeric[1]), Number(numeric[2])];
    const year = fullYear(numeric[3]!);
    const dayFirst = isoDate(year, second, first);
    const monthFirst = isoDate(year, first, second);
    return order === "dmy" ? (dayFirst ?? monthFirst) : (monthFirst ?? dayFirst);
  }

  const digits = /^(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(text);
  if (digits) {
    const [a, b, c, d] = digits.slice(1).map(Number) as [number, number, number, number];
    const asYearFirst = a >= 19 && a <= 20 ? isoDate(a * 100 + b, c, d) : null;
    if (asYearFirst) return asYearFirst;
    const year = c * 100 + d;
    const dayFirst = isoDate(year, b, a);
    const monthFirst = isoDate(year, a, b);
    return order === "dmy" ? (dayFirst ?? monthFirst) : (monthFirst ?? dayFirst);
  }

  const dayFirst = /^(\d{1,2})(?:st|nd|rd|th)?[\s\-/.]+([a-z]+)\.?,?[\s\-/.]+(\d{4}|\d{2})$/.exec(
    text,
  );
  if (dayFirst) {
    const month = MONTHS[dayFirst[2]!];
    return month ? isoDate(fullYear(dayFirst[3]!), month, Number(dayFirst[1])) : null;
  }

  const monthFirst = /^([a-z]+)\.?[\s\-/.]+(\d{1,2})(?:st|nd|rd|th)?,?[\s\-/.]+(\d{4}|\d{2})$/.exec(
    text,
  );
  if (monthFirst) {
    const month = MONTHS[monthFirst[1]!];
    return month ? isoDate(fullYear(monthFirst[3]!), month, Number(monthFirst[2])) : null;
  }
  return null;
}

/**
 * An amount as a number, or null. Numbers pass through; text loses its currency (`RM 10.60`,
 * `$4.11`) and its thousands separators. With both `,` and `.` the last one is the decimal
 * mark; a lone separator followed by exactly three digits, or a repeated one, groups
 * thousands (`1,007.50`, `Rp 15.000`, `1.234.567`); otherwise it is the decimal mark (`279,84`).
 */
export function parseAmount(raw: unknown): number | null {
  if (typeof raw === "number") return Number.isFinite(raw) ? raw : null;
  if (typeof raw !== "string") return null;
  const negative = /^\s*[-−]|[-−]\s*$/.test(raw.replace(/[^\d,.\-−\s]/g, "").trim());
  let digits = raw.replace(/[^\d,.]/g, "").replace(/^[,.]+|[,.]+$/g, "");
  if (!/\d/.test(digits)) return null;
  const lastComma = digits.lastIndexOf(",");
  const lastDot = digits.lastIndexOf(".");
  if (lastComma >= 0 && lastDot >= 0) {
    const decimal = lastComma > lastDot ? "," : ".";
    const grouping = decimal === "," ? "." : ",";
    digits = digits.split(grouping).join("").replace(decimal, ".");
  } else if (lastComma >= 0 || lastDot >= 0) {
    const separator = lastComma >= 0 ? "," : ".";
    const parts = digits.split(separator);
    const groupsThousands = parts.length > 2 || parts[1]!.length === 3;
    digits = groupsThousands ? parts.join("") : parts.join(".");
  }
  const value = Number(digits);
  if (!Number.isFinite(value)) return null;
  return negative ? -value : value;
}

/** Amounts agree within 1 % of the gold amount (exactly, for a gold amount of zero). */
export function amountsAgree(predicted: number, gold: number): boolean {
  if (gold === 0) return Math.abs(predicted) < 0.005;
  return Math.abs(predicted - gold) <= Math.abs(gold) * 0.01;
}

/** Lower case, accents off, `&` as "and", dots and apostrophes inside words dropped. */
export function words(raw: string): string[] {
  return raw
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[.'’`]/g, "")
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/**
 * Legal-form words and fillers that say nothing about which company is meant: "SDN BHD", "S/B",
 * "(M)", "PT", "CV", "Tbk", "Inc", "Ltd", "B.V.", "spółka akcyjna"…
 */
const COMPANY_FORM_WORDS = new Set(
  (
    "sdn bhd sb m pt cv tbk persero ud inc incorporated ltd limited llc llp lp plc corp " +
    "corporation co company gmbh ag kg sa sas sarl spa srl bv nv pte pty spolka akcyjna zoo " +
    "the and"
  ).split(" "),
);

/** A name's tokens without its legal form; all of them when nothing else is left. */
export function nameTokens(raw: string): string[] {
  const tokens = words(raw);
  const core = tokens.filter((token) => !COMPANY_FORM_WORDS.has(token));
  return core.length > 0 ? core : tokens;
}

/** Where `needle` occurs as a contiguous run inside `haystack`. */
function containsRun(haystack: string[], needle: string[]): boolean {
  if (needle.length === 0 || needle.length > haystack.length) return false;
  for (let start = 0; start + needle.length <= haystack.length; start++) {
    if (needle.every((token, offset) => haystack[start + offset] === token)) return true;
  }
  return false;
}

/** F1 of two token bags (each token counted as often as it occurs). */
export function tokenF1(predicted: string[], gold: string[]): number {
  if (predicted.length === 0 || gold.length === 0) return 0;
  const remaining = new Map<string, number>();
  for (const token of gold) remaining.set(token, (remaining.get(token) ?? 0) + 1);
  let common = 0;
  for (const token of predicted) {
    const count = remaining.get(token) ?? 0;
    if (count > 0) {
      common++;
      remaining.set(token, count - 1);
    }
  }
  if (common === 0) return 0;
  const precision = common / predicted.length;
  const recall = common / gold.length;
  return (2 * precision * recall) / (precision + recall);
}

/**
 * Two names of a company or person agree when, legal forms set aside, their token F1 is at
 * least 0.5, when they are the same letters once spaces are gone (OCR's "TIME LESS" for
 * "TIMELESS"), or when the predicted name (two tokens or more) appears whole and in order
 * inside the gold name ("Amazon Web Services" within a party written with its full legal
 * suffix and branch).
 */
export function namesAgree(predicted: string, gold: string): boolean {
  const predictedTokens = nameTokens(predicted);
  const goldTokens = nameTokens(gold);
  if (tokenF1(predictedTokens, goldTokens) >= 0.5) return true;
  if (predictedTokens.join("") === goldTokens.join("")) return true;
  return predictedTokens.length >= 2 && containsRun(goldTokens, predictedTokens);
}

/** Case, spacing and punctuation away: `INV/2023/03/0008` → `inv2023030008`. */
export function bareText(raw: string): string {
  return words(raw).join("");
}

const CURRENCY_SYMBOLS: Array<[RegExp, string]> = [
  [/^(us)?\$$/, "usd"],
  [/^€$/, "eur"],
  [/^£$/, "gbp"],
  [/^rp\.?$/, "idr"],
  [/^rm$/, "myr"],
  [/^(₹|rs\.?)$/, "inr"],
  [/^(zł|zl)$/, "pln"],
  [/^s\$$/, "sgd"],
];

/** A currency as its bare ISO code; the usual symbols count as their code (`Rp` → IDR). */
export function currencyCode(raw: string): string {
  const text = raw.trim().toLowerCase();
  for (const [symbol, code] of CURRENCY_SYMBOLS) if (symbol.test(text)) return code;
  return bareText(text);
}

/** Words that frame a jurisdiction without naming it ("the laws of the State of …"). */
const LAW_FRAME_WORDS = new Set(
  (
    "the law laws of state commonwealth province governed construed accordance with by in " +
    "under and its applicable"
  ).split(" "),
);

/** Abbreviations contracts use for a jurisdiction, as the words the labels write out. */
const JURISDICTION_ABBREVIATIONS: Record<string, string[]> = {
  prc: ["peoples", "republic", "china"],
  uk: ["united", "kingdom"],
  us: ["united", "states"],
  usa: ["united", "states"],
};

export function jurisdictionTokens(raw: string): string[] {
  return words(raw)
    .flatMap((token) => JURISDICTION_ABBREVIATIONS[token] ?? [token])
    .filter((token) => !LAW_FRAME_WORDS.has(token));
}

/**
 * A predicted governing law agrees with the gold one when they name the same jurisdiction:
 * the gold's most specific place (before its first comma: "Ontario" of "Ontario, Canada")
 * appears within the prediction ("laws of the State of Delaware" for "Delaware"), or the
 * prediction appears within it ("China" for "People's Republic of China"). A gold answer with
 * several laws (`England; Wales`) accepts any of them.
 */
export function jurisdictionsAgree(predicted: string, gold: string): boolean {
  const predictedTokens = jurisdictionTokens(predicted);
  return gold.split(";").some((alternative) => {
    const place = jurisdictionTokens(alternative.split(",")[0] ?? "");
    return (
      place.length > 0 &&
      (containsRun(predictedTokens, place) || containsRun(place, predictedTokens))
    );
  });
}
