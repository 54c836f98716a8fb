/**
 * A page laid out once, in points from the top-left corner, and drawn later either as a text PDF
 * or as an SVG picture. Text is measured with the standard PDF font metrics, which the Liberation
 * fonts used for pictures share.
 */
import { PDFDocument, StandardFonts, type PDFFont } from "pdf-lib";

export type Face = "sans" | "serif" | "mono" | "hand";

export type Op =
  | {
      kind: "text";
      x: number;
      y: number;
      text: string;
      size: number;
      face: Face;
      bold: boolean;
      italic: boolean;
      angle: number;
      grey: number;
    }
  | { kind: "line"; x1: number; y1: number; x2: number; y2: number; width: number }
  | { kind: "rect"; x: number; y: number; w: number; h: number; width: number }
  | { kind: "ellipse"; cx: number; cy: number; rx: number; ry: number; width: number };

export interface TextStyle {
  size?: number;
  face?: Face;
  bold?: boolean;
  italic?: boolean;
  align?: "left" | "right" | "center";
  angle?: number;
  grey?: number;
}

export interface Column {
  title: string;
  width: number;
  align?: "left" | "right" | "center";
}

type Measure = (text: string, size: number, face: Face, bold: boolean) => number;

let fonts: Record<string, PDFFont> | undefined;

/** Loads the font metrics once (pdf-lib's standard fonts). */
export async function loadMetrics(): Promise<Measure> {
  if (!fonts) {
    const pdf = await PDFDocument.create();
    fonts = {
      sans: await pdf.embedFont(StandardFonts.Helvetica),
      sansB: await pdf.embedFont(StandardFonts.HelveticaBold),
      serif: await pdf.embedFont(StandardFonts.TimesRoman),
      serifB: await pdf.embedFont(StandardFonts.TimesRomanBold),
      mono: await pdf.embedFont(StandardFonts.Courier),
      monoB: await pdf.embedFont(StandardFonts.CourierBold),
      hand: await pdf.embedFont(StandardFonts.TimesRomanItalic),
    };
  }
  const loaded = fonts;
  return (text, size, face, bold) => {
    const key = face === "hand" ? "hand" : `${face}${bold ? "B" : ""}`;
    const font = loaded[key] ?? loaded.sans;
    // Pictures draw hand-written text in a wider italic face: allow for it.
    const widen = face === "hand" ? 1.25 : 1;
    return font!.widthOfTextAtSize(text, size) * widen;
  };
}

export class Sheet {
  readonly pages: Op[][] = [[]];
  y: number;
  size = 11;
  face: Face = "sans";
  readonly width: number;
  readonly height: number;
  readonly margin: number;
  private readonly measure: Measure;

  constructor(
    measure: Measure,
    options: { width?: number; height?: number; margin?: number; size?: number; face?: Face } = {},
  ) {
    this.measure = measure;
    this.width = options.width ?? 595;
    this.height = options.height ?? 842;
    this.margin = options.margin ?? 50;
    this.size = options.size ?? 11;
    this.face = options.face ?? "sans";
    this.y = this.margin;
  }

  get right(): number {
    return this.width - this.margin;
  }

  get inner(): number {
    return this.width - 2 * this.margin;
  }

  private get ops(): Op[] {
    return this.pages[this.pages.length - 1]!;
  }

  textWidth(text: string, style: TextStyle = {}): number {
    return this.measure(text, style.size ?? this.size, style.face ?? this.face, !!style.bold);
  }

  /** Starts a new page when fewer than `needed` points are left. */
  ensure(needed: number): void {
    if (this.y + needed > this.height - this.margin) {
      this.pages.push([]);
      this.y = this.margin;
    }
  }

  /** Draws text with its baseline at the current line, without moving down. */
  put(x: number, text: string, style: TextStyle = {}): void {
    const size = style.size ?? this.size;
    const face = style.face ?? this.face;
    const width = this.textWidth(text, style);
    const left = style.align === "right" ? x - width : style.align === "center" ? x - width / 2 : x;
    this.ops.push({
      kind: "text",
      x: left,
      y: this.y + size,
      text,
      size,
      face,
      bold: !!style.bold,
      italic: !!style.italic,
      angle: style.angle ?? 0,
      grey: style.grey ?? 0,
    });
  }

  /** Moves down one line of the given size. */
  down(size = this.size, leading = 1.4): void {
    this.y += size * leading;
  }

  gap(points: number): void {
    this.y += points;
  }

  /** One line: text at x (or aligned), then down. */
  line(text: string, style: TextStyle & { x?: number } = {}): void {
    const size = style.size ?? this.size;
    this.ensure(size * 1.4);
    const x =
      style.x ??
      (style.align === "right"
        ? this.right
        : style.align === "center"
          ? this.width / 2
          : this.margin);
    this.put(x, text, style);
    this.down(size);
  }

