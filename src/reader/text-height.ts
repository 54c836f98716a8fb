import type { Sharp } from "sharp";

/**
 * The glyphs are measured on the page shrunk to this long side at most: enough pixels for a
 * glyph's height, and labelling a 300-dpi page at full size would cost more than it saves.
 */
const MEASURE_LONG_SIDE = 1500;
/** Fewer glyphs than this (a photo of a logo, a blank page) tell nothing about the text. */
const MIN_GLYPHS = 20;

/** Otsu's threshold of a grey histogram: the level that best splits ink from paper. */
function otsuThreshold(data: Uint8Array): number {
  const histogram = new Float64Array(256);
  for (const value of data) histogram[value]! += 1;
  const total = data.length;
  let sumAll = 0;
  for (let level = 0; level < 256; level++) sumAll += level * histogram[level]!;
  let sumBelow = 0;
  let countBelow = 0;
  let best = 128;
  let bestVariance = -1;
  for (let level = 0; level < 256; level++) {
    countBelow += histogram[level]!;
    if (countBelow === 0 || countBelow === total) continue;
    sumBelow += level * histogram[level]!;
    const meanBelow = sumBelow / countBelow;
    const meanAbove = (sumAll - sumBelow) / (total - countBelow);
    const variance = countBelow * (total - countBelow) * (meanBelow - meanAbove) ** 2;
    if (variance > bestVariance) {
      bestVariance = variance;
      best = level;
    }
  }
  return best;
}

/**
 * The median height in `image`'s pixels (`width` × `height`) of the page's glyphs (dark connected components of
 * letter-like shape), or null when too few are found. A receipt's glyphs are mostly capitals
 * and digits, so this lies between its x-height and its capital height. Skew does not change it,
 * where a row profile would merge tilted lines.
 */
export async function medianGlyphHeight(
  image: Sharp,
  { width, height }: { width: number; height: number },
): Promise<number | null> {
  const factor = Math.min(1, MEASURE_LONG_SIDE / Math.max(width, height));
  const { data, info } = await image
    .removeAlpha()
    .resize(Math.max(1, Math.round(width * factor)), Math.max(1, Math.round(height * factor)))
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const w = info.width;
  const h = info.height;
  const grey = info.channels === 1 ? data : data.filter((_, i) => i % info.channels === 0);
  const threshold = otsuThreshold(grey);

  // Two-pass labelling (8-connected) with union-find; each root then gets its extent.
  const labels = new Int32Array(w * h);
  let parent = new Int32Array(1024);
  let next = 1;
  const find = (label: number) => {
    while (parent[label] !== label) {
      parent[label] = parent[parent[label]!]!;
      label = parent[label]!;
    }
    return label;
  };
  const join = (label: number, neighbour: number) => {
    if (neighbour === 0) return label;
    if (label === 0) return neighbour;
    const rootA = find(label);
    const rootB = find(neighbour);
    if (rootA !== rootB) parent[Math.max(rootA, rootB)] = Math.min(rootA, rootB);
    return label;
  };
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const index = y * w + x;
      if (grey[index]! > threshold) continue;
      let label = 0;
      if (x > 0) label = join(label, labels[index - 1]!);
      if (y > 0) {
        if (x > 0) label = join(label, labels[index - w - 1]!);
        label = join(label, labels[index - w]!);
        if (x < w - 1) label = join(label, labels[index - w + 1]!);
      }
      if (label === 0) {
        if (next === parent.length) {
          const grown = new Int32Array(parent.length * 2);
          grown.set(parent);
          parent = grown;
        }
        label = next++;
        parent[label] = label;
      }
      labels[index] = label;
    }
  }
  const top = new Int32Array(next).fill(h);
  const bottom = new Int32Array(next).fill(-1);
  const left = new Int32Array(next).fill(w);
  const right = new Int32Array(next).fill(-1);
  const area = new Int32Array(next);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const label = labels[y * w + x]!;
      if (label === 0) continue;
      const root = find(label);
      if (y < top[root]!) top[root] = y;
      bottom[root] = y;
      if (x < left[root]!) left[root] = x;
      if (x > right[root]!) right[root] = x;
      area[root]! += 1;
    }
  }
  const heights: number[] = [];
  for (let root = 1; root < next; root++) {
    if (area[root] === 0) continue;
    const glyphHeight = bottom[root]! - top[root]! + 1;
    const glyphWidth = right[root]! - left[root]! + 1;
    // Specks, rules and boxes, pictures and logos are not letters.
    if (glyphHeight < 3 || area[root]! < 6) continue;
    if (glyphHeight > h / 10 || glyphWidth > 3 * glyphHeight) continue;
    heights.push(glyphHeight);
  }
  if (heights.length < MIN_GLYPHS) return null;
  heights.sort((a, b) => a - b);
  return heights[heights.length >> 1]! / factor;
}
