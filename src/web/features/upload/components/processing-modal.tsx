import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button.tsx";
import { Modal } from "../../../components/ui/modal.tsx";
import { errorMessage } from "../../../lib/error-message.ts";
import type { UploadOutcome } from "../api/upload-file.ts";
import type { ModalEntry } from "../hooks/use-upload-batch.ts";
import { useProcessingPoll } from "../hooks/use-processing-poll.ts";
import { processingMessage, type ProcessingMessage } from "../processing-poll.ts";
import { uploadFailureMessage } from "../upload-toasts.ts";

function useMessageText() {
  const { t } = useTranslation();
  return (file: string, message: ProcessingMessage) => {
    if (message.key !== "failedWithError") return t(`processing.modal.${message.key}`, { file });
    const error = "code" in message.error ? t(`errors.${message.error.code}`) : message.error.text;
    return t("processing.modal.failedWithError", { file, error });
  };
}

function UploadedEntry({
  fileName,
  outcome,
}: {
  fileName: string;
  outcome: Extract<UploadOutcome, { kind: "uploaded" }>;
}) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const { view, retry } = useProcessingPoll(outcome.documentId, outcome.statusUrl);
  const message = processingMessage(view);
  const latest = view.latest;
  const progress = latest?.status === "complete" ? 100 : (latest?.queue.progress ?? 0);
  const stage = latest?.queue.stage;
  const canRetry = latest?.status === "failed" || view.gaveUp;

  return (
    <>
      <p>{messageText(fileName, message)}</p>
      <div className="mt-2 flex items-center gap-3">
        <div
          role="progressbar"
          aria-label={t("processing.progressOf", { file: fileName })}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress}
          className="h-2 flex-1 overflow-hidden rounded-full bg-slate-200"
        >
          <div className="h-full bg-brand-600" style={{ width: `${progress}%` }} />
        </div>
        <span className="w-12 text-right text-xs text-slate-600">{progress}%</span>
      </div>
      {stage && latest?.status === "processing" && (
        <p className="mt-1 text-xs text-slate-500">{t(`processing.stages.${stage}`)}</p>
      )}
      {canRetry && (
        <div className="mt-2 flex items-center gap-3">
          <Button variant="secondary" disabled={retry.isPending} onClick={() => retry.mutate()}>
            {t("processing.retry")}
          </Button>
          {retry.isError && (
            <span role="alert" className="text-sm text-red-700">
              {errorMessage(t, retry.error)}
            </span>
          )}
        </div>
      )}
    </>
  );
}

function EntryMessage({ entry }: { entry: ModalEntry }) {
  const { t } = useTranslation();
  const { outcome, fileName } = entry;
  switch (outcome.kind) {
    case "uploaded":
      return <UploadedEntry fileName={fileName} outcome={outcome} />;
    case "duplicate":
      return <p>{t("processing.modal.duplicate", { file: fileName })}</p>;
    case "failed":
      return (
        <p className="text-red-700">
          {t("processing.modal.uploadFailed", {
            file: fileName,
            error: uploadFailureMessage(t, outcome.failure),
          })}
        </p>
      );
  }
}

/**
 * Spec §2 processing modal: one entry per file of the batch with the §8 messages, progress and
 * stage, and a retry button when processing failed or seems stuck. Closing it stops the polling.
 */
export function ProcessingModal({
  entries,
  onClose,
}: {
  entries: readonly ModalEntry[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal title={t("processing.title")} closeLabel={t("processing.close")} onClose={onClose}>
      <ul aria-live="polite" className="space-y-4 text-sm text-slate-800">
        {entries.map((entry) => (
          <li key={entry.id} className="rounded-md border border-slate-200 p-3">
            <EntryMessage entry={entry} />
          </li>
        ))}
      </ul>
    </Modal>
  );
}
