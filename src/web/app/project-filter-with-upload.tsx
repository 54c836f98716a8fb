import { NO_PROJECT } from "../../contracts/documents.ts";
import type { Organization, Vertical } from "../../contracts/organizations.ts";
import { ProjectFilter } from "../features/projects/components/project-filter.tsx";
import { ProjectUploadDialog } from "../features/upload/components/project-upload-dialog.tsx";

/**
 * A workspace's project filter, and beside it the compact upload into the chosen project for
 * those who may write the vertical (never for "no project").
 */
export function ProjectFilterWithUpload({
  organization,
  vertical,
  projectId,
  onChange,
}: {
  organization: Organization;
  vertical: Vertical;
  projectId: string;
  onChange: (projectId: string) => void;
}) {
  return (
    <>
      <ProjectFilter organizationId={organization.id} value={projectId} onChange={onChange} />
      {projectId &&
        projectId !== NO_PROJECT &&
        organization.verticalAccess.write.includes(vertical) && (
          <ProjectUploadDialog
            vertical={vertical}
            organizationId={organization.id}
            projectId={projectId}
          />
        )}
    </>
  );
}
