/**
 * Currency marks in document text → ISO 4217 codes. Only the currencies an Indonesian small
 * business meets on its invoices are listed; anything else is "unknown" (null), never a guess.
 */

/** The ISO 4217 codes berkas recognises, rupiah first. */
export const CURRENCIES = [
  "IDR",
  "USD",
  "SGD",
  "MYR",
  "EUR",
  "GBP",
  "JPY",
  "CNY",
  "AUD",
  "HKD",
  "THB",
  "PHP",
  "INR",
  "PLN",
] as const;

export type CurrencyCode = (typeof CURRENCIES)[number];

export interface CurrencyMark {
  code: CurrencyCode;
  start: number;
  end: number;
  text: string;
}

/** "usd" → "[uU][sS][dD]": case-insensitive words inside an otherwise case-sensitive pattern. */
function anyCase(word: string): string {
  return word.replace(/\p{L}/gu, (letter) => {
    const lower = letter.toLowerCase();
    const upper = letter.toUpperCase();
    return lower === upper ? letter : `[${lower}${upper}]`;
  });
}

const WORD_START = "(?<!\\p{L})";
const WORD_END = "(?!\\p{L})";
const GAP = "[ \\t\\u00A0]+";
/** Two letters that are also ordinary words ("RM" room, "PHP" the language) count only beside a number. */
const NEXT_TO_NUMBER = (token: string) =>
  `(?:${WORD_START}${token}(?=[ \\t\\u00A0]?[-−(]?\\d)|(?<=\\d[ \\t\\u00A0]?)${token}${WORD_END})`;
const words = (...list: string[]) => `${WORD_START}(?:${list.join("|")})${WORD_END}`;
const dollarsCalled = (...names: string[]) =>
  names.flatMap((name) => [
    `${anyCase(name)}${GAP}${anyCase("dollars")}`,
    `${anyCase(name)}${GAP}${anyCase("dollar")}`,
  ]);
const dolar = (...places: string[]) =>
  places.map((place) => `${anyCase("dolar")}${GAP}${anyCase(place)}`);

/**
 * One pattern per currency, longest spellings first so "S$" beats "$" and "Singapore dollars"
 * beats "dollars". `$` after a letter we do not know ("NZ$", "C$") is no currency of ours.
 */
const CURRENCY_PATTERNS: Record<CurrencyCode, string> = {
  IDR: words(anyCase("rupiah"), anyCase("idr"), `${anyCase("rp")}\\.?`),
  SGD: `(?:${words(anyCase("sgd"), ...dollarsCalled("singapore"), ...dolar("singapura"))}|${WORD_START}(?:SG?|sg?)\\$)`,
  AUD: `(?:${words(anyCase("aud"), ...dollarsCalled("australian"), ...dolar("australia"))}|${WORD_START}(?:AU?|au?)\\$)`,
  HKD: `(?:${words(anyCase("hkd"), ...dollarsCalled("hong kong"), ...dolar("hong kong"))}|${WORD_START}(?:HK|hk)\\$)`,
  USD: `(?:${words(
    anyCase("usd"),
    ...dollarsCalled("us", "u\\.s\\.", "american"),
    ...dolar("as", "amerika serikat", "amerika"),
    anyCase("dollars"),
    anyCase("dollar"),
    anyCase("dolar"),
  )}|${WORD_START}(?:US|us)?\\$)`,
  MYR: `(?:${words(anyCase("myr"), anyCase("ringgit"))}|${NEXT_TO_NUMBER("RM")})`,
  EUR: `(?:${words(anyCase("eur"), anyCase("euros"), anyCase("euro"))}|€)`,
  GBP: `(?:${words(anyCase("gbp"), `${anyCase("pounds")}${GAP}${anyCase("sterling")}`, anyCase("sterling"))}|£)`,
  CNY: `(?:${words(anyCase("cny"), anyCase("rmb"), anyCase("yuan"), anyCase("renminbi"))}|${WORD_START}CN¥)`,
  // A bare ¥ is read as yen: the Chinese invoices we see write RMB or CNY.
  JPY: `(?:${words(anyCase("jpy"), anyCase("yen"))}|(?:JP)?[¥￥])`,
  THB: `(?:${words(anyCase("thb"), anyCase("baht"))}|฿)`,
  // "Rs" only before a number: Indian invoices write "Rs 1939", "Rs. 40.00".
  INR: `(?:${words(anyCase("inr"), anyCase("rupees"), anyCase("indian rupee"))}|${WORD_START}(?:Rs|RS)\\.?(?=[ \\t\\u00A0]?[-−(]?\\d)|₹)`,
  // "PLN" alone is the Indonesian electricity company: the złoty code counts only after a number.
  PLN: `(?:${words(anyCase("złotych"), anyCase("złoty"), anyCase("zł"))}|(?<=\\d[ \\t\\u00A0]?)PLN${WORD_END})`,
  PHP: `(?:${words(`${anyCase("philippine")}${GAP}${anyCase("pesos")}`, `${anyCase("philippine")}${GAP}${anyCase("peso")}`)}|${NEXT_TO_NUMBER("(?:PHP|Php)")}|₱)`,
};

/** Order matters where two spellings start at the same place ("US$" before "$"). */
const SEARCH_ORDER: CurrencyCode[] = [
  "IDR",
  "SGD",
  "AUD",
  "HKD",
  "USD",
  "MYR",
  "EUR",
  "GBP",
  "CNY",
  "JPY",
  "THB",
  "PHP",
  "INR",
  "PLN",
];

/** Any currency mark, without capture groups, for embedding in the money patterns. */
export const CURRENCY_SOURCE = SEARCH_ORDER.map((code) => CURRENCY_PATTERNS[code]).join("|");

const CURRENCY_FINDER = new RegExp(
  SEARCH_ORDER.map((code) => `(?<${code}>${CURRENCY_PATTERNS[code]})`).join("|"),
  "gu",
);

/** Every currency mark in the text, in order, each with its ISO code. */
export function findCurrencies(text: string): CurrencyMark[] {
  const marks: CurrencyMark[] = [];
  CURRENCY_FINDER.lastIndex = 0;
  for (let match = CURRENCY_FINDER.exec(text); match; match = CURRENCY_FINDER.exec(text)) {
    const code = SEARCH_ORDER.find((each) => match?.groups?.[each] !== undefined);
    if (code) {
      marks.push({
        code,
        start: match.index,
        end: match.index + match[0].length,
        text: match[0],
      });
    }
  }
  return marks;
}

/** The first currency the text names ("Rp", "US$", "ringgit", "RM 50"…), or null. */
export function detectCurrency(text: string): CurrencyCode | null {
  return findCurrencies(text)[0]?.code ?? null;
}
