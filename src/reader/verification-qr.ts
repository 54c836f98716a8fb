import jsQR from "jsqr";
import sharp from "sharp";
import type { Sharp } from "sharp";
import { verificationQrOf, type VerificationQr } from "../contracts/verification-qr.ts";

/**
 * A QR code on a document's first page: an e-Faktur prints the tax office's verification code
 * there. Its text is decoded here and kept only as verificationQrOf allows; it is never fetched.
 */

/**
 * A first page drawn at this resolution is looked at for a code drawn as shapes rather than
 * embedded as a picture (those are decoded at their own resolution): a code of about 3 cm is
 * then some 2.5 pixels a module, at an eighth of OCR's 300-dpi pixels.
 */
export const QR_DPI = 110;

/**
 * A picture is looked at in at most this many pixels: a phone's photo (up to 3000 × 2250 in
 * eval/photo-dev's simulation) and a 300-dpi A4 scan whole or nearly. Photos shrunk to 4 Mpx
 * lost codes to it (simulated photos of a faktur, eval/bench/qr-reading.ts: a 3 cm code 4 of 20
 * found at 4 Mpx, 9 of 20 whole), at about a second of CPU for the largest, beside OCR's many.
 */
const QR_MAX_PIXELS = 8_000_000;

/**
 * A faktur pajak names itself on its first page (e-Faktur's and Coretax's "Faktur Pajak"): only
 * a page whose text layer does so is drawn to look for a code drawn as shapes, the costly part
 * (about 0.13 s of CPU a page, eval/bench/qr-reading.ts) that every other text PDF is spared.
 */
export const NAMES_TAX_INVOICE = /\bfaktur\s*pajak\b|\be-?faktur\b/i;

/**
 * Words a faktur pajak prints (its title, the seller's NPWP, the PPN) as OCR reads them: a photo
 * or scan whose reading holds none of them is not looked at for a code, which cost a 300-dpi
 * scan about 0.9 s of CPU, two thirds of what reading it cost (decision 0040). Looser than
 * NAMES_TAX_INVOICE: OCR's words are guesses, and one of four words is enough.
 */
export const MAY_NAME_TAX_INVOICE = /fakt|pajak|npwp|\bppn\b/i;

/** The smallest code (version 1) is 21 modules across; a smaller picture cannot hold one. */
export const QR_MIN_SIDE = 21;

type Point = { x: number; y: number };
const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);

/**
 * A code is square: jsQR also "finds" codes in lines of text, empty and drawn as a sliver
 * (one on our invoice fixture was 22 pixels by 270), which a printed code never is.
 */
function squareEnough(corners: {
  topLeftCorner: Point;
  topRightCorner: Point;
  bottomLeftCorner: Point;
}) {
  const across = distance(corners.topLeftCorner, corners.topRightCorner);
  const down = distance(corners.topLeftCorner, corners.bottomLeftCorner);
  return (
    Math.min(across, down) >= QR_MIN_SIDE && Math.max(across, down) <= 1.5 * Math.min(across, down)
  );
}

/**
 * The text of the QR code in RGBA pixels, or null. Printed codes are dark on light, so inverted
 * ones are not tried (that would double the time). A code without text, or not square, is not
 * one; jsQR throwing on some pattern of pixels is read as no code: a file's pixels must not stop
 * its reading.
 */
export function decodeQr(rgba: Uint8Array, width: number, height: number): string | null {
  try {
    const pixels = new Uint8ClampedArray(rgba.buffer, rgba.byteOffset, width * height * 4);
    const found = jsQR.default(pixels, width, height, { inversionAttempts: "dontInvert" });
    return found && found.data !== "" && squareEnough(found.location) ? found.data : null;
  } catch {
    return null;
  }
}

/**
 * The decoded text of the code in a picture (already upright), within QR_MAX_PIXELS. A larger
 * one is made smaller by taking pixels, not averaging them: shrunk to two thirds by averaging, a
 * 300-dpi scan's 2 cm code blurred to grey modules jsQR could not read; taken, they stay black
 * and white.
 */
export async function decodeQrInImage(image: Sharp, width: number, height: number) {
  const scale = Math.min(1, Math.sqrt(QR_MAX_PIXELS / (width * height)));
  const { data, info } = await image
    .clone()
    .resize(Math.max(1, Math.round(width * scale)), Math.max(1, Math.round(height * scale)), {
      fit: "fill",
      kernel: "nearest",
    })
    .toColourspace("srgb")
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return decodeQr(data, info.width, info.height);
}

/**
 * The QR code in a photo or scan; undefined when its pixels cannot be decoded (the reading then
 * fails on them with its own ReaderError, or reads what it can).
 */
export async function qrInImage(
  image: Sharp,
  width: number,
  height: number,
): Promise<VerificationQr | undefined> {
  try {
    return verificationQrOf(await decodeQrInImage(image, width, height));
  } catch {
    return undefined;
  }
}

/** An image as pdf.js decodes it: 1-bit grey (1 white, rows padded to bytes), RGB or RGBA. */
export interface PdfImagePixels {
  width: number;
  height: number;
  kind: number;
  data: Uint8Array;
}

const GRAYSCALE_1BPP = 1;
const RGB_24BPP = 2;
const RGBA_32BPP = 3;

/** The decoded text of a code in an image a PDF embeds, at the image's own resolution. */
export async function decodeQrInPdfImage({ width, height, kind, data }: PdfImagePixels) {
  let channels: 1 | 3 | 4;
  let pixels: Uint8Array = data;
  if (kind === GRAYSCALE_1BPP) {
    channels = 1;
    const rowBytes = Math.ceil(width / 8);
    pixels = new Uint8Array(width * height);
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const bit = ((data[y * rowBytes + (x >> 3)] ?? 0) >> (7 - (x & 7))) & 1;
        pixels[y * width + x] = bit ? 255 : 0;
      }
    }
  } else if (kind === RGB_24BPP) channels = 3;
  else if (kind === RGBA_32BPP) channels = 4;
  else return null;
  if (pixels.length < width * height * channels) return null;
  return decodeQrInImage(sharp(pixels, { raw: { width, height, channels } }), width, height);
}
