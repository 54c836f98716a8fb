/**
 * Sheets of paper as positioned text, rules and shaded boxes, and the three ways this set
 * turns them into files: a PDF with a text layer (test/support/pdf-objects.ts, the 12 standard
 * fonts, sometimes with kerned TJ arrays as typesetting programs write them), a flatbed scan
 * (grey, speckled, slightly skewed, sometimes bilevel) and a phone photo (a homography,
 * creases that bend and shade the paper, a hard shadow, motion or focus blur, sensor noise,
 * a colour cast, JPEG). Pictures are drawn with @napi-rs/canvas and finished with sharp.
 */
import { GlobalFonts, createCanvas } from "@napi-rs/canvas";
import type { Canvas } from "@napi-rs/canvas";
import { existsSync } from "node:fs";
import { deflateSync } from "node:zlib";
import sharp from "sharp";
import { pdfObjects } from "../../test/support/pdf-objects.ts";
import type { Dice } from "./dice.ts";

export type Face = "sans" | "serif" | "mono";
/** Which fonts a sheet is set in: PDFs only in the standard fonts' metrics ("liberation"). */
export type Typeface = "liberation" | "dejavu" | "narrow";

const FONT_FILES: Record<Typeface, Record<Face, [string, string]>> = {
  liberation: {
    sans: ["liberation/LiberationSans-Regular", "liberation/LiberationSans-Bold"],
    serif: ["liberation/LiberationSerif-Regular", "liberation/LiberationSerif-Bold"],
    mono: ["liberation/LiberationMono-Regular", "liberation/LiberationMono-Bold"],
  },
  dejavu: {
    sans: ["dejavu/DejaVuSans", "dejavu/DejaVuSans-Bold"],
    serif: ["dejavu/DejaVuSerif", "dejavu/DejaVuSerif-Bold"],
    mono: ["dejavu/DejaVuSansMono", "dejavu/DejaVuSansMono-Bold"],
  },
  narrow: {
    sans: ["liberation/LiberationSansNarrow-Regular", "liberation/LiberationSansNarrow-Bold"],
    serif: ["dejavu/DejaVuSerifCondensed", "dejavu/DejaVuSerifCondensed-Bold"],
    mono: ["dejavu/DejaVuSansMono", "dejavu/DejaVuSansMono-Bold"],
  },
};
const family = (typeface: Typeface, face: Face, bold: boolean) =>
  `H2 ${typeface} ${face} ${bold ? "b" : "r"}`;
for (const [typeface, faces] of Object.entries(FONT_FILES) as Array<
  [Typeface, Record<Face, [string, string]>]
>) {
  for (const [face, files] of Object.entries(faces) as Array<[Face, [string, string]]>) {
    files.forEach((file, bold) => {
      const found = ["/usr/share/fonts/truetype/", "/usr/share/fonts/truetype/liberation2/"]
        .map((root) => `${root}${file}.ttf`)
        .concat(`/usr/share/fonts/truetype/liberation2/${file.split("/")[1]}.ttf`)
        .find((candidate) => existsSync(candidate));
      if (!found)
        throw new Error(`font ${file} missing: apt-get install fonts-liberation fonts-dejavu`);
      GlobalFonts.registerFromPath(found, family(typeface, face, bold === 1));
    });
  }
}

export interface Ink {
  t: "text";
  x: number;
  /** Baseline, in points from the top. */
  y: number;
  text: string;
  face: Face;
  bold: boolean;
  size: number;
}
export interface Stroke {
  t: "stroke";
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  width: number;
}
export interface Fill {
  t: "fill";
  x: number;
  y: number;
  w: number;
  h: number;
  grey: number;
}
export interface Sheet {
  width: number;
  height: number;
  typeface: Typeface;
  marks: Array<Ink | Stroke | Fill>;
}

export interface Style {
  face?: Face;
  bold?: boolean;
  size?: number;
}
export type Align = "l" | "r" | "c";
export type Cell = [x: number, text: string, align?: Align, style?: Style];

const measure = createCanvas(4, 4).getContext("2d");
export function widthOf(text: string, typeface: Typeface, style: Required<Style>): number {
  measure.font = `${style.size}px "${family(typeface, style.face, style.bold)}"`;
  return measure.measureText(text).width;
}

