import fs from "node:fs";
import { z } from "zod";
import { FILTER_NAMES } from "../../src/contracts/search.ts";

const JudgedQuerySchema = z.object({
  q: z.string().min(1),
  /** What the query tests: shop, utility, type, period, amount, party, typo, contract, clause … */
  kind: z.string().min(1),
  language: z.enum(["en", "id"]),
  /** The day the query is asked on, so "bulan lalu" has one meaning. */
  today: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  /** Corpus ids of the documents that answer it. */
  relevant: z.array(z.string().min(1)).min(1),
  /**
   * When the query states a filter outright (an amount with a comparison word): the corpus ids
   * of every document the filter holds for, whatever its kind. An exact answer holds only
   * those, and all the relevant ones.
   */
  explicit: z.array(z.string().min(1)).optional(),
  /**
   * Filters the caller fixes beside the words, as the web app sends a kept chip or a filter
   * control (`strict=types,date`): they hold as conditions.
   */
  strict: z.array(z.enum(FILTER_NAMES)).optional(),
});

export type Side = "dev" | "test";
export type JudgedSet =
  | "judged"
  | "2026-11-26"
  | "explicit 2026-11-26"
  | "2026-11-27"
  | "2026-11-27d"
  | "2026-11-27e"
  | "2026-11-27f"
  | "2026-11-27g"
  | "2026-11-28"
  | "2026-11-28b"
  | "2026-11-28c"
  | "unseen"
  | "first 71";

export interface JudgedQuery extends z.infer<typeof JudgedQuerySchema> {
  /** The answers' document ids in the database. */
  relevantIds: Set<string>;
  /** The database ids an explicit filter holds for; null when the query states none. */
  filterHoldsFor: Set<string> | null;
  /** Its side in the frozen split; the 71 queries of the first judged set are all dev. */
  side: Side;
  /** Which judged set it comes from; "2026-11-26" is the set written for lists and totals. */
  set: JudgedSet;
}

const SplitSchema = z.object({
  salt: z.string(),
  method: z.string(),
  made: z.string(),
  queries: z.record(z.string(), z.enum(["dev", "test"])),
});

/** The frozen split of the judged queries, by query text. */
export function readSplit(file: string): Map<string, Side> {
  return new Map(
    Object.entries(SplitSchema.parse(JSON.parse(fs.readFileSync(file, "utf8"))).queries),
  );
}

/** A query's key in a frozen split: its text, and the filters the caller fixes beside it. */
function splitKey(query: { q: string; strict?: string[] | undefined }): string {
  return query.strict ? `${query.q} [strict=${query.strict.join(",")}]` : query.q;
}

/**
 * The judged queries of a file; a query naming a document that is not in the corpus, or one
 * the frozen split does not know, stops the run.
 */
export function readJudgedQueries(
  file: string,
  corpus: Map<string, string>,
  sides: Map<string, Side> | "dev",
  judgedSet: Exclude<JudgedSet, "first 71"> = "judged",
): JudgedQuery[] {
  return fs
    .readFileSync(file, "utf8")
    .split("\n")
    .filter((line) => line.trim())
    .map((line, index) => {
      const query = JudgedQuerySchema.parse(JSON.parse(line));
      const databaseIds = (ids: string[]) =>
        new Set(
          ids.map((id) => {
            const documentId = corpus.get(id);
            if (!documentId) throw new Error(`${file}:${index + 1}: no document "${id}"`);
            return documentId;
          }),
        );
      const relevantIds = databaseIds(query.relevant);
      const filterHoldsFor = query.explicit ? databaseIds(query.explicit) : null;
      const key = splitKey(query);
      const side = sides === "dev" ? "dev" : sides.get(key);
      if (!side) throw new Error(`${file}:${index + 1}: "${key}" is not in the frozen split`);
      const set = sides === "dev" ? "first 71" : judgedSet;
      return { ...query, relevantIds, filterHoldsFor, side, set };
    });
}

export interface QueryScore {
  kind: string;
  side: Side;
  set: JudgedQuery["set"];
  /** 1 / rank of the first answer within the top 10, 0 when none is there. */
  reciprocalRank: number;
  /** Answers in the top 5 over as many as could fit there. */
  recallAt5: number;
  /** For an explicit filter: whether every answer passes it and every relevant one is there. */
  exact: boolean | null;
  /** Nothing came back although a word of the query occurs in a document's text. */
  emptyWhileWordsOccur: boolean;
}

export function scoreRanking(
  query: JudgedQuery,
  ranked: string[],
  options: { wordsOccur: boolean },
): QueryScore {
  const first = ranked.slice(0, 10).findIndex((id) => query.relevantIds.has(id));
  const inTopFive = ranked.slice(0, 5).filter((id) => query.relevantIds.has(id)).length;
  const holds = query.filterHoldsFor;
  const exact = holds
    ? ranked.every((id) => holds.has(id)) &&
      [...query.relevantIds].every((id) => ranked.includes(id))
    : null;
  return {
    kind: query.kind,
    side: query.side,
    set: query.set,
    reciprocalRank: first < 0 ? 0 : 1 / (first + 1),
    recallAt5: inTopFive / Math.min(5, query.relevantIds.size),
    exact,
    emptyWhileWordsOccur: ranked.length === 0 && options.wordsOccur,
  };
}

export interface Figures {
  n: number;
  mrr: number;
  recallAt5: number;
  /** Explicit-filter queries answered exactly, of how many. */
  exact: [number, number];
  emptyWhileWordsOccur: number;
}

export function figuresOf(scores: QueryScore[]): Figures {
  const mean = (pick: (score: QueryScore) => number) =>
    scores.length === 0 ? 0 : scores.reduce((sum, score) => sum + pick(score), 0) / scores.length;
  const explicit = scores.filter((score) => score.exact !== null);
  return {
    n: scores.length,
    mrr: Number(mean((score) => score.reciprocalRank).toFixed(3)),
    recallAt5: Number(mean((score) => score.recallAt5).toFixed(3)),
    exact: [explicit.filter((score) => score.exact).length, explicit.length],
    emptyWhileWordsOccur: scores.filter((score) => score.emptyWhileWordsOccur).length,
  };
}
