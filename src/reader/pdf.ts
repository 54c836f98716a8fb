import { createCanvas } from "@napi-rs/canvas";
import type { Canvas } from "@napi-rs/canvas";
import { createRequire } from "node:module";
import { dirname, join, sep } from "node:path";
import { OPS, VerbosityLevel, getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import type { PDFDocumentProxy, PDFPageProxy } from "pdfjs-dist/legacy/build/pdf.mjs";
import sharp from "sharp";
import { READER_LIMITS } from "../contracts/limits.ts";
import { assertPixelsWithinLimit, imageForOcr } from "./images.ts";
import { rereadIdentifiers } from "./reread-identifiers.ts";
import { voteLines } from "./vote-lines.ts";
import type { OcrEngine } from "./ocr-engine.ts";
import { scaleLines } from "./read-result.ts";
import type { Box, ReadLine, ReadPage } from "./read-result.ts";
import { ReaderError } from "./reader-error.ts";
import {
  NAMES_TAX_INVOICE,
  QR_DPI,
  QR_MIN_SIDE,
  decodeQr,
  decodeQrInPdfImage,
  type PdfImagePixels,
} from "./verification-qr.ts";
import { verificationQrOf, type VerificationQr } from "../contracts/verification-qr.ts";

const PDFJS = dirname(createRequire(import.meta.url).resolve("pdfjs-dist/package.json"));
const folder = (name: string) => join(PDFJS, name) + sep;

/** Liberation Sans as pdfjs-dist ships it: a font every machine with our node_modules has. */
export const BUNDLED_SANS_FONT = join(PDFJS, "standard_fonts", "LiberationSans-Regular.ttf");

/** pdf.js reads its fonts, CMaps, ICC profiles and decoders from the package, never the network. */
const DOCUMENT_OPTIONS = {
  standardFontDataUrl: folder("standard_fonts"),
  cMapUrl: folder("cmaps"),
  cMapPacked: true,
  iccUrl: folder("iccs"),
  wasmUrl: folder("wasm"),
  useSystemFonts: false,
  enableXfa: false,
  maxImageSize: READER_LIMITS.maxImagePixels,
  verbosity: VerbosityLevel.ERRORS,
};

/** A page with fewer letters and digits than this in its text layer is a scan (or blank). */
const MIN_TEXT_LAYER_CHARACTERS = 20;
/**
 * A page with a short text layer over a picture covering most of it is a scan with a stamp
 * ("Scanned by CamScanner", a page number): its text is in the picture.
 */
const STAMP_MAX_CHARACTERS = 200;
const SCAN_MIN_IMAGE_COVERAGE = 0.5;
const OCR_DPI = 300;
const POINTS_PER_INCH = 72;

export interface OpenPdf {
  document: PDFDocumentProxy;
  close(): Promise<void>;
}

/** Opens a PDF, refusing encrypted, unparsable and over-long ones with their ReaderError. */
export async function openPdf(bytes: Uint8Array): Promise<OpenPdf> {
  // pdf.js takes ownership of (transfers) the array it is given; the caller keeps theirs.
  const task = getDocument({ data: new Uint8Array(bytes), ...DOCUMENT_OPTIONS });
  let document: PDFDocumentProxy;
  try {
    document = await task.promise;
  } catch (error) {
    await task.destroy();
    if (error instanceof Error && error.name === "PasswordException") {
      throw new ReaderError("FILE_ENCRYPTED", "The PDF is protected by a password.", {
        cause: error,
      });
    }
    throw new ReaderError("FILE_CORRUPT", "The PDF cannot be opened.", { cause: error });
  }
  if (document.numPages > READER_LIMITS.maxPages) {
    const pages = document.numPages;
    await task.destroy();
    throw new ReaderError(
      "TOO_MANY_PAGES",
      `The PDF has ${pages} pages; at most ${READER_LIMITS.maxPages} are read.`,
    );
  }
  return { document, close: () => task.destroy() };
}

type ContentItem = Awaited<ReturnType<PDFPageProxy["getTextContent"]>>["items"][number];
type TextItem = Extract<ContentItem, { str: string }>;
const isTextItem = (item: ContentItem): item is TextItem => "str" in item;

interface PlacedText {
  text: string;
  box: Box;
}

/**
 * A gap between two runs of a line wider than this many text heights parts columns: a space
 * between words is a fraction of one, and blocks printed side by side (a buyer's and a
 * seller's) stand several apart.
 */
const COLUMN_GAP_HEIGHTS = 1.5;

/** Runs joined left to right, a space where a gap separates them, and the box around them. */
function joinRuns(runs: PlacedText[]): { text: string; box: Box } {
  let text = "";
  let previousEnd = -Infinity;
  for (const item of runs) {
    const gap = item.box.x - previousEnd;
    if (text && gap > item.box.height * 0.15 && !/\s$/.test(text) && !/^\s/.test(item.text)) {
      text += " ";
    }
    text += item.text;
    previousEnd = item.box.x + item.box.width;
  }
  const x = Math.min(...runs.map((item) => item.box.x));
  const y = Math.min(...runs.map((item) => item.box.y));
  const right = Math.max(...runs.map((item) => item.box.x + item.box.width));
  const bottom = Math.max(...runs.map((item) => item.box.y + item.box.height));
  return {
    text: text.replace(/\s+/g, " ").trim(),
    box: { x, y, width: right - x, height: bottom - y },
  };
}

/** A row's runs (sorted left to right) cut where the gap to the next is a column's. */
function columnsOf(row: PlacedText[]): PlacedText[][] {
  const columns: PlacedText[][] = [];
  let previous: PlacedText | undefined;
  for (const item of row) {
    const gap = previous ? item.box.x - (previous.box.x + previous.box.width) : 0;
    const height = previous ? Math.max(previous.box.height, item.box.height) : 0;
    if (previous && gap > COLUMN_GAP_HEIGHTS * height) columns.push([item]);
    else if (columns.length) columns.at(-1)!.push(item);
    else columns.push([item]);
    previous = item;
  }
  return columns;
}

/**
 * Joins pdf.js text items into lines: items whose vertical middles lie within half a line
 * height of each other, left to right, a space where a gap separates them. A line that wide
 * gaps part into columns keeps its columns as segments.
 */
function linesFromTextItems(items: PlacedText[]): ReadLine[] {
  const sorted = [...items].sort(
    (a, b) => a.box.y + a.box.height / 2 - (b.box.y + b.box.height / 2),
  );
  const rows: PlacedText[][] = [];
  for (const item of sorted) {
    const middle = item.box.y + item.box.height / 2;
    const row = rows.at(-1);
    const first = row?.[0];
    if (
      row &&
      first &&
      Math.abs(first.box.y + first.box.height / 2 - middle) <=
        Math.max(first.box.height, item.box.height) / 2
    ) {
      row.push(item);
    } else {
      rows.push([item]);
    }
  }
  return rows.map((row) => {
    row.sort((a, b) => a.box.x - b.box.x);
    const columns = columnsOf(row).map(joinRuns);
    return {
      ...joinRuns(row),
      confidence: null,
      ...(columns.length > 1 && { segments: columns }),
    };
  });
}

async function textLayerLines(page: PDFPageProxy): Promise<ReadLine[]> {
  const viewport = page.getViewport({ scale: 1 });
  const content = await page.getTextContent();
  const placed: PlacedText[] = [];
  for (const item of content.items) {
    if (!isTextItem(item) || !item.str.trim()) continue;
    const [, , c = 0, d = 0, e = 0, f = 0] = item.transform as number[];
    const fontHeight = item.height || Math.hypot(c, d);
    // Two opposite corners of the item, from PDF space (origin bottom-left) to the page's.
    const [x1, y1] = viewport.convertToViewportPoint(e, f - fontHeight * 0.2) as [number, number];
    const [x2, y2] = viewport.convertToViewportPoint(e + item.width, f + fontHeight * 0.8) as [
      number,
      number,
    ];
    const box = {
      x: Math.min(x1, x2),
      y: Math.min(y1, y2),
      width: Math.abs(x2 - x1),
      height: Math.abs(y2 - y1),
    };
    placed.push({ text: item.str, box });
  }
  return linesFromTextItems(placed);
}

/** Draws a page onto a white canvas at `scale` (1 = 72 dpi), within the pixel limit. */
async function renderPage(
  page: PDFPageProxy,
  scale: number,
): Promise<{ canvas: Canvas; scale: number }> {
  const size = page.getViewport({ scale: 1 });
  const fitted = Math.min(
    scale,
    Math.sqrt(READER_LIMITS.maxImagePixels / (size.width * size.height)),
  );
  const viewport = page.getViewport({ scale: fitted });
  const width = Math.max(1, Math.floor(viewport.width));
  const height = Math.max(1, Math.floor(viewport.height));
  assertPixelsWithinLimit({ width, height }, "The rendered page");
  const canvas = createCanvas(width, height);
  await page.render({ canvas: canvas as unknown as HTMLCanvasElement, viewport }).promise;
  return { canvas, scale: fitted };
}

const IMAGE_PAINTS = new Set<number>([
  OPS.paintImageXObject,
  OPS.paintInlineImageXObject,
  OPS.paintImageMaskXObject,
]);

/**
 * The largest share of the page one picture covers. A picture is painted as the unit square
 * under the current transform, so its area is the transform's determinant; only the
 * determinant needs following through save, restore and concatenation.
 */
async function largestImageCoverage(page: PDFPageProxy): Promise<number> {
  const { width, height } = page.getViewport({ scale: 1 });
  const { fnArray, argsArray } = await page.getOperatorList();
  let scale = 1;
  const saved: number[] = [];
  let largest = 0;
  const determinant = (matrix: unknown) => {
    const [a = 1, b = 0, c = 0, d = 1] = Array.isArray(matrix) ? (matrix as number[]) : [];
    return a * d - b * c;
  };
  fnArray.forEach((operation, index) => {
    const args = argsArray[index] as unknown[] | null;
    if (operation === OPS.save) saved.push(scale);
    else if (operation === OPS.restore) scale = saved.pop() ?? scale;
    else if (operation === OPS.transform) scale *= determinant(args);
    else if (operation === OPS.paintFormXObjectBegin) {
      saved.push(scale);
      scale *= determinant(args?.[0]);
    } else if (operation === OPS.paintFormXObjectEnd) scale = saved.pop() ?? scale;
    else if (IMAGE_PAINTS.has(operation)) largest = Math.max(largest, Math.abs(scale));
  });
  return Math.min(1, largest / (width * height));
}

async function needsOcr(page: PDFPageProxy, textLayer: ReadLine[]): Promise<boolean> {
  const characters = countCharacters(textLayer);
  if (characters < MIN_TEXT_LAYER_CHARACTERS) return true;
  if (characters >= STAMP_MAX_CHARACTERS) return false;
  return (await largestImageCoverage(page)) >= SCAN_MIN_IMAGE_COVERAGE;
}

/**
 * A scanned page read by OCR. `holdsFields`: the first page (the issuer, a receipt's fields)
 * and the last (an invoice's totals); the lines fields are taken from are read again there only.
 */
async function ocrPage(
  page: PDFPageProxy,
  ocr: OcrEngine,
  holdsFields: boolean,
  signal?: AbortSignal,
): Promise<ReadLine[]> {
  const { canvas, scale } = await renderPage(page, OCR_DPI / POINTS_PER_INCH);
  const pixels = sharp(canvas.data(), {
    raw: { width: canvas.width, height: canvas.height, channels: 4 },
  });
  const prepared = await imageForOcr(pixels, canvas, OCR_DPI);
  const result = await ocr.recognize(prepared.png, signal, "page");
  const voted = await voteLines(prepared.png, result.lines, signal, holdsFields);
  const lines = await rereadIdentifiers(prepared.png, voted.lines, ocr, signal);
  return scaleLines(lines, 1 / (scale * prepared.scale));
}

export const QR_NOT_LOOKED_AT = "The first page could not be looked at for a QR code.";

/** At most this many of a page's pictures are looked at for a QR code. */
const QR_MAX_PICTURES = 8;
const QR_PICTURE_WAIT_MS = 2_000;

/**
 * The pixels of the pictures a page paints large enough to hold a QR code, in painting order, as
 * pdf.js decoded them to draw the page.
 */
async function* pagePictures(page: PDFPageProxy): AsyncGenerator<PdfImagePixels> {
  const { fnArray, argsArray } = await page.getOperatorList();
  let looked = 0;
  for (const [index, operation] of fnArray.entries()) {
    if (operation !== OPS.paintImageXObject || looked >= QR_MAX_PICTURES) continue;
    const id = (argsArray[index] as unknown[] | null)?.[0];
    if (typeof id !== "string") continue;
    const objects = id.startsWith("g_") ? page.commonObjs : page.objs;
    // A picture pdf.js could not decode may never resolve; it is then passed over.
    const picture = await new Promise<Partial<PdfImagePixels> | null>((resolve) => {
      const timer = setTimeout(() => resolve(null), QR_PICTURE_WAIT_MS);
      objects.get(id, (decoded: Partial<PdfImagePixels> | null) => {
        clearTimeout(timer);
        resolve(decoded);
      });
    });
    const { width = 0, height = 0, kind = 0, data } = picture ?? {};
    if (!data || Math.min(width, height) < QR_MIN_SIDE) continue;
    looked++;
    yield { width, height, kind, data };
  }
}

/**
 * The QR code on a page: in each picture it paints (an e-Faktur's code is one), decoded at the
 * picture's own resolution, else, with `drawnCodes`, on the page drawn at QR_DPI (a code drawn
 * as shapes). Undefined when the page cannot be drawn: its text is still read, and a warning
 * says so.
 */
export async function qrOnPdfPage(
  page: PDFPageProxy,
  { drawnCodes }: { drawnCodes: boolean },
): Promise<VerificationQr | undefined> {
  try {
    for await (const picture of pagePictures(page)) {
      const text = await decodeQrInPdfImage(picture);
      if (text !== null) return verificationQrOf(text);
    }
    if (!drawnCodes) return verificationQrOf(null);
    const { canvas } = await renderPage(page, QR_DPI / POINTS_PER_INCH);
    return verificationQrOf(decodeQr(canvas.data(), canvas.width, canvas.height));
  } catch {
    return undefined;
  }
}

/**
 * A pdf.js call on one page: pdf.js opens a broken PDF and fails only on the page it cannot
 * parse, with errors of its own; those are the file's fault, not ours.
 */
async function parsePage<Result>(number: number, parse: () => Promise<Result>): Promise<Result> {
  try {
    return await parse();
  } catch (error) {
    if (error instanceof ReaderError) throw error;
    throw new ReaderError("FILE_CORRUPT", `Page ${number} of the PDF cannot be read.`, {
      cause: error,
    });
  }
}

const countCharacters = (lines: ReadLine[]) =>
  lines.reduce((sum, line) => sum + (line.text.match(/[\p{L}\p{N}]/gu)?.length ?? 0), 0);

interface PdfReadOptions {
  ocr: OcrEngine;
  signal?: AbortSignal;
  onProgress?: (fraction: number) => void;
}

/**
 * Every page's text layer with positions; pages without one (or with only a stamp over a
 * scanned picture) are rendered at 300 dpi and OCR'd, up to READER_LIMITS.maxOcrPages, and
 * named in a warning past that. The first page is also looked at for a QR code.
 */
export async function readPdf(
  bytes: Uint8Array,
  options: PdfReadOptions,
): Promise<{ pages: ReadPage[]; warnings: string[]; verificationQr?: VerificationQr }> {
  const { document, close } = await openPdf(bytes);
  const pages: ReadPage[] = [];
  const unread: number[] = [];
  let ocrPages = 0;
  let verificationQr: VerificationQr | undefined;
  try {
    for (let number = 1; number <= document.numPages; number++) {
      options.signal?.throwIfAborted();
      const page = await parsePage(number, () => document.getPage(number));
      try {
        const { width, height } = page.getViewport({ scale: 1 });
        let lines = await parsePage(number, () => textLayerLines(page));
        let method: ReadPage["method"] = "text-layer";
        if (await parsePage(number, () => needsOcr(page, lines))) {
          if (ocrPages < READER_LIMITS.maxOcrPages) {
            ocrPages++;
            const holdsFields = number === 1 || number === document.numPages;
            lines = await ocrPage(page, options.ocr, holdsFields, options.signal);
            method = "ocr";
          } else {
            unread.push(number);
          }
        }
        if (number === 1) {
          // A scan's words are OCR's guesses, so a scanned page is always looked at whole.
          const drawnCodes =
            method === "ocr" || lines.some((line) => NAMES_TAX_INVOICE.test(line.text));
          verificationQr = await qrOnPdfPage(page, { drawnCodes });
        }
        pages.push({
          number,
          method,
          width,
          height,
          lines,
          text: lines.map((line) => line.text).join("\n"),
        });
      } finally {
        page.cleanup();
      }
      options.onProgress?.(number / document.numPages);
    }
  } finally {
    await close();
  }
  const warnings = unread.length
    ? [
        `${unread.length} page(s) without a text layer were not OCR'd (limit ${READER_LIMITS.maxOcrPages}): ${unread.join(", ")}.`,
      ]
    : [];
  if (!verificationQr) warnings.push(QR_NOT_LOOKED_AT);
  return { pages, warnings, ...(verificationQr && { verificationQr }) };
}

/** The first page, `width` pixels wide, as PNG. */
export async function renderFirstPage(bytes: Uint8Array, width: number): Promise<Buffer> {
  const { document, close } = await openPdf(bytes);
  try {
    const page = await document.getPage(1);
    const { canvas } = await renderPage(page, width / page.getViewport({ scale: 1 }).width);
    return await canvas.encode("png");
  } finally {
    await close();
  }
}
