import { useTranslation } from "react-i18next";
import type { ExtractionMetrics } from "../../../../contracts/analytics.ts";
import { PercentBar } from "./stat-card.tsx";

type Rates = ExtractionMetrics["extraction_metrics"]["field_success_rates"];

/**
 * Spec §2 AI Extraction Performance by Field: each field's success rate and how many ratings it
 * has. Also an organization's own (its dashboard card), from its members' ratings.
 */
export function FieldPerformance({ rates, heading = true }: { rates: Rates; heading?: boolean }) {
  const { t, i18n } = useTranslation();
  const oneDecimal = new Intl.NumberFormat(i18n.language === "id" ? "id-ID" : "en-US", {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  return (
    <section>
      {heading && (
        <h3 className="text-lg font-semibold text-slate-900">{t("analytics.fields.title")}</h3>
      )}
      {rates.length === 0 ? (
        <div className="mt-3 rounded-lg border border-dashed border-slate-300 p-4 text-sm">
          <p className="text-slate-700">{t("analytics.fields.empty")}</p>
          <p className="mt-1 text-slate-500">{t("analytics.fields.emptyHint")}</p>
        </div>
      ) : (
        <ul className="mt-3 space-y-3">
          {rates.map((rate) => (
            <li key={rate.field_type} className="text-sm">
              <div className="flex justify-between gap-4">
                <span className="font-medium text-slate-900">{rate.field_type}</span>
                <span className="text-slate-600">
                  {`${oneDecimal.format(rate.success_rate)}%`} ·{" "}
                  {t("analytics.fields.ratings", { count: rate.total_feedback })}
                </span>
              </div>
              <div className="mt-1">
                <PercentBar percent={rate.success_rate} label={rate.field_type} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
