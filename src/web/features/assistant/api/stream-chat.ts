import type { ChatRequest, StreamEvent } from "../../../../contracts/assistant.ts";
import { errorBodySchema, type ErrorCode } from "../../../../contracts/errors.ts";
import { createSseParser } from "../sse-lines.ts";

/** Why a chat request failed before its stream began (spec §8). */
export type ChatFailure =
  { kind: "response"; status: number; code: ErrorCode | null } | { kind: "no-stream" };

export class ChatRequestError extends Error {
  readonly failure: ChatFailure;
  constructor(failure: ChatFailure) {
    super(failure.kind === "response" ? `chat answered ${failure.status}` : "no stream");
    this.name = "ChatRequestError";
    this.failure = failure;
  }
}

/**
 * `POST /api/chat-stream` (spec §7): hands each server-sent event to `onEvent` as it arrives.
 * Rejects with ChatRequestError when the server refuses or sends no stream, and with the
 * fetch's AbortError when `signal` aborts.
 */
export async function streamChat(
  request: ChatRequest,
  { signal, onEvent }: { signal: AbortSignal; onEvent: (event: StreamEvent) => void },
): Promise<void> {
  const response = await fetch("/api/chat-stream", {
    method: "POST",
    credentials: "include",
    headers: { "content-type": "application/json", accept: "text/event-stream" },
    body: JSON.stringify(request),
    signal,
  });
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null);
    const parsed = errorBodySchema.safeParse(body);
    throw new ChatRequestError({
      kind: "response",
      status: response.status,
      code: parsed.success ? parsed.data.error.code : null,
    });
  }
  if (!response.body) throw new ChatRequestError({ kind: "no-stream" });

  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  const parser = createSseParser();
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    for (const event of parser.push(value)) onEvent(event);
  }
  for (const event of parser.end()) onEvent(event);
}
