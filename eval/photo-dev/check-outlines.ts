/**
 * How well the reader finds the sheet in the DEV photos (make.ts wrote where each was drawn):
 * per photo, the largest distance from a found corner to the drawn one in the photo's pixels,
 * or "none" where the reader reads the photo whole; then how many were found and the median.
 *
 *   node eval/photo-dev/check-outlines.ts [/tmp/photo-dev]
 */
import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { findPageOutline, type Point } from "../../src/reader/page-outline.ts";

const folder = process.argv[2] ?? "/tmp/photo-dev";
const drawn = (await fs.readFile(path.join(folder, "corners.jsonl"), "utf8"))
  .split("\n")
  .filter((line) => line.trim())
  .map((line) => JSON.parse(line) as { id: string; corners: Point[] });

const errors: number[] = [];
for (const { id, corners } of drawn) {
  const file = path.join(folder, "photos", "files", `${id}.jpg`);
  const { width } = await sharp(file).metadata();
  // The same small copy straightenPage finds the outline on.
  const small = await sharp(file)
    .removeAlpha()
    .resize(400, 400, { fit: "inside" })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const found = findPageOutline({
    width: small.info.width,
    height: small.info.height,
    data: small.data,
  });
  if (!found) {
    console.log(`${id.padEnd(52)} none`);
    continue;
  }
  const scale = (width ?? small.info.width) / small.info.width;
  const error = Math.max(
    ...found.map((corner, index) =>
      Math.hypot(corner.x * scale - corners[index]!.x, corner.y * scale - corners[index]!.y),
    ),
  );
  errors.push(error);
  console.log(`${id.padEnd(52)} ${error.toFixed(1).padStart(7)} px`);
}
errors.sort((a, b) => a - b);
const median = errors[Math.floor(errors.length / 2)] ?? 0;
const within = (pixels: number) => errors.filter((error) => error <= pixels).length;
console.log(
  `found ${errors.length} of ${drawn.length}; worst corner: median ${median.toFixed(1)} px, ` +
    `within 10 px ${within(10)}, within 25 px ${within(25)}`,
);
