import { describe, expect, it } from "vitest";
import { ChatRequestError } from "./api/stream-chat.ts";
import { chatFailureKey } from "./chat-failure.ts";

describe("chatFailureKey", () => {
  it("says the user is not authenticated when the chat answers 401, with or without a code", () => {
    const withCode = new ChatRequestError({
      kind: "response",
      status: 401,
      code: "UNAUTHENTICATED",
    });
    const withoutCode = new ChatRequestError({ kind: "response", status: 401, code: null });
    expect(chatFailureKey(withCode)).toBe("assistant.errors.notAuthenticated");
    expect(chatFailureKey(withoutCode)).toBe("assistant.errors.notAuthenticated");
  });

  it("names other refusals by their code, else 'Failed to get a response'", () => {
    const limited = new ChatRequestError({ kind: "response", status: 429, code: "RATE_LIMITED" });
    expect(chatFailureKey(limited)).toBe("errors.RATE_LIMITED");
    const bare = new ChatRequestError({ kind: "response", status: 502, code: null });
    expect(chatFailureKey(bare)).toBe("assistant.errors.noResponse");
  });

  it("tells a missing stream and a lost connection apart", () => {
    expect(chatFailureKey(new ChatRequestError({ kind: "no-stream" }))).toBe(
      "assistant.errors.noStream",
    );
    expect(chatFailureKey(new TypeError("Failed to fetch"))).toBe("common.connectionError");
    expect(chatFailureKey(new Error("odd"))).toBe("assistant.errors.noResponse");
  });
});
