import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { DocumentDetailPage } from "../features/documents/components/document-detail-page.tsx";
import { useCurrentOrganization } from "../features/organizations/api/use-organizations.ts";
import { StandardsCheckPanel } from "../features/standards-check/components/standards-check-panel.tsx";
import type { Vertical } from "../../contracts/organizations.ts";

/**
 * A document's page; download and delete are offered when the current organization's
 * permissions allow them. A legal document is also checked against the clause library.
 */
export function DocumentRoute({ vertical }: { vertical: Vertical }) {
  const { t } = useTranslation();
  const { documentId } = useParams();
  const { current, isPending } = useCurrentOrganization();
  if (isPending) return <p className="p-8 text-slate-500">{t("common.loading")}</p>;
  if (!documentId) return <p className="p-8 text-slate-500">{t("common.notFound")}</p>;
  return (
    <>
      <DocumentDetailPage
        key={documentId}
        documentId={documentId}
        vertical={vertical}
        canDownload={current?.permissions.exportData ?? false}
        canDelete={current?.permissions.deleteDocuments ?? false}
        canViewHistory={current?.permissions.viewAuditLogs ?? false}
      />
      {vertical === "legal" && (
        <div className="mx-auto max-w-7xl px-4 pb-8">
          <StandardsCheckPanel key={documentId} documentId={documentId} />
        </div>
      )}
    </>
  );
}
