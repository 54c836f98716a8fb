import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../lib/api-client.ts";
import { fetchLastBackup } from "../api/backups.ts";

const RESULT_STYLE = {
  ok: "bg-emerald-50 text-emerald-800",
  failed: "bg-red-50 text-red-800",
  running: "bg-amber-50 text-amber-800",
} as const;

/**
 * The last backup's time, result and location, for the Admin Dashboard (/admin). The server
 * decides who is an admin; `berkas backup` and the daily schedule write what it shows.
 */
export function LastBackupCard() {
  const { t, i18n } = useTranslation();
  const last = useQuery({ queryKey: ["last-backup"], queryFn: fetchLastBackup, retry: false });
  const when = (iso: string) =>
    new Date(iso).toLocaleString(i18n.language === "id" ? "id-ID" : "en-GB");

  let body;
  if (last.isPending) body = <p className="text-slate-600">{t("backups.loading")}</p>;
  else if (last.isError) {
    const forbidden = last.error instanceof ApiError && last.error.code === "FORBIDDEN";
    body = (
      <p role="alert" className="text-red-700">
        {t(forbidden ? "backups.forbidden" : "backups.failedToLoad")}
      </p>
    );
  } else if (!last.data.backup) {
    body = <p className="text-slate-600">{t("backups.none")}</p>;
  } else {
    const backup = last.data.backup;
    body = (
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        <dt className="text-slate-600">{t("backups.started")}</dt>
        <dd>
          <time dateTime={backup.startedAt}>{when(backup.startedAt)}</time>
        </dd>
        <dt className="text-slate-600">{t("backups.result")}</dt>
        <dd>
          <span className={`rounded px-2 py-0.5 font-medium ${RESULT_STYLE[backup.result]}`}>
            {t(`backups.results.${backup.result}`)}
          </span>
        </dd>
        {backup.location && (
          <>
            <dt className="text-slate-600">{t("backups.location")}</dt>
            <dd className="break-all font-mono text-xs">{backup.location}</dd>
          </>
        )}
        {backup.fileCount !== null && (
          <>
            <dt className="text-slate-600">{t("backups.files")}</dt>
            <dd>{backup.fileCount}</dd>
          </>
        )}
        {backup.error && (
          <>
            <dt className="text-slate-600">{t("backups.error")}</dt>
            <dd className="text-red-700">{backup.error}</dd>
          </>
        )}
      </dl>
    );
  }
  return (
    <section aria-labelledby="last-backup-title" className="rounded-lg border border-slate-200 p-4">
      <h2 id="last-backup-title" className="mb-3 text-lg font-semibold text-slate-900">
        {t("backups.title")}
      </h2>
      {body}
    </section>
  );
}
