import { Worker } from "node:worker_threads";
import { READER_ISOLATION } from "../contracts/limits.ts";
import type { OcrEngine } from "./ocr-engine.ts";
import type { WorkerReply, WorkerRequest, WorkerTask } from "./isolated-protocol.ts";
import type { ReadOptions } from "./read-document.ts";
import type { ReadResult } from "./read-result.ts";
import { ReaderError } from "./reader-error.ts";
import type { FileKind } from "./sniff-file-type.ts";

const WORKER_URL = new URL("./isolated-worker.ts", import.meta.url);

interface IsolatedOptions {
  /** Stops the thread at once; the promise rejects with the signal's reason. */
  signal?: AbortSignal;
  /** How long the task may run once it has a thread; waiting for one does not count. */
  timeLimitMs?: number;
  ocr?: OcrEngine;
  onProgress?: (fraction: number) => void;
}

type Outcome<Type extends WorkerReply["type"]> = Extract<WorkerReply, { type: Type }>;

interface ReadingThread {
  worker: Worker;
  tasks: number;
}

const MEBIBYTE = 1024 * 1024;

const tooDemanding = () =>
  new ReaderError(
    "FILE_TOO_COMPLEX",
    `Reading the file needed more than ${READER_ISOLATION.maxMemoryMb} MB of memory.`,
  );

/**
 * Threads that finished a task cleanly wait here for the next one: starting a thread and
 * loading pdf.js, sharp and the Office libraries into it costs about half a second.
 */
const idleThreads: ReadingThread[] = [];

function startThread(): ReadingThread {
  const worker = new Worker(WORKER_URL, {
    resourceLimits: {
      maxOldGenerationSizeMb: READER_ISOLATION.maxHeapMb,
      maxYoungGenerationSizeMb: READER_ISOLATION.maxYoungHeapMb,
      stackSizeMb: READER_ISOLATION.stackMb,
    },
  });
  const thread = { worker, tasks: 0 };
  // A thread that fails between tasks leaves the idle list; its task, if any, hears it too.
  const forget = () => {
    const index = idleThreads.indexOf(thread);
    if (index >= 0) idleThreads.splice(index, 1);
  };
  worker.on("error", forget);
  worker.on("exit", forget);
  return thread;
}

/**
 * At most READER_ISOLATION.maxThreads tasks run at once; the others wait their turn in order.
 * Fifty files arriving together started fifty threads, each loading its libraries on two
 * cores, and none finished its check within its time.
 */
let busyThreads = 0;
const waitingForThread: Array<() => void> = [];

