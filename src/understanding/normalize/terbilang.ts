/**
 * Numbers in words, both ways, in Indonesian (terbilang) and English. Receipts, contracts and
 * cheques write amounts twice, "Rp1.500.000 (satu juta lima ratus ribu rupiah)"; the two must
 * agree (domain/indonesia.md §4.2).
 */

import type { Language } from "../../contracts/languages.ts";

const ID_DIGITS = [
  "nol",
  "satu",
  "dua",
  "tiga",
  "empat",
  "lima",
  "enam",
  "tujuh",
  "delapan",
  "sembilan",
];
const EN_BELOW_TWENTY = [
  "zero",
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
const EN_TENS = [
  "",
  "",
  "twenty",
  "thirty",
  "forty",
  "fifty",
  "sixty",
  "seventy",
  "eighty",
  "ninety",
];

const SCALE_WORDS: Record<Language, Array<[number, string]>> = {
  id: [
    [1e12, "triliun"],
    [1e9, "miliar"],
    [1e6, "juta"],
    [1e3, "ribu"],
  ],
  en: [
    [1e12, "trillion"],
    [1e9, "billion"],
    [1e6, "million"],
    [1e3, "thousand"],
  ],
};

function indonesianBelowThousand(n: number): string[] {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const words: string[] = [];
  if (hundreds === 1) words.push("seratus");
  else if (hundreds > 1) words.push(ID_DIGITS[hundreds] ?? "", "ratus");
  if (rest === 10) words.push("sepuluh");
  else if (rest === 11) words.push("sebelas");
  else if (rest > 11 && rest < 20) words.push(ID_DIGITS[rest - 10] ?? "", "belas");
  else if (rest >= 20) {
    words.push(ID_DIGITS[Math.floor(rest / 10)] ?? "", "puluh");
    if (rest % 10 > 0) words.push(ID_DIGITS[rest % 10] ?? "");
  } else if (rest > 0) words.push(ID_DIGITS[rest] ?? "");
  return words;
}

function englishBelowThousand(n: number): string[] {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const words: string[] = [];
  if (hundreds > 0) words.push(EN_BELOW_TWENTY[hundreds] ?? "", "hundred");
  if (rest >= 20) {
    const unit = rest % 10;
    words.push(`${EN_TENS[Math.floor(rest / 10)]}${unit > 0 ? `-${EN_BELOW_TWENTY[unit]}` : ""}`);
  } else if (rest > 0) words.push(EN_BELOW_TWENTY[rest] ?? "");
  return words;
}

function spell(n: number, language: Language): string[] {
  for (const [scale, name] of SCALE_WORDS[language]) {
    if (n >= scale) {
      const high = Math.floor(n / scale);
      const rest = n % scale;
      // "seribu", never "satu ribu"; but "satu juta", never "sejuta", in formal text (§4.2).
      const head =
        language === "id" && scale === 1e3 && high === 1
          ? ["seribu"]
          : [...spell(high, language), name];
      return rest > 0 ? [...head, ...spell(rest, language)] : head;
    }
  }
  return language === "id" ? indonesianBelowThousand(n) : englishBelowThousand(n);
}

/**
 * A whole number in words: 2750000 → "dua juta tujuh ratus lima puluh ribu" / "two million seven
 * hundred fifty thousand" (no "and", hyphenated tens, as on cheques). Past a trillion the scale
 * words repeat ("seribu triliun"). Throws on fractions: sen and cents are the caller's words.
 */
export function numberToWords(n: number, language: Language): string {
  if (!Number.isSafeInteger(n)) {
    throw new RangeError(`numberToWords takes a whole number, not ${n}`);
  }
  if (n === 0) return language === "id" ? "nol" : "zero";
  const words = spell(Math.abs(n), language).join(" ");
  return n < 0 ? `minus ${words}` : words;
}

type WordKind =
  | { kind: "zero" }
  | { kind: "unit"; value: number }
  | { kind: "teen"; value: number }
  | { kind: "tens"; value: number }
  | { kind: "belas" }
  | { kind: "puluh" }
  | { kind: "ratus" }
  | { kind: "seratus" }
  | { kind: "hundred" }
  | { kind: "scale"; value: number }
  | { kind: "se-scale"; value: number }
  | { kind: "se" }
  | { kind: "a" };

const NUMBER_WORDS = new Map<string, WordKind>();
ID_DIGITS.forEach((word, value) =>
  NUMBER_WORDS.set(word, value === 0 ? { kind: "zero" } : { kind: "unit", value }),
);
EN_BELOW_TWENTY.forEach((word, value) =>
  NUMBER_WORDS.set(
    word,
    value === 0 ? { kind: "zero" } : value < 10 ? { kind: "unit", value } : { kind: "teen", value },
  ),
);
EN_TENS.forEach((word, tens) => {
  if (word) NUMBER_WORDS.set(word, { kind: "tens", value: tens * 10 });
});
for (const [word, kind] of [
  ["sepuluh", { kind: "teen", value: 10 }],
  ["sebelas", { kind: "teen", value: 11 }],
  ["belas", { kind: "belas" }],
  ["puluh", { kind: "puluh" }],
  ["ratus", { kind: "ratus" }],
  ["seratus", { kind: "seratus" }],
  ["hundred", { kind: "hundred" }],
  ["ribu", { kind: "scale", value: 1e3 }],
  ["thousand", { kind: "scale", value: 1e3 }],
  ["juta", { kind: "scale", value: 1e6 }],
  ["million", { kind: "scale", value: 1e6 }],
  ["miliar", { kind: "scale", value: 1e9 }],
  ["milyar", { kind: "scale", value: 1e9 }],
  ["billion", { kind: "scale", value: 1e9 }],
  ["triliun", { kind: "scale", value: 1e12 }],
  ["trilyun", { kind: "scale", value: 1e12 }],
  ["trillion", { kind: "scale", value: 1e12 }],
  ["seribu", { kind: "se-scale", value: 1e3 }],
  ["sejuta", { kind: "se-scale", value: 1e6 }],
  ["se", { kind: "se" }],
  ["a", { kind: "a" }],
] as const) {
  NUMBER_WORDS.set(word, kind);
}

/** Every number word both languages use, for patterns that look for numbers written out. */
export const NUMBER_WORD_LIST: readonly string[] = [...NUMBER_WORDS.keys()].filter(
  (word) => word !== "a" && word !== "se",
);

/** Longest first, so "sepuluh" is read before "se" + "puluh" when splitting glued words. */
const GLUE_PIECES = [...NUMBER_WORDS.keys()]
  .filter((word) => word !== "a")
  .sort((a, b) => b.length - a.length);

/** OCR and hand-written kuitansi glue words together: "limaratus" → ["lima", "ratus"]. */
function unglue(word: string): string[] | null {
  // pieceEnding[end]: the length of a piece that ends there after a good split, or 0.
  const pieceEnding = new Array<number>(word.length + 1).fill(0);
  for (let end = 1; end <= word.length; end++) {
    for (const piece of GLUE_PIECES) {
      const start = end - piece.length;
      if (start >= 0 && (start === 0 || pieceEnding[start]) && word.startsWith(piece, start)) {
        pieceEnding[end] = piece.length;
        break;
      }
    }
  }
  const pieces: string[] = [];
  for (let end = word.length; end > 0;) {
    const length = pieceEnding[end] ?? 0;
    if (length === 0) return null;
    pieces.unshift(word.slice(end - length, end));
    end -= length;
  }
  return pieces;
}

/** Reads a whole number from number words alone; null when they do not form one. */
function readWholeNumber(words: string[]): number | null {
  if (words.length === 0) return null;
  if (words.length === 1 && NUMBER_WORDS.get(words[0] ?? "")?.kind === "zero") return 0;

  let total = 0;
  let group = 0;
  // Where the group stands: nothing yet, after hundreds, after tens, or closed by a unit/teen.
  let stage: "start" | "hundreds" | "tens" | "units" = "start";
  // The unit just read, and the stage it was read in: "dua" may still become "dua puluh".
  let lastUnit: { value: number; after: "start" | "hundreds" | "tens" } | null = null;
  // "se" and "a" must be followed by what they count ("se ratus", "a hundred").
  let pendingOne = false;
  let lastScale = Infinity;
  let largestScale = 0;

  for (const word of words) {
    const meaning = NUMBER_WORDS.get(word);
    if (!meaning) return null;
    const wasPendingOne = pendingOne;
    pendingOne = false;
    switch (meaning.kind) {
      case "zero":
        return null;
      case "unit":
        if (stage === "units" || (stage === "tens" && group % 10 !== 0)) return null;
        lastUnit = { value: meaning.value, after: stage };
        group += meaning.value;
        stage = "units";
        break;
      case "teen":
        if (stage !== "start" && stage !== "hundreds") return null;
        group += meaning.value;
        stage = "units";
        lastUnit = null;
        break;
      case "tens":
        if (stage !== "start" && stage !== "hundreds") return null;
        group += meaning.value;
        stage = "tens";
        lastUnit = null;
        break;
      case "se":
      case "a":
        if (stage !== "start") return null;
        group = 1;
        stage = "units";
        lastUnit = { value: 1, after: "start" };
        pendingOne = true;
        break;
      case "belas":
        if (!lastUnit || lastUnit.after === "tens") return null;
        group += 10;
        lastUnit = null;
        break;
      case "puluh":
        if (!lastUnit || lastUnit.after === "tens") return null;
        group += lastUnit.value * 9;
        stage = "tens";
        lastUnit = null;
        break;
      case "ratus":
        if (!lastUnit || lastUnit.after !== "start") return null;
        group = lastUnit.value * 100;
        stage = "hundreds";
        lastUnit = null;
        break;
      case "seratus":
        if (stage !== "start") return null;
        group = 100;
        stage = "hundreds";
        break;
      case "hundred":
        // English also counts hundreds past nine: "fifteen hundred dollars".
        if (group === 0 || group >= 100 || stage === "hundreds") return null;
        group *= 100;
        stage = "hundreds";
        lastUnit = null;
        break;
      case "se-scale":
      case "scale": {
        if (meaning.kind === "se-scale") {
          if (stage !== "start") return null;
          group = 1;
        }
        const scale = meaning.value;
        if (scale > largestScale) {
          // "dua ribu triliun": a larger scale multiplies everything read so far.
          if (group === 0 && total === 0) return null;
          total = (total + group) * scale;
          largestScale = scale;
        } else if (scale < lastScale && group > 0) {
          total += group * scale;
        } else {
          return null;
        }
        lastScale = scale;
        group = 0;
        stage = "start";
        lastUnit = null;
        break;
      }
    }
    if (wasPendingOne && !["belas", "puluh", "ratus", "hundred", "scale"].includes(meaning.kind)) {
      return null;
    }
  }
  if (pendingOne) return null;
  return total + group;
}

const CURRENCY_WORDS = new Set(["rupiah", "rp", "idr", "dollar", "dollars", "dolar", "usd"]);
const SUBUNIT_WORDS = new Set(["sen", "cent", "cents"]);
const FILLER_WORDS = new Set(["dan", "and"]);
const LEAD_IN = /^(?:terbilang|say|amount in words|in words|sejumlah|sebesar)\b\s*/;
const TAIL = /\s*\b(?:saja|only)$/;
const FRACTION_OF_HUNDRED = /^(\d{1,2})\/100$/;

/**
 * The number that words name, in Indonesian or English: "Dua Juta Lima Ratus Ribu Rupiah" →
 * 2500000, "one thousand two hundred dollars and fifty cents" → 1200.5, "limaratus ribu" →
 * 500000. Tolerates case, hyphens, "dan"/"and", "#"/"=" markers, "saja"/"only" and doubled
 * spaces; null for anything that is not a number in words.
 */
export function wordsToNumber(text: string): number | null {
  const cleaned = text
    .toLowerCase()
    .replace(/[-_\u2010-\u2015]/g, " ")
    .replace(/[#=*:;,.!()[\]"'“”]/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .replace(LEAD_IN, "")
    .replace(TAIL, "")
    .replace(/\bu s (?=dollars?\b)/, "")
    .replace(/\bus (?=dollars?\b)/, "");
  if (cleaned === "") return null;

  const words: string[] = [];
  for (const word of cleaned.split(" ")) {
    if (NUMBER_WORDS.has(word) || CURRENCY_WORDS.has(word) || SUBUNIT_WORDS.has(word)) {
      words.push(word);
    } else if (FILLER_WORDS.has(word) || FRACTION_OF_HUNDRED.test(word)) {
      words.push(word);
    } else {
      const pieces = unglue(word);
      if (!pieces) return null;
      words.push(...pieces);
    }
  }
  const meaningful = words.filter((word) => !FILLER_WORDS.has(word));

  let currencyAt = meaningful.findIndex((word) => CURRENCY_WORDS.has(word));
  if (currencyAt === 0) {
    meaningful.shift();
    currencyAt = meaningful.findIndex((word) => CURRENCY_WORDS.has(word));
  }
  const subunitAt = meaningful.findIndex((word) => SUBUNIT_WORDS.has(word));
  if (subunitAt !== -1 && subunitAt !== meaningful.length - 1) return null;

  let mainWords: string[];
  let centWords: string[] = [];
  if (subunitAt !== -1) {
    mainWords = currencyAt === -1 ? [] : meaningful.slice(0, currencyAt);
    centWords = meaningful.slice(currencyAt + 1, subunitAt);
    if (centWords.length === 0) return null;
  } else {
    if (currencyAt !== -1 && currencyAt !== meaningful.length - 1) return null;
    mainWords = currencyAt === -1 ? meaningful : meaningful.slice(0, currencyAt);
  }
  if (mainWords.some((word) => CURRENCY_WORDS.has(word))) return null;

  let cents = 0;
  const lastMain = mainWords.at(-1);
  const chequeFraction = lastMain ? FRACTION_OF_HUNDRED.exec(lastMain) : null;
  if (chequeFraction) {
    cents = Number(chequeFraction[1]);
    mainWords = mainWords.slice(0, -1);
  }
  if (centWords.length > 0) {
    const read = readWholeNumber(centWords);
    if (read === null || read >= 100 || chequeFraction) return null;
    cents = read;
  }
  if (mainWords.length === 0) return subunitAt !== -1 && currencyAt === -1 ? cents / 100 : null;
  const whole = readWholeNumber(mainWords);
  if (whole === null) return null;
  return cents > 0 ? (whole * 100 + cents) / 100 : whole;
}
