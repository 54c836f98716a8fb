import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { DocumentDetail } from "../../../../contracts/documents.ts";
import { formatMoney } from "../../../../contracts/format-money.ts";
import { Modal } from "../../../components/ui/modal.tsx";
import { errorMessage } from "../../../lib/error-message.ts";
import { documentPath } from "../../../lib/paths.ts";
import { previewImageUrl, usePreviewDocument } from "../api/use-preview-document.ts";
import { onOpenPreview } from "../preview-event.ts";

type FieldName =
  | "vendor"
  | "document_number"
  | "date"
  | "due_date"
  | "total_amount"
  | "contract_type"
  | "primary_party"
  | "counterparty"
  | "effective_date"
  | "expiry_date"
  | "governing_law";

const KEY_FIELDS: Record<DocumentDetail["vertical"], FieldName[]> = {
  accounting: ["vendor", "document_number", "date", "due_date", "total_amount"],
  legal: [
    "contract_type",
    "primary_party",
    "counterparty",
    "effective_date",
    "expiry_date",
    "governing_law",
  ],
};

const DATE_FIELDS = new Set<FieldName>(["date", "due_date", "effective_date", "expiry_date"]);

function DocumentPreview({ documentId, onClose }: { documentId: string; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const document = usePreviewDocument(documentId);
  const [imageFailed, setImageFailed] = useState(false);
  const dateFormat = new Intl.DateTimeFormat(i18n.language === "id" ? "id-ID" : "en-US", {
    dateStyle: "medium",
    timeZone: "UTC",
  });

  const valueOf = (item: DocumentDetail, field: FieldName): string | null => {
    if (field === "total_amount") {
      return item.total_amount === null
        ? null
        : formatMoney(item.total_amount, item.currency, i18n.language);
    }
    const value = item[field];
    if (!value) return null;
    if (!DATE_FIELDS.has(field)) return value;
    const date = new Date(value);
    return Number.isNaN(date.getTime()) ? value : dateFormat.format(date);
  };

  if (document.isPending) return <p className="text-sm text-slate-500">{t("common.loading")}</p>;
  if (document.isError) {
    return (
      <p role="alert" className="text-sm text-red-700">
        {errorMessage(t, document.error)}
      </p>
    );
  }
  const item = document.data;
  const fields = KEY_FIELDS[item.vertical]
    .map((field) => ({ field, value: valueOf(item, field) }))
    .filter((entry): entry is { field: FieldName; value: string } => entry.value !== null);
  return (
    <div className="space-y-4">
      <div className="flex items-center gap-2">
        <p className="min-w-0 flex-1 truncate text-sm font-medium text-slate-900">{item.name}</p>
        {item.type && (
          <span className="shrink-0 rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-600">
            {t(`search.types.${item.type}`, { defaultValue: item.type })}
          </span>
        )}
      </div>
      <div className="flex justify-center rounded-lg border border-slate-200 bg-slate-50">
        {item.preview_path && !imageFailed ? (
          <img
            src={previewImageUrl(item.id)}
            alt={t("assistant.preview.imageAlt", { name: item.name })}
            onError={() => setImageFailed(true)}
            className="max-h-[45vh] w-auto object-contain"
          />
        ) : (
          <p className="px-4 py-10 text-sm text-slate-500">{t("assistant.preview.noImage")}</p>
        )}
      </div>
      {fields.length > 0 && (
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
          {fields.map(({ field, value }) => (
            <div key={field} className="contents">
              <dt className="text-slate-500">{t(`assistant.preview.fields.${field}`)}</dt>
              <dd className="min-w-0 break-words text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
      )}
      <div className="flex justify-end">
        <Link
          to={documentPath(item.vertical, item.id)}
          onClick={onClose}
          className="rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-900"
        >
          {t("assistant.preview.open")}
        </Link>
      </div>
    </div>
  );
}

/**
 * The document preview opened by `preview:` links (spec §2), mounted once for the signed-in app:
 * the first page, name, type, key fields and a link to the document's page.
 */
export function DocumentPreviewModal() {
  const { t } = useTranslation();
  const [documentId, setDocumentId] = useState<string | null>(null);

  useEffect(() => onOpenPreview(setDocumentId), []);

  if (!documentId) return null;
  return (
    <Modal
      title={t("assistant.preview.title")}
      closeLabel={t("assistant.preview.close")}
      onClose={() => setDocumentId(null)}
    >
      <DocumentPreview
        key={documentId}
        documentId={documentId}
        onClose={() => setDocumentId(null)}
      />
    </Modal>
  );
}
