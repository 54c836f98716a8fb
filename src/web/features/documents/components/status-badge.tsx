import { useTranslation } from "react-i18next";
import type { ProcessingStage } from "../../../../contracts/documents.ts";
import { badgeTone, isKnownStatus, type BadgeTone } from "../document-status.ts";

const TONES: Record<BadgeTone, string> = {
  yellow: "bg-yellow-100 text-yellow-800",
  blue: "bg-blue-100 text-blue-800",
  green: "bg-green-100 text-green-800",
  red: "bg-red-100 text-red-800",
  grey: "bg-slate-100 text-slate-700",
};

/** Spec §4 processing_status badge; processing shows its percent and stage. */
export function StatusBadge({
  status,
  progress,
  stage,
}: {
  status: string;
  progress?: number;
  /** Named beside the percent where there is room; tables leave it out. */
  stage?: ProcessingStage | null;
}) {
  const { t } = useTranslation();
  const label = isKnownStatus(status) ? t(`documents.status.${status}`) : status;
  const detail =
    status === "processing"
      ? [`${progress ?? 0}%`, stage ? t(`processing.stages.${stage}`) : null]
          .filter(Boolean)
          .join(" · ")
      : null;
  return (
    <span
      className={`inline-flex items-center gap-1 whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-medium ${TONES[badgeTone(status)]}`}
    >
      {label}
      {detail && <span>{detail}</span>}
    </span>
  );
}
