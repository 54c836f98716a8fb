import type { Row } from "./rows.ts";

/** A value found on a row, and how strongly its label points at the field. */
export interface Candidate<Value> {
  value: Value;
  strength: number;
  row: Row;
}
