import { useState } from "react";
import type { DocumentListItem } from "../../../../contracts/documents.ts";
import { TIMINGS } from "../../../../contracts/limits.ts";
import { dispatchAskAssistant } from "../../../lib/assistant-events.ts";
import type { Vertical } from "../../../../contracts/organizations.ts";
import { downloadDocuments } from "../api/use-documents.ts";
import type { RowSelection } from "../hooks/use-row-selection.ts";
import { BulkBar } from "./bulk-bar.tsx";
import { DeleteDocumentsDialog } from "./delete-documents-dialog.tsx";

/**
 * The bulk bar over a table's selected documents, with what its actions need: the paced
 * download and the confirmed delete (each only with its permission), the assistant and the move.
 */
export function SelectedDocumentsBar({
  organizationId,
  vertical,
  selection,
  canDownload,
  canDelete,
  onMoveToProject,
}: {
  organizationId: string;
  vertical: Vertical;
  selection: RowSelection<DocumentListItem>;
  canDownload: boolean;
  canDelete: boolean;
  onMoveToProject?: (documentIds: string[], done: () => void) => void;
}) {
  const [deleting, setDeleting] = useState<string[] | null>(null);
  const rows = selection.selectedRows;
  const ids = rows.map((row) => row.id);
  return (
    <>
      {rows.length > 0 && (
        <BulkBar
          count={rows.length}
          busy={deleting !== null}
          canDownload={canDownload}
          canDelete={canDelete}
          onDownload={() => void downloadDocuments(rows, TIMINGS.bulkDownloadPauseMs)}
          onDelete={() => setDeleting(ids)}
          onAskAssistant={() => dispatchAskAssistant({ documentIds: ids, vertical })}
          onMoveToProject={onMoveToProject && (() => onMoveToProject(ids, selection.clear))}
          onClear={selection.clear}
        />
      )}
      {deleting && (
        <DeleteDocumentsDialog
          organizationId={organizationId}
          documentIds={deleting}
          bulk
          onClose={() => setDeleting(null)}
          onDeleted={selection.clear}
        />
      )}
    </>
  );
}
