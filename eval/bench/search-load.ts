/**
 * Filling a scratch database for the search benchmark: generated documents in multi-row
 * INSERTs, then the search index built the way a bulk re-index would, with the product's own
 * index expressions.
 */
import fs from "node:fs";
import path from "node:path";
import { inArray, sql } from "drizzle-orm";
import type { Db } from "../../src/server/db/client.ts";
import { documents } from "../../src/server/db/schema/documents.ts";
import { indexDocuments } from "../../src/server/domain/search/index-document.ts";
import { generateDocuments, type CorpusOptions, type NewDocument } from "./search-corpus.ts";

/** Rows per INSERT: about 30 parameters a row stays well under the protocol's 65,535. */
const INSERT_BATCH = 500;
/** Rows per index UPDATE: small enough that one statement never holds the database for long. */
const INDEX_BATCH = 2_000;

async function insertBatch(db: Db, rows: NewDocument[]): Promise<string[]> {
  const inserted = await db.insert(documents).values(rows).returning({ id: documents.id });
  return inserted.map((row) => row.id);
}

/** Inserts the generated documents; returns their ids in upload order. */
export async function insertDocuments(db: Db, options: CorpusOptions): Promise<string[]> {
  const ids: string[] = [];
  let batch: NewDocument[] = [];
  for (const row of generateDocuments(options)) {
    batch.push(row);
    if (batch.length === INSERT_BATCH) {
      ids.push(...(await insertBatch(db, batch)));
      batch = [];
    }
  }
  if (batch.length > 0) ids.push(...(await insertBatch(db, batch)));
  return ids;
}

/** Computes `search_vector` and `search_names` for the given documents, batch by batch. */
export async function buildSearchIndex(db: Db, ids: string[]): Promise<void> {
  for (let start = 0; start < ids.length; start += INDEX_BATCH) {
    const batch = ids.slice(start, start + INDEX_BATCH);
    await indexDocuments(db, inArray(documents.id, batch));
  }
}

/**
 * The bulk UPDATE left a dead copy of every row: reclaim it and give the planner statistics,
 * as autovacuum would soon after on a live database. Compacted besides (unless `asLoaded`):
 * every row was inserted small and then rewritten indexed, so the new copies went to the end
 * of the table and VACUUM left its first part empty (17,568 of 40,000 pages at 100,000
 * documents), which every sequential scan still walks: "pembayaran" used 67 ms of database
 * CPU instead of 16. A table filled over months reuses the space each rewrite frees for the
 * next uploads and has no such hole; VACUUM FULL gives the benchmark that layout.
 */
export async function settle(db: Db, { asLoaded = false } = {}): Promise<void> {
  await db.execute(asLoaded ? sql`vacuum analyze documents` : sql`vacuum full analyze documents`);
  await db.execute(sql`checkpoint`);
}

export async function databaseBytes(db: Db): Promise<number> {
  const result = await db.execute<{ bytes: string }>(
    sql`select pg_database_size(current_database())::text as bytes`,
  );
  return Number(result.rows[0]!.bytes);
}

export function directoryBytes(directory: string): number {
  let total = 0;
  for (const entry of fs.readdirSync(directory, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) total += fs.statSync(path.join(entry.parentPath, entry.name)).size;
  }
  return total;
}
