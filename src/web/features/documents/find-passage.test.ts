import { describe, expect, it } from "vitest";
import { findPassage } from "./find-passage.ts";

const content =
  "Pasal 9\nKEADAAN KAHAR\nPara Pihak dibebaskan dari kewajibannya\ndalam hal terjadi keadaan kahar (bencana alam).\nPasal 10";

describe("findPassage", () => {
  it("finds a clause whatever the line breaks and letter case between its words", () => {
    const found = findPassage(
      content,
      "para pihak dibebaskan dari kewajibannya dalam hal terjadi keadaan kahar (bencana alam).",
    );
    expect(found && content.slice(found.start, found.end)).toBe(
      "Para Pihak dibebaskan dari kewajibannya\ndalam hal terjadi keadaan kahar (bencana alam).",
    );
  });

  it("falls back to the clause's opening words when its end differs from the text", () => {
    const found = findPassage(
      content,
      "Para Pihak dibebaskan dari kewajibannya dalam hal terjadi keadaan memaksa",
    );
    expect(found && content.slice(found.start, found.end)).toBe(
      "Para Pihak dibebaskan dari kewajibannya\ndalam hal terjadi",
    );
  });

  it("finds nothing for a passage the text does not hold", () => {
    expect(findPassage(content, "Governing law of Singapore")).toBeNull();
    expect(findPassage(content, "   ")).toBeNull();
  });
});
