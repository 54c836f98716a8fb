import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ANALYTICS } from "../../../../contracts/limits.ts";
import { Alert } from "../../../components/ui/alert.tsx";
import { analyticsFailure, hasNoData } from "../analytics-state.ts";
import { useAdminAnalytics } from "../hooks/use-admin-analytics.ts";
import { ActiveUsersChart } from "./active-users-chart.tsx";
import { AnalyticsOverview } from "./analytics-overview.tsx";
import { FieldPerformance } from "./field-performance.tsx";
import { WeeklyEngagement } from "./weekly-engagement.tsx";
import { RangeSelect } from "./range-select.tsx";

/** Spec §2 Analytics dashboard (admin): a range of the last 7–90 days and what it shows. */
export function AnalyticsDashboard() {
  const { t } = useTranslation();
  const [days, setDays] = useState<number>(ANALYTICS.defaultRangeDays);
  const analytics = useAdminAnalytics(days);

  let body;
  if (analytics.isPending) {
    body = <p className="text-slate-600">{t("analytics.loading")}</p>;
  } else if (analytics.isError) {
    body = (
      <Alert>
        <p className="font-semibold">{t("analytics.error")}</p>
        <p>{t(`analytics.errors.${analyticsFailure(analytics.error)}`)}</p>
      </Alert>
    );
  } else if (hasNoData(analytics.data)) {
    body = <p className="text-slate-600">{t("analytics.empty")}</p>;
  } else {
    const [extraction, trial, engagement] = analytics.data;
    const patterns = engagement.user_engagement_metrics.engagement_patterns;
    body = (
      <div className="space-y-8">
        <AnalyticsOverview extraction={extraction} trial={trial} engagement={engagement} />
        <ActiveUsersChart patterns={patterns} />
        <FieldPerformance rates={extraction.extraction_metrics.field_success_rates} />
        <WeeklyEngagement patterns={patterns} />
      </div>
    );
  }

  return (
    <section aria-labelledby="analytics-heading" className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h2 id="analytics-heading" className="text-xl font-semibold text-slate-900">
          {t("analytics.title")}
        </h2>
        <RangeSelect days={days} onChange={setDays} />
      </div>
      {body}
    </section>
  );
}
