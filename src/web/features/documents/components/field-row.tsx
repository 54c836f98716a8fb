import type { TFunction } from "i18next";
import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import type { DocumentDetail, FeedbackField } from "../../../../contracts/documents.ts";
import { PencilIcon, ThumbDownIcon, ThumbUpIcon } from "../../../components/ui/icons.tsx";
import { errorMessage } from "../../../lib/error-message.ts";
import { useFieldFeedback } from "../api/use-documents.ts";
import { formatDate, formatMoney } from "../document-format.ts";
import type { ExtractedField } from "../../../../contracts/extracted-data.ts";
import { fieldKind, needsReview } from "../extracted-data.ts";

/** A field's value as the page shows it: money in its currency, dates and rates localized. */
export function displayValue(
  field: FeedbackField,
  detail: DocumentDetail,
  language: string,
  t: TFunction,
): string | null {
  const value = detail[field];
  if (value === null || value === undefined || value === "") return null;
  if (field === "type") return t(`workspace.types.${value}`, { defaultValue: String(value) });
  if (field === "contract_type") {
    return t(`workspace.contractTypes.${value}`, { defaultValue: String(value) });
  }
  switch (fieldKind(field)) {
    case "amount":
      return formatMoney(Number(value), detail.currency, language);
    case "date":
      return formatDate(String(value), language);
    case "rate":
      return new Intl.NumberFormat(language === "id" ? "id-ID" : "en-US", {
        style: "percent",
        maximumFractionDigits: 2,
      }).format(Number(value));
    default:
      return String(value);
  }
}

/** The value an editor starts from: ISO dates, plain numbers, rates as percent. */
function editableValue(field: FeedbackField, detail: DocumentDetail): string {
  const value = detail[field];
  if (value === null || value === undefined) return "";
  if (fieldKind(field) === "rate") return String(Math.round(Number(value) * 10000) / 100);
  return String(value);
}

function ConfidencePill({ extracted }: { extracted: ExtractedField | undefined }) {
  const { t } = useTranslation();
  if (!extracted) return null;
  if (extracted.corrected_by) {
    return (
      <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-700">
        {t("documentDetail.fields.confirmed")}
      </span>
    );
  }
  const percent = Math.round(extracted.confidence * 100);
  const tone = needsReview(extracted)
    ? "bg-amber-100 text-amber-800"
    : percent >= 85
      ? "bg-emerald-50 text-emerald-700"
      : "bg-slate-100 text-slate-600";
  return (
    <span
      className={`rounded-full px-2 py-0.5 text-xs font-medium tabular-nums ${tone}`}
      title={t("documentDetail.fields.confidenceHint")}
    >
      {needsReview(extracted) && <span aria-hidden="true">⚠ </span>}
      {t("documentDetail.fields.confidence", { percent })}
    </span>
  );
}

const iconButton =
  "inline-flex h-8 w-8 items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600 aria-pressed:bg-brand-50 aria-pressed:text-brand-700";

/**
 * One extracted field: its value, how sure the reader was, thumbs up and down, and an editor that
 * saves a correction through the feedback endpoint.
 */
