import { z } from "zod";
import { chatMessageSchema } from "../../../contracts/assistant.ts";

/** The greeting every conversation opens with; written in the language of the moment. */
export const GREETING_ID = "greeting";

export interface ChatEntry {
  id: string;
  role: "user" | "assistant";
  content: string;
}

export const GREETING: ChatEntry = { id: GREETING_ID, role: "assistant", content: "" };

/** Spec §4, §9: history and the unsent draft live in local storage, per user and organization. */
export function chatStorageKeys(userId: string, organizationId: string) {
  return {
    history: `berkas.chat.history.${userId}.${organizationId}`,
    draft: `berkas.chat.draft.${userId}.${organizationId}`,
  };
}

const storedHistorySchema = z.array(chatMessageSchema.required({ id: true }));

/**
 * The stored conversation, always opening with the greeting; empty answers (a send the page
 * was closed during) and anything unreadable are left out.
 */
export function readHistory(storage: Storage, key: string): ChatEntry[] {
  try {
    const parsed = storedHistorySchema.safeParse(JSON.parse(storage.getItem(key) ?? "[]"));
    if (!parsed.success) return [GREETING];
    const messages = parsed.data.filter(
      (message) => message.id !== GREETING_ID && message.content.trim() !== "",
    );
    return [GREETING, ...messages];
  } catch {
    return [GREETING];
  }
}

export function writeHistory(storage: Storage, key: string, messages: ChatEntry[]): void {
  try {
    const kept = messages.filter((message) => message.id !== GREETING_ID && message.content);
    if (kept.length === 0) storage.removeItem(key);
    else storage.setItem(key, JSON.stringify(kept));
  } catch {
    // Full or blocked storage: the conversation still works, it is only not remembered.
  }
}

export function readDraft(storage: Storage, key: string): string {
  try {
    return storage.getItem(key) ?? "";
  } catch {
    return "";
  }
}

export function writeDraft(storage: Storage, key: string, draft: string): void {
  try {
    if (draft) storage.setItem(key, draft);
    else storage.removeItem(key);
  } catch {
    // As above: only not remembered.
  }
}
