import sharp from "sharp";
import type { Sharp } from "sharp";
import type { ImageSize } from "./images.ts";
import { findPageOutline, type Point } from "./page-outline.ts";
import { ReaderError } from "./reader-error.ts";

/**
 * A phone photo of a sheet turned into the sheet itself (issue 17): the sheet's outline found
 * on a small copy, the sheet warped to an upright rectangle, and its light made even, so
 * Tesseract reads paper and ink instead of a tilted, shaded picture on a table. A photo where
 * no sheet stands clearly against a background (a scan, a cropped picture, a page filling the
 * frame) is left exactly as it is.
 */

/** The long side of the copy the outline is found on: enough for corners within a few pixels. */
const OUTLINE_LONG_SIDE = 400;
/** Illumination is estimated per cell of about this share of the page's long side. */
const LIGHT_CELLS_PER_LONG_SIDE = 48;
/** The paper's tone after flattening (a little under white, so ink keeps its anti-aliasing). */
const PAPER_TONE = 240;

export interface GreyImage {
  width: number;
  height: number;
  /** One byte per pixel. */
  data: Uint8Array;
}

export interface StraightenedPage {
  /** The upright, evenly lit sheet, greyscale. */
  page: GreyImage;
  /** The sheet's corners in the photo (top-left, top-right, bottom-right, bottom-left). */
  corners: Point[];
  /** Milliseconds per step, for the benchmark. */
  timings: { outline: number; warp: number; flatten: number };
}

/**
 * The homography (3×3, row-major, last entry 1) taking each `from[i]` to `to[i]`: the eight
 * unknowns solved from the four correspondences by Gaussian elimination with partial pivoting.
 */
export function homography(from: Point[], to: Point[]): number[] {
  const rows: number[][] = [];
  for (let i = 0; i < 4; i++) {
    const { x, y } = from[i]!;
    const { x: u, y: v } = to[i]!;
    rows.push([x, y, 1, 0, 0, 0, -u * x, -u * y, u]);
    rows.push([0, 0, 0, x, y, 1, -v * x, -v * y, v]);
  }
  for (let column = 0; column < 8; column++) {
    let pivot = column;
    for (let row = column + 1; row < 8; row++) {
      if (Math.abs(rows[row]![column]!) > Math.abs(rows[pivot]![column]!)) pivot = row;
    }
    [rows[column], rows[pivot]] = [rows[pivot]!, rows[column]!];
    const lead = rows[column]!;
    for (let row = 0; row < 8; row++) {
      if (row === column) continue;
      const factor = rows[row]![column]! / lead[column]!;
      for (let k = column; k < 9; k++) rows[row]![k]! -= factor * lead[k]!;
    }
  }
  return [...rows.map((row, index) => row[8]! / row[index]!), 1];
}

/** The size of the upright sheet: its longer opposite sides, so no pixel is thrown away. */
function sheetSize(corners: Point[]): ImageSize {
  const length = (a: Point, b: Point) => Math.hypot(b.x - a.x, b.y - a.y);
  const [topLeft, topRight, bottomRight, bottomLeft] = corners as [Point, Point, Point, Point];
  return {
    width: Math.round(Math.max(length(topLeft, topRight), length(bottomLeft, bottomRight))),
    height: Math.round(Math.max(length(topLeft, bottomLeft), length(topRight, bottomRight))),
  };
}

/** The sheet between `corners` of `photo`, as an upright rectangle, sampled bilinearly. */
export function warpToRectangle(photo: GreyImage, corners: Point[]): GreyImage {
  const { width, height } = sheetSize(corners);
  const rectangle: Point[] = [
    { x: 0, y: 0 },
    { x: width, y: 0 },
    { x: width, y: height },
    { x: 0, y: height },
  ];
  // From each output pixel back into the photo, so every output pixel gets exactly one value.
  const [h0, h1, h2, h3, h4, h5, h6, h7] = homography(rectangle, corners) as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const source = photo.data;
  const sw = photo.width;
  const maxX = photo.width - 1.001;
  const maxY = photo.height - 1.001;
  const out = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    const cy = y + 0.5;
    for (let x = 0; x < width; x++) {
      const cx = x + 0.5;
      const w = h6 * cx + h7 * cy + 1;
      const sx = Math.min(maxX, Math.max(0, (h0 * cx + h1 * cy + h2) / w - 0.5));
      const sy = Math.min(maxY, Math.max(0, (h3 * cx + h4 * cy + h5) / w - 0.5));
      const ix = sx | 0;
      const iy = sy | 0;
      const fx = sx - ix;
      const fy = sy - iy;
      const i = iy * sw + ix;
      const top = source[i]! + (source[i + 1]! - source[i]!) * fx;
      const bottom = source[i + sw]! + (source[i + sw + 1]! - source[i + sw]!) * fx;
      out[y * width + x] = top + (bottom - top) * fy + 0.5;
    }
  }
  return { width, height, data: out };
}

