/**
 * "Ask the assistant" about chosen documents (spec §2 legal bulk bar): the table dispatches the
 * ids on the window, and the assistant chat, wherever it is mounted, follows the event.
 */
export const ASK_ASSISTANT_EVENT = "assistant:ask";

export interface AskAssistantDetail {
  documentIds: string[];
  vertical: string;
}

export function dispatchAskAssistant(detail: AskAssistantDetail): void {
  window.dispatchEvent(new CustomEvent(ASK_ASSISTANT_EVENT, { detail }));
}

/** Follows the event; returns the function that stops following it. */
export function onAskAssistant(handler: (detail: AskAssistantDetail) => void): () => void {
  const listener = (event: Event) => handler((event as CustomEvent<AskAssistantDetail>).detail);
  window.addEventListener(ASK_ASSISTANT_EVENT, listener);
  return () => window.removeEventListener(ASK_ASSISTANT_EVENT, listener);
}
