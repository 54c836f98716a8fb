import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import type { DocumentDetail } from "../../../../contracts/documents.ts";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { errorMessage } from "../../../lib/error-message.ts";
import { verticalPaths, type Vertical } from "../../../lib/paths.ts";
import {
  documentFileUrl,
  documentPreviewUrl,
  useDeleteDocument,
  useDocument,
  useRetryDocument,
} from "../api/use-documents.ts";
import { StatusBadge } from "./status-badge.tsx";

/** The preview appears once processing has made it; until then, or if it fails to load, a note. */
function Preview({ detail }: { detail: DocumentDetail }) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  if (!detail.preview_path || failed) {
    return <p className="text-sm text-slate-500">{t("documents.detail.noPreview")}</p>;
  }
  return (
    <img
      src={documentPreviewUrl(detail.id)}
      alt={t("documents.detail.previewOf", { name: detail.name })}
      onError={() => setFailed(true)}
      className="max-h-96 rounded border border-slate-200 bg-white object-contain"
    />
  );
}

function DocumentText({ content }: { content: string | null }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-2">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {t("documents.detail.text")}
      </h2>
      {content ? (
        <pre
          tabIndex={0}
          aria-labelledby={headingId}
          className="max-h-[32rem] overflow-auto whitespace-pre-wrap rounded-md border border-slate-200 bg-white p-4 font-sans text-sm text-slate-800"
        >
          {content}
        </pre>
      ) : (
        <p className="text-sm text-slate-500">{t("documents.detail.noText")}</p>
      )}
    </section>
  );
}

/** Spec §2 document detail: status (retry when failed), preview, download, text, delete. */
export function DocumentDetailPage({
  documentId,
  vertical,
  canDelete,
}: {
  documentId: string;
  vertical: Vertical;
  canDelete: boolean;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const query = useDocument(documentId);
  const retry = useRetryDocument(documentId);
  const remove = useDeleteDocument(documentId);
  const dashboard = verticalPaths(vertical).dashboard;

  if (query.isPending) return <p className="p-8 text-slate-500">{t("common.loading")}</p>;
  if (query.isError) {
    return (
      <main className="mx-auto max-w-4xl space-y-4 px-4 py-10">
        <Alert>{errorMessage(t, query.error)}</Alert>
        <Link to={dashboard} className="text-sm text-brand-700 hover:underline">
          {t("documents.detail.back")}
        </Link>
      </main>
    );
  }
  const detail = query.data;
  const failureText = detail.error_code
    ? t(`errors.${detail.error_code}`)
    : (detail.error_message ?? null);

  const confirmDelete = () => {
    if (!window.confirm(t("documents.detail.deleteConfirm"))) return;
    remove.mutate(undefined, { onSuccess: () => void navigate(dashboard) });
  };

  return (
    <main className="mx-auto max-w-4xl space-y-6 px-4 py-10">
      <Link to={dashboard} className="text-sm text-brand-700 hover:underline">
        {t("documents.detail.back")}
      </Link>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0 space-y-2">
          <h1 className="break-words text-2xl font-bold text-slate-900">{detail.name}</h1>
          <StatusBadge
            status={detail.processing_status}
            progress={detail.progress}
            stage={detail.stage}
          />
        </div>
        <div className="flex gap-2">
          <a
            href={documentFileUrl(detail.id)}
            download={detail.original_filename}
            className="inline-flex items-center rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50"
          >
            {t("documents.detail.download")}
          </a>
          {canDelete && (
            <Button variant="danger" disabled={remove.isPending} onClick={confirmDelete}>
              {t("documents.detail.delete")}
            </Button>
          )}
        </div>
      </div>

      {remove.isError && <Alert>{errorMessage(t, remove.error)}</Alert>}
      {detail.processing_status === "failed" && (
        <div className="flex flex-wrap items-center gap-3">
          {failureText && <Alert>{failureText}</Alert>}
          <Button variant="secondary" disabled={retry.isPending} onClick={() => retry.mutate()}>
            {t("documents.detail.retry")}
          </Button>
          {retry.isError && <Alert>{errorMessage(t, retry.error)}</Alert>}
        </div>
      )}

      <Preview detail={detail} />
      <DocumentText content={detail.content} />
    </main>
  );
}
