/**
 * A reading thread of isolated-reader.ts: it runs the reader tasks it is given, one at a time,
 * and reports back. OCR is asked of the parent, whose engine (native processes or tesseract.js
 * threads) serves every document.
 */
import { parentPort } from "node:worker_threads";
import { inspectFile } from "./inspect-file.ts";
import type { WorkerReply, WorkerRequest, WorkerTask } from "./isolated-protocol.ts";
import type { OcrEngine, OcrLayout, OcrResult } from "./ocr-engine.ts";
import { renderPreview } from "./preview.ts";
import { readDocument } from "./read-document.ts";
import { ReaderError } from "./reader-error.ts";

const port = parentPort;
if (!port) throw new Error("isolated-worker.ts runs only as a worker thread");

const post = (reply: WorkerReply) => port.postMessage(reply);

const pendingOcr = new Map<
  number,
  { resolve: (result: OcrResult) => void; reject: (error: Error) => void }
>();
let nextOcrId = 0;

function parentOcr(name: OcrEngine["name"]): OcrEngine {
  return {
    name,
    // The parent cancels OCR itself when it stops this thread; a call given up here is
    // cancelled there too, so its Tesseract does not take a core for nothing.
    recognize(image: Buffer, signal?: AbortSignal, layout?: OcrLayout): Promise<OcrResult> {
      signal?.throwIfAborted();
      const id = nextOcrId++;
      return new Promise((resolve, reject) => {
        const onAbort = () => {
          pendingOcr.delete(id);
          post({ type: "ocr-cancel", id });
          reject(signal!.reason);
        };
        signal?.addEventListener("abort", onAbort, { once: true });
        pendingOcr.set(id, {
          resolve: (result) => {
            signal?.removeEventListener("abort", onAbort);
            resolve(result);
          },
          reject: (error) => {
            signal?.removeEventListener("abort", onAbort);
            reject(error);
          },
        });
        post({ type: "ocr", id, image: new Uint8Array(image), layout });
      });
    },
    terminate: async () => {},
  };
}

async function run(task: WorkerTask): Promise<WorkerReply> {
  const bytes = new Uint8Array(task.bytes);
  switch (task.task) {
    case "inspect":
      return { type: "inspected", ...(await inspectFile(bytes, task.kind)) };
    case "read": {
      const reading = await readDocument(bytes, task.kind, {
        ocr: parentOcr(task.ocrName),
        onProgress: (fraction) => post({ type: "progress", fraction }),
      });
      return { type: "read", reading };
    }
    case "preview":
      return { type: "preview", webp: new Uint8Array(await renderPreview(bytes, task.kind)) };
  }
}

port.on("message", (message: WorkerRequest) => {
  if (message.type === "task") {
    run(message).then(post, (error: unknown) =>
      post({
        type: "failed",
        readerCode: error instanceof ReaderError ? error.code : null,
        message: error instanceof Error ? error.message : String(error),
      }),
    );
    return;
  }
  const pending = pendingOcr.get(message.id);
  if (!pending) return;
  pendingOcr.delete(message.id);
  if (message.type === "ocr-result") pending.resolve(message.result);
  else pending.reject(new Error(message.message));
});
