/**
 * Pages as lists of drawing operations, and the ways a small business receives them: a PDF with
 * a text layer (written by hand, standard Type 1 fonts as in test/fixtures/make-files.ts), a
 * flatbed scan (PNG, or JPEG pages in an image-only PDF), a phone photograph (JPEG), or a Word
 * document (HTML through LibreOffice).
 *
 * Text is measured with the Liberation fonts, which have the metrics of Helvetica (Arial), Times
 * (Times New Roman) and Courier (Courier New), so right-aligned amounts line up in the PDF and in
 * the raster alike. Liberation Sans comes from pdfjs-dist; Serif and Mono from Debian's
 * fonts-liberation2, which LibreOffice pulls in.
 */
import { GlobalFonts, createCanvas } from "@napi-rs/canvas";
import type { Canvas, SKRSContext2D } from "@napi-rs/canvas";
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { deflateSync } from "node:zlib";
import sharp from "sharp";
import { pdfObjects } from "../../../test/support/pdf-objects.ts";

const require = createRequire(import.meta.url);
const PDFJS_FONTS = join(require.resolve("pdfjs-dist/package.json"), "..", "standard_fonts");
const SYSTEM_FONTS = "/usr/share/fonts/truetype/liberation2";

const FAMILY = { sans: "Eval Sans", serif: "Eval Serif", mono: "Eval Mono" } as const;
for (const style of ["Regular", "Bold", "Italic", "BoldItalic"]) {
  GlobalFonts.registerFromPath(join(PDFJS_FONTS, `LiberationSans-${style}.ttf`), FAMILY.sans);
  for (const [kind, file] of [
    ["serif", "LiberationSerif"],
    ["mono", "LiberationMono"],
  ] as const) {
    const path = join(SYSTEM_FONTS, `${file}-${style}.ttf`);
    if (!existsSync(path)) {
      throw new Error(`${path} is missing: apt-get install fonts-liberation2 (LibreOffice has it)`);
    }
    GlobalFonts.registerFromPath(path, FAMILY[kind]);
  }
}

/** Same noise on every run, so regenerated images differ only when the script does. */
export function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

// ---------------------------------------------------------------------------------------------
// The page model: points, y measured down from the top, text placed by its baseline.

export type FontName = "sans" | "serif" | "mono";

export interface Style {
  font?: FontName;
  bold?: boolean;
  italic?: boolean;
  size?: number;
  /** #rrggbb; black when absent. */
  color?: string;
  align?: "left" | "right" | "center";
}

export interface TextOp {
  kind: "text";
  x: number;
  y: number;
  text: string;
  font: FontName;
  bold: boolean;
  italic: boolean;
  size: number;
  color: string;
  /** Extra points after each space (justified lines). */
  wordSpacing: number;
  /** Degrees, counter-clockwise (rubber stamps). */
  angle: number;
  /** Ink on paper only (a rubber stamp): not in a PDF's text layer. */
  rasterOnly?: boolean;
}
export interface LineOp {
  kind: "line";
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  width: number;
  color: string;
}
export interface RectOp {
  kind: "rect";
  x: number;
  y: number;
  w: number;
  h: number;
  fill?: string;
  stroke?: string;
  width: number;
}
export type Op = TextOp | LineOp | RectOp;

export interface Page {
  width: number;
  height: number;
  ops: Op[];
}

export const A4 = { width: 595.28, height: 841.89 };
export const A5_LANDSCAPE = { width: 595.28, height: 419.53 };

const measurer = createCanvas(10, 10).getContext("2d");
const cssFont = (font: FontName, bold: boolean, italic: boolean, px: number) =>
  `${italic ? "italic " : ""}${bold ? "bold " : ""}${px}px "${FAMILY[font]}"`;

export function measure(text: string, style: Style = {}): number {
  measurer.font = cssFont(style.font ?? "sans", !!style.bold, !!style.italic, style.size ?? 10);
  return measurer.measureText(text).width;
}

