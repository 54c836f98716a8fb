import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import type { DocumentDetail } from "../../../../contracts/documents.ts";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog.tsx";
import {
  ArrowLeftIcon,
  DownloadIcon,
  PencilIcon,
  RefreshIcon,
  StarIcon,
  TrashIcon,
} from "../../../components/ui/icons.tsx";
import { errorMessage } from "../../../lib/error-message.ts";
import { verticalPaths } from "../../../lib/paths.ts";
import {
  documentFileUrl,
  useDeleteDocument,
  useDocument,
  useRetryDocument,
  useStarDocument,
} from "../api/use-documents.ts";
import {
  accountingDisplayName,
  formatBytes,
  formatDate,
  legalDisplayName,
} from "../document-format.ts";
import { isActiveStatus } from "../document-status.ts";
import { readExtractedData } from "../../../../contracts/extracted-data.ts";
import { ContractDetails } from "./contract-details.tsx";
import { SendToXero } from "../../integrations/components/send-to-xero.tsx";
import { DocumentHistory } from "./document-history.tsx";
import { retentionHoldOf } from "../retention-hold.ts";
import { DocumentPreview } from "./document-preview.tsx";
import { DocumentText } from "./document-text.tsx";
import { RenameDocumentForm } from "./rename-document-form.tsx";
import { ExtractedFields } from "./extracted-fields.tsx";
import { LineItemsTable } from "./line-items-table.tsx";
import { StatusBadge } from "./status-badge.tsx";
import type { Vertical } from "../../../../contracts/organizations.ts";

const secondaryAction =
  "inline-flex items-center gap-2 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600";

function DetailSkeleton() {
  return (
    <main className="mx-auto max-w-7xl px-4 py-8" aria-busy="true">
      <div className="h-4 w-32 animate-pulse rounded bg-slate-200" />
      <div className="mt-4 h-8 w-2/3 animate-pulse rounded bg-slate-200" />
      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
        <div className="aspect-[3/4] animate-pulse rounded-xl bg-slate-200" />
        <div className="space-y-4">
          {[0, 1, 2].map((index) => (
            <div key={index} className="h-40 animate-pulse rounded-xl bg-slate-200" />
          ))}
        </div>
      </div>
    </main>
  );
}

function Facts({ detail }: { detail: DocumentDetail }) {
  const { t, i18n } = useTranslation();
  const facts = [
    detail.type && t(`workspace.types.${detail.type}`, { defaultValue: detail.type }),
    detail.vertical === "accounting" ? detail.apAr : null,
    formatBytes(detail.size_bytes, i18n.language),
    detail.page_count ? t("documentDetail.pages", { count: detail.page_count }) : null,
    t("documentDetail.uploadedOn", { date: formatDate(detail.uploaded_at, i18n.language) }),
  ].filter(Boolean);
  return <p className="text-sm text-slate-500">{facts.join(" · ")}</p>;
}

/**
 * Spec §2 document detail: the document beside what was read from it. Each field can be
 * confirmed or corrected; contracts add parties, terms and clauses; the header carries download
 * and delete (each only with its permission), star and retry for a failed run.
 */
