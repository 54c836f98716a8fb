import { useTranslation } from "react-i18next";
import type { StandardFinding } from "../../../../contracts/standards-check.ts";
import { Alert } from "../../../components/ui/alert.tsx";
import { errorMessage } from "../../../lib/error-message.ts";
import { useStandardsCheck } from "../api/use-standards-check.ts";

const STATUS_COLOURS: Record<StandardFinding["status"], string> = {
  present: "bg-emerald-100 text-emerald-900",
  deviating: "bg-amber-100 text-amber-900",
  missing: "bg-red-100 text-red-900",
};

function Finding({ finding }: { finding: StandardFinding }) {
  const { t } = useTranslation();
  return (
    <li className="rounded-lg border border-slate-200 p-4">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="font-semibold text-slate-900">
          {t(`standardsCheck.categories.${finding.category}`, { defaultValue: finding.category })}
        </h3>
        <span
          className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_COLOURS[finding.status]}`}
        >
          {t(`standardsCheck.status.${finding.status}`)}
        </span>
        <span className="text-xs text-slate-500">
          {t("standardsCheck.similarity", { percent: Math.round(finding.similarity * 100) })}
        </span>
      </div>
      <div className="mt-3 grid gap-4 md:grid-cols-2">
        <div>
          <p className="text-xs font-semibold uppercase tracking-wide text-slate-500">
            {t("standardsCheck.ours", { title: finding.standard.title })}
          </p>
          <p className="mt-1 whitespace-pre-line text-sm text-slate-800">{finding.standard.text}</p>
        </div>
        <div>
          <p className="text-xs font-semibold uppercase tracking-wide text-slate-500">
            {t("standardsCheck.theirs")}
          </p>
          {finding.found ? (
            <p className="mt-1 whitespace-pre-line text-sm text-slate-800">{finding.found.text}</p>
          ) : (
            <p className="mt-1 text-sm italic text-slate-500">{t("standardsCheck.notFound")}</p>
          )}
        </div>
      </div>
    </li>
  );
}

/**
 * A contract beside the organization's standard clauses: per category, whether it has the
 * standard, something different, or nothing, the two texts side by side.
 */
export function StandardsCheckPanel({ documentId }: { documentId: string }) {
  const { t } = useTranslation();
  const check = useStandardsCheck(documentId);
  return (
    <section
      aria-labelledby="standards-check-title"
      className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6"
    >
      <h2 id="standards-check-title" className="text-lg font-semibold text-slate-900">
        {t("standardsCheck.title")}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t("standardsCheck.intro")}</p>
      <div className="mt-4">
        {check.isError ? (
          <Alert tone="error">{errorMessage(t, check.error)}</Alert>
        ) : check.isPending ? (
          <p className="text-sm text-slate-500">{t("common.loading")}</p>
        ) : check.data.library_size === 0 ? (
          <p className="text-sm text-slate-500">{t("standardsCheck.noLibrary")}</p>
        ) : (
          <ul aria-label={t("standardsCheck.title")} className="space-y-3">
            {check.data.findings.map((finding) => (
              <Finding key={finding.category} finding={finding} />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
