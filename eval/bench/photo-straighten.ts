/**
 * `npm run bench:photos [-- --folder /tmp/photo-dev/photos/files] [--count 20]`: the time the
 * photographed-page steps add before OCR (issue 17, decision 0032), on DEV photos made by
 * `node eval/photo-dev/make.ts`, each resized to 2400 px on its long side as a phone sends it.
 * Per photo, after one warm-up pass: finding the outline (with its small decode), warping (with
 * the full greyscale decode), flattening the light, all of it (opening the image included) by
 * the wall clock and in CPU time. Prints the median and the slowest per step and, as its last
 * line, one JSON object. The target: well under 150 ms in all.
 */
import fs from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import sharp from "sharp";
import { openImage } from "../../src/reader/images.ts";
import { straightenPage } from "../../src/reader/straighten-page.ts";

const { values } = parseArgs({
  options: {
    folder: { type: "string", default: "/tmp/photo-dev/photos/files" },
    count: { type: "string", default: "20" },
  },
});
const files = (await fs.readdir(values.folder).catch(() => []))
  .filter((name) => name.endsWith(".jpg"))
  .sort()
  .slice(0, Number(values.count));
if (files.length === 0) {
  throw new Error(`No photos in ${values.folder}: run node eval/photo-dev/make.ts first.`);
}

const photos = await Promise.all(
  files.map(async (name) =>
    sharp(await fs.readFile(path.join(values.folder, name)))
      .resize(2400, 2400, { fit: "inside" })
      .jpeg({ quality: 85 })
      .toBuffer(),
  ),
);

type Step = "outline" | "warp" | "flatten" | "total" | "totalCpu";
const timings: Record<Step, number[]> = {
  outline: [],
  warp: [],
  flatten: [],
  total: [],
  totalCpu: [],
};
let straightened = 0;
for (const pass of [0, 1]) {
  for (const photo of photos) {
    const started = performance.now();
    const cpu = process.cpuUsage();
    const opened = await openImage(new Uint8Array(photo), "jpeg");
    const result = await straightenPage(opened.image, opened);
    const total = performance.now() - started;
    const used = process.cpuUsage(cpu);
    if (pass === 0) continue;
    timings.total.push(total);
    // CPU time of the whole process (sharp's threads included): what a shared machine's load
    // does not inflate the way it inflates the wall clock.
    timings.totalCpu.push((used.user + used.system) / 1000);
    if (!result) continue;
    straightened++;
    timings.outline.push(result.timings.outline);
    timings.warp.push(result.timings.warp);
    timings.flatten.push(result.timings.flatten);
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};
const summary: Record<string, { median: number; max: number }> = {};
console.log(`${photos.length} photos at 2400 px, ${straightened} straightened`);
for (const [step, values] of Object.entries(timings)) {
  summary[step] = { median: median(values), max: Math.max(0, ...values) };
  console.log(
    `${step.padEnd(8)} median ${median(values).toFixed(1).padStart(6)} ms   slowest ${Math.max(
      0,
      ...values,
    )
      .toFixed(1)
      .padStart(6)} ms`,
  );
}
console.log(JSON.stringify({ photos: photos.length, straightened, steps: summary }));
