import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { UPLOAD_LIMITS } from "../../../../contracts/limits.ts";
import {
  dispatchDocumentInserted,
  dispatchDocumentPlaceholder,
} from "../../../lib/document-events.ts";
import {
  fetchDocumentStatus,
  uploadFile,
  type UploadOutcome,
  type UploadTarget,
} from "../api/upload-file.ts";
import { isSettled, pollLargeFile } from "../processing-poll.ts";
import {
  createUploadQueue,
  QUEUE_RECHECK_MS,
  type QueueCounts,
  type UploadTask,
} from "../upload-queue.ts";
import {
  fileKey,
  sortSelection,
  type RejectionReason,
  type SelectionLimits,
} from "../upload-rules.ts";
import { toastProcessingSettled, toastUploadOutcome } from "../upload-toasts.ts";

export type ReadyState = "queued" | "uploading" | UploadOutcome["kind"] | "skipped";

export interface ReadyEntry {
  id: string;
  name: string;
  size: number;
  state: ReadyState;
}

export interface RejectedEntry {
  id: string;
  name: string;
  size: number;
  reason: RejectionReason;
}

export interface DuplicateEntry {
  id: string;
  name: string;
  existing: { id: string; name: string } | null;
}

/** One finished file, for the processing modal. */
export interface ModalEntry {
  id: string;
  fileName: string;
  outcome: UploadOutcome;
}

const NO_COUNTS: QueueCounts = { inQueue: 0, processing: 0, completed: 0 };

/**
 * One upload widget's state: the lists of spec §2, the queue of spec §4, toasts, the window
 * events, large-file polling, and the processing modal that opens when a batch ends.
 */
export function useUploadBatch(target: UploadTarget | null, limits: SelectionLimits) {
  const { i18n } = useTranslation();
  const [ready, setReady] = useState<ReadyEntry[]>([]);
  const [rejected, setRejected] = useState<RejectedEntry[]>([]);
  const [duplicates, setDuplicates] = useState<DuplicateEntry[]>([]);
  const [counts, setCounts] = useState<QueueCounts>(NO_COUNTS);
  const [uploading, setUploading] = useState(false);
  const [noOrganization, setNoOrganization] = useState(false);
  const [modal, setModal] = useState<{ entries: ModalEntry[]; open: boolean }>({
    entries: [],
    open: false,
  });
  const [largeFilePolls] = useState(() => new Set<() => void>());
  const [queue] = useState(() =>
    createUploadQueue<UploadTask & { id: string }>({
      concurrency: UPLOAD_LIMITS.concurrentUploads,
      recheckDelayMs: QUEUE_RECHECK_MS,
      onChange: (next, busy) => {
        setCounts(next);
        setUploading(busy);
      },
      // A batch of duplicates only is told by its list and toasts; anything else opens the modal.
      onBatchEnd: () =>
        setModal((current) => ({
          ...current,
          open: current.entries.some((entry) => entry.outcome.kind !== "duplicate"),
        })),
    }),
  );

  useEffect(
    () => () => {
      for (const stop of largeFilePolls) stop();
    },
    [largeFilePolls],
  );

  const setState = (id: string, state: ReadyState) =>
    setReady((entries) => entries.map((entry) => (entry.id === id ? { ...entry, state } : entry)));

  const followLargeFile = (
    documentId: string,
    statusUrl: string,
    vertical: UploadTarget["vertical"],
  ) => {
    const stop = pollLargeFile({
      fetchStatus: async () => (await fetchDocumentStatus(statusUrl)).status,
      onSettled: (status) => {
        largeFilePolls.delete(stop);
        toastProcessingSettled(i18n.t, vertical, documentId, status);
      },
    });
    largeFilePolls.add(stop);
  };

  const upload = async (id: string, file: File, to: UploadTarget): Promise<boolean> => {
    setState(id, "uploading");
    dispatchDocumentPlaceholder({
      placeholderId: id,
      name: file.name,
      organizationId: to.organizationId,
      vertical: to.vertical,
    });
    const outcome = await uploadFile(file, to);
    setState(id, outcome.kind);
    dispatchDocumentInserted({
      placeholderId: id,
      documentId:
        outcome.kind === "uploaded"
          ? outcome.documentId
          : outcome.kind === "duplicate"
            ? (outcome.duplicateOf?.id ?? null)
            : null,
      status:
        outcome.kind === "uploaded"
          ? outcome.status
          : outcome.kind === "duplicate"
            ? "duplicate"
            : "failed",
    });
    if (outcome.kind === "duplicate") {
      setDuplicates((entries) => [
        ...entries,
        { id, name: file.name, existing: outcome.duplicateOf },
      ]);
    }
    if (outcome.kind === "uploaded" && outcome.endpoint === "large" && !isSettled(outcome.status)) {
      followLargeFile(outcome.documentId, outcome.statusUrl, to.vertical);
    }
    setModal((current) => ({
      ...current,
      entries: [...current.entries, { id, fileName: file.name, outcome }],
    }));
    toastUploadOutcome(i18n.t, to.vertical, file.name, outcome);
    return outcome.kind !== "failed";
  };

  /** A new selection: its files replace the lists of the last one and go into the queue. */
  const select = (files: readonly File[]) => {
    if (!target) {
      setNoOrganization(true);
      return;
    }
    setNoOrganization(false);
    const sorted = sortSelection(files, limits);
    const entries = sorted.accepted.map((file) => ({ id: crypto.randomUUID(), file }));
    setRejected(
      sorted.rejected.map(({ file, reason }) => ({
        id: crypto.randomUUID(),
        name: file.name,
        size: file.size,
        reason,
      })),
    );
    setDuplicates([]);
    setModal({ entries: [], open: false });
    // The list is set before the queue starts: the first uploads mark their entries at once.
    setReady(
      entries.map(({ id, file }) => ({ id, name: file.name, size: file.size, state: "queued" })),
    );
    const { skipped } = queue.add(
      entries.map(({ id, file }) => ({
        id,
        key: fileKey(file),
        run: () => upload(id, file, target),
      })),
    );
    const skippedIds = new Set<string>(skipped.map((task) => task.id));
    if (skippedIds.size > 0) {
      setReady((current) =>
        current.map((entry) => (skippedIds.has(entry.id) ? { ...entry, state: "skipped" } : entry)),
      );
    }
  };

  return {
    ready,
    rejected,
    duplicates,
    counts,
    uploading,
    noOrganization,
    modal,
    select,
    removeReady: (id: string) => setReady((entries) => entries.filter((entry) => entry.id !== id)),
    removeRejected: (id: string) =>
      setRejected((entries) => entries.filter((entry) => entry.id !== id)),
    openModal: () => setModal((current) => ({ ...current, open: true })),
    closeModal: () => setModal((current) => ({ ...current, open: false })),
  };
}
