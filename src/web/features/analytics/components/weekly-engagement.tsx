import { useTranslation } from "react-i18next";
import type { UserEngagementMetrics } from "../../../../contracts/analytics.ts";
import { shareOfBusiestWeek } from "../analytics-state.ts";
import { useWeekLabel } from "../hooks/use-week-label.ts";

type Patterns = UserEngagementMetrics["user_engagement_metrics"]["engagement_patterns"];

/**
 * Spec §2 Weekly User Engagement: each week's documents, active users and legal/accounting
 * split (L and A), its bar as long as its share of the busiest week.
 */
export function WeeklyEngagement({ patterns }: { patterns: Patterns }) {
  const { t } = useTranslation();
  const weekLabel = useWeekLabel();
  const busiest = Math.max(0, ...patterns.map((week) => week.documents_processed));
  const empty = patterns.every((week) => week.documents_processed + week.active_users === 0);
  return (
    <section>
      <h3 className="text-lg font-semibold text-slate-900">{t("analytics.weekly.title")}</h3>
      {empty ? (
        <p className="mt-3 text-sm text-slate-600">{t("analytics.weekly.empty")}</p>
      ) : (
        <>
          <p className="text-xs text-slate-500">{t("analytics.weekly.legend")}</p>
          <ul className="mt-3 space-y-3">
            {patterns.map((week) => {
              const legal = week.by_vertical?.legal.documents ?? 0;
              const accounting = week.by_vertical?.accounting.documents ?? 0;
              return (
                <li key={week.week} className="text-sm">
                  <div className="flex flex-wrap justify-between gap-2">
                    <span className="font-medium text-slate-900">
                      {t("analytics.weekly.weekOf", { date: weekLabel(week.week) })}
                    </span>
                    <span className="text-slate-600">
                      {t("analytics.weekly.documents", { count: week.documents_processed })} ·{" "}
                      {t("analytics.weekly.activeUsers", { count: week.active_users })} ·{" "}
                      {t("analytics.weekly.split", { legal, accounting })}
                    </span>
                  </div>
                  <div
                    className="mt-1 flex h-3 overflow-hidden rounded-full bg-slate-100"
                    style={{ width: `${shareOfBusiestWeek(week.documents_processed, busiest)}%` }}
                  >
                    <div className="h-full bg-indigo-500" style={{ flexGrow: legal }} />
                    <div className="h-full bg-brand-700" style={{ flexGrow: accounting }} />
                  </div>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}
