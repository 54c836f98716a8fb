import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Alert } from "../components/ui/alert.tsx";
import { AnalyticsDashboard } from "../features/analytics/components/analytics-dashboard.tsx";
import { OrganizationsList } from "../features/analytics/components/organizations-list.tsx";
import { LastBackupCard } from "../features/backups/components/last-backup-card.tsx";
import { SiteInbox } from "../features/site/components/site-inbox.tsx";
import { apiRequest } from "../lib/api-client.ts";

const TABS = ["analytics", "organizations", "inbox"] as const;
type Tab = (typeof TABS)[number];

/**
 * /admin, the Admin Dashboard (spec §2, admins only): the analytics, every organization, and
 * the public site's inbox, and the last backup's result below them. The server's check decides who sees it, and every call it makes is
 * refused to anyone else.
 */
export function AdminRoute() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>("analytics");
  const admin = useQuery({
    queryKey: ["admin-check"],
    queryFn: () => apiRequest<{ isAdmin: boolean }>("/api/admin/check"),
  });

  let body;
  if (admin.isPending) body = <p className="text-slate-600">{t("common.loading")}</p>;
  else if (!admin.data?.isAdmin) body = <Alert>{t("site.admin.forbidden")}</Alert>;
  else {
    body = (
      <>
        <div role="tablist" className="flex gap-2 border-b border-slate-200">
          {TABS.map((name) => (
            <button
              key={name}
              type="button"
              role="tab"
              aria-selected={tab === name}
              className={`-mb-px border-b-2 px-3 py-2 text-sm font-semibold ${
                tab === name
                  ? "border-brand-700 text-brand-700"
                  : "border-transparent text-slate-600 hover:text-slate-900"
              }`}
              onClick={() => setTab(name)}
            >
              {t(`analytics.tabs.${name}`)}
            </button>
          ))}
        </div>
        <div role="tabpanel" className="mt-6">
          {tab === "analytics" && <AnalyticsDashboard />}
          {tab === "organizations" && <OrganizationsList />}
          {tab === "inbox" && <SiteInbox />}
        </div>
        <div className="mt-8">
          <LastBackupCard />
        </div>
      </>
    );
  }

  return (
    <main className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-2xl font-bold text-slate-900">{t("site.admin.title")}</h1>
      <div className="mt-6">{body}</div>
    </main>
  );
}
