import { useTranslation } from "react-i18next";
import { OrganizationAnalyticsCard } from "../features/analytics/components/organization-analytics-card.tsx";
import { AssistantChat } from "../features/assistant/components/assistant-chat.tsx";
import { DashboardPage } from "../features/dashboard/components/dashboard-page.tsx";
import { VerticalChooserPage } from "../features/dashboard/components/vertical-chooser-page.tsx";
import { useCurrentOrganization } from "../features/organizations/api/use-organizations.ts";
import { OrganizationSwitcher } from "../features/organizations/components/organization-switcher.tsx";
import { DocumentSearch } from "../features/search/components/document-search.tsx";
import { UploadWidget } from "../features/upload/components/upload-widget.tsx";
import type { Vertical } from "../../contracts/organizations.ts";
import { useSession } from "../lib/session.ts";
import { AccountingWorkspace } from "./accounting-workspace.tsx";
import { uploadForAssistant } from "./assistant-attachments.ts";
import { LegalWorkspace } from "./legal-workspace.tsx";

/** The vertical chooser, offering the verticals the member reads in the current organization. */
export function VerticalChooserRoute() {
  const { current } = useCurrentOrganization();
  return <VerticalChooserPage readable={current?.verticalAccess.read} />;
}

/**
 * A dashboard with the full organization switcher (the header carries the compact one), the
 * search box, the upload widget and the newest documents, fresh (keyed) after every organization switch.
 */
export function DashboardRoute({ vertical }: { vertical: Vertical }) {
  const { t } = useTranslation();
  const { current, isPending } = useCurrentOrganization();
  const session = useSession();
  return (
    <>
      <div className="mx-auto max-w-7xl px-4 pt-6">
        <OrganizationSwitcher variant="full" />
      </div>
      <DashboardPage vertical={vertical}>
        {isPending ? (
          <p className="text-slate-500">{t("common.loading")}</p>
        ) : current && !current.verticalAccess.read.includes(vertical) ? (
          <p className="text-slate-600">{t("verticals.noAccess")}</p>
        ) : (
          <div key={`${current?.id ?? "none"}-${vertical}`} className="space-y-8">
            {/* The search feature's <DocumentSearch vertical=…/> sits here, above the workspace. */}
            {current && <DocumentSearch organizationId={current.id} vertical={vertical} />}
            {current &&
              (vertical === "legal" ? (
                <LegalWorkspace organization={current} />
              ) : (
                <AccountingWorkspace organization={current} />
              ))}
            {!current && <UploadWidget vertical={vertical} organizationId={undefined} />}
            {current?.permissions.viewAuditLogs && (
              <OrganizationAnalyticsCard organizationId={current.id} />
            )}
            {current && session.data && (
              <AssistantChat
                userId={session.data.id}
                organizationId={current.id}
                uploadAttachment={(file) =>
                  uploadForAssistant(file, { organizationId: current.id, vertical })
                }
              />
            )}
          </div>
        )}
      </DashboardPage>
    </>
  );
}
