/**
 * Where the sheet of paper lies in a phone photo: its four corners, found on a small copy of
 * the photo. Paper is the brightest, least coloured thing in such a picture, so the sheet is
 * the largest bright region (Otsu's threshold on the darkest channel, smoothed past the
 * letters); its outline must be a convex four-sided shape filled by that region, with a
 * background round it. Anything less certain gives null, and the photo is read whole.
 */

export interface Point {
  x: number;
  y: number;
}

/** Interleaved RGB pixels. */
export interface RgbImage {
  width: number;
  height: number;
  data: Uint8Array;
}

/** The sanity limits a found outline must meet (see `findPageOutline`). */
const OUTLINE_LIMITS = {
  /** Smaller than this share of the photo is a label or a card, not a page worth cutting out. */
  minAreaShare: 0.1,
  /** The region must fill its four-sided outline, and the outline the region's hull. */
  minFill: 0.88,
  minHullShare: 0.93,
  /** Corners of a sheet photographed at an angle stay near square. */
  minCornerDegrees: 55,
  maxCornerDegrees: 125,
  /** Paper against its background, on the darkest channel (0–255). */
  minContrast: 30,
  /** Share of the band just outside each side that must look like the surface. */
  minSurfaceOutside: 0.6,
  /** A step in log-brightness past the corners this large is a shadow's edge going on. */
  shadowStep: 0.1,
};

/** The darkest of a pixel's three channels: high on white paper, low on colour and shade. */
function darkestChannel({ width, height, data }: RgbImage): Float32Array {
  const out = new Float32Array(width * height);
  for (let i = 0; i < out.length; i++) {
    out[i] = Math.min(data[3 * i]!, data[3 * i + 1]!, data[3 * i + 2]!);
  }
  return out;
}

/** A box mean of radius `r` (separable, clamped at the edges). */
function boxBlur(values: Float32Array, width: number, height: number, r: number): Float32Array {
  const across = new Float32Array(values.length);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let sum = 0;
      let count = 0;
      for (let k = Math.max(0, x - r); k <= Math.min(width - 1, x + r); k++) {
        sum += values[y * width + k]!;
        count++;
      }
      across[y * width + x] = sum / count;
    }
  }
  const out = new Float32Array(values.length);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let sum = 0;
      let count = 0;
      for (let k = Math.max(0, y - r); k <= Math.min(height - 1, y + r); k++) {
        sum += across[k * width + x]!;
        count++;
      }
      out[y * width + x] = sum / count;
    }
  }
  return out;
}

/** Otsu's threshold of values in 0–255: the split with the largest between-class variance. */
function otsuThreshold(values: Float32Array): number {
  const histogram = new Float64Array(256);
  for (const value of values) histogram[Math.max(0, Math.min(255, Math.round(value)))]!++;
  const total = values.length;
  let sumAll = 0;
  for (let i = 0; i < 256; i++) sumAll += i * histogram[i]!;
  let weightBelow = 0;
  let sumBelow = 0;
  let best = 0;
  let threshold = 128;
  for (let t = 0; t < 256; t++) {
    weightBelow += histogram[t]!;
    if (weightBelow === 0) continue;
    const weightAbove = total - weightBelow;
    if (weightAbove === 0) break;
    sumBelow += t * histogram[t]!;
    const meanBelow = sumBelow / weightBelow;
    const meanAbove = (sumAll - sumBelow) / weightAbove;
    const between = weightBelow * weightAbove * (meanBelow - meanAbove) ** 2;
    if (between > best) {
      best = between;
      threshold = t + 0.5;
    }
  }
  return threshold;
}

