/** Draws a laid-out sheet as a text PDF (pdf-lib) or as an aged picture (SVG rasterized by sharp). */
import { PDFDocument, StandardFonts, degrees, rgb, type PDFFont } from "pdf-lib";
import sharp from "sharp";
import type { Op, Sheet } from "./layout.ts";

const FIXED_DATE = new Date("2026-11-29T00:00:00Z");

export async function renderPdf(sheet: Sheet, title: string): Promise<Uint8Array> {
  const pdf = await PDFDocument.create({ updateMetadata: false });
  pdf.setTitle(title);
  pdf.setCreationDate(FIXED_DATE);
  pdf.setModificationDate(FIXED_DATE);
  const faces: Record<string, PDFFont> = {
    sans: await pdf.embedFont(StandardFonts.Helvetica),
    sansB: await pdf.embedFont(StandardFonts.HelveticaBold),
    sansI: await pdf.embedFont(StandardFonts.HelveticaOblique),
    serif: await pdf.embedFont(StandardFonts.TimesRoman),
    serifB: await pdf.embedFont(StandardFonts.TimesRomanBold),
    serifI: await pdf.embedFont(StandardFonts.TimesRomanItalic),
    mono: await pdf.embedFont(StandardFonts.Courier),
    monoB: await pdf.embedFont(StandardFonts.CourierBold),
    monoI: await pdf.embedFont(StandardFonts.CourierOblique),
    hand: await pdf.embedFont(StandardFonts.TimesRomanItalic),
    handB: await pdf.embedFont(StandardFonts.TimesRomanBoldItalic),
  };
  for (const ops of sheet.pages) {
    const page = pdf.addPage([sheet.width, sheet.height]);
    const H = sheet.height;
    for (const op of ops) {
      if (op.kind === "text") {
        const key = `${op.face}${op.bold ? "B" : op.italic ? "I" : ""}`;
        page.drawText(op.text, {
          x: op.x,
          y: H - op.y,
          size: op.size,
          font: faces[key] ?? faces.sans,
          rotate: degrees(-op.angle),
          color: rgb(op.grey, op.grey, op.grey),
        });
      } else if (op.kind === "line") {
        page.drawLine({
          start: { x: op.x1, y: H - op.y1 },
          end: { x: op.x2, y: H - op.y2 },
          thickness: op.width,
        });
      } else if (op.kind === "rect") {
        page.drawRectangle({
          x: op.x,
          y: H - op.y - op.h,
          width: op.w,
          height: op.h,
          borderWidth: op.width,
          borderColor: rgb(0, 0, 0),
        });
      } else {
        page.drawEllipse({
          x: op.cx,
          y: H - op.cy,
          xScale: op.rx,
          yScale: op.ry,
          borderWidth: op.width,
          borderColor: rgb(0.35, 0.35, 0.35),
        });
      }
    }
  }
  return pdf.save({ useObjectStreams: false });
}

const FAMILY: Record<string, string> = {
  sans: "Liberation Sans",
  serif: "Liberation Serif",
  mono: "Liberation Mono",
  hand: "DejaVu Serif",
};

const escape = (text: string): string =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

const svgOp = (op: Op, k: number): string => {
  const f = (n: number): string => (n * k).toFixed(1);
  if (op.kind === "text") {
    const shade = Math.round(op.grey * 255);
    const style =
      op.face === "hand" ? ' font-style="italic"' : op.italic ? ' font-style="italic"' : "";
    const rotate = op.angle ? ` transform="rotate(${op.angle} ${f(op.x)} ${f(op.y)})"` : "";
    return `<text x="${f(op.x)}" y="${f(op.y)}" font-family="${FAMILY[op.face]}" font-size="${f(op.size)}"${op.bold ? ' font-weight="bold"' : ""}${style} fill="rgb(${shade},${shade},${shade})"${rotate}>${escape(op.text)}</text>`;
  }
  if (op.kind === "line")
    return `<line x1="${f(op.x1)}" y1="${f(op.y1)}" x2="${f(op.x2)}" y2="${f(op.y2)}" stroke="black" stroke-width="${f(op.width)}"/>`;
  if (op.kind === "rect")
    return `<rect x="${f(op.x)}" y="${f(op.y)}" width="${f(op.w)}" height="${f(op.h)}" fill="none" stroke="black" stroke-width="${f(op.width)}"/>`;
  return `<ellipse cx="${f(op.cx)}" cy="${f(op.cy)}" rx="${f(op.rx)}" ry="${f(op.ry)}" fill="none" stroke="rgb(90,90,90)" stroke-width="${f(op.width)}"/>`;
};

export interface PictureStyle {
  /** "scan": flat grey page; "photo": page on a table, uneven light. */
  mode: "scan" | "photo";
  /** Width of the page in pixels. */
  pixels: number;
  /** Degrees, 0.5–3. */
  angle: number;
  seed: number;
  quality: number;
}

/** The SVG of the sheet's first page (pictures are single pages). */
export function pictureSvg(sheet: Sheet, style: PictureStyle): string {
  const k = style.pixels / sheet.width;
  const used = Math.min(sheet.height, sheet.y + sheet.margin);
  const w = Math.round(sheet.width * k);
  const h = Math.round(used * k);
  const body = (sheet.pages[0] ?? []).map((op) => svgOp(op, k)).join("\n");
  if (style.mode === "scan") {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
<rect width="100%" height="100%" fill="rgb(246,245,241)"/>
${body}
</svg>`;
  }
  const pad = Math.round(w * 0.06);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w + 2 * pad}" height="${h + 2 * pad}">
<defs><radialGradient id="light" cx="35%" cy="30%" r="85%"><stop offset="0" stop-color="white" stop-opacity="0"/><stop offset="1" stop-color="black" stop-opacity="0.28"/></radialGradient></defs>
<rect width="100%" height="100%" fill="rgb(118,92,66)"/>
<rect x="${pad + 6}" y="${pad + 8}" width="${w}" height="${h}" fill="rgb(60,45,30)"/>
<rect x="${pad}" y="${pad}" width="${w}" height="${h}" fill="rgb(250,249,245)"/>
<g transform="translate(${pad} ${pad})">
${body}
</g>
<rect width="100%" height="100%" fill="url(#light)"/>
</svg>`;
}

/** Small deterministic generator (mulberry32). */
export const random = (seed: number): (() => number) => {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

/** Rasterizes the SVG, then greyscale, grain, a slight turn and blur, and JPEG. */
export async function renderPicture(svg: string, style: PictureStyle): Promise<Buffer> {
  const { data, info } = await sharp(Buffer.from(svg), { density: 72 })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const next = random(style.seed);
  const channels = info.channels;
  const grain = style.mode === "photo" ? 14 : 10;
  for (let i = 0; i < data.length; i += channels) {
    const noise = (next() + next() - 1) * grain;
    const value = Math.max(0, Math.min(255, data[i]! + noise));
    for (let c = 0; c < Math.min(channels, 3); c++) data[i + c] = value;
  }
  const background = style.mode === "photo" ? { r: 96, g: 96, b: 96 } : { r: 240, g: 240, b: 238 };
  return sharp(data, { raw: { width: info.width, height: info.height, channels } })
    .rotate(style.angle, { background })
    .blur(style.mode === "photo" ? 0.75 : 0.55)
    .greyscale()
    .jpeg({ quality: style.quality, mozjpeg: false })
    .toBuffer();
}
