import { createHash } from "node:crypto";
import { sql, type SQL } from "drizzle-orm";
import { synonymLists } from "../../../understanding/query/vocabulary.ts";

/**
 * A long synonym list (a kind of shop, a utility, a clause topic) that a document's search
 * vector records as one lexeme when it holds any of the list's words: "restaurants" widens to
 * 32 kinds of eatery, 40 distinct words in three configurations, and looking each up in the
 * text index cost a third of that search's time at 100,000 documents (decision 0039). Matched,
 * the lexeme finds exactly the documents the words find, from one entry of the index.
 */
export interface WordGroup {
  lexeme: string;
  words: readonly string[];
}

/** A list this long or longer is matched by its lexeme: two words' queries cost less written out. */
const GROUPED_WORDS = 3;

/**
 * No text yields this prefix: the parsers split words at "=" outside a URL or a path, whose
 * lexemes begin with a host or "/". So the lexeme matches only the list, never a word.
 */
const LEXEME_PREFIX = "synonyms=";

function groupLexeme(words: readonly string[], taken: Set<string>): string {
  const name = words[0]!.replace(/\s+/g, "-");
  const lexeme = taken.has(`${LEXEME_PREFIX}${name}`)
    ? `${LEXEME_PREFIX}${name}-${taken.size}`
    : `${LEXEME_PREFIX}${name}`;
  taken.add(lexeme);
  return lexeme;
}

function wordGroups(): WordGroup[] {
  const taken = new Set<string>();
  return synonymLists()
    .filter((words) => words.length >= GROUPED_WORDS)
    .map((words) => ({ lexeme: groupLexeme(words, taken), words }));
}

export const WORD_GROUPS: readonly WordGroup[] = wordGroups();

/**
 * What the stored lexemes were computed from. Documents keep the lexemes of the lists as they
 * were when indexed: a change to a list needs a migration that computes them again (as 0023
 * does), and this fingerprint is checked against the one that migration wrote
 * (word-groups.test.ts).
 */
export function wordGroupsFingerprint(groups: readonly WordGroup[] = WORD_GROUPS): string {
  return createHash("sha256")
    .update(JSON.stringify(groups.map((group) => [group.lexeme, group.words])))
    .digest("hex")
    .slice(0, 16);
}

/** The text-search configurations a word is matched in (those the index holds). */
export const CONFIGURATIONS = ["simple", "english", "indonesian"];

/** A list's words OR-ed as one query, in every configuration, as a search matches them. */
function groupQuery(words: readonly string[]): SQL {
  const list = sql.join(
    words.map((word) => sql`${word}`),
    sql`, `,
  );
  const configurations = sql.raw(
    `array[${CONFIGURATIONS.map((config) => `'${config}'`).join(", ")}]::regconfig[]`,
  );
  return sql`(select coalesce(string_agg(distinct '(' || query::text || ')', ' | ')::tsquery,
      ''::tsquery)
    from unnest(array[${list}]::text[]) as term, unnest(${configurations}) as configuration,
      lateral plainto_tsquery(configuration, term) as query
    where query::text <> '')`;
}

/**
 * The lexemes of the lists a search vector holds a word of, as a tsvector to append to it.
 * Each list's query does not depend on the row, so a statement builds it once.
 */
export function groupsHeld(vector: SQL, groups: readonly WordGroup[] = WORD_GROUPS): SQL {
  const rows = sql.join(
    groups.map((group) => sql`(${group.lexeme}::text, ${groupQuery(group.words)})`),
    sql`, `,
  );
  return sql`coalesce(array_to_tsvector(array(
    select lexeme from (values ${rows}) as word_group(lexeme, query) where ${vector} @@ query)),
    ''::tsvector)`;
}

/**
 * A query's words as the lists whose every word it holds, largest first, and the words no
 * such list covers. A document matches the words exactly when it holds a returned list's
 * lexeme or one of the words left.
 */
export function groupWords(terms: readonly string[]): { lexemes: string[]; rest: string[] } {
  const wanted = new Set(terms);
  const covered = new Set<string>();
  const lexemes: string[] = [];
  const largestFirst = [...WORD_GROUPS].sort((a, b) => b.words.length - a.words.length);
  for (const group of largestFirst) {
    if (!group.words.every((word) => wanted.has(word))) continue;
    if (group.words.every((word) => covered.has(word))) continue;
    lexemes.push(group.lexeme);
    for (const word of group.words) covered.add(word);
  }
  return { lexemes, rest: terms.filter((term) => !covered.has(term)) };
}

/**
 * The statement of a migration that computes every document's list lexemes again: the ones
 * stored are removed, those of the lists as they are now added. Only the rows whose lexemes
 * change are written: each row written is a new copy at the end of the table, and rewriting
 * all of them left the table's first half empty for every sequential scan to walk (a search
 * for a common word four times slower at 100,000 documents; decision 0014). With the
 * fingerprint as its first line, which word-groups.test.ts reads.
 */
export function wordGroupsMigration(): SQL {
  const stored = sql`array(select lexeme from unnest("search_vector") as stored(lexeme)
    where lexeme like ${`${LEXEME_PREFIX}%`})`;
  const words = sql`ts_delete("search_vector", ${stored})`;
  return sql`${sql.raw(`-- word groups fingerprint: ${wordGroupsFingerprint()}\n`)}UPDATE "documents"
SET "search_vector" = fresh.vector
FROM (SELECT "id", ${words} || ${groupsHeld(words)} AS vector
  FROM "documents" WHERE "search_vector" IS NOT NULL) AS fresh
WHERE "documents"."id" = fresh."id" AND "documents"."search_vector" IS DISTINCT FROM fresh.vector;`;
}
