import { describe, expect, it } from "vitest";
import { CHAT } from "../../../contracts/limits.ts";
import { openingOf } from "./find-legal-mentions.ts";

describe("openingOf (a knowledge note's preview in the mention picker)", () => {
  it("keeps a short note whole, its lines joined", () => {
    expect(openingOf("Kontrak di atas Rp100 juta\n  disetujui CFO.")).toBe(
      "Kontrak di atas Rp100 juta disetujui CFO.",
    );
  });

  it("cuts a long note after a whole word, within the picker's length, and says it was cut", () => {
    const body = `${"Perjanjian wajib dibuat dalam Bahasa Indonesia, ".repeat(10)}dan bahasa lain.`;
    const opening = openingOf(body);
    expect(opening.length).toBeLessThanOrEqual(CHAT.mentionPreviewCharacters + 1);
    expect(opening.endsWith("…")).toBe(true);
    expect(body.startsWith(opening.slice(0, -1))).toBe(true);
    expect(body[opening.length - 1]).toMatch(/[\s,]/);
  });
});