/** The largest 4-connected region of `mask`, with the holes in it (the letters) filled. */
function largestRegion(mask: Uint8Array, width: number, height: number): Uint8Array | null {
  const labels = new Int32Array(mask.length);
  // Each pixel is pushed at most once per pass: labelled (or marked outside) as it is pushed.
  const stack = new Int32Array(mask.length);
  let bestLabel = 0;
  let bestSize = 0;
  let label = 0;
  for (let start = 0; start < mask.length; start++) {
    if (!mask[start] || labels[start]) continue;
    label++;
    let size = 0;
    let top = 0;
    labels[start] = label;
    stack[top++] = start;
    while (top > 0) {
      const index = stack[--top]!;
      size++;
      const x = index % width;
      if (x > 0 && mask[index - 1] && !labels[index - 1]) {
        labels[index - 1] = label;
        stack[top++] = index - 1;
      }
      if (x < width - 1 && mask[index + 1] && !labels[index + 1]) {
        labels[index + 1] = label;
        stack[top++] = index + 1;
      }
      if (index >= width && mask[index - width] && !labels[index - width]) {
        labels[index - width] = label;
        stack[top++] = index - width;
      }
      if (index < mask.length - width && mask[index + width] && !labels[index + width]) {
        labels[index + width] = label;
        stack[top++] = index + width;
      }
    }
    if (size > bestSize) {
      bestSize = size;
      bestLabel = label;
    }
  }
  if (!bestLabel) return null;
  // Whatever the frame's edge cannot reach without crossing the region is inside it.
  const outside = new Uint8Array(mask.length);
  let top = 0;
  const visit = (index: number) => {
    if (!outside[index] && labels[index] !== bestLabel) {
      outside[index] = 1;
      stack[top++] = index;
    }
  };
  for (let x = 0; x < width; x++) {
    visit(x);
    visit((height - 1) * width + x);
  }
  for (let y = 0; y < height; y++) {
    visit(y * width);
    visit(y * width + width - 1);
  }
  while (top > 0) {
    const index = stack[--top]!;
    const x = index % width;
    if (x > 0) visit(index - 1);
    if (x < width - 1) visit(index + 1);
    if (index >= width) visit(index - width);
    if (index < mask.length - width) visit(index + width);
  }
  const region = new Uint8Array(mask.length);
  for (let i = 0; i < region.length; i++) region[i] = outside[i] ? 0 : 1;
  return region;
}

const cross = (o: Point, a: Point, b: Point) =>
  (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);

/** Convex hull (Andrew's monotone chain), clockwise in image coordinates (y down). */
function convexHull(points: Point[]): Point[] {
  const sorted = [...points].sort((a, b) => a.x - b.x || a.y - b.y);
  const half = (list: Point[]) => {
    const chain: Point[] = [];
    for (const point of list) {
      while (chain.length >= 2 && cross(chain.at(-2)!, chain.at(-1)!, point) <= 0) chain.pop();
      chain.push(point);
    }
    chain.pop();
    return chain;
  };
  return [...half(sorted), ...half(sorted.reverse())];
}

function polygonArea(points: Point[]): number {
  let area = 0;
  for (let i = 0; i < points.length; i++) {
    const a = points[i]!;
    const b = points[(i + 1) % points.length]!;
    area += a.x * b.y - b.x * a.y;
  }
  return Math.abs(area) / 2;
}

/** The largest quadrilateral with its corners on the hull (brute force: hulls are small). */
function largestInscribedQuad(hull: Point[]): Point[] | null {
  const n = hull.length;
  if (n < 4) return null;
  const triangle = (a: Point, b: Point, c: Point) => Math.abs(cross(a, b, c)) / 2;
  let best: Point[] | null = null;
  let bestArea = 0;
  for (let i = 0; i < n; i++) {
    for (let k = i + 2; k < n; k++) {
      if (i === 0 && k === n - 1) continue;
      let sideA = 0;
      let j = -1;
      for (let m = i + 1; m < k; m++) {
        const area = triangle(hull[i]!, hull[m]!, hull[k]!);
        if (area > sideA) [sideA, j] = [area, m];
      }
      let sideB = 0;
      let l = -1;
      for (let m = k + 1; m < n + i; m++) {
        const area = triangle(hull[i]!, hull[k]!, hull[m % n]!);
        if (area > sideB) [sideB, l] = [area, m % n];
      }
      if (j >= 0 && l >= 0 && sideA + sideB > bestArea) {
        bestArea = sideA + sideB;
        best = [hull[i]!, hull[j]!, hull[k]!, hull[l]!];
      }
    }
  }
  return best;
}

