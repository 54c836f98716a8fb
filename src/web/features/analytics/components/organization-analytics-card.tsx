import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ANALYTICS } from "../../../../contracts/limits.ts";
import { Alert } from "../../../components/ui/alert.tsx";
import { fetchOrganizationAnalytics } from "../api/analytics-api.ts";
import { FieldPerformance } from "./field-performance.tsx";
import { StatCard } from "./stat-card.tsx";
import { RangeSelect } from "./range-select.tsx";

/**
 * An organization's own figures on its dashboard, for its Owners and CFOs (the page shows it
 * only with the permission the server sent; the server checks it again): documents processed,
 * the time that saved, and the extraction's accuracy by field from the members' own ratings.
 */
export function OrganizationAnalyticsCard({ organizationId }: { organizationId: string }) {
  const { t, i18n } = useTranslation();
  const [days, setDays] = useState<number>(ANALYTICS.defaultRangeDays);
  const analytics = useQuery({
    queryKey: ["organization-analytics", organizationId, days],
    queryFn: () => fetchOrganizationAnalytics(organizationId, days),
    retry: false,
  });
  const number = new Intl.NumberFormat(i18n.language === "id" ? "id-ID" : "en-US", {
    maximumFractionDigits: 1,
  });

  let body;
  if (analytics.isPending)
    body = <p className="text-sm text-slate-600">{t("analytics.loading")}</p>;
  else if (analytics.isError) {
    body = (
      <Alert>
        <p className="font-semibold">{t("analytics.error")}</p>
        <p>{t("analytics.errors.fetchFailed")}</p>
      </Alert>
    );
  } else {
    const figures = analytics.data;
    body = (
      <div className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <StatCard
            label={t("analytics.organization.documents")}
            value={number.format(figures.documents_processed)}
          />
          <StatCard
            label={t("analytics.organization.timeSaved")}
            value={t("analytics.organization.hours", {
              value: number.format(figures.time_saved_minutes / 60),
            })}
            hint={t("analytics.organization.timeSavedHint", {
              minutes: figures.minutes_per_document,
            })}
          />
        </div>
        <div>
          <h3 className="font-semibold text-slate-900">{t("analytics.organization.accuracy")}</h3>
          <FieldPerformance rates={figures.field_success_rates} heading={false} />
        </div>
      </div>
    );
  }

  return (
    <section
      aria-labelledby="organization-analytics-heading"
      className="space-y-4 rounded-lg border border-slate-200 bg-white p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="organization-analytics-heading" className="text-lg font-semibold text-slate-900">
          {t("analytics.organization.title")}
        </h2>
        <RangeSelect days={days} onChange={setDays} />
      </div>
      {body}
    </section>
  );
}
