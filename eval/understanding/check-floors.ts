import { z } from "zod";
import type { RunSummary } from "./format-report.ts";
import type { FieldScore } from "./tally-fields.ts";

/**
 * Per dataset slice (`sroie`, `sroie:ocr-text`, `cuad`…), the least test accuracy each field
 * may have; `overall` stands for the mean field accuracy.
 */
export const FloorsSchema = z.record(z.string(), z.record(z.string(), z.number().min(0).max(1)));
export type Floors = z.infer<typeof FloorsSchema>;

/** The slice a run belongs to: the dataset, marked when its own OCR text was read. */
export function floorSlice(dataset: string, usedOcrText: boolean): string {
  return usedOcrText ? `${dataset}:ocr-text` : dataset;
}

/**
 * The figures floors judge: the test side of a folder with a frozen split (an empty side when
 * the run scored no test document, so every floor above 0 fails), the whole run of a folder
 * without one (all of it unseen, like a generated held-out set).
 */
export function floorScores(summary: RunSummary): Pick<RunSummary, "fields" | "overall"> {
  if (!summary.split) return summary;
  return summary.sides.test ?? { fields: {}, overall: null };
}

/**
 * Every way the run falls short of its slice's floors, one message each; empty when it meets
 * them all. A slice without floors fails too, so a renamed folder cannot pass unchecked; a
 * field with a floor above 0 that was not scored at all fails as well.
 */
export function checkFloors(
  floors: Floors,
  slice: string,
  scores: { fields: Partial<Record<string, FieldScore>>; overall: number | null },
): string[] {
  const sliceFloors = floors[slice];
  if (!sliceFloors) return [`no floors for "${slice}"`];
  const failures: string[] = [];
  for (const [field, floor] of Object.entries(sliceFloors)) {
    const accuracy =
      field === "overall" ? scores.overall : (scores.fields[field]?.accuracy ?? null);
    if (accuracy === null) {
      if (floor > 0) failures.push(`${field}: not scored, floor ${floor}`);
    } else if (accuracy < floor) {
      const n = field === "overall" ? "" : ` (n=${scores.fields[field]!.n})`;
      failures.push(`${field}: accuracy ${accuracy.toFixed(3)} below floor ${floor}${n}`);
    }
  }
  return failures;
}
