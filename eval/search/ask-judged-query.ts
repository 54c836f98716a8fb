import type { Actor } from "../../src/server/auth/actor.ts";
import type { Db } from "../../src/server/db/client.ts";
import { runSearch } from "../../src/server/domain/search/search-documents.ts";
import { scoreRanking, type JudgedQuery, type QueryScore } from "./judged-queries.ts";
import type { WordOverlap } from "./word-overlap.ts";

/**
 * Asks one judged query as the web app does (its first `limit` rows, the filters it fixes) and
 * scores the ranking beside word overlap's over the same documents; `searchMs` is the search
 * alone.
 */
export async function askJudgedQuery(
  db: Db,
  actor: Actor,
  query: JudgedQuery,
  overlap: WordOverlap,
  limit: number,
) {
  const askedAt = performance.now();
  const { rows } = await runSearch(db, actor, {
    q: query.q,
    limit,
    offset: 0,
    today: query.today,
    strict: query.strict,
  });
  const searchMs = performance.now() - askedAt;
  const wordsOccur = overlap.anyWordOccurs(query.q);
  const score: QueryScore = scoreRanking(
    query,
    rows.map((row) => row.id),
    { wordsOccur },
  );
  const naive = scoreRanking(query, overlap.rank(query.q, 10), { wordsOccur });
  return { rows, score, naive, searchMs };
}
