import type { ClauseScore } from "./score-clauses.ts";
import type { FieldScore } from "./tally-fields.ts";

export interface RunSummary {
  /** The folder's name. */
  dataset: string;
  /** Documents understood and scored. */
  documents: number;
  /** Records whose file was not on disk (and had no dataset OCR text to stand in). */
  skipped: number;
  fields: Partial<Record<string, FieldScore>>;
  overall: number | null;
  clauses: Record<string, ClauseScore> | null;
  /** Mean time of `understandDocument` alone, per page. */
  msPerPage: number;
  /** What the dataset labels but the run could not score. */
  notes: string[];
}

const round = (value: number | null, digits = 3) =>
  value === null ? null : Number(value.toFixed(digits));

/** The run as one JSON object on one line: the machine-readable last line of the output. */
export function summaryLine(summary: RunSummary): string {
  const fields = Object.fromEntries(
    Object.entries(summary.fields).map(([field, score]) => [
      field,
      { accuracy: round(score!.accuracy), coverage: round(score!.coverage), n: score!.n },
    ]),
  );
  const clauses =
    summary.clauses &&
    Object.fromEntries(
      Object.entries(summary.clauses).map(([category, score]) => [
        category,
        { ...score, precision: round(score.precision), recall: round(score.recall) },
      ]),
    );
  return JSON.stringify({
    dataset: summary.dataset,
    documents: summary.documents,
    skipped: summary.skipped,
    fields,
    overall: round(summary.overall),
    ...(clauses ? { clauses } : {}),
    msPerPage: round(summary.msPerPage, 2),
    ...(summary.notes.length > 0 ? { notes: summary.notes } : {}),
  });
}

function table(header: string[], rows: string[][]): string {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]!.length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) =>
        column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!),
      )
      .join("  ")
      .trimEnd();
  return [line(header), line(widths.map((width) => "-".repeat(width))), ...rows.map(line)].join(
    "\n",
  );
}

const percent = (value: number | null) => (value === null ? "–" : `${(value * 100).toFixed(1)} %`);

export function fieldTable(
  fields: Partial<Record<string, FieldScore>>,
  unusable: Partial<Record<string, number>>,
): string {
  const names = [...new Set([...Object.keys(fields), ...Object.keys(unusable)])];
  return table(
    ["field", "accuracy", "coverage", "n", "gold not scorable"],
    names.map((name) => {
      const score = fields[name];
      return [
        name,
        percent(score?.accuracy ?? null),
        percent(score?.coverage ?? null),
        String(score?.n ?? 0),
        String(unusable[name] ?? 0),
      ];
    }),
  );
}

export function clauseTable(clauses: Record<string, ClauseScore>): string {
  return table(
    ["clause category", "precision", "recall", "n", "predicted"],
    Object.entries(clauses).map(([category, score]) => [
      category,
      percent(score.precision),
      percent(score.recall),
      String(score.n),
      String(score.predicted),
    ]),
  );
}
