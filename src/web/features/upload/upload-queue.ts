/** Spec §9: the queue is looked at again this long after a file finishes. */
export const QUEUE_RECHECK_MS = 100;

export interface UploadTask {
  key: string;
  /** Uploads one file; resolves true when it is done for good (uploaded or a duplicate). */
  run: () => Promise<boolean>;
}

export interface QueueCounts {
  inQueue: number;
  processing: number;
  /** Files finished in the current (or last) batch, successfully or not. */
  completed: number;
}

export interface UploadQueue<T extends UploadTask> {
  /** Adds tasks; the ones whose key is already queued, uploading or done are skipped. */
  add(tasks: readonly T[]): { added: T[]; skipped: T[] };
  counts(): QueueCounts;
  busy(): boolean;
}

/**
 * Which tasks are new. A key seen twice in one selection counts once; a key that is queued,
 * uploading or finished successfully is skipped (spec §4). A failed file may be tried again.
 */
export function partitionTasks<T extends UploadTask>(
  tasks: readonly T[],
  known: ReadonlySet<string>,
): { added: T[]; skipped: T[] } {
  const seen = new Set(known);
  const added: T[] = [];
  const skipped: T[] = [];
  for (const task of tasks) {
    if (seen.has(task.key)) skipped.push(task);
    else {
      seen.add(task.key);
      added.push(task);
    }
  }
  return { added, skipped };
}

/**
 * The upload queue of spec §4: at most `concurrency` uploads at once; after a file finishes the
 * queue is looked at again `recheckDelayMs` later; the batch ends when nothing is queued and
 * nothing is uploading.
 */
export function createUploadQueue<T extends UploadTask>(options: {
  concurrency: number;
  recheckDelayMs: number;
  onChange: (counts: QueueCounts, busy: boolean) => void;
  onBatchEnd: () => void;
  schedule?: (callback: () => void, delayMs: number) => void;
}): UploadQueue<T> {
  const schedule = options.schedule ?? ((callback, delayMs) => setTimeout(callback, delayMs));
  const waiting: T[] = [];
  const uploading = new Set<string>();
  const done = new Set<string>();
  let completedInBatch = 0;
  let batchOpen = false;

  const counts = (): QueueCounts => ({
    inQueue: waiting.length,
    processing: uploading.size,
    completed: completedInBatch,
  });
  const busy = () => waiting.length > 0 || uploading.size > 0;
  const changed = () => options.onChange(counts(), busy());

  const finish = (task: T, succeeded: boolean) => {
    uploading.delete(task.key);
    if (succeeded) done.add(task.key);
    completedInBatch += 1;
    changed();
    schedule(pump, options.recheckDelayMs);
  };

  function pump() {
    while (uploading.size < options.concurrency && waiting.length > 0) {
      const task = waiting.shift() as T;
      uploading.add(task.key);
      task.run().then(
        (succeeded) => finish(task, succeeded),
        () => finish(task, false),
      );
    }
    changed();
    if (batchOpen && !busy()) {
      batchOpen = false;
      options.onBatchEnd();
    }
  }

  return {
    add(tasks) {
      const known = new Set([...waiting.map((task) => task.key), ...uploading, ...done]);
      const result = partitionTasks(tasks, known);
      if (result.added.length === 0) return result;
      if (!batchOpen) {
        batchOpen = true;
        completedInBatch = 0;
      }
      waiting.push(...result.added);
      pump();
      return result;
    },
    counts,
    busy,
  };
}
