import { MENTION_TOKEN, type ChatRequest, type StreamEvent } from "../../../contracts/assistant.ts";
import { SEARCH } from "../../../contracts/limits.ts";
import type { Actor } from "../../auth/actor.ts";
import type { Db } from "../../db/client.ts";
import { conversationLanguage } from "../../../understanding/question/question-language.ts";
import type { DocumentRow } from "../documents/present-document.ts";
import { searchScope, todayIn } from "../search/search-documents.ts";
import { mentionedLegalItem } from "../legal-library/legal-item-as-document.ts";
import { answerWithoutModel } from "./answer-without-model.ts";
import { createAssistantTools, type AssistantTools } from "./assistant-tools.ts";
import { PHRASES } from "./phrases.ts";
import { spellOutQuestion } from "./spell-out-question.ts";

/** Answers with a language model choosing the tools; absent, our own planner answers. */
export interface ModelPlanner {
  answer(input: {
    messages: ChatRequest["messages"];
    mentioned: DocumentRow[];
    tools: AssistantTools;
    language: ChatRequest["language"];
    emit: (event: StreamEvent) => void;
    signal: AbortSignal;
  }): Promise<string[]>;
}

/**
 * The ids of every document mentioned in the conversation's own messages, the latest
 * message's first: a follow-up about a newly mentioned document is about that one.
 */
export function mentionedIds(messages: ChatRequest["messages"]): string[] {
  return mentionedItems(messages).map((item) => item.id);
}

/** As mentionedIds, with each item's type: a draft or knowledge item is read from the library. */
export function mentionedItems(
  messages: ChatRequest["messages"],
): Array<{ id: string; type: MentionType }> {
  const seen = new Set<string>();
  return [...messages]
    .reverse()
    .filter((message) => message.role === "user")
    .flatMap((message) =>
      [...message.content.matchAll(MENTION_TOKEN)].map((match) => ({
        id: match[3]!,
        type: match[2] as MentionType,
      })),
    )
    .filter((item) => !seen.has(item.id) && seen.add(item.id));
}

type MentionType = "uploaded_document" | "legal_draft" | "knowledge_library";

/** A message as a question: mention tokens stand for their documents, found another way. */
export function questionText(content: string): string {
  return content.replace(MENTION_TOKEN, " ").replace(/\s+/g, " ").trim();
}

/** The user's questions, oldest first, as text, chat shorthand written out. */
function userQuestions(messages: ChatRequest["messages"]): string[] {
  return messages
    .filter((message) => message.role === "user")
    .map((message) => spellOutQuestion(questionText(message.content)));
}

/**
 * One answer to a conversation, as stream events (spec §3): the tools used, the text, then
 * `done` with the documents cited. Scoped to one organization the caller belongs to; a
 * mention of any other organization's document is left out and said so.
 */
export async function streamAnswer(
  db: Db,
  actor: Actor,
  request: ChatRequest,
  options: { model: ModelPlanner | null; emit: (event: StreamEvent) => void; signal: AbortSignal },
): Promise<void> {
  const { emit, signal } = options;
  const organizationId = request.organizationId ?? actor.activeOrganizationId ?? undefined;
  const condition = await searchScope(db, actor, { organizationId });
  const today = request.today ?? todayIn(SEARCH.defaultTimeZone);
  const tools = createAssistantTools(db, actor, {
    organizationId: organizationId!,
    condition,
    today,
  });
  // Answered in the language the question was asked in, whatever the interface's.
  const language = conversationLanguage(userQuestions(request.messages), request.language);
  const mentioned: DocumentRow[] = [];
  let missing = false;
  for (const { id, type } of mentionedItems(request.messages)) {
    const row =
      type === "uploaded_document"
        ? await tools.document(id)
        : await mentionedLegalItem(db, actor, organizationId!, type, id, language);
    if (row) mentioned.push(row);
    else missing = true;
  }
  if (missing) emit({ type: "text", content: `${PHRASES[language].mentionedMissing}\n\n` });

  const last = request.messages.at(-1);
  const documentIds =
    options.model && last
      ? await options.model.answer({
          messages: request.messages,
          mentioned,
          tools,
          language,
          emit,
          signal,
        })
      : await answerWithoutModel(userQuestions(request.messages), mentioned, {
          tools,
          language,
          emit,
          signal,
        });
  emit({ type: "done", data: { documentIds } });
}
