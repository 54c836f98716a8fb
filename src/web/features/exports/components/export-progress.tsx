import { useTranslation } from "react-i18next";
import type { ExportKind } from "../../../../contracts/exports.ts";
import { useExportProgress } from "../api/use-export-progress.ts";

export interface StartedDownload {
  token: string;
  kind: ExportKind;
  startedAt: number;
}

/**
 * A download's progress beside the Export menu (issue 21): its documents written of those it
 * holds, as the server counts them while the browser reads the file. The browser's own download
 * bar has no total to show, since the file's size is not known before its last byte.
 */
export function ExportProgress({
  download,
  onDismiss,
}: {
  download: StartedDownload;
  onDismiss: () => void;
}) {
  const { t, i18n } = useTranslation();
  const { data: progress } = useExportProgress(download.token, download.startedAt);
  const number = new Intl.NumberFormat(i18n.language === "id" ? "id-ID" : "en-US");
  const kind = t(`exports.kinds.${download.kind}`);
  const message = !progress
    ? t("exports.progress.starting", { kind })
    : progress.state === "running"
      ? t("exports.progress.running", {
          kind,
          written: number.format(progress.written),
          total: number.format(progress.total),
        })
      : progress.state === "done"
        ? t("exports.progress.done", {
            kind,
            count: progress.total,
            total: number.format(progress.total),
          })
        : t("exports.progress.failed", { kind });
  return (
    <div
      role="status"
      aria-live="polite"
      data-testid="export-progress"
      data-state={progress?.state ?? "starting"}
      className="flex max-w-md items-center gap-2 rounded-md border border-slate-200 bg-white px-3 py-1.5 text-xs text-slate-700"
    >
      <div className="min-w-0 flex-1">
        <p className={progress?.state === "failed" ? "text-red-700" : undefined}>{message}</p>
        {progress && progress.state !== "failed" && (
          <progress
            className="mt-1 h-1.5 w-full accent-brand-600"
            value={progress.state === "done" ? progress.total : progress.written}
            max={Math.max(progress.total, 1)}
            aria-label={t("exports.progress.label")}
          />
        )}
      </div>
      <button
        type="button"
        onClick={onDismiss}
        className="rounded px-1.5 text-slate-500 hover:bg-slate-100"
        aria-label={t("exports.progress.dismiss")}
      >
        ×
      </button>
    </div>
  );
}