/** Writes sheets from the top down; a `tall` sheet (a till roll) grows instead of breaking. */
export class Pen {
  readonly sheets: Sheet[] = [];
  y: number;
  readonly width: number;
  readonly height: number;
  readonly margin: number;
  readonly base: Required<Style>;
  readonly typeface: Typeface;
  readonly tall: boolean;
  constructor(
    width: number,
    height: number,
    margin: number,
    base: Required<Style>,
    typeface: Typeface,
    tall = false,
  ) {
    this.width = width;
    this.height = height;
    this.margin = margin;
    this.base = base;
    this.typeface = typeface;
    this.tall = tall;
    this.sheets.push({ width, height, typeface, marks: [] });
    this.y = margin;
  }
  get left() {
    return this.margin;
  }
  get right() {
    return this.width - this.margin;
  }
  get mid() {
    return this.width / 2;
  }
  private get sheet() {
    return this.sheets.at(-1)!;
  }
  style(style: Style = {}): Required<Style> {
    return { ...this.base, ...style };
  }
  width_(text: string, style: Style = {}) {
    return widthOf(text, this.typeface, this.style(style));
  }
  put(x: number, y: number, text: string, style: Style = {}, align: Align = "l") {
    const s = this.style(style);
    const w = widthOf(text, this.typeface, s);
    const left = align === "r" ? x - w : align === "c" ? x - w / 2 : x;
    this.sheet.marks.push({
      t: "text",
      x: left,
      y,
      text,
      face: s.face,
      bold: s.bold,
      size: s.size,
    });
  }
  /** Cells on one baseline, then down by the line height. Returns the baseline. */
  row(cells: Cell[], style: Style = {}, leading = 1.4): number {
    const s = this.style(style);
    const h = s.size * leading;
    if (!this.tall && this.y + h > this.height - this.margin) this.newSheet();
    const baseline = this.y + s.size;
    for (const [x, text, align, own] of cells) {
      if (text) this.put(x, baseline, text, { ...s, ...own }, align ?? "l");
    }
    this.y += h;
    return baseline;
  }
  /** Wrapped text between `indent` and the right margin. */
  wrap(text: string, style: Style = {}, indent = 0, after = 3, justifyRight = this.right) {
    const s = this.style(style);
    const room = justifyRight - this.left - indent;
    const lines: string[] = [];
    let current = "";
    for (const word of text.split(/\s+/).filter(Boolean)) {
      const next = current ? `${current} ${word}` : word;
      if (current && widthOf(next, this.typeface, s) > room) {
        lines.push(current);
        current = word;
      } else current = next;
    }
    if (current) lines.push(current);
    for (const line of lines) this.row([[this.left + indent, line]], s);
    this.y += after;
  }
  skip(points: number) {
    this.y += points;
  }
  stroke(x1: number, y1: number, x2: number, y2: number, width = 0.7) {
    this.sheet.marks.push({ t: "stroke", x1, y1, x2, y2, width });
  }
  fill(x: number, y: number, w: number, h: number, grey: number) {
    this.sheet.marks.push({ t: "fill", x, y, w, h, grey });
  }
  /** A separator across the sheet: a rule, or a line of characters as till printers make it. */
  divider(kind: "rule" | "double" | "chars" | "none", char = "-", style: Style = {}) {
    if (kind === "none") return this.skip(4);
    if (kind === "chars") {
      const s = this.style(style);
      const count = Math.floor((this.right - this.left) / widthOf(char, this.typeface, s));
      this.row([[this.left, char.repeat(count)]], s, 1.1);
      return;
    }
    this.skip(3);
    this.stroke(this.left, this.y, this.right, this.y, 0.6);
    if (kind === "double") this.stroke(this.left, this.y + 2, this.right, this.y + 2, 0.6);
    this.skip(kind === "double" ? 6 : 4);
  }
  newSheet() {
    this.sheets.push({
      width: this.width,
      height: this.height,
      typeface: this.typeface,
      marks: [],
    });
    this.y = this.margin;
  }
  done(): Sheet[] {
    if (this.tall) this.sheet.height = this.y + this.margin;
    return this.sheets;
  }
}

// ---------------------------------------------------------------------------------------------
// PDF.

const STANDARD: Record<Face, [string, string]> = {
  sans: ["Helvetica", "Helvetica-Bold"],
  serif: ["Times-Roman", "Times-Bold"],
  mono: ["Courier", "Courier-Bold"],
};
const FACE_ORDER: Face[] = ["sans", "serif", "mono"];

