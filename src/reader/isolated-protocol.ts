/** Messages between isolated-reader.ts and its reading threads (isolated-worker.ts). */
import type { OcrLayout, OcrResult } from "./ocr-engine.ts";
import type { ReadResult } from "./read-result.ts";
import type { ReaderErrorCode } from "./reader-error.ts";
import type { FileKind } from "./sniff-file-type.ts";

export interface WorkerTask {
  type: "task";
  task: "inspect" | "read" | "preview";
  kind: FileKind;
  /** Transferred to the thread, never shared with it. */
  bytes: ArrayBuffer;
  ocrName: "native" | "wasm";
}

export type WorkerReply =
  | { type: "inspected"; pageCount: number | null }
  | { type: "read"; reading: ReadResult }
  | { type: "preview"; webp: Uint8Array }
  | { type: "progress"; fraction: number }
  | { type: "ocr"; id: number; image: Uint8Array; layout: OcrLayout | undefined }
  /** The thread no longer needs that OCR call's answer (a reading started on a guess). */
  | { type: "ocr-cancel"; id: number }
  | { type: "failed"; readerCode: ReaderErrorCode | null; message: string };

export type WorkerRequest =
  | WorkerTask
  | { type: "ocr-result"; id: number; result: OcrResult }
  | { type: "ocr-error"; id: number; message: string };
