import { useTranslation } from "react-i18next";
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { UserEngagementMetrics } from "../../../../contracts/analytics.ts";
import { useWeekLabel } from "../hooks/use-week-label.ts";

type Patterns = UserEngagementMetrics["user_engagement_metrics"]["engagement_patterns"];

/** Spec §2: Active Users over the last N weeks. */
export function ActiveUsersChart({ patterns }: { patterns: Patterns }) {
  const { t } = useTranslation();
  const weekLabel = useWeekLabel();
  const data = patterns.map((week) => ({ week: weekLabel(week.week), users: week.active_users }));
  return (
    <section>
      <h3 className="text-lg font-semibold text-slate-900">{t("analytics.activeUsers.title")}</h3>
      <p className="text-sm text-slate-600">
        {t("analytics.activeUsers.subtitle", { count: patterns.length })}
      </p>
      <div className="mt-3 h-56 rounded-lg border border-slate-200 bg-white p-2">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="week" tick={{ fontSize: 12 }} />
            <YAxis allowDecimals={false} tick={{ fontSize: 12 }} />
            <Tooltip />
            <Bar
              dataKey="users"
              name={t("analytics.activeUsers.series")}
              fill="currentColor"
              className="text-brand-700"
            />
          </BarChart>
        </ResponsiveContainer>
      </div>
    </section>
  );
}