/** Drops hull vertices that bend the outline by less than a pixel, to keep the search small. */
function simplifyHull(hull: Point[], tolerance: number): Point[] {
  let points = hull;
  for (let changed = true; changed && points.length > 4;) {
    changed = false;
    for (let i = 0; i < points.length && points.length > 4; i++) {
      const previous = points[(i - 1 + points.length) % points.length]!;
      const next = points[(i + 1) % points.length]!;
      const length = Math.hypot(next.x - previous.x, next.y - previous.y);
      if (length > 0 && Math.abs(cross(previous, points[i]!, next)) / length < tolerance) {
        points = points.filter((_, index) => index !== i);
        changed = true;
      }
    }
  }
  return points;
}

/** Top-left, top-right, bottom-right, bottom-left, for a convex quadrilateral. */
function orderCorners(quad: Point[]): Point[] {
  const centre = {
    x: quad.reduce((sum, p) => sum + p.x, 0) / 4,
    y: quad.reduce((sum, p) => sum + p.y, 0) / 4,
  };
  const byAngle = [...quad].sort(
    (a, b) =>
      Math.atan2(a.y - centre.y, a.x - centre.x) - Math.atan2(b.y - centre.y, b.x - centre.x),
  );
  // Clockwise on screen from the corner nearest the top-left.
  const start = byAngle.reduce(
    (best, p, index) => (p.x + p.y < byAngle[best]!.x + byAngle[best]!.y ? index : best),
    0,
  );
  return [0, 1, 2, 3].map((k) => byAngle[(start + k) % 4]!);
}

/** Total least squares line through points: a point on it and its unit direction. */
function fitLine(points: Point[]): { point: Point; direction: Point } | null {
  if (points.length < 5) return null;
  const mx = points.reduce((sum, p) => sum + p.x, 0) / points.length;
  const my = points.reduce((sum, p) => sum + p.y, 0) / points.length;
  let sxx = 0;
  let sxy = 0;
  let syy = 0;
  for (const p of points) {
    sxx += (p.x - mx) ** 2;
    sxy += (p.x - mx) * (p.y - my);
    syy += (p.y - my) ** 2;
  }
  const angle = 0.5 * Math.atan2(2 * sxy, sxx - syy);
  return {
    point: { x: mx, y: my },
    direction: { x: Math.cos(angle), y: Math.sin(angle) },
  };
}

function intersect(
  a: { point: Point; direction: Point },
  b: { point: Point; direction: Point },
): Point | null {
  const denominator = a.direction.x * b.direction.y - a.direction.y * b.direction.x;
  if (Math.abs(denominator) < 1e-6) return null;
  const t =
    ((b.point.x - a.point.x) * b.direction.y - (b.point.y - a.point.y) * b.direction.x) /
    denominator;
  return { x: a.point.x + t * a.direction.x, y: a.point.y + t * a.direction.y };
}

/**
 * Each side as the line fitted to the region's border pixels near it (leaving out the ends,
 * where corners round off), and the corners where those lines meet: the hull's corners are
 * only as good as its pixels, the fitted sides are better than a pixel.
 */
function refineCorners(corners: Point[], border: Point[]): Point[] {
  const lines = corners.map((start, index) => {
    const end = corners[(index + 1) % 4]!;
    const length = Math.hypot(end.x - start.x, end.y - start.y);
    const direction = {
      x: (end.x - start.x) / length,
      y: (end.y - start.y) / length,
    };
    const near = border.filter((p) => {
      const along = (p.x - start.x) * direction.x + (p.y - start.y) * direction.y;
      const across = Math.abs((p.x - start.x) * direction.y - (p.y - start.y) * direction.x);
      return along > 0.1 * length && along < 0.9 * length && across < 3;
    });
    return fitLine(near);
  });
  const refined = corners.map((corner, index) => {
    const before = lines[(index + 3) % 4];
    const after = lines[index];
    const point = before && after ? intersect(before, after) : null;
    return point && Math.hypot(point.x - corner.x, point.y - corner.y) < 6 ? point : corner;
  });
  return refined;
}