async function takeThreadTurn(signal: AbortSignal | undefined): Promise<void> {
  if (busyThreads < READER_ISOLATION.maxThreads) {
    busyThreads++;
    return;
  }
  await new Promise<void>((resolve, reject) => {
    const onAbort = () => {
      waitingForThread.splice(waitingForThread.indexOf(granted), 1);
      reject(signal?.reason);
    };
    const granted = () => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    };
    waitingForThread.push(granted);
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}

/** The turn passes straight to the next waiting task, if any. */
function endThreadTurn(): void {
  const next = waitingForThread.shift();
  if (next) next();
  else busyThreads--;
}

function returnThread(thread: ReadingThread): void {
  if (
    idleThreads.length < READER_ISOLATION.idleThreads &&
    thread.tasks < READER_ISOLATION.tasksPerThread
  ) {
    // An idle thread must not keep a finished process (a test, a command) alive.
    thread.worker.unref();
    idleThreads.push(thread);
  } else {
    void thread.worker.terminate();
  }
}

/**
 * Runs one reader task on an untrusted file in a thread whose JavaScript heap is capped
 * (READER_ISOLATION): a file that exhausts it, or a library that throws on it, fails only its
 * own task, never the process. A thread that was stopped (the signal aborted: a time limit)
 * or failed is ended, whatever it was doing; one that answered is kept for the next task.
 */
async function runIsolated<Type extends "inspected" | "read" | "preview">(
  task: WorkerTask["task"],
  bytes: Uint8Array,
  kind: FileKind,
  options: IsolatedOptions,
): Promise<Outcome<Type>> {
  options.signal?.throwIfAborted();
  await takeThreadTurn(options.signal);
  try {
    const signal =
      options.timeLimitMs === undefined
        ? options.signal
        : AbortSignal.any([
            ...(options.signal ? [options.signal] : []),
            AbortSignal.timeout(options.timeLimitMs),
          ]);
    return await runInThread<Type>(task, bytes, kind, { ...options, signal });
  } finally {
    endThreadTurn();
  }
}

function runInThread<Type extends "inspected" | "read" | "preview">(
  task: WorkerTask["task"],
  bytes: Uint8Array,
  kind: FileKind,
  options: IsolatedOptions,
): Promise<Outcome<Type>> {
  const { signal, ocr, onProgress } = options;
  signal?.throwIfAborted();
  const thread = idleThreads.pop() ?? startThread();
  const { worker } = thread;
  worker.ref();
  thread.tasks++;
  const ocrCalls = new AbortController();
  /** Each OCR call of this task by its id, to cancel one the thread gave up. */
  const ocrCall = new Map<number, AbortController>();

  return new Promise<Outcome<Type>>((resolve, reject) => {
    let settled = false;
    const settle = (keepThread: boolean, outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearInterval(watchdog);
      signal?.removeEventListener("abort", onAbort);
      worker.off("message", onMessage).off("error", onError).off("exit", onExit);
      ocrCalls.abort();
      if (keepThread) returnThread(thread);
      else void worker.terminate();
      outcome();
    };
    const onAbort = () => settle(false, () => reject(signal?.reason));
    signal?.addEventListener("abort", onAbort, { once: true });

    // The heap limit does not cover array buffers, which is where pdf.js inflates a PDF's
    // streams: the thread's whole memory is sampled and the thread stopped past its limit.
    const watchdog = setInterval(() => {
      worker.getHeapStatistics().then(
        (heap) => {
          const used = heap.used_heap_size + heap.external_memory;
          if (used > READER_ISOLATION.maxMemoryMb * MEBIBYTE) {
            settle(false, () => reject(tooDemanding()));
          }
        },
        () => {},
      );
    }, READER_ISOLATION.memorySampleMs);

    const answer = (request: WorkerRequest) => {
      if (!settled) worker.postMessage(request);
    };
    const onMessage = (reply: WorkerReply) => {
      switch (reply.type) {
        case "progress":
          onProgress?.(reply.fraction);
          return;
        case "ocr": {
          if (!ocr) {
            answer({ type: "ocr-error", id: reply.id, message: "No OCR engine was given." });
            return;
          }
          const call = new AbortController();
          ocrCall.set(reply.id, call);
          const callSignal = AbortSignal.any([ocrCalls.signal, call.signal]);
          ocr
            .recognize(Buffer.from(reply.image), callSignal, reply.layout)
            .then(
              (result) => answer({ type: "ocr-result", id: reply.id, result }),
              (error: unknown) =>
                answer({
                  type: "ocr-error",
                  id: reply.id,
                  message: error instanceof Error ? error.message : String(error),
                }),
            )
            .finally(() => ocrCall.delete(reply.id));
          return;
        }
        case "ocr-cancel":
          ocrCall.get(reply.id)?.abort();
          return;
        case "failed":
          // A library that threw something other than a ReaderError may have been left in
          // any state: its thread is not reused.
          settle(reply.readerCode !== null, () =>
            reject(
              reply.readerCode
                ? new ReaderError(reply.readerCode, reply.message)
                : new Error(reply.message),
            ),
          );
          return;
        default:
          settle(true, () => resolve(reply as Outcome<Type>));
      }
    };
    const onError = (error: Error & { code?: string }) =>
      settle(false, () =>
        reject(error.code === "ERR_WORKER_OUT_OF_MEMORY" ? tooDemanding() : error),
      );
    const onExit = (code: number) =>
      settle(false, () =>
        reject(new Error(`The reading thread stopped early (exit code ${code}).`)),
      );
    worker.on("message", onMessage).on("error", onError).on("exit", onExit);
    const copy = new Uint8Array(bytes);
    const message: WorkerTask = {
      type: "task",
      task,
      kind,
      bytes: copy.buffer,
      ocrName: ocr?.name ?? "wasm",
    };
    worker.postMessage(message, [copy.buffer]);
  });
}

/**
 * The upload check (inspect-file.ts) in its own thread, within READER_ISOLATION.inspectTimeMs.
 * Whatever stops the check is the file's doing and refuses it with a ReaderError: too long,
 * too much memory, or a library that threw or died on it.
 */
export async function inspectFile(
  bytes: Uint8Array,
  kind: FileKind,
): Promise<{ pageCount: number | null }> {
  const seconds = Math.round(READER_ISOLATION.inspectTimeMs / 1000);
  try {
    const { pageCount } = await runIsolated<"inspected">("inspect", bytes, kind, {
      timeLimitMs: READER_ISOLATION.inspectTimeMs,
    });
    return { pageCount };
  } catch (error) {
    if (error instanceof ReaderError) throw error;
    if (error instanceof DOMException && error.name === "TimeoutError") {
      throw new ReaderError("FILE_TOO_COMPLEX", `Checking the file took longer than ${seconds} s.`);
    }
    throw new ReaderError("FILE_CORRUPT", "The file cannot be checked.", { cause: error });
  }
}

/** readDocument (read-document.ts) in its own thread; OCR runs on `ocr`, in this thread's engine. */
export async function readDocument(
  bytes: Uint8Array,
  kind: FileKind,
  options: ReadOptions,
): Promise<ReadResult> {
  return (await runIsolated<"read">("read", bytes, kind, options)).reading;
}

/** renderPreview (preview.ts) in its own thread. */
export async function renderPreview(
  bytes: Uint8Array,
  kind: FileKind,
  options: Pick<IsolatedOptions, "signal"> = {},
): Promise<Buffer> {
  const { webp } = await runIsolated<"preview">("preview", bytes, kind, options);
  return Buffer.from(webp.buffer, webp.byteOffset, webp.byteLength);
}
