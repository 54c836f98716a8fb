import { expect } from "vitest";
import type { StreamEvent } from "../../src/contracts/assistant.ts";
import type { Language } from "../../src/contracts/languages.ts";
import type { App } from "../../src/server/app.ts";
import { personalOrganizationOf, signUp, type SignedIn } from "./accounts.ts";
import { insertDocument } from "./documents.ts";
import { createTestApp, type TestApp } from "./test-app.ts";

export interface ChatQuestion {
  /** One question, or a conversation's questions: the answer is to the last. */
  question: string | string[];
  /** The interface's language the request carries. */
  language: Language;
  today?: string;
  organizationId?: string;
}

export interface ChatAnswer {
  status: number;
  contentType: string | undefined;
  body: string;
  events: StreamEvent[];
  text: string;
  /** The documents the final event cites, none when the stream did not end with one. */
  cited: string[];
}

/**
 * Asks `POST /api/chat-stream` as the person holding `token` and reads the server-sent events as
 * the web app does. Earlier questions of a conversation get a placeholder reply each, as a
 * client sends its history.
 */
export async function askAssistant(
  app: App,
  token: string,
  { question, language, today, organizationId }: ChatQuestion,
): Promise<ChatAnswer> {
  const messages = [question]
    .flat()
    .flatMap((content, turn) => [
      ...(turn > 0 ? [{ role: "assistant", content: "…" }] : []),
      { role: "user", content },
    ]);
  const response = await app.inject({
    method: "POST",
    url: "/api/chat-stream",
    headers: { authorization: `Bearer ${token}` },
    payload: { messages, language, today, organizationId },
  });
  const events = response.body
    .split("\n\n")
    .filter((block) => block.startsWith("data: "))
    .map((block) => JSON.parse(block.slice("data: ".length)) as StreamEvent);
  const done = events.at(-1);
  return {
    status: response.statusCode,
    contentType: response.headers["content-type"]?.toString(),
    body: response.body,
    events,
    text: events.flatMap((event) => (event.type === "text" ? [event.content] : [])).join(""),
    cited: done?.type === "done" ? done.data.documentIds : [],
  };
}

/**
 * A question asked in one language with the interface set to the other: the answer must follow
 * the question's language, not the interface's.
 */
export async function askInOtherInterfaceLanguage(
  app: App,
  token: string,
  question: string | string[],
  asked: Language,
  today: string,
): Promise<ChatAnswer> {
  return askAssistant(app, token, { question, language: asked === "en" ? "id" : "en", today });
}

/**
 * A test file's `ask(question, asked)`: `askInOtherInterfaceLanguage` as the person `who` gives
 * (read when asking, once the file's beforeAll has signed them in), failing on an answer other
 * than 200 with its body.
 */
export function askerInOtherInterfaceLanguage(
  who: () => { app: App; token: string },
  today: string,
): (question: string | string[], asked: Language) => Promise<ChatAnswer> {
  return async (question, asked) => {
    const { app, token } = who();
    const answer = await askInOtherInterfaceLanguage(app, token, question, asked, today);
    expect(answer.status, answer.body).toBe(200);
    return answer;
  };
}

/** A document a chat test stores, without the organization the bench gives it. */
export type ChatDocument = Omit<Parameters<typeof insertDocument>[1], "organizationId">;

export interface ChatBench {
  subject: TestApp;
  owner: SignedIn;
  organizationId: string;
  /** Stores a document in the owner's own organization and gives its id. */
  add(document: ChatDocument): Promise<string>;
  /** A question asked as the owner with the interface in the other language (200 or fails). */
  ask(question: string | string[], asked: Language): Promise<ChatAnswer>;
}

/**
 * A fresh app and one signed-up owner whose own organization a chat test fills with `add`,
 * asking on `today`. The test closes `subject` after its tests.
 */
export async function openChatBench(today: string): Promise<ChatBench> {
  const subject = await createTestApp();
  const owner = await signUp(subject.app);
  const organizationId = await personalOrganizationOf(subject.app, owner);
  return {
    subject,
    owner,
    organizationId,
    add: (document) => insertDocument(subject.database.db, { organizationId, ...document }),
    ask: askerInOtherInterfaceLanguage(() => ({ app: subject.app, token: owner.token }), today),
  };
}