  /** Several cells on one line: [x, text, style]. */
  cells(cells: [number, string, TextStyle?][], size = this.size): void {
    this.ensure(size * 1.4);
    for (const [x, text, style] of cells) this.put(x, text, { size, ...style });
    this.down(size);
  }

  /** Wraps text into lines no wider than `width`. */
  wrap(text: string, width: number, style: TextStyle = {}): string[] {
    const lines: string[] = [];
    let current = "";
    for (const word of text.split(/\s+/).filter(Boolean)) {
      const next = current ? `${current} ${word}` : word;
      if (current && this.textWidth(next, style) > width) {
        lines.push(current);
        current = word;
      } else current = next;
    }
    if (current) lines.push(current);
    return lines;
  }

  /** A wrapped paragraph; `indent` shifts it right, `hanging` prints a label before it. */
  para(
    text: string,
    style: TextStyle & { x?: number; width?: number; hanging?: string } = {},
  ): void {
    const x = style.x ?? this.margin;
    const width = style.width ?? this.right - x;
    const offset = style.hanging ? 22 : 0;
    const lines = this.wrap(text, width - offset, style);
    lines.forEach((text, i) => {
      this.ensure((style.size ?? this.size) * 1.4);
      if (i === 0 && style.hanging) this.put(x, style.hanging, style);
      this.put(x + offset, text, style);
      this.down(style.size);
    });
  }

  rule(width = 0.8, x1 = this.margin, x2 = this.right): void {
    this.ops.push({ kind: "line", x1, y1: this.y, x2, y2: this.y, width });
  }

  rect(x: number, y: number, w: number, h: number, width = 0.8): void {
    this.ops.push({ kind: "rect", x, y, w, h, width });
  }

  /** Label/value pairs; the colon column sits at x + labelWidth. */
  pairs(
    rows: [string, string][],
    options: { x?: number; labelWidth?: number; size?: number; bold?: boolean } = {},
  ): void {
    const x = options.x ?? this.margin;
    const labelWidth = options.labelWidth ?? 120;
    for (const [label, value] of rows) {
      this.cells(
        [
          [x, label],
          [x + labelWidth, ":"],
          [x + labelWidth + 8, value, { bold: options.bold }],
        ],
        options.size,
      );
    }
  }

  /** A table; `borders` draws a grid, otherwise a rule under the header and after the rows. */
  table(
    columns: Column[],
    rows: string[][],
    options: { x?: number; size?: number; borders?: boolean; header?: boolean } = {},
  ): void {
    const size = options.size ?? this.size;
    const x0 = options.x ?? this.margin;
    const total = columns.reduce((sum, c) => sum + c.width, 0);
    const rowHeight = size * 1.7;
    const draw = (cells: string[], bold: boolean): void => {
      this.ensure(rowHeight);
      const top = this.y;
      let x = x0;
      columns.forEach((column, i) => {
        const text = cells[i] ?? "";
        const at =
          column.align === "right"
            ? x + column.width - 4
            : column.align === "center"
              ? x + column.width / 2
              : x + 4;
        this.y = top + size * 0.35;
        this.put(at, text, { size, bold, align: column.align });
        x += column.width;
      });
      this.y = top;
      if (options.borders) {
        this.rect(x0, top, total, rowHeight, 0.6);
        let line = x0;
        for (const column of columns.slice(0, -1)) {
          line += column.width;
          this.ops.push({
            kind: "line",
            x1: line,
            y1: top,
            x2: line,
            y2: top + rowHeight,
            width: 0.6,
          });
        }
      }
      this.y = top + rowHeight;
    };
    if (options.header !== false) {
      draw(
        columns.map((c) => c.title),
        true,
      );
      if (!options.borders) this.rule(0.8, x0, x0 + total);
    }
    for (const row of rows) draw(row, false);
    if (!options.borders) this.rule(0.8, x0, x0 + total);
    this.gap(size * 0.6);
  }

  /** A round stamp of a few short lines, tilted; drawn at (cx, cy) without moving the cursor. */
  stamp(
    cx: number,
    cy: number,
    lines: string[],
    options: { r?: number; angle?: number } = {},
  ): void {
    const r = options.r ?? 42;
    this.ops.push({ kind: "ellipse", cx, cy, rx: r * 1.35, ry: r, width: 1.6 });
    const saved = this.y;
    const size = 9.5;
    lines.forEach((text, i) => {
      this.y = cy - ((lines.length - 1) * size * 1.25) / 2 + i * size * 1.25 - size * 0.8;
      this.put(cx, text, {
        size,
        bold: true,
        align: "center",
        angle: options.angle ?? -8,
        grey: 0.35,
      });
    });
    this.y = saved;
  }
}
