import { ASSISTANT, type ChatMessage } from "../../../contracts/assistant.ts";
import { GREETING_ID, type ChatEntry } from "./chat-storage.ts";

/**
 * The conversation as the server reads it: without the greeting and empty answers, the latest
 * messages only, each within the server's length limit (an answer can run longer than a question).
 */
export function toRequestMessages(entries: readonly ChatEntry[]): ChatMessage[] {
  return entries
    .filter((entry) => entry.id !== GREETING_ID && entry.content.trim() !== "")
    .slice(-ASSISTANT.maxMessages)
    .map(({ role, content }) => ({
      role,
      content: content.slice(0, ASSISTANT.maxMessageCharacters),
    }));
}
