import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { Clause } from "../../../../contracts/legal-library.ts";
import { useLibrary } from "../api/use-library.ts";

/** The organization's approved clauses, searched as typed, each with an Insert button. */
export function ClausePicker({
  organizationId,
  onInsert,
}: {
  organizationId: string;
  onInsert: (clause: Clause) => void;
}) {
  const { t, i18n } = useTranslation();
  const [q, setQ] = useState("");
  const library = useLibrary(organizationId, { q, approvedOnly: true });
  const indonesian = i18n.language === "id";
  return (
    <details className="rounded-md border bg-white p-3">
      <summary className="cursor-pointer text-sm font-semibold">
        {t("legalLibrary.insertClause")}
      </summary>
      <input
        className="mt-2 w-full rounded-md border border-slate-300 px-3 py-2 text-sm"
        placeholder={t("legalLibrary.searchClauses")}
        aria-label={t("legalLibrary.searchClauses")}
        value={q}
        onChange={(event) => setQ(event.target.value)}
      />
      <ul className="mt-2 max-h-64 divide-y overflow-auto text-sm">
        {library.data?.clauses.map((clause) => (
          <li key={clause.id} className="flex items-start justify-between gap-3 py-2">
            <ClausePreview clause={clause} indonesian={indonesian} />
            <button
              type="button"
              className="shrink-0 rounded-md border px-2 py-1 text-brand-700"
              aria-label={t("legalLibrary.insertNamed", {
                title: indonesian ? clause.title_id : clause.title_en,
              })}
              onClick={() => onInsert(clause)}
            >
              {t("legalLibrary.insert")}
            </button>
          </li>
        ))}
        {library.data?.clauses.length === 0 && (
          <li className="py-2 text-slate-500">{t("legalLibrary.noClauses")}</li>
        )}
      </ul>
    </details>
  );
}

/**
 * A clause as the draft will cite it: two lines in the reader's language, and opened, the whole
 * text in Indonesian and in English side by side, since inserting puts each into its column.
 */
function ClausePreview({ clause, indonesian }: { clause: Clause; indonesian: boolean }) {
  const { t } = useTranslation();
  const versions = [
    { label: t("legalLibrary.bodyId"), body: clause.body_id, lang: "id" },
    { label: t("legalLibrary.bodyEn"), body: clause.body_en, lang: "en" },
  ];
  return (
    <details className="min-w-0 flex-1">
      <summary className="cursor-pointer">
        <span className="font-medium">{indonesian ? clause.title_id : clause.title_en}</span>
        <span className="line-clamp-2 text-slate-600">
          {indonesian ? clause.body_id : clause.body_en}
        </span>
      </summary>
      <div className="mt-2 grid gap-3 md:grid-cols-2">
        {versions.map((version) => (
          <div key={version.lang} lang={version.lang}>
            <p className="text-xs font-semibold uppercase tracking-wide text-slate-500">
              {version.label}
            </p>
            <p className="mt-1 whitespace-pre-line text-slate-800">{version.body}</p>
          </div>
        ))}
      </div>
    </details>
  );
}
