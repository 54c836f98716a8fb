import type { Row } from "./rows.ts";

/**
 * A header row's labels, one per column: split at colons when it has them ("Invoice Date: Due
 * Date: Reference:"), else word by word with the known labels kept whole ("Klant Order
 * Factuur datum Factuur Vervaldatum" → Klant | Order | Factuur datum | Factuur | Vervaldatum).
 */
export function headerColumns(text: string, knownLabel: RegExp): string[] {
  if (text.includes(":")) {
    return text
      .split(":")
      .map((label) => label.trim())
      .filter(Boolean);
  }
  const words = text.split(/\s+/).filter(Boolean);
  const columns: string[] = [];
  for (let start = 0; start < words.length;) {
    let length = 1;
    for (let count = Math.min(3, words.length - start); count > 1; count--) {
      const phrase = words.slice(start, start + count).join(" ");
      if (new RegExp(`^(?:${knownLabel.source})$`, "i").test(phrase)) {
        length = count;
        break;
      }
    }
    columns.push(words.slice(start, start + length).join(" "));
    start += length;
  }
  return columns;
}

/**
 * The value printed under a column of a table header whose text layer keeps no word positions:
 * the row below holds one word per column, so the label's column number picks the word. Only
 * a header of labels alone counts (no digits, two columns or more, no more columns than words
 * below), and the words are counted from the left only up to the one wanted, so a value of
 * several words further right does no harm.
 */
export function valueUnderColumn(
  rows: Row[],
  index: number,
  isColumn: (label: string) => boolean,
  knownLabel: RegExp,
): { text: string; row: Row } | null {
  const header = rows[index];
  const below = rows[index + 1];
  if (!header || !below || below.page !== header.page || /\d/.test(header.text)) return null;
  const columns = headerColumns(header.text, knownLabel);
  const words = below.text.split(/\s+/);
  // A title over a line ("Invoice Summary" over an account number) is no table header.
  if (columns.length < 2 || words.length < columns.length) return null;
  const column = columns.findIndex(isColumn);
  const word = column >= 0 ? words[column] : undefined;
  return word ? { text: word, row: below } : null;
}
