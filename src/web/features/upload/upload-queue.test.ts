import { describe, expect, it } from "vitest";
import {
  createUploadQueue,
  partitionTasks,
  type QueueCounts,
  type UploadTask,
} from "./upload-queue.ts";

/** A task whose upload ends when the test says so. */
function task(key: string) {
  let finish: (succeeded: boolean) => void = () => {};
  let started = 0;
  return {
    key,
    run: () => {
      started += 1;
      return new Promise<boolean>((resolve) => {
        finish = resolve;
      });
    },
    finish: (succeeded = true) => finish(succeeded),
    started: () => started,
  };
}

/** The queue with a hand-driven clock: scheduled re-checks run when the test flushes them. */
function harness(concurrency = 3) {
  const timers: { callback: () => void; delayMs: number }[] = [];
  const changes: { counts: QueueCounts; busy: boolean }[] = [];
  let batchEnds = 0;
  const queue = createUploadQueue<UploadTask>({
    concurrency,
    recheckDelayMs: 100,
    onChange: (counts, busy) => changes.push({ counts, busy }),
    onBatchEnd: () => (batchEnds += 1),
    schedule: (callback, delayMs) => timers.push({ callback, delayMs }),
  });
  const settle = async () => {
    await Promise.resolve();
    await Promise.resolve();
  };
  const flushTimers = () => {
    for (const timer of timers.splice(0)) timer.callback();
  };
  return { queue, timers, changes, batchEnds: () => batchEnds, settle, flushTimers };
}

describe("partitionTasks", () => {
  it("skips known keys and repeats within one selection", () => {
    const tasks = ["a", "b", "a", "c"].map((key) => ({ key, run: async () => true }));
    const { added, skipped } = partitionTasks(tasks, new Set(["c"]));
    expect(added.map((each) => each.key)).toEqual(["a", "b"]);
    expect(skipped).toEqual([tasks[2], tasks[3]]);
  });
});

describe("createUploadQueue", () => {
  it("uploads three at a time and starts the next 100 ms after one finishes", async () => {
    const h = harness();
    const tasks = ["a", "b", "c", "d", "e"].map(task);
    h.queue.add(tasks);
    expect(tasks.map((each) => each.started())).toEqual([1, 1, 1, 0, 0]);
    expect(h.queue.counts()).toEqual({ inQueue: 2, processing: 3, completed: 0 });

    tasks[0]?.finish();
    await h.settle();
    expect(h.queue.counts()).toEqual({ inQueue: 2, processing: 2, completed: 1 });
    expect(h.timers.map((timer) => timer.delayMs)).toEqual([100]);
    expect(tasks[3]?.started()).toBe(0);

    h.flushTimers();
    expect(tasks[3]?.started()).toBe(1);
    expect(h.queue.counts()).toEqual({ inQueue: 1, processing: 3, completed: 1 });
  });

  it("ends the batch once nothing is queued or uploading, and counts anew for the next", async () => {
    const h = harness();
    const [a, b] = [task("a"), task("b")];
    h.queue.add([a, b]);
    a.finish();
    b.finish(false);
    await h.settle();
    expect(h.batchEnds()).toBe(0);
    h.flushTimers();
    expect(h.batchEnds()).toBe(1);
    expect(h.queue.busy()).toBe(false);
    expect(h.changes.at(-1)).toEqual({
      counts: { inQueue: 0, processing: 0, completed: 2 },
      busy: false,
    });

    h.queue.add([task("c")]);
    expect(h.queue.counts()).toEqual({ inQueue: 0, processing: 1, completed: 0 });
  });

  it("skips a file already uploading or uploaded, but lets a failed one be tried again", async () => {
    const h = harness();
    const first = task("invoice.pdf:1");
    const failing = task("receipt.jpg:2");
    h.queue.add([first, failing]);
    expect(h.queue.add([task("invoice.pdf:1")]).skipped).toHaveLength(1);

    first.finish(true);
    failing.finish(false);
    await h.settle();
    h.flushTimers();

    const again = [task("invoice.pdf:1"), task("receipt.jpg:2")];
    const { added, skipped } = h.queue.add(again);
    expect(skipped).toEqual([again[0]]);
    expect(added).toEqual([again[1]]);
    expect(again[1]?.started()).toBe(1);
  });

  it("treats an upload that throws as finished and not done", async () => {
    const h = harness(1);
    const broken = { key: "x", run: () => Promise.reject(new Error("boom")) };
    h.queue.add([broken]);
    await h.settle();
    h.flushTimers();
    expect(h.batchEnds()).toBe(1);
    expect(h.queue.add([{ key: "x", run: async () => true }]).added).toHaveLength(1);
  });
});