export function FieldRow({
  field,
  detail,
  extracted,
}: {
  field: FeedbackField;
  detail: DocumentDetail;
  extracted: ExtractedField | undefined;
}) {
  const { t, i18n } = useTranslation();
  const inputId = useId();
  const feedback = useFieldFeedback(detail.id);
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState("");
  const [verdict, setVerdict] = useState<"up" | "down" | null>(null);
  const [saved, setSaved] = useState(false);
  /** A thumbs down opens the editor; it is recorded with the correction, or alone on cancel. */
  const [downPending, setDownPending] = useState(false);
  const label = t(`documentDetail.fieldNames.${field}`);
  const shown = displayValue(field, detail, i18n.language, t);
  const flagged = needsReview(extracted);
  const kind = fieldKind(field);

  const startEditing = () => {
    setDraft(editableValue(field, detail));
    setSaved(false);
    setEditing(true);
  };

  const rateUp = () => {
    setVerdict("up");
    feedback.mutate({ field, verdict: "up" });
  };

  const rateDown = () => {
    setDownPending(true);
    startEditing();
  };

  const cancel = () => {
    setEditing(false);
    if (!downPending) return;
    setDownPending(false);
    setVerdict("down");
    feedback.mutate({ field, verdict: "down" });
  };

  const save = (event: FormEvent) => {
    event.preventDefault();
    const value = draft.trim();
    if (!value) return;
    const correctedValue = kind === "rate" ? `${value}%` : value;
    feedback.mutate(
      { field, verdict: "down", correctedValue },
      {
        onSuccess: () => {
          setEditing(false);
          setDownPending(false);
          setSaved(true);
          setVerdict("down");
        },
      },
    );
  };

  return (
    <div
      className={`group grid grid-cols-[minmax(0,9rem)_minmax(0,1fr)] items-start gap-x-4 gap-y-1 px-4 py-3 sm:grid-cols-[minmax(0,11rem)_minmax(0,1fr)_auto] ${flagged ? "bg-amber-50/60" : ""}`}
      data-testid={`field-${field}`}
    >
      <dt className="pt-1 text-sm text-slate-500">
        <label htmlFor={editing ? inputId : undefined}>{label}</label>
      </dt>
      <dd className="min-w-0 space-y-1">
        {editing ? (
          <form onSubmit={save} className="flex flex-wrap items-center gap-2">
            <input
              id={inputId}
              type={kind === "date" ? "date" : "text"}
              inputMode={kind === "amount" || kind === "rate" ? "decimal" : undefined}
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              autoFocus
              onKeyDown={(event) => {
                if (event.key === "Escape") cancel();
              }}
              className="min-w-0 flex-1 rounded-md border border-slate-300 px-2 py-1 text-sm focus:border-brand-600 focus:outline-none focus:ring-1 focus:ring-brand-600"
            />
            <button
              type="submit"
              disabled={feedback.isPending || !draft.trim()}
              className="rounded-md bg-brand-700 px-3 py-1 text-sm font-semibold text-white hover:bg-brand-900 disabled:bg-slate-400"
            >
              {t("documentDetail.fields.save")}
            </button>
            <button
              type="button"
              onClick={cancel}
              className="rounded-md px-2 py-1 text-sm text-slate-600 hover:bg-slate-100"
            >
              {t("documentDetail.fields.cancel")}
            </button>
          </form>
        ) : (
          <p
            className={`break-words pt-1 text-sm ${shown ? "font-medium text-slate-900" : "text-slate-400"}`}
          >
            {shown ?? t("documentDetail.fields.notFound")}
          </p>
        )}
        <div className="flex flex-wrap items-center gap-2">
          <ConfidencePill extracted={extracted} />
          {flagged && !saved && (
            <span className="text-xs text-amber-800">{t("documentDetail.fields.checkThis")}</span>
          )}
          {saved && (
            <span role="status" className="text-xs font-medium text-emerald-700">
              {t("documentDetail.fields.saved")}
            </span>
          )}
          {feedback.isError && (
            <span role="alert" className="text-xs text-red-700">
              {errorMessage(t, feedback.error)}
            </span>
          )}
        </div>
      </dd>
      {!editing && (
        <div className="col-span-2 flex items-center justify-end gap-1 sm:col-span-1">
          {shown && (
            <>
              <button
                type="button"
                className={iconButton}
                aria-label={t("documentDetail.fields.thumbsUp", { field: label })}
                aria-pressed={verdict === "up"}
                disabled={feedback.isPending}
                onClick={rateUp}
              >
                <ThumbUpIcon />
              </button>
              <button
                type="button"
                className={iconButton}
                aria-label={t("documentDetail.fields.thumbsDown", { field: label })}
                aria-pressed={verdict === "down"}
                disabled={feedback.isPending}
                onClick={rateDown}
              >
                <ThumbDownIcon />
              </button>
            </>
          )}
          <button
            type="button"
            className={iconButton}
            aria-label={t("documentDetail.fields.edit", { field: label })}
            onClick={startEditing}
          >
            <PencilIcon />
          </button>
        </div>
      )}
    </div>
  );
}
