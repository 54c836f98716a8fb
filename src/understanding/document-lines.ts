import type { DocumentText, FieldSource, TextBox } from "./types.ts";

/** One line of the document with where it sits, in reading order across pages. */
export interface LocatedLine {
  text: string;
  page: number;
  /** Index of the line on its page. */
  line: number;
  box: TextBox | null;
  /** 0 at the top of the document, 1 at the end of its last page. */
  position: number;
}

/** Lines in reading order with blank ones dropped; positions count pages and lines. */
export function documentLines(document: DocumentText): LocatedLine[] {
  const lines: LocatedLine[] = [];
  const pageCount = Math.max(1, document.pages.length);
  document.pages.forEach((page, pageIndex) => {
    const count = Math.max(1, page.lines.length);
    page.lines.forEach((line, lineIndex) => {
      const text = line.text.replace(/\s+/g, " ").trim();
      if (!text) return;
      lines.push({
        text,
        page: page.number,
        line: lineIndex,
        box: line.box,
        position: (pageIndex + lineIndex / count) / pageCount,
      });
    });
  });
  return lines;
}

export function sourceOf(line: LocatedLine): FieldSource {
  return { page: line.page, line: line.line, text: line.text, box: line.box };
}

/** A plain text as a document of one page without layout (a .txt, a dataset's transcript). */
export function documentFromText(text: string, language: "en" | "id" | null = null): DocumentText {
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
