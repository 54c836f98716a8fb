import { eq, sql } from "drizzle-orm";
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
 * The words, and a lexeme for each long synonym list they hold a word of (word-groups.ts),
 * which a search matches instead of the list's dozens of words.
 */
const SEARCH_VECTOR = sql`(select words || ${groupsHeld(sql.raw("words"))}
  from (select ${WORDS} as words) as indexed)`;

/**
 * Of the text, the beginning ranks: a document's title, header and first lines say what it
 * is, and a vector this short stays in the table row (storage MAIN), so ranking a thousand
 * matches reads no out-of-line data. Matching still uses the whole text (SEARCH_VECTOR).
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

/** The index columns as computed from the row's own text and fields, for an UPDATE's SET. */
export const SEARCH_INDEX = {
  searchVector: SEARCH_VECTOR,
  rankVector: RANK_VECTOR,
  searchNames: SEARCH_NAMES,
};

/** Brings a document's search index up to date with its text and fields. */
export async function indexDocument(db: Db, documentId: string): Promise<void> {
  await db.update(documents).set(SEARCH_INDEX).where(eq(documents.id, documentId));
}