/** Words to lines no wider than `width`. */
export function wrap(text: string, width: number, style: Style = {}): string[] {
  const lines: string[] = [];
  let current = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = current ? `${current} ${word}` : word;
    if (current && measure(candidate, style) > width) {
      lines.push(current);
      current = word;
    } else current = candidate;
  }
  if (current) lines.push(current);
  return lines;
}

export interface SheetOptions {
  width?: number;
  height?: number;
  margin?: { top: number; bottom: number; left: number; right: number };
  style?: Style;
  /** Line height as a multiple of the font size. */
  leading?: number;
  /** A fixed page height is not known yet: receipts grow to fit (see `finish`). */
  growing?: boolean;
}

/** A cursor over pages: rows, wrapped paragraphs and boxes, with page breaks. */
export class Sheet {
  readonly pages: Page[] = [];
  readonly width: number;
  readonly height: number;
  readonly margin: { top: number; bottom: number; left: number; right: number };
  readonly base: Required<Pick<Style, "font" | "size">> & Style;
  readonly leading: number;
  readonly growing: boolean;
  y: number;

  constructor(options: SheetOptions = {}) {
    this.width = options.width ?? A4.width;
    this.height = options.height ?? A4.height;
    this.margin = options.margin ?? { top: 56, bottom: 56, left: 56, right: 56 };
    this.base = { font: "sans", size: 10, ...options.style };
    this.leading = options.leading ?? 1.4;
    this.growing = options.growing ?? false;
    this.y = this.margin.top;
    this.pages.push({ width: this.width, height: this.height, ops: [] });
  }

  /** Where drawing goes: the last page, or the page `finish` is decorating. */
  private target: Page | undefined;
  get page(): Page {
    return this.target ?? this.pages[this.pages.length - 1]!;
  }
  get left() {
    return this.margin.left;
  }
  get right() {
    return this.width - this.margin.right;
  }
  get inner() {
    return this.right - this.left;
  }

  private style(style: Style = {}) {
    return { ...this.base, ...style };
  }

  /** Text with its baseline at (x, y); x is the left, right or centre edge by `align`. */
  text(x: number, y: number, text: string, style: Style = {}, extra: Partial<TextOp> = {}) {
    const s = this.style(style);
    const width = measure(text, s);
    const left = s.align === "right" ? x - width : s.align === "center" ? x - width / 2 : x;
    this.page.ops.push({
      kind: "text",
      x: left,
      y,
      text,
      font: s.font,
      bold: !!s.bold,
      italic: !!s.italic,
      size: s.size,
      color: s.color ?? "#000000",
      wordSpacing: 0,
      angle: 0,
      ...extra,
    });
  }

  line(x1: number, y1: number, x2: number, y2: number, width = 0.6, color = "#000000") {
    this.page.ops.push({ kind: "line", x1, y1, x2, y2, width, color });
  }

  rect(
    x: number,
    y: number,
    w: number,
    h: number,
    options: { fill?: string; stroke?: string; width?: number },
  ) {
    this.page.ops.push({
      kind: "rect",
      x,
      y,
      w,
      h,
      fill: options.fill,
      stroke: options.stroke,
      width: options.width ?? 0.6,
    });
  }

  lineHeight(style: Style = {}) {
    return this.style(style).size * this.leading;
  }

  /** Starts a new page when fewer than `points` remain. */
  ensure(points: number) {
    if (this.growing) return;
    if (this.y + points > this.height - this.margin.bottom) this.newPage();
  }

  newPage() {
    this.pages.push({ width: this.width, height: this.height, ops: [] });
    this.y = this.margin.top;
  }

  space(points: number) {
    this.y += points;
  }

  /** One line of cells at the cursor; each cell is [x, text, style]. */
  row(cells: Array<[number, string, Style?]>, style: Style = {}) {
    const height = this.lineHeight(style);
    this.ensure(height);
    const baseline = this.y + this.style(style).size;
    for (const [x, text, cellStyle] of cells) {
      if (text) this.text(x, baseline, text, { ...style, ...cellStyle });
    }
    this.y += height;
    return baseline;
  }