function cornerDegrees(corners: Point[]): number[] {
  return corners.map((corner, index) => {
    const previous = corners[(index + 3) % 4]!;
    const next = corners[(index + 1) % 4]!;
    const a = Math.atan2(previous.y - corner.y, previous.x - corner.x);
    const b = Math.atan2(next.y - corner.y, next.x - corner.x);
    let degrees = (Math.abs(a - b) * 180) / Math.PI;
    if (degrees > 180) degrees = 360 - degrees;
    return degrees;
  });
}

/** Whether (x, y) lies inside the convex quadrilateral. */
function insideQuad(corners: Point[], x: number, y: number): boolean {
  let positive = 0;
  let negative = 0;
  for (let i = 0; i < 4; i++) {
    const a = corners[i]!;
    const b = corners[(i + 1) % 4]!;
    const side = (b.x - a.x) * (y - a.y) - (b.y - a.y) * (x - a.x);
    if (side > 0) positive++;
    else if (side < 0) negative++;
  }
  return positive === 0 || negative === 0;
}

/**
 * Pixels whose colour does not occur along the photo's edge, where only the surface shows when
 * the whole sheet is in the picture. Colours are binned by log-brightness and chroma, and a
 * bin seen on the edge also covers its neighbours, so the surface's own shading and texture
 * stay surface. This keeps a sheet's coloured or dark letterhead band with the sheet, where
 * brightness alone cuts it off.
 */
function unlikeTheEdge({ width, height, data }: RgbImage): Uint8Array {
  const LEVELS = 24;
  const CHROMA = 16;
  const levelOf = new Uint8Array(256);
  for (let y = 0; y < 256; y++) {
    levelOf[y] = Math.min(LEVELS - 1, Math.floor((Math.log(y + 1) / Math.log(257)) * LEVELS));
  }
  const chroma = (value: number, y: number) =>
    Math.max(0, Math.min(CHROMA - 1, Math.floor(((value - y) / y / 1.2 + 0.5) * CHROMA)));
  const binOf = (i: number) => {
    const r = data[3 * i]!;
    const b = data[3 * i + 2]!;
    const y = (r + data[3 * i + 1]! + b) / 3;
    return (levelOf[Math.round(y)]! * CHROMA + chroma(r, y + 1)) * CHROMA + chroma(b, y + 1);
  };
  const seen = new Uint8Array(LEVELS * CHROMA * CHROMA);
  const strip = Math.max(2, Math.round(Math.min(width, height) * 0.02));
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const onEdge = x < strip || y < strip || x >= width - strip || y >= height - strip;
      if (onEdge) seen[binOf(y * width + x)] = 1;
    }
  }
  const near = new Uint8Array(seen.length);
  for (let level = 0; level < LEVELS; level++) {
    for (let red = 0; red < CHROMA; red++) {
      for (let blue = 0; blue < CHROMA; blue++) {
        if (!seen[(level * CHROMA + red) * CHROMA + blue]) continue;
        for (let dl = -2; dl <= 2; dl++) {
          for (let dr = -1; dr <= 1; dr++) {
            for (let db = -1; db <= 1; db++) {
              const l = level + dl;
              const r = red + dr;
              const b = blue + db;
              if (l < 0 || r < 0 || b < 0 || l >= LEVELS || r >= CHROMA || b >= CHROMA) continue;
              near[(l * CHROMA + r) * CHROMA + b] = 1;
            }
          }
        }
      }
    }
  }
  const mask = new Uint8Array(width * height);
  for (let i = 0; i < mask.length; i++) mask[i] = near[binOf(i)] ? 0 : 1;
  return mask;
}

