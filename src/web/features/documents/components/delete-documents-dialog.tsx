import { useTranslation } from "react-i18next";
import { TIMINGS } from "../../../../contracts/limits.ts";
import { Alert } from "../../../components/ui/alert.tsx";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog.tsx";
import { errorMessage } from "../../../lib/error-message.ts";
import { useBulkDelete } from "../api/use-documents.ts";

/**
 * Spec §5 delete confirmation, for one document or several; several are deleted one after the
 * other with the spec's pause (§9).
 */
export function DeleteDocumentsDialog({
  organizationId,
  documentIds,
  bulk,
  onClose,
  onDeleted,
}: {
  organizationId: string;
  documentIds: string[];
  /** Chosen in the bulk bar: the question names how many. */
  bulk: boolean;
  onClose: () => void;
  onDeleted?: () => void;
}) {
  const { t } = useTranslation();
  const bulkDelete = useBulkDelete(organizationId);
  return (
    <ConfirmDialog
      title={t("documentDetail.deleteTitle")}
      message={
        bulk
          ? t("legalTable.bulkDeleteConfirm", { count: documentIds.length })
          : t("documents.detail.deleteConfirm")
      }
      confirmLabel={t("documents.detail.delete")}
      cancelLabel={t("documentDetail.cancel")}
      busy={bulkDelete.isPending}
      error={bulkDelete.isError && <Alert>{errorMessage(t, bulkDelete.error)}</Alert>}
      onCancel={onClose}
      onConfirm={() =>
        bulkDelete.mutate(
          { ids: documentIds, pauseMs: TIMINGS.bulkDeletePauseMs },
          {
            onSuccess: () => {
              onDeleted?.();
              onClose();
            },
          },
        )
      }
    />
  );
}