function latin1(text: string): Buffer {
  const out: number[] = [];
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (code < 0x20 || code > 0xff || (code >= 0x7f && code < 0xa0)) {
      throw new Error(`cannot write ${JSON.stringify(char)} in ${JSON.stringify(text)}`);
    }
    if (char === "(" || char === ")" || char === "\\") out.push(0x5c);
    out.push(code);
  }
  return Buffer.from(out);
}
const num = (n: number) => String(Math.round(n * 100) / 100);

/**
 * `kerned`: each word a TJ array with small kerning between letter groups, as typesetting
 * programs write it, so the text layer is not one tidy string per line.
 */
export function pdf(
  sheets: Sheet[],
  title: string,
  author: string,
  kerned: boolean,
  d: Dice,
): Buffer {
  const { add, stream, write } = pdfObjects();
  const fonts = FACE_ORDER.flatMap((face) =>
    STANDARD[face].map((name) =>
      add(`<< /Type /Font /Subtype /Type1 /BaseFont /${name} /Encoding /WinAnsiEncoding >>`),
    ),
  );
  const resources = fonts.map((object, index) => `/T${index} ${object} 0 R`).join(" ");
  const info = add(
    Buffer.concat([
      Buffer.from("<< /Title (", "latin1"),
      latin1(title),
      Buffer.from(") /Author (", "latin1"),
      latin1(author),
      Buffer.from(") /Creator (berkas heldout2) >>", "latin1"),
    ]),
  );
  const pages = sheets.map((sheet) => {
    const parts: Buffer[] = [];
    for (const mark of sheet.marks) {
      if (mark.t === "stroke") {
        parts.push(
          Buffer.from(
            `${mark.width} w ${num(mark.x1)} ${num(sheet.height - mark.y1)} m ${num(mark.x2)} ${num(sheet.height - mark.y2)} l S\n`,
            "latin1",
          ),
        );
      } else if (mark.t === "fill") {
        parts.push(
          Buffer.from(
            `q ${(mark.grey / 255).toFixed(3)} g ${num(mark.x)} ${num(sheet.height - mark.y - mark.h)} ${num(mark.w)} ${num(mark.h)} re f Q\n`,
            "latin1",
          ),
        );
      } else {
        const font = FACE_ORDER.indexOf(mark.face) * 2 + (mark.bold ? 1 : 0);
        const head = Buffer.from(
          `BT /T${font} ${mark.size} Tf ${num(mark.x)} ${num(sheet.height - mark.y)} Td `,
          "latin1",
        );
        if (kerned && mark.text.length > 3) {
          // Split into runs of 2–5 characters with kerning of a few thousandths of an em.
          const runs: Buffer[] = [];
          let rest = mark.text;
          while (rest) {
            const take = Math.min(rest.length, d.int(2, 5));
            runs.push(
              Buffer.concat([
                Buffer.from("(", "latin1"),
                latin1(rest.slice(0, take)),
                Buffer.from(`) ${d.int(-12, 12)} `, "latin1"),
              ]),
            );
            rest = rest.slice(take);
          }
          parts.push(head, Buffer.from("[", "latin1"), ...runs, Buffer.from("] TJ ET\n", "latin1"));
        } else {
          parts.push(
            head,
            Buffer.from("(", "latin1"),
            latin1(mark.text),
            Buffer.from(") Tj ET\n", "latin1"),
          );
        }
      }
    }
    const content = add(stream("/Filter /FlateDecode", deflateSync(Buffer.concat(parts))));
    return add(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${num(sheet.width)} ${num(sheet.height)}] /Resources << /Font << ${resources} >> >> /Contents ${content} 0 R >>`,
    );
  });
  return write(pages, info);
}

// ---------------------------------------------------------------------------------------------
// Pictures.

function draw(sheet: Sheet, scale: number, paper: string, ink: string, inkAlpha: number): Canvas {
  const canvas = createCanvas(Math.ceil(sheet.width * scale), Math.ceil(sheet.height * scale));
  const g = canvas.getContext("2d");
  g.fillStyle = paper;
  g.fillRect(0, 0, canvas.width, canvas.height);
  g.globalAlpha = inkAlpha;
  for (const mark of sheet.marks) {
    if (mark.t === "fill") {
      g.fillStyle = `rgb(${mark.grey},${mark.grey},${mark.grey})`;
      g.fillRect(mark.x * scale, mark.y * scale, mark.w * scale, mark.h * scale);
    } else if (mark.t === "stroke") {
      g.strokeStyle = ink;
      g.lineWidth = Math.max(1, mark.width * scale);
      g.beginPath();
      g.moveTo(mark.x1 * scale, mark.y1 * scale);
      g.lineTo(mark.x2 * scale, mark.y2 * scale);
      g.stroke();
    } else {
      g.fillStyle = ink;
      g.font = `${mark.size * scale}px "${family(sheet.typeface, mark.face, mark.bold)}"`;
      g.fillText(mark.text, mark.x * scale, mark.y * scale);
    }
  }
  return canvas;
}

/** A flatbed scan: grey, a few tenths of a degree to 1.5° askew, dust, sometimes 1-bit. */
export interface ScanLook {
  /** 1-bit black and white (always PNG), or grey written as PNG or JPEG. */
  bilevel: boolean;
  ext: "png" | "jpg";
}
export function scanLook(d: Dice): ScanLook {
  const bilevel = d.coin(0.3);
  return { bilevel, ext: bilevel || d.coin(0.5) ? "png" : "jpg" };
}

export async function scan(sheet: Sheet, look: ScanLook, d: Dice): Promise<Buffer> {
  const dpi = d.one([150, 200, 200, 240]);
  const scale = dpi / 72;
  const paper = draw(
    sheet,
    scale,
    "#ffffff",
    d.one(["#000000", "#202020", "#303030"]),
    d.one([1, 0.85, 0.7]),
  );
  // Scanner glass bigger than a small sheet: receipts lie on an A4-sized bed.
  const bedW = Math.max(
    paper.width + 2 * d.int(20, 80),
    Math.round(8.27 * dpi * (sheet.width < 300 ? 0.5 : 1)),
  );
  const bedH = paper.height + 2 * d.int(20, 60);
  const bed = createCanvas(bedW, bedH);
  const g = bed.getContext("2d");
  g.fillStyle = d.coin(0.5) ? "#f4f4f2" : "#e2e2e0";
  g.fillRect(0, 0, bedW, bedH);
  g.translate(bedW / 2 + d.int(-15, 15), bedH / 2 + d.int(-10, 10));
  g.rotate(((d.coin() ? 1 : -1) * (0.2 + d.next() * 1.3) * Math.PI) / 180);
  g.drawImage(paper, -paper.width / 2, -paper.height / 2);
  g.setTransform(1, 0, 0, 1, 0, 0);
  // Dust and toner specks, and a lid shadow along one edge.
  const specks = d.int(80, 600);
  for (let i = 0; i < specks; i++) {
    g.fillStyle = `rgba(0,0,0,${0.3 + d.next() * 0.6})`;
    const r = 0.4 + d.next() * 1.6;
    g.beginPath();
    g.arc(d.next() * bedW, d.next() * bedH, r, 0, Math.PI * 2);
    g.fill();
  }
  const edge = g.createLinearGradient(0, 0, d.int(15, 60), 0);
  edge.addColorStop(0, "rgba(0,0,0,0.55)");
  edge.addColorStop(1, "rgba(0,0,0,0)");
  g.fillStyle = edge;
  g.fillRect(0, 0, 60, bedH);
  let image = sharp(bed.toBuffer("image/png"))
    .greyscale()
    .blur(0.3 + d.next() * 0.5);
  image = look.bilevel
    ? image.threshold(d.int(150, 190))
    : image.linear(1.1 + d.next() * 0.3, -(10 + d.next() * 20));
  return look.ext === "png"
    ? image.png({ compressionLevel: 9 }).toBuffer()
    : image.jpeg({ quality: d.int(60, 88) }).toBuffer();
}

/** The homography taking the four corners `from` to `to` (8 unknowns, Gaussian elimination). */
function homography(from: number[][], to: number[][]): number[] {
  const rows: number[][] = [];
  for (let i = 0; i < 4; i++) {
    const [x, y] = from[i]!;
    const [u, v] = to[i]!;
    rows.push([x!, y!, 1, 0, 0, 0, -u! * x!, -u! * y!, u!]);
    rows.push([0, 0, 0, x!, y!, 1, -v! * x!, -v! * y!, v!]);
  }
  for (let c = 0; c < 8; c++) {
    let best = c;
    for (let r = c + 1; r < 8; r++)
      if (Math.abs(rows[r]![c]!) > Math.abs(rows[best]![c]!)) best = r;
    [rows[c], rows[best]] = [rows[best]!, rows[c]!];
    for (let r = 0; r < 8; r++) {
      if (r === c) continue;
      const f = rows[r]![c]! / rows[c]![c]!;
      for (let k = c; k < 9; k++) rows[r]![k]! -= f * rows[c]![k]!;
    }
  }
  return [...rows.map((row, i) => row[8]! / row[i]!), 1];
}

export interface PhotoLook {
  width: number;
  height: number;
  /** Degrees the sheet is turned. */
  turn: number;
  /** Perspective: how much shorter the far edge is, and a sideways lean. */
  far: number;
  lean: number;
  creases: number;
  /** Focus blur sigma, or a motion streak length in pixels. */
  blur:
    { kind: "focus"; sigma: number } | { kind: "motion"; length: number; angle: 0 | 45 | 90 | 135 };
  shadow: number;
  noise: number;
  quality: number;
}

/**
 * A phone photo's settings. A full page is photographed at a phone's full resolution and a
 * till slip closer up, so that the printed text stays a human-readable 15–30 pixels tall
 * under the blur; a page shot at 1080 pixels wide with a 7-pixel shake is beyond anyone.
 */
export function photoLook(d: Dice, fullPage: boolean): PhotoLook {
  const [width, height] = fullPage
    ? d.one([
        [1836, 2448],
        [2250, 3000],
        [2448, 3264],
      ] as const)
    : d.one([
        [1200, 1600],
        [1080, 1920],
        [1500, 2000],
      ] as const);
  return {
    width,
    height,
    turn: (d.coin() ? 1 : -1) * (1.5 + d.next() * 7),
    far: 0.04 + d.next() * 0.14,
    lean: (d.next() - 0.5) * 0.08,
    creases: d.coin(0.6) ? d.int(2, 6) : 0,
    blur: d.coin(0.45)
      ? { kind: "motion", length: d.int(2, 5), angle: d.one([0, 45, 90, 135] as const) }
      : { kind: "focus", sigma: 0.6 + d.next() * 0.9 },
    shadow: d.coin(0.7) ? 0.25 + d.next() * 0.35 : 0,
    noise: 3 + d.next() * 9,
    quality: d.int(45, 85),
  };
}

function motionKernel(
  length: number,
  angle: number,
): { width: number; height: number; kernel: number[] } {
  const size = length % 2 ? length : length + 1;
  const kernel = new Array<number>(size * size).fill(0);
  const c = (size - 1) / 2;
  for (let i = 0; i < size; i++) {
    const t = i - c;
    const x = Math.round(c + (angle === 90 ? 0 : t));
    const y = Math.round(c + (angle === 0 ? 0 : angle === 45 ? -t : angle === 135 ? t : t));
    kernel[y * size + x] = 1;
  }
  return { width: size, height: size, kernel };
}

/** A phone photo of the sheet on a surface. */
export async function photo(sheet: Sheet, look: PhotoLook, d: Dice): Promise<Buffer> {
  const { width: W, height: H } = look;
  const fill = 0.72 + d.next() * 0.16;
  const scale = Math.min((W * fill) / sheet.width, (H * fill) / sheet.height);
  const thermal = sheet.width < 300;
  const paperCanvas = draw(
    sheet,
    scale,
    thermal ? d.one(["#f7f6f2", "#f2f0ea"]) : d.one(["#fbfbf8", "#f6f3ea", "#eef1f4"]),
    d.one(["#111111", "#1d2330", "#2b2118"]),
    thermal ? 0.6 + d.next() * 0.3 : 0.9,
  );
  const pw = paperCanvas.width;
  const ph = paperCanvas.height;
  const src = paperCanvas.getContext("2d").getImageData(0, 0, pw, ph).data;

  // Where the corners land: centred, turned, the far edge shortened and leaning.
  const cx = W / 2 + (d.next() - 0.5) * W * 0.06;
  const cy = H / 2 + (d.next() - 0.5) * H * 0.05;
  const a = (look.turn * Math.PI) / 180;
  const farTop = d.coin(0.7);
  const corners = [
    [-pw / 2, -ph / 2],
    [pw / 2, -ph / 2],
    [pw / 2, ph / 2],
    [-pw / 2, ph / 2],
  ].map(([x, y], i) => {
    const isFar = farTop ? i < 2 : i >= 2;
    const shrink = isFar ? 1 - look.far : 1;
    const px = x! * shrink + (isFar ? look.lean * pw : 0);
    return [cx + px * Math.cos(a) - y! * Math.sin(a), cy + px * Math.sin(a) + y! * Math.cos(a)];
  });
  const inverse = homography(corners, [
    [0, 0],
    [pw, 0],
    [pw, ph],
    [0, ph],
  ]);

  // Creases in paper coordinates: pixels pulled toward each crease, one side lit, one dark.
  const creases = Array.from({ length: look.creases }, () => {
    const angle = d.next() * Math.PI;
    return {
      nx: Math.cos(angle),
      ny: Math.sin(angle),
      c: -(Math.cos(angle) * d.next() * pw + Math.sin(angle) * d.next() * ph),
      pull: (0.5 + d.next() * 2) * (scale / 2),
      reach: (8 + d.next() * 30) * (scale / 2),
      light: 0.05 + d.next() * 0.12,
    };
  });
  // The hard shadow of the phone or a hand: a half-plane with a soft edge.
  const sAngle = d.next() * Math.PI * 2;
  const sNx = Math.cos(sAngle);
  const sNy = Math.sin(sAngle);
  const sC = -(sNx * (W * (0.2 + d.next() * 0.6)) + sNy * (H * (0.2 + d.next() * 0.6)));
  const sSoft = 10 + d.next() * 50;
  const surface = d.one([
    [120, 92, 66],
    [70, 74, 80],
    [196, 190, 176],
    [40, 44, 40],
    [150, 36, 40],
  ]);
  const cast = [1 + (d.next() - 0.5) * 0.1, 1, 1 + (d.next() - 0.5) * 0.14];
  const out = Buffer.alloc(W * H * 3);
  const [h0, h1, h2, h3, h4, h5, h6, h7] = inverse;
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const w = h6! * x + h7! * y + 1;
      let u = (h0! * x + h1! * y + h2!) / w;
      let v = (h3! * x + h4! * y + h5!) / w;
      let r: number;
      let g: number;
      let b: number;
      let shade = 1;
      if (u >= 0 && v >= 0 && u < pw - 1 && v < ph - 1) {
        for (const crease of creases) {
          const dist = crease.nx * u + crease.ny * v + crease.c;
          const fall = Math.exp(-Math.abs(dist) / crease.reach);
          const side = dist > 0 ? 1 : -1;
          // The fold takes up paper: what lies next to the crease is drawn in from further out.
          u += crease.nx * side * crease.pull * fall;
          v += crease.ny * side * crease.pull * fall;
          shade *= 1 + side * crease.light * fall;
        }
        const iu = Math.min(pw - 2, Math.max(0, Math.floor(u)));
        const iv = Math.min(ph - 2, Math.max(0, Math.floor(v)));
        const fu = Math.min(1, Math.max(0, u - iu));
        const fv = Math.min(1, Math.max(0, v - iv));
        const i00 = (iv * pw + iu) * 4;
        const i10 = i00 + 4;
        const i01 = i00 + pw * 4;
        const i11 = i01 + 4;
        const mix = (k: number) =>
          (src[i00 + k]! * (1 - fu) + src[i10 + k]! * fu) * (1 - fv) +
          (src[i01 + k]! * (1 - fu) + src[i11 + k]! * fu) * fv;
        r = mix(0);
        g = mix(1);
        b = mix(2);
      } else {
        const grain = ((x * 7 + y * 13) % 17) - 8;
        r = surface[0]! + grain;
        g = surface[1]! + grain;
        b = surface[2]! + grain;
      }
      if (look.shadow > 0) {
        const s = sNx * x + sNy * y + sC;
        const t = Math.min(1, Math.max(0, (s + sSoft) / (2 * sSoft)));
        shade *= 1 - look.shadow * t;
      }
      const dx = x / W - 0.5;
      const dy = y / H - 0.5;
      shade *= 1 - 0.35 * (dx * dx + dy * dy);
      const noise = (d.next() - 0.5) * 2 * look.noise;
      const o = (y * W + x) * 3;
      out[o] = Math.max(0, Math.min(255, r * shade * cast[0]! + noise));
      out[o + 1] = Math.max(0, Math.min(255, g * shade * cast[1]! + noise));
      out[o + 2] = Math.max(0, Math.min(255, b * shade * cast[2]! + noise));
    }
  }
  let image = sharp(out, { raw: { width: W, height: H, channels: 3 } });
  image =
    look.blur.kind === "focus"
      ? image.blur(look.blur.sigma)
      : image.convolve(motionKernel(look.blur.length, look.blur.angle));
  return image.jpeg({ quality: look.quality, chromaSubsampling: "4:2:0" }).toBuffer();
}
