/**
 * Whether an answer states an expected fact. A judged set writes a fact as its author writes it;
 * an answer may print the same day in another form ("28 Februari 2027", "28 Feb 2027",
 * "Feb 28, 2027"), and a reader takes both for the same fact. So a fact that is one written date
 * is stated when the answer writes that day in any such form; every other fact must appear as
 * written, letter case aside (a shop's name printed in capitals on its slip names the same
 * vendor). The judge reads dates by its own small table rather than the product's date parser,
 * so a parser fault cannot grade itself.
 */
const MONTHS = new Map<string, number>(
  [
    ["jan", "januari", "january"],
    ["feb", "februari", "february", "pebruari"],
    ["mar", "maret", "march"],
    ["apr", "april"],
    ["may", "mei"],
    ["jun", "juni", "june"],
    ["jul", "juli", "july"],
    ["aug", "agu", "agt", "agustus", "august"],
    ["sep", "sept", "september"],
    ["oct", "okt", "oktober", "october"],
    ["nov", "november", "nopember"],
    ["dec", "des", "desember", "december"],
  ].flatMap((names, index) => names.map((name) => [name, index + 1] as const)),
);

const WRITTEN_DATE =
  /\b(?:(\d{1,2})\s+(\p{L}+)\.?\s+(\d{4})|(\p{L}+)\.?\s+(\d{1,2}),?\s+(\d{4}))\b/gu;

/** The days written with a month's name in the text, as "YYYY-MM-DD", with where each stands. */
function writtenDates(text: string): { day: string; start: number; end: number }[] {
  const dates = [];
  for (const match of text.matchAll(WRITTEN_DATE)) {
    const [, dayFirst, monthAfter, yearAfter, monthFirst, dayAfter, yearLast] = match;
    const month = MONTHS.get((monthAfter ?? monthFirst ?? "").toLowerCase());
    const day = Number(dayFirst ?? dayAfter);
    const year = yearAfter ?? yearLast;
    if (!month || day < 1 || day > 31) continue;
    dates.push({
      day: `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`,
      start: match.index,
      end: match.index + match[0].length,
    });
  }
  return dates;
}

export function statesFact(answer: string, fact: string): boolean {
  if (answer.toLowerCase().includes(fact.toLowerCase())) return true;
  const [date] = writtenDates(fact.trim());
  if (!date || date.start !== 0 || date.end !== fact.trim().length) return false;
  return writtenDates(answer).some((each) => each.day === date.day);
}
