import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Modal } from "../../../components/ui/modal.tsx";
import type { Vertical } from "../../../../contracts/organizations.ts";
import { UploadWidget } from "./upload-widget.tsx";

/**
 * Spec §2's second upload screen ('Upload your files', 3 files of 5 MB) as a dialog that files
 * what it uploads into one project: the dashboard's full widget files into no project, and a few
 * papers for a matter or client are what a project receives at a time.
 */
export function ProjectUploadDialog({
  vertical,
  organizationId,
  projectId,
}: {
  vertical: Vertical;
  organizationId: string;
  projectId: string;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-50"
      >
        {t("upload.compact.openForProject")}
      </button>
      {open && (
        <Modal
          title={t("upload.compact.openForProject")}
          closeLabel={t("upload.compact.close")}
          onClose={() => setOpen(false)}
        >
          <UploadWidget
            variant="compact"
            vertical={vertical}
            organizationId={organizationId}
            projectId={projectId}
          />
        </Modal>
      )}
    </>
  );
}
