import { copyFile, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { OEM, createWorker } from "tesseract.js";
import type { PSM, Worker } from "tesseract.js";
import { PAGE_SEGMENTATION_MODE, ocrResultFromTsv } from "./ocr-engine.ts";
import type { OcrEngine, OcrLayout, OcrResult } from "./ocr-engine.ts";
import { OCR_LANGUAGE_LIST, modelFile } from "./ocr-models.ts";

/**
 * tesseract.js reads every model from one `langPath` folder, and each language ships in its own
 * package; the models are put side by side in a temporary folder for as long as the worker
 * takes to load them into its memory.
 */
async function startWorker(): Promise<Worker> {
  const langPath = await mkdtemp(join(tmpdir(), "berkas-ocr-"));
  try {
    await Promise.all(
      OCR_LANGUAGE_LIST.map((language) =>
        copyFile(modelFile(language), join(langPath, `${language}.traineddata.gz`)),
      ),
    );
    const worker = await createWorker(OCR_LANGUAGE_LIST, OEM.LSTM_ONLY, {
      langPath,
      gzip: true,
      cacheMethod: "none",
      // Without a handler tesseract.js throws a failed job's error outside any promise.
      errorHandler: () => {},
    });
    return worker;
  } finally {
    await rm(langPath, { recursive: true, force: true });
  }
}

/**
 * tesseract.js in one worker thread, started on first use and kept: starting one costs
 * seconds. Jobs queue on it one at a time. Aborting a job ends the worker (tesseract.js cannot
 * stop a job); the next job starts a new one.
 */
export function createTesseractWasm(): OcrEngine {
  let worker: Promise<Worker> | null = null;
  let workerLayout: OcrLayout | null = null;
  let queue: Promise<unknown> = Promise.resolve();

  const stopWorker = async () => {
    const stopping = worker;
    worker = null;
    workerLayout = null;
    if (stopping) await (await stopping.catch(() => null))?.terminate();
  };

  const run = async (
    image: Buffer,
    signal?: AbortSignal,
    layout: OcrLayout = "page",
  ): Promise<OcrResult> => {
    signal?.throwIfAborted();
    worker ??= startWorker();
    const current = worker;
    current.catch(() => {
      if (worker === current) worker = null;
    });
    const ready = await current;
    if (workerLayout !== layout) {
      await ready.setParameters({ tessedit_pageseg_mode: PAGE_SEGMENTATION_MODE[layout] as PSM });
      workerLayout = layout;
    }
    const recognition = ready.recognize(image, {}, { tsv: true });
    if (!signal) return ocrResultFromTsv((await recognition).data.tsv ?? "");
    let onAbort = () => {};
    const aborted = new Promise<never>((_, reject) => {
      onAbort = () => {
        void stopWorker();
        reject(signal.reason);
      };
      signal.addEventListener("abort", onAbort, { once: true });
    });
    try {
      const { data } = await Promise.race([recognition, aborted]);
      return ocrResultFromTsv(data.tsv ?? "");
    } finally {
      signal.removeEventListener("abort", onAbort);
    }
  };

  return {
    name: "wasm",
    recognize(image, signal, layout) {
      const result = queue.then(() => run(image, signal, layout));
      queue = result.catch(() => {});
      return result;
    },
    terminate: stopWorker,
  };
}
