import { describe, expect, it } from "vitest";
import type { DocumentStatus } from "../../../contracts/documents.ts";
import { PROCESSING, PROCESSING_MODAL_POLLING } from "../../../contracts/limits.ts";
import {
  applyPollOutcome,
  INITIAL_POLL_VIEW,
  largeFilePollStep,
  modalPollDelayMs,
  nextModalPoll,
  pollLargeFile,
  processingMessage,
} from "./processing-poll.ts";

const status = (
  value: DocumentStatus["status"],
  queue: Partial<DocumentStatus["queue"]> = {},
): DocumentStatus => ({
  status: value,
  error: null,
  queue: { progress: 0, stage: null, error_message: null, error_code: null, ...queue },
});

describe("modal polling schedule", () => {
  it("polls first after 3 s, then backs off from 2 s, doubling every two attempts, up to 20 s", () => {
    const delays = Array.from({ length: PROCESSING_MODAL_POLLING.maxAttempts }, (_, index) =>
      modalPollDelayMs(index + 1),
    );
    expect(delays).toEqual([
      3_000, 2_000, 2_000, 4_000, 4_000, 8_000, 8_000, 16_000, 16_000, 20_000, 20_000, 20_000,
      20_000, 20_000, 20_000,
    ]);
  });

  it("stops when settled, gives up after the last attempt, else polls again", () => {
    expect(nextModalPoll(1, { kind: "status", status: status("complete") })).toEqual({
      kind: "stop",
    });
    expect(nextModalPoll(4, { kind: "status", status: status("failed") })).toEqual({
      kind: "stop",
    });
    expect(nextModalPoll(3, { kind: "error", network: true })).toEqual({
      kind: "poll",
      attempt: 4,
      delayMs: 4_000,
    });
    expect(
      nextModalPoll(PROCESSING_MODAL_POLLING.maxAttempts, {
        kind: "status",
        status: status("processing"),
      }),
    ).toEqual({ kind: "give-up" });
  });
});

describe("processingMessage", () => {
  const after = (...outcomes: Parameters<typeof applyPollOutcome>[1][]) =>
    processingMessage(outcomes.reduce(applyPollOutcome, INITIAL_POLL_VIEW));

  it("says processing started until a poll says otherwise", () => {
    expect(after()).toEqual({ key: "started" });
    expect(after({ kind: "status", status: status("processing", { progress: 40 }) })).toEqual({
      key: "started",
    });
  });

  it("names queued, pending and complete", () => {
    expect(after({ kind: "status", status: status("queued") })).toEqual({ key: "queued" });
    expect(after({ kind: "status", status: status("pending") })).toEqual({ key: "pending" });
    expect(after({ kind: "status", status: status("complete") })).toEqual({ key: "complete" });
  });

  it("explains a failure by its code first, then by the server's words, else plainly", () => {
    expect(
      after({
        kind: "status",
        status: status("failed", { error_code: "FILE_ENCRYPTED", error_message: "encrypted" }),
      }),
    ).toEqual({ key: "failedWithError", error: { code: "FILE_ENCRYPTED" } });
    expect(
      after({ kind: "status", status: status("failed", { error_message: "OCR crashed" }) }),
    ).toEqual({ key: "failedWithError", error: { text: "OCR crashed" } });
    expect(after({ kind: "status", status: status("failed") })).toEqual({ key: "failed" });
  });

  it("tells server and network failures apart, and recovers on the next answer", () => {
    expect(after({ kind: "error", network: false })).toEqual({ key: "fetchError" });
    expect(after({ kind: "error", network: true })).toEqual({ key: "networkError" });
    expect(
      after({ kind: "error", network: true }, { kind: "status", status: status("queued") }),
    ).toEqual({ key: "queued" });
  });

  it("says it may take longer once the attempts are used up", () => {
    expect(processingMessage({ ...INITIAL_POLL_VIEW, gaveUp: true })).toEqual({
      key: "takingLonger",
    });
  });
});

describe("large-file polling", () => {
  it("ends on complete or failed and gives up after 10 minutes", () => {
    expect(largeFilePollStep(0, "complete")).toBe("complete");
    expect(largeFilePollStep(0, "failed")).toBe("failed");
    expect(largeFilePollStep(PROCESSING.statusPollGiveUpMs - 1, "processing")).toBe("continue");
    expect(largeFilePollStep(PROCESSING.statusPollGiveUpMs - 1, null)).toBe("continue");
    expect(largeFilePollStep(PROCESSING.statusPollGiveUpMs, "processing")).toBe("give-up");
  });

  it("polls every 5 s through failed polls until the document settles", async () => {
    let clock = 0;
    const timers: { callback: () => void; delayMs: number }[] = [];
    const answers: (DocumentStatus["status"] | Error)[] = ["queued", new Error("down"), "complete"];
    const settled: string[] = [];
    pollLargeFile({
      fetchStatus: async () => {
        const answer = answers.shift();
        if (answer instanceof Error || answer === undefined) throw answer;
        return answer;
      },
      onSettled: (value) => settled.push(value),
      now: () => clock,
      schedule: (callback, delayMs) => {
        timers.push({ callback, delayMs });
        return () => {};
      },
    });
    for (let poll = 0; poll < 3; poll += 1) {
      const timer = timers.shift();
      expect(timer?.delayMs).toBe(PROCESSING.statusPollIntervalMs);
      clock += PROCESSING.statusPollIntervalMs;
      timer?.callback();
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    expect(settled).toEqual(["complete"]);
    expect(timers).toEqual([]);
  });

  it("stops polling when stopped", async () => {
    const timers: (() => void)[] = [];
    let cancelled = 0;
    const stop = pollLargeFile({
      fetchStatus: async () => "processing",
      onSettled: () => {},
      schedule: (callback) => {
        timers.push(callback);
        return () => (cancelled += 1);
      },
    });
    stop();
    expect(cancelled).toBe(1);
  });
});
