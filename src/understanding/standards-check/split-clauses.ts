/** A clause of a contract and where it stands in the text. */
export interface ContractClause {
  text: string;
  start: number;
  end: number;
}

/**
 * Where a clause begins: a heading ("Pasal N", "Article N", "Section N.N", "BAB" and a roman numeral) or a
 * numbered paragraph ("5.", "5.2", "(a)") at the start of a line.
 */
const CLAUSE_START =
  /^[ \t]*(?:(?:pasal|article|section|clause|bab|bagian)\s+[\dIVXLC]+\b|\d{1,2}(?:\.\d{1,2})*[.)]\s|\([a-z]\)\s)/gim;
/** Sections longer than this are split again at their paragraphs: one standard is a paragraph. */
const MAX_CLAUSE = 1_500;
const MIN_CLAUSE = 40;

function paragraphs(text: string, offset: number): ContractClause[] {
  const found: ContractClause[] = [];
  const pattern = /\n\s*\n/g;
  let start = 0;
  for (const match of [...text.matchAll(pattern), null]) {
    const end = match ? match.index : text.length;
    const part = text.slice(start, end);
    if (part.trim().length >= MIN_CLAUSE) {
      const lead = part.length - part.trimStart().length;
      found.push({
        text: part.trim(),
        start: offset + start + lead,
        end: offset + start + lead + part.trim().length,
      });
    }
    if (match) start = match.index + match[0].length;
  }
  return found;
}

/**
 * The contract's text cut into its clauses: at its headings and numbered paragraphs when it
 * has them, otherwise at blank lines; a heading alone on its line stays with the text under it.
 */
export function splitClauses(text: string): ContractClause[] {
  const starts = [...text.matchAll(CLAUSE_START)].map((match) => match.index);
  const bounds = starts[0] === 0 ? starts : [0, ...starts];
  const clauses: ContractClause[] = [];
  bounds.forEach((start, index) => {
    const end = bounds[index + 1] ?? text.length;
    const part = text.slice(start, end);
    if (part.trim().length < MIN_CLAUSE) {
      // A heading on its own ("Pasal 5\nKERAHASIAAN") joins the next clause: nothing to match.
      if (index + 1 < bounds.length) bounds[index + 1] = start;
      return;
    }
    if (part.length > MAX_CLAUSE) clauses.push(...paragraphs(part, start));
    else {
      const lead = part.length - part.trimStart().length;
      clauses.push({
        text: part.trim(),
        start: start + lead,
        end: start + lead + part.trim().length,
      });
    }
  });
  return clauses;
}