/**
 * Whether the surface shows just outside every side of the outline. A hard shadow or a
 * letterhead band can cut the bright region off straight, and the cut looks like a sheet's
 * edge; beyond a real edge lies the table, beyond a cut more of the sheet.
 */
function surfaceAllRound(
  corners: Point[],
  unlikeSurface: Uint8Array,
  width: number,
  height: number,
): boolean {
  const centre = {
    x: corners.reduce((sum, p) => sum + p.x, 0) / 4,
    y: corners.reduce((sum, p) => sum + p.y, 0) / 4,
  };
  return corners.every((start, index) => {
    const end = corners[(index + 1) % 4]!;
    const length = Math.hypot(end.x - start.x, end.y - start.y);
    let normal = {
      x: (end.y - start.y) / length,
      y: -(end.x - start.x) / length,
    };
    const middle = { x: (start.x + end.x) / 2, y: (start.y + end.y) / 2 };
    if (normal.x * (middle.x - centre.x) + normal.y * (middle.y - centre.y) < 0) {
      normal = { x: -normal.x, y: -normal.y };
    }
    let surface = 0;
    let samples = 0;
    for (let t = 0.1; t <= 0.9; t += 0.02) {
      for (const offset of [4, 6, 8]) {
        const x = Math.round(start.x + (end.x - start.x) * t + normal.x * offset);
        const y = Math.round(start.y + (end.y - start.y) * t + normal.y * offset);
        if (x < 0 || y < 0 || x >= width || y >= height) continue;
        samples++;
        if (!unlikeSurface[y * width + x]) surface++;
      }
    }
    return samples > 0 && surface / samples >= OUTLINE_LIMITS.minSurfaceOutside;
  });
}

/**
 * Whether a side is a shadow's edge rather than the sheet's: a shadow falls on the table too,
 * so the step in brightness across the side goes on beyond the sheet's corners, where a sheet's
 * own edge ends. Measured as the mean step in log-brightness across the line (inside minus
 * outside), along the side and along its continuation past both corners.
 */
function continuesPastCorners(
  corners: Point[],
  brightness: Float32Array,
  width: number,
  height: number,
): boolean {
  const centre = {
    x: corners.reduce((sum, p) => sum + p.x, 0) / 4,
    y: corners.reduce((sum, p) => sum + p.y, 0) / 4,
  };
  const at = (x: number, y: number) => {
    const ix = Math.round(x);
    const iy = Math.round(y);
    if (ix < 0 || iy < 0 || ix >= width || iy >= height) return null;
    return Math.log(brightness[iy * width + ix]! + 1);
  };
  return corners.some((start, index) => {
    const end = corners[(index + 1) % 4]!;
    const length = Math.hypot(end.x - start.x, end.y - start.y);
    let normal = {
      x: (end.y - start.y) / length,
      y: -(end.x - start.x) / length,
    };
    const middle = { x: (start.x + end.x) / 2, y: (start.y + end.y) / 2 };
    if (normal.x * (middle.x - centre.x) + normal.y * (middle.y - centre.y) < 0) {
      normal = { x: -normal.x, y: -normal.y };
    }
    const meanStep = (from: number, to: number) => {
      let sum = 0;
      let count = 0;
      for (let t = from; t <= to; t += 0.01) {
        const x = start.x + (end.x - start.x) * t;
        const y = start.y + (end.y - start.y) * t;
        const inner = at(x - normal.x * 5, y - normal.y * 5);
        const outer = at(x + normal.x * 5, y + normal.y * 5);
        if (inner === null || outer === null) continue;
        sum += inner - outer;
        count++;
      }
      return count >= 5 ? sum / count : null;
    };
    const side = meanStep(0.1, 0.9);
    const beyond = [meanStep(-0.3, -0.08), meanStep(1.08, 1.3)].filter((step) => step !== null);
    if (side === null || side <= 0 || beyond.length === 0) return false;
    const step = beyond.reduce((sum, value) => sum + value, 0) / beyond.length;
    return step > OUTLINE_LIMITS.shadowStep && step > 0.5 * side;
  });
}

