import type { DocumentText, FieldSource, TextBox, TextLine, TextPage } from "./types.ts";
import type { Language } from "../contracts/languages.ts";

/** One line of the document with where it sits, in reading order across pages. */
export interface LocatedLine {
  text: string;
  page: number;
  /** Index of the line on its page. */
  line: number;
  box: TextBox | null;
  /** 0 at the top of the document, 1 at the end of its last page. */
  position: number;
  /** OCR's confidence in the line, 0–1; null where the text was not recognised. */
  confidence: number | null;
  /** Its pieces in columns parted by wide gaps, left to right, where the reader found any. */
  segments?: Array<{ text: string; box: TextBox }>;
}

/** The share of a page's height at its top and at its bottom where headers and footers sit. */
const MARGIN = 0.1;

function margin(line: TextLine, page: TextPage): "top" | "bottom" | null {
  if (!line.box || !page.height) return null;
  const middle = (line.box.y + line.box.height / 2) / page.height;
  return middle < MARGIN ? "top" : middle > 1 - MARGIN ? "bottom" : null;
}

/** A line's text with its numbers blanked: "Halaman 1 dari 2" and "Halaman 2 dari 2" agree. */
function furnitureKey(text: string): string {
  return text.trim().toLowerCase().replace(/\d+/g, "#");
}

interface Furniture {
  /** Keys of lines repeated in the margin of every page. */
  keys: Set<string>;
  /** Those whose numbers change from page to page: a page counter, never content. */
  counters: Set<string>;
}

/**
 * Headers and footers: the same line (numbers aside) in a page's margin on every page of a
 * document of several. Repeated, they would cut a sentence that runs on to the next page
 * ("tunduk pada hukum Negara Republik | Halaman 1 dari 2 | Indonesia.").
 */
function pageFurniture(pages: TextPage[]): Furniture {
  const furniture: Furniture = { keys: new Set(), counters: new Set() };
  if (pages.length < 2) return furniture;
  const textsOf = new Map<string, { pages: number; texts: Set<string> }>();
  for (const page of pages) {
    const seen = new Set<string>();
    for (const line of page.lines) {
      if (margin(line, page) === null) continue;
      const key = furnitureKey(line.text);
      const entry = textsOf.get(key) ?? { pages: 0, texts: new Set<string>() };
      if (!seen.has(key)) entry.pages++;
      entry.texts.add(line.text.trim());
      seen.add(key);
      textsOf.set(key, entry);
    }
  }
  for (const [key, entry] of textsOf) {
    if (entry.pages !== pages.length) continue;
    furniture.keys.add(key);
    if (entry.texts.size > 1) furniture.counters.add(key);
  }
  return furniture;
}

/**
 * Repeats are dropped after the first page, where a letterhead names the vendor; a page
 * counter goes everywhere.
 */
function isFurniture(line: TextLine, page: TextPage, pageIndex: number, furniture: Furniture) {
  if (margin(line, page) === null) return false;
  const key = furnitureKey(line.text);
  return furniture.counters.has(key) || (pageIndex > 0 && furniture.keys.has(key));
}

/**
 * Numbers OCR pulled apart or glued on: a thousands group after a doubled separator ("-6..200")
 * or a space ("196 .000"), cents after a space ("RM43. 40"), neither ever written on purpose;
 * a sum with cents glued to letters ("RMA43.40", "Ri43.40": OCR's readings of RM) and a
 * rupiah sign glued to its label ("TOTALRp"), parted so each reads as itself.
 */
function mendNumbers(text: string): string {
  return text
    .replace(/(?<=\d)([.,])\1(?=\d{3}(?!\d))/g, "$1")
    .replace(/(?<=\d) (?=\.\d{3}(?!\d))/g, "")
    .replace(/(?<=[A-Za-z$]\s?\d{1,9}\.) (?=\d{2}(?![\d.,]))/g, "")
    .replace(/(?<=\b[A-Za-z]{1,3})(?=\d{1,9}[.,]\d{2}(?![\d.,]))/g, " ")
    .replace(/(?<=[A-Z]{3})(?=Rp\b)/g, " ");
}

/**
 * Lines in reading order with blank ones and page furniture dropped; positions count pages and
 * lines.
 */
export function documentLines(document: DocumentText): LocatedLine[] {
  const lines: LocatedLine[] = [];
  const pageCount = Math.max(1, document.pages.length);
  const furniture = pageFurniture(document.pages);
  document.pages.forEach((page, pageIndex) => {
    const count = Math.max(1, page.lines.length);
    page.lines.forEach((line, lineIndex) => {
      const text = mendNumbers(line.text.replace(/\s+/g, " ").trim());
      if (!text) return;
      if (isFurniture(line, page, pageIndex, furniture)) return;
      const segments = line.segments
        ?.map((segment) => ({ ...segment, text: mendNumbers(segment.text) }))
        .filter((segment) => segment.text);
      lines.push({
        text,
        page: page.number,
        line: lineIndex,
        box: line.box,
        position: (pageIndex + lineIndex / count) / pageCount,
        confidence: line.confidence ?? null,
        ...(segments && segments.length > 1 && { segments }),
      });
    });
  });
  return lines;
}

/**
 * Each line parted into its columns' pieces, where the reader found wide gaps: a row of a
 * buyer's and a seller's blocks side by side reads as two lines on one row, each under its own
 * block's label, while the whole line stays what the type is read from.
 */
export function columnPieces(lines: LocatedLine[]): LocatedLine[] {
  return lines.flatMap((line) => {
    if (!line.segments) return [line];
    const { segments, ...whole } = line;
    return segments.map((segment) => ({ ...whole, text: segment.text, box: segment.box }));
  });
}

export function sourceOf(line: LocatedLine): FieldSource {
  return { page: line.page, line: line.line, text: line.text, box: line.box };
}

/** A plain text as a document of one page without layout (a .txt, a dataset's transcript). */
export function documentFromText(text: string, language: Language | null = null): DocumentText {
  return {
    pages: [
      {
        number: 1,
        width: null,
        height: null,
        lines: text.split(/\r?\n/).map((line) => ({ text: line, box: null })),
      },
    ],
    text,
    language,
  };
}
