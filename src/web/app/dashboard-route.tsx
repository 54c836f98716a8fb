import { DashboardPage } from "../features/dashboard/components/dashboard-page.tsx";
import { OrganizationSwitcher } from "../features/organizations/components/organization-switcher.tsx";
import type { Vertical } from "../lib/paths.ts";

/** A dashboard with the full organization switcher (the header carries the compact one). */
export function DashboardRoute({ vertical }: { vertical: Vertical }) {
  return (
    <>
      <div className="mx-auto max-w-6xl px-4 pt-6">
        <OrganizationSwitcher variant="full" />
      </div>
      <DashboardPage vertical={vertical} />
    </>
  );
}
