import { sql, type AnyColumn, type SQL } from "drizzle-orm";

/**
 * A query's words against a generated bilingual search vector (schema/legal.ts). Each word
 * also matches as a prefix in the `simple` configuration, so the mention picker finds "sewa"
 * from "se" as it is typed; the `english` and `indonesian` stems find "pembayaran" from
 * "membayar" (decision 0011's configurations). Null when the query has no word.
 */
export function textMatch(vector: AnyColumn, q: string): { where: SQL; rank: SQL } | null {
  const words = q
    .toLowerCase()
    .normalize("NFKC")
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 12);
  if (words.length === 0) return null;
  const prefix = words.map((word) => `${word}:*`).join(" & ");
  const prefixQuery = sql`to_tsquery('simple', ${prefix})`;
  const plain = words.join(" ");
  const where = sql`(${vector} @@ ${prefixQuery}
    or ${vector} @@ plainto_tsquery('english', ${plain})
    or ${vector} @@ plainto_tsquery('indonesian', ${plain}))`;
  const rank = sql`greatest(ts_rank(${vector}, ${prefixQuery}),
    ts_rank(${vector}, plainto_tsquery('english', ${plain})),
    ts_rank(${vector}, plainto_tsquery('indonesian', ${plain})))`;
  return { where, rank };
}
