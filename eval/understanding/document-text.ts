import { detectLanguage } from "../../src/reader/index.ts";
import type { DocumentText, TextLine } from "../../src/understanding/index.ts";

function documentOfLines(lines: TextLine[]): DocumentText {
  const text = lines.map((line) => line.text).join("\n");
  return {
    pages: [{ number: 1, width: null, height: null, lines }],
    text,
    language: detectLanguage(text)?.language ?? null,
  };
}

/** A `.txt` file as the reader would give it: one page, a line per text line, no boxes. */
export function documentFromPlainText(content: string): DocumentText {
  const lines = content
    .replace(/^\uFEFF/, "")
    .split(/\r?\n/)
    .map((text) => ({ text, box: null }));
  return documentOfLines(lines);
}

const BOX_LINE = /^(-?\d+),(-?\d+),(-?\d+),(-?\d+),(-?\d+),(-?\d+),(-?\d+),(-?\d+),(.*)$/;

/**
 * A dataset's own OCR text (SROIE's box files): one text box a line,
 * `x1,y1,x2,y2,x3,y3,x4,y4,transcript`, the transcript possibly holding commas. Each box becomes
 * a line with the rectangle around its four corners; a line without corners is kept as text
 * without a box. The page size is not in the file, so it stays unknown.
 */
export function documentFromOcrBoxes(content: string): DocumentText {
  const lines: TextLine[] = [];
  for (const row of content.replace(/^\uFEFF/, "").split(/\r?\n/)) {
    const match = BOX_LINE.exec(row);
    if (!match) {
      if (row.trim()) lines.push({ text: row.trim(), box: null });
      continue;
    }
    const corners = match.slice(1, 9).map(Number);
    const xs = corners.filter((_, index) => index % 2 === 0);
    const ys = corners.filter((_, index) => index % 2 === 1);
    const [x, y] = [Math.min(...xs), Math.min(...ys)];
    const text = match[9]!.trim();
    if (!text) continue;
    lines.push({
      text,
      box: { x, y, width: Math.max(...xs) - x, height: Math.max(...ys) - y },
    });
  }
  return documentOfLines(lines);
}
