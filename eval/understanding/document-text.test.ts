import { describe, expect, it } from "vitest";
import { documentFromOcrBoxes, documentFromPlainText } from "./document-text.ts";

describe("documentFromPlainText", () => {
  it("makes one page of lines without boxes", () => {
    const document = documentFromPlainText(
      "\uFEFFSERVICES AGREEMENT\r\n\r\nThis Agreement is made by the parties.",
    );
    expect(document.pages).toHaveLength(1);
    expect(document.pages[0]!.lines).toEqual([
      { text: "SERVICES AGREEMENT", box: null },
      { text: "", box: null },
      { text: "This Agreement is made by the parties.", box: null },
    ]);
    expect(document.text).toBe("SERVICES AGREEMENT\n\nThis Agreement is made by the parties.");
    expect(document.language).toBe("en");
  });
});

describe("documentFromOcrBoxes", () => {
  it("turns SROIE box lines into lines with the rectangle around their corners", () => {
    const content = [
      "72,25,326,25,326,64,72,64,TAN WOON YANN",
      "50,82,440,82,440,121,50,121,BOOK TA .K(TAMAN DAYA) SDN BND",
      "110,144,383,144,383,163,110,163,NO.53 55,57 & 59, JALAN SAGU 18,",
      "",
      "12,300,90,298,91,320,11,322,TOTAL",
      "a line without corners",
    ].join("\n");
    const document = documentFromOcrBoxes(content);
    expect(document.pages).toHaveLength(1);
    const lines = document.pages[0]!.lines;
    expect(lines.map((line) => line.text)).toEqual([
      "TAN WOON YANN",
      "BOOK TA .K(TAMAN DAYA) SDN BND",
      "NO.53 55,57 & 59, JALAN SAGU 18,",
      "TOTAL",
      "a line without corners",
    ]);
    expect(lines[0]!.box).toEqual({ x: 72, y: 25, width: 254, height: 39 });
    expect(lines[3]!.box).toEqual({ x: 11, y: 298, width: 80, height: 24 });
    expect(lines[4]!.box).toBeNull();
    expect(document.text.split("\n")).toHaveLength(5);
  });
});
