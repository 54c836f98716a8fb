import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, rename, stat } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { pipeline } from "node:stream/promises";
import { createGunzip } from "node:zlib";
import { OCR_LANGUAGES } from "./ocr-engine.ts";

const require = createRequire(import.meta.url);

/**
 * Both engines read with the same models: tessdata_best's LSTM networks in integer form, from
 * the @tesseract.js-data packages (never a CDN). Debian's own are tessdata_fast; on the SROIE
 * scans the best models read 17 of 20 totals where the fast ones read 14 (decision 0015).
 */
const MODEL_VERSION = "4.0.0_best_int";

export const OCR_LANGUAGE_LIST = OCR_LANGUAGES.split("+");

/** A language's gzipped model inside its npm package. */
export function modelFile(language: string): string {
  const { langPath } = require(`@tesseract.js-data/${language}`) as { langPath: string };
  return join(dirname(langPath), MODEL_VERSION, `${language}.traineddata.gz`);
}

async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    (found) => found.size > 0,
    () => false,
  );
}

/**
 * A folder of unpacked models for the native `tesseract`, which reads no gzip. Shared by every
 * process on the machine and kept between runs; each file appears by rename, whole or not at all.
 */
export async function unpackedModelFolder(): Promise<string> {
  const folder = join(tmpdir(), `berkas-tessdata-${MODEL_VERSION}`);
  await mkdir(folder, { recursive: true });
  await Promise.all(
    OCR_LANGUAGE_LIST.map(async (language) => {
      const target = join(folder, `${language}.traineddata`);
      if (await exists(target)) return;
      const partial = `${target}.${process.pid}.${Date.now()}.partial`;
      await pipeline(
        createReadStream(modelFile(language)),
        createGunzip(),
        createWriteStream(partial),
      );
      await rename(partial, target);
    }),
  );
  return folder;
}
