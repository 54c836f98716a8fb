import { describe, expect, it } from "vitest";
import { canSendMessage, isAttachable } from "./attachments.ts";

describe("isAttachable", () => {
  it("takes the spec's types whatever the case of the extension", () => {
    for (const name of ["a.pdf", "b.DOC", "c.docx", "d.txt", "e.JPG", "f.jpeg", "g.png"]) {
      expect(isAttachable(name), name).toBe(true);
    }
  });

  it("refuses other types and names without an extension", () => {
    for (const name of ["a.xlsx", "b.heic", "c.csv", "pdf", "d.pdf.exe", ".png."]) {
      expect(isAttachable(name), name).toBe(false);
    }
  });
});

describe("canSendMessage", () => {
  const ready = { attaching: false };
  it("needs text or a file", () => {
    expect(canSendMessage({ text: "  \n ", files: [], loading: false })).toBe(false);
    expect(canSendMessage({ text: "Berapa total?", files: [], loading: false })).toBe(true);
    expect(canSendMessage({ text: "", files: [ready], loading: false })).toBe(true);
  });

  it("waits while an answer comes or a file is still attaching", () => {
    expect(canSendMessage({ text: "a", files: [], loading: true })).toBe(false);
    expect(canSendMessage({ text: "a", files: [ready, { attaching: true }], loading: false })).toBe(
      false,
    );
  });
});
