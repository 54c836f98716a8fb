import { useTranslation } from "react-i18next";
import { ChatIcon, DownloadIcon, FolderIcon, TrashIcon } from "../../../components/ui/icons.tsx";

const action =
  "inline-flex items-center gap-1.5 rounded-md px-3 py-1.5 text-sm font-medium text-white hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-white disabled:opacity-50";

/**
 * Spec §2 bulk bar for the selected rows: download and delete (each only with its permission), ask the
 * assistant and move to a project. Sticks to the bottom of the screen while rows are selected.
 */
export function BulkBar({
  count,
  busy,
  canDownload,
  canDelete,
  onDownload,
  onDelete,
  onAskAssistant,
  onMoveToProject,
  onClear,
}: {
  count: number;
  busy: boolean;
  canDownload: boolean;
  canDelete: boolean;
  onDownload: () => void;
  onDelete: () => void;
  onAskAssistant: () => void;
  onMoveToProject?: () => void;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div
      role="toolbar"
      aria-label={t("workspace.bulk.label")}
      className="sticky bottom-4 z-30 mx-auto flex w-fit max-w-full flex-wrap items-center gap-1 rounded-xl bg-slate-900 px-3 py-2 text-white shadow-lg"
    >
      <span className="px-2 text-sm font-semibold" aria-live="polite">
        {t("workspace.bulk.selected", { count })}
      </span>
      <span aria-hidden="true" className="mx-1 h-5 w-px bg-white/20" />
      {canDownload && (
        <button type="button" className={action} disabled={busy} onClick={onDownload}>
          <DownloadIcon />
          {t("workspace.bulk.download")}
        </button>
      )}
      {canDelete && (
        <button type="button" className={action} disabled={busy} onClick={onDelete}>
          <TrashIcon />
          {t("workspace.bulk.delete")}
        </button>
      )}
      <button type="button" className={action} disabled={busy} onClick={onAskAssistant}>
        <ChatIcon />
        {t("workspace.bulk.askAssistant")}
      </button>
      {onMoveToProject && (
        <button type="button" className={action} disabled={busy} onClick={onMoveToProject}>
          <FolderIcon />
          {t("workspace.bulk.moveToProject")}
        </button>
      )}
      <button
        type="button"
        className="ml-1 rounded-md px-2 py-1.5 text-sm text-white/70 hover:bg-white/10 hover:text-white"
        onClick={onClear}
      >
        {t("workspace.bulk.clear")}
      </button>
    </div>
  );
}
