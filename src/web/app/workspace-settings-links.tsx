import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { Organization } from "../../contracts/organizations.ts";
import { CogIcon } from "../components/ui/icons.tsx";
import { verticalPaths } from "../lib/paths.ts";
import type { Vertical } from "../../contracts/organizations.ts";

/** The explorer's Settings section: what the caller's permissions open, per vertical's paths. */
export function WorkspaceSettingsLinks({
  vertical,
  organization,
}: {
  vertical: Vertical;
  organization: Organization;
}) {
  const { t } = useTranslation();
  const pages = verticalPaths(vertical);
  const links = [
    { to: pages.organizationSettings, label: t("userMenu.organizationSettings"), show: true },
    {
      to: pages.team,
      label: t("userMenu.teamManagement"),
      show: organization.permissions.manageTeam,
    },
    {
      to: pages.audit,
      label: t("userMenu.auditLogs"),
      show: organization.permissions.viewAuditLogs,
    },
  ].filter((link) => link.show);
  return (
    <ul className="space-y-0.5">
      {links.map((link) => (
        <li key={link.to}>
          <Link
            to={link.to}
            className="flex items-center gap-2 rounded-md px-2.5 py-1.5 text-sm text-slate-700 hover:bg-slate-100 hover:text-slate-900"
          >
            <span className="text-slate-400">
              <CogIcon />
            </span>
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
