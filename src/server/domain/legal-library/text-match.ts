import { sql, type AnyColumn, type SQL } from "drizzle-orm";

/**
 * A query's words against a generated bilingual search vector (schema/legal.ts). The query is
 * parsed as the stored text was (so "24/2009" stays one word) and each word also matches as a
 * prefix in the `simple` configuration, so the mention picker finds "sewa" from "se" as it is
 * typed; the `english` and `indonesian` stems find "pembayaran" from "membayar" (decision
 * 0011's configurations). Null when the query has no word.
 */
export function textMatch(vector: AnyColumn, q: string): { where: SQL; rank: SQL } | null {
  const plain = q.normalize("NFKC").trim().slice(0, 200);
  if (!/[\p{L}\p{N}]/u.test(plain)) return null;
  // plainto_tsquery's text is 'word' & 'word'; a ":*" after each closing quote makes prefixes.
  const prefixQuery = sql`to_tsquery('simple', regexp_replace(
    plainto_tsquery('simple', ${plain})::text, '''(\\s|$)', ''':*\\1', 'g'))`;
  const where = sql`(${vector} @@ ${prefixQuery}
    or ${vector} @@ plainto_tsquery('english', ${plain})
    or ${vector} @@ plainto_tsquery('indonesian', ${plain}))`;
  const rank = sql`greatest(ts_rank(${vector}, ${prefixQuery}),
    ts_rank(${vector}, plainto_tsquery('english', ${plain})),
    ts_rank(${vector}, plainto_tsquery('indonesian', ${plain})))`;
  return { where, rank };
}
