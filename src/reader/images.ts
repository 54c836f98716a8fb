import decodeHeic from "heic-decode";
import sharp from "sharp";
import type { Metadata, Sharp } from "sharp";
import { READER_LIMITS } from "../contracts/limits.ts";
import type { OcrEngine, OcrLayout, OcrResult } from "./ocr-engine.ts";
import { scaleLines } from "./read-result.ts";
import type { ReadPage } from "./read-result.ts";
import { rereadIdentifiers } from "./reread-identifiers.ts";
import { ReaderError } from "./reader-error.ts";
import { evenlyLitFrame, greySharp, straightenPage, unevenlyLit } from "./straighten-page.ts";
import { greyPageOf, type GreyPage } from "./line-recognizer.ts";
import { medianGlyphHeight } from "./text-height.ts";
import { voteLines } from "./vote-lines.ts";
import { MAY_NAME_TAX_INVOICE, qrInImage } from "./verification-qr.ts";
import { verificationQrOf, type VerificationQr } from "../contracts/verification-qr.ts";

type ImageKind = "jpeg" | "png" | "heic";

/** sharp refuses anything larger before decoding a pixel; a truncated photo still reads. */
const SHARP_INPUT = {
  limitInputPixels: READER_LIMITS.maxImagePixels,
  failOn: "error",
} as const;

/** Tesseract wants letters 20 px high or more; a phone photo of a receipt often has less. */
const OCR_TARGET_LONG_SIDE = 2400;
const OCR_MAX_UPSCALE = 2;
/**
 * Glyphs this tall (median, between x-height and capital height) keep the x-height at about
 * 20 px or more, Tesseract's best; taller text is read shrunk to it, in fewer pixels, faster.
 */
const OCR_GLYPH_HEIGHT = 30;
/** A shrink by less than this is not worth resampling the page. */
const MIN_SHRINK = 0.9;

/**
 * A photographed page's glyphs are enlarged to at least this height (median, as above): a
 * receipt photographed whole, or a page from afar, has glyphs of 13–17 px, blurred, whose
 * strokes Tesseract's binarisation breaks or merges at that size.
 */
const PHOTO_MIN_GLYPH_HEIGHT = 24;

/**
 * `scale` lowered where the page's glyphs would be taller than Tesseract needs, and on a
 * photographed page raised (within `largest`) where they would be smaller than it reads well.
 */
async function scaleForText(
  image: Sharp,
  size: ImageSize,
  scale: number,
  largest: number | null,
): Promise<number> {
  const glyph = await medianGlyphHeight(image, size);
  if (glyph === null) return scale;
  const enough = OCR_GLYPH_HEIGHT / glyph;
  if (enough < scale * MIN_SHRINK) return enough;
  if (largest === null) return scale;
  return Math.max(scale, Math.min(largest, PHOTO_MIN_GLYPH_HEIGHT / glyph));
}

export interface ImageSize {
  width: number;
  height: number;
}

export function assertPixelsWithinLimit({ width, height }: ImageSize, what = "The image"): void {
  if (width * height > READER_LIMITS.maxImagePixels) {
    throw new ReaderError(
      "IMAGE_TOO_LARGE",
      `${what} is ${width} × ${height} pixels; at most ${READER_LIMITS.maxImagePixels} pixels are read.`,
    );
  }
}

/** Upright size from the header alone (HEIC included), refused when over the pixel limit. */
export async function inspectImage(bytes: Uint8Array): Promise<ImageSize> {
  let metadata: Metadata;
  try {
    // Only the header is read here; the pixel limit is ours to apply, with its own code.
    metadata = await sharp(bytes, {
      ...SHARP_INPUT,
      limitInputPixels: false,
    }).metadata();
  } catch (error) {
    throw new ReaderError("FILE_CORRUPT", "The image cannot be decoded.", {
      cause: error,
    });
  }
  const size = metadata.autoOrient ?? metadata;
  if (!size.width || !size.height) {
    throw new ReaderError("FILE_CORRUPT", "The image has no dimensions.");
  }
  assertPixelsWithinLimit(size);
  return { width: size.width, height: size.height };
}

/**
 * The picture turned upright (EXIF orientation applied) as a sharp pipeline. sharp's libvips
 * decodes HEIF only with AV1; iPhone HEIC is HEVC, so heic-decode decodes it.
 */
export async function openImage(
  bytes: Uint8Array,
  kind: ImageKind,
): Promise<{ image: Sharp } & ImageSize> {
  const size = await inspectImage(bytes);
  try {
    if (kind === "heic") {
      const decoded = await decodeHeic({ buffer: bytes });
      const image = sharp(
        Buffer.from(decoded.data.buffer, decoded.data.byteOffset, decoded.data.byteLength),
        {
          raw: { width: decoded.width, height: decoded.height, channels: 4 },
          limitInputPixels: READER_LIMITS.maxImagePixels,
        },
      );
      return { image, width: decoded.width, height: decoded.height };
    }
    return { image: sharp(bytes, SHARP_INPUT).autoOrient(), ...size };
  } catch (error) {
    throw new ReaderError("FILE_CORRUPT", "The image cannot be decoded.", {
      cause: error,
    });
  }
}

