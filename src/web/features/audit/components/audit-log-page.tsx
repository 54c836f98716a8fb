import { useState } from "react";
import { useTranslation } from "react-i18next";
import { AUDIT_ACTION_TYPES, AUDIT_RESOURCE_TYPES } from "../../../../contracts/audit.ts";
import { PAGE_SIZES } from "../../../../contracts/limits.ts";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { useAuditLog, type AuditFilters } from "../api/use-audit-log.ts";

const SKELETON_ROWS = 5;

/** Spec §2 Audit Logs viewer: filters (any change returns to page 1), 20 a page. */
export function AuditLogPage({
  organizationId,
  canManageTeam,
}: {
  organizationId: string;
  canManageTeam: boolean;
}) {
  const { t, i18n } = useTranslation();
  const [filters, setFilters] = useState<AuditFilters>({ actionType: "all", resourceType: "all" });
  const [page, setPage] = useState(1);
  const log = useAuditLog(organizationId, filters, page);

  if (!canManageTeam) {
    return (
      <main className="mx-auto max-w-4xl px-4 py-10">
        <Alert>{t("audit.noPermission")}</Alert>
      </main>
    );
  }

  const changeFilter = (name: keyof AuditFilters, value: string) => {
    setFilters((current) => ({ ...current, [name]: value }));
    setPage(1);
  };
  const total = log.data?.totalCount ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZES.auditLog));
  const first = total === 0 ? 0 : (page - 1) * PAGE_SIZES.auditLog + 1;
  const last = Math.min(page * PAGE_SIZES.auditLog, total);
  const dateFormat = new Intl.DateTimeFormat(i18n.language === "id" ? "id-ID" : "en-US", {
    dateStyle: "medium",
    timeStyle: "short",
  });

  return (
    <main className="mx-auto max-w-5xl space-y-4 px-4 py-10">
      <h1 className="text-2xl font-bold text-slate-900">{t("audit.title")}</h1>
      <div className="flex flex-wrap gap-3">
        <select
          aria-label={t("audit.actionType")}
          value={filters.actionType}
          onChange={(event) => changeFilter("actionType", event.target.value)}
          className="rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm"
        >
          <option value="all">{t("audit.allActions")}</option>
          {AUDIT_ACTION_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`audit.actions.${type}`)}
            </option>
          ))}
        </select>
        <select
          aria-label={t("audit.resourceType")}
          value={filters.resourceType}
          onChange={(event) => changeFilter("resourceType", event.target.value)}
          className="rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm"
        >
          <option value="all">{t("audit.allResources")}</option>
          {AUDIT_RESOURCE_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`audit.resources.${type}`)}
            </option>
          ))}
        </select>
      </div>

      {log.isError && (
        <Alert>
          {log.error instanceof ApiError
            ? log.error.message || t("audit.fetchFailed")
            : t("audit.networkError")}
        </Alert>
      )}

      <table className="w-full rounded-xl border border-slate-200 bg-white text-sm">
        <thead className="bg-slate-50 text-left text-slate-600">
          <tr>
            <th className="px-3 py-2">{t("audit.when")}</th>
            <th className="px-3 py-2">{t("audit.who")}</th>
            <th className="px-3 py-2">{t("audit.action")}</th>
            <th className="px-3 py-2">{t("audit.resource")}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {log.isPending
            ? Array.from({ length: SKELETON_ROWS }, (_, index) => (
                <tr key={index} data-testid="audit-skeleton">
                  <td colSpan={4} className="px-3 py-3">
                    <div className="h-4 animate-pulse rounded bg-slate-200" />
                  </td>
                </tr>
              ))
            : log.data?.logs.map((entry) => (
                <tr key={entry.id}>
                  <td className="px-3 py-2 whitespace-nowrap">
                    {dateFormat.format(new Date(entry.created_at))}
                  </td>
                  <td className="px-3 py-2">{entry.user_name ?? entry.user_email ?? "—"}</td>
                  <td className="px-3 py-2">{t(`audit.actions.${entry.action_type}`)}</td>
                  <td className="px-3 py-2">{t(`audit.resources.${entry.resource_type}`)}</td>
                </tr>
              ))}
        </tbody>
      </table>

      <div className="flex items-center justify-between text-sm text-slate-600">
        <p>{t("audit.showing", { first, last, total })}</p>
        {pages > 1 && (
          <div className="flex gap-2">
            <Button variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
              {t("audit.previous")}
            </Button>
            <Button variant="secondary" disabled={page >= pages} onClick={() => setPage(page + 1)}>
              {t("audit.next")}
            </Button>
          </div>
        )}
      </div>
    </main>
  );
}
