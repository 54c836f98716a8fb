import sharp from "sharp";

/**
 * A phone photo of a clean document page, simulated from scratch for development (issue 17):
 * the page on a textured surface under a random homography, with creases, a soft shadow,
 * uneven light, blur, sensor noise and JPEG. Written apart from the reader's correction and from
 * every dataset generator, so the reader is never measured against its own geometry.
 */

export type Random = () => number;

/** mulberry32: a small seeded generator, so a seed gives the same photos on every machine. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const between = (random: Random, low: number, high: number) => low + (high - low) * random();

export interface Point {
  x: number;
  y: number;
}

/** The 3×3 homography (row-major, h[8] = 1) taking `from[i]` to `to[i]`, by Gauss–Jordan. */
function homographyBetween(from: Point[], to: Point[]): number[] {
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

interface Crease {
  /** Unit normal and offset of the fold line, in page pixels. */
  nx: number;
  ny: number;
  offset: number;
  depth: number;
  width: number;
}

interface Lighting {
  gradient: { dx: number; dy: number; amount: number };
  vignette: number;
  shadow: { nx: number; ny: number; offset: number; depth: number; softness: number } | null;
  cast: [number, number, number];
}

export interface PhotoSettings {
  frameLongSide: number;
  /** Share of the frame the page covers before it is shrunk to fit. */
  coverage: number;
  rotationDegrees: number;
  /** How much shorter the far edge is (keystone), 0–0.2. */
  keystone: number;
  blurSigma: number;
  noiseSigma: number;
  jpegQuality: number;
  /** Phone cameras write EXIF; some apps strip it. */
  exif: boolean;
}

export function drawSettings(random: Random): PhotoSettings {
  return {
    frameLongSide: Math.round(between(random, 1800, 3000)),
    coverage: between(random, 0.4, 0.9),
    rotationDegrees: between(random, -15, 15),
    keystone: between(random, 0, 0.18),
    blurSigma: between(random, 0.5, 1.6),
    noiseSigma: between(random, 2, 7),
    jpegQuality: Math.round(between(random, 50, 90)),
    exif: random() < 0.5,
  };
}

/** Wood, grey desk, dark cloth, red, green and blue tablecloths. */
const SURFACES: [number, number, number][] = [
  [150, 105, 65],
  [120, 120, 118],
  [45, 42, 40],
  [150, 45, 40],
  [60, 100, 70],
  [70, 90, 140],
  [190, 170, 140],
];

/** Smooth noise in −1…1: a coarse random grid, bilinearly interpolated. */
function smoothNoise(random: Random, cells: number): (x: number, y: number) => number {
  const grid = Float32Array.from({ length: (cells + 1) * (cells + 1) }, () => random() * 2 - 1);
  return (x, y) => {
    const gx = Math.min(cells - 1e-6, Math.max(0, x * cells));
    const gy = Math.min(cells - 1e-6, Math.max(0, y * cells));
    const ix = Math.floor(gx);
    const iy = Math.floor(gy);
    const fx = gx - ix;
    const fy = gy - iy;
    const at = (i: number, j: number) => grid[j * (cells + 1) + i]!;
    return (
      (at(ix, iy) * (1 - fx) + at(ix + 1, iy) * fx) * (1 - fy) +
      (at(ix, iy + 1) * (1 - fx) + at(ix + 1, iy + 1) * fx) * fy
    );
  };
}

/** Gaussian by Box–Muller. */
function gaussian(random: Random): number {
  return Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
}

export interface SimulatedPhoto {
  jpeg: Buffer;
  width: number;
  height: number;
  /** The page's corners in the photo: top-left, top-right, bottom-right, bottom-left. */
  corners: Point[];
  settings: PhotoSettings;
}

/** Photographs `page` (any image sharp decodes) with settings and effects drawn from `random`. */
export async function photograph(page: Buffer, random: Random): Promise<SimulatedPhoto> {
  const settings = drawSettings(random);
  const meta = await sharp(page).metadata();
  const pageAspect = (meta.width ?? 1) / (meta.height ?? 1);
  const portrait = pageAspect <= 1;
  const longSide = settings.frameLongSide;
  const shortSide = Math.round((longSide * 3) / 4);
  const width = portrait ? shortSide : longSide;
  const height = portrait ? longSide : shortSide;

  // The page's size in the photo: the coverage asked for, shrunk until its turned and
  // foreshortened outline fits inside the frame with a margin.
  let pageHeight = Math.sqrt((settings.coverage * width * height) / pageAspect);
  const angle = (settings.rotationDegrees * Math.PI) / 180;
  const keystoneSide = Math.floor(random() * 4);
  const jitter = Array.from({ length: 8 }, () => between(random, -0.02, 0.02));
  const centreShift = { x: between(random, -0.5, 0.5), y: between(random, -0.5, 0.5) };
  let corners: Point[] = [];
  for (let attempt = 0; attempt < 60; attempt++) {
    const pageWidth = pageHeight * pageAspect;
    const local: Point[] = [
      { x: -pageWidth / 2, y: -pageHeight / 2 },
      { x: pageWidth / 2, y: -pageHeight / 2 },
      { x: pageWidth / 2, y: pageHeight / 2 },
      { x: -pageWidth / 2, y: pageHeight / 2 },
    ];
    // The far edge (one of four sides) drawn shorter, as a camera held at an angle sees it.
    const [a, b] = [keystoneSide, (keystoneSide + 1) % 4];
    for (const index of [a, b]) {
      const other = index === a ? b : a;
      const corner = local[index]!;
      const mate = local[other]!;
      corner.x += ((mate.x - corner.x) * settings.keystone) / 2;
      corner.y += ((mate.y - corner.y) * settings.keystone) / 2;
    }
    const diagonal = Math.hypot(pageWidth, pageHeight);
    const turned = local.map((point, index) => ({
      x: point.x * Math.cos(angle) - point.y * Math.sin(angle) + jitter[2 * index]! * diagonal,
      y: point.x * Math.sin(angle) + point.y * Math.cos(angle) + jitter[2 * index + 1]! * diagonal,
    }));
    const spanX = Math.max(...turned.map((p) => p.x)) - Math.min(...turned.map((p) => p.x));
    const spanY = Math.max(...turned.map((p) => p.y)) - Math.min(...turned.map((p) => p.y));
    const margin = 0.03 * Math.min(width, height);
    const roomX = width - 2 * margin - spanX;
    const roomY = height - 2 * margin - spanY;
    if (roomX >= 0 && roomY >= 0) {
      const cx = width / 2 + centreShift.x * roomX;
      const cy = height / 2 + centreShift.y * roomY;
      corners = turned.map((p) => ({ x: p.x + cx, y: p.y + cy }));
      break;
    }
    pageHeight *= 0.95;
  }

  // The page resampled near its size in the photo, so the warp does not alias its letters.
  const targetHeight = Math.max(200, Math.round(pageHeight * 1.15));
  const source = await sharp(page)
    .flatten({ background: "#ffffff" })
    .removeAlpha()
    .resize({ height: targetHeight })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const sw = source.info.width;
  const sh = source.info.height;
  const sourceCorners: Point[] = [
    { x: 0, y: 0 },
    { x: sw, y: 0 },
    { x: sw, y: sh },
    { x: 0, y: sh },
  ];
  const toPage = homographyBetween(corners, sourceCorners);

  const creases: Crease[] = [];
  const creaseCount = random() < 0.6 ? 1 + Math.floor(random() * 3) : 0;
  for (let i = 0; i < creaseCount; i++) {
    const across = random() < 0.5;
    const tilt = between(random, -0.1, 0.1);
    const nx = across ? Math.sin(tilt) : Math.cos(tilt);
    const ny = across ? Math.cos(tilt) : Math.sin(tilt);
    const position = between(random, 0.2, 0.8);
    creases.push({
      nx,
      ny,
      offset: across ? position * sh : position * sw,
      depth: between(random, 0.05, 0.25),
      width: between(random, 4, 30) * (sh / 1000),
    });
  }
  const lightAngle = random() * 2 * Math.PI;
  const shadowAngle = random() * 2 * Math.PI;
  const lighting: Lighting = {
    gradient: {
      dx: Math.cos(lightAngle),
      dy: Math.sin(lightAngle),
      amount: between(random, 0, 0.3),
    },
    vignette: between(random, 0, 0.35),
    shadow:
      random() < 0.6
        ? {
            nx: Math.cos(shadowAngle),
            ny: Math.sin(shadowAngle),
            offset: between(random, -0.3, 0.3) * Math.hypot(width, height),
            depth: between(random, 0.15, 0.45),
            softness: between(random, 5, 120),
          }
        : null,
    cast: [between(random, 0.95, 1.05), between(random, 0.93, 1.0), between(random, 0.85, 0.98)],
  };
  const surface = SURFACES[Math.floor(random() * SURFACES.length)]!;
  const texture = smoothNoise(random, 6);
  const grainAngle = random() * Math.PI;
  const grainFrequency = between(random, 0.02, 0.08);
  const paperTint = [between(random, 0.93, 1), between(random, 0.93, 1), between(random, 0.9, 1)];

  const frame = new Float32Array(width * height * 3);
  const [h0, h1, h2, h3, h4, h5, h6, h7] = toPage as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const pixels = source.data;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const w = h6 * x + h7 * y + 1;
      const u = (h0 * x + h1 * y + h2) / w;
      const v = (h3 * x + h4 * y + h5) / w;
      // Distance outside the page, in page pixels: 0 inside; the paper's edge is antialiased.
      const outside = Math.max(-u, u - sw, -v, v - sh);
      let r: number;
      let g: number;
      let b: number;
      const nx = x / width;
      const ny = y / height;
      const grain =
        1 +
        0.08 *
          Math.sin(
            (x * Math.cos(grainAngle) + y * Math.sin(grainAngle)) * grainFrequency +
              3 * texture(ny, nx),
          );
      const base = (1 + 0.18 * texture(nx, ny)) * grain;
      // The page lifts off the surface a little: a short dark fringe around it.
      const fringe = outside > 0 ? 1 - 0.35 * Math.exp(-outside / 6) : 1;
      const surfaceR = surface[0] * base * fringe;
      const surfaceG = surface[1] * base * fringe;
      const surfaceB = surface[2] * base * fringe;
      if (outside >= 1) {
        r = surfaceR;
        g = surfaceG;
        b = surfaceB;
      } else {
        const cu = Math.min(sw - 1.001, Math.max(0, u - 0.5));
        const cv = Math.min(sh - 1.001, Math.max(0, v - 0.5));
        const iu = Math.floor(cu);
        const iv = Math.floor(cv);
        const fu = cu - iu;
        const fv = cv - iv;
        const i00 = (iv * sw + iu) * 3;
        const i10 = i00 + 3;
        const i01 = i00 + sw * 3;
        const i11 = i01 + 3;
        let shade = 1;
        for (const crease of creases) {
          const distance = u * crease.nx + v * crease.ny - crease.offset;
          shade *=
            distance < 0
              ? 1 - crease.depth * Math.exp(distance / crease.width)
              : 1 + 0.3 * crease.depth * Math.exp(-distance / crease.width);
          if (Math.abs(distance) < 1.2) shade *= 0.8;
        }
        const channel = (c: number) =>
          ((pixels[i00 + c]! * (1 - fu) + pixels[i10 + c]! * fu) * (1 - fv) +
            (pixels[i01 + c]! * (1 - fu) + pixels[i11 + c]! * fu) * fv) *
          paperTint[c]! *
          shade;
        const alpha = outside <= 0 ? 1 : 1 - outside;
        r = channel(0) * alpha + surfaceR * (1 - alpha);
        g = channel(1) * alpha + surfaceG * (1 - alpha);
        b = channel(2) * alpha + surfaceB * (1 - alpha);
      }
      let light =
        1 +
        lighting.gradient.amount *
          ((nx - 0.5) * lighting.gradient.dx + (ny - 0.5) * lighting.gradient.dy);
      light *= 1 - lighting.vignette * ((nx - 0.5) ** 2 + (ny - 0.5) ** 2) * 2;
      if (lighting.shadow) {
        const s = lighting.shadow;
        const distance = (x - width / 2) * s.nx + (y - height / 2) * s.ny - s.offset;
        light *= 1 - s.depth / (1 + Math.exp(-distance / s.softness));
      }
      const index = (y * width + x) * 3;
      frame[index] = r * light * lighting.cast[0];
      frame[index + 1] = g * light * lighting.cast[1];
      frame[index + 2] = b * light * lighting.cast[2];
    }
  }

  const bytes = Buffer.alloc(width * height * 3);
  for (let i = 0; i < frame.length; i++)
    bytes[i] = Math.max(0, Math.min(255, Math.round(frame[i]!)));
  const blurred = await sharp(bytes, { raw: { width, height, channels: 3 } })
    .blur(settings.blurSigma)
    .raw()
    .toBuffer();
  // Sensor noise after the lens's blur, mostly in brightness.
  for (let i = 0; i < blurred.length; i += 3) {
    const luma = gaussian(random) * settings.noiseSigma;
    for (let c = 0; c < 3; c++) {
      const value = blurred[i + c]! + luma + gaussian(random) * settings.noiseSigma * 0.4;
      blurred[i + c] = Math.max(0, Math.min(255, Math.round(value)));
    }
  }
  let encoder = sharp(blurred, { raw: { width, height, channels: 3 } });
  if (settings.exif) encoder = encoder.withExif({ IFD0: { Make: "berkas", Model: "photo-dev" } });
  const jpeg = await encoder.jpeg({ quality: settings.jpegQuality }).toBuffer();
  return { jpeg, width, height, corners, settings };
}
