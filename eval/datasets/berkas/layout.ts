/** Building blocks the document layouts share: label–value blocks, ruled tables, signatures. */
import type { Sheet, Style } from "./render.ts";
import { wrap } from "./render.ts";

export interface Column {
  title: string;
  left: number;
  right: number;
  align?: "left" | "right" | "center";
}

const cellX = (column: Column) =>
  column.align === "right"
    ? column.right - 4
    : column.align === "center"
      ? (column.left + column.right) / 2
      : column.left + 4;

/**
 * A table at the cursor. Cells may hold several lines ("\n"); the first column that is too
 * narrow wraps. `ruled` draws every cell border; otherwise rules go under the header and at the end.
 */
export function table(
  sheet: Sheet,
  columns: Column[],
  rows: string[][],
  options: {
    style?: Style;
    header?: Style;
    headerFill?: string;
    ruled?: boolean;
    zebra?: string;
    padding?: number;
    /** Column titles may have two lines ("Harga\nSatuan"). */
  } = {},
) {
  const style = { size: 9, ...options.style };
  const header = { bold: true, ...style, ...options.header };
  const lh = sheet.lineHeight(style);
  const pad = options.padding ?? 3;
  const left = columns[0]!.left;
  const right = columns[columns.length - 1]!.right;

  const headerLines = Math.max(...columns.map((column) => column.title.split("\n").length));
  const headerHeight = headerLines * sheet.lineHeight(header) + pad * 2;
  const top = sheet.y;
  if (options.headerFill)
    sheet.rect(left, top, right - left, headerHeight, { fill: options.headerFill });
  columns.forEach((column) =>
    column.title.split("\n").forEach((text, index) => {
      sheet.text(cellX(column), top + pad + header.size + index * sheet.lineHeight(header), text, {
        ...header,
        align: column.align ?? "left",
      });
    }),
  );
  sheet.line(left, top, right, top, options.ruled ? 0.7 : 0.9);
  sheet.y = top + headerHeight;
  sheet.line(left, sheet.y, right, sheet.y, 0.7);

  rows.forEach((cells, rowIndex) => {
    const cellLines = cells.map((cell, index) => {
      const column = columns[index]!;
      return cell
        .split("\n")
        .flatMap((part) => (part ? wrap(part, column.right - column.left - 8, style) : [""]));
    });
    const height = Math.max(...cellLines.map((lines) => lines.length)) * lh + pad * 2;
    const rowTop = sheet.y;
    if (options.zebra && rowIndex % 2 === 1)
      sheet.rect(left, rowTop, right - left, height, { fill: options.zebra });
    cellLines.forEach((lines, index) => {
      const column = columns[index]!;
      lines.forEach((text, lineIndex) => {
        if (text) {
          sheet.text(cellX(column), rowTop + pad + style.size + lineIndex * lh, text, {
            ...style,
            size: lineIndex > 0 && index === 1 ? style.size - 1 : style.size,
            align: column.align ?? "left",
          });
        }
      });
    });
    sheet.y += height;
    if (options.ruled) sheet.line(left, sheet.y, right, sheet.y, 0.5);
  });
  if (!options.ruled) sheet.line(left, sheet.y, right, sheet.y, 0.7);
  if (options.ruled) {
    for (const x of [left, ...columns.map((column) => column.right)])
      sheet.line(x, top, x, sheet.y, 0.5);
  }
}

/** "Label : value" lines with the colons aligned; returns the y after the block. */
export function keyValues(
  sheet: Sheet,
  x: number,
  labelWidth: number,
  rows: Array<[string, string]>,
  style: Style = {},
  startY = sheet.y,
  valueStyle: Style = {},
  /** Values wider than this wrap under themselves. */
  wrapWidth?: number,
) {
  let y = startY;
  const lh = sheet.lineHeight(style);
  const size = style.size ?? sheet.base.size;
  for (const [label, value] of rows) {
    sheet.text(x, y + size, label, style);
    sheet.text(x + labelWidth, y + size, ":", style);
    const merged = { ...sheet.base, ...style, ...valueStyle };
    for (const part of wrapWidth ? wrap(value, wrapWidth, merged) : [value]) {
      sheet.text(x + labelWidth + 8, y + size, part, { ...style, ...valueStyle });
      y += lh;
    }
  }
  return y;
}

/** Label on the left, amount right-aligned: the totals under an invoice table. */
export function totals(
  sheet: Sheet,
  labelX: number,
  valueRight: number,
  rows: Array<[string, string, Style?]>,
  style: Style = {},
) {
  for (const [label, value, rowStyle] of rows) {
    const merged = { ...style, ...rowStyle };
    const height = sheet.lineHeight(merged);
    const baseline = sheet.y + (merged.size ?? sheet.base.size);
    sheet.text(labelX, baseline, label, merged);
    sheet.text(valueRight, baseline, value, { ...merged, align: "right" });
    sheet.y += height;
  }
}

/** A signature block centred on `x`: place and date, closing words, a gap, the name, the role. */
export function signature(
  sheet: Sheet,
  x: number,
  lines: { top: string[]; name: string; role?: string; gap?: number },
  style: Style = {},
) {
  const lh = sheet.lineHeight(style);
  let y = sheet.y;
  const size = style.size ?? sheet.base.size;
  for (const text of lines.top) {
    sheet.text(x, y + size, text, { ...style, align: "center" });
    y += lh;
  }
  y += lines.gap ?? 42;
  sheet.text(x, y + size, lines.name, { ...style, bold: true, align: "center" });
  const width = Math.max(90, lines.name.length * size * 0.55);
  sheet.line(x - width / 2, y + size + 2, x + width / 2, y + size + 2, 0.5);
  y += lh;
  if (lines.role) {
    sheet.text(x, y + size, lines.role, { ...style, align: "center" });
    y += lh;
  }
  return y;
}
