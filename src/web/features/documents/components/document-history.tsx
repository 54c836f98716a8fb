import type { TFunction } from "i18next";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { AuditLogEntry } from "../../../../contracts/audit.ts";
import { useDocumentHistory } from "../api/use-documents.ts";
import { intlLocale } from "../document-format.ts";

const CHANGES = "documentDetail.history.changes";

/** One entry in words: what was done, and for an update what changed. */
function describeEntry(entry: AuditLogEntry, t: TFunction): string {
  const details = entry.details;
  const text = (value: unknown) => (typeof value === "string" ? value : null);
  if (entry.action_type !== "document_updated") return t(`audit.actions.${entry.action_type}`);
  switch (details["change"]) {
    case "starred":
    case "unstarred":
      return t(`${CHANGES}.${details["change"]}`);
    case "renamed": {
      const to = text(details["to"]);
      return to === null ? t(`${CHANGES}.renamedBack`) : t(`${CHANGES}.renamed`, { to });
    }
    case "moved": {
      const project = text(details["project_name"]);
      return project === null ? t(`${CHANGES}.movedOut`) : t(`${CHANGES}.moved`, { project });
    }
    case "field_corrected":
      return t(`${CHANGES}.field_corrected`, {
        field: t(`documentDetail.fieldNames.${String(details["field"])}`),
        to: String(details["to"] ?? ""),
      });
    default:
      return t("audit.actions.document_updated");
  }
}

/** The document's audit trail (uploaded, processed, corrected…), when the caller may see it. */
export function DocumentHistory({ documentId }: { documentId: string }) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const history = useDocumentHistory(documentId, true);
  if (history.isError || (history.isSuccess && history.data.logs.length === 0)) return null;
  const when = new Intl.DateTimeFormat(intlLocale(i18n.language), {
    dateStyle: "medium",
    timeStyle: "short",
  });
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="text-base font-semibold text-slate-900">
        {t("documentDetail.history.title")}
      </h2>
      {history.isPending ? (
        <div className="h-24 animate-pulse rounded-xl bg-slate-100" />
      ) : (
        <ol className="space-y-3 border-l border-slate-200 pl-4">
          {history.data.logs.map((entry) => (
            <li key={entry.id} className="relative">
              <span
                aria-hidden="true"
                className="absolute -left-[1.3rem] top-1.5 h-2 w-2 rounded-full bg-brand-600"
              />
              <p className="text-sm font-medium text-slate-800">{describeEntry(entry, t)}</p>
              <p className="text-xs text-slate-500">
                {[entry.user_name ?? entry.user_email, when.format(new Date(entry.created_at))]
                  .filter(Boolean)
                  .join(" · ")}
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
