import type { TFunction } from "i18next";
import { toast } from "sonner";
import { PROCESSING, TIMINGS } from "../../../contracts/limits.ts";
import { documentPath } from "../../lib/paths.ts";
import type { UploadFailure, UploadOutcome } from "./api/upload-file.ts";
import type { Vertical } from "../../../contracts/organizations.ts";

/** 'View' and 'View existing' open the document in a new tab (spec §2). */
function openDocument(vertical: Vertical, documentId: string): void {
  window.open(documentPath(vertical, documentId), "_blank", "noopener,noreferrer");
}

/** Spec §8: the server's error (by its code), or the fallback for a failed retry. */
export function uploadFailureMessage(t: TFunction, failure: UploadFailure): string {
  switch (failure.kind) {
    case "code":
      return t(`errors.${failure.code}`);
    case "retry-failed":
      return t(
        failure.endpoint === "large" ? "upload.largeUploadFailed" : "upload.smallUploadFailed",
      );
    case "network":
      return t("common.connectionError");
    case "unknown":
      return t("upload.unknownError");
  }
}

/** The toast for one file's upload (spec §4, §8). */
export function toastUploadOutcome(
  t: TFunction,
  vertical: Vertical,
  name: string,
  outcome: UploadOutcome,
): void {
  switch (outcome.kind) {
    case "uploaded":
      if (outcome.status === "complete") {
        toast.success(t("upload.toast.processed", { name }), {
          duration: TIMINGS.successToastMs,
        });
      } else {
        toast.success(t("upload.toast.processing", { name }), {
          description: t("upload.toast.expectedTime", {
            time: outcome.expectedProcessingTime || PROCESSING.expectedProcessingTimeFallback,
          }),
          duration: TIMINGS.successToastMs,
        });
      }
      return;
    case "duplicate": {
      const existing = outcome.duplicateOf;
      toast.warning(t("common.documentAlreadyExists"), {
        description: t("upload.toast.duplicate", {
          name,
          existing: existing?.name ?? t("upload.toast.existingDocument"),
        }),
        duration: TIMINGS.duplicateToastMs,
        ...(existing && {
          action: {
            label: t("upload.toast.viewExisting"),
            onClick: () => openDocument(vertical, existing.id),
          },
        }),
      });
      return;
    }
    case "failed":
      toast.error(
        t("upload.toast.uploadError", { error: uploadFailureMessage(t, outcome.failure) }),
      );
  }
}

/** The end of a large file's processing, found by polling (spec §4). */
export function toastProcessingSettled(
  t: TFunction,
  vertical: Vertical,
  documentId: string,
  status: "complete" | "failed",
): void {
  if (status === "complete") {
    toast.success(t("upload.toast.processingCompleted"), {
      duration: TIMINGS.successToastMs,
      action: { label: t("upload.toast.view"), onClick: () => openDocument(vertical, documentId) },
    });
  } else {
    toast.error(t("upload.toast.processingFailed"));
  }
}
