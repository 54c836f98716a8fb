import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { Organization } from "../../contracts/organizations.ts";
import { LegalDocumentsTable } from "../features/documents/components/legal-documents-table.tsx";
import { ManageProjectsDialog } from "../features/projects/components/manage-projects-dialog.tsx";
import { RemindersPanel } from "../features/reminders/components/reminders-panel.tsx";
import {
  RepositoryPicker,
  type RepositoryPlace,
} from "../features/repository/components/repository-picker.tsx";
import { UploadWidget } from "../features/upload/components/upload-widget.tsx";
import { paths, verticalPaths } from "../lib/paths.ts";
import { ProjectFilterWithUpload } from "./project-filter-with-upload.tsx";
import { useMoveToProject } from "./use-move-to-project.tsx";
import { useSession } from "../lib/session.ts";

/**
 * The legal dashboard's body: where it is (the working documents or the repository, decision
 * 0013), the upload area that files there (for members who may write legal documents) and the
 * documents table that shows it, with the projects feature supplying the table's project filter
 * and its 'Move to Project' dialog.
 */
export function LegalWorkspace({ organization }: { organization: Organization }) {
  const { t } = useTranslation();
  const session = useSession();
  const [projectId, setProjectId] = useState("");
  const [managing, setManaging] = useState(false);
  const moveToProject = useMoveToProject(organization.id);
  const [place, setPlace] = useState<RepositoryPlace>({ kind: "documents" });
  const inRepository = place.kind === "repository";
  const folderId = place.kind === "repository" ? (place.folderId ?? undefined) : undefined;
  return (
    <div className="space-y-8">
      <nav aria-label={t("legalDrafts.navigation")} className="flex flex-wrap gap-2">
        <Link
          to={paths.legalDrafts}
          className="rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-50"
        >
          {t("legalDrafts.heading")}
        </Link>
        <Link
          to={paths.legalLibrary}
          className="rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-50"
        >
          {t("legalLibrary.heading")}
        </Link>
      </nav>
      <RemindersPanel organizationId={organization.id} vertical="legal" />
      <RepositoryPicker organizationId={organization.id} place={place} onChange={setPlace} />
      {organization.verticalAccess.write.includes("legal") && (
        <UploadWidget
          vertical="legal"
          organizationId={organization.id}
          isRepository={inRepository}
          repositoryFolderId={folderId}
        />
      )}
      <LegalDocumentsTable
        key={`${projectId}|${inRepository}|${folderId ?? ""}`}
        organizationId={organization.id}
        currentUserId={session.data?.id}
        projectId={projectId || undefined}
        repository={{ isRepository: inRepository, folderId }}
        projectFilter={
          <>
            <ProjectFilterWithUpload
              organization={organization}
              vertical="legal"
              projectId={projectId}
              onChange={setProjectId}
            />
            <Link
              to={verticalPaths("legal").review}
              className="rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-50"
            >
              {t("explorer.sections.review")}
            </Link>
            <button
              type="button"
              onClick={() => setManaging(true)}
              className="rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-50"
            >
              {t("projects.manage")}
            </button>
          </>
        }
        onMoveToProject={moveToProject.open}
      />
      {managing && (
        <ManageProjectsDialog organizationId={organization.id} onClose={() => setManaging(false)} />
      )}
      {moveToProject.dialog}
    </div>
  );
}
