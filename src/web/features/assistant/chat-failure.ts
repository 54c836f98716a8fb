import { ChatRequestError } from "./api/stream-chat.ts";

/**
 * The translation key of the message a failed chat request shows (spec §8). A 401 means the
 * request carried no valid session, the spec's missing access token, whatever code it came with.
 */
export function chatFailureKey(failure: unknown): string {
  if (failure instanceof ChatRequestError) {
    if (failure.failure.kind === "no-stream") return "assistant.errors.noStream";
    if (failure.failure.status === 401) return "assistant.errors.notAuthenticated";
    if (failure.failure.code) return `errors.${failure.failure.code}`;
    return "assistant.errors.noResponse";
  }
  if (failure instanceof TypeError) return "common.connectionError";
  return "assistant.errors.noResponse";
}
