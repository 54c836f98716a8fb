import { columnPieces, type LocatedLine } from "./document-lines.ts";
import type { TextBox } from "./types.ts";

/**
 * Lines that sit side by side on a page, left to right: OCR and PDF text often split a label
 * ("TOTAL") from its value ("9.00") into separate pieces on the same row.
 */
export interface Row {
  text: string;
  lines: LocatedLine[];
  page: number;
  position: number;
  box: TextBox | null;
}

function overlapsVertically(a: TextBox, b: TextBox): boolean {
  const top = Math.max(a.y, b.y);
  const bottom = Math.min(a.y + a.height, b.y + b.height);
  return bottom - top > 0.5 * Math.min(a.height, b.height);
}

/**
 * Whether one box stands above the other, sharing most of the narrower one's width: lines
 * stacked in one column, which a turned photo's tall boxes make overlap vertically too.
 */
function stacked(a: TextBox, b: TextBox): boolean {
  const left = Math.max(a.x, b.x);
  const right = Math.min(a.x + a.width, b.x + b.width);
  return right - left > 0.5 * Math.min(a.width, b.width);
}

function union(a: TextBox, b: TextBox): TextBox {
  const x = Math.min(a.x, b.x);
  const y = Math.min(a.y, b.y);
  return {
    x,
    y,
    width: Math.max(a.x + a.width, b.x + b.width) - x,
    height: Math.max(a.y + a.height, b.y + b.height) - y,
  };
}

/**
 * Rows in reading order; lines without boxes are rows of their own. A line the reader parted
 * into columns enters as its pieces, so each block's words keep their own box on the row.
 */
export function groupRows(lines: LocatedLine[]): Row[] {
  const rows: Row[] = [];
  for (const line of columnPieces(lines)) {
    const row = line.box
      ? rows.find(
          (candidate) =>
            candidate.page === line.page &&
            candidate.box !== null &&
            overlapsVertically(candidate.box, line.box as TextBox) &&
            !candidate.lines.some((each) => each.box && stacked(each.box, line.box as TextBox)),
        )
      : undefined;
    if (row && row.box && line.box) {
      row.lines.push(line);
      row.box = union(row.box, line.box);
    } else {
      rows.push({
        text: line.text,
        lines: [line],
        page: line.page,
        position: line.position,
        box: line.box,
      });
    }
  }
  for (const row of rows) {
    row.lines.sort((a, b) => (a.box?.x ?? 0) - (b.box?.x ?? 0));
    row.text = row.lines.map((line) => line.text).join(" ");
  }
  return rows.sort(
    (a, b) => a.page - b.page || (a.box && b.box ? a.box.y - b.box.y : a.position - b.position),
  );
}
