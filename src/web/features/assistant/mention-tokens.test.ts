import { describe, expect, it } from "vitest";
import {
  activeMentionQuery,
  insertMention,
  mentionToken,
  splitMentions,
} from "./mention-tokens.ts";

const ID = "0b6f9a52-4c1e-4f57-9a3e-5d2c7b8e1f00";

describe("activeMentionQuery", () => {
  it("opens on an @ at the start or after whitespace, with the text typed after it", () => {
    expect(activeMentionQuery("@", 1)).toEqual({ start: 0, query: "" });
    expect(activeMentionQuery("@fak", 4)).toEqual({ start: 0, query: "fak" });
    expect(activeMentionQuery("lihat @fak", 10)).toEqual({ start: 6, query: "fak" });
    expect(activeMentionQuery("baris\n@fak", 10)).toEqual({ start: 6, query: "fak" });
  });

  it("stays closed inside an e-mail address, after a space, or before the @", () => {
    expect(activeMentionQuery("budi@example.co.id", 18)).toBeNull();
    expect(activeMentionQuery("@faktur pajak", 13)).toBeNull();
    expect(activeMentionQuery("@faktur ", 8)).toBeNull();
    expect(activeMentionQuery("tanpa at", 8)).toBeNull();
    expect(activeMentionQuery("@fak", 0)).toBeNull();
  });

  it("follows the caret, not the end of the text", () => {
    expect(activeMentionQuery("@fak lalu teks", 4)).toEqual({ start: 0, query: "fak" });
  });

  it("does not reopen on a token already inserted", () => {
    const text = `${mentionToken({ title: "Faktur", type: "uploaded_document", id: ID })}`;
    expect(activeMentionQuery(text, text.length)).toBeNull();
  });
});

describe("insertMention", () => {
  it("replaces the typed @query with the token and a space, caret after it", () => {
    const text = "Berapa total @fak?";
    const query = activeMentionQuery(text, 17)!;
    const inserted = insertMention(text, query, {
      title: "Faktur CV Cahaya",
      type: "uploaded_document",
      id: ID,
    });
    const token = `@[Faktur CV Cahaya](uploaded_document:${ID}) `;
    expect(inserted.text).toBe(`Berapa total ${token}?`);
    expect(inserted.caret).toBe("Berapa total ".length + token.length);
  });

  it("does not double the space when one already follows", () => {
    const inserted = insertMention(
      "@fak tolong",
      { start: 0, query: "fak" },
      {
        title: "A",
        type: "legal_draft",
        id: ID,
      },
    );
    expect(inserted.text).toBe(`@[A](legal_draft:${ID}) tolong`);
  });
});

describe("mentionToken", () => {
  it("keeps a title that would end the token early from breaking it", () => {
    const token = mentionToken({ title: "Kontrak [v2]\nfinal", type: "uploaded_document", id: ID });
    expect(token).toBe(`@[Kontrak [v2) final](uploaded_document:${ID})`);
    expect(splitMentions(token)).toEqual([
      { kind: "mention", title: "Kontrak [v2) final", type: "uploaded_document", id: ID },
    ]);
  });
});

describe("splitMentions", () => {
  it("splits text around the tokens", () => {
    expect(splitMentions(`Ringkas @[Sewa](uploaded_document:${ID}) ya`)).toEqual([
      { kind: "text", text: "Ringkas " },
      { kind: "mention", title: "Sewa", type: "uploaded_document", id: ID },
      { kind: "text", text: " ya" },
    ]);
  });

  it("leaves tokens without a title, a known type or a full id as text", () => {
    for (const text of [
      `@[](uploaded_document:${ID})`,
      `@[Sewa](invoice:${ID})`,
      "@[Sewa](uploaded_document:123)",
    ]) {
      expect(splitMentions(text)).toEqual([{ kind: "text", text }]);
    }
  });
});
