import { findDates } from "../normalize/index.ts";
import { plainDates, type DateFound } from "../contract-term.ts";

/** Words joining the two ends of a span of dates: "to", "through", "and ending", "s/d". */
const JOINER =
  /^[\s,]*(?:-|–|—|to|through|thru|until|till|and\s+(?:ending|expiring|terminating)(?:\s+on)?|s\/d|sampai(?:\s+dengan)?|hingga)[\s,]*(?:on\s+)?(?:the\s+)?$/i;
/** Words shortly before a span that make it the contract's own term. */
const TERM_WORDS =
  /\b(?:terms?|period|duration|fixed\s+term|beginning|commencing|jangka\s+waktu|masa\s+berlaku|berlaku)\b[^.;]{0,60}$/i;

/**
 * The end of the first span of dates the contract gives as its term, for a contract without a
 * term clause: "a fixed term beginning <date> and ending <date>", "<date> through <date>" that
 * starts on the effective date, "Term of the project: <date> to <date>". A span counts when it
 * starts on the effective date or term words come right before it.
 */
export function termSpanEnd(
  text: string,
  effective: string | null,
  dayFirst = true,
): DateFound | null {
  const plain = plainDates(text);
  const dates = findDates(plain, { dayFirst });
  for (let index = 0; index + 1 < dates.length; index++) {
    const first = dates[index]!;
    const second = dates[index + 1]!;
    if (second.iso <= first.iso || !JOINER.test(plain.slice(first.end, second.start))) continue;
    const before = plain.slice(Math.max(0, first.start - 80), first.start);
    if (first.iso === effective || TERM_WORDS.test(before)) {
      return { iso: second.iso, offset: first.start };
    }
  }
  return null;
}
