export { CURRENCIES, detectCurrency, findCurrencies } from "./currency.ts";
export type { CurrencyCode, CurrencyMark } from "./currency.ts";
export { findAmounts, parseAmount } from "./money.ts";
export type { AmountOptions, FoundAmount } from "./money.ts";
export { addDuration, findDateRange, findDates, parseDate, parseDuration } from "./dates.ts";
export type { DateOptions, Duration, FoundDate } from "./dates.ts";
export { numberToWords, wordsToNumber } from "./terbilang.ts";
export { findNpwps, normalizePhone, parseFakturPajakNumber, parseNpwp } from "./identifiers.ts";
export type { FakturPajakNumber, FoundNpwp, Npwp } from "./identifiers.ts";
