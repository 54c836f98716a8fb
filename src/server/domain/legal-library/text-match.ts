import { sql, type AnyColumn, type SQL } from "drizzle-orm";
import { namingTerms, parseSearchQuery } from "../../../understanding/query/index.ts";
import { clauseNames } from "./clause-names.ts";

/** How alike a typed word must be to a word of an item's title to find it (pg_trgm's default). */
const TITLE_LIKENESS = 0.6;
/** What that likeness weighs beside the words' rank, as a name found by likeness in document search. */
const LIKENESS_WEIGHT = 0.5;
/**
 * Words of letters only, and not shorter than this, are looked for by likeness: a shorter one
 * is one letter off too many words (as the query reader's typos.ts holds), and a number's
 * trigrams are alike in every numbered title.
 */
const SHORTEST_LIKE_WORD = 5;

/** The configurations the generated vectors hold (schema/legal.ts, decision 0011). */
const CONFIGS = ["simple", "english", "indonesian"] as const;

/** One word or phrase in any of the vector's configurations. */
function termQuery(term: string): SQL[] {
  return CONFIGS.map((config) => sql`plainto_tsquery(${sql.raw(`'${config}'`)}, ${term})`);
}

/**
 * A word as typed, as a prefix in `simple`, so the mention picker finds "sewa" from "se" as it
 * is typed. plainto_tsquery's text is 'word' & 'word'; a ":*" after each closing quote makes
 * prefixes, and the stored text's own parse keeps "24/2009" one word.
 */
function prefixQuery(typed: string): SQL {
  return sql`to_tsquery('simple', regexp_replace(
    plainto_tsquery('simple', ${typed})::text, '''(\\s|$)', ''':*\\1', 'g'))`;
}

/**
 * The groups a query's words make, read by the document search's query reader (decision
 * 0028): each typed word or phrase with its correction when it was a typo of the reader's
 * words, its synonyms and its translations; a word the reader took for a filter ("kerahasiaan"
 * names the NDA kind) is still a word here, the library having no kinds or dates to filter
 * by; a clause's name in either language with its names in both (clause-names.ts).
 */
export function libraryWordGroups(q: string, today: string): string[][] {
  const { groups, rest } = clauseNames(q);
  const parsed = parseSearchQuery(rest, { today });
  return [
    ...groups,
    ...parsed.termGroups,
    ...parsed.chips.map((chip) => [
      ...new Set([chip.words.toLowerCase(), ...namingTerms(chip.words)]),
    ]),
  ];
}

/**
 * A query's words against a generated bilingual search vector: every group must match, each
 * of its words in any configuration, the typed word also as a prefix. A title one letter off
 * what was typed ("kewajban") finds its item too, ranked by how alike. Null when the query has
 * no word.
 */
export function textMatch(
  vector: AnyColumn,
  titles: SQL,
  q: string,
  today = new Date().toISOString().slice(0, 10),
): { where: SQL; rank: SQL } | null {
  const plain = q.normalize("NFKC").trim().slice(0, 200);
  if (!/[\p{L}\p{N}]/u.test(plain)) return null;
  const read = libraryWordGroups(plain, today);
  // Words the reader drops as noise in a document search ("vendor", "the") are all a short
  // library query may have: then they are looked for as typed.
  const groups =
    read.length > 0
      ? read
      : plain
          .toLowerCase()
          .split(/\s+/u)
          .filter((word) => /[\p{L}\p{N}]/u.test(word))
          .map((word) => [word]);
  const groupQueries = groups.map((group) =>
    sql.join([...group.flatMap(termQuery), prefixQuery(group[0]!)], sql` || `),
  );
  const words = sql.join(
    groupQueries.map((query) => sql`(${query})`),
    sql` && `,
  );
  const any = sql.join([...new Set(groups.flat())].flatMap(termQuery), sql` || `);
  const likeWords = plain
    .split(/\s+/u)
    .filter((word) => word.length >= SHORTEST_LIKE_WORD && /^\p{L}+$/u.test(word))
    .join(" ");
  const likeness = likeWords ? sql`word_similarity(${likeWords}, ${titles})` : null;
  const where = likeness
    ? sql`(${vector} @@ (${words}) or ${likeness} >= ${TITLE_LIKENESS})`
    : sql`${vector} @@ (${words})`;
  const rank = sql`ts_rank(${vector}, ${any})${likeness ? sql` + ${LIKENESS_WEIGHT}::float8 * ${likeness}` : sql``}`;
  return { where, rank };
}
