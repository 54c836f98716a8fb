import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { MenuContent } from "../../../components/ui/menu-content.tsx";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { paths } from "../../../lib/paths.ts";
import { useCurrentOrganization, useSwitchOrganization } from "../api/use-organizations.ts";
import { RoleBadge } from "./role-badge.tsx";

/**
 * Spec §2 organization switcher, full or compact. Choosing another organization switches and
 * closes the menu; choosing the current one only closes it. A pending invitation only shows its
 * badge: it is accepted through the link in its e-mail. "Create organization" opens the
 * organization onboarding wizard for a new one (BPO and multi-company owners run several).
 */
export function OrganizationSwitcher({ variant = "full" }: { variant?: "full" | "compact" }) {
  const { t } = useTranslation();
  const { data, current, isPending } = useCurrentOrganization();
  const switchOrganization = useSwitchOrganization();
  const navigate = useNavigate();
  const organizations = data?.organizations ?? [];

  if (isPending || organizations.length === 0) {
    return (
      <div
        aria-busy="true"
        aria-label={t("organizations.switch")}
        className={`h-9 animate-pulse rounded-md bg-slate-200 ${variant === "compact" ? "w-32" : "w-56"}`}
      />
    );
  }

  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        className="flex max-w-64 items-center gap-2 rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm hover:bg-slate-50"
        aria-label={t("organizations.switch")}
        data-testid={variant === "full" ? "organization-switcher-full" : "organization-switcher"}
      >
        <span className="truncate font-medium">{current?.name}</span>
        {variant === "full" && (
          <span className="rounded-full bg-brand-50 px-2 text-xs text-brand-700">
            {t("organizations.available", { count: organizations.length })}
          </span>
        )}
        <span aria-hidden="true">▾</span>
      </DropdownMenu.Trigger>
      <MenuContent align="start" minWidthClass="min-w-64">
        <DropdownMenu.Label className="px-2 py-1 text-xs font-semibold text-slate-500">
          {t("organizations.switch")}
        </DropdownMenu.Label>
        {organizations.map((organization) => (
          <DropdownMenu.Item
            key={organization.id}
            className="flex cursor-pointer items-center justify-between gap-3 rounded px-2 py-1.5 text-sm outline-none data-[highlighted]:bg-brand-50"
            onSelect={() => {
              if (organization.memberStatus === "active" && organization.id !== current?.id) {
                switchOrganization.mutate(organization.id);
              }
            }}
          >
            <span className="truncate">
              {organization.id === current?.id ? "✓ " : ""}
              {organization.name}
            </span>
            <span className="flex shrink-0 gap-1">
              <RoleBadge role={organization.userRole} />
              {organization.memberStatus === "invited" && (
                <span className="rounded bg-amber-100 px-1.5 py-0.5 text-xs font-medium text-amber-800">
                  {t("organizations.pending")}
                </span>
              )}
            </span>
          </DropdownMenu.Item>
        ))}
        <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
        <DropdownMenu.Item
          className="cursor-pointer rounded px-2 py-1.5 text-sm font-medium text-brand-700 outline-none data-[highlighted]:bg-brand-50"
          onSelect={() => navigate(paths.newOrganization)}
        >
          {t("organizations.create")}
        </DropdownMenu.Item>
      </MenuContent>
    </DropdownMenu.Root>
  );
}
