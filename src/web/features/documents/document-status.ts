import {
  ACTIVE_PROCESSING_STATUSES,
  PROCESSING_STATUSES,
  type ProcessingStatus,
} from "../../../contracts/documents.ts";

/** Statuses a row can show: the server's, plus the upload side's placeholders (spec §4). */
export type RowStatus = ProcessingStatus | "uploading" | "duplicate";

export function isActiveStatus(status: string): boolean {
  return (ACTIVE_PROCESSING_STATUSES as readonly string[]).includes(status);
}

export type BadgeTone = "yellow" | "blue" | "green" | "red" | "grey";

/** Spec §4 badge colours: pending yellow, processing blue, complete green, failed red, else grey. */
export function badgeTone(status: string): BadgeTone {
  switch (status) {
    case "pending":
      return "yellow";
    case "processing":
      return "blue";
    case "complete":
      return "green";
    case "failed":
      return "red";
    default:
      return "grey";
  }
}

const ROW_STATUSES: readonly string[] = [...PROCESSING_STATUSES, "uploading", "duplicate"];

/** A status the web app has words for; anything else the server may send one day shows as is. */
export function isKnownStatus(status: string): status is RowStatus {
  return ROW_STATUSES.includes(status);
}
