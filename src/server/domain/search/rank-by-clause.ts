import type { ParsedQuery } from "../../../understanding/query/index.ts";
import { clauseMatch, isLegalTerm } from "../../../understanding/query/rank-passages.ts";
import type { Db } from "../../db/client.ts";
import { rerankByText } from "./rerank-by-text.ts";

/**
 * How deep in a search's ranking contracts are read for the clause asked about: enough that a
 * contract whose title and first lines do not say the topic still reaches the first page, few
 * enough that reading them stays bounded whatever the organization's size.
 */
export const CLAUSE_DEPTH = 30;

/**
 * What a contract one of whose sentences holds every word asked adds to its score (a share of
 * it for part of the words): about a good match of the words in its names, so a contract that
 * sets the term asked about deep in its text is not left behind papers whose first lines
 * mention a word of it.
 */
const SENTENCE_WEIGHT = 0.4;
/**
 * What an article whose heading holds the words adds besides: a contract with an article on the
 * topic (a numbered article heading that names it, in either language) before one that mentions
 * it in passing.
 */
const HEADING_WEIGHT = 0.3;

/** Of a contract's text, the part read for its clauses (the index holds as much). */
const CLAUSE_CHARACTERS = 200_000;

/**
 * Whether a typed word is a term contracts set: a word of the legal vocabulary in either
 * language, as typed or as the phrase a typo stands for ("force majeur"), not by a synonym of
 * a general word ("servis" is no legal term though "repair" may be).
 */
function namesATerm(group: string[]): boolean {
  const [typed, ...synonyms] = group;
  return isLegalTerm(typed!) || synonyms.some((each) => each.includes(" ") && isLegalTerm(each));
}

/**
 * The words a query asks of a contract's terms, each with its synonyms, or null when it asks
 * none: at least half its words are terms contracts set ("denda keterlambatan", "notice period
 * termination", "force majeure", "perpanjangan otomatis"), and it names no other kind of
 * document nor an amount ("kwitansi sewa" and "pembayaran lebih dari 10 juta" ask for papers
 * about rent or payments, not for a clause).
 */
export function clauseWords(parsed: ParsedQuery): string[][] | null {
  const groups = parsed.termGroups;
  if (groups.length === 0 || parsed.filters.amount) return null;
  const types = parsed.filters.types ?? [];
  if (types.some((type) => type !== "contract")) return null;
  const terms = groups.filter(namesATerm).length;
  return terms * 2 >= groups.length ? groups : null;
}

interface Scored {
  id: string;
  vertical: string;
  score: number;
}

/**
 * The rows reordered once the legal documents among them are scored by their clauses (the
 * largest share of the asked words one sentence holds, and one article's heading), the others
 * keeping their score.
 */
export function rankByClause<Row extends Scored>(
  db: Db,
  rows: Row[],
  groups: string[][],
): Promise<Row[]> {
  return rerankByText(db, rows, {
    characters: CLAUSE_CHARACTERS,
    reads: (row) => row.vertical === "legal",
    added: (text) => {
      const match = clauseMatch(text, groups);
      return SENTENCE_WEIGHT * match.sentence + HEADING_WEIGHT * match.heading;
    },
  });
}
