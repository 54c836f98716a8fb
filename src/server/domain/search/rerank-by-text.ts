import { inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { documents } from "../../db/schema/documents.ts";

interface Scored {
  id: string;
  score: number;
}

interface TextReading<Row> {
  /** Of a document's text, how many characters from its beginning are read. */
  characters: number;
  /** Which rows are read; the others keep their score. */
  reads: (row: Row) => boolean;
  /** What a row's text adds to its score. */
  added: (text: string) => number;
}

/**
 * The rows reordered once those read are scored again by what their text adds (a phrase, a
 * clause), the order of equal scores kept. One read of the chosen rows' text, at most as many
 * as the caller ranked deep, so the cost stays bounded whatever the organization's size.
 */
export async function rerankByText<Row extends Scored>(
  db: Db,
  rows: Row[],
  reading: TextReading<Row>,
): Promise<Row[]> {
  const read = rows.filter(reading.reads).map((row) => row.id);
  if (read.length === 0) return rows;
  const texts = await db
    .select({
      id: documents.id,
      text: sql<string>`left(coalesce(${documents.content}, ''), ${reading.characters})`,
    })
    .from(documents)
    .where(inArray(documents.id, read));
  const added = new Map(texts.map((each) => [each.id, reading.added(each.text)]));
  return rows
    .map((row, order) => ({
      row: { ...row, score: Number(row.score) + (added.get(row.id) ?? 0) },
      order,
    }))
    .sort((a, b) => b.row.score - a.row.score || a.order - b.order)
    .map((each) => each.row);
}
