import { describe, expect, it } from "vitest";
import {
  chatStorageKeys,
  GREETING,
  readDraft,
  readHistory,
  writeDraft,
  writeHistory,
  type ChatEntry,
} from "./chat-storage.ts";

class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

/** Storage that refuses to hold more than `quota` characters, as a browser's does. */
class SmallStorage extends MemoryStorage {
  private readonly quota: number;
  constructor(quota: number) {
    super();
    this.quota = quota;
  }
  override setItem(key: string, value: string) {
    if (value.length > this.quota) throw new DOMException("full", "QuotaExceededError");
    super.setItem(key, value);
  }
}

describe("chat storage", () => {
  it("keeps each user's conversation in each organization apart", () => {
    const keys = new Set([
      chatStorageKeys("u1", "o1").history,
      chatStorageKeys("u1", "o2").history,
      chatStorageKeys("u2", "o1").history,
      chatStorageKeys("u1", "o1").draft,
    ]);
    expect(keys.size).toBe(4);
  });

  it("gives back the conversation after the greeting, without empty answers", () => {
    const storage = new MemoryStorage();
    writeHistory(storage, "h", [
      GREETING,
      { id: "1", role: "user", content: "Berapa total?" },
      { id: "2", role: "assistant", content: "" },
      { id: "3", role: "assistant", content: "Rp 1.110.000" },
    ]);
    expect(readHistory(storage, "h")).toEqual([
      GREETING,
      { id: "1", role: "user", content: "Berapa total?" },
      { id: "3", role: "assistant", content: "Rp 1.110.000" },
    ]);
  });

  it("starts over with the greeting when nothing or something unreadable is stored", () => {
    const storage = new MemoryStorage();
    expect(readHistory(storage, "h")).toEqual([GREETING]);
    storage.setItem("h", "{not json");
    expect(readHistory(storage, "h")).toEqual([GREETING]);
    storage.setItem("h", JSON.stringify([{ role: "system", content: "x" }]));
    expect(readHistory(storage, "h")).toEqual([GREETING]);
  });

  it("keeps the newest messages that fit when storage is full, never an older conversation", () => {
    const storage = new SmallStorage(400);
    const message = (index: number): ChatEntry => ({
      id: String(index),
      role: index % 2 ? "user" : "assistant",
      content: `pesan nomor ${index}`,
    });
    writeHistory(storage, "h", [GREETING, message(1), message(2)]);
    const long = [GREETING, ...Array.from({ length: 12 }, (_, index) => message(index + 1))];
    writeHistory(storage, "h", long);
    const remembered = readHistory(storage, "h");
    expect(remembered.length).toBeGreaterThan(1);
    expect(remembered.at(-1)).toEqual(message(12));
    expect(remembered.slice(1)).toEqual(long.slice(long.length - (remembered.length - 1)));

    const huge = { id: "x", role: "user" as const, content: "x".repeat(500) };
    writeHistory(storage, "h", [GREETING, message(1), huge]);
    expect(readHistory(storage, "h")).toEqual([GREETING]);
  });

  it("forgets a cleared conversation and an emptied draft", () => {
    const storage = new MemoryStorage();
    writeHistory(storage, "h", [GREETING, { id: "1", role: "user", content: "a" }]);
    writeHistory(storage, "h", [GREETING]);
    expect(storage.getItem("h")).toBeNull();
    writeDraft(storage, "d", "draf");
    expect(readDraft(storage, "d")).toBe("draf");
    writeDraft(storage, "d", "");
    expect(storage.getItem("d")).toBeNull();
  });
});