export function DocumentDetailPage({
  documentId,
  vertical,
  canDownload,
  canDelete,
  canViewHistory,
}: {
  documentId: string;
  vertical: Vertical;
  canDownload: boolean;
  canDelete: boolean;
  canViewHistory: boolean;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const titleId = useId();
  const query = useDocument(documentId);
  const retry = useRetryDocument(documentId);
  const remove = useDeleteDocument(documentId);
  const star = useStarDocument(documentId);
  const [confirming, setConfirming] = useState(false);
  const held = retentionHoldOf(remove.error);
  const [renaming, setRenaming] = useState(false);
  const [clauseShown, setClauseShown] = useState<{ text: string } | null>(null);
  const dashboard = verticalPaths(vertical).dashboard;

  if (query.isPending) return <DetailSkeleton />;
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
  const extracted = readExtractedData(detail.extractedData);
  const isContract = detail.vertical === "legal" || detail.type === "contract";
  const name =
    detail.vertical === "legal"
      ? legalDisplayName(detail, t("legalTable.unnamedDocument"))
      : accountingDisplayName(detail);
  const failureText = detail.error_code
    ? t(`errors.${detail.error_code}`)
    : (detail.error_message ?? null);

  return (
    <main aria-labelledby={titleId} className="mx-auto max-w-7xl space-y-6 px-4 py-6 sm:py-8">
      <Link
        to={dashboard}
        className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
      >
        <ArrowLeftIcon />
        {t("documents.detail.back")}
      </Link>
      <header className="flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
        <div className="min-w-0 space-y-2">
          <div className="flex flex-wrap items-center gap-3">
            {renaming ? (
              <RenameDocumentForm
                documentId={documentId}
                currentName={name}
                hasOwnName={Boolean(detail.user_friendly_name)}
                onDone={() => setRenaming(false)}
              />
            ) : (
              <>
                <h1 id={titleId} className="break-words text-2xl font-bold text-slate-900">
                  {name}
                </h1>
                <button
                  type="button"
                  className="rounded-md p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-600"
                  aria-label={t("documentDetail.rename.action")}
                  title={t("documentDetail.rename.action")}
                  onClick={() => setRenaming(true)}
                >
                  <PencilIcon />
                </button>
              </>
            )}
            <StatusBadge
              status={detail.processing_status}
              progress={detail.progress}
              stage={detail.stage}
            />
          </div>
          <Facts detail={detail} />
        </div>
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className={secondaryAction}
            aria-pressed={detail.starred}
            onClick={() => star.mutate(!detail.starred)}
          >
            <StarIcon
              filled={detail.starred}
              className={`h-4 w-4 ${detail.starred ? "text-amber-500" : ""}`}
            />
            {detail.starred ? t("documentDetail.starred") : t("documentDetail.star")}
          </button>
          {canDownload && (
            <a
              href={documentFileUrl(detail.id)}
              download={detail.original_filename}
              className={secondaryAction}
            >
              <DownloadIcon />
              {t("documents.detail.download")}
            </a>
          )}
          {canDelete && (
            <Button
              variant="danger"
              className="gap-2 !px-3"
              disabled={remove.isPending}
              onClick={() => setConfirming(true)}
            >
              <TrashIcon />
              {t("documents.detail.delete")}
            </Button>
          )}
        </div>
      </header>

      {remove.isError && <Alert>{errorMessage(t, remove.error)}</Alert>}
      {star.isError && <Alert>{errorMessage(t, star.error)}</Alert>}
      {detail.processing_status === "failed" && (
        <div className="flex flex-wrap items-center gap-3 rounded-xl border border-red-200 bg-red-50 p-4">
          <p className="flex-1 text-sm text-red-800">{failureText ?? t("documentDetail.failed")}</p>
          <Button
            variant="secondary"
            className="gap-2"
            disabled={retry.isPending}
            onClick={() => retry.mutate()}
          >
            <RefreshIcon />
            {t("documents.detail.retry")}
          </Button>
          {retry.isError && <Alert>{errorMessage(t, retry.error)}</Alert>}
        </div>
      )}
      {isActiveStatus(detail.processing_status) && (
        <p role="status" className="rounded-xl bg-blue-50 px-4 py-3 text-sm text-blue-800">
          {t("documentDetail.stillProcessing")}
        </p>
      )}

      <div className="grid gap-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
        <div className="space-y-4 lg:sticky lg:top-20 lg:self-start">
          <DocumentPreview detail={detail} />
        </div>
        <div className="min-w-0 space-y-8">
          <ExtractedFields detail={detail} extracted={extracted} />
          {detail.vertical === "accounting" && <LineItemsTable detail={detail} />}
          {detail.vertical === "accounting" && (
            <SendToXero
              organizationId={detail.organization_id}
              documentId={detail.id}
              xero={detail.xero}
              canSend={canDownload}
            />
          )}
          {isContract && (
            <ContractDetails
              detail={detail}
              extracted={extracted}
              onShowClause={detail.content ? (text: string) => setClauseShown({ text }) : undefined}
            />
          )}
          {canViewHistory && <DocumentHistory documentId={detail.id} />}
          <DocumentText content={detail.content} highlight={clauseShown} />
        </div>
      </div>

      {confirming && (
        <ConfirmDialog
          title={t("documentDetail.deleteTitle")}
          message={t("documents.detail.deleteConfirm")}
          confirmLabel={t("documents.detail.delete")}
          cancelLabel={t("documentDetail.cancel")}
          busy={remove.isPending}
          onCancel={() => setConfirming(false)}
          onConfirm={() =>
            remove.mutate(
              {},
              { onSuccess: () => void navigate(dashboard), onError: () => setConfirming(false) },
            )
          }
        />
      )}
      {held?.canConfirm && (
        <ConfirmDialog
          title={t("documents.detail.retentionTitle", { date: held.retainedUntil })}
          message={t("documents.detail.retentionConfirm", { date: held.retainedUntil })}
          confirmLabel={t("documents.detail.retentionDelete")}
          cancelLabel={t("documentDetail.cancel")}
          busy={remove.isPending}
          onCancel={() => remove.reset()}
          onConfirm={() =>
            remove.mutate({ confirmRetention: true }, { onSuccess: () => void navigate(dashboard) })
          }
        />
      )}
    </main>
  );
}
