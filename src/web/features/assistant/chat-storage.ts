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

/**
 * Remembers the conversation. When storage is full, the newest messages that fit are kept
 * (halving until they do): a failed write would otherwise leave an older conversation behind,
 * and the page would come back to it.
 */
export function writeHistory(storage: Storage, key: string, messages: ChatEntry[]): void {
  let kept = messages.filter((message) => message.id !== GREETING_ID && message.content);
  for (;;) {
    try {
      if (kept.length === 0) storage.removeItem(key);
      else storage.setItem(key, JSON.stringify(kept));
      return;
    } catch {
      if (kept.length === 0) return; // Blocked storage: the conversation works, unremembered.
      kept = kept.slice(Math.ceil(kept.length / 2));
    }
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
