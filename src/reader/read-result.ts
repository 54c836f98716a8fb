/** What reading a file gives: pages of lines, each line with where it sits on the page. */
import type { Language } from "../contracts/languages.ts";
import type { VerificationQr } from "../contracts/verification-qr.ts";

export type ReadMethod = "text-layer" | "ocr" | "office" | "sheet" | "csv";

/** In page units (PDF points, or image pixels), origin top-left. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface ReadLine {
  text: string;
  /** Null where the format has no layout (Office documents, sheets, CSV). */
  box: Box | null;
  /** OCR's confidence in the line, 0–1; null for text that was not recognised from pixels. */
  confidence: number | null;
  /**
   * The line's pieces where wide gaps part it into columns (a PDF's buyer and seller blocks
   * printed side by side), left to right; absent where it is one piece. The line's text stays
   * the whole row's, as a reader of the page takes it; the pieces are the columns' own reading.
   */
  segments?: LineSegment[];
}

/** A column's piece of a line: its words and where they sit. */
export interface LineSegment {
  text: string;
  box: Box;
}

export interface ReadPage {
  /** 1-based. */
  number: number;
  method: ReadMethod;
  /** Page size in the units of its boxes; null where the format has no layout. */
  width: number | null;
  height: number | null;
  lines: ReadLine[];
  text: string;
}

export interface ReadResult {
  pages: ReadPage[];
  text: string;
  pageCount: number;
  language: Language | null;
  languageConfidence: number | null;
  /** Things left unread or read in part (pages past the OCR limit, rows past the sheet limit). */
  warnings: string[];
  /** A QR code on the first page of a PDF or picture; absent for formats without pixels. */
  verificationQr?: VerificationQr;
}

/** A page of lines without layout (Office documents, sheets, CSV). */
export function pageOfText(number: number, method: ReadMethod, texts: string[]): ReadPage {
  const lines = texts.map((text) => ({ text, box: null, confidence: null }));
  return { number, method, width: null, height: null, lines, text: texts.join("\n") };
}

/** Lines with their boxes multiplied by `factor` (pixels of a rendering back to page units). */
export function scaleLines(lines: ReadLine[], factor: number): ReadLine[] {
  return lines.map((line) => ({
    ...line,
    box: line.box && {
      x: line.box.x * factor,
      y: line.box.y * factor,
      width: line.box.width * factor,
      height: line.box.height * factor,
    },
  }));
}
