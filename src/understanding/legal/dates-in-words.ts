import { parseDate } from "../normalize/index.ts";
import { NUMBER_WORD_LIST, wordsToNumber } from "../normalize/terbilang.ts";

/**
 * Deeds and formal contracts write a date's year, and often its day, in words: "the thirtieth
 * day of June, two thousand twenty-four", "December thirty-first, two thousand twenty-three",
 * "tanggal tiga puluh Juni dua ribu dua puluh tiga" (Indonesian notarial practice), "the last
 * day of February, 2024". These put the figures in, so the date patterns that read "30 June,
 * 2024" read them too.
 */

const DAY_ORDINALS = [
  "first",
  "second",
  "third",
  "fourth",
  "fifth",
  "sixth",
  "seventh",
  "eighth",
  "ninth",
  "tenth",
  "eleventh",
  "twelfth",
  "thirteenth",
  "fourteenth",
  "fifteenth",
  "sixteenth",
  "seventeenth",
  "eighteenth",
  "nineteenth",
  "twentieth",
];
/** "twenty-first", "thirty first": a day of the month past the twentieth, in words. */
function dayInWords(words: string): number | null {
  const [tens, unit] = words.toLowerCase().split(/[\s-]+/);
  if (unit === undefined) {
    const day = DAY_ORDINALS.indexOf(tens ?? "") + 1;
    return day > 0 ? day : tens === "thirtieth" ? 30 : null;
  }
  const base = tens === "twenty" ? 20 : tens === "thirty" ? 30 : null;
  const rest = DAY_ORDINALS.indexOf(unit) + 1;
  return base !== null && rest > 0 && rest <= 9 && base + rest <= 31 ? base + rest : null;
}
/** "the thirtieth day of June, 2024", also with the figures in brackets: "thirtieth (30th) day of". */
const DAY_BEFORE_MONTH = new RegExp(
  String.raw`\b((?:(?:twenty|thirty)[\s-])?(?:${DAY_ORDINALS.join("|")})|thirtieth)\s+(?:\(\d{1,2}(?:st|nd|rd|th)?\)\s+)?day\s+of\s+(?=[A-Z][a-z]+,?\s+\d{4})`,
  "gi",
);
/** "the last day of February, 2024": the month's last day, which depends on the year. */
const LAST_DAY_OF_MONTH = /\blast\s+day\s+of\s+(?=(\p{Lu}\p{Ll}{2,8}),?[ \t]+(\d{4})\b)/gu;

/** "December thirty-first, 2023": the day in words after its month. */
const DAY_AFTER_MONTH = new RegExp(
  String.raw`\b([A-Z][a-z]{2,8}\s+)((?:(?:twenty|thirty)[\s-])?(?:${DAY_ORDINALS.join("|")})|thirtieth)(?=,?\s+(?:\d{4}|(?i:two\s+thousand|nineteen)\b))`,
  "g",
);

const NUMBER_WORD = `(?:${[...NUMBER_WORD_LIST].sort((a, b) => b.length - a.length).join("|")})`;
/** A run of number words, joined by spaces, hyphens and "and" / "dan". */
const NUMBER_WORDS = `${NUMBER_WORD}(?:(?:[\\s-]+(?:and|dan))?[\\s-]+${NUMBER_WORD}){0,7}(?![\\p{L}])`;
/**
 * Only after a month's name (a capitalised word, its day's figure may follow) or the word for a
 * year: "two thousand" after a lower-case word is a quantity. The number words in any case.
 */
const YEAR_IN_WORDS = new RegExp(
  `(\\b(?:\\p{Lu}\\p{Ll}{2,8}(?:[ \\t]+\\d{1,2}(?:st|nd|rd|th)?)?|[Tt]ahun|[Yy]ear)(?:,?[ \\t]+of)?,?[ \\t]+)` +
    `((?i:(?:two[ \\t]+thousand|nineteen|dua[ \\t]+ribu|seribu)(?:(?:[\\s-]+(?:and|dan))?[\\s-]+${NUMBER_WORDS})?))`,
  "gu",
);
/** "tanggal tiga puluh Juni 2023": the Indonesian day in words before its month. */
const TANGGAL_IN_WORDS = new RegExp(
  `\\b(tanggal[ \\t]+)(${NUMBER_WORDS})[ \\t]+(?=(?:bulan[ \\t]+)?\\p{Lu}\\p{Ll}{2,8}[ \\t,]+(?:tahun[ \\t]+)?\\d{4})`,
  "giu",
);

/** 1900–2100 from "two thousand and twenty-four", "dua ribu dua puluh tiga", "nineteen ninety-nine". */
function yearOf(words: string): number | null {
  // "nineteen ninety-nine": a century and a year within it, said as two numbers.
  const century = /^nineteen[\s-]+(?!hundred)(.+)$/i.exec(words.trim());
  const withinCentury = century ? wordsToNumber(century[1]!) : null;
  const year =
    withinCentury !== null && withinCentury < 100 ? 1900 + withinCentury : wordsToNumber(words);
  return year !== null && Number.isInteger(year) && year >= 1900 && year <= 2100 ? year : null;
}

/** The text with each date's day and year in words written in figures; all else kept. */
export function datesInFigures(text: string): string {
  return text
    .replace(DAY_AFTER_MONTH, (whole, month: string, words: string) => {
      const day = dayInWords(words);
      return day === null ? whole : `${month}${day}`;
    })
    .replace(YEAR_IN_WORDS, (whole, before: string, words: string, at: number, all: string) => {
      // "dua ribu dua puluh enam (2026)": the figures in brackets are read as they stand.
      const figuresAfter = /^[\s\p{L}-]{0,60}\(\d{4}\)/u.test(all.slice(at + whole.length));
      const year = figuresAfter ? null : yearOf(words);
      return year === null ? whole : `${before}${year}`;
    })
    .replace(TANGGAL_IN_WORDS, (whole, before: string, words: string) => {
      const day = wordsToNumber(words);
      return day !== null && Number.isInteger(day) && day >= 1 && day <= 31
        ? `${before}${day} `
        : whole;
    })
    .replace(DAY_BEFORE_MONTH, (whole, words: string) => {
      const day = dayInWords(words);
      return day === null ? whole : `${day} `;
    })
    .replace(LAST_DAY_OF_MONTH, (whole, month: string, year: string) => {
      const first = parseDate(`1 ${month} ${year}`);
      if (!first) return whole;
      const [y, m] = first.split("-").map(Number) as [number, number];
      return `${new Date(Date.UTC(y, m, 0)).getUTCDate()} `;
    });
}
