import type { FilterKey, ParsedQuery } from "../../../understanding/query/index.ts";

/**
 * The filters a question's words were turned into, in the order they are let go of when
 * nothing matches them all: a period first (a bill dated the month after the one it is for),
 * then a party's name (kept as words to rank by), then the kind of document ("bill" for what
 * was filed as an invoice). Expiry and due dates are what a question asks about and stay.
 */
const RELAXED: Array<{ keys: FilterKey[]; wordsBack: boolean }> = [
  { keys: ["date", "effectiveDate"], wordsBack: false },
  { keys: ["party", "governingLaw"], wordsBack: true },
  { keys: ["types", "contractTypes", "vertical"], wordsBack: true },
];

function without(about: ParsedQuery, keys: FilterKey[], wordsBack: boolean): ParsedQuery {
  const dropped = about.chips.filter((chip) => keys.includes(chip.filter));
  const filters = { ...about.filters };
  for (const key of keys) delete filters[key];
  const words = wordsBack
    ? dropped.flatMap((chip) => chip.words.toLowerCase().split(/\s+/).filter(Boolean))
    : [];
  return {
    text: [about.text, ...(wordsBack ? dropped.map((chip) => chip.words) : [])]
      .filter(Boolean)
      .join(" "),
    terms: [...new Set([...about.terms, ...words])],
    termGroups: [...about.termGroups, ...words.map((word) => [word])],
    filters,
    chips: about.chips.filter((chip) => !keys.includes(chip.filter)),
  };
}

/** The longest period read as one month's: "januari", "bulan lalu", "June 2025". */
const ONE_MONTH_DAYS = 31;

/** The last day of the month after the one a day falls in ("2025-01-31" → "2025-02-28"). */
function endOfNextMonth(day: string): string {
  const [year, month] = day.split("-").map(Number) as [number, number];
  return new Date(Date.UTC(year, month + 1, 0)).toISOString().slice(0, 10);
}

/**
 * A month's bill is dated after the month it bills (January's catering on 3 February): a
 * month asked about reaches to the end of the next one, kept as the period summed or looked in.
 */
function billedLater(about: ParsedQuery): ParsedQuery | null {
  const period = about.filters.date;
  if (!period?.from || !period.to) return null;
  const days = (Date.parse(period.to) - Date.parse(period.from)) / 86_400_000 + 1;
  if (days > ONE_MONTH_DAYS) return null;
  return {
    ...about,
    filters: { ...about.filters, date: { from: period.from, to: endOfNextMonth(period.to) } },
  };
}

/**
 * Ever looser readings of what a question is about, each with the words it no longer holds
 * to, for saying so: only filters the question has, and never down to nothing. A total or a
 * count keeps its period and kind, which are what it counts: "PLN bills last year" summed
 * over every year would answer another question; only a name may be read as words.
 */
export function relaxations(
  about: ParsedQuery,
  purpose: "find" | "sum",
): Array<{ about: ParsedQuery; dropped: string; widened?: true }> {
  const looser: Array<{ about: ParsedQuery; dropped: string; widened?: true }> = [];
  const later = billedLater(about);
  if (later) {
    const month = about.chips.filter((chip) => chip.filter === "date");
    looser.push({
      about: later,
      dropped: month.map((chip) => chip.words).join(", "),
      widened: true,
    });
  }
  let current = about;
  const steps =
    purpose === "find" ? RELAXED : RELAXED.filter((step) => step.keys.includes("party"));
  for (const step of steps) {
    const words = current.chips.filter((chip) => step.keys.includes(chip.filter));
    if (!step.keys.some((key) => current.filters[key] !== undefined)) continue;
    const next = without(current, step.keys, step.wordsBack);
    const hasFilter = Object.keys(next.filters).length > 0;
    if (!hasFilter && next.terms.length === 0) break;
    current = next;
    looser.push({ about: current, dropped: words.map((chip) => chip.words).join(", ") });
  }
  return looser;
}
