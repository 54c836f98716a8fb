import { useId } from "react";
import { useDropzone } from "react-dropzone";
import { useTranslation } from "react-i18next";
import { UPLOAD_ACCEPT } from "../../../../contracts/documents.ts";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import type { Vertical } from "../../../../contracts/organizations.ts";
import { useUploadBatch } from "../hooks/use-upload-batch.ts";
import {
  ACCEPTED_FORMAT_NAMES,
  megabytes,
  selectionLimits,
  type UploadVariant,
} from "../upload-rules.ts";
import { DuplicateList, ReadyList, RejectedList } from "./file-lists.tsx";
import { ProcessingModal } from "./processing-modal.tsx";
import { ProcessingStatusPanel } from "./processing-status-panel.tsx";

export interface UploadWidgetProps {
  vertical: Vertical;
  /** The active organization; without one, a selection shows the spec §5 error instead. */
  organizationId: string | undefined;
  variant?: UploadVariant;
  maxBytes?: number;
  maxFiles?: number;
  projectId?: string;
  isRepository?: boolean;
  repositoryFolderId?: string;
}

/**
 * Spec §2 upload widget. `full`: the dashed drop zone on wide screens and the 'Upload File' button
 * on phones; `compact`: the 'Upload your files' panel with its smaller limits. Both share the
 * lists, the 'Processing Status' panel, the queue and the processing modal.
 */
export function UploadWidget({
  vertical,
  organizationId,
  variant = "full",
  maxBytes,
  maxFiles,
  projectId,
  isRepository,
  repositoryFolderId,
}: UploadWidgetProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const hintId = useId();
  const limits = selectionLimits({ variant, vertical, maxBytes, maxFiles });
  const batch = useUploadBatch(
    organizationId
      ? { organizationId, vertical, projectId, isRepository, repositoryFolderId }
      : null,
    limits,
  );
  const { getRootProps, getInputProps, open, isDragActive, isDragReject } = useDropzone({
    accept: UPLOAD_ACCEPT,
    maxSize: limits.maxBytes,
    multiple: true,
    disabled: batch.uploading,
    // The widget sorts every file itself, so the spec's reasons and system-file rule apply.
    onDrop: (accepted, rejections) =>
      batch.select([...accepted, ...rejections.map((rejection) => rejection.file)]),
  });
  const maxSize = megabytes(limits.maxBytes);
  const rootProps = getRootProps({
    role: "button",
    "aria-label": t(variant === "compact" ? "upload.compact.hint" : "upload.dropzone.cta"),
    "aria-describedby": hintId,
    "aria-disabled": batch.uploading,
  });
  const dropzoneTone = isDragReject
    ? "border-red-400 bg-red-50"
    : isDragActive
      ? "border-brand-600 bg-brand-50"
      : "border-slate-300 bg-white hover:border-brand-600";

  return (
    <section
      aria-labelledby={headingId}
      className="space-y-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {variant === "compact"
          ? t(isDragActive ? "upload.compact.dropTitle" : "upload.compact.title")
          : t("upload.title")}
      </h2>
      <input {...getInputProps({ "aria-label": t("upload.chooseFiles") })} />

      {variant === "full" ? (
        <>
          <div
            {...rootProps}
            className={`hidden cursor-pointer flex-col items-center gap-2 rounded-lg border-2 border-dashed p-8 text-center transition-colors aria-disabled:cursor-not-allowed aria-disabled:opacity-60 md:flex ${dropzoneTone}`}
          >
            <p className="font-medium text-slate-800">
              {isDragReject
                ? t("upload.dropzone.reject")
                : isDragActive
                  ? t("upload.dropzone.accept")
                  : t("upload.dropzone.cta")}
            </p>
            <p id={hintId} className="text-sm text-slate-500">
              {t("upload.dropzone.formats", { formats: ACCEPTED_FORMAT_NAMES.join(", ") })}
              <br />
              {t("upload.dropzone.maxSize", { size: maxSize })}
            </p>
          </div>
          <Button className="w-full md:hidden" disabled={batch.uploading} onClick={open}>
            {batch.uploading ? t("upload.uploading") : t("upload.mobileButton")}
          </Button>
        </>
      ) : (
        <div
          {...rootProps}
          className={`flex cursor-pointer flex-col items-center gap-2 rounded-lg border-2 border-dashed p-6 text-center transition-colors aria-disabled:cursor-not-allowed aria-disabled:opacity-60 ${dropzoneTone}`}
        >
          <p className="font-medium text-slate-800">
            {isDragReject
              ? t("upload.dropzone.reject")
              : isDragActive
                ? t("upload.compact.release")
                : t("upload.compact.hint")}
          </p>
          <p id={hintId} className="text-sm text-slate-500">
            {t("upload.compact.supports", { count: limits.maxFiles, size: maxSize })}
          </p>
        </div>
      )}

      {batch.noOrganization && <Alert>{t("upload.noOrganization")}</Alert>}
      <ReadyList entries={batch.ready} uploading={batch.uploading} onRemove={batch.removeReady} />
      <RejectedList entries={batch.rejected} onRemove={batch.removeRejected} />
      <DuplicateList entries={batch.duplicates} />
      <ProcessingStatusPanel
        counts={batch.counts}
        onShowDetails={
          batch.modal.entries.length > 0 && !batch.modal.open ? batch.openModal : undefined
        }
      />
      {batch.modal.open && (
        <ProcessingModal entries={batch.modal.entries} onClose={batch.closeModal} />
      )}
    </section>
  );
}