/**
 * The page with its light made even: each pixel divided by the paper's brightness around it.
 * The paper's brightness is taken per cell as a bright percentile (ink is darker than paper,
 * and a cell is mostly paper), raised to the median of its 3×3 neighbourhood (a cell that is
 * all ink — a bold heading — takes its neighbours' paper; a median, not a maximum, so that the
 * lit side of a hard shadow's edge does not spread into the shade and leave a grey band across
 * the lines there), smoothed, and interpolated per pixel. Shadows, creases and a lamp's fall-off are all slower than letters, so they go and
 * the letters stay.
 */
export function flattenIllumination(page: GreyImage): GreyImage {
  return divideLight(page, paperLight(page));
}

/** The paper's brightness per cell of a page (see flattenIllumination), and the cells' size. */
interface PaperLight {
  cell: number;
  columns: number;
  rows: number;
  /** Per cell, row by row; never below a fifth of white. */
  levels: Float32Array;
}

function paperLight(page: GreyImage): PaperLight {
  const { width, height, data } = page;
  const cell = Math.max(8, Math.round(Math.max(width, height) / LIGHT_CELLS_PER_LONG_SIDE));
  const columns = Math.ceil(width / cell);
  const rows = Math.ceil(height / cell);
  const paper = new Float32Array(columns * rows);
  const histogram = new Uint32Array(256);
  for (let row = 0; row < rows; row++) {
    for (let column = 0; column < columns; column++) {
      histogram.fill(0);
      const x1 = Math.min(width, (column + 1) * cell);
      const y1 = Math.min(height, (row + 1) * cell);
      let count = 0;
      for (let y = row * cell; y < y1; y++) {
        for (let x = column * cell; x < x1; x++) {
          histogram[data[y * width + x]!]!++;
          count++;
        }
      }
      // The 90th percentile: above the ink, below the sensor's brightest specks.
      let seen = 0;
      let level = 255;
      while (level > 0 && seen + histogram[level]! < count * 0.1) seen += histogram[level--]!;
      paper[row * columns + column] = level;
    }
  }
  const grown = new Float32Array(paper.length);
  const around: number[] = [];
  for (let row = 0; row < rows; row++) {
    for (let column = 0; column < columns; column++) {
      around.length = 0;
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const r = row + dy;
          const c = column + dx;
          if (r >= 0 && c >= 0 && r < rows && c < columns) around.push(paper[r * columns + c]!);
        }
      }
      around.sort((a, b) => a - b);
      grown[row * columns + column] = Math.max(
        paper[row * columns + column]!,
        around[around.length >> 1]!,
      );
    }
  }
  const smooth = new Float32Array(paper.length);
  for (let row = 0; row < rows; row++) {
    for (let column = 0; column < columns; column++) {
      let sum = 0;
      let count = 0;
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const r = row + dy;
          const c = column + dx;
          if (r >= 0 && c >= 0 && r < rows && c < columns) {
            sum += grown[r * columns + c]!;
            count++;
          }
        }
      }
      // Never below a fifth of white: a dark area is a picture or a band, not paper in shade.
      smooth[row * columns + column] = Math.max(51, sum / count);
    }
  }
  return { cell, columns, rows, levels: smooth };
}

/** Each pixel of `page` divided by the paper's light around it, paper to PAPER_TONE. */
function divideLight(
  page: GreyImage,
  { cell, columns, rows, levels: smooth }: PaperLight,
): GreyImage {
  const { width, height, data } = page;
  const out = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    const gy = Math.min(rows - 1, Math.max(0, (y + 0.5) / cell - 0.5));
    const r0 = gy | 0;
    const r1 = Math.min(rows - 1, r0 + 1);
    const fy = gy - r0;
    for (let x = 0; x < width; x++) {
      const gx = Math.min(columns - 1, Math.max(0, (x + 0.5) / cell - 0.5));
      const c0 = gx | 0;
      const c1 = Math.min(columns - 1, c0 + 1);
      const fx = gx - c0;
      const top = smooth[r0 * columns + c0]! * (1 - fx) + smooth[r0 * columns + c1]! * fx;
      const bottom = smooth[r1 * columns + c0]! * (1 - fx) + smooth[r1 * columns + c1]! * fx;
      const light = top * (1 - fy) + bottom * fy;
      out[y * width + x] = Math.min(255, (data[y * width + x]! * PAPER_TONE) / light + 0.5);
    }
  }
  return { width, height, data: out };
}

/** A damaged image's pixels fail here first: the same refusal as the unstraightened path's. */
function undecodable(error: unknown): never {
  throw new ReaderError("FILE_CORRUPT", "The image cannot be decoded.", { cause: error });
}

