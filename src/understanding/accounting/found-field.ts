import { sourceOf } from "../document-lines.ts";
import type { Candidate } from "../field-candidate.ts";
import type { Row } from "../rows.ts";
import type { ExtractedField, FieldSource } from "../types.ts";

function sourceOfRow(row: Row): FieldSource {
  const first = row.lines[0];
  return first
    ? { ...sourceOf(first), text: row.text, box: row.box }
    : { page: row.page, line: 0, text: row.text, box: row.box };
}

/** A candidate as a field: its confidence kept within 0–1, its source the row it was read on. */
export function field<Value>(
  candidate: Candidate<Value>,
  confidence: number,
): ExtractedField<Value> {
  return {
    value: candidate.value,
    confidence: Number(Math.max(0, Math.min(1, confidence)).toFixed(3)),
    source: sourceOfRow(candidate.row),
  };
}

/** Two amounts agree within `tolerance` of the second, or within one unit of currency. */
export function close(a: number, b: number, tolerance = 0.01): boolean {
  return Math.abs(a - b) <= Math.max(1, Math.abs(b) * tolerance);
}
