import { GlobalFonts, createCanvas } from "@napi-rs/canvas";
import sharp from "sharp";
import type { Sharp } from "sharp";
import { READER_LIMITS } from "../contracts/limits.ts";
import { openImage } from "./images.ts";
import { readDoc, readDocx } from "./office.ts";
import { BUNDLED_SANS_FONT, renderFirstPage } from "./pdf.ts";
import type { ReadPage } from "./read-result.ts";
import { readCsv, readXls, readXlsx } from "./sheets.ts";
import type { FileKind } from "./sniff-file-type.ts";

/** Our own font, so a preview looks the same on a machine without any system fonts. */
const PREVIEW_FONT = "Berkas Preview Sans";
GlobalFonts.registerFromPath(BUNDLED_SANS_FONT, PREVIEW_FONT);

const A4_RATIO = 297 / 210;
const MAX_PREVIEW_WIDTH = 2000;

async function firstTextPage(
  bytes: Uint8Array,
  kind: "doc" | "docx" | "xls" | "xlsx" | "csv",
): Promise<ReadPage | undefined> {
  switch (kind) {
    case "docx":
      return readDocx(bytes);
    case "doc":
      return readDoc(bytes);
    case "xlsx":
      return (await readXlsx(bytes)).pages[0];
    case "xls":
      return readXls(bytes).pages[0];
    case "csv":
      return readCsv(bytes).pages[0];
  }
}

/** The first lines of a document's text on a white A4 sheet, as a PNG. */
function drawTextPage(lines: string[], width: number): Buffer {
  const height = Math.round(width * A4_RATIO);
  const canvas = createCanvas(width, height);
  const context = canvas.getContext("2d");
  context.fillStyle = "#ffffff";
  context.fillRect(0, 0, width, height);
  const margin = Math.round(width * 0.08);
  const fontSize = Math.max(6, width / 40);
  const lineHeight = fontSize * 1.45;
  context.fillStyle = "#222222";
  context.textBaseline = "top";
  const usable = width - 2 * margin;
  let y = margin;
  for (const [index, line] of lines.entries()) {
    if (y + lineHeight > height - margin) break;
    context.font = `${index === 0 ? "bold " : ""}${fontSize}px "${PREVIEW_FONT}"`;
    let text = line;
    while (text.length > 1 && context.measureText(text).width > usable) {
      text = `${text.slice(0, Math.max(1, Math.floor(text.length * 0.9) - 1))}…`;
    }
    context.fillText(text, margin, y);
    y += lineHeight;
  }
  return canvas.toBuffer("image/png");
}

/**
 * The first page as a WebP thumbnail `width` pixels wide (READER_LIMITS.previewWidthPx unless
 * told): PDFs rendered by pdf.js, images turned upright and scaled, Office files, sheets and CSV
 * drawn as their first lines of text.
 */
export async function renderPreview(
  bytes: Uint8Array,
  kind: FileKind,
  options: { width?: number } = {},
): Promise<Buffer> {
  const width = Math.round(
    Math.min(Math.max(options.width ?? READER_LIMITS.previewWidthPx, 16), MAX_PREVIEW_WIDTH),
  );
  let image: Sharp;
  switch (kind) {
    case "pdf":
      image = sharp(await renderFirstPage(bytes, width));
      break;
    case "jpeg":
    case "png":
    case "heic":
      image = (await openImage(bytes, kind)).image;
      break;
    default: {
      const page = await firstTextPage(bytes, kind);
      image = sharp(drawTextPage(page?.lines.map((line) => line.text) ?? [], width));
    }
  }
  return image
    .resize({ width })
    .flatten({ background: "#ffffff" })
    .webp({ quality: 80 })
    .toBuffer();
}
