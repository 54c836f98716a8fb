/**
 * `npm run bench:photos [-- --folder /tmp/photo-dev/photos/files] [--count 20]`: the time the
 * photographed-page steps add before OCR (issue 17, decision 0037), on DEV photos made by
 * `node eval/photo-dev/make.ts`, each resized to 2400 px on its long side as a phone sends it.
 * The steps of `straightenPage` one by one, after one warm-up pass: the 400 px copy, the outline
 * search, the full greyscale decode (which the old path did too, inside `imageForOcr`), the
 * warp and the flattening; each by the wall clock and in CPU time (the process's, sharp's
 * threads included), which a shared machine's load inflates far less. Prints medians and, as
 * its last line, one JSON object. The target: the new steps well under 150 ms.
 */
import fs from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import sharp from "sharp";
import { findPageOutline } from "../../src/reader/page-outline.ts";
import { flattenIllumination, warpToRectangle } from "../../src/reader/straighten-page.ts";

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

const STEPS = ["copy", "outline", "decode", "warp", "flatten"] as const;
type Step = (typeof STEPS)[number];
const wall = Object.fromEntries(STEPS.map((step) => [step, [] as number[]])) as Record<
  Step,
  number[]
>;
const cpu = Object.fromEntries(STEPS.map((step) => [step, [] as number[]])) as Record<
  Step,
  number[]
>;
let record = false;
async function timed<T>(step: Step, work: () => T | Promise<T>): Promise<T> {
  const started = performance.now();
  const usage = process.cpuUsage();
  const result = await work();
  const used = process.cpuUsage(usage);
  if (record) {
    wall[step].push(performance.now() - started);
    cpu[step].push((used.user + used.system) / 1000);
  }
  return result;
}

let straightened = 0;
for (const pass of [0, 1]) {
  record = pass === 1;
  for (const photo of photos) {
    const { width = 1 } = await sharp(photo).metadata();
    const small = await timed("copy", () =>
      sharp(photo)
        .removeAlpha()
        .resize(400, 400, { fit: "inside" })
        .raw()
        .toBuffer({ resolveWithObject: true }),
    );
    const outline = await timed("outline", () =>
      findPageOutline({ width: small.info.width, height: small.info.height, data: small.data }),
    );
    if (!outline) continue;
    if (record) straightened++;
    const scale = width / small.info.width;
    const corners = outline.map((corner) => ({ x: corner.x * scale, y: corner.y * scale }));
    const grey = await timed("decode", () =>
      sharp(photo).greyscale().raw().toBuffer({ resolveWithObject: true }),
    );
    const page = await timed("warp", () =>
      warpToRectangle(
        { width: grey.info.width, height: grey.info.height, data: grey.data },
        corners,
      ),
    );
    await timed("flatten", () => flattenIllumination(page));
  }
}

const median = (list: number[]) => {
  const sorted = [...list].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};
const summary: Record<string, { wallMs: number; cpuMs: number }> = {};
console.log(`${photos.length} photos at 2400 px, ${straightened} straightened (medians)`);
for (const step of STEPS) {
  summary[step] = { wallMs: median(wall[step]), cpuMs: median(cpu[step]) };
  console.log(
    `${step.padEnd(8)} wall ${median(wall[step]).toFixed(1).padStart(7)} ms   cpu ${median(cpu[step]).toFixed(1).padStart(7)} ms`,
  );
}
const added = (["copy", "outline", "warp", "flatten"] as const).reduce(
  (sum, step) => sum + summary[step]!.cpuMs,
  0,
);
console.log(`new steps (all but the decode), sum of medians: ${added.toFixed(1)} ms cpu`);
console.log(
  JSON.stringify({ photos: photos.length, straightened, steps: summary, addedCpuMs: added }),
);