/**
 * A greyscale PNG for Tesseract, despeckled and enlarged when the photo is small, and the same
 * pixels raw for the second engine (which would otherwise decode the PNG again); `scale`
 * converts its pixels back to the original's.
 */
export async function imageForOcr(
  image: Sharp,
  { width, height }: ImageSize,
  dpi = 300,
  photographed = false,
): Promise<{ png: Buffer; grey: GreyPage; scale: number }> {
  const fitsLimit = Math.sqrt(READER_LIMITS.maxImagePixels / (width * height));
  const bySize = Math.max(
    1,
    Math.min(OCR_MAX_UPSCALE, OCR_TARGET_LONG_SIDE / Math.max(width, height), fitsLimit),
  );
  const largest = photographed ? Math.min(OCR_MAX_UPSCALE, fitsLimit) : null;
  try {
    const scale = await scaleForText(image.clone(), { width, height }, bySize, largest);
    // The median filter takes out a scanner's specks, which Tesseract otherwise reads as "|".
    // (Stretching the contrast too turned a JPEG scan's paper grey and its text to noise.)
    let pipeline = image.removeAlpha().greyscale().median(3);
    if (scale !== 1) {
      pipeline = pipeline.resize(Math.round(width * scale), Math.round(height * scale));
    }
    const { data, info } = await pipeline.raw().toBuffer({ resolveWithObject: true });
    const grey: GreyPage = {
      data,
      info: { width: info.width, height: info.height, channels: info.channels },
    };
    const png = await sharp(data, { raw: grey.info })
      .png({ compressionLevel: 1 })
      .withMetadata({ density: dpi })
      .toBuffer();
    return { png, grey, scale };
  } catch (error) {
    throw new ReaderError("FILE_CORRUPT", "The image cannot be decoded.", { cause: error });
  }
}

/** A page scanned at 200 dpi or more is at least this long (A5 at 200 dpi: 1654 px). */
const SCAN_MIN_LONG_SIDE = 2000;
/**
 * Paper is at most this much longer than wide (A sizes 1.41, letter 1.29, legal 1.65); a till
 * receipt scanned on its own is a strip two to four times longer than wide.
 */
const PAGE_MAX_PROPORTION = 2;

/**
 * A scanner's page: upright, large, of a sheet's proportions, and without the EXIF block every
 * phone camera writes. Tesseract reads such a page best as it is, with its own page layout
 * analysis: on our 300-dpi scan that was as accurate as our clean-up (98 %) and a third faster.
 * Photos need the clean-up (on the receipt photo: 64–77 % without it, 99.6 % with it). A scanned
 * receipt strip is read as photos are: the page layout analysis broke its faint label-and-amount
 * rows into specks and lost the amounts.
 */
export async function isPageScan(bytes: Uint8Array, kind: ImageKind): Promise<boolean> {
  if (kind === "heic") return false;
  const metadata = await sharp(bytes, {
    ...SHARP_INPUT,
    limitInputPixels: false,
  }).metadata();
  const longSide = Math.max(metadata.width ?? 0, metadata.height ?? 0);
  const shortSide = Math.min(metadata.width ?? 0, metadata.height ?? 0);
  return (
    !metadata.exif &&
    (metadata.orientation ?? 1) === 1 &&
    longSide >= SCAN_MIN_LONG_SIDE &&
    longSide <= shortSide * PAGE_MAX_PROPORTION
  );
}

/**
 * A picture read into fewer lines than this was too faint for Tesseract: a till receipt's
 * grey dot-matrix print gave one line (its large number) where it holds twenty and more.
 */
const FAINT_READING_LINES = 5;
/**
 * Contrast stretches for faint print, tried in turn while the reading stays almost empty: the
 * whole range (sharp's default, darkest and lightest 1 % clipped), then with the darkest 5 %
 * clipped to black, for a large dark heading (a till's order number) that held the scale.
 */
const FAINT_PRINT_STRETCHES = [{}, { lower: 5 }];

const charactersOf = (result: OcrResult) =>
  result.lines.reduce((sum, line) => sum + line.text.replace(/\s/g, "").length, 0);

/**
 * A photo or scan as one OCR'd page, and the QR code on it. A photographed sheet is read
 * straightened and evenly lit, its boxes in the pixels of that upright sheet (the page's width
 * and height); anything else is read as it is, its boxes in the pixels of the upright image.
 * A picture read into almost nothing is read again with its contrast stretched, which darkens
 * faint print (not always: it turns some scans' paper grey and their text to noise, so the
 * reading with more text stands). Only a picture whose reading may name a faktur pajak is
 * looked at for its QR code (MAY_NAME_TAX_INVOICE); any other's is reported as not found.
 */