  /** A left-aligned line at the left margin (or centred / right-aligned by style). */
  say(text: string, style: Style = {}) {
    const x =
      style.align === "center" ? this.width / 2 : style.align === "right" ? this.right : this.left;
    return this.row([[x, text]], style);
  }

  /** A horizontal rule across the text column at the cursor. */
  rule(width = 0.6, from = this.left, to = this.right) {
    this.line(from, this.y, to, this.y, width);
  }

  /**
   * A wrapped paragraph from `x` (default: the margin) to the right margin, optionally justified,
   * with `label` hanging in front of the first line ("1.", "a.", "Pasal 3").
   */
  para(
    text: string,
    options: {
      x?: number;
      width?: number;
      style?: Style;
      justify?: boolean;
      label?: string;
      labelX?: number;
      after?: number;
    } = {},
  ) {
    const style = this.style(options.style);
    const x = options.x ?? this.left;
    const width = options.width ?? this.right - x;
    const lines = wrap(text, width, style);
    const height = this.lineHeight(style);
    lines.forEach((lineText, index) => {
      this.ensure(height);
      const baseline = this.y + style.size;
      if (index === 0 && options.label) {
        this.text(options.labelX ?? x - 18, baseline, options.label, { ...style, align: "left" });
      }
      const last = index === lines.length - 1;
      const spaces = (lineText.match(/ /g) ?? []).length;
      const wordSpacing =
        options.justify && !last && spaces > 0 ? (width - measure(lineText, style)) / spaces : 0;
      if (style.align === "center") this.text(x + width / 2, baseline, lineText, style);
      else this.text(x, baseline, lineText, { ...style, align: "left" }, { wordSpacing });
      this.y += height;
    });
    this.y += options.after ?? 0;
  }

  /** Closes the sheet: `decorate` adds page furniture (numbers, headers) knowing the page count. */
  finish(decorate?: (sheet: Sheet, index: number, count: number) => void): Page[] {
    if (this.growing) this.page.height = this.y + this.margin.bottom;
    if (decorate) {
      this.pages.forEach((page, index) => {
        this.target = page;
        decorate(this, index, this.pages.length);
      });
      this.target = undefined;
    }
    return this.pages;
  }
}

// ---------------------------------------------------------------------------------------------
// PDF: hand-written, the 12 standard fonts, WinAnsi text; image-only pages for scans.

const WIN_ANSI: Record<string, number> = {
  "€": 0x80,
  "…": 0x85,
  "‰": 0x89,
  "‘": 0x91,
  "’": 0x92,
  "“": 0x93,
  "”": 0x94,
  "•": 0x95,
  "–": 0x96,
  "—": 0x97,
};

function winAnsi(text: string): Buffer {
  const bytes = [...text].map((char) => {
    const code = char.codePointAt(0)!;
    if (WIN_ANSI[char] !== undefined) return WIN_ANSI[char]!;
    if (code < 0x80 || (code >= 0xa0 && code <= 0xff)) return code;
    throw new Error(`No WinAnsi code for ${JSON.stringify(char)} in ${JSON.stringify(text)}`);
  });
  return Buffer.from(bytes);
}

function pdfText(text: string): Buffer {
  const escaped: number[] = [];
  for (const byte of winAnsi(text)) {
    if (byte === 0x28 || byte === 0x29 || byte === 0x5c) escaped.push(0x5c);
    escaped.push(byte);
  }
  return Buffer.concat([Buffer.from("("), Buffer.from(escaped), Buffer.from(")")]);
}

const BASE_FONTS: Record<FontName, [string, string, string, string]> = {
  sans: ["Helvetica", "Helvetica-Bold", "Helvetica-Oblique", "Helvetica-BoldOblique"],
  serif: ["Times-Roman", "Times-Bold", "Times-Italic", "Times-BoldItalic"],
  mono: ["Courier", "Courier-Bold", "Courier-Oblique", "Courier-BoldOblique"],
};
const fontKey = (op: TextOp) =>
  `F${(["sans", "serif", "mono"] as const).indexOf(op.font) * 4 + (op.bold ? 1 : 0) + (op.italic ? 2 : 0)}`;