/** The outline of the mask's largest region when it is a filled, convex four-sided shape. */
function outlineOfMask(
  mask: Uint8Array,
  brightness: Float32Array,
  unlikeSurface: Uint8Array,
  width: number,
  height: number,
): { corners: Point[]; area: number } | null {
  const region = largestRegion(mask, width, height);
  if (!region) return null;

  const border: Point[] = [];
  let regionArea = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (!region[y * width + x]) continue;
      regionArea++;
      // A page that reaches the frame's edge is not wholly in the picture: read it as it is.
      if (x === 0 || y === 0 || x === width - 1 || y === height - 1) return null;
      const edge =
        !region[y * width + x - 1] ||
        !region[y * width + x + 1] ||
        !region[(y - 1) * width + x] ||
        !region[(y + 1) * width + x];
      if (edge) border.push({ x: x + 0.5, y: y + 0.5 });
    }
  }
  if (regionArea < OUTLINE_LIMITS.minAreaShare * width * height) return null;

  const hull = convexHull(border);
  const quad = largestInscribedQuad(simplifyHull(hull, 0.75));
  if (!quad) return null;
  const corners = refineCorners(orderCorners(quad), border);
  const quadArea = polygonArea(corners);
  if (quadArea / polygonArea(hull) < OUTLINE_LIMITS.minHullShare) return null;
  if (regionArea / quadArea < OUTLINE_LIMITS.minFill) return null;
  const degrees = cornerDegrees(corners);
  if (
    degrees.some((d) => d < OUTLINE_LIMITS.minCornerDegrees || d > OUTLINE_LIMITS.maxCornerDegrees)
  ) {
    return null;
  }

  if (!surfaceAllRound(corners, unlikeSurface, width, height)) return null;
  if (continuesPastCorners(corners, brightness, width, height)) return null;

  // The sheet must stand out: its brightness against everything outside it.
  let inside = 0;
  let insideCount = 0;
  let outside = 0;
  let outsideCount = 0;
  for (let y = 0; y < height; y += 3) {
    for (let x = 0; x < width; x += 3) {
      const value = brightness[y * width + x]!;
      if (insideQuad(corners, x + 0.5, y + 0.5)) {
        inside += value;
        insideCount++;
      } else {
        outside += value;
        outsideCount++;
      }
    }
  }
  if (!insideCount || !outsideCount) return null;
  if (inside / insideCount - outside / outsideCount < OUTLINE_LIMITS.minContrast) return null;
  return { corners, area: quadArea };
}

/**
 * The sheet's corners (top-left, top-right, bottom-right, bottom-left) in the pixels of `image`,
 * a small copy of the photo (about 400 px on its long side); null when no sheet stands clearly
 * against a background, including a page that fills the frame (a scan, a cropped picture).
 * Two masks are tried, bright paper and colours unlike the photo's edge; of the outlines that
 * pass every check the larger is the sheet (the other lost a letterhead band or a shaded part).
 */
export function findPageOutline(image: RgbImage): Point[] | null {
  const { width, height } = image;
  // Blurred past the letters' strokes, so text does not cut holes into the paper's edge.
  const brightness = boxBlur(darkestChannel(image), width, height, 2);
  const threshold = otsuThreshold(brightness);
  const bright = new Uint8Array(brightness.length);
  for (let i = 0; i < bright.length; i++) bright[i] = brightness[i]! > threshold ? 1 : 0;
  const unlikeSurface = unlikeTheEdge(image);
  const outlines = [bright, unlikeSurface]
    .map((mask) => outlineOfMask(mask, brightness, unlikeSurface, width, height))
    .filter((outline) => outline !== null);
  if (outlines.length === 0) return null;
  return outlines.reduce((best, outline) => (outline.area > best.area ? outline : best)).corners;
}
