import { eq, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { documents } from "../../db/schema/documents.ts";
import { groupsHeld } from "./word-groups.ts";

/**
 * Text indexed per language configuration. A tsvector holds at most 1 MB, and on the embedded
 * database every query must stay short; the first 200,000 characters hold what people search.
 */
export const INDEXED_CHARACTERS = 200_000;

const field = (column: unknown) => sql`coalesce(${column}, '')`;

/** What a document is called and who it is from or between: the words a search means most. */
const NAMES = sql`concat_ws(' ', ${field(documents.name)}, ${field(documents.userFriendlyName)},
  ${field(documents.documentTitle)}, ${field(documents.vendor)}, ${field(documents.primaryParty)},
  ${field(documents.counterparty)}, ${field(documents.documentNumber)})`;
/** What kind of document it is, in the words it was classified with. */
const KINDS = sql`concat_ws(' ', ${field(documents.type)}, ${field(documents.contractType)},
  ${field(documents.governingLaw)}, ${field(documents.taxTypeName)})`;
const TEXT = sql`left(${field(documents.content)}, ${INDEXED_CHARACTERS})`;

/**
 * Every word of the names, kinds and text, in the configurations a query is matched in:
 * `simple` for names and codes as written, `english` and `indonesian` for their stems
 * (`indonesian` has no stop words and leaves foreign words whole, so the text needs no
 * `simple` copy). Only matched, never ranked (RANK_VECTOR orders), so it keeps no positions:
 * stripped, a typical document's vector is half the size. It is stored out of line when long,
 * as PostgreSQL chooses: kept in the row too (storage MAIN), it left rows so long that the
 * toaster moved even the organization id out of line, and every filter read it back.
 */
const WORDS = sql`strip(
  to_tsvector('simple', ${NAMES})
  || to_tsvector('english', ${NAMES})
  || to_tsvector('indonesian', ${NAMES})
  || to_tsvector('simple', ${KINDS})
  || to_tsvector('english', ${KINDS})
  || to_tsvector('english', ${TEXT})
  || to_tsvector('indonesian', ${TEXT}))`;

/**
 * Of the text, the beginning ranks: a document's title, header and first lines say what it
 * is, and a vector this short stays in the table row (storage MAIN), so ranking a thousand
 * matches reads no out-of-line data. Matching still uses the whole text (WORDS).
 */
export const RANKED_CHARACTERS = 300;
const HEAD = sql`left(${field(documents.content)}, ${RANKED_CHARACTERS})`;

/** The words that order matches: names (A), kinds (B) and the text's beginning (C). */
const RANK_VECTOR = sql`
  setweight(to_tsvector('simple', ${NAMES}), 'A')
  || setweight(to_tsvector('english', ${NAMES}), 'A')
  || setweight(to_tsvector('indonesian', ${NAMES}), 'A')
  || setweight(to_tsvector('simple', ${KINDS}), 'B')
  || setweight(to_tsvector('english', ${KINDS}), 'B')
  || setweight(to_tsvector('english', ${HEAD}), 'C')
  || setweight(to_tsvector('indonesian', ${HEAD}), 'C')`;

/** The names trigram matching compares a query with, typos and all. */
const SEARCH_NAMES = sql`nullif(concat_ws(' ', ${documents.vendor}, ${documents.primaryParty},
  ${documents.counterparty}, ${documents.documentTitle}), '')`;

/**
 * Brings the search index of the documents meeting a condition up to date with their text and
 * fields. The search vector holds their words and a lexeme for each long synonym list the words
 * hold one of (word-groups.ts), which a search matches instead of the list's dozens of words.
 * The words are computed once a document, in the FROM list, behind OFFSET 0: flattened into
 * the SET, their expression was computed again wherever they were read, once for each list
 * tested (80 ms a document instead of 5).
 */
export async function indexDocuments(db: Db, which: SQL): Promise<void> {
  await db.execute(sql`update ${documents}
    set search_vector = indexed.words || ${groupsHeld(sql`indexed.words`)},
      rank_vector = ${RANK_VECTOR}, search_names = ${SEARCH_NAMES}
    from (select ${documents.id} as id, ${WORDS} as words from ${documents} where ${which}
      offset 0) as indexed
    where ${documents.id} = indexed.id`);
}

/** Brings a document's search index up to date with its text and fields. */
export async function indexDocument(db: Db, documentId: string): Promise<void> {
  await indexDocuments(db, eq(documents.id, documentId));
}