export async function readImage(
  bytes: Uint8Array,
  kind: ImageKind,
  ocr: OcrEngine,
  signal?: AbortSignal,
): Promise<{ page: ReadPage; verificationQr: VerificationQr | undefined }> {
  const opened = await openImage(bytes, kind);
  // A scanned page holds no photographed sheet (no outline was found on one measured): Tesseract
  // starts on it while the outline is looked for, which takes a large page's decode, and is
  // stopped in the rare case a sheet turns up after all.
  const guess = new AbortController();
  const guessSignal = signal ? AbortSignal.any([signal, guess.signal]) : guess.signal;
  const scan = isPageScan(bytes, kind);
  const scanReading = scan.then((isScan) =>
    isScan ? ocr.recognize(Buffer.from(bytes), guessSignal, "page") : null,
  );
  // Awaited below unless a sheet is found and the guess stopped.
  scanReading.catch(() => {});
  const unevenLight = scan.then((isScan) => isScan && unevenlyLit(opened.image));
  unevenLight.catch(() => {});
  const straightened = await straightenPage(opened.image, opened).catch((error: unknown) => {
    guess.abort();
    throw error;
  });
  if (straightened) guess.abort();

  let size: ImageSize = opened;
  let image: Buffer = Buffer.from(bytes);
  let grey: Promise<GreyPage>;
  let scale = 1;
  let layout: OcrLayout;
  let unprepared: () => Promise<Sharp>;
  let reading: Promise<OcrResult>;
  // A scanner lights its page evenly: a picture of a scan's size and proportions with a shadow
  // or a surface in it is a photo stripped of its EXIF block, and its light is evened below.
  const scanned = !straightened && (await scan) && !(await unevenLight);
  if (!straightened && !scanned) guess.abort();
  // A photo whose sheet was not found (a shadow over its edge, a sheet filling the frame) still
  // has its light made even when a shadow or a lamp's fall-off crosses it.
  const photographed = straightened?.page ?? (scanned ? null : await evenlyLitFrame(opened.image));
  if (photographed) {
    size = photographed;
    const prepared = await imageForOcr(greySharp(photographed), size, 300, true);
    image = prepared.png;
    grey = Promise.resolve(prepared.grey);
    scale = prepared.scale;
    layout = "block";
    unprepared = async () => greySharp(photographed);
    reading = ocr.recognize(image, signal, layout);
  } else if (scanned) {
    layout = "page";
    // Decoded for the second engine while Tesseract reads the page; awaited there (or not, on a
    // page with no line to read again, hence the handler).
    grey = greyPageOf(image);
    grey.catch(() => {});
    unprepared = async () => (await openImage(bytes, kind)).image;
    reading = scanReading as Promise<OcrResult>;
  } else {
    // A clone: imageForOcr's steps would otherwise stay on the photo the QR code is looked for in.
    const prepared = await imageForOcr(opened.image.clone(), opened);
    image = prepared.png;
    grey = Promise.resolve(prepared.grey);
    scale = prepared.scale;
    // Other pictures are mostly phone photos of receipts: rows of label and amount.
    layout = "block";
    unprepared = async () => (await openImage(bytes, kind)).image;
    reading = ocr.recognize(image, signal, layout);
  }
  let result = await reading;
  for (const stretch of FAINT_PRINT_STRETCHES) {
    if (result.lines.length >= FAINT_READING_LINES) break;
    const again = await imageForOcr(
      (await unprepared()).normalise(stretch),
      size,
      300,
      photographed !== null,
    );
    const readAgain = await ocr.recognize(again.png, signal, layout);
    if (charactersOf(readAgain) > charactersOf(result)) {
      result = readAgain;
      image = again.png;
      grey = Promise.resolve(again.grey);
      scale = again.scale;
    }
  }
  // Only a page that may be a faktur pajak is looked at for its code, meanwhile, on this thread.
  const verificationQr = MAY_NAME_TAX_INVOICE.test(result.text)
    ? qrInImage(opened.image, opened.width, opened.height)
    : Promise.resolve(verificationQrOf(null));
  // The second engine first: the identifiers' own vote then has the last word on their digits.
  const voted = await voteLines(grey, result.lines, signal);
  const lines = scaleLines(await rereadIdentifiers(image, voted.lines, ocr, signal), 1 / scale);
  const page: ReadPage = {
    number: 1,
    method: "ocr",
    width: size.width,
    height: size.height,
    lines,
    text: lines.map((line) => line.text).join("\n"),
  };
  return { page, verificationQr: await verificationQr };
}
