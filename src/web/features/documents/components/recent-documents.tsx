import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Alert } from "../../../components/ui/alert.tsx";
import { errorMessage } from "../../../lib/error-message.ts";
import { documentPath } from "../../../lib/paths.ts";
import { useRecentDocuments } from "../api/use-documents.ts";
import {
  accountingDisplayName,
  formatDate,
  formatMoney,
  legalDisplayName,
} from "../document-format.ts";
import { usePlaceholders } from "../hooks/use-placeholders.ts";
import { StatusBadge } from "./status-badge.tsx";
import type { Vertical } from "../../../../contracts/organizations.ts";

/** The newest documents, the explorer's Recent section: a list that polls while any is processing. */
export function RecentDocuments({
  organizationId,
  vertical,
}: {
  organizationId: string;
  vertical: Vertical;
}) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const documents = useRecentDocuments(organizationId, vertical);
  const placeholders = usePlaceholders(organizationId, vertical);
  const rows = documents.data?.documents ?? [];

  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {t("documents.recent")}
      </h2>
      {documents.isError && <Alert>{errorMessage(t, documents.error)}</Alert>}
      {documents.isPending && (
        <div
          aria-hidden="true"
          className="space-y-px overflow-hidden rounded-xl border border-slate-200"
        >
          {[0, 1, 2, 3].map((index) => (
            <div key={index} className="h-[60px] animate-pulse bg-slate-100" />
          ))}
        </div>
      )}
      {documents.isSuccess && rows.length === 0 && placeholders.length === 0 && (
        <div className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center text-sm text-slate-500">
          {t("dashboard.empty")}
        </div>
      )}
      {(rows.length > 0 || placeholders.length > 0) && (
        <ul
          aria-labelledby={headingId}
          className="divide-y divide-slate-100 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
        >
          {placeholders.map((placeholder) => (
            <li
              key={placeholder.placeholderId}
              className="flex min-h-[60px] items-center gap-3 bg-brand-50/40 px-4 py-2.5"
            >
              <span className="min-w-0 flex-1 truncate text-sm text-slate-600">
                {placeholder.name}
              </span>
              <StatusBadge status="uploading" />
            </li>
          ))}
          {rows.map((document) => (
            <li key={document.id} className="flex min-h-[60px] items-center gap-3 px-4 py-2.5">
              <div className="min-w-0 flex-1">
                <Link
                  to={documentPath(vertical, document.id)}
                  className="block truncate text-sm font-medium text-slate-900 hover:text-brand-700 hover:underline"
                >
                  {vertical === "legal"
                    ? legalDisplayName(document, t("legalTable.unnamedDocument"))
                    : accountingDisplayName(document)}
                </Link>
                <p className="truncate text-xs text-slate-500">
                  {[
                    document.type &&
                      t(`workspace.types.${document.type}`, { defaultValue: document.type }),
                    vertical === "legal" ? document.counterparty : document.vendor,
                    formatDate(document.uploaded_at, i18n.language),
                  ]
                    .filter(Boolean)
                    .join(" · ")}
                </p>
              </div>
              {vertical === "accounting" && document.total_amount !== null && (
                <span className="hidden whitespace-nowrap text-sm font-medium tabular-nums text-slate-900 sm:inline">
                  {formatMoney(document.total_amount, document.currency, i18n.language)}
                </span>
              )}
              <StatusBadge
                status={document.processing_status}
                progress={document.progress}
                stage={document.stage}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
