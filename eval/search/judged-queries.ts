import fs from "node:fs";
import { z } from "zod";

const JudgedQuerySchema = z.object({
  q: z.string().min(1),
  /** What the query tests: type, period, amount, party, typo, cross-language, contract … */
  kind: z.string().min(1),
  language: z.enum(["en", "id"]),
  /** The day the query is asked on, so "bulan lalu" has one meaning. */
  today: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  /** Dataset ids of the documents that answer it. */
  relevant: z.array(z.string().min(1)).min(1),
});

export interface JudgedQuery extends z.infer<typeof JudgedQuerySchema> {
  /** The answers' document ids in the database. */
  relevantIds: Set<string>;
}

export interface QueryScore {
  kind: string;
  language: "en" | "id";
  /** 1 / rank of the first answer within the top 10, 0 when none is there. */
  reciprocalRank: number;
  /** Answers in the top 3 over as many as could fit there. */
  recallAt3: number;
}

/** The judged queries; a query naming a document that is not in the corpus stops the run. */
export function readJudgedQueries(file: string, corpus: Map<string, string>): JudgedQuery[] {
  return fs
    .readFileSync(file, "utf8")
    .split("\n")
    .filter((line) => line.trim())
    .map((line, index) => {
      const query = JudgedQuerySchema.parse(JSON.parse(line));
      const relevantIds = new Set(
        query.relevant.map((id) => {
          const documentId = corpus.get(id);
          if (!documentId) throw new Error(`${file}:${index + 1}: no document "${id}"`);
          return documentId;
        }),
      );
      return { ...query, relevantIds };
    });
}

export function scoreRanking(query: JudgedQuery, ranked: string[]): QueryScore {
  const first = ranked.slice(0, 10).findIndex((id) => query.relevantIds.has(id));
  const inTopThree = ranked.slice(0, 3).filter((id) => query.relevantIds.has(id)).length;
  return {
    kind: query.kind,
    language: query.language,
    reciprocalRank: first < 0 ? 0 : 1 / (first + 1),
    recallAt3: inTopThree / Math.min(3, query.relevantIds.size),
  };
}

interface Figures {
  n: number;
  mrr: number;
  recallAt3: number;
}

function figuresOf(scores: QueryScore[]): Figures {
  const mean = (pick: (score: QueryScore) => number) =>
    scores.length === 0 ? 0 : scores.reduce((sum, score) => sum + pick(score), 0) / scores.length;
  return {
    n: scores.length,
    mrr: Number(mean((score) => score.reciprocalRank).toFixed(3)),
    recallAt3: Number(mean((score) => score.recallAt3).toFixed(3)),
  };
}

export function summarise(scores: QueryScore[]) {
  const kinds = [...new Set(scores.map((score) => score.kind))].sort();
  const byKind = Object.fromEntries(
    kinds.map((kind) => [kind, figuresOf(scores.filter((score) => score.kind === kind))]),
  );
  const byLanguage = {
    en: figuresOf(scores.filter((score) => score.language === "en")),
    id: figuresOf(scores.filter((score) => score.language === "id")),
  };
  const { n, mrr, recallAt3 } = figuresOf(scores);
  return { queries: n, mrr, recallAt3, byLanguage, byKind };
}