const rgb = (hex: string) => {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((v) => (v / 255).toFixed(3)).join(" ");
};
const num = (n: number) => (Math.round(n * 100) / 100).toString();

function pageContent(page: Page): Buffer {
  const chunks: Buffer[] = [];
  const H = page.height;
  for (const op of page.ops) {
    if (op.kind === "text" && op.rasterOnly) continue;
    if (op.kind === "rect") {
      const parts = [`q ${op.width} w`];
      if (op.fill) parts.push(`${rgb(op.fill)} rg`);
      if (op.stroke) parts.push(`${rgb(op.stroke)} RG`);
      parts.push(`${num(op.x)} ${num(H - op.y - op.h)} ${num(op.w)} ${num(op.h)} re`);
      parts.push(op.fill && op.stroke ? "B" : op.fill ? "f" : "S", "Q\n");
      chunks.push(Buffer.from(parts.join(" "), "latin1"));
    } else if (op.kind === "line") {
      chunks.push(
        Buffer.from(
          `q ${op.width} w ${rgb(op.color)} RG ${num(op.x1)} ${num(H - op.y1)} m ${num(op.x2)} ${num(H - op.y2)} l S Q\n`,
          "latin1",
        ),
      );
    } else {
      const radians = (op.angle * Math.PI) / 180;
      const [a, b, c, d] = [
        Math.cos(radians),
        Math.sin(radians),
        -Math.sin(radians),
        Math.cos(radians),
      ].map((v) => (Math.abs(v) < 1e-9 ? "0" : v.toFixed(4)));
      chunks.push(
        Buffer.from(
          `BT /${fontKey(op)} ${op.size} Tf ${rgb(op.color)} rg ${num(op.wordSpacing)} Tw ${a} ${b} ${c} ${d} ${num(op.x)} ${num(H - op.y)} Tm `,
          "latin1",
        ),
        pdfText(op.text),
        Buffer.from(" Tj ET\n", "latin1"),
      );
    }
  }
  return Buffer.concat(chunks);
}

export type PdfPage =
  | { kind: "vector"; page: Page }
  | {
      kind: "image";
      jpeg: Buffer;
      pixelWidth: number;
      pixelHeight: number;
      width: number;
      height: number;
    };

