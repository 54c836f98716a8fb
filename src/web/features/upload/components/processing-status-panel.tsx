import { useId } from "react";
import { useTranslation } from "react-i18next";
import { PROCESSING } from "../../../../contracts/limits.ts";
import type { QueueCounts } from "../upload-queue.ts";

const COUNTERS = [
  { key: "inQueue", testId: "upload-count-in-queue" },
  { key: "processing", testId: "upload-count-processing" },
  { key: "completed", testId: "upload-count-completed" },
] as const;

/** Spec §2 'Processing Status' panel: the queue's counters and how many files run at once. */
export function ProcessingStatusPanel({
  counts,
  onShowDetails,
}: {
  counts: QueueCounts;
  onShowDetails?: (() => void) | undefined;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-md border border-slate-200 bg-slate-50 p-4"
    >
      <div className="flex items-center justify-between gap-3">
        <h3 id={headingId} className="text-sm font-semibold text-slate-800">
          {t("upload.status.title")}
        </h3>
        {onShowDetails && (
          <button
            type="button"
            onClick={onShowDetails}
            className="text-sm font-medium text-brand-700 hover:underline"
          >
            {t("upload.status.showDetails")}
          </button>
        )}
      </div>
      <dl aria-live="polite" className="mt-3 grid grid-cols-3 gap-3 text-center">
        {COUNTERS.map(({ key, testId }) => (
          <div key={key} className="rounded bg-white p-2">
            <dt className="text-xs text-slate-500">{t(`upload.status.${key}`)}</dt>
            <dd data-testid={testId} className="text-lg font-semibold text-slate-900">
              {counts[key]}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-xs text-slate-500">
        {t("upload.status.note", { count: PROCESSING.concurrentDocuments })}
      </p>
    </section>
  );
}
