import { writeFileSync } from "node:fs";
import { PDFDocument, StandardFonts, rgb, type PDFFont } from "pdf-lib";
import sharp, { type OverlayOptions } from "sharp";
import type { Face, Page } from "./layout.ts";

const FIXED_DATE = new Date("2026-11-28T00:00:00Z");

export async function writePdf(pages: Page[], path: string, title: string): Promise<void> {
  const doc = await PDFDocument.create();
  doc.setTitle(title);
  doc.setProducer("berkas unseen corpus 2026-11-28d");
  doc.setCreator("make/generate.ts");
  doc.setCreationDate(FIXED_DATE);
  doc.setModificationDate(FIXED_DATE);
  const fonts: Record<string, PDFFont> = {
    "sans-0": await doc.embedFont(StandardFonts.Helvetica),
    "sans-1": await doc.embedFont(StandardFonts.HelveticaBold),
    "serif-0": await doc.embedFont(StandardFonts.TimesRoman),
    "serif-1": await doc.embedFont(StandardFonts.TimesRomanBold),
    "mono-0": await doc.embedFont(StandardFonts.Courier),
    "mono-1": await doc.embedFont(StandardFonts.CourierBold),
  };
  for (const page of pages) {
    const p = doc.addPage([page.width, page.height]);
    for (const item of page.items) {
      if (item.kind === "rule") {
        p.drawLine({
          start: { x: item.x1, y: page.height - item.y },
          end: { x: item.x2, y: page.height - item.y },
          thickness: 0.6,
          color: rgb(0.2, 0.2, 0.2),
          dashArray: item.dashed ? [3, 2] : undefined,
        });
        continue;
      }
      const font = fonts[`${item.face}-${item.bold ? 1 : 0}`]!;
      const w = font.widthOfTextAtSize(item.text, item.size);
      const x =
        item.align === "left" ? item.x : item.align === "right" ? item.x - w : item.x - w / 2;
      p.drawText(item.text, {
        x,
        y: page.height - item.y,
        size: item.size,
        font,
        color: rgb(0.05, 0.05, 0.1),
      });
    }
  }
  writeFileSync(path, await doc.save({ useObjectStreams: false }));
}

const FAMILY: Record<Face, string> = {
  sans: "Liberation Sans",
  serif: "Liberation Serif",
  mono: "Liberation Mono",
};

function escapeXml(s: string): string {
  return s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

export function pageSvg(page: Page, scale: number, paper = "#fbfaf6"): string {
  const w = Math.round(page.width * scale);
  const h = Math.round(page.height * scale);
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">`,
    `<rect width="100%" height="100%" fill="${paper}"/>`,
  ];
  for (const item of page.items) {
    if (item.kind === "rule") {
      parts.push(
        `<line x1="${item.x1 * scale}" y1="${item.y * scale}" x2="${item.x2 * scale}" y2="${item.y * scale}" stroke="#333" stroke-width="${1.2 * scale * 0.5}"${item.dashed ? ` stroke-dasharray="${3 * scale},${2 * scale}"` : ""}/>`,
      );
      continue;
    }
    const anchor = item.align === "left" ? "start" : item.align === "right" ? "end" : "middle";
    parts.push(
      `<text x="${(item.x * scale).toFixed(1)}" y="${(item.y * scale).toFixed(1)}" font-family="${FAMILY[item.face]}" font-size="${(item.size * scale).toFixed(1)}" font-weight="${item.bold ? "bold" : "normal"}" text-anchor="${anchor}" fill="#161616" xml:space="preserve">${escapeXml(item.text)}</text>`,
    );
  }
  parts.push("</svg>");
  return parts.join("\n");
}

export interface PictureLook {
  /** "scan": flat, grey, a little noise; "phone": on a table, turned, blurred, uneven light. */
  capture: "scan" | "phone";
  rotate: number;
  blur: number;
  quality: number;
  format: "jpg" | "png";
}

/** Deterministic grain: a grey noise layer from a fixed-seed generator. */
function noiseLayer(width: number, height: number, amplitude: number, seed: number): Buffer {
  const data = Buffer.alloc(width * height);
  let state = seed >>> 0;
  for (let i = 0; i < data.length; i++) {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    data[i] = 128 + Math.round((state / 0xffffffff - 0.5) * 2 * amplitude);
  }
  return data;
}

/** Rasterizes one page, then ages it with sharp (ImageMagick is not on this machine); deterministic. */
export async function writePicture(
  page: Page,
  scale: number,
  path: string,
  look: PictureLook,
  svgPath: string,
): Promise<void> {
  const svg = pageSvg(page, scale);
  writeFileSync(svgPath, svg);
  let img = sharp(Buffer.from(svg)).flatten({ background: "#ffffff" });
  if (look.capture === "scan") {
    img = img.greyscale().rotate(look.rotate, { background: "#ffffff" });
  } else {
    img = img
      .extend({ top: 90, bottom: 90, left: 90, right: 90, background: "#6b5a48" })
      .rotate(look.rotate, { background: "#5a4a3a" });
  }
  const base = await img.png().toBuffer();
  const meta = await sharp(base).metadata();
  const width = meta.width!;
  const height = meta.height!;
  const layers: OverlayOptions[] = [];
  if (look.capture === "phone") {
    const shade = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#a89f8e"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`;
    layers.push({ input: Buffer.from(shade), blend: "multiply" });
  }
  layers.push({
    input: noiseLayer(width, height, look.capture === "scan" ? 18 : 30, 28),
    raw: { width, height, channels: 1 },
    blend: "overlay",
  });
  let out = sharp(base).composite(layers).blur(look.blur);
  if (look.capture === "scan") out = out.greyscale();
  out =
    look.format === "jpg" ? out.jpeg({ quality: look.quality }) : out.png({ compressionLevel: 9 });
  await out.toFile(path);
}
