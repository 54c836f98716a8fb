import { describe, expect, it } from "vitest";
import { ASSISTANT, chatRequestSchema } from "../../../contracts/assistant.ts";
import { toRequestMessages } from "./chat-request.ts";
import { GREETING, type ChatEntry } from "./chat-storage.ts";

const entry = (index: number, content = `pesan ${index}`): ChatEntry => ({
  id: String(index),
  role: index % 2 ? "user" : "assistant",
  content,
});

describe("toRequestMessages", () => {
  it("leaves out the greeting and empty answers", () => {
    expect(toRequestMessages([GREETING, entry(1), entry(2, ""), entry(3)])).toEqual([
      { role: "user", content: "pesan 1" },
      { role: "user", content: "pesan 3" },
    ]);
  });

  it("sends what the server accepts however long the conversation and its answers", () => {
    const long = Array.from({ length: 100 }, (_, index) => entry(index + 1, "x".repeat(9_000)));
    const messages = toRequestMessages([GREETING, ...long]);
    expect(messages).toHaveLength(ASSISTANT.maxMessages);
    expect(chatRequestSchema.safeParse({ messages, language: "id" }).success).toBe(true);
  });
});