/**
 * The sheet in a photo, straightened and evenly lit; null when no sheet stands clearly against
 * a background, and the photo is read as it is. `image` is the upright photo (not consumed).
 */
export async function straightenPage(
  image: Sharp,
  { width, height }: ImageSize,
): Promise<StraightenedPage | null> {
  let started = performance.now();
  const small = await image
    .clone()
    .removeAlpha()
    .resize(OUTLINE_LONG_SIDE, OUTLINE_LONG_SIDE, { fit: "inside" })
    .raw()
    .toBuffer({ resolveWithObject: true })
    .catch(undecodable);
  const outline = findPageOutline({
    width: small.info.width,
    height: small.info.height,
    data: small.data,
  });
  const outlineMs = performance.now() - started;
  if (!outline) return null;
  const scaleX = width / small.info.width;
  const scaleY = height / small.info.height;
  const corners = outline.map((corner) => ({
    x: corner.x * scaleX,
    y: corner.y * scaleY,
  }));

  started = performance.now();
  const warped = warpToRectangle(await greyOf(image), corners);
  const warpMs = performance.now() - started;
  started = performance.now();
  const page = flattenIllumination(warped);
  return {
    page,
    corners,
    timings: {
      outline: outlineMs,
      warp: warpMs,
      flatten: performance.now() - started,
    },
  };
}

/** The picture's full-resolution greyscale pixels (`image` is not consumed). */
async function greyOf(image: Sharp): Promise<GreyImage> {
  const grey = await image
    .clone()
    .removeAlpha()
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true })
    .catch(undecodable);
  return { width: grey.info.width, height: grey.info.height, data: grey.data };
}

/** A greyscale image as a sharp pipeline. */
export function greySharp({ width, height, data }: GreyImage): Sharp {
  return sharp(Buffer.from(data.buffer, data.byteOffset, data.byteLength), {
    raw: { width, height, channels: 1 },
  });
}

/**
 * A frame's light is uneven when its dimmer paper (this share of the cells, from the darkest) is
 * lit less than UNEVEN_LIGHT of its brighter paper (as much from the brightest).
 */
const LIGHT_QUANTILE = 0.1;
const UNEVEN_LIGHT = 0.65;

/**
 * Cells lit less than this share of the bright paper are taken for the surface the sheet lies
 * on (the shade of the dev photos' hard shadows left paper at 0.45 of the lit paper or more).
 */
const BACKGROUND_LIGHT = 0.4;

function quantile(levels: Float32Array, share: number): number {
  const sorted = [...levels].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))]!;
}

/** The dim cells' light over the bright cells' (1 on an evenly lit page). */
function lightEvenness({ levels }: PaperLight): number {
  return quantile(levels, LIGHT_QUANTILE) / quantile(levels, 1 - LIGHT_QUANTILE);
}

/**
 * Whether a picture's light is uneven (a shadow across it, a lamp's fall-off, a surface round
 * the sheet), judged on a copy OUTLINE_LONG_SIDE px long, whose cells cover the same share of
 * the frame as the full picture's. A scanner lights its page evenly; a photo stripped of its
 * EXIF block (messaging apps strip it) can have a scan's size and proportions and be taken for a
 * scan. Read as a scan, it went to Tesseract unlit, and its shaded part was lost to the
 * threshold.
 */
export async function unevenlyLit(image: Sharp): Promise<boolean> {
  const small = await image
    .clone()
    .removeAlpha()
    .greyscale()
    .resize(OUTLINE_LONG_SIDE, OUTLINE_LONG_SIDE, { fit: "inside" })
    .raw()
    .toBuffer({ resolveWithObject: true })
    .catch(undecodable);
  const frame = { width: small.info.width, height: small.info.height, data: small.data };
  return lightEvenness(paperLight(frame)) < UNEVEN_LIGHT;
}

/**
 * A photo where no sheet was found (it fills the frame, or a shadow hides its edge), greyscale
 * with its light made even, when the light is uneven (a shadow across it, a lamp's fall-off);
 * null for an evenly lit picture (a scan, a clean page, a screenshot), which is read as it is.
 * `image` is the upright photo (not consumed).
 */
export async function evenlyLitFrame(image: Sharp): Promise<GreyImage | null> {
  const frame = await greyOf(image);
  const light = paperLight(frame);
  if (lightEvenness(light) >= UNEVEN_LIGHT) return null;
  // Cells far darker than the paper are the table around the sheet, not paper in shade: left
  // as dark as they are (divided by the paper's light), since lightening them turns the
  // surface's grain into letters for Tesseract.
  const bright = quantile(light.levels, 1 - LIGHT_QUANTILE);
  const levels = light.levels.map((level) => (level < bright * BACKGROUND_LIGHT ? bright : level));
  return divideLight(frame, { ...light, levels });
}
