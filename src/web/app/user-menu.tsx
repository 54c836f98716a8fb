import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { MenuContent } from "../components/ui/menu-content.tsx";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useNavigate } from "react-router";
import { useCurrentOrganization } from "../features/organizations/api/use-organizations.ts";
import { OrganizationSwitcher } from "../features/organizations/components/organization-switcher.tsx";
import { apiRequest } from "../lib/api-client.ts";
import { paths, verticalOfPath, verticalPaths } from "../lib/paths.ts";
import type { SessionUser } from "../lib/session.ts";
import { signOutEverywhere } from "../lib/sign-out.ts";

const itemClass =
  "block cursor-pointer rounded px-2 py-1.5 text-sm text-slate-700 outline-none data-[highlighted]:bg-brand-50";

/** Spec §2 user menu for a signed-in user. */
export function UserMenu({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { current } = useCurrentOrganization();
  const admin = useQuery({
    queryKey: ["admin-check"],
    queryFn: () => apiRequest<{ isAdmin: boolean }>("/api/admin/check"),
  });
  const vertical = verticalPaths(verticalOfPath(pathname));
  const canManageTeam = current?.permissions.manageTeam ?? false;
  const initial = (user.email.charAt(0) || "A").toUpperCase();

  const signOut = () => {
    signOutEverywhere().catch((error: unknown) => {
      console.error(error);
      window.alert(t("userMenu.signOutFailed"));
    });
  };

  return (
    <div className="flex items-center gap-3">
      <OrganizationSwitcher variant="compact" />
      <Link
        to={paths.verticals}
        className="hidden rounded-md bg-brand-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-brand-900 sm:block"
      >
        {t("nav.dashboard")}
      </Link>
      <DropdownMenu.Root>
        <DropdownMenu.Trigger
          className="flex h-9 w-9 items-center justify-center rounded-full bg-brand-700 font-semibold text-white"
          aria-label={t("userMenu.open")}
        >
          {initial}
        </DropdownMenu.Trigger>
        <MenuContent align="end" minWidthClass="min-w-56">
          <DropdownMenu.Label className="truncate px-2 py-1.5 text-xs text-slate-500">
            {user.email}
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          <DropdownMenu.Item className={itemClass} onSelect={() => navigate(vertical.dashboard)}>
            {t("nav.dashboard")}
          </DropdownMenu.Item>
          <DropdownMenu.Item className={itemClass} onSelect={() => navigate(paths.profile)}>
            {t("userMenu.profileAndBilling")}
          </DropdownMenu.Item>
          <DropdownMenu.Item
            className={itemClass}
            onSelect={() => navigate(vertical.organizationSettings)}
          >
            {t("userMenu.organizationSettings")}
          </DropdownMenu.Item>
          {canManageTeam && (
            <>
              <DropdownMenu.Item className={itemClass} onSelect={() => navigate(vertical.team)}>
                {t("userMenu.teamManagement")}
              </DropdownMenu.Item>
              <DropdownMenu.Item className={itemClass} onSelect={() => navigate(vertical.audit)}>
                {t("userMenu.auditLogs")}
              </DropdownMenu.Item>
            </>
          )}
          {admin.data?.isAdmin && (
            <DropdownMenu.Item className={itemClass} onSelect={() => navigate(paths.admin)}>
              {t("userMenu.adminDashboard")}
            </DropdownMenu.Item>
          )}
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          <DropdownMenu.Item className={itemClass} onSelect={signOut}>
            {t("userMenu.signOut")}
          </DropdownMenu.Item>
        </MenuContent>
      </DropdownMenu.Root>
    </div>
  );
}
