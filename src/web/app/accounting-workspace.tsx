import { useState } from "react";
import { NO_PROJECT } from "../../contracts/documents.ts";
import type { Organization } from "../../contracts/organizations.ts";
import { AccountingExplorer } from "../features/documents/components/accounting-explorer.tsx";
import { ProjectFilter } from "../features/projects/components/project-filter.tsx";
import { ProjectUploadDialog } from "../features/upload/components/project-upload-dialog.tsx";
import { UploadWidget } from "../features/upload/components/upload-widget.tsx";
import { verticalPaths } from "../lib/paths.ts";
import { useMoveToProject } from "./use-move-to-project.tsx";
import { WorkspaceSettingsLinks } from "./workspace-settings-links.tsx";

/**
 * The accounting dashboard's body: the upload area (for members who may write accounting
 * documents) above the Document Explorer, with the projects feature supplying its project filter
 * and its 'Move to Project' dialog.
 */
export function AccountingWorkspace({ organization }: { organization: Organization }) {
  const [projectId, setProjectId] = useState("");
  const moveToProject = useMoveToProject(organization.id);
  return (
    <div className="space-y-8">
      {organization.verticalAccess.write.includes("accounting") && (
        <UploadWidget vertical="accounting" organizationId={organization.id} />
      )}
      <AccountingExplorer
        organizationId={organization.id}
        settingsLinks={<WorkspaceSettingsLinks vertical="accounting" organization={organization} />}
        reviewPath={verticalPaths("accounting").review}
        projectId={projectId || undefined}
        toolbar={
          <>
            <ProjectFilter
              organizationId={organization.id}
              value={projectId}
              onChange={setProjectId}
            />
            {projectId &&
              projectId !== NO_PROJECT &&
              organization.verticalAccess.write.includes("accounting") && (
                <ProjectUploadDialog
                  vertical="accounting"
                  organizationId={organization.id}
                  projectId={projectId}
                />
              )}
          </>
        }
        onMoveToProject={moveToProject.open}
      />
      {moveToProject.dialog}
    </div>
  );
}
