import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Alert } from "../../../components/ui/alert.tsx";
import { onDocumentEvents } from "../../../lib/document-events.ts";
import { errorMessage } from "../../../lib/error-message.ts";
import { documentPath, type Vertical } from "../../../lib/paths.ts";
import { useRecentDocuments } from "../api/use-documents.ts";
import { StatusBadge } from "./status-badge.tsx";

interface Placeholder {
  placeholderId: string;
  name: string;
}

/**
 * Rows for files on their way in (spec §4): one appears as 'uploading' on `document:placeholder`
 * and gives way to the server's row on `document:inserted`.
 */
function usePlaceholders(organizationId: string, vertical: Vertical): Placeholder[] {
  const queryClient = useQueryClient();
  const [placeholders, setPlaceholders] = useState<Placeholder[]>([]);
  useEffect(
    () =>
      onDocumentEvents({
        placeholder: (detail) => {
          if (detail.organizationId !== organizationId || detail.vertical !== vertical) return;
          setPlaceholders((current) => [
            { placeholderId: detail.placeholderId, name: detail.name },
            ...current,
          ]);
        },
        inserted: (detail) => {
          void queryClient
            .invalidateQueries({ queryKey: ["documents", organizationId, vertical] })
            .then(() =>
              setPlaceholders((current) =>
                current.filter((each) => each.placeholderId !== detail.placeholderId),
              ),
            );
        },
      }),
    [organizationId, vertical, queryClient],
  );
  return placeholders;
}

/** The newest documents under the upload widget; the full explorer comes later. */
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
  const dateFormat = new Intl.DateTimeFormat(i18n.language === "id" ? "id-ID" : "en-US", {
    dateStyle: "medium",
  });
  const rows = documents.data?.documents ?? [];

  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {t("documents.recent")}
      </h2>
      {documents.isError && <Alert>{errorMessage(t, documents.error)}</Alert>}
      {documents.isPending && <p className="text-sm text-slate-500">{t("common.loading")}</p>}
      {documents.isSuccess && rows.length === 0 && placeholders.length === 0 && (
        <p className="text-sm text-slate-500">{t("dashboard.empty")}</p>
      )}
      {(rows.length > 0 || placeholders.length > 0) && (
        <ul
          aria-labelledby={headingId}
          className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white"
        >
          {placeholders.map((placeholder) => (
            <li key={placeholder.placeholderId} className="flex items-center gap-3 px-4 py-3">
              <span className="min-w-0 flex-1 truncate text-sm text-slate-600">
                {placeholder.name}
              </span>
              <StatusBadge status="uploading" />
            </li>
          ))}
          {rows.map((document) => (
            <li key={document.id} className="flex items-center gap-3 px-4 py-3">
              <Link
                to={documentPath(vertical, document.id)}
                className="min-w-0 flex-1 truncate text-sm font-medium text-brand-700 hover:underline"
              >
                {document.name}
              </Link>
              <span className="hidden text-xs text-slate-500 sm:inline">
                {dateFormat.format(new Date(document.uploaded_at))}
              </span>
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
