import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { DocumentDetail } from "../../../../contracts/documents.ts";
import type { ExtractedData } from "../../../../contracts/extracted-data.ts";
import { ACCOUNTING_FIELD_GROUPS, LEGAL_FIELD_GROUPS, needsReview } from "../extracted-data.ts";
import { FieldRow } from "./field-row.tsx";

/** The correctable fields in groups (document, parties, amounts, dates, tax, law). */
export function ExtractedFields({
  detail,
  extracted,
}: {
  detail: DocumentDetail;
  extracted: ExtractedData;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const groups = detail.vertical === "legal" ? LEGAL_FIELD_GROUPS : ACCOUNTING_FIELD_GROUPS;
  const flagged = Object.values(extracted.fields).filter(needsReview).length;

  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="text-base font-semibold text-slate-900">
          {t("documentDetail.fields.title")}
        </h2>
        {detail.confidence !== null && (
          <p className="text-xs text-slate-500">
            {t("documentDetail.fields.overall", { percent: Math.round(detail.confidence * 100) })}
            {flagged > 0 && (
              <span className="ml-2 font-medium text-amber-700">
                {t("documentDetail.fields.flagged", { count: flagged })}
              </span>
            )}
          </p>
        )}
      </div>
      {groups.map(({ group, fields }) => (
        <div key={group} className="overflow-hidden rounded-xl border border-slate-200 bg-white">
          <h3 className="border-b border-slate-100 bg-slate-50 px-4 py-2 text-xs font-semibold uppercase tracking-wide text-slate-500">
            {t(`documentDetail.groups.${group}`)}
          </h3>
          <dl className="divide-y divide-slate-100">
            {fields.map((field) => (
              <FieldRow
                key={field}
                field={field}
                detail={detail}
                extracted={extracted.fields[field]}
              />
            ))}
          </dl>
        </div>
      ))}
    </section>
  );
}
