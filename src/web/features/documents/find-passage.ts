/** Words of a passage looked for at most: a clause's opening words place it well enough. */
const MOST_WORDS = 60;
const escapeRegExp = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Where a passage (a clause's text as understanding kept it) stands in the document's text:
 * word for word, whatever the line breaks and spacing between the words, in any letter case.
 * Where the whole passage is not found (it was cut, or OCR broke a word), its opening is.
 */
export function findPassage(
  content: string,
  passage: string,
): { start: number; end: number } | null {
  const words = passage.split(/\s+/).filter(Boolean).slice(0, MOST_WORDS);
  for (const count of [words.length, Math.min(words.length, 8)]) {
    if (count === 0) return null;
    const pattern = new RegExp(words.slice(0, count).map(escapeRegExp).join("\\s+"), "iu");
    const match = pattern.exec(content);
    if (match) return { start: match.index, end: match.index + match[0].length };
  }
  return null;
}
