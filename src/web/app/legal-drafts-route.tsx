import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { DraftEditorPage } from "../features/legal-drafts/components/draft-editor-page.tsx";
import { DraftsPage } from "../features/legal-drafts/components/drafts-page.tsx";
import { ClausePicker } from "../features/legal-library/components/clause-picker.tsx";
import { LibraryPage } from "../features/legal-library/components/library-page.tsx";
import { useCurrentOrganization } from "../features/organizations/api/use-organizations.ts";
import { draftPath, paths } from "../lib/paths.ts";

function useOrganization() {
  const { t } = useTranslation();
  const { current, isPending } = useCurrentOrganization();
  const placeholder = isPending ? (
    <p className="p-8 text-slate-500">{t("common.loading")}</p>
  ) : !current ? (
    <p className="p-8 text-slate-500">{t("common.notFound")}</p>
  ) : null;
  return { current, placeholder };
}

/** The legal vertical's drafts, fresh after an organization switch. */
export function DraftsRoute() {
  const navigate = useNavigate();
  const { current, placeholder } = useOrganization();
  if (!current) return placeholder;
  return (
    <DraftsPage
      key={current.id}
      organizationId={current.id}
      canWrite={current.verticalAccess.write.includes("legal")}
      draftPath={draftPath}
      onCreated={(draftId) => navigate(draftPath(draftId))}
    />
  );
}

/** One draft in the editor, with the knowledge library's clauses to insert. */
export function DraftRoute() {
  const navigate = useNavigate();
  const { draftId = "" } = useParams();
  const { current, placeholder } = useOrganization();
  if (!current) return placeholder;
  return (
    <DraftEditorPage
      key={`${current.id}/${draftId}`}
      organizationId={current.id}
      draftId={draftId}
      onDeleted={() => navigate(paths.legalDrafts)}
      renderClausePicker={(insert) => (
        <ClausePicker
          organizationId={current.id}
          onInsert={(clause) => insert({ bodyId: clause.body_id, bodyEn: clause.body_en })}
        />
      )}
    />
  );
}

export function LibraryRoute() {
  const { current, placeholder } = useOrganization();
  if (!current) return placeholder;
  return <LibraryPage key={current.id} organizationId={current.id} />;
}
