import type {
  DocumentStatus,
  ProcessingErrorCode,
  ProcessingStatus,
} from "../../../contracts/documents.ts";
import { PROCESSING, PROCESSING_MODAL_POLLING } from "../../../contracts/limits.ts";

export function isSettled(status: ProcessingStatus): boolean {
  return status === "complete" || status === "failed";
}

/**
 * Spec §4/§9, processing modal: the first poll 3 s after the upload, then backoff from 2 s,
 * doubled every two attempts, capped at 20 s. `attempt` counts from 1.
 */
export function modalPollDelayMs(attempt: number): number {
  if (attempt <= 1) return PROCESSING_MODAL_POLLING.firstPollMs;
  const doublings = Math.floor((attempt - 2) / 2);
  return Math.min(
    PROCESSING_MODAL_POLLING.initialBackoffMs * 2 ** doublings,
    PROCESSING_MODAL_POLLING.maxBackoffMs,
  );
}

/** What one poll answered: a status, or a failure (the server's or the network's). */
export type PollOutcome =
  { kind: "status"; status: DocumentStatus } | { kind: "error"; network: boolean };

/** After poll number `attempt`: stop (settled), give up (out of attempts), or poll again. */
export function nextModalPoll(
  attempt: number,
  outcome: PollOutcome,
): { kind: "stop" } | { kind: "give-up" } | { kind: "poll"; attempt: number; delayMs: number } {
  if (outcome.kind === "status" && isSettled(outcome.status.status)) return { kind: "stop" };
  if (attempt >= PROCESSING_MODAL_POLLING.maxAttempts) return { kind: "give-up" };
  return { kind: "poll", attempt: attempt + 1, delayMs: modalPollDelayMs(attempt + 1) };
}

/** Where one document's processing stands in the modal. */
export interface ModalPollView {
  latest: DocumentStatus | null;
  /** The last poll failed; the previous status (if any) is kept in `latest`. */
  fetchError: "server" | "network" | null;
  gaveUp: boolean;
}

export const INITIAL_POLL_VIEW: ModalPollView = { latest: null, fetchError: null, gaveUp: false };

export function applyPollOutcome(view: ModalPollView, outcome: PollOutcome): ModalPollView {
  return outcome.kind === "status"
    ? { latest: outcome.status, fetchError: null, gaveUp: false }
    : { ...view, fetchError: outcome.network ? "network" : "server" };
}

/** The spec §8 modal message for an uploaded document, as a locale key under `processing.modal`. */
export type ProcessingMessage =
  | { key: "started" | "complete" | "queued" | "pending" | "failed" }
  | { key: "failedWithError"; error: { code: ProcessingErrorCode } | { text: string } }
  | { key: "fetchError" | "networkError" | "takingLonger" };

export function processingMessage(view: ModalPollView): ProcessingMessage {
  if (view.gaveUp) return { key: "takingLonger" };
  if (view.fetchError === "network") return { key: "networkError" };
  if (view.fetchError === "server") return { key: "fetchError" };
  switch (view.latest?.status) {
    case "complete":
      return { key: "complete" };
    case "queued":
      return { key: "queued" };
    case "pending":
      return { key: "pending" };
    case "failed": {
      const { error_code: code, error_message: text } = view.latest.queue;
      const detail = text ?? view.latest.error;
      if (code) return { key: "failedWithError", error: { code } };
      return detail ? { key: "failedWithError", error: { text: detail } } : { key: "failed" };
    }
    default:
      return { key: "started" };
  }
}

/**
 * Spec §4 large-file processing: after a poll (null when it failed) the status URL is polled
 * again every 5 s until complete or failed; after 10 minutes it stops regardless.
 */
export function largeFilePollStep(
  elapsedMs: number,
  status: ProcessingStatus | null,
): "complete" | "failed" | "give-up" | "continue" {
  if (status === "complete" || status === "failed") return status;
  return elapsedMs >= PROCESSING.statusPollGiveUpMs ? "give-up" : "continue";
}

/** Polls one large file's status URL on that schedule; returns the function that stops it. */
export function pollLargeFile(options: {
  fetchStatus: () => Promise<ProcessingStatus>;
  onSettled: (status: "complete" | "failed") => void;
  now?: () => number;
  schedule?: (callback: () => void, delayMs: number) => () => void;
}): () => void {
  const now = options.now ?? Date.now;
  const schedule =
    options.schedule ??
    ((callback, delayMs) => {
      const timer = setTimeout(callback, delayMs);
      return () => clearTimeout(timer);
    });
  const startedAt = now();
  let stopped = false;
  let cancelTimer = () => {};

  const poll = async () => {
    const status = await options.fetchStatus().catch(() => null);
    if (stopped) return;
    const step = largeFilePollStep(now() - startedAt, status);
    if (step === "complete" || step === "failed") options.onSettled(step);
    else if (step === "continue") cancelTimer = schedule(poll, PROCESSING.statusPollIntervalMs);
  };
  cancelTimer = schedule(poll, PROCESSING.statusPollIntervalMs);
  return () => {
    stopped = true;
    cancelTimer();
  };
}
