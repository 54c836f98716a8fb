import { useId } from "react";
import { useTranslation } from "react-i18next";
import { useDocumentHistory } from "../api/use-documents.ts";
import { intlLocale } from "../document-format.ts";

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
              <p className="text-sm font-medium text-slate-800">
                {t(`audit.actions.${entry.action_type}`)}
              </p>
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
