const DAY_MS = 24 * 60 * 60 * 1000;

export interface WeeksWindow {
  /** The first day, YYYY-MM-DD (UTC), and its midnight. */
  startDay: string;
  start: Date;
  /** The last day, today (UTC). */
  lastDay: string;
  /** The day after the last one and its midnight: the window's exclusive end. */
  endDay: string;
  end: Date;
  weeks: number;
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The last `weeks` whole weeks of days ending today (UTC), so a week is the same seven days for
 * documents (by the hour they finished) and for active users (counted by day).
 */
export function weeksEndingToday(now: Date, weeks: number): WeeksWindow {
  const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));
  const start = new Date(end.getTime() - weeks * 7 * DAY_MS);
  return {
    startDay: isoDay(start),
    start,
    lastDay: isoDay(new Date(end.getTime() - DAY_MS)),
    endDay: isoDay(end),
    end,
    weeks,
  };
}

/** The first day of the window's week `index` (0 is the oldest). */
export function weekStartDay(window: WeeksWindow, index: number): string {
  return isoDay(new Date(window.start.getTime() + index * 7 * DAY_MS));
}
