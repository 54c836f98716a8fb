import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { fetchAdminOrganizations } from "../api/analytics-api.ts";

const BYTE_UNITS = ["B", "KB", "MB", "GB", "TB"];

function bytesInWords(bytes: number, locale: string): string {
  const unit = Math.min(
    BYTE_UNITS.length - 1,
    Math.floor(Math.log(Math.max(bytes, 1)) / Math.log(1000)),
  );
  const value = bytes / 1000 ** unit;
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(value)} ${BYTE_UNITS[unit]}`;
}

/** The admin's list of organizations: plan, documents, storage and last activity, newest first. */
export function OrganizationsList() {
  const { t, i18n } = useTranslation();
  const locale = i18n.language === "id" ? "id-ID" : "en-US";
  const [offset, setOffset] = useState(0);
  const page = useQuery({
    queryKey: ["admin-organizations", offset],
    queryFn: () => fetchAdminOrganizations(offset),
    retry: false,
  });
  const date = new Intl.DateTimeFormat(locale, { dateStyle: "medium" });

  if (page.isPending)
    return <p className="text-slate-600">{t("analytics.organizations.loading")}</p>;
  if (page.isError) return <Alert>{t("analytics.organizations.failed")}</Alert>;
  const { organizations, totalCount, pageSize } = page.data;
  const planName = (plan: string | null) =>
    plan
      ? t(`analytics.plans.${plan}`, { defaultValue: plan })
      : t("analytics.organizations.noPlan");

  return (
    <section className="space-y-3">
      <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
        <table className="w-full text-left text-sm">
          <thead className="bg-slate-50 text-slate-600">
            <tr>
              <th className="px-3 py-2">{t("analytics.organizations.name")}</th>
              <th className="px-3 py-2">{t("analytics.organizations.plan")}</th>
              <th className="px-3 py-2 text-right">{t("analytics.organizations.documents")}</th>
              <th className="px-3 py-2 text-right">{t("analytics.organizations.storage")}</th>
              <th className="px-3 py-2">{t("analytics.organizations.lastActivity")}</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {organizations.map((organization) => (
              <tr key={organization.id}>
                <td className="px-3 py-2">
                  <p className="font-medium text-slate-900">{organization.name}</p>
                  <p className="text-xs text-slate-500">
                    {t(`organizationTypes.${organization.type}`, {
                      defaultValue: organization.type,
                    })}
                  </p>
                </td>
                <td className="px-3 py-2">
                  {planName(organization.plan)}
                  {organization.subscriptionStatus && (
                    <span className="ml-1 text-xs text-slate-500">
                      (
                      {t(`billing.status.${organization.subscriptionStatus}`, {
                        defaultValue: organization.subscriptionStatus,
                      })}
                      )
                    </span>
                  )}
                </td>
                <td className="px-3 py-2 text-right">
                  {new Intl.NumberFormat(locale).format(organization.documents)}
                </td>
                <td className="px-3 py-2 text-right">
                  {bytesInWords(organization.storageBytes, locale)}
                </td>
                <td className="px-3 py-2">
                  {organization.lastActivityAt
                    ? date.format(new Date(organization.lastActivityAt))
                    : t("analytics.organizations.never")}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="flex items-center justify-between text-sm text-slate-600">
        <span>
          {t("analytics.organizations.showing", {
            from: totalCount === 0 ? 0 : offset + 1,
            to: offset + organizations.length,
            total: totalCount,
          })}
        </span>
        {totalCount > pageSize && (
          <div className="flex gap-2">
            <Button
              variant="secondary"
              disabled={offset === 0}
              onClick={() => setOffset(Math.max(0, offset - pageSize))}
            >
              {t("analytics.organizations.previous")}
            </Button>
            <Button
              variant="secondary"
              disabled={offset + pageSize >= totalCount}
              onClick={() => setOffset(offset + pageSize)}
            >
              {t("analytics.organizations.next")}
            </Button>
          </div>
        )}
      </div>
    </section>
  );
}
