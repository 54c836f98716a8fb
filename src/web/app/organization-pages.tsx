import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { AuditLogPage } from "../features/audit/components/audit-log-page.tsx";
import { OrganizationSettingsPage } from "../features/organization-settings/components/organization-settings-page.tsx";
import { useCurrentOrganization } from "../features/organizations/api/use-organizations.ts";
import type { Organization } from "../../contracts/organizations.ts";
import { TeamPage } from "../features/team/components/team-page.tsx";

/** Renders a page for the current organization, fresh (keyed) after every switch. */
function WithCurrentOrganization({
  render,
}: {
  render: (organization: Organization) => ReactNode;
}) {
  const { t } = useTranslation();
  const { current, isPending } = useCurrentOrganization();
  if (isPending) return <p className="p-8 text-slate-500">{t("common.loading")}</p>;
  if (!current) return <p className="p-8 text-slate-500">{t("common.notFound")}</p>;
  return <div key={current.id}>{render(current)}</div>;
}

export const OrganizationSettingsRoute = () => (
  <WithCurrentOrganization
    render={(organization) => <OrganizationSettingsPage organization={organization} />}
  />
);

export const TeamRoute = () => (
  <WithCurrentOrganization
    render={(organization) => <TeamPage organizationId={organization.id} />}
  />
);

export const AuditRoute = () => (
  <WithCurrentOrganization
    render={(organization) => (
      <AuditLogPage
        organizationId={organization.id}
        canManageTeam={organization.permissions.manageTeam}
      />
    )}
  />
);
