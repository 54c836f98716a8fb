import { useState } from "react";
import type { Organization } from "../../contracts/organizations.ts";
import { AccountingExplorer } from "../features/documents/components/accounting-explorer.tsx";
import { RemindersPanel } from "../features/reminders/components/reminders-panel.tsx";
import { UploadWidget } from "../features/upload/components/upload-widget.tsx";
import { verticalPaths } from "../lib/paths.ts";
import { ProjectFilterWithUpload } from "./project-filter-with-upload.tsx";
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
      <RemindersPanel organizationId={organization.id} vertical="accounting" />
      <AccountingExplorer
        organizationId={organization.id}
        settingsLinks={<WorkspaceSettingsLinks vertical="accounting" organization={organization} />}
        reviewPath={verticalPaths("accounting").review}
        projectId={projectId || undefined}
        toolbar={
          <ProjectFilterWithUpload
            organization={organization}
            vertical="accounting"
            projectId={projectId}
            onChange={setProjectId}
          />
        }
        onMoveToProject={moveToProject.open}
      />
      {moveToProject.dialog}
    </div>
  );
}
