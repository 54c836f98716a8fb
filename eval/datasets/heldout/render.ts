/**
 * Pages of the held-out set as text boxes and rules, written two ways: a PDF with a text layer
 * (the 12 standard fonts through test/support/pdf-objects.ts) and a phone photograph (the page
 * drawn with @napi-rs/canvas, bent, tilted, shaded and compressed with sharp).
 *
 * Text is measured with the Liberation fonts, which have the metrics of Helvetica, Times and
 * Courier, so right-aligned amounts line up in the PDF and in the picture alike.
 */
import { GlobalFonts, createCanvas } from "@napi-rs/canvas";
import type { Canvas } from "@napi-rs/canvas";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { deflateSync } from "node:zlib";
import sharp from "sharp";
import { pdfObjects } from "../../../test/support/pdf-objects.ts";
import type { Random } from "./random.ts";

export type Face = "sans" | "serif" | "mono";

const FONT_FILES: Record<Face, string> = {
  sans: "LiberationSans",
  serif: "LiberationSerif",
  mono: "LiberationMono",
};
const FONT_FOLDERS = [
  "/usr/share/fonts/truetype/liberation",
  "/usr/share/fonts/truetype/liberation2",
];
const FAMILY: Record<Face, string> = {
  sans: "Heldout Sans",
  serif: "Heldout Serif",
  mono: "Heldout Mono",
};
for (const face of ["sans", "serif", "mono"] as const) {
  const folder = FONT_FOLDERS.find((candidate) =>
    existsSync(join(candidate, `${FONT_FILES[face]}-Regular.ttf`)),
  );
  if (!folder) throw new Error(`${FONT_FILES[face]} is missing: apt-get install fonts-liberation`);
  for (const weight of ["Regular", "Bold"]) {
    GlobalFonts.registerFromPath(join(folder, `${FONT_FILES[face]}-${weight}.ttf`), FAMILY[face]);
  }
}

export interface Text {
  kind: "text";
  x: number;
  /** Baseline, points down from the top. */
  y: number;
  text: string;
  face: Face;
  bold: boolean;
  size: number;
}
export interface Rule {
  kind: "rule";
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  width: number;
  grey: number;
}
export interface Page {
  width: number;
  height: number;
  items: Array<Text | Rule>;
}

export interface Font {
  face?: Face;
  bold?: boolean;
  size?: number;
}

const measuring = createCanvas(8, 8).getContext("2d");
const cssFont = (face: Face, bold: boolean, px: number) =>
  `${bold ? "bold " : ""}${px}px "${FAMILY[face]}"`;

export function textWidth(text: string, font: Required<Font>): number {
  measuring.font = cssFont(font.face, font.bold, font.size);
  return measuring.measureText(text).width;
}

/**
 * A page being filled from the top: each `line` places cells on one baseline and moves down;
 * `paragraph` wraps. Pages break when full unless the page grows (till slips).
 */
