import { execFile, spawn } from "node:child_process";
import type { ChildProcess } from "node:child_process";
import { OCR_LANGUAGES, PAGE_SEGMENTATION_MODE, ocrResultFromTsv } from "./ocr-engine.ts";
import type { OcrEngine, OcrLayout, OcrResult } from "./ocr-engine.ts";
import { unpackedModelFolder } from "./ocr-models.ts";

const BINARY = "tesseract";

let availability: Promise<boolean> | undefined;

/** Whether a `tesseract` 4 or later is on PATH; the models come with berkas, not with it. */
export function nativeTesseractAvailable(): Promise<boolean> {
  availability ??= new Promise((resolve) => {
    execFile(BINARY, ["--version"], { timeout: 10_000 }, (error, stdout) => {
      const major = Number(/tesseract v?(\d+)/i.exec(stdout)?.[1] ?? 0);
      resolve(!error && major >= 4);
    });
  });
  return availability;
}

/** One `tesseract` process per image, fed on stdin, reading our models; aborting kills it. */
export function createNativeTesseract(): OcrEngine {
  const running = new Set<ChildProcess>();
  let models: Promise<string> | null = null;
  return {
    name: "native",
    async recognize(
      image: Buffer,
      signal?: AbortSignal,
      layout: OcrLayout = "page",
    ): Promise<OcrResult> {
      signal?.throwIfAborted();
      models ??= unpackedModelFolder();
      const folder = await models.catch((error: unknown) => {
        models = null;
        throw error;
      });
      signal?.throwIfAborted();
      return new Promise((resolve, reject) => {
        const child = spawn(
          BINARY,
          [
            ...["--tessdata-dir", folder, "stdin", "stdout", "-l", OCR_LANGUAGES],
            ...["--psm", PAGE_SEGMENTATION_MODE[layout], "-c", "tessedit_create_tsv=1"],
          ],
          {
            stdio: ["pipe", "pipe", "pipe"],
            // OpenMP's spinning threads made one page take 2.4 s instead of 0.5 s on 2 cores.
            env: { ...process.env, OMP_THREAD_LIMIT: "1" },
          },
        );
        running.add(child);
        const stdout: Buffer[] = [];
        const stderr: Buffer[] = [];
        child.stdout.on("data", (chunk: Buffer) => stdout.push(chunk));
        child.stderr.on("data", (chunk: Buffer) => stderr.push(chunk));
        const onAbort = () => child.kill("SIGKILL");
        signal?.addEventListener("abort", onAbort, { once: true });
        // A process that dies early closes stdin under us; its exit code tells the story.
        child.stdin.on("error", () => {});
        child.on("error", (error) => {
          running.delete(child);
          signal?.removeEventListener("abort", onAbort);
          reject(error);
        });
        child.on("close", (code) => {
          running.delete(child);
          signal?.removeEventListener("abort", onAbort);
          if (signal?.aborted) return reject(signal.reason);
          if (code !== 0) {
            const detail = Buffer.concat(stderr).toString("utf8").trim();
            return reject(new Error(`tesseract exited with ${code}: ${detail}`));
          }
          resolve(ocrResultFromTsv(Buffer.concat(stdout).toString("utf8")));
        });
        child.stdin.end(image);
      });
    },
    async terminate() {
      for (const child of running) child.kill("SIGKILL");
      running.clear();
    },
  };
}