export function pdfDocument(pages: PdfPage[], info: { title?: string; producer: string }): Buffer {
  const { add, stream, write } = pdfObjects();
  const fonts = (["sans", "serif", "mono"] as const).flatMap((font) =>
    BASE_FONTS[font].map((base) =>
      add(`<< /Type /Font /Subtype /Type1 /BaseFont /${base} /Encoding /WinAnsiEncoding >>`),
    ),
  );
  const fontResources = fonts.map((object, index) => `/F${index} ${object} 0 R`).join(" ");
  const infoObject = add(
    Buffer.concat([
      Buffer.from("<< ", "latin1"),
      ...(info.title
        ? [Buffer.from("/Title ", "latin1"), pdfText(info.title), Buffer.from(" ", "latin1")]
        : []),
      Buffer.from("/Producer ", "latin1"),
      pdfText(info.producer),
      Buffer.from(" >>", "latin1"),
    ]),
  );
  const kids = pages.map((entry) => {
    let resources: string;
    let content: Buffer;
    let width: number;
    let height: number;
    if (entry.kind === "vector") {
      ({ width, height } = entry.page);
      resources = `/Font << ${fontResources} >>`;
      content = pageContent(entry.page);
    } else {
      ({ width, height } = entry);
      const image = add(
        stream(
          `/Type /XObject /Subtype /Image /Width ${entry.pixelWidth} /Height ${entry.pixelHeight} /ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /DCTDecode`,
          entry.jpeg,
        ),
      );
      resources = `/XObject << /Im1 ${image} 0 R >>`;
      content = Buffer.from(`q ${num(width)} 0 0 ${num(height)} 0 0 cm /Im1 Do Q`, "latin1");
    }
    const contents = add(stream("/Filter /FlateDecode", deflateSync(content)));
    return add(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${num(width)} ${num(height)}] /Resources << ${resources} >> /Contents ${contents} 0 R >>`,
    );
  });
  return write(kids, infoObject);
}

// ---------------------------------------------------------------------------------------------
// Raster: the same pages drawn at a resolution.

function drawOps(context: SKRSContext2D, page: Page, scale: number) {
  for (const op of page.ops) {
    if (op.kind === "rect") {
      if (op.fill) {
        context.fillStyle = op.fill;
        context.fillRect(op.x * scale, op.y * scale, op.w * scale, op.h * scale);
      }
      if (op.stroke) {
        context.strokeStyle = op.stroke;
        context.lineWidth = Math.max(1, op.width * scale);
        context.strokeRect(op.x * scale, op.y * scale, op.w * scale, op.h * scale);
      }
    } else if (op.kind === "line") {
      context.strokeStyle = op.color;
      context.lineWidth = Math.max(1, op.width * scale);
      context.beginPath();
      context.moveTo(op.x1 * scale, op.y1 * scale);
      context.lineTo(op.x2 * scale, op.y2 * scale);
      context.stroke();
    } else {
      context.save();
      context.fillStyle = op.color;
      context.textBaseline = "alphabetic";
      context.textAlign = "left";
      context.font = cssFont(op.font, op.bold, op.italic, op.size * scale);
      context.translate(op.x * scale, op.y * scale);
      context.rotate((-op.angle * Math.PI) / 180);
      if (op.wordSpacing) {
        let cursor = 0;
        const space = context.measureText(" ").width + op.wordSpacing * scale;
        for (const word of op.text.split(" ")) {
          context.fillText(word, cursor, 0);
          cursor += context.measureText(word).width + space;
        }
      } else context.fillText(op.text, 0, 0);
      context.restore();
    }
  }
}

/** The page on paper at `dpi`. */
export function rasterize(page: Page, dpi: number, paper = "#ffffff"): Canvas {
  const scale = dpi / 72;
  const canvas = createCanvas(Math.round(page.width * scale), Math.round(page.height * scale));
  const context = canvas.getContext("2d");
  context.fillStyle = paper;
  context.fillRect(0, 0, canvas.width, canvas.height);
  drawOps(context, page, scale);
  return canvas;
}

/** A flatbed scan: slightly skewed, speckled, greyscale, a little soft. */
export function scan(
  page: Page,
  options: { dpi: number; seed: number; skew?: number; specks?: number },
) {
  const paper = rasterize(page, options.dpi, "#fbfaf6");
  const canvas = createCanvas(paper.width, paper.height);
  const context = canvas.getContext("2d");
  context.fillStyle = "#f4f3ef";
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.translate(canvas.width / 2, canvas.height / 2);
  context.rotate(((options.skew ?? 0.4) * Math.PI) / 180);
  context.translate(-canvas.width / 2, -canvas.height / 2);
  context.drawImage(paper, 0, 0);
  context.setTransform(1, 0, 0, 1, 0, 0);
  const random = seededRandom(options.seed);
  context.fillStyle = "#555";
  const specks = options.specks ?? 300;
  for (let speck = 0; speck < specks; speck++) {
    context.fillRect(
      random() * canvas.width,
      random() * canvas.height,
      1 + random() * 2.5,
      1 + random() * 2.5,
    );
  }
  // Without removeAlpha sharp writes a 3-channel JPEG even after greyscale(), which a PDF
  // declaring /DeviceGray then shows as garbage.
  return sharp(canvas.toBuffer("image/png"))
    .removeAlpha()
    .greyscale()
    .blur(0.55)
    .toColourspace("b-w");
}

/** Scanned pages as an image-only PDF (no text layer), one greyscale JPEG per page. */
export async function scannedPdf(
  pages: Page[],
  options: { dpi: number; seed: number; quality: number },
) {
  const images: PdfPage[] = [];
  for (const [index, page] of pages.entries()) {
    const { data, info } = await scan(page, {
      dpi: options.dpi,
      seed: options.seed + index,
      skew: index % 2 ? -0.35 : 0.5,
    })
      .jpeg({ quality: options.quality })
      .toBuffer({ resolveWithObject: true });
    images.push({
      kind: "image",
      jpeg: data,
      pixelWidth: info.width,
      pixelHeight: info.height,
      width: page.width,
      height: page.height,
    });
  }
  return pdfDocument(images, { producer: "Scanner" });
}

/**
 * The document lying on a table, photographed by hand: tilted, narrower at the top than at the
 * bottom (the phone was held at an angle), lit unevenly, with sensor noise.
 */
export function photograph(
  paper: Canvas,
  options: {
    width: number;
    height: number;
    seed: number;
    angle: number;
    fill?: number;
    table?: [string, string];
    noise?: number;
  },
): Canvas {
  const { width, height } = options;
  const random = seededRandom(options.seed);
  const photo = createCanvas(width, height);
  const context = photo.getContext("2d");
  const table = context.createLinearGradient(0, 0, width, height);
  table.addColorStop(0, options.table?.[0] ?? "#8a6f55");
  table.addColorStop(1, options.table?.[1] ?? "#6b543f");
  context.fillStyle = table;
  context.fillRect(0, 0, width, height);

  const fill = options.fill ?? 0.88;
  const fit = Math.min((width * fill) / paper.width, (height * fill) / paper.height);
  const drawnHeight = paper.height * fit;
  context.translate(width / 2, height / 2);
  context.rotate((options.angle * Math.PI) / 180);
  context.shadowColor = "rgba(0,0,0,0.45)";
  context.shadowBlur = 25;
  context.shadowOffsetX = 8;
  context.shadowOffsetY = 10;
  const slices = 160;
  const sliceHeight = paper.height / slices;
  for (let slice = 0; slice < slices; slice++) {
    const along = slice / (slices - 1);
    const sliceScale = fit * (0.93 + 0.07 * along);
    const sliceWidth = paper.width * sliceScale;
    context.drawImage(
      paper,
      0,
      slice * sliceHeight,
      paper.width,
      sliceHeight,
      -sliceWidth / 2,
      -drawnHeight / 2 + slice * sliceHeight * fit,
      sliceWidth,
      sliceHeight * fit + 1,
    );
    if (slice === 0) context.shadowColor = "transparent";
  }
  context.setTransform(1, 0, 0, 1, 0, 0);

  context.globalCompositeOperation = "multiply";
  const light = context.createRadialGradient(
    width * (0.25 + random() * 0.2),
    height * (0.2 + random() * 0.2),
    width * 0.1,
    width * 0.5,
    height * 0.5,
    Math.max(width, height) * 0.8,
  );
  light.addColorStop(0, "rgb(255,255,248)");
  light.addColorStop(1, "rgb(160,152,142)");
  context.fillStyle = light;
  context.fillRect(0, 0, width, height);
  context.globalCompositeOperation = "source-over";

  const pixels = context.getImageData(0, 0, width, height);
  const amplitude = options.noise ?? 12;
  for (let index = 0; index < pixels.data.length; index += 4) {
    const noise = (random() + random() - 1) * amplitude;
    for (let channel = 0; channel < 3; channel++) {
      pixels.data[index + channel] = Math.max(
        0,
        Math.min(255, pixels.data[index + channel]! + noise),
      );
    }
  }
  context.putImageData(pixels, 0, 0);
  return photo;
}

// ---------------------------------------------------------------------------------------------
// Word documents: HTML converted by LibreOffice (as test/fixtures/make-files.ts does).

export function htmlToDocx(html: string, stem: string, work: string): Buffer {
  writeFileSync(join(work, `${stem}.html`), html);
  execFileSync(
    "soffice",
    [
      `-env:UserInstallation=file://${join(work, "profile")}`,
      "--headless",
      "--infilter=HTML (StarWriter)",
      "--convert-to",
      "docx:MS Word 2007 XML",
      "--outdir",
      work,
      join(work, `${stem}.html`),
    ],
    { stdio: "ignore" },
  );
  return readFileSync(join(work, `${stem}.docx`));
}