export class PageWriter {
  readonly pages: Page[] = [];
  y: number;
  readonly width: number;
  readonly height: number;
  readonly margin: number;
  readonly font: Required<Font>;
  readonly grows: boolean;
  constructor(width: number, height: number, margin: number, font: Required<Font>, grows = false) {
    this.width = width;
    this.height = height;
    this.margin = margin;
    this.font = font;
    this.grows = grows;
    this.pages.push({ width, height, items: [] });
    this.y = margin;
  }
  get left() {
    return this.margin;
  }
  get right() {
    return this.width - this.margin;
  }
  private current() {
    return this.pages[this.pages.length - 1]!;
  }
  private fontOf(font: Font = {}): Required<Font> {
    return { ...this.font, ...font };
  }
  place(
    x: number,
    y: number,
    text: string,
    font: Font = {},
    align: "left" | "right" | "center" = "left",
  ) {
    const f = this.fontOf(font);
    const width = textWidth(text, f);
    const left = align === "right" ? x - width : align === "center" ? x - width / 2 : x;
    this.current().items.push({
      kind: "text",
      x: left,
      y,
      text,
      face: f.face,
      bold: f.bold,
      size: f.size,
    });
  }
  rule(x1: number, y1: number, x2: number, y2: number, width = 0.6, grey = 0) {
    this.current().items.push({ kind: "rule", x1, y1, x2, y2, width, grey });
  }
  /** One row of cells; each is [x, text, align?, font?]. Returns the baseline. */
  line(
    cells: Array<[number, string, ("left" | "right" | "center")?, Font?]>,
    font: Font = {},
    leading = 1.45,
  ) {
    const f = this.fontOf(font);
    const height = f.size * leading;
    if (!this.grows && this.y + height > this.height - this.margin) {
      this.pages.push({ width: this.width, height: this.height, items: [] });
      this.y = this.margin;
    }
    const baseline = this.y + f.size;
    for (const [x, text, align, cellFont] of cells) {
      if (text) this.place(x, baseline, text, { ...f, ...cellFont }, align ?? "left");
    }
    this.y += height;
    return baseline;
  }
  paragraph(text: string, font: Font = {}, indent = 0, after = 4) {
    const f = this.fontOf(font);
    const width = this.right - this.left - indent;
    let current = "";
    const lines: string[] = [];
    for (const word of text.split(/\s+/).filter(Boolean)) {
      const candidate = current ? `${current} ${word}` : word;
      if (current && textWidth(candidate, f) > width) {
        lines.push(current);
        current = word;
      } else current = candidate;
    }
    if (current) lines.push(current);
    for (const line of lines) this.line([[this.left + indent, line]], f);
    this.y += after;
  }
  gap(points: number) {
    this.y += points;
  }
  hr(width = 0.6, dashed = false) {
    if (dashed) {
      for (let x = this.left; x < this.right; x += 6)
        this.rule(x, this.y, Math.min(x + 3, this.right), this.y, width);
    } else this.rule(this.left, this.y, this.right, this.y, width);
  }
  finish(): Page[] {
    if (this.grows) this.current().height = this.y + this.margin;
    return this.pages;
  }
}

// ---------------------------------------------------------------------------------------------
// PDF with a text layer.

const BASE_FONTS: Record<Face, [string, string]> = {
  sans: ["Helvetica", "Helvetica-Bold"],
  serif: ["Times-Roman", "Times-Bold"],
  mono: ["Courier", "Courier-Bold"],
};
const FACES: Face[] = ["sans", "serif", "mono"];

function winAnsi(text: string): Buffer {
  const bytes: number[] = [];
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (code >= 0x20 && code <= 0xff && !(code >= 0x7f && code < 0xa0)) {
      if (char === "(" || char === ")" || char === "\\") bytes.push(0x5c);
      bytes.push(code);
    } else if (char === "–") bytes.push(0x96);
    else if (char === "€") bytes.push(0x80);
    else throw new Error(`no WinAnsi byte for ${JSON.stringify(char)} in ${JSON.stringify(text)}`);
  }
  return Buffer.from(bytes);
}

const n2 = (n: number) => (Math.round(n * 100) / 100).toString();

