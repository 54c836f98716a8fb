import { useTranslation } from "react-i18next";
import type {
  ExtractionMetrics,
  TrialConversionMetrics,
  UserEngagementMetrics,
} from "../../../../contracts/analytics.ts";
import { VERTICALS } from "../../../../contracts/organizations.ts";
import { PercentBar, StatCard } from "./stat-card.tsx";

/** The cards, Performance by Vertical (when there is per-vertical data) and Highlights. */
export function AnalyticsOverview({
  extraction,
  trial,
  engagement,
}: {
  extraction: ExtractionMetrics;
  trial: TrialConversionMetrics;
  engagement: UserEngagementMetrics;
}) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language === "id" ? "id-ID" : "en-US");
  const oneDecimal = new Intl.NumberFormat(i18n.language === "id" ? "id-ID" : "en-US", {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  const { summary } = engagement.user_engagement_metrics;
  const accuracy = extraction.extraction_metrics;
  const verticals = VERTICALS.map((vertical) => ({
    vertical,
    usage: summary.by_vertical?.[vertical],
    rating: accuracy.by_vertical?.[vertical],
  })).filter(
    ({ usage, rating }) =>
      rating !== undefined || (usage && usage.total_documents + usage.active_users > 0),
  );

  return (
    <>
      <div className="grid gap-4 sm:grid-cols-3">
        <StatCard
          label={t("analytics.cards.accuracy")}
          value={`${oneDecimal.format(accuracy.overall_success_rate)}%`}
          hint={t("analytics.cards.accuracyHint")}
        />
        <StatCard
          label={t("analytics.cards.documents")}
          value={number.format(summary.total_documents_processed)}
        />
        <StatCard
          label={t("analytics.cards.timeToValue")}
          value={t("analytics.cards.minutes", {
            count: Math.round(trial.trial_conversion_metrics.avg_time_to_first_value_minutes),
          })}
          hint={t("analytics.cards.timeToValueHint")}
        />
      </div>

      {verticals.length > 0 && (
        <section>
          <h3 className="text-lg font-semibold text-slate-900">
            {t("analytics.byVertical.title")}
          </h3>
          <div className="mt-3 grid gap-4 sm:grid-cols-2">
            {verticals.map(({ vertical, usage, rating }) => (
              <div key={vertical} className="rounded-lg border border-slate-200 bg-white p-4">
                <p className="font-semibold text-slate-900">
                  {t(`analytics.byVertical.${vertical}`)}
                </p>
                <dl className="mt-2 grid grid-cols-2 gap-2 text-sm">
                  <dt className="text-slate-600">{t("analytics.byVertical.documents")}</dt>
                  <dd className="text-right font-medium">
                    {number.format(usage?.total_documents ?? 0)}
                  </dd>
                  <dt className="text-slate-600">{t("analytics.byVertical.activeUsers")}</dt>
                  <dd className="text-right font-medium">
                    {number.format(usage?.active_users ?? 0)}
                  </dd>
                  <dt className="text-slate-600">{t("analytics.byVertical.accuracy")}</dt>
                  <dd className="text-right font-medium">
                    {`${oneDecimal.format(rating?.success_rate ?? 0)}%`}
                  </dd>
                </dl>
                <div className="mt-2">
                  <PercentBar
                    percent={rating?.success_rate ?? 0}
                    label={t("analytics.byVertical.accuracy")}
                  />
                </div>
              </div>
            ))}
          </div>
        </section>
      )}

      <section>
        <h3 className="text-lg font-semibold text-slate-900">{t("analytics.highlights.title")}</h3>
        <div className="mt-3 grid gap-4 sm:grid-cols-3">
          <StatCard
            label={t("analytics.highlights.documents")}
            value={number.format(summary.total_documents_processed)}
          />
          <StatCard
            label={t("analytics.highlights.activeUsers")}
            value={number.format(summary.total_active_users)}
          />
          <StatCard
            label={t("analytics.highlights.processingTime")}
            value={t("analytics.highlights.seconds", {
              value: oneDecimal.format(summary.avg_processing_time_ms / 1000),
            })}
          />
        </div>
      </section>
    </>
  );
}
