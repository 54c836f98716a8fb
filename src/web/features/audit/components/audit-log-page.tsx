import { Fragment, useState } from "react";
import { useTranslation } from "react-i18next";
import { AUDIT_ACTION_TYPES, AUDIT_RESOURCE_TYPES } from "../../../../contracts/audit.ts";
import { PAGE_SIZES } from "../../../../contracts/limits.ts";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { useAuditLog, useAuditMembers, type AuditFilters } from "../api/use-audit-log.ts";
import { auditErrorMessage, detailRows, keyInWords } from "../audit-details.ts";

const SKELETON_ROWS = 5;
const COLUMNS = 5;

/**
 * Spec §2 Audit Logs viewer: filters by action, resource and member (any change returns to
 * page 1), 20 a page, each entry's details opened on its row.
 */
export function AuditLogPage({
  organizationId,
  canManageTeam,
}: {
  organizationId: string;
  canManageTeam: boolean;
}) {
  const { t, i18n } = useTranslation();
  const [filters, setFilters] = useState<AuditFilters>({
    actionType: "all",
    resourceType: "all",
    userId: "all",
  });
  const [page, setPage] = useState(1);
  const [openEntryId, setOpenEntryId] = useState<string | null>(null);
  const log = useAuditLog(organizationId, filters, page);
  const members = useAuditMembers(organizationId);

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
  const errorText = (message: ReturnType<typeof auditErrorMessage>) =>
    "serverMessage" in message ? message.serverMessage : t(`audit.${message.key}`);
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
        <select
          aria-label={t("audit.user")}
          value={filters.userId}
          onChange={(event) => changeFilter("userId", event.target.value)}
          className="rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm"
        >
          <option value="all">{t("audit.allUsers")}</option>
          {members.data?.map((member) => (
            <option key={member.userId} value={member.userId}>
              {member.name ? `${member.name} (${member.email})` : member.email}
            </option>
          ))}
        </select>
      </div>

      {log.isError && <Alert>{errorText(auditErrorMessage(log.error))}</Alert>}

      <table className="w-full rounded-xl border border-slate-200 bg-white text-sm">
        <thead className="bg-slate-50 text-left text-slate-600">
          <tr>
            <th className="px-3 py-2">{t("audit.when")}</th>
            <th className="px-3 py-2">{t("audit.who")}</th>
            <th className="px-3 py-2">{t("audit.action")}</th>
            <th className="px-3 py-2">{t("audit.resource")}</th>
            <th className="px-3 py-2">
              <span className="sr-only">{t("audit.details")}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {log.isPending
            ? Array.from({ length: SKELETON_ROWS }, (_, index) => (
                <tr key={index} data-testid="audit-skeleton">
                  <td colSpan={COLUMNS} className="px-3 py-3">
                    <div className="h-4 animate-pulse rounded bg-slate-200" />
                  </td>
                </tr>
              ))
            : log.data?.logs.map((entry) => {
                const open = openEntryId === entry.id;
                const rows = detailRows(entry.details);
                const detailsId = `audit-details-${entry.id}`;
                return (
                  <Fragment key={entry.id}>
                    <tr>
                      <td className="px-3 py-2 whitespace-nowrap">
                        {dateFormat.format(new Date(entry.created_at))}
                      </td>
                      <td className="px-3 py-2">{entry.user_name ?? entry.user_email ?? "—"}</td>
                      <td className="px-3 py-2">{t(`audit.actions.${entry.action_type}`)}</td>
                      <td className="px-3 py-2">{t(`audit.resources.${entry.resource_type}`)}</td>
                      <td className="px-3 py-2 text-right">
                        <Button
                          variant="secondary"
                          aria-expanded={open}
                          aria-controls={detailsId}
                          onClick={() => setOpenEntryId(open ? null : entry.id)}
                        >
                          {t(open ? "audit.hideDetails" : "audit.showDetails")}
                        </Button>
                      </td>
                    </tr>
                    {open && (
                      <tr id={detailsId} className="bg-slate-50">
                        <td colSpan={COLUMNS} className="px-3 py-2">
                          {rows.length === 0 ? (
                            <p className="text-slate-500">{t("audit.noDetails")}</p>
                          ) : (
                            <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1">
                              {rows.map((row) => (
                                <Fragment key={row.key}>
                                  <dt className="font-medium text-slate-600">
                                    {t(`audit.detailKeys.${row.key}`, {
                                      defaultValue: keyInWords(row.key),
                                    })}
                                  </dt>
                                  <dd className="break-all text-slate-900">{row.value}</dd>
                                </Fragment>
                              ))}
                            </dl>
                          )}
                        </td>
                      </tr>
                    )}
                  </Fragment>
                );
              })}
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
