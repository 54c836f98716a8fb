import { StandardFonts, type PDFFont, PDFDocument } from "pdf-lib";

/** A page laid out once, in PDF points, and drawn twice: into a text PDF or into an SVG. */
export type Face = "sans" | "serif" | "mono";

export interface TextItem {
  kind: "text";
  x: number;
  y: number;
  text: string;
  size: number;
  face: Face;
  bold: boolean;
  align: "left" | "right" | "center";
}

export interface RuleItem {
  kind: "rule";
  x1: number;
  x2: number;
  y: number;
  dashed: boolean;
}

export type Item = TextItem | RuleItem;

export interface Page {
  width: number;
  height: number;
  items: Item[];
}

export interface Style {
  face?: Face;
  size?: number;
  bold?: boolean;
  align?: "left" | "right" | "center";
}

interface Metrics {
  widthOf(text: string, face: Face, bold: boolean, size: number): number;
}

let metricsPromise: Promise<Metrics> | undefined;

/** Standard-font widths from pdf-lib; the Liberation fonts used for pictures share them. */
export function loadMetrics(): Promise<Metrics> {
  metricsPromise ??= (async () => {
    const doc = await PDFDocument.create();
    const fonts = new Map<string, PDFFont>();
    const names: Record<string, StandardFonts> = {
      "sans-0": StandardFonts.Helvetica,
      "sans-1": StandardFonts.HelveticaBold,
      "serif-0": StandardFonts.TimesRoman,
      "serif-1": StandardFonts.TimesRomanBold,
      "mono-0": StandardFonts.Courier,
      "mono-1": StandardFonts.CourierBold,
    };
    for (const [key, name] of Object.entries(names)) fonts.set(key, await doc.embedFont(name));
    return {
      widthOf(text, face, bold, size) {
        const font = fonts.get(`${face}-${bold ? 1 : 0}`);
        if (!font) throw new Error(`no font ${face}`);
        return font.widthOfTextAtSize(text, size);
      },
    };
  })();
  return metricsPromise;
}

/** Writes lines top to bottom, breaking pages, wrapping paragraphs. */
export class Writer {
  readonly pages: Page[] = [];
  private page!: Page;
  y = 0;
  readonly width: number;
  readonly height: number;
  readonly left: number;
  readonly right: number;
  readonly top: number;
  readonly bottom: number;
  face: Face;
  size: number;
  leading: number;
  private readonly metrics: Metrics;

  constructor(
    metrics: Metrics,
    opts: {
      width: number;
      height: number;
      margin: number;
      face: Face;
      size: number;
      leading?: number;
    },
  ) {
    this.metrics = metrics;
    this.width = opts.width;
    this.height = opts.height;
    this.left = opts.margin;
    this.right = opts.width - opts.margin;
    this.top = opts.margin;
    this.bottom = opts.height - opts.margin;
    this.face = opts.face;
    this.size = opts.size;
    this.leading = opts.leading ?? 1.4;
    this.newPage();
  }

  newPage(): void {
    this.page = { width: this.width, height: this.height, items: [] };
    this.pages.push(this.page);
    this.y = this.top;
  }

  private ensure(height: number): void {
    if (this.y + height > this.bottom) this.newPage();
  }

  widthOf(text: string, style: Style = {}): number {
    return this.metrics.widthOf(
      text,
      style.face ?? this.face,
      style.bold ?? false,
      style.size ?? this.size,
    );
  }

  /** One line; `cells` are texts at x positions (x is the anchor for right/center alignment). */
  row(cells: Array<{ text: string; x: number } & Style>, style: Style = {}): void {
    const size = Math.max(
      style.size ?? this.size,
      ...cells.map((c) => c.size ?? style.size ?? this.size),
    );
    this.ensure(size * this.leading);
    this.y += size;
    for (const cell of cells) {
      if (cell.text === "") continue;
      this.page.items.push({
        kind: "text",
        x: cell.x,
        y: this.y,
        text: cell.text,
        size: cell.size ?? style.size ?? this.size,
        face: cell.face ?? style.face ?? this.face,
        bold: cell.bold ?? style.bold ?? false,
        align: cell.align ?? style.align ?? "left",
      });
    }
    this.y += size * (this.leading - 1);
  }

  line(text: string, style: Style = {}): void {
    const align = style.align ?? "left";
    const x =
      align === "left" ? this.left : align === "right" ? this.right : (this.left + this.right) / 2;
    this.row([{ text, x, ...style }], style);
  }

  /** Label on the left, value flush right. */
  kv(label: string, value: string, style: Style = {}): void {
    this.row(
      [
        { text: label, x: this.left },
        { text: value, x: this.right, align: "right" },
      ],
      style,
    );
  }

  /** Label at the left margin, value at a fixed column. */
  field(label: string, value: string, column: number, style: Style = {}): void {
    this.row(
      [
        { text: label, x: this.left },
        { text: value, x: this.left + column },
      ],
      style,
    );
  }

  para(text: string, style: Style = {}, indent = 0): void {
    const maxWidth = this.right - this.left - indent;
    const words = text.split(/\s+/).filter(Boolean);
    let current = "";
    const lines: string[] = [];
    for (const word of words) {
      const candidate = current ? `${current} ${word}` : word;
      if (current && this.widthOf(candidate, style) > maxWidth) {
        lines.push(current);
        current = word;
      } else current = candidate;
    }
    if (current) lines.push(current);
    for (const l of lines) this.row([{ text: l, x: this.left + indent }], style);
  }

  gap(points = 6): void {
    this.y += points;
  }

  rule(dashed = false): void {
    this.ensure(6);
    this.y += 3;
    this.page.items.push({ kind: "rule", x1: this.left, x2: this.right, y: this.y, dashed });
    this.y += 5;
  }

  /** Ends the single page of a receipt at the text's end. */
  trimToContent(extra = 20): void {
    const last = this.pages[this.pages.length - 1];
    if (last && this.pages.length === 1) last.height = Math.min(last.height, this.y + extra);
  }
}

/** All text of the pages in reading order (for label checks). */
export function pagesText(pages: Page[]): string {
  return pages
    .map((p) =>
      p.items
        .filter((i): i is TextItem => i.kind === "text")
        .map((i) => i.text)
        .join("\n"),
    )
    .join("\n");
}
