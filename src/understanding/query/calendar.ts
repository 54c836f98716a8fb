/**
 * Calendar arithmetic on ISO dates, all of it through normalize's addDuration so month ends
 * and leap years follow one rule. Weeks run Monday to Sunday, as Indonesian calendars print them.
 */
import { addDuration } from "../normalize/index.ts";

/** A closed period: both ends are ISO dates, inclusive. */
export interface Span {
  from: string;
  to: string;
}

export type Unit = "day" | "week" | "month" | "quarter" | "year";

const FIRST_YEAR = 1900;
const LAST_YEAR = 2100;

export function yearOf(iso: string): number {
  return Number(iso.slice(0, 4));
}

export function isCalendarYear(year: number): boolean {
  return Number.isInteger(year) && year >= FIRST_YEAR && year <= LAST_YEAR;
}

export function addDays(iso: string, days: number): string {
  return addDuration(iso, { years: 0, months: 0, days });
}

/**
 * The date `count` units after `iso` (before, when negative); null past the years dates are
 * read in, so "last 500 years" is no period rather than an error.
 */
export function shift(iso: string, unit: Unit, count: number): string | null {
  const duration =
    unit === "day" || unit === "week"
      ? { years: 0, months: 0, days: unit === "week" ? 7 * count : count }
      : {
          years: 0,
          months: unit === "year" ? 12 * count : unit === "quarter" ? 3 * count : count,
          days: 0,
        };
  const shifted = addDuration(iso, duration);
  return /^\d{4}-/.test(shifted) && isCalendarYear(yearOf(shifted)) ? shifted : null;
}

const pad = (value: number) => String(value).padStart(2, "0");

export function monthSpan(year: number, month: number): Span {
  const from = `${year}-${pad(month)}-01`;
  return { from, to: addDays(addDuration(from, { years: 0, months: 1, days: 0 }), -1) };
}

export function quarterSpan(year: number, quarter: number): Span {
  return { from: monthSpan(year, 3 * quarter - 2).from, to: monthSpan(year, 3 * quarter).to };
}

export function yearSpan(year: number): Span {
  return { from: `${year}-01-01`, to: `${year}-12-31` };
}

/** The calendar day, week, month, quarter or year that holds the date. */
export function unitContaining(iso: string, unit: Unit): Span {
  const year = yearOf(iso);
  const month = Number(iso.slice(5, 7));
  switch (unit) {
    case "day":
      return { from: iso, to: iso };
    case "week": {
      const daysSinceMonday = (new Date(`${iso}T00:00:00Z`).getUTCDay() + 6) % 7;
      const monday = addDays(iso, -daysSinceMonday);
      return { from: monday, to: addDays(monday, 6) };
    }
    case "month":
      return monthSpan(year, month);
    case "quarter":
      return quarterSpan(year, Math.ceil(month / 3));
    case "year":
      return yearSpan(year);
  }
}