export function writePdf(pages: Page[], title: string): Buffer {
  const { add, stream, write } = pdfObjects();
  const fonts = FACES.flatMap((face) =>
    BASE_FONTS[face].map((base) =>
      add(`<< /Type /Font /Subtype /Type1 /BaseFont /${base} /Encoding /WinAnsiEncoding >>`),
    ),
  );
  const fontDictionary = fonts.map((object, index) => `/F${index} ${object} 0 R`).join(" ");
  const info = add(
    Buffer.concat([
      Buffer.from("<< /Title (", "latin1"),
      winAnsi(title),
      Buffer.from(") /Producer (heldout generator) >>", "latin1"),
    ]),
  );
  const kids = pages.map((page) => {
    const parts: Buffer[] = [];
    for (const item of page.items) {
      if (item.kind === "rule") {
        const grey = (item.grey / 255).toFixed(3);
        parts.push(
          Buffer.from(
            `q ${item.width} w ${grey} G ${n2(item.x1)} ${n2(page.height - item.y1)} m ${n2(item.x2)} ${n2(page.height - item.y2)} l S Q\n`,
            "latin1",
          ),
        );
      } else {
        const font = FACES.indexOf(item.face) * 2 + (item.bold ? 1 : 0);
        parts.push(
          Buffer.from(
            `BT /F${font} ${item.size} Tf ${n2(item.x)} ${n2(page.height - item.y)} Td (`,
            "latin1",
          ),
          winAnsi(item.text),
          Buffer.from(") Tj ET\n", "latin1"),
        );
      }
    }
    const contents = add(stream("/Filter /FlateDecode", deflateSync(Buffer.concat(parts))));
    return add(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${n2(page.width)} ${n2(page.height)}] /Resources << /Font << ${fontDictionary} >> >> /Contents ${contents} 0 R >>`,
    );
  });
  return write(kids, info);
}

// ---------------------------------------------------------------------------------------------
// Photographs.

function paperImage(page: Page, scale: number, ink: string): Canvas {
  const canvas = createCanvas(Math.round(page.width * scale), Math.round(page.height * scale));
  const context = canvas.getContext("2d");
  context.fillStyle = "#fdfcf7";
  context.fillRect(0, 0, canvas.width, canvas.height);
  for (const item of page.items) {
    if (item.kind === "rule") {
      context.strokeStyle = `rgb(${item.grey},${item.grey},${item.grey})`;
      context.lineWidth = Math.max(1, item.width * scale);
      context.beginPath();
      context.moveTo(item.x1 * scale, item.y1 * scale);
      context.lineTo(item.x2 * scale, item.y2 * scale);
      context.stroke();
    } else {
      context.fillStyle = ink;
      context.font = cssFont(item.face, item.bold, item.size * scale);
      context.fillText(item.text, item.x * scale, item.y * scale);
    }
  }
  return canvas;
}

/**
 * Crumpled paper: every pixel fetched from a point moved by a few smooth random waves, and the
 * folds shaded along lines across the sheet.
 */
function crumple(paper: Canvas, random: Random, strength: number): Canvas {
  const { width, height } = paper;
  const source = paper.getContext("2d").getImageData(0, 0, width, height).data;
  const out = createCanvas(width, height);
  const context = out.getContext("2d");
  const target = context.createImageData(width, height);
  const waves = Array.from({ length: 4 }, () => ({
    fx: (0.5 + random() * 2.5) * ((2 * Math.PI) / width),
    fy: (0.5 + random() * 2.5) * ((2 * Math.PI) / height),
    phase: random() * 2 * Math.PI,
    amplitude: strength * (0.4 + random() * 0.6),
    axis: random() < 0.5 ? 0 : 1,
  }));
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let dx = 0;
      let dy = 0;
      for (const wave of waves) {
        const shift = wave.amplitude * Math.sin(x * wave.fx + y * wave.fy + wave.phase);
        if (wave.axis === 0) dx += shift;
        else dy += shift;
      }
      const sx = Math.min(width - 1, Math.max(0, Math.round(x + dx)));
      const sy = Math.min(height - 1, Math.max(0, Math.round(y + dy)));
      const from = (sy * width + sx) * 4;
      const to = (y * width + x) * 4;
      target.data[to] = source[from]!;
      target.data[to + 1] = source[from + 1]!;
      target.data[to + 2] = source[from + 2]!;
      target.data[to + 3] = 255;
    }
  }
  context.putImageData(target, 0, 0);
  context.globalCompositeOperation = "multiply";
  for (let fold = 0; fold < 2 + Math.floor(random() * 3); fold++) {
    const x1 = random() * width;
    const y1 = random() * height;
    const angle = random() * Math.PI;
    context.save();
    context.translate(x1, y1);
    context.rotate(angle);
    const gradient = context.createLinearGradient(0, -20, 0, 20);
    gradient.addColorStop(0, "rgb(255,255,255)");
    gradient.addColorStop(0.5, "rgb(214,211,204)");
    gradient.addColorStop(1, "rgb(255,255,255)");
    context.fillStyle = gradient;
    context.fillRect(-width * 2, -20, width * 4, 40);
    context.restore();
  }
  context.globalCompositeOperation = "source-over";
  return out;
}

export interface PhotoOptions {
  /** The picture's size in pixels (a phone's, portrait). */
  width: number;
  height: number;
  /** Degrees the sheet is turned on the table, ±. */
  tilt: number;
  /** How much narrower the far edge is (0.03–0.1): the phone held at an angle. */
  keystone: number;
  /** Pixels the crumple moves the paper by; 0 for flat paper. */
  crumple: number;
  /** Gaussian sigma of the focus blur. */
  blur: number;
  /** JPEG quality. */
  quality: number;
  /** Darkness of the shadow across part of the sheet, 0–0.5. */
  shadow: number;
}

export async function photograph(
  page: Page,
  random: Random,
  options: PhotoOptions,
): Promise<Buffer> {
  const fill = 0.8 + random() * 0.12;
  const scale = Math.min(
    (options.width * fill) / page.width,
    (options.height * fill) / page.height,
  );
  const inks = ["#1b1b1b", "#24262e", "#2e2a26", "#141820"];
  let paper = paperImage(page, scale, inks[Math.floor(random() * inks.length)]!);
  if (options.crumple > 0) paper = crumple(paper, random, options.crumple);

  const { width, height } = options;
  const photo = createCanvas(width, height);
  const context = photo.getContext("2d");
  const tables = [
    ["#7b6a58", "#5d4b3b"],
    ["#9da3a6", "#7c8286"],
    ["#c8bca6", "#a89c86"],
    ["#3e4247", "#2a2d31"],
  ];
  const [from, to] = tables[Math.floor(random() * tables.length)]!;
  const table = context.createLinearGradient(0, 0, width * random(), height);
  table.addColorStop(0, from!);
  table.addColorStop(1, to!);
  context.fillStyle = table;
  context.fillRect(0, 0, width, height);

  // The far edge (top or bottom, at random) narrower: drawn strip by strip.
  context.translate(
    width / 2 + (random() - 0.5) * width * 0.04,
    height / 2 + (random() - 0.5) * height * 0.03,
  );
  context.rotate((options.tilt * Math.PI) / 180);
  const farAtTop = random() < 0.75;
  const strips = 120;
  const stripHeight = paper.height / strips;
  context.shadowColor = "rgba(0,0,0,0.35)";
  context.shadowBlur = 18;
  for (let strip = 0; strip < strips; strip++) {
    const along = farAtTop ? strip / (strips - 1) : 1 - strip / (strips - 1);
    const shrink = 1 - options.keystone * (1 - along);
    const drawnWidth = paper.width * shrink;
    context.drawImage(
      paper,
      0,
      strip * stripHeight,
      paper.width,
      stripHeight,
      -drawnWidth / 2,
      -paper.height / 2 + strip * stripHeight,
      drawnWidth,
      stripHeight + 1,
    );
    if (strip === 0) context.shadowColor = "transparent";
  }
  context.setTransform(1, 0, 0, 1, 0, 0);

  // A shadow (the photographer's hand or phone) falling across one side, and uneven light.
  context.globalCompositeOperation = "multiply";
  const side = Math.floor(random() * 4);
  const [sx, sy, ex, ey] = [
    [0, 0, width * 0.6, 0],
    [width, 0, width * 0.4, 0],
    [0, height, 0, height * 0.45],
    [0, 0, 0, height * 0.55],
  ][side]!;
  const shade = context.createLinearGradient(sx!, sy!, ex!, ey!);
  const dark = Math.round(255 * (1 - options.shadow));
  shade.addColorStop(0, `rgb(${dark},${dark},${Math.min(255, dark + 8)})`);
  shade.addColorStop(1, "rgb(255,255,255)");
  context.fillStyle = shade;
  context.fillRect(0, 0, width, height);
  const light = context.createRadialGradient(
    width * (0.3 + random() * 0.4),
    height * (0.3 + random() * 0.4),
    width * 0.05,
    width / 2,
    height / 2,
    Math.max(width, height) * 0.75,
  );
  light.addColorStop(0, "rgb(255,253,245)");
  light.addColorStop(1, "rgb(178,172,160)");
  context.fillStyle = light;
  context.fillRect(0, 0, width, height);
  context.globalCompositeOperation = "source-over";

  return sharp(photo.toBuffer("image/png"))
    .removeAlpha()
    .blur(options.blur)
    .modulate({ brightness: 0.95 + random() * 0.1 })
    .jpeg({ quality: options.quality, mozjpeg: false })
    .toBuffer();
}

/**
 * `count` invoices of one generator from a base seed, each with its PDF: the series behind
 * seed `seed` starts at `seed * stride`, so two generators with different strides never share
 * a document's seed.
 */
export function* invoiceSeries<Made extends { pages: Page[] }>(
  prefix: string,
  seed: number,
  count: number,
  stride: number,
  make: (seed: number) => Made,
): Generator<Omit<Made, "pages"> & { id: string; pdf: Buffer }> {
  for (let index = 0; index < count; index++) {
    const { pages, ...made } = make(seed * stride + index);
    yield { id: `${prefix}-${seed}-${index + 1}`, ...made, pdf: writePdf(pages, "Invoice") };
  }
}
