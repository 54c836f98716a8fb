import { z } from "zod";
import type { StreamEvent } from "../../src/contracts/assistant.ts";
import type { Actor } from "../../src/server/auth/actor.ts";
import type { Db } from "../../src/server/db/client.ts";
import { streamAnswer } from "../../src/server/domain/assistant/stream-answer.ts";
import { detectLanguage } from "../../src/reader/detect-language.ts";
import { questionLanguage } from "../../src/understanding/question/question-language.ts";
import { statesFact } from "./states-fact.ts";

export const QuestionSchema = z.object({
  q: z.string().min(1),
  language: z.enum(["en", "id"]),
  today: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  kind: z.string().min(1),
  /** Text the answer must contain: amounts and dates as the language writes them, names. */
  expect: z.array(z.string().min(1)).min(1),
  /** Dataset ids of the documents the answer must cite, no more, no fewer. */
  cites: z.array(z.string().min(1)),
  /**
   * The user's earlier questions of the same conversation, oldest first; a set written as
   * `{ q }` objects is read the same.
   */
  history: z
    .array(z.union([z.string().min(1), z.object({ q: z.string().min(1) }).transform((x) => x.q)]))
    .default([]),
  id: z.string().optional(),
});
export type JudgedQuestion = z.infer<typeof QuestionSchema>;

/**
 * The answer's own sentences, for telling its language: without the documents' titles (links),
 * list lines, table rows and quoted clauses, which are in the documents' languages.
 */
function prose(text: string): string {
  return text
    .split("\n")
    .filter((line) => !/^\s*[-|>]/.test(line))
    .join(" ")
    .replace(/\[[^\]]*\]\([^)]*\)/g, " ")
    .replace(/[*#]/g, " ");
}

/** What asking needs of a question; a probe may leave its citations unjudged. */
export type AskableQuestion = Pick<
  JudgedQuestion,
  "q" | "language" | "today" | "history" | "expect"
> & {
  id?: string | undefined;
  /** Dataset ids the answer must cite, no more, no fewer; absent, citations are not judged. */
  cites?: string[] | undefined;
};

export interface AskedQuestion {
  /** Every expected fact is stated. */
  answered: boolean;
  /** Exactly the expected documents are cited (or the question judges no citation). */
  cited: boolean;
  /** The database ids the answer cites. */
  citedIds: string[];
  inLanguage: boolean;
  firstEventMs: number;
  totalMs: number;
  /** The answer's text, for showing a dev miss. */
  text: string;
  /** The expected facts the answer does not state. */
  missing: string[];
}

/**
 * Asks one judged question as the web app does, with the interface in the OTHER language so
 * that answering in the question's own language is measured, not given; `corpus` maps the
 * set's document ids to database ids.
 */
export async function askJudged(
  db: Db,
  actor: Actor,
  question: AskableQuestion,
  corpus: Map<string, string>,
): Promise<AskedQuestion> {
  const events: StreamEvent[] = [];
  const started = performance.now();
  let firstEventMs = 0;
  await streamAnswer(
    db,
    actor,
    {
      messages: [...question.history, question.q].flatMap((content, index, all) => [
        { role: "user" as const, content },
        ...(index < all.length - 1 ? [{ role: "assistant" as const, content: "…" }] : []),
      ]),
      language: question.language === "en" ? "id" : "en",
      today: question.today,
    },
    {
      model: null,
      signal: new AbortController().signal,
      emit: (event) => {
        if (events.length === 0) firstEventMs = performance.now() - started;
        events.push(event);
      },
    },
  );
  const totalMs = performance.now() - started;
  const text = events.flatMap((event) => (event.type === "text" ? [event.content] : [])).join("");
  const done = events.at(-1);
  const citedIds = new Set(done?.type === "done" ? done.data.documentIds : []);
  const expectedIds = new Set(
    (question.cites ?? []).map((id) => {
      const documentId = corpus.get(id);
      if (!documentId)
        throw new Error(`question ${question.id ?? question.q}: no document "${id}"`);
      return documentId;
    }),
  );
  const missing = question.expect.filter((fact) => !statesFact(text, fact));
  const cited =
    question.cites === undefined ||
    (citedIds.size === expectedIds.size && [...expectedIds].every((id) => citedIds.has(id)));
  // Two word lists, the reader's (documents) and the questions', so a one-line lead is told.
  const said = prose(text);
  const inLanguage =
    (detectLanguage(said, 1)?.language ?? questionLanguage(said)) === question.language;
  return {
    answered: missing.length === 0,
    cited,
    citedIds: [...citedIds],
    inLanguage,
    firstEventMs,
    totalMs,
    text,
    missing,
  };
}

/** Prints a miss (a fact not stated, a citation off, another language); only dev misses are shown. */
export function showMiss(question: AskableQuestion, asked: AskedQuestion): void {
  if (asked.answered && asked.cited && asked.inLanguage) return;
  const mark = (holds: boolean, label: string) => (holds ? "    " : label);
  console.log(
    `  ${question.id ?? ""} ${mark(asked.answered, "fact")} ${mark(asked.cited, "cite")} ${mark(asked.inLanguage, "lang")}  ${question.q}` +
      (asked.missing.length > 0 ? `  (missing: ${asked.missing.join(" | ")})` : "") +
      `  → ${asked.text.replace(/\s+/g, " ").slice(0, 160)}`,
  );
}
