/**
 * `npm run bench:qr [-- --runs 15]`: the time looking for a QR code adds to reading a
 * document (issue 21). The step is timed alone (the PDF opened beforehand), after a warm-up, on
 * files made at run time by test/support/qr-code.ts and on our own invoice fixture: for a PDF,
 * page 1's pictures decoded and, when none holds a code, the page drawn at QR_DPI and decoded;
 * for a photo, the picture within QR_MAX_PIXELS. Each by the wall clock and in CPU time (the
 * process's, sharp's threads included), which a shared machine's load inflates far less; beside
 * it, the whole PDF read (text layer, QR step included) and the PDF opened and its text taken
 * alone (the read before). Then how often a code is found on simulated phone photos of the
 * faktur. Medians; the last line is one JSON object.
 */
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { createCanvas } from "@napi-rs/canvas";
import sharp from "sharp";
import { photograph, seededRandom } from "../photo-dev/simulate-photo.ts";
import { openPdf, qrOnPdfPage, readPdf } from "../../src/reader/pdf.ts";
import type { OcrEngine } from "../../src/reader/ocr-engine.ts";
import { NAMES_TAX_INVOICE, qrInImage } from "../../src/reader/verification-qr.ts";
import { fakturPdf, pagePhotoWithQr, validationUrlShape } from "../../test/support/qr-code.ts";

const { values } = parseArgs({ options: { runs: { type: "string", default: "15" } } });
const runs = Number(values.runs);

/** The PDFs here have a text layer: reading them never asks for OCR. */
const noOcr: OcrEngine = {
  name: "wasm",
  recognize: () => Promise.reject(new Error("OCR was not expected")),
  terminate: async () => {},
};

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};

interface Timing {
  wallMs: number;
  cpuMs: number;
}

/**
 * Runs `prepare` untimed and then `step` timed, `runs` times after a warm-up, the steps of the
 * file interleaved (QR step, whole read, QR step…) so that the machine's load falls on both alike.
 */
async function timedInTurn(steps: Array<() => Promise<() => Promise<unknown>>>): Promise<Timing[]> {
  const wall = steps.map(() => [] as number[]);
  const cpu = steps.map(() => [] as number[]);
  for (let run = -1; run < runs; run++) {
    for (const [index, prepare] of steps.entries()) {
      const step = await prepare();
      const startCpu = process.cpuUsage();
      const start = performance.now();
      await step();
      if (run < 0) continue;
      wall[index]!.push(performance.now() - start);
      const used = process.cpuUsage(startCpu);
      cpu[index]!.push((used.user + used.system) / 1000);
    }
  }
  return steps.map((_, index) => ({ wallMs: median(wall[index]!), cpuMs: median(cpu[index]!) }));
}

/**
 * Page 1 of a freshly opened PDF, ready for the QR step alone, drawn whole only when its text
 * names a faktur pajak, as the reader decides.
 */
async function qrStepOn(bytes: Uint8Array) {
  const { document, close } = await openPdf(bytes);
  const page = await document.getPage(1);
  const text = (await page.getTextContent()).items
    .map((item) => ("str" in item ? item.str : ""))
    .join(" ");
  return async () => {
    try {
      return await qrOnPdfPage(page, { drawnCodes: NAMES_TAX_INVOICE.test(text) });
    } finally {
      await close();
    }
  };
}

/** What reading a one-page text-layer PDF did before the QR step: open it, take its text. */
async function textLayerAlone(bytes: Uint8Array) {
  const { document, close } = await openPdf(bytes);
  try {
    return await (await document.getPage(1)).getTextContent();
  } finally {
    await close();
  }
}

const url = validationUrlShape();
const pdfs: Array<[string, Uint8Array]> = [
  ["faktur, code as a 2 cm picture", await fakturPdf(url)],
  [
    "faktur, code drawn as 3 cm of squares",
    await fakturPdf(url, { qrCentimetres: 3, drawing: "shapes" }),
  ],
  ["faktur, no code", await fakturPdf(null)],
  ["invoice, not naming itself a faktur, no code", await fakturPdf(null, { namesItself: false })],
  [
    "invoice-en.pdf fixture, no code",
    readFileSync(new URL("../../test/fixtures/files/invoice-en.pdf", import.meta.url)),
  ],
];

const rows: Array<Record<string, string | number | boolean>> = [];
for (const [name, bytes] of pdfs) {
  const found = (await (await qrStepOn(bytes))())?.found ?? false;
  const [qr, whole, textLayer] = await timedInTurn([
    () => qrStepOn(bytes),
    async () => () => readPdf(bytes, { ocr: noOcr }),
    async () => () => textLayerAlone(bytes),
  ]);
  rows.push({
    file: name,
    found,
    "QR step ms": Math.round(qr!.wallMs),
    "QR step CPU ms": Math.round(qr!.cpuMs),
    "whole read ms": Math.round(whole!.wallMs),
    "whole read CPU ms": Math.round(whole!.cpuMs),
    "text layer alone CPU ms": Math.round(textLayer!.cpuMs),
  });
}

const photos: Array<[string, Buffer]> = [
  ["photo 2400×3200, code", await pagePhotoWithQr(url)],
  [
    "photo 2400×3200, no code",
    await sharp({ create: { width: 2400, height: 3200, channels: 3, background: "#ebe8e1" } })
      .jpeg()
      .toBuffer(),
  ],
];
for (const [name, bytes] of photos) {
  const look = () => qrInImage(sharp(bytes).autoOrient(), 2400, 3200);
  const found = (await look())?.found ?? false;
  const [qr] = await timedInTurn([async () => look]);
  rows.push({
    file: name,
    found,
    "QR step ms": Math.round(qr!.wallMs),
    "QR step CPU ms": Math.round(qr!.cpuMs),
    "whole read ms": "(OCR: not timed here)",
    "whole read CPU ms": "",
    "text layer alone CPU ms": "",
  });
}

/**
 * Found on simulated phone photos (eval/photo-dev's camera: frame, coverage, turn, keystone,
 * blur, noise, JPEG) of the faktur drawn at 300 dpi, seeds 1–20, by the code's printed size.
 */
async function foundOnPhotos(qrCentimetres: number, seeds = 20): Promise<number> {
  const { document, close } = await openPdf(await fakturPdf(url, { qrCentimetres }));
  const page = await document.getPage(1);
  const viewport = page.getViewport({ scale: 300 / 72 });
  const canvas = createCanvas(Math.floor(viewport.width), Math.floor(viewport.height));
  await page.render({ canvas: canvas as unknown as HTMLCanvasElement, viewport }).promise;
  const png = await canvas.encode("png");
  await close();
  let found = 0;
  for (let seed = 1; seed <= seeds; seed++) {
    const photo = await photograph(png, seededRandom(seed));
    const qr = await qrInImage(sharp(photo.jpeg).autoOrient(), photo.width, photo.height);
    if (qr?.found) found++;
  }
  return found;
}
const photographed: Record<string, string> = {};
for (const cm of [2, 3, 4]) photographed[`${cm} cm code`] = `${await foundOnPhotos(cm)} of 20`;

console.table(rows);
console.log("Found on simulated phone photos:", photographed);
console.log(JSON.stringify({ runs, rows, photographed }));
