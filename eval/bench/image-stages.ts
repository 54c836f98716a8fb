/**
 * `node eval/bench/image-stages.ts [--runs N] [file…]`: an image's reading (readImage, in this
 * process, native tesseract) timed stage by stage, wall clock and CPU (this process's threads
 * and the tesseract processes it waited for), median of N warm runs. The stages repeat
 * readImage's steps one by one, the QR search whether or not readImage would do it (it looks
 * only on a page whose reading may name a faktur pajak); the last row is readImage itself. The machine is shared, so CPU time is the figure to compare and
 * the load average is printed; in wall time, steps readImage runs at once overlap.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { imageForOcr, isPageScan, openImage, readImage } from "../../src/reader/images.ts";
import { createOcrEngine } from "../../src/reader/ocr.ts";
import { renderPreview } from "../../src/reader/preview.ts";
import { greyPageOf } from "../../src/reader/line-recognizer.ts";
import { rereadIdentifiers } from "../../src/reader/reread-identifiers.ts";
import { greySharp, straightenPage } from "../../src/reader/straighten-page.ts";
import { MAY_NAME_TAX_INVOICE, qrInImage } from "../../src/reader/verification-qr.ts";
import { linesToReadAgain, voteLines } from "../../src/reader/vote-lines.ts";
import { FIXTURES } from "./upload-processing.ts";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { runs: { type: "string", default: "5" } },
});
const RUNS = Number(values.runs);
const files =
  positionals.length > 0
    ? positionals
    : [path.join(FIXTURES, "scan-300dpi.png"), path.join(FIXTURES, "receipt-photo.jpg")];

const TICKS_PER_SECOND = 100;

/** CPU milliseconds of the children this process has waited for (tesseract), from /proc. */
function childrenCpuMs(): number {
  const stat = fs.readFileSync("/proc/self/stat", "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  // Fields 16 and 17 of stat(5) (cutime, cstime), counted here from field 3.
  return ((Number(fields[13]) + Number(fields[14])) * 1000) / TICKS_PER_SECOND;
}

function cpuMs(): number {
  const own = process.cpuUsage();
  return (own.user + own.system) / 1000 + childrenCpuMs();
}

type Timings = Map<string, { wall: number[]; cpu: number[] }>;

async function timed<Result>(timings: Timings, stage: string, run: () => Promise<Result>) {
  const wall = performance.now();
  const cpu = cpuMs();
  const result = await run();
  const entry = timings.get(stage) ?? { wall: [], cpu: [] };
  entry.wall.push(performance.now() - wall);
  entry.cpu.push(cpuMs() - cpu);
  timings.set(stage, entry);
  return result;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

const ocr = await createOcrEngine();
for (const file of files) {
  const bytes = new Uint8Array(fs.readFileSync(file));
  const kind = file.endsWith(".png") ? "png" : file.endsWith(".heic") ? "heic" : "jpeg";
  const timings: Timings = new Map();
  let lineCounts = "";
  for (let run = 0; run <= RUNS; run++) {
    // The first run loads the recognizer's model and warms the caches; it is not counted.
    const into: Timings = run === 0 ? new Map() : timings;
    const opened = await timed(into, "open (header)", () => openImage(bytes, kind));
    const straightened = await timed(into, "outline / straighten", () =>
      straightenPage(opened.image, opened),
    );
    const prepared = await timed(into, "prepare for OCR", async () => {
      if (straightened) {
        return {
          ...(await imageForOcr(greySharp(straightened.page), straightened.page, 300, true)),
          layout: "block" as const,
        };
      }
      if (await isPageScan(bytes, kind)) {
        const png = Buffer.from(bytes);
        return { png, grey: await greyPageOf(png), layout: "page" as const };
      }
      return { ...(await imageForOcr(opened.image.clone(), opened)), layout: "block" as const };
    });
    const result = await timed(into, "tesseract page", () =>
      ocr.recognize(prepared.png, undefined, prepared.layout),
    );
    const looked = MAY_NAME_TAX_INVOICE.test(result.text) ? "looked for" : "skipped";
    await timed(into, `QR search (readImage: ${looked})`, () =>
      qrInImage(opened.image, opened.width, opened.height),
    );
    const voted = await timed(into, "second engine", () => voteLines(prepared.grey, result.lines));
    await timed(into, "identifier re-reads", () =>
      rereadIdentifiers(prepared.png, voted.lines, ocr),
    );
    await timed(into, "preview (WebP)", () => renderPreview(bytes, kind));
    await timed(into, "readImage whole", () => readImage(bytes, kind, ocr));
    lineCounts = `${result.lines.length} lines, ${linesToReadAgain(result.lines).length} read again`;
  }
  console.log(
    `\n${path.basename(file)}: ${lineCounts}; median of ${RUNS}; load ${os
      .loadavg()
      .map((load) => load.toFixed(1))
      .join(", ")}`,
  );
  console.table(
    [...timings].map(([stage, { wall, cpu }]) => ({
      stage,
      "wall ms": Math.round(median(wall)),
      "CPU ms": Math.round(median(cpu)),
    })),
  );
}
await ocr.terminate();
